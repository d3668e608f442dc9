import { eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { channelOf, type OrderSource } from '../../src/domain/orders.ts';
import { checkRange, type DateRange, previousRange, timeBuckets } from '../../src/domain/reportRanges.ts';
import { notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  categories,
  companies,
  financeHourlyRollups,
  financeItemRollups,
  financeVatRollups,
  itemCategories,
  type VenueRow,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { permittedVenues } from '../venues/venues.service.ts';
import { financeProblem, refuseFinance } from './finance.errors.ts';

/** Spec section 3, Analytics metrics. */
export const ANALYTICS_METRICS = [
  'SALES_AMOUNT',
  'SALES_AVERAGE',
  'SALES_COUNT',
  'TIPS_AMOUNT',
  'TIPS_AVERAGE',
  'TIPS_COUNT',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export interface Bucket {
  key: string;
  amount: number;
  count: number;
}
export interface Totals {
  orders: number;
  gross: number;
  refunded: number;
  tips: number;
  tipped: number;
}
export interface DashboardData {
  range: DateRange;
  previous: DateRange;
  currency: string;
  venueIds: string[];
  metrics: { metric: AnalyticsMetric; value: number; previous: number }[];
  /** Sales over time: a bucket per day (up to three months) or per month, oldest first. */
  overTime: { unit: 'DAY' | 'MONTH'; buckets: Bucket[] };
  byHour: Bucket[];
  byWeekday: Bucket[];
  byChannel: Bucket[];
  byServiceType: Bucket[];
  topProducts: { title: string; quantity: number; amount: number }[];
  topCategories: { title: string; quantity: number; amount: number }[];
  vat: { rate: number; net: number; vat: number; gross: number }[];
}

/** The six metrics from summed rollups: sales are net of returns, averages rounded to minor units. */
export function metricsOf(t: Totals): Record<AnalyticsMetric, number> {
  const sales = t.gross - t.refunded;
  return {
    SALES_AMOUNT: sales,
    SALES_AVERAGE: t.orders ? Math.round(sales / t.orders) : 0,
    SALES_COUNT: t.orders,
    TIPS_AMOUNT: t.tips,
    TIPS_AVERAGE: t.tipped ? Math.round(t.tips / t.tipped) : 0,
    TIPS_COUNT: t.tipped,
  };
}

/**
 * The venues a finance query covers: the asked ids (each must be one of the viewer's, else
 * NOT_FOUND, like a missing one), or all the viewer's venues.
 */
export async function venuesFor(db: Queryable, viewer: Viewer, ids: readonly string[] | null | undefined) {
  const permitted = await permittedVenues(db, viewer);
  if (!ids?.length) return permitted;
  const chosen: VenueRow[] = [];
  for (const id of ids) {
    const venue = permitted.find((candidate) => candidate.id === id);
    if (!venue) throw notFound();
    chosen.push(venue);
  }
  return chosen;
}

/** Today's accounting day of the first venue (the ranges are in accounting days). */
export function todayOf(venues: readonly VenueRow[], now: Date, fallbackTz: string): string {
  const venue = venues[0];
  return accountingDateWithCutoff(now, venue?.timezone ?? fallbackTz, venue?.accountingCutoff);
}

export function checkedRange(range: DateRange, today: string): DateRange {
  const problem = checkRange(range, today);
  if (problem) refuseFinance([financeProblem(problem === 'endBeforeStart' ? 'to' : 'from', problem)]);
  return range;
}

const n = (value: unknown) => Number(value ?? 0);

export async function dashboard(
  db: Queryable,
  viewer: Viewer,
  args: { from: string; to: string; venueIds?: readonly string[] | null },
  now = new Date(),
): Promise<DashboardData> {
  const [company] = await db
    .select({ currency: companies.currency, timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  const venues = await venuesFor(db, viewer, args.venueIds);
  const range = checkedRange({ from: args.from, to: args.to }, todayOf(venues, now, company?.timezone ?? ''));
  const previous = previousRange(range);
  const ids = venues.map((venue) => venue.id);
  const empty: DashboardData = {
    range,
    previous,
    currency: company?.currency ?? '',
    venueIds: ids,
    metrics: ANALYTICS_METRICS.map((metric) => ({ metric, value: 0, previous: 0 })),
    overTime: { unit: timeBuckets(range).unit, buckets: [] },
    byHour: [],
    byWeekday: [],
    byChannel: [],
    byServiceType: [],
    topProducts: [],
    topCategories: [],
    vat: [],
  };
  if (ids.length === 0) return empty;
  const h = financeHourlyRollups;
  const inRange = (r: DateRange) =>
    ownRows(viewer, h, inArray(h.venueId, ids), gte(h.accountingDate, r.from), lte(h.accountingDate, r.to));
  const sums = {
    orders: sql<number>`coalesce(sum(${h.orders}), 0)`,
    gross: sql<number>`coalesce(sum(${h.gross}), 0)`,
    refunded: sql<number>`coalesce(sum(${h.refunded}), 0)`,
    tips: sql<number>`coalesce(sum(${h.tips}), 0)`,
    tipped: sql<number>`coalesce(sum(${h.tipped}), 0)`,
  };
  // Each breakdown is summed in SQL (at most 24 rows back each): a year of rollups stays in the database.
  const weekday = sql<number>`extract(isodow from ${h.accountingDate}::date)::int`;
  const buckets = timeBuckets(range);
  // A month is the accounting date's first seven characters (the column is YYYY-MM-DD text).
  const period =
    buckets.unit === 'DAY' ? sql<string>`${h.accountingDate}` : sql<string>`left(${h.accountingDate}, 7)`;
  const [
    [currentTotals],
    [previousTotals],
    periodRows,
    hourRows,
    weekdays,
    sources,
    serviceTypes,
    items,
    vatRows,
  ] = await Promise.all([
    db.select(sums).from(h).where(inRange(range)),
    db.select(sums).from(h).where(inRange(previous)),
    db
      .select({ key: period, ...sums })
      .from(h)
      .where(inRange(range))
      .groupBy(period),
    db
      .select({ key: h.hour, ...sums })
      .from(h)
      .where(inRange(range))
      .groupBy(h.hour),
    db
      .select({ key: weekday, ...sums })
      .from(h)
      .where(inRange(range))
      .groupBy(weekday),
    db
      .select({ key: h.source, ...sums })
      .from(h)
      .where(inRange(range))
      .groupBy(h.source),
    db
      .select({ key: h.serviceType, ...sums })
      .from(h)
      .where(inRange(range))
      .groupBy(h.serviceType),
    db
      .select({
        itemKey: financeItemRollups.itemKey,
        itemId: financeItemRollups.itemId,
        title: sql<string>`min(${financeItemRollups.title})`,
        quantity: sql<number>`sum(${financeItemRollups.quantity})`,
        amount: sql<number>`sum(${financeItemRollups.gross})`,
      })
      .from(financeItemRollups)
      .where(
        ownRows(
          viewer,
          financeItemRollups,
          inArray(financeItemRollups.venueId, ids),
          gte(financeItemRollups.accountingDate, range.from),
          lte(financeItemRollups.accountingDate, range.to),
        ),
      )
      .groupBy(financeItemRollups.itemKey, financeItemRollups.itemId),
    db
      .select({
        rate: financeVatRollups.rate,
        net: sql<number>`sum(${financeVatRollups.net})`,
        vat: sql<number>`sum(${financeVatRollups.vat})`,
        gross: sql<number>`sum(${financeVatRollups.gross})`,
      })
      .from(financeVatRollups)
      .where(
        ownRows(
          viewer,
          financeVatRollups,
          inArray(financeVatRollups.venueId, ids),
          gte(financeVatRollups.accountingDate, range.from),
          lte(financeVatRollups.accountingDate, range.to),
        ),
      )
      .groupBy(financeVatRollups.rate)
      .orderBy(financeVatRollups.rate),
  ]);
  const total: Totals = { orders: 0, gross: 0, refunded: 0, tips: 0, tipped: 0 };
  const byPeriod = new Map<string, Bucket>();
  const byHour = new Map<string, Bucket>();
  const byWeekday = new Map<string, Bucket>();
  const byChannel = new Map<string, Bucket>();
  const byServiceType = new Map<string, Bucket>();
  const add = (map: Map<string, Bucket>, key: string, amount: number, count: number) => {
    const bucket = map.get(key) ?? { key, amount: 0, count: 0 };
    bucket.amount += amount;
    bucket.count += count;
    map.set(key, bucket);
  };
  const into = (
    map: Map<string, Bucket>,
    rows: { key: unknown; gross: unknown; refunded: unknown; orders: unknown }[],
    name: (key: string) => string = (key) => key,
  ) => {
    for (const row of rows) add(map, name(String(row.key)), n(row.gross) - n(row.refunded), n(row.orders));
  };
  into(byPeriod, periodRows);
  into(byHour, hourRows);
  into(byWeekday, weekdays);
  into(byChannel, sources, (source) => channelOf(source as OrderSource));
  into(byServiceType, serviceTypes);
  total.orders = n(currentTotals?.orders);
  total.gross = n(currentTotals?.gross);
  total.refunded = n(currentTotals?.refunded);
  total.tips = n(currentTotals?.tips);
  total.tipped = n(currentTotals?.tipped);
  const before = metricsOf({
    orders: n(previousTotals?.orders),
    gross: n(previousTotals?.gross),
    refunded: n(previousTotals?.refunded),
    tips: n(previousTotals?.tips),
    tipped: n(previousTotals?.tipped),
  });
  const now_ = metricsOf(total);
  // Hours in the order of the accounting day: from the cut-off hour round to the one before.
  const cutoffHour = Number((venues[0]?.accountingCutoff ?? '05:30').slice(0, 2));
  const hours = Array.from({ length: 24 }, (_, i) => String((cutoffHour + i) % 24));
  const categoryOf = await categoriesOf(
    db,
    viewer.companyId,
    items.flatMap((item) => (item.itemId ? [item.itemId] : [])),
  );
  const byCategory = new Map<string, { title: string; quantity: number; amount: number }>();
  for (const item of items) {
    const title = (item.itemId && categoryOf.get(item.itemId)) || '—';
    const entry = byCategory.get(title) ?? { title, quantity: 0, amount: 0 };
    entry.quantity += n(item.quantity);
    entry.amount += n(item.amount);
    byCategory.set(title, entry);
  }
  const byAmount = <T extends { amount: number }>(a: T, b: T) => b.amount - a.amount;
  return {
    ...empty,
    metrics: ANALYTICS_METRICS.map((metric) => ({ metric, value: now_[metric], previous: before[metric] })),
    overTime: { unit: buckets.unit, buckets: fromFirstSale(buckets.unit, buckets.keys, byPeriod) },
    byHour: hours.map((hour) => byHour.get(hour) ?? { key: hour, amount: 0, count: 0 }),
    byWeekday: ['1', '2', '3', '4', '5', '6', '7'].map(
      (day) => byWeekday.get(day) ?? { key: day, amount: 0, count: 0 },
    ),
    byChannel: [...byChannel.values()].sort(byAmount),
    byServiceType: [...byServiceType.values()].sort(byAmount),
    topProducts: items
      .map((item) => ({ title: item.title, quantity: n(item.quantity), amount: n(item.amount) }))
      .sort(byAmount)
      .slice(0, 10),
    topCategories: [...byCategory.values()].sort(byAmount).slice(0, 10),
    vat: vatRows.map((row) => ({ rate: row.rate, net: n(row.net), vat: n(row.vat), gross: n(row.gross) })),
  };
}

/** Every bucket of the range; for months, from the first with a sale ("all time" starts in 2017). */
function fromFirstSale(unit: 'DAY' | 'MONTH', keys: string[], found: Map<string, Bucket>): Bucket[] {
  const all = keys.map((key) => found.get(key) ?? { key, amount: 0, count: 0 });
  if (unit === 'DAY') return all;
  const first = all.findIndex((bucket) => bucket.count > 0 || bucket.amount !== 0);
  return first < 0 ? [] : all.slice(first);
}

/** Each item's first category name (by position). */
async function categoriesOf(
  db: Queryable,
  companyId: string,
  itemIds: string[],
): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: itemCategories.itemId, name: categories.name, position: itemCategories.position })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(ownRows({ companyId }, categories, inArray(itemCategories.itemId, itemIds)))
    .orderBy(itemCategories.position);
  const map = new Map<string, string>();
  for (const row of rows) if (!map.has(row.itemId)) map.set(row.itemId, row.name);
  return map;
}
