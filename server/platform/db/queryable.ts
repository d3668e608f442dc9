import type { DB } from './client.ts';

/** A transaction on the database. */
export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];
/** The database or a transaction on it: what services read and write through. */
export type Queryable = DB | Tx;

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
