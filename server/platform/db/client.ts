import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenPostgres, type Unlisten } from '../events/pgListen.ts';
import { log } from '../log.ts';
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
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;
  /**
   * NOTIFY on a connection of its own (PostgreSQL): through the pool, an event waited for a free
   * connection behind every queued write (bench:live, docs/decisions.md). Unset on PGlite.
   */
  notify?: (channel: string, payload: string) => Promise<void>;
  /** The PostgreSQL pool's clients (metrics); unset on PGlite. */
  pool?: () => { total: number; idle: number; waiting: number };
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/**
 * The session-level advisory lock every Ordna instance takes to migrate (and to seed the demo):
 * two instances starting together run the migrations once, the second finds them applied.
 */
export const MIGRATION_LOCK = 4_151_626_541;

/** Runs `work` while holding the migration lock on a connection of its own (PostgreSQL). */
export async function withMigrationLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/** Applies the migrations this build ships that the database lacks, under the lock. */
export function migratePostgres(url: string): Promise<void> {
  return withMigrationLock(url, (client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder }));
}

/** Opens PostgreSQL for a postgres:// URL, else a PGlite data directory, and migrates it. */
export async function openDatabase(
  target: string,
  options: {
    migrate?: boolean;
    /** PGlite only: start from this data directory's tarball (PGlite's dumpDataDir); the API tests'. */
    loadDataDir?: Blob;
  } = {},
): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (isPostgresUrl(target)) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    // An idle client can lose its connection (server restart, a dropped test database); pg
    // emits that on the pool, and an unhandled 'error' event would end the process.
    pool.on('error', (error) => log.warn({ err: error.message }, 'database connection lost'));
    const db = drizzlePg(pool, { schema });
    if (migrate) await migratePostgres(target);
    // One connection for events only, opened on the first one.
    const notifier = new pg.Pool({ connectionString: target, max: 1 });
    notifier.on('error', (error) => log.warn({ err: error.message }, 'event connection lost'));
    return {
      db,
      kind: 'postgres',
      url: target,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
  const client = new PGlite(target, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
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
