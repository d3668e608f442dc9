/**
 * `npx tsx bench/menusHitPath.ts` (issue 16, bench:menus follow-up): where a repeated `menuAt`
 * call (the kept answer) spends its time — database round trips by statement, and the time of
 * the whole call through the API in process with a back-office token and with a terminal's key.
 * A company with MENUS_ENTRIES (2000) entries × 10 schedules; PostgreSQL with DATABASE_URL.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/platform/db/client.ts';
import { menuEntries, menus, venueMenus } from '../server/platform/db/schema/index.ts';
import { scratchPostgres } from '../server/platform/devtools/scratchPostgres.ts';
import { testApi } from '../server/test/api.ts';
import { createCompany, FIXTURE_PASSWORD } from '../server/test/fixtures.ts';
import type { Schedule } from '../src/domain/menuAt.ts';

const RUNS = Number(process.env.MENUS_RUNS ?? 300);
const ENTRIES = Number(process.env.MENUS_ENTRIES ?? 2_000);
const MENU_AT = `query ($venueId: ID!, $serviceType: VenueServiceType!, $at: String!) {
  menuAt(venueId: $venueId, serviceType: $serviceType, at: $at) { menuId entries { id itemId price timeBound } } }`;

// Count every statement sent to PostgreSQL (pool and client queries), by its first words.
const statements = new Map<string, number>();
let counting = false;
for (const proto of [pg.Client.prototype] as {
  query: (...args: unknown[]) => unknown;
}[]) {
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (counting) {
      const first = args[0] as string | { text?: string };
      const text = (typeof first === 'string' ? first : (first?.text ?? '?'))
        .replace(/\s+/g, ' ')
        .slice(0, 90);
      statements.set(text, (statements.get(text) ?? 0) + 1);
    }
    return original.apply(this, args);
  };
}

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const scratch = adminUrl ? await scratchPostgres(adminUrl, 'ordna_menuhit') : null;
const database = await openDatabase(scratch?.url ?? join(mkdtempSync(join(tmpdir(), 'ordna-hit-')), 'db'));
const db = database.db;
const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

try {
  console.log(`database: ${database.kind}; load: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  const company = await createCompany(db, { name: 'Hit', email: 'hit@bench.test', items: ENTRIES });
  const [menu] = await db
    .insert(menus)
    .values({ companyId: company.company.id, name: 'Large', nameLang: {}, currency: 'NOK' })
    .returning({ id: menus.id });
  if (!menu) throw new Error('menu');
  const windows = (s: number): Schedule => ({
    windows: [
      { days: [1, 2, 3, 4, 5], start: (6 + s) * 60, end: (14 + s) * 60 },
      { days: [6, 7], start: (9 + s) * 60, end: 23 * 60 + 30 },
    ],
  });
  for (let offset = 0; offset < company.items.length; offset += 500)
    await db.insert(menuEntries).values(
      company.items.slice(offset, offset + 500).map((item, j) => ({
        menuId: menu.id,
        itemId: item.id,
        price: item.defaultPrice,
        schedule: windows((offset + j) % 10),
        timePrices: [],
      })),
    );
  await db
    .insert(venueMenus)
    .values({ venueId: company.venue.id, serviceType: 'POS', menuId: menu.id })
    .onConflictDoNothing();
  await db
    .update(venueMenus)
    .set({ menuId: menu.id })
    .where(and(eq(venueMenus.venueId, company.venue.id), eq(venueMenus.serviceType, 'POS')));
  const client = testApi(db);
  const token = await client.login('hit@bench.test', FIXTURE_PASSWORD);
  const made = await client.request<{ createApiKey: { key: string } }>(
    `mutation ($venueId: ID!) { createApiKey(name: "Till", venueId: $venueId, scopes: ["READ_CATALOGUE"]) { key } }`,
    { venueId: company.venue.id },
    { token },
  );
  const key = made.data?.createApiKey.key ?? '';
  const at = '2026-11-27T10:30:00Z';
  const vars = { venueId: company.venue.id, serviceType: 'POS', at };
  for (const [name, auth] of [
    ['back-office token', token],
    ['terminal key', key],
  ] as const) {
    const call = async () => {
      const result = await client.request(MENU_AT, vars, { token: auth });
      if (result.errors) throw new Error(JSON.stringify(result.errors));
    };
    for (let i = 0; i < 30; i++) await call();
    statements.clear();
    counting = true;
    await call();
    counting = false;
    console.log(`${name}: statements of one kept-answer call:`);
    for (const [text, count] of statements) console.log(`  ${count} × ${text}`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    console.log(
      `${name}: kept answer p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms (${RUNS} runs)`,
    );
  }
} finally {
  await database.close();
  await scratch?.drop();
}
