// `npm run bench:lists` (issue 14): one list page of a company with 100,000 products, done in SQL:
// the first page, a page deep in the list (by cursor), a page filtered by category, a search, a
// picker's chosen products by id (`filter.ids`).
// p50/p95 of the page query as the `items` field runs it (page, count, categories) and the size of
// the GraphQL answer per page, and the list's total `count` statement alone (issue 14 item 3: one
// SQL count over the same filter, never rows) with its plan. Budget (DESIGN.md): p95 ≤ 30 ms on PostgreSQL. Asserts nothing.
// LISTS_ITEMS (100000), LISTS_RUNS (200), LISTS_PAGE (50); BENCH_DATABASE_URL or DATABASE_URL
// (a scratch database on that server, dropped afterwards), else PGlite in a temporary directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { type ItemPageArgs, matchingItems, pageItems } from '../server/pim/itemsPage.ts';
import type { Context } from '../server/platform/context.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { items } from '../server/platform/db/schema/index.ts';
import { scratchPostgres } from '../server/platform/devtools/scratchPostgres.ts';
import { encodeCursor } from '../server/platform/paging/cursor.ts';
import { testApi } from '../server/test/api.ts';
import { BENCH_PASSWORD, seedBenchCompany } from './seed.ts';

const ITEMS = Number(process.env.LISTS_ITEMS ?? 100_000);
const RUNS = Number(process.env.LISTS_RUNS ?? 200);
const PAGE = Number(process.env.LISTS_PAGE ?? 50);
const SECRET = 'lists-secret-long-enough-for-hs256-0123456789';

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const scratch = adminUrl ? await scratchPostgres(adminUrl, 'ordna_lists') : null;
const dir = scratch ? null : mkdtempSync(join(tmpdir(), 'ordna-lists-'));
const database = await openDatabase(scratch?.url ?? join(dir ?? '', 'db'));
const db = database.db;

try {
  const seeding = performance.now();
  const { company, categories: categoryRows } = await seedBenchCompany(db, {
    name: 'Lists AB',
    email: 'lists@ordna.test',
    items: ITEMS,
  });
  console.log(
    `database: ${database.kind}; ${ITEMS} products in one company (seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s); ${RUNS} runs per case, ${PAGE} per page`,
  );

  // A cursor 90 % down the list, as the page before it would have issued it.
  const [deep] = await db
    .select({ title: items.sortTitle, id: items.id })
    .from(items)
    .where(eq(items.companyId, company.id))
    .orderBy(sql`${items.sortTitle} collate "C"`, asc(items.id))
    .offset(Math.floor(ITEMS * 0.9))
    .limit(1);
  const ctx = { tokenSecret: SECRET } as Context;
  const deepCursor = encodeCursor(
    SECRET,
    { list: 'items', companyId: company.id, scope: JSON.stringify(['TITLE', null, '', 'ASC']) },
    [deep?.title ?? '', 'kategori 1', deep?.id ?? ''],
  );
  // A picker's chosen products (issue 14): 50 ids spread over the list, read by `filter.ids`.
  const chosen = await db
    .select({ id: items.id })
    .from(items)
    .where(sql`${items.companyId} = ${company.id} and mod(abs(hashtext(${items.id}::text)), 2000) = 0`)
    .limit(PAGE);
  const cases: { name: string; args: ItemPageArgs }[] = [
    { name: 'first page', args: { first: PAGE } },
    { name: 'deep page (cursor at 90 %)', args: { first: PAGE, after: deepCursor } },
    {
      name: 'filtered (1 category of 20)',
      args: { first: PAGE, filter: { categoryId: categoryRows[6]?.id } },
    },
    { name: 'search, 10 hits ("produkt 04711")', args: { first: PAGE, filter: { search: 'produkt 04711' } } },
    { name: 'search, 10,000 hits ("produkt 09")', args: { first: PAGE, filter: { search: 'produkt 09' } } },
    { name: 'by price', args: { first: PAGE, orderBy: 'PRICE' } },
    {
      name: `a picker's chosen ids (${chosen.length})`,
      args: { first: PAGE, filter: { ids: chosen.map((row) => row.id) } },
    },
  ];

  // Answer sizes through the API (the products screen's fields), one request each.
  const client = testApi(db, { tokenSecret: SECRET });
  const token = await client.login('lists@ordna.test', BENCH_PASSWORD);
  const PAGE_QUERY = `query ($first: Int, $after: String, $filter: ItemFilter, $orderBy: ItemOrderBy) {
    items(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
      count pageInfo { endCursor hasNextPage }
      results { id title defaultPrice vatRate takeAwayVatRate manualPrice volumeSuffix allergens imageUrl version categories { id name } }
    }
  }`;

  const percentile = (times: number[], p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
  console.log('\n| case | rows | count | p50 ms | p95 ms | count alone p50 / p95 ms | answer |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { name, args } of cases) {
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof pageItems>> | null = null;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      last = await pageItems(ctx, db, company.id, args);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => percentile(times, p);
    // The page's total, the statement `pageItems` runs beside the page: its own share of the time.
    const counting: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await db.select({ count: count() }).from(items).where(matchingItems(company.id, args.filter));
      counting.push(performance.now() - started);
    }
    counting.sort((a, b) => a - b);
    const body = JSON.stringify({ query: PAGE_QUERY, variables: args });
    const answer = await client.api.fetch('http://bench/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    });
    const text = await answer.text();
    if (!text.includes('"results"')) throw new Error(`${name}: ${text.slice(0, 300)}`);
    console.log(
      `| ${name} | ${last?.results.length ?? 0} | ${last?.count ?? 0} | ${at(50).toFixed(1)} | ${at(95).toFixed(1)} | ${percentile(counting, 50).toFixed(1)} / ${percentile(counting, 95).toFixed(1)} | ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB |`,
    );
  }
  // How PostgreSQL counts the whole list: an index-only scan of the company's live rows, no row read.
  if (database.kind === 'postgres') {
    const total = db.select({ count: count() }).from(items).where(matchingItems(company.id, null)).toSQL();
    const plan = await db.execute(
      sql.raw(
        `explain (analyze, costs off) ${total.params.reduce<string>(
          (text, param, index) => text.replace(`$${index + 1}`, `'${String(param)}'`),
          total.sql,
        )}`,
      ),
    );
    const lines = (Array.isArray(plan) ? plan : ((plan as { rows?: unknown[] }).rows ?? [])).map(
      (row) => Object.values(row as Record<string, unknown>)[0],
    );
    console.log(`\nplan of the total count:\n${lines.join('\n')}`);
  }
} finally {
  await database.close();
  await scratch?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
