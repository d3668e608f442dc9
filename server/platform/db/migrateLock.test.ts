// Two instances starting together on one PostgreSQL database: the migrations run once, under the
// advisory lock, and both instances come up on the migrated database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { headMigration } from '../../app/health.ts';
import { scratchPostgres } from '../devtools/scratchPostgres.ts';
import { MIGRATION_LOCK, migrationsFolder, openDatabase, withMigrationLock } from './client.ts';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

const adminUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('migrations once (PostgreSQL)', () => {
  it('two instances migrating at once apply each migration once', async () => {
    const scratch = await scratchPostgres(adminUrl as string, 'ordna_migrate');
    cleanups.push(() => scratch.drop());
    const [a, b] = await Promise.all([openDatabase(scratch.url), openDatabase(scratch.url)]);
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    const rows = await query<{ hash: string; created_at: string }>(
      scratch.url,
      'select hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    expect(Math.max(...rows.map((row) => Number(row.created_at)))).toBe(headMigration());
  });

  it('a starting instance waits for the lock before it migrates', async () => {
    const scratch = await scratchPostgres(adminUrl as string, 'ordna_migrate');
    cleanups.push(() => scratch.drop());
    const name = new URL(scratch.url).pathname.slice(1);
    await withMigrationLock(scratch.url, async () => {
      const opening = openDatabase(scratch.url);
      // The other instance is blocked on the advisory lock (a hang limit, not a speed check)...
      let waiting = 0;
      for (let tries = 0; waiting === 0 && tries < 300; tries++) {
        const [row] = await query<{ n: number }>(
          adminUrl as string,
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and not l.granted and a.datname = $1 and l.objid = $2`,
          [name, MIGRATION_LOCK % 2 ** 32],
        );
        waiting = row?.n ?? 0;
        if (waiting === 0) await new Promise((done) => setTimeout(done, 100));
      }
      expect(waiting).toBe(1);
      // ...and has migrated nothing while we hold it.
      const [schema] = await query<{ n: number }>(
        scratch.url,
        `select count(*)::int as n from information_schema.schemata where schema_name = 'drizzle'`,
      );
      expect(schema?.n).toBe(0);
      cleanups.push(async () => (await opening).close());
    });
  });
});
