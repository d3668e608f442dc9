import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../platform/db/client.ts';
import { scratchPostgres } from '../platform/devtools/scratchPostgres.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when DATABASE_URL points at a server. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** The migrated PGlite template's tarball, read once per worker. */
let template: Blob | undefined;

/** A fresh, migrated, empty database (a copy of the run's template); `close` throws it away. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    // In memory, from the run's migrated template (global-setup.ts); the migrations find nothing
    // to do. Nothing is kept on disk: nothing outlives `close`.
    template ??= new Blob([readFileSync(inject('pgliteTarball'))]);
    return openDatabase('memory://', { loadDataDir: template });
  }
  const scratch = await scratchTestPostgres('ordna_test');
  const database = await openDatabase(scratch.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A scratch PostgreSQL database (DATABASE_URL's server) copied from the run's migrated template
 * (global-setup.ts), so opening it finds every migration applied. For tests that open it
 * themselves (two instances on one database); `drop` throws it away.
 */
export function scratchTestPostgres(prefix: string): ReturnType<typeof scratchPostgres> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  return scratchPostgres(adminUrl, prefix, { template: inject('pgTemplate') || undefined });
}

/**
 * Where the security sweeps (tenancy, scopes, fuzz) run. They are most of the API tests' time
 * (the tenancy sweep alone about 40 %), so the quick profile of `npm test` runs them on one
 * database: PostgreSQL when DATABASE_URL is set (production's), else PGlite. `TEST_PROFILE=nightly`
 * runs them on both. What they check, who may reach which row, lives in our resolvers and SQL
 * text, the same on both engines; the engines' differences are covered by every other API test,
 * which runs on both in every profile.
 */
export function sweepDatabaseKinds(): TestDatabaseKind[] {
  const kinds = testDatabaseKinds();
  return process.env.TEST_PROFILE === 'nightly' ? kinds : kinds.slice(-1);
}
