import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

/**
 * Creating a PGlite database (initdb + migrations) takes seconds on two cores, so it is done once
 * here; each test file copies the migrated directory (see db.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'ordna-pglite-template-'));
  const dir = join(root, 'db');
  const database = await openDatabase(dir);
  await database.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
