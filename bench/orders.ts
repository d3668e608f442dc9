// `npm run bench:orders` (issue 18): order creation through the API (orders/s and p95 at 20
// concurrent connections, each sale with its own idempotency key) and the orders list on a company
// with BENCH_ORDERS orders (default 1,000,000 on PostgreSQL, 100,000 on PGlite): the first page and a
// filtered page (status, service type, accounting-day range), the search by order number and one
// order by id with its lines, payments and audit (the detail), p50/p95 as the fields run them
// in-process. The history is written in SQL (generate_series, 100,000 rows a statement; one line and
// one payment per order), never through the API (the triggers keep the finance and order-list rollups as for any write). Budget: list p95 ≤ 50 ms on PostgreSQL. Asserts
// nothing. Prints the load average (/proc/loadavg) before and after: on a shared machine the figures
// are upper bounds.
// BENCH_DATABASE_URL or DATABASE_URL (a scratch database, dropped afterwards), else PGlite.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { scratchPostgres } from '../server/devtools/scratchPostgres.ts';
import { testApi } from '../server/test/api.ts';
import { createCompany, FIXTURE_PASSWORD } from '../server/test/fixtures.ts';

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const ORDERS = Number(process.env.BENCH_ORDERS ?? (adminUrl ? 1_000_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CREATE_SECONDS = Number(process.env.BENCH_CREATE_SECONDS ?? 10);

const scratch = adminUrl ? await scratchPostgres(adminUrl, 'ordna_bench_orders') : null;
const dir = scratch ? null : mkdtempSync(join(tmpdir(), 'ordna-bench-orders-'));
const database = await openDatabase(scratch?.url ?? join(dir ?? '', 'db'));

const loadAverage = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};
const loadBefore = loadAverage();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 10) / 10;
};

