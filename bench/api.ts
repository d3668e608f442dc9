// `npm run bench:api`: GetItems with 5,000 items in a company against `{ __typename }` on the same
// server, over loopback, with the server in its own process. Prints figures; asserts nothing.
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ITEMS and BENCH_DATABASE_URL (postgres://…; default a
// fresh PGlite) change the set-up.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { type LoadFigures, load, printTable } from './lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTION_SETS = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);

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
const getItems = JSON.stringify({
  operationName: 'GetItems',
  query:
    'query GetItems($companyId: ID) { items(companyId: $companyId) { count results { id title titleLang { en se es no } defaultPrice categories { id name color } } } }',
  variables: {},
});
const check = (await (await fetch(url, { method: 'POST', headers, body: getItems })).json()) as {
  data: { items: { count: number } };
};
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
