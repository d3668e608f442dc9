// `npm run bench:load` (issue 8): 50 connections for 60 s of the back office's own reads and writes,
// about one in five a write, as the signed-in demo owner, against the server in its own process
// (this file run with `--serve`). The company is the demo seed (venues, categories, modification
// groups, upsells) grown to LOAD_ITEMS products. Prints throughput, latency percentiles, errors
// and non-2xx answers, overall and per kind; asserts nothing.
// A short `{ __typename }` run first shows what the machine does at all at that moment.
// LOAD_SECONDS (60), LOAD_CONNECTIONS (50), LOAD_ITEMS (1000), LOAD_BASELINE_SECONDS (10, 0 = none);
// BENCH_DATABASE_URL or DATABASE_URL (postgres://…: a fresh database is created on that server and
// dropped afterwards), else a fresh PGlite.
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { createApp } from '../server/app/app.ts';
import { runPrimary } from '../server/app/cluster.ts';
import { DEMO_LOGIN, seedDemo } from '../server/demo/seed.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { categories, itemCategories, items } from '../server/platform/db/schema/index.ts';
import { freePort } from '../server/platform/devtools/freePort.ts';
import { scratchPostgres } from '../server/platform/devtools/scratchPostgres.ts';
import { openEventBus } from '../server/platform/events/open.ts';
import { memoryMailer } from '../server/platform/mail/mailer.ts';
import {
  CreateCategoryDocument,
  GetCategoriesPageDocument,
  GetItemDocument,
  GetItemsPageDocument,
  UpdateItemDocument,
  UpdateItemPriceDocument,
} from '../src/features/pim/pim.gql.ts';
import { SearchDocument } from '../src/platform/search/search.gql.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const ITEMS = Number(process.env.LOAD_ITEMS ?? 1000);
const BASELINE_SECONDS = Number(process.env.LOAD_BASELINE_SECONDS ?? 10);
/** Worker processes on the one port, as `npm start` runs them (PostgreSQL only). */
const WORKERS = Number(process.env.WEB_CONCURRENCY ?? 1);
const TOKEN_SECRET = 'load-secret-long-enough-for-hs256-0123456789';

async function signIn(url: string): Promise<string> {
  const login = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      variables: { u: DEMO_LOGIN.email, p: DEMO_LOGIN.password },
    }),
  });
  return ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
}

/** A cluster worker of the load server: the seeded database, its own pool and event bus. */
async function serveWorker(): Promise<void> {
  const database = await openDatabase(process.env.LOAD_DATABASE_URL ?? '', { migrate: false });
  const events = await openEventBus(database, process.env.REDIS_URL || null);
  const { server } = createApp(
    {
      db: database.db,
      tokenSecret: TOKEN_SECRET,
      mailer: memoryMailer(),
      publicUrl: 'http://127.0.0.1',
      events,
    },
    { distDir: '/nonexistent', appSources: {} },
  );
  server.listen(Number(process.env.LOAD_PORT), '127.0.0.1');
}

interface Ready {
  url: string;
  token: string;
  database: string;
  itemIds: string[];
  categoryCount: number;
}

