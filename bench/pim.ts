// Part of `npm run bench:api`: the products screen's GetItems at 10,000 items in one company
// (issue 6), against `{ __typename }`, with the server in its own process (bench/server.ts) and
// autocannon on loopback. The search query at 10,000 items is bench/search.ts, which bench:api
// runs next. Prints p50/p95; asserts nothing. BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PIM_ITEMS
// and BENCH_DATABASE_URL (postgres://…; default a fresh PGlite) change the set-up.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { type LoadFigures, load, printTable } from './lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTION_SETS = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const ITEMS = Number(process.env.BENCH_PIM_ITEMS ?? 10_000);

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, BENCH_ITEMS: String(ITEMS) },
});
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const { url, token, database } = JSON.parse(firstLine) as { url: string; token: string; database: string };
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

/** The products screen's GetItems (src/features/pim/pim.gql.ts). */
const getItems = JSON.stringify({
  operationName: 'GetItems',
  query: `query GetItems($companyId: ID) { items(companyId: $companyId) { count results {
    id title defaultPrice vatRate allergens courseTypeId version categories { id name color } appliedVariations { id title } } } }`,
  variables: {},
});

const check = (await (await fetch(url, { method: 'POST', headers, body: getItems })).json()) as {
  data?: { items: { count: number } };
  errors?: unknown;
};
if (!check.data) throw new Error(`GetItems failed: ${JSON.stringify(check.errors)}`);
console.log(`database: ${database}; items in the company: ${check.data.items.count}; ${SECONDS} s per run`);

const rows: LoadFigures[] = [];
for (const connections of CONNECTION_SETS) {
  const common = { url, headers, seconds: SECONDS, connections };
  const items = await load(`GetItems, ${ITEMS} items, ${connections} conn`, { ...common, body: getItems });
  const typename = await load(`{ __typename }, ${connections} conn`, {
    ...common,
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  rows.push(items, typename);
  console.log(
    `${connections} connection(s): GetItems throughput is ${((items.rps / typename.rps) * 100).toFixed(1)} % of { __typename }`,
  );
}
printTable(rows);
child.kill();
