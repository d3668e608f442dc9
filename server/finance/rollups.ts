import { sql } from 'drizzle-orm';
import type { Queryable } from '../platform/db/queryable.ts';
import { ownedBy } from '../platform/db/tenant.ts';

/**
 * The rollups are written by triggers (migrations 0014_finance.sql, 0046_rollups_at_commit.sql) in
 * each order's own transaction: the row triggers queue deltas and a deferred trigger folds them in at
 * the commit (a transaction reading rollups after its own order writes calls
 * `finance_rollups_flush_now()` first). This module reads them, and recomputes the same figures from raw orders: the
 * property test compares the two, and `rebuildRollups` is the repair path.
 */

/** The rows of a raw `execute`, on PGlite and node-postgres alike. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export interface HourlyRow {
  venue_id: string;
  accounting_date: string;
  hour: number;
  source: string;
  service_type: string;
  orders: number;
  gross: number;
  vat: number;
  tips: number;
  tipped: number;
  refunded: number;
}
export interface ItemRow {
  venue_id: string;
  accounting_date: string;
  item_key: string;
  quantity: number;
  gross: number;
  vat: number;
}
export interface VatRow {
  venue_id: string;
  accounting_date: string;
  rate: number;
  net: number;
  vat: number;
  gross: number;
}

const num = <T extends object>(row: T): T =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]),
  ) as T;

/** The stored rollups of a company, rows that sum to zero left out, in a stable order. */
export async function storedRollups(db: Queryable, companyId: string) {
  const own = ownedBy({ companyId }, sql.raw('company_id'));
  const hourly = rowsOf<HourlyRow>(
    await db.execute(sql`select venue_id, accounting_date, hour::int as hour, source, service_type, orders,
      gross::bigint as gross, vat, tips, tipped, refunded from finance_hourly_rollups
      where ${own} and (orders <> 0 or gross <> 0 or vat <> 0 or tips <> 0 or tipped <> 0 or refunded <> 0)
      order by 1, 2, 3, 4, 5`),
  ).map(num);
  const items = rowsOf<ItemRow>(
    await db.execute(sql`select venue_id, accounting_date, item_key, quantity, gross, vat from finance_item_rollups
      where ${own} and (quantity <> 0 or gross <> 0 or vat <> 0) order by 1, 2, 3`),
  ).map(num);
  const vat = rowsOf<VatRow>(
    await db.execute(sql`select venue_id, accounting_date, rate, net, vat, gross from finance_vat_rollups
      where ${own} and (net <> 0 or vat <> 0 or gross <> 0) order by 1, 2, 3`),
  ).map(num);
  return { hourly, items, vat };
}

/** The same figures computed from the raw orders (slow; for tests and checks). */
export async function recomputedRollups(db: Queryable, companyId: string) {
  const own = ownedBy({ companyId }, sql.raw('o.company_id'));
  const hourly = rowsOf<HourlyRow>(
    await db.execute(sql`select o.venue_id, o.accounting_date,
        extract(hour from o.created_at at time zone v.timezone)::int as hour, o.source, o.service_type,
        count(*)::int as orders, sum(o.total)::bigint as gross, sum(o.vat_total)::bigint as vat,
        sum(o.tips)::bigint as tips, sum(case when o.tips > 0 then 1 else 0 end)::int as tipped,
        sum(o.refunded)::bigint as refunded
      from orders o join venues v on v.id = o.venue_id
      where ${own} and finance_counts(o.status)
      group by 1, 2, 3, 4, 5
      having count(*) <> 0
      order by 1, 2, 3, 4, 5`),
  ).map(num);
  const items = rowsOf<ItemRow>(
    await db.execute(sql`select o.venue_id, o.accounting_date, coalesce(l.item_id::text, 'title:' || l.title) as item_key,
        sum(l.quantity)::int as quantity, sum(l.total)::bigint as gross, sum(l.vat)::bigint as vat
      from order_lines l join orders o on o.id = l.order_id
      where ${own} and finance_counts(o.status)
      group by 1, 2, 3
      having sum(l.quantity) <> 0 or sum(l.total) <> 0 or sum(l.vat) <> 0
      order by 1, 2, 3`),
  ).map(num);
  const vat = rowsOf<VatRow>(
    await db.execute(sql`select o.venue_id, o.accounting_date, (line->>'rate')::int as rate,
        sum((line->>'net')::bigint)::bigint as net, sum((line->>'vat')::bigint)::bigint as vat,
        sum((line->>'gross')::bigint)::bigint as gross
      from orders o, jsonb_array_elements(o.vat) as line
      where ${own} and finance_counts(o.status)
      group by 1, 2, 3
      having sum((line->>'net')::bigint) <> 0 or sum((line->>'vat')::bigint) <> 0 or sum((line->>'gross')::bigint) <> 0
      order by 1, 2, 3`),
  ).map(num);
  return { hourly, items, vat };
}

/** Rebuilds the rollups of every venue of a company from its orders. */
export async function rebuildRollups(db: Queryable, companyId: string): Promise<void> {
  await db.execute(
    sql`select finance_rebuild_venue(id) from venues where ${ownedBy({ companyId }, sql.raw('company_id'))}`,
  );
}
