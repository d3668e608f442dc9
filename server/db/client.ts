import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenPostgres } from '../events/pgListen.ts';
import * as schema from './schema/index.ts';

/** One type for both drivers: the shared pg-core base class. */
export type DB = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: DB;
  kind: 'pglite' | 'postgres';
  /** The postgres:// URL (PostgreSQL only): the job queue opens its own pool on it. */
  url?: string;
  close: () => Promise<void>;
  /** LISTEN on a channel (the event bus); resolves to the unlisten. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * NOTIFY on a connection of its own (PostgreSQL): through the pool, an event waited for a free
   * connection behind every queued write (bench:live, docs/decisions.md). Unset on PGlite.
   */
  notify?: (channel: string, payload: string) => Promise<void>;
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** Opens PostgreSQL for a postgres:// URL, else a PGlite data directory, and migrates it. */
export async function openDatabase(target: string, options: { migrate?: boolean } = {}): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (isPostgresUrl(target)) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    // An idle client can lose its connection (server restart, a dropped test database); pg
    // emits that on the pool, and an unhandled 'error' event would end the process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    if (migrate) await migratePg(db, { migrationsFolder });
    // One connection for events only, opened on the first one.
    const notifier = new pg.Pool({ connectionString: target, max: 1 });
    notifier.on('error', (error) => console.warn(`event connection lost: ${error.message}`));
    return {
      db,
      kind: 'postgres',
      url: target,
      close: async () => {
        await notifier.end();
        await pool.end();
      },
      listen: (channel, onPayload) => listenPostgres(target, channel, onPayload),
      notify: async (channel, payload) => {
        await notifier.query('select pg_notify($1, $2)', [channel, payload]);
      },
    };
  }
  if (!target.startsWith('memory://')) mkdirSync(target, { recursive: true });
  const client = new PGlite(target);
  const db = drizzlePglite(client, { schema });
  if (migrate) await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    // PGlite is one connection in this process: its LISTEN hears its own NOTIFY.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
  };
}
