// /healthz and /readyz of the real HTTP server: ready on a migrated database, 503 with the reason
// when the database goes away (PostgreSQL: its connections refused and cut), ready again when it
// comes back; unready for good once draining.
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { openDatabase } from '../platform/db/client.ts';
import { memoryMailer } from '../platform/mail/mailer.ts';
import { TEST_TOKEN_SECRET } from '../test/api.ts';
import { openTestDatabase, scratchTestPostgres } from '../test/db.ts';
import { createApp } from './app.ts';
import { createReadiness } from './health.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serveOn(database: Database, readiness = createReadiness({ db: database.db })) {
  const app = createApp(
    {
      db: database.db,
      tokenSecret: TEST_TOKEN_SECRET,
      mailer: memoryMailer(),
      publicUrl: 'http://ordna.test',
    },
    { distDir: '/nonexistent', readiness },
  );
  await new Promise<void>((done) => app.server.listen(0, '127.0.0.1', () => done()));
  cleanups.push(() => app.close(1_000));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    const text = await response.text();
    return {
      status: response.status,
      body: path === '/readyz' ? (JSON.parse(text) as { problems: string[] }) : text,
    };
  };
  return { app, get };
}

describe('liveness and readiness', () => {
  // One PGlite for the in-process cases: opening one is most of their time.
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('answers ready on a migrated database, and unready for good once draining', async () => {
    const { app, get } = await serveOn(database);
    expect(await get('/healthz')).toEqual({ status: 200, body: 'ok' });
    expect(await get('/readyz')).toEqual({ status: 200, body: { ready: true, problems: [] } });
    app.readiness.drain();
    expect(await get('/readyz')).toEqual({
      status: 503,
      body: { ready: false, problems: ['shutting down'] },
    });
  });

  it('is unready while the database is behind this build', async () => {
    const behind = createReadiness({ db: database.db, head: Number.MAX_SAFE_INTEGER });
    const { get } = await serveOn(database, behind);
    const answer = await get('/readyz');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      problems: [expect.stringMatching(/^migrations: .*npm run migrate/)],
    });
  });

  it('names every probe that fails', async () => {
    const readiness = createReadiness({
      db: database.db,
      jobs: { problem: async () => 'stopped' },
      events: { problem: () => 'redis subscriber is reconnecting' },
    });
    expect(await readiness.check()).toEqual({
      ready: false,
      problems: ['job queue: stopped', 'event bus: redis subscriber is reconnecting'],
    });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'flips to 503 when PostgreSQL goes away and back to 200 when it returns',
    async () => {
      const adminUrl = process.env.DATABASE_URL as string;
      const scratch = await scratchTestPostgres('ordna_ready');
      cleanups.push(() => scratch.drop());
      const name = new URL(scratch.url).pathname.slice(1);
      const postgres = await openDatabase(scratch.url);
      cleanups.push(() => postgres.close());
      const { get } = await serveOn(postgres);
      expect((await get('/readyz')).status).toBe(200);

      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      cleanups.push(() => admin.end());
      // Gone: no new connection is accepted and every open one is cut.
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const down = await get('/readyz');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ ready: false, problems: [expect.stringMatching(/^database: /)] });

      await admin.query(`alter database ${name} allow_connections true`);
      let back = await get('/readyz');
      // The pool opens a fresh connection on the next check; a hang limit, not a speed check.
      for (let tries = 0; back.status !== 200 && tries < 50; tries++) {
        await new Promise((done) => setTimeout(done, 200));
        back = await get('/readyz');
      }
      expect(back).toEqual({ status: 200, body: { ready: true, problems: [] } });
    },
  );
});
