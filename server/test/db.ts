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

/** The run's migrated, empty PGlite database as a tarball (PGlite's `loadDataDir`). */
export function pgliteTemplate(): Blob {
  template ??= new Blob([readFileSync(inject('pgliteTarball'))]);
  return template;
}

/**
 * Where a test database is copied from: by default the run's migrated, empty template
 * (global-setup.ts); or another copy of it with rows already in (the seeded demo: demo.ts), as a
 * PGlite tarball or the name of a PostgreSQL template database.
 */
export interface TestDatabaseSource {
  pglite?: Blob;
  postgres?: string;
}

/** A fresh, migrated database (a copy of the run's template, or of `from`); `close` throws it away. */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  from: TestDatabaseSource = {},
): Promise<Database> {
  if (kind === 'pglite') {
    // In memory, from the run's migrated template (global-setup.ts); the migrations find nothing
    // to do. Nothing is kept on disk: nothing outlives `close`.
    return openDatabase('memory://', { loadDataDir: from.pglite ?? pgliteTemplate() });
  }
  const scratch = from.postgres
    ? await scratchPostgres(postgresAdminUrl(), 'ordna_test', { template: from.postgres })
    : await scratchTestPostgres('ordna_test');
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
  return scratchPostgres(postgresAdminUrl(), prefix, { template: inject('pgTemplate') || undefined });
}

function postgresAdminUrl(): string {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  return adminUrl;
}

/**
 * The prefix of the scratch templates that workers make during a run (the seeded demo: demo.ts):
 * global-setup.ts drops every database with it at the end.
 */
export function workerTemplatePrefix(): string {
  return `${inject('pgTemplate') || 'ordna_template'}_w`;
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