/** The server under load: a fresh database with the demo company grown to ITEMS products. */
async function serve(): Promise<void> {
  const scratch = process.env.LOAD_DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'ordna-load-'));
  const database = await openDatabase(process.env.LOAD_DATABASE_URL || join(scratch ?? '', 'db'));
  const db = database.db;
  const { companyId } = await seedDemo(db);
  const categoryRows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.companyId, companyId));
  const existing = await db.select({ id: items.id }).from(items).where(eq(items.companyId, companyId));
  for (let start = existing.length; start < ITEMS; start += 500) {
    const batch = await db
      .insert(items)
      .values(
        Array.from({ length: Math.min(500, ITEMS - start) }, (_, i) => ({
          companyId,
          title: `Produkt ${String(start + i).padStart(4, '0')}`,
          titleLang: { se: `Produkt ${start + i}`, en: `Product ${start + i}` },
          defaultPrice: 2500 + ((start + i) % 300) * 100,
          vatRate: 12,
        })),
      )
      .returning({ id: items.id });
    await db.insert(itemCategories).values(
      batch.map((item, i) => ({
        itemId: item.id,
        categoryId: categoryRows[i % categoryRows.length]?.id ?? '',
      })),
    );
  }
  const itemIds = (await db.select({ id: items.id }).from(items).where(eq(items.companyId, companyId))).map(
    (row) => row.id,
  );
  if (WORKERS > 1 && process.env.LOAD_DATABASE_URL) {
    // Seeded once here; the workers share the port (server/app/cluster.ts, as server/index.ts runs them).
    await database.close();
    const port = await freePort();
    process.env.LOAD_PORT = String(port);
    const url = `http://127.0.0.1:${port}/graphql`;
    runPrimary(WORKERS, () => {
      void signIn(url).then((token) => {
        const ready: Ready = {
          url,
          token,
          database: `${database.kind}, ${WORKERS} workers`,
          itemIds,
          categoryCount: categoryRows.length,
        };
        console.log(JSON.stringify(ready));
      });
    });
    return;
  }
  const { server } = createApp(
    { db, tokenSecret: TOKEN_SECRET, mailer: memoryMailer(), publicUrl: 'http://127.0.0.1' },
    { distDir: '/nonexistent', appSources: {} },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const token = await signIn(url);
  const ready: Ready = { url, token, database: database.kind, itemIds, categoryCount: categoryRows.length };
  console.log(JSON.stringify(ready));
  // Answers still being computed when the load stops would fail noisily once the database is
  // closed; the process just ends (the PostgreSQL database is dropped with FORCE by the parent).
  const stop = () => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

interface Kind {
  name: string;
  write: boolean;
  /** The operation's JSON body, new for every request. */
  body: () => string;
}

const pickOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const SEARCHES = ['kaffe', 'produkt 12', 'sal', 'öl', 'bullar', 'product 7', 'vin', 'x', 'pasta', 'te'];

/** The mix: 20 draws, 4 of them writes (20 %). */
function mix(itemIds: readonly string[]): Kind[] {
  let created = 0;
  // The app's own documents (typed document strings, fragments included).
  const op = (document: { toString(): string }, variables: Record<string, unknown>) =>
    JSON.stringify({ query: document.toString(), variables });
  const kinds: Record<string, Kind> = {
    // The products screen's first page (issue 14: the screen pages; it no longer reads the catalogue).
    items: {
      name: 'GetItemsPage (first 100)',
      write: false,
      body: () => op(GetItemsPageDocument, { first: 100, filter: null, orderBy: null, direction: 'ASC' }),
    },
    item: { name: 'GetItem (by id)', write: false, body: () => op(GetItemDocument, { id: pickOf(itemIds) }) },
    search: { name: 'Search', write: false, body: () => op(SearchDocument, { query: pickOf(SEARCHES) }) },
    // The categories screen's first page (the back office no longer reads the whole list).
    categories: {
      name: 'GetCategoriesPage',
      write: false,
      body: () => op(GetCategoriesPageDocument, { first: 100 }),
    },
    venues: {
      name: 'Venues',
      write: false,
      body: () => JSON.stringify({ query: 'query Venues { venues { id name deleted timezone } }' }),
    },
    price: {
      name: 'updateItemPrice',
      write: true,
      body: () =>
        op(UpdateItemPriceDocument, {
          itemId: pickOf(itemIds),
          price: 2000 + Math.floor(Math.random() * 300) * 100,
        }),
    },
    update: {
      name: 'updateItem',
      write: true,
      body: () =>
        op(UpdateItemDocument, {
          itemId: pickOf(itemIds),
          data: {
            allergens: Math.random() < 0.5 ? ['EGGS'] : [],
            defaultPrice: 3000 + Math.floor(Math.random() * 50) * 100,
          },
        }),
    },
    category: {
      name: 'createCategory',
      write: true,
      body: () => {
        created += 1;
        return op(CreateCategoryDocument, { data: { name: `Last ${process.pid}-${created}`, vatRate: 12 } });
      },
    },
  };
  const order = [
    'items',
    'item',
    'search',
    'item',
    'categories',
    'price',
    'venues',
    'item',
    'search',
    'update',
    'item',
    'venues',
    'search',
    'price',
    'item',
    'categories',
    'search',
    'category',
    'item',
    'venues',
  ] as const;
  return order.map((key) => kinds[key] as Kind);
}

interface Tally {
  latencies: number[];
  non2xx: number;
  graphqlErrors: number;
  errorSamples: Set<string>;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

async function drive(ready: Ready): Promise<void> {
  const kinds = mix(ready.itemIds);
  const tallies = new Map<string, Tally>();
  const tallyOf = (name: string): Tally => {
    let tally = tallies.get(name);
    if (!tally) {
      tally = { latencies: [], non2xx: 0, graphqlErrors: 0, errorSamples: new Set() };
      tallies.set(name, tally);
    }
    return tally;
  };
  // onResponse runs just before the client's 'response' event for the same answer (autocannon's
  // httpClient), so the kind it leaves here is the kind of the answer the event reports.
  let answered: Kind | null = null;
  // One request at a time per connection (no pipelining): its context names the kind in flight.
  const inFlight = new WeakMap<object, Kind>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: ready.url,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ready.token}` },
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            // Each request draws its kind from the mix, so the 50 connections do not march in step.
            setupRequest: (request, context) => {
              const kind = pickOf(kinds);
              inFlight.set(context, kind);
              return { ...request, body: kind.body() };
            },
            onResponse: (status, body, context) => {
              const kind = inFlight.get(context);
              if (!kind) return;
              answered = kind;
              const tally = tallyOf(kind.name);
              if (status >= 200 && status < 300 && body.includes('"errors"')) {
                tally.graphqlErrors += 1;
                if (tally.errorSamples.size < 3) tally.errorSamples.add(body.slice(0, 200));
              }
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      const tally = tallyOf(answered?.name ?? 'unknown');
      tally.latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) tally.non2xx += 1;
      answered = null;
    });
  });

  const all: Tally = { latencies: [], non2xx: 0, graphqlErrors: 0, errorSamples: new Set() };
  const rows = [...new Set(kinds.map((kind) => kind.name))].map((name) => {
    const tally = tallyOf(name);
    all.latencies.push(...tally.latencies);
    all.non2xx += tally.non2xx;
    all.graphqlErrors += tally.graphqlErrors;
    return { name, write: kinds.find((kind) => kind.name === name)?.write ?? false, tally };
  });
  const line = (name: string, tally: Tally) => {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return `| ${name} | ${sorted.length} | ${(sorted.length / SECONDS).toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${tally.non2xx} | ${tally.graphqlErrors} |`;
  };
  const writes = rows.filter((row) => row.write).reduce((sum, row) => sum + row.tally.latencies.length, 0);
  console.log(
    `\n${SECONDS} s, ${CONNECTIONS} connections; ${(result.requests.total / SECONDS).toFixed(0)} req/s overall; ` +
      `writes ${((writes / Math.max(1, all.latencies.length)) * 100).toFixed(1)} %; ` +
      `socket errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; load average after ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  console.log('\n| kind | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | GraphQL errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(line(`${row.name}${row.write ? ' (write)' : ''}`, row.tally));
  console.log(line('**all**', all));
  for (const row of rows) {
    for (const sample of row.tally.errorSamples) console.log(`error sample, ${row.name}: ${sample}`);
  }
}

/**
 * `{ __typename }` as the same signed-in user (token and session check included) at the same
 * connections for a few seconds: what this machine does at all right now, to read the mix against.
 */
async function baseline(ready: Ready): Promise<void> {
  if (BASELINE_SECONDS <= 0) return;
  const result = await autocannon({
    url: ready.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ready.token}` },
    body: JSON.stringify({ query: '{ __typename }' }),
    connections: CONNECTIONS,
    duration: BASELINE_SECONDS,
  });
  const { latency } = result;
  console.log(
    `baseline { __typename }, ${BASELINE_SECONDS} s: ${result.requests.average.toFixed(0)} req/s, ` +
      `p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, non-2xx ${result.non2xx}`,
  );
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
  const postgres = adminUrl ? await scratchPostgres(adminUrl, 'ordna_load') : null;
  const child = spawn(
    process.execPath,
    // LOAD_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
    [
      ...(process.env.LOAD_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'bench/load.ts',
      '--serve',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOAD_DATABASE_URL: postgres?.url ?? '' },
    },
  );
  try {
    const firstLine = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`load server exited with ${code}`)));
    });
    const ready = JSON.parse(firstLine) as Ready;
    console.log(
      `database: ${ready.database}; ${ready.itemIds.length} products, ${ready.categoryCount} categories in the demo company; ` +
        `load average before ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}`,
    );
    await baseline(ready);
    await drive(ready);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await postgres?.drop();
  }
}

if (cluster.isWorker) await serveWorker();
else if (process.argv.includes('--serve')) await serve();
else await main();
