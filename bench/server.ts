// The server under test for bench/api.ts, in its own process so the load generator does not
// share its event loop. Seeds a company with BENCH_ITEMS items, then prints one JSON line
// {url, token} on stdout.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app/app.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { memoryMailer } from '../server/platform/mail/mailer.ts';
import { BENCH_PASSWORD, seedBenchCompany } from './seed.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
const target = process.env.BENCH_DATABASE_URL ?? join(mkdtempSync(join(tmpdir(), 'ordna-bench-')), 'db');
const database = await openDatabase(target);
const db = database.db;
const email = `bench-${Date.now()}@ordna.test`;

await seedBenchCompany(db, { name: 'Bench AB', email, items: ITEMS });

const { server } = createApp(
  {
    db,
    tokenSecret: 'bench-secret-long-enough-for-hs256-0123456789',
    mailer: memoryMailer(),
    publicUrl: 'http://127.0.0.1',
  },
  { distDir: '/nonexistent' },
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
const response = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    variables: { u: email, p: BENCH_PASSWORD },
  }),
});
const token = ((await response.json()) as { data: { login: { token: string } } }).data.login.token;
console.log(JSON.stringify({ url, token, database: database.kind }));
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
