// `npm run bench:search`: the search palette's query (spec section 5) over a company with 10,000
// products, on loopback, with the server in its own process (bench/server.ts). Budget
// (DESIGN.md section 8): p95 ≤ 20 ms. Prints figures; asserts nothing.
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ITEMS and BENCH_DATABASE_URL change the set-up.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { type LoadFigures, load, printTable } from './lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTION_SETS = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);

/** What people type: one product, a hundred, every product, a category, a page, nothing. */
const QUERIES = [
  { name: 'one product', query: 'produkt 04711' },
  { name: '100 products', query: 'produkt-047' },
  { name: 'all products', query: 'produkt' },
  { name: 'a category', query: 'Kategori 7' },
  { name: 'a page', query: 'support' },
  { name: 'no hits', query: 'zzz' },
];

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, BENCH_ITEMS: String(ITEMS) },
});
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
// Whatever happens below, the server goes with us.
process.on('exit', () => child.kill());
const { url, token, database } = JSON.parse(firstLine) as { url: string; token: string; database: string };
if (!token) throw new Error('the bench server could not log in');
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const body = (query: string) =>
  JSON.stringify({
    operationName: 'Search',
    query:
      'query Search($query: String!) { search(query: $query) { items { id title categories { id name } } categories { id name } staff { id name } pages { key title path kind } } }',
    variables: { query },
  });

interface SearchAnswer {
  data?: { search: { items: unknown[]; categories: unknown[]; pages: unknown[] } };
  errors?: unknown[];
}

// The first search builds the company's in-memory index (as after any catalogue change).
const started = performance.now();
const first = (await (
  await fetch(url, { method: 'POST', headers, body: body('produkt') })
).json()) as SearchAnswer;
const coldMs = performance.now() - started;
if (!first.data) throw new Error(`search failed: ${JSON.stringify(first.errors)}`);
console.log(`database: ${database}; ${ITEMS} products; ${SECONDS} s per run`);
console.log(`first search (builds the index of ${ITEMS} products): ${coldMs.toFixed(1)} ms`);
for (const { name, query } of QUERIES) {
  const answer = (await (
    await fetch(url, { method: 'POST', headers, body: body(query) })
  ).json()) as SearchAnswer;
  const hits = answer.data?.search;
  console.log(
    `${name} ("${query}"): ${hits?.items.length ?? 0} products, ${hits?.categories.length ?? 0} categories, ${hits?.pages.length ?? 0} pages returned`,
  );
}

const rows: LoadFigures[] = [];
for (const connections of CONNECTION_SETS) {
  // The floor on this machine: an anonymous no-op, and a signed-in one (token and viewer checks).
  for (const [name, query] of [
    ['{ __typename }', '{ __typename }'],
    ['{ authorizeUser } (signed in)', '{ authorizeUser }'],
  ] as const) {
    rows.push(
      await load(`${name}, ${connections} conn`, {
        url,
        headers,
        body: JSON.stringify({ query }),
        seconds: SECONDS,
        connections,
      }),
    );
  }
  for (const { name, query } of QUERIES) {
    rows.push(
      await load(`${name}, ${connections} conn`, {
        url,
        headers,
        body: body(query),
        seconds: SECONDS,
        connections,
      }),
    );
  }
}
printTable(rows);
child.kill();
