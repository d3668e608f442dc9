// `npm run bench:finance` (issue 20): the finance dashboard over a year of BENCH_ORDERS orders
// (default 300,000) read from the rollups, and the X-report / Z-report of a 2,000-order day.
// Budgets (DESIGN.md section 8): dashboard ≤ 1 s, Z-report ≤ 100 ms on PostgreSQL. The orders go in
// with the rollup triggers on, so the seeding time is also the triggers' cost. Asserts nothing.
// BENCH_DATABASE_URL or DATABASE_URL (a scratch database, dropped afterwards), else PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/finance/rollups.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { venues } from '../server/platform/db/schema/index.ts';
import { scratchPostgres } from '../server/platform/devtools/scratchPostgres.ts';
import { testApi } from '../server/test/api.ts';
import { createCompany, FIXTURE_PASSWORD } from '../server/test/fixtures.ts';
import { accountingDateWithCutoff, addDays } from '../src/domain/accountingDay.ts';

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 300_000);
const DAY_ORDERS = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const scratch = adminUrl ? await scratchPostgres(adminUrl, 'ordna_bench_finance') : null;
const dir = scratch ? null : mkdtempSync(join(tmpdir(), 'ordna-bench-finance-'));
const database = await openDatabase(scratch?.url ?? join(dir ?? '', 'db'));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 10) / 10;
};

/** Orders with one line each, numbered from `first`, `seconds` apart going back from `from`. */
async function insertOrders(
  companyId: string,
  venueId: string,
  itemId: string,
  first: number,
  count: number,
  from: Date,
  seconds: number,
) {
  for (let start = first; start < first + count; start += 50_000) {
    const end = Math.min(first + count - 1, start + 49_999);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into orders (id, company_id, venue_id, number, source, status, service_type, created_at, paid_at,
          accounting_date, total, vat_total, vat, paid, tips)
        select md5('o' || ${venueId}::text || n)::uuid, ${companyId}, ${venueId}, n,
          (array['POS','POS','APP','EXPRESS'])[1 + n % 4], 'COMPLETED',
          (array['EAT_HERE','TAKE_AWAY','TABLE_SERVICE','POS'])[1 + n % 4],
          ${from.toISOString()}::timestamptz - (n - ${first}) * (${seconds} * interval '1 second'),
          ${from.toISOString()}::timestamptz - (n - ${first}) * (${seconds} * interval '1 second'),
          to_char((${from.toISOString()}::timestamptz - (n - ${first}) * (${seconds} * interval '1 second') - interval '5 hours 30 minutes') at time zone 'Europe/Oslo', 'YYYY-MM-DD'),
          12500, 2500, '[{"rate":25,"net":10000,"vat":2500,"gross":12500}]'::jsonb, 12500, (n % 3) * 100
        from generate_series(${start}::int, ${end}::int) n`);
      await tx.execute(sql`
        insert into order_lines (company_id, order_id, position, item_id, title, variations, quantity, unit_price, vat_rate, offers, total, vat)
        select ${companyId}, md5('o' || ${venueId}::text || n)::uuid, 0, ${itemId}, 'Bench item', '[]'::jsonb, 1, 12500, 25, '[]'::jsonb, 12500, 2500
        from generate_series(${start}::int, ${end}::int) n`);
    });
  }
}

try {
  const fixture = await createCompany(database.db, { name: 'Bench', email: 'bench@finance.test' });
  const itemId = fixture.items[0]?.id ?? '';
  const [dayVenue] = await database.db
    .insert(venues)
    .values({ companyId: fixture.company.id, name: 'Bench day venue', timezone: 'Europe/Oslo' })
    .returning();
  if (!dayVenue) throw new Error('venue');
  const client = testApi(database.db);
  const token = await client.login('bench@finance.test', FIXTURE_PASSWORD);
  const now = new Date();
  const today = accountingDateWithCutoff(now, 'Europe/Oslo', '05:30');

  const seeding = performance.now();
  // A year: 300,000 orders 105 seconds apart end to end.
  await insertOrders(
    fixture.company.id,
    fixture.venue.id,
    itemId,
    1,
    ORDERS,
    now,
    Math.floor((365 * 86_400) / ORDERS),
  );
  const seedMs = Math.round(performance.now() - seeding);
  // Yesterday's busy day in the second venue: 2,000 orders 30 seconds apart from 22:00.
  const yesterday = addDays(today, -1);
  await insertOrders(
    fixture.company.id,
    dayVenue.id,
    itemId,
    1,
    DAY_ORDERS,
    new Date(`${yesterday}T21:00:00Z`),
    30,
  );
  // Today's open day in the same venue, for the X-report (it reads today; the runs before this
  // read an empty day): 2,000 orders spread from the accounting day's start (05:30 Oslo) to now.
  const [dayStart] = rowsOf<{ start: string | Date }>(
    await database.db.execute(
      sql`select ((${today}::date + time '05:30') at time zone 'Europe/Oslo') as start`,
    ),
  );
  const sinceStart = (now.getTime() - new Date(dayStart?.start ?? now).getTime()) / 1000;
  await insertOrders(
    fixture.company.id,
    dayVenue.id,
    itemId,
    DAY_ORDERS + 1,
    DAY_ORDERS,
    now,
    Math.max(0, sinceStart - 1) / DAY_ORDERS,
  );
  await database.db.execute(sql`analyze`);

  const dashboard =
    'query ($from: String!, $to: String!, $v: [ID!]) { financeDashboard(from: $from, to: $to, venueIds: $v) { metrics { metric value previous } byHour { key amount } byWeekday { key amount } byChannel { key amount } topProducts { title amount } topCategories { title amount } vat { rate gross } } }';
  const time = async (query: string, variables: Record<string, unknown>) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const result = await client.request(query, variables, { token });
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      times.push(performance.now() - started);
    }
    return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  };
  const year = await time(dashboard, { from: addDays(today, -364), to: today, v: [fixture.venue.id] });
  const month = await time(dashboard, { from: addDays(today, -29), to: today, v: null });
  const x = await time('query ($v: ID!) { xReport(venueId: $v) { grossTotal } }', { v: dayVenue.id });
  const xGross = (
    await client.request<{ xReport: { grossTotal: number } }>(
      'query ($v: ID!) { xReport(venueId: $v) { grossTotal } }',
      { v: dayVenue.id },
      { token },
    )
  ).data?.xReport.grossTotal;
  const closing = performance.now();
  const closed = await client.request<{ closeDay: { content: { grossTotal: number } } }>(
    'mutation ($v: ID!, $d: String) { closeDay(venueId: $v, accountingDate: $d) { content { grossTotal } } }',
    { v: dayVenue.id, d: yesterday },
    { token },
  );
  const closeMs = Math.round((performance.now() - closing) * 10) / 10;
  if (closed.errors) throw new Error(JSON.stringify(closed.errors));
  console.log(
    JSON.stringify(
      {
        database: scratch ? 'postgres' : 'pglite',
        orders: ORDERS,
        seedWithTriggersMs: seedMs,
        dashboardYearMs: year,
        dashboard30DaysAllVenuesMs: month,
        xReportOf2000OrderDayMs: x,
        xReportGross: xGross,
        closeDayOf2000OrderDayMs: closeMs,
        closedGross: closed.data?.closeDay.content.grossTotal,
      },
      null,
      2,
    ),
  );
} finally {
  await database.close();
  await scratch?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
