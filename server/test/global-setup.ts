import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client.ts';

/**
 * Creating a database and running every migration on it takes seconds on a busy two-core machine,
 * so it is done once per run here, for each engine: a migrated PGlite directory (and its tarball,
 * which each test loads), and (when DATABASE_URL is set) a migrated PostgreSQL database that each test's scratch
 * database is created from (`CREATE DATABASE … TEMPLATE`); see db.ts. Both are removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(join(tmpdir(), 'ordna-pglite-template-'));
  const dir = join(root, 'db');
  const database = await openDatabase(dir);
  await database.close();
  project.provide('pgliteTemplate', dir);
  // The same directory as a tarball, which each test's PGlite loads into memory: at load 10 that
  // took 1-2 s, copying the directory (43 MB, 1,400 files) and opening it 4-5 s.
  const pglite = await PGlite.create(dir);
  const tarball = join(root, 'db.tar');
  writeFileSync(tarball, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTarball', tarball);

  const adminUrl = process.env.DATABASE_URL;
  // Unique per run: runs side by side on one server (several worktrees) each have their own.
  const template = `ordna_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement: string, values: string[] = []) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query<{ name: string }>(statement, values)).rows;
    } finally {
      await client.end();
    }
  };
  if (adminUrl) {
    await admin(`CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    // Migrated, then closed: PostgreSQL copies a template only while no one is connected to it.
    const migrated = await openDatabase(url.toString());
    await migrated.close();
  }
  project.provide('pgTemplate', adminUrl ? template : '');

  return async () => {
    rmSync(root, { recursive: true, force: true });
    if (!adminUrl) return;
    // The templates the workers made from it (the seeded demo: demo.ts, workerTemplatePrefix).
    const made = await admin('select datname as name from pg_database where starts_with(datname, $1)', [
      `${template}_w_`,
    ]);
    for (const { name } of made) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (tests that start a real server copy it). */
    pgliteTemplate: string;
    /** The same as a tarball (PGlite's dumpDataDir), which openTestDatabase loads into memory. */
    pgliteTarball: string;
    /** The migrated PostgreSQL template database's name; empty without DATABASE_URL. */
    pgTemplate: string;
  }
}
