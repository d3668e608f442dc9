import type { DB } from './client.ts';

/** A transaction on the database. */
export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];
/** The database or a transaction on it: what services read and write through. */
export type Queryable = DB | Tx;
