// Where a crash run keeps its data: a temporary DATA_DIR always, and for PostgreSQL a fresh
// database that is dropped afterwards (as server/test/db.ts does for the API tests).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DataPlace {
  kind: DatabaseKind;
  /** The server's environment: DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  dispose: () => Promise<void>;
}

export async function createDataPlace(kind: DatabaseKind, adminUrl: string | undefined): Promise<DataPlace> {
  const dataDir = mkdtempSync(join(tmpdir(), `ordna-crash-${kind}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return { kind, env: { DATA_DIR: dataDir }, dispose: async () => removeDir() };
  }
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `ordna_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      removeDir();
    },
  };
}
