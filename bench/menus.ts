/**
 * `npm run bench:menus` (issue 16): what a terminal waits for `menuAt`, on the demo's menus and on
 * a large one (2,000 entries, 10 schedules), and what the change-history page costs over 100,000
 * changes. Through the GraphQL API in process (no HTTP), plus the pure resolver alone.
 * PGlite by default; with BENCH_DATABASE_URL or DATABASE_URL a scratch PostgreSQL database.
 * MENUS_RUNS (200), MENUS_ENTRIES (2000), MENUS_CHANGES (100000).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { DEMO_LOGIN, seedDemo } from '../server/demo/seed.ts';
import { menuAtAnswerStats } from '../server/menus/menuAtAnswers.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { items, menuEntries, menus, users, venueMenus, venues } from '../server/platform/db/schema/index.ts';
import { scratchPostgres } from '../server/platform/devtools/scratchPostgres.ts';
import { testApi } from '../server/test/api.ts';
import { type MenuAtVenue, menuAt, type Schedule, type TimePrice } from '../src/domain/menuAt.ts';

const RUNS = Number(process.env.MENUS_RUNS ?? 200);
const ENTRIES = Number(process.env.MENUS_ENTRIES ?? 2_000);
const CHANGES = Number(process.env.MENUS_CHANGES ?? 100_000);
const MENU_AT = `query ($venueId: ID!, $serviceType: VenueServiceType!, $at: String!) {
  menuAt(venueId: $venueId, serviceType: $serviceType, at: $at) { menuId entries { id itemId price timeBound } } }`;
const HISTORY = `query ($filter: ChangeFilter, $after: String) { changes(filter: $filter, first: 25, after: $after) {
  items { id at actorName realActorName recordType recordId label op revertOf revertable fields { field before after } }
  nextCursor } }`;

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const scratch = adminUrl ? await scratchPostgres(adminUrl, 'ordna_menus') : null;
const dir = scratch ? null : mkdtempSync(join(tmpdir(), 'ordna-bench-menus-'));
const database = await openDatabase(scratch?.url ?? join(dir ?? '', 'db'));
const db = database.db;

const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
function report(name: string, times: number[], note = ''): void {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${name}: p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p95 ${quantile(sorted, 0.95).toFixed(2)} ms (${times.length} runs)${note}`,
  );
}
async function time(runs: number, run: (i: number) => Promise<unknown> | unknown): Promise<number[]> {
  for (let i = 0; i < Math.min(20, runs); i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return times;
}

try {
  const loadavg = (() => {
    try {
      return readFileSync('/proc/loadavg', 'utf8').trim();
    } catch {
      return 'n/a';
    }
  })();
  console.log(`database: ${database.kind}; load average at start: ${loadavg}`);
  const { companyId } = await seedDemo(db);
  const client = testApi(db);
  const token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
  const request = async (query: string, variables: Record<string, unknown>) => {
    const result = await client.request<Record<string, unknown>>(query, variables, { token });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };
  const venueRows = await db.select({ id: venues.id }).from(venues).where(eq(venues.companyId, companyId));
  const [first, second] = venueRows;
  if (!first || !second) throw new Error('demo venues missing');
  // Friday 16:30 in Stockholm: inside the demo's happy hour.
  const at = '2026-11-27T15:30:00Z';

  report(
    'menuAt, demo evening menu (table service), API',
    await time(RUNS, () => request(MENU_AT, { venueId: first.id, serviceType: 'TABLE_SERVICE', at })),
  );

  // A large menu: ENTRIES products, 10 schedules (entry availability), every 4th with a happy hour.
  const made = await db
    .insert(items)
    .values(
      Array.from({ length: ENTRIES }, (_, i) => ({
        companyId,
        title: `Bench ${String(i).padStart(5, '0')}`,
        titleLang: {},
        defaultPrice: 2_000 + (i % 300) * 100,
        vatRate: 12,
      })),
    )
    .returning({ id: items.id, price: items.defaultPrice });
  const [large] = await db
    .insert(menus)
    .values({ companyId, name: 'Bench large', nameLang: {}, currency: 'SEK' })
    .returning({ id: menus.id });
  if (!large) throw new Error('menu not made');
  const schedules: Schedule[] = Array.from({ length: 10 }, (_, s) => ({
    windows: [
      { days: [1, 2, 3, 4, 5], start: (6 + s) * 60, end: (14 + s) * 60 },
      { days: [6, 7], start: (9 + s) * 60, end: 23 * 60 + 30 },
      { days: [5, 6], start: 22 * 60, end: 2 * 60, overnight: true },
    ],
  }));
  const happy: TimePrice[] = [
    { price: 1_500, windows: [{ days: [1, 2, 3, 4, 5], start: 16 * 60, end: 18 * 60 }] },
    { price: 1_200, windows: [{ days: [5], start: 17 * 60, end: 17 * 60 + 30 }] },
  ];
  for (let offset = 0; offset < made.length; offset += 500)
    await db.insert(menuEntries).values(
      made.slice(offset, offset + 500).map((item, j) => {
        const i = offset + j;
        return {
          menuId: large.id,
          itemId: item.id,
          price: item.price,
          schedule: schedules[i % 10] ?? null,
          timePrices: i % 4 === 0 ? happy : [],
        };
      }),
    );
  await db
    .update(venueMenus)
    .set({
      menuId: large.id,
      schedule: { windows: [{ days: [1, 2, 3, 4, 5, 6, 7], start: 360, end: 1440 }] },
    })
    .where(and(eq(venueMenus.venueId, second.id), eq(venueMenus.serviceType, 'POS')));
  const largeTimes = await time(RUNS, () => request(MENU_AT, { venueId: second.id, serviceType: 'POS', at }));
  report(
    `menuAt, ${ENTRIES} entries × 10 schedules (till, same minute: kept answer), API`,
    largeTimes,
    ' (budget p95 ≤ 10 ms)',
  );
  // Each call a new minute (a till asking every minute): a kept answer serves the minutes of one
  // stretch between window boundaries; a new stretch is computed and executed (compiled menus).
  let minute = Date.parse(at);
  const before = { ...menuAtAnswerStats };
  const minuteTimes = await time(RUNS, () => {
    minute += 60_000;
    return request(MENU_AT, { venueId: second.id, serviceType: 'POS', at: new Date(minute).toISOString() });
  });
  report(
    `menuAt, ${ENTRIES} entries × 10 schedules (till, a new minute each call), API`,
    minuteTimes,
    ` (computed ${menuAtAnswerStats.misses - before.misses} of ${menuAtAnswerStats.misses - before.misses + menuAtAnswerStats.hits - before.hits})`,
  );
  // Each call a new stretch (the worst case: every answer computed and executed).
  const boundaries = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23];
  let day = 0;
  const computedTimes = await time(RUNS, (i) => {
    const hour = boundaries[i % boundaries.length] ?? 6;
    if (i % boundaries.length === 0) day += 1;
    // Stockholm is UTC+1 in winter: local hour h is h - 1 UTC; a new date every round.
    const when = Date.UTC(2026, 10, 2 + (day % 300), hour - 1, 0);
    return request(MENU_AT, { venueId: second.id, serviceType: 'POS', at: new Date(when).toISOString() });
  });
  report(
    `menuAt, ${ENTRIES} entries × 10 schedules (till, a new stretch each call: computed), API`,
    computedTimes,
  );
  // The first call after a write: the version moved, so the menu is read and compiled again.
  const [bumped] = await db
    .select({ id: menuEntries.id })
    .from(menuEntries)
    .where(eq(menuEntries.menuId, large.id))
    .limit(1);
  const coldTimes: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 60); i++) {
    await db
      .update(menuEntries)
      .set({ price: 1_000 + i })
      .where(eq(menuEntries.id, bumped?.id ?? ''));
    const started = performance.now();
    await request(MENU_AT, { venueId: second.id, serviceType: 'POS', at });
    coldTimes.push(performance.now() - started);
  }
  report(`menuAt, ${ENTRIES} entries, first call after a price change (recompiled), API`, coldTimes);

  // The resolver alone on the same shape (what a terminal caching the menu would pay).
  const pure: MenuAtVenue = {
    timezone: 'Europe/Stockholm',
    menus: [
      {
        serviceType: 'POS',
        schedule: { windows: [{ days: [1, 2, 3, 4, 5, 6, 7], start: 360, end: 1440 }] },
        menu: {
          id: large.id,
          name: 'Bench large',
          currency: 'SEK',
          entries: made.map((item, i) => ({
            id: `e${i}`,
            itemId: item.id,
            price: item.price,
            schedule: schedules[i % 10] ?? null,
            timePrices: i % 4 === 0 ? happy : [],
          })),
        },
      },
    ],
  };
  const instant = new Date(at);
  report(
    `menuAt resolver alone, ${ENTRIES} entries`,
    await time(RUNS * 5, () => menuAt(pure, 'POS', instant)),
  );

  // The history over CHANGES changes: two users over a year, entry prices.
  const people = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  const [owner, manager] = people;
  if (!owner || !manager) throw new Error('demo users missing');
  const seeding = performance.now();
  await db.execute(sql`
    with e as (
      select id, menu_id, item_id, price, row_number() over (order by id) - 1 as n
      from menu_entries where menu_id = ${large.id})
    insert into change_log (company_id, at, actor_id, record_type, record_id, op, fields, before, after)
    select ${companyId}, now() - (g * interval '5 minutes'),
      case when g % 3 = 0 then ${manager.id}::uuid else ${owner.id}::uuid end,
      'menuEntry', e.id, 'update', array['price'],
      jsonb_build_object('id', e.id, 'menu_id', e.menu_id, 'item_id', e.item_id, 'price', e.price + 100),
      jsonb_build_object('id', e.id, 'menu_id', e.menu_id, 'item_id', e.item_id, 'price', e.price)
    from generate_series(1, ${CHANGES}) g join e on e.n = g % ${ENTRIES}`);
  console.log(
    `history: ${CHANGES} changes inserted in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );
  const page = (filter: Record<string, unknown>, after: string | null = null) =>
    request(HISTORY, { filter, after }) as Promise<{ changes: { nextCursor: string | null } }>;
  report('history, first page of 25', await time(RUNS, () => page({})));
  let cursor = (await page({})).changes.nextCursor;
  for (let i = 0; i < 40 && cursor; i++) cursor = (await page({}, cursor)).changes.nextCursor;
  report('history, page 42 by cursor', await time(RUNS, () => page({}, cursor)));
  report('history, one user (the manager)', await time(RUNS, () => page({ actorId: manager.id })));
  const from = new Date(Date.now() - 200 * 24 * 3_600_000).toISOString();
  const to = new Date(Date.now() - 199 * 24 * 3_600_000).toISOString();
  report('history, one day 200 days back', await time(RUNS, () => page({ from, to })));
  report('history, one menu (2,000 entries)', await time(RUNS, () => page({ menuId: large.id })));
} finally {
  await database.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await scratch?.drop();
}