try {
  const fixture = await createCompany(database.db, { name: 'Bench', email: 'bench@orders.test' });
  const client = testApi(database.db);
  const token = await client.login('bench@orders.test', FIXTURE_PASSWORD);

  // The history, in SQL: spread over 400 days, a mix of statuses and service types.
  const seeding = performance.now();
  for (let start = 1; start <= ORDERS; start += 100_000) {
    const end = Math.min(ORDERS, start + 99_999);
    await database.db.execute(sql`
      insert into orders (company_id, venue_id, number, source, status, service_type, created_at, paid_at,
        accounting_date, total, vat_total, vat, paid)
      select ${fixture.company.id}, ${fixture.venue.id}, n, 'POS',
        (array['COMPLETED','COMPLETED','COMPLETED','REFUNDED','CANCELLED'])[1 + n % 5],
        (array['EAT_HERE','TAKE_AWAY','TABLE_SERVICE','POS'])[1 + n % 4],
        now() - (n * interval '34 seconds'), now() - (n * interval '34 seconds'),
        to_char(now() - (n * interval '34 seconds'), 'YYYY-MM-DD'),
        1000 + n % 50000, 100, '[]'::jsonb, 1000 + n % 50000
      from generate_series(${start}::int, ${end}::int) n`);
  }
  await database.db.execute(sql`analyze orders`);
  // One line and one payment per order, for the detail (and as a till's order carries them).
  for (let start = 1; start <= ORDERS; start += 100_000) {
    const end = Math.min(ORDERS, start + 99_999);
    await database.db.execute(sql`
      insert into order_lines (company_id, order_id, position, title, variations, quantity, unit_price,
        vat_rate, offers, total, vat)
      select o.company_id, o.id, 0, 'Dagens lunch', '[]'::jsonb, 1, o.total, 12, '[]'::jsonb, o.total,
        round(o.total * 12.0 / 112)::int
      from orders o where o.company_id = ${fixture.company.id} and o.number between ${start} and ${end}`);
    await database.db.execute(sql`
      insert into order_payments (company_id, order_id, method, amount, tip, created_at)
      select o.company_id, o.id, (array['CARD','CASH'])[1 + o.number % 2], o.total, 0, o.created_at
      from orders o where o.company_id = ${fixture.company.id} and o.number between ${start} and ${end}`);
  }
  await database.db.execute(
    sql`insert into order_counters (venue_id, company_id, last_number) values (${fixture.venue.id}, ${fixture.company.id}, ${ORDERS})`,
  );
  await database.db.execute(sql`analyze orders`);
  await database.db.execute(sql`analyze order_lines`);
  await database.db.execute(sql`analyze order_payments`);
  // The rollup rows took a million updates: vacuum them as autovacuum would on a live server.
  await database.db.execute(sql`vacuum analyze order_day_rollups`);
  const seedMs = Math.round(performance.now() - seeding);

  // As the screen asks: the first page with the filtered set's count and sums, the next pages without.
  const list =
    'query ($f: OrderFilter, $after: String, $t: Boolean!) { orders(filter: $f, first: 50, after: $after) { totalCount @include(if: $t) totalAmount @include(if: $t) nextCursor items { id number total } } }';
  const time = async (filter: Record<string, unknown>, withTotals: boolean, pages = 1) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let after: string | null = null;
      for (let page = 0; page < pages; page++) {
        const started = performance.now();
        const result: { data?: unknown; errors?: unknown } = await client.request(
          list,
          { f: filter, after, t: withTotals && page === 0 },
          { token },
        );
        if (result.errors) throw new Error(JSON.stringify(result.errors));
        if (page > 0 || pages === 1) times.push(performance.now() - started);
        after = (result.data as { orders: { nextCursor: string | null } }).orders.nextCursor;
      }
    }
    return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const monthFilter = {
    statuses: ['COMPLETED'],
    serviceType: 'TAKE_AWAY',
    fromDate: monthAgo,
    toDate: today,
  };
  const firstPage = await time({}, true);
  const firstPageRowsOnly = await time({}, false);
  const nextPages = await time({}, true, 5);
  const filtered = await time(monthFilter, true);
  const filteredNextPages = await time(monthFilter, true, 5);
  // The search by order number: a recent one, and one from a year back (deep in the history).
  const searchRecent = await time({ number: ORDERS - 17 }, true);
  const searchOld = await time({ number: Math.max(1, Math.floor(ORDERS * 0.9)) }, true);

  // The plans (PostgreSQL's EXPLAIN ANALYZE) of the first page's keyset read, the filtered page's and
  // the filtered set's totals from the rollup, as the resolver sends them.
  const plan = async (query: ReturnType<typeof sql>) => {
    const result = (await database.db.execute(sql`explain (analyze, costs off) ${query}`)) as unknown as
      | { rows?: Record<string, string>[] }
      | Record<string, string>[];
    return (Array.isArray(result) ? result : (result.rows ?? [])).map((row) => Object.values(row)[0]);
  };
  const company = fixture.company.id;
  const plans = {
    firstPage: await plan(
      sql`select id from orders where company_id = ${company} order by created_at desc nulls last, id desc nulls last limit 51`,
    ),
    filteredPage: await plan(
      sql`select id from orders where company_id = ${company} and status in ('COMPLETED') and service_type = 'TAKE_AWAY'
        and accounting_date >= ${monthAgo} and accounting_date <= ${today} order by created_at desc nulls last, id desc nulls last limit 51`,
    ),
    filteredTotals: await plan(
      sql`select sum(orders), sum(total), sum(refunded) from order_day_rollups where company_id = ${company}
        and status in ('COMPLETED') and service_type = 'TAKE_AWAY' and accounting_date >= ${monthAgo} and accounting_date <= ${today}`,
    ),
  };

  // One order by id with what the detail shows, ids drawn over the whole history.
  const sample = (await database.db.execute(
    sql`select id from orders where company_id = ${fixture.company.id} order by random() limit ${RUNS}`,
  )) as unknown as { rows?: { id: string }[] } | { id: string }[];
  const ids = (Array.isArray(sample) ? sample : (sample.rows ?? [])).map((row) => row.id);
  const detail =
    'query ($id: ID!) { order(id: $id) { id number total lines { title quantity total offers { name discount } } payments { method amount } refunds { amount } audit { action at } vat { rate vat } } }';
  const byIdTimes: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    const result = await client.request<{ order: { id: string } | null }>(detail, { id }, { token });
    if (result.errors || !result.data?.order) throw new Error(JSON.stringify(result));
    byIdTimes.push(performance.now() - started);
  }
  const byId = { p50: percentile(byIdTimes, 0.5), p95: percentile(byIdTimes, 0.95) };

  // Creation at CONNECTIONS concurrent callers for CREATE_SECONDS.
  const create = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }';
  const latencies: number[] = [];
  const until = performance.now() + CREATE_SECONDS * 1000;
  let sequence = 0;
  const creating = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const result = await client.request(
          create,
          {
            input: {
              idempotencyKey: `bench-${++sequence}-${Math.random()}`,
              venueId: fixture.venue.id,
              lines: [
                { title: 'Kaffe', quantity: 2, unitPrice: 3500, manualPrice: true, vatRate: 12, total: 7000 },
              ],
              payments: [{ method: 'CARD', amount: 7000 }],
              total: 7000,
            },
          },
          { token },
        );
        if (result.errors) throw new Error(JSON.stringify(result.errors));
        latencies.push(performance.now() - started);
      }
    }),
  );
  const seconds = (performance.now() - creating) / 1000;
  console.log(
    JSON.stringify(
      {
        database: scratch ? 'postgresql' : 'pglite',
        orders: ORDERS,
        loadAverage: { before: loadBefore, after: loadAverage() },
        seedMs,
        listFirstPageWithTotals: firstPage,
        listFirstPageRowsOnly: firstPageRowsOnly,
        listNextPages: nextPages,
        listFiltered: filtered,
        listFilteredNextPages: filteredNextPages,
        searchByNumberRecent: searchRecent,
        searchByNumberOld: searchOld,
        orderById: byId,
        plans,
        create: {
          connections: CONNECTIONS,
          orders: latencies.length,
          ordersPerSecond: Math.round(latencies.length / seconds),
          p95: percentile(latencies, 0.95),
        },
      },
      null,
      2,
    ),
  );
} finally {
  await database.close();
  if (scratch) await scratch.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
