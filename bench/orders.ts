// `npm run bench:orders` (issues 18 and 40): order creation by one venue's 20 tills (registers,
// each a registered device with its own terminal key) posting at once through the POS API, orders/s
// and p50/p95/p99 with the budget beside (issue 40: >= 100 orders/s, p99 <= 150 ms on PostgreSQL),
// the venue's numbering checked gap-free at the end; and the orders list on a company with
// BENCH_ORDERS orders (default 1,000,000 on PostgreSQL, 100,000 on PGlite): the first page and a
// filtered page (status, service type, accounting-day range), the search by order number and one
// order by id with its lines, payments and audit (the detail), p50/p95 as the fields run them
// in-process. The history is written in SQL (generate_series, 100,000 rows a statement; one line and
// one payment per order), never through the API (the triggers keep the finance and order-list
// rollups as for any write). Budget: list p95 <= 50 ms on PostgreSQL. `BENCH_PART=tills` runs only
// the tills (on a history of BENCH_ORDERS, default 0 then). Asserts nothing. Prints the load average
// (/proc/loadavg) before and after: on a shared machine the figures are upper bounds.
// BENCH_DATABASE_URL or DATABASE_URL (a scratch database, dropped afterwards), else PGlite.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/platform/db/client.ts';
import { resultRows } from '../server/platform/db/queryable.ts';
import { devices } from '../server/platform/db/schema/index.ts';
import { scratchPostgres } from '../server/platform/devtools/scratchPostgres.ts';
import { testApi } from '../server/test/api.ts';
import { createCompany, FIXTURE_PASSWORD } from '../server/test/fixtures.ts';

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const TILLS_ONLY = process.env.BENCH_PART === 'tills';
const ORDERS = Number(process.env.BENCH_ORDERS ?? (TILLS_ONLY ? 0 : adminUrl ? 1_000_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const TILLS = Number(process.env.BENCH_TILLS ?? process.env.BENCH_CONNECTIONS ?? 20);
const CREATE_SECONDS = Number(process.env.BENCH_CREATE_SECONDS ?? 10);
/** Issue 40's budget for one venue's 20 tills on PostgreSQL. */
const BUDGET = { ordersPerSecond: 100, p99Ms: 150 };

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

interface Numbering {
  count: number;
  first: number;
  last: number;
  provisional: number;
  counter: number;
}
/** The venue's numbers after the history are one per created order, in a row, with none left over. */
const gapless = (n: Numbering | undefined, created: number) =>
  !!n &&
  n.count === created &&
  n.provisional === 0 &&
  (created === 0 || (n.first === ORDERS + 1 && n.last === ORDERS + created)) &&
  n.counter === ORDERS + created;

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

  const listFigures = async () => {
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
    return {
      listFirstPageWithTotals: firstPage,
      listFirstPageRowsOnly: firstPageRowsOnly,
      listNextPages: nextPages,
      listFiltered: filtered,
      listFilteredNextPages: filteredNextPages,
      searchByNumberRecent: searchRecent,
      searchByNumberOld: searchOld,
      orderById: byId,
      plans,
    };
  };
  const lists = TILLS_ONLY ? null : await listFigures();

  // One venue's tills posting at once (issue 40): TILLS registered devices, each with its own
  // terminal key (WRITE_ORDERS) and its own register, each selling as fast as the API answers for
  // CREATE_SECONDS; a catalogue item at its price, paid by card.
  const item = fixture.items[0];
  if (!item) throw new Error('bench: no item');
  const tills: { name: string; key: string }[] = [];
  for (let till = 1; till <= TILLS; till++) {
    const name = `Till ${String(till).padStart(2, '0')}`;
    await database.db
      .insert(devices)
      .values({ companyId: fixture.company.id, venueId: fixture.venue.id, name });
    const made = await client.request<{ createApiKey: { key: string } }>(
      'mutation ($name: String!, $venueId: ID!) { createApiKey(name: $name, venueId: $venueId, scopes: ["WRITE_ORDERS"]) { key } }',
      { name, venueId: fixture.venue.id },
      { token },
    );
    const key = made.data?.createApiKey.key;
    if (!key) throw new Error(`bench: no key for ${name}: ${JSON.stringify(made.errors)}`);
    tills.push({ name, key });
  }
  const create =
    'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id number } } }';
  const post = async (till: { name: string; key: string }, sequence: number) => {
    const body = JSON.stringify({
      query: create,
      variables: {
        input: {
          idempotencyKey: `${till.name}-${sequence}-${process.pid}`,
          venueId: fixture.venue.id,
          register: till.name,
          status: 'COMPLETED',
          lines: [
            { itemId: item.id, title: item.title, quantity: 2, unitPrice: 1000, vatRate: 25, total: 2000 },
          ],
          payments: [{ method: 'CARD', amount: 2000 }],
          total: 2000,
        },
      },
    });
    const response = await client.api.fetch(
      'http://ordna.test/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          authorization: `ApiKey ${till.key}`,
        },
        body,
      },
      { req: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  };
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const until = performance.now() + CREATE_SECONDS * 1000;
  const creating = performance.now();
  await Promise.all(
    tills.map(async (till) => {
      for (let sequence = 1; performance.now() < until; sequence++) {
        const started = performance.now();
        const result = await post(till, sequence);
        if (result.errors) {
          const code = result.errors[0]?.extensions?.code ?? 'unknown';
          errors[code] = (errors[code] ?? 0) + 1;
        } else latencies.push(performance.now() - started);
      }
    }),
  );
  const seconds = (performance.now() - creating) / 1000;

  // The venue's numbers after the run: the history's, then one per created order, no gap, no
  // stand-in left, and the counter at the last one.
  const [numbering] = resultRows<Numbering>(
    await database.db.execute(sql`select count(*)::int as count,
        coalesce(min(number), 0)::int as first, coalesce(max(number), 0)::int as last,
        count(*) filter (where number < 0)::int as provisional,
        (select last_number from order_counters where venue_id = ${fixture.venue.id})::int as counter
      from orders where venue_id = ${fixture.venue.id} and (number > ${ORDERS} or number < 0)`),
  );
  const created = latencies.length;
  const ordersPerSecond = Math.round(created / seconds);
  const p99 = percentile(latencies, 0.99);
  console.log(
    JSON.stringify(
      {
        database: scratch ? 'postgresql' : 'pglite',
        orders: ORDERS,
        loadAverage: { before: loadBefore, after: loadAverage() },
        seedMs,
        ...lists,
        tills: {
          venues: 1,
          tills: TILLS,
          seconds: Math.round(seconds * 10) / 10,
          orders: created,
          errors,
          ordersPerSecond,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          p99,
          budget: {
            ordersPerSecond: `>= ${BUDGET.ordersPerSecond}: ${ordersPerSecond >= BUDGET.ordersPerSecond ? 'met' : 'missed'}`,
            p99: `<= ${BUDGET.p99Ms} ms: ${p99 <= BUDGET.p99Ms ? 'met' : 'missed'}`,
          },
          numbering: { ...numbering, gapless: gapless(numbering, created) },
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
