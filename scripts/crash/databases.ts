// Where a crash run keeps its data: a temporary DATA_DIR always, and for PostgreSQL a fresh
// database that is dropped afterwards (as server/test/db.ts does for the API tests).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scratchPostgres } from '../../server/platform/devtools/scratchPostgres.ts';

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
  const scratch = await scratchPostgres(adminUrl, 'ordna_crash');
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    dispose: async () => {
      await scratch.drop();
      removeDir();
    },
  };
}
