import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  ORDER_CHANNELS,
  ORDER_STATUSES,
  type OrderChannel,
  SERVICE_TYPES,
  sourcesOfChannel,
} from '../../src/domain/orders.ts';
import { z } from '../../src/domain/zod.ts';
import { isUuid } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  orderAudit,
  orderDayRollups,
  orderLines,
  orderPayments,
  orderRefunds,
  orders,
} from '../platform/db/schema/index.ts';
import { venueRows } from '../platform/db/tenant.ts';

/**
 * The orders screen's list (issue 18): the filter, its WHERE on `orders`, and the totals of the
 * filtered set. Totals come from `order_day_rollups` (migration 0034, kept by a trigger on every
 * write) when the filter is made only of the rollup's dimensions (venue, status, channel, service
 * type, accounting-day range); a filter by number, staff or table is narrow and counts the orders.
 */

/** A real calendar day (2026-02-30 is refused, not answered with nothing: issue 40 item 8). */
const day = z.iso.date({ message: 'invalidDate' });
export const orderFilterSchema = z
  .object({
    statuses: z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length).nullish(),
    channel: z.enum(ORDER_CHANNELS).nullish(),
    venueId: z.string().max(100).nullish(),
    serviceType: z.enum(SERVICE_TYPES).nullish(),
    fromDate: day.nullish(),
    toDate: day.nullish(),
    number: z.number().int().min(0).max(2_000_000_000).nullish(),
    staffName: z.string().max(200).nullish(),
    table: z.string().max(50).nullish(),
  })
  .refine((filter) => !(filter.fromDate && filter.toDate && filter.fromDate > filter.toDate), {
    message: 'dateRange',
    path: ['toDate'],
  });
export type OrderFilter = z.infer<typeof orderFilterSchema>;

export interface OrderListTotals {
  count: number;
  total: number;
  refunded: number;
}

/** The WHERE of the filtered set on `orders`: the viewer's company and venues, then the filter. */
export function orderFilterWhere(viewer: Viewer, filter: OrderFilter): SQL {
  return venueRows(
    viewer,
    orders,
    filter.venueId != null
      ? isUuid(filter.venueId)
        ? eq(orders.venueId, filter.venueId)
        : sql`false`
      : undefined,
    filter.statuses?.length ? inArray(orders.status, filter.statuses) : undefined,
    filter.channel ? inArray(orders.source, sourcesOfChannel(filter.channel as OrderChannel)) : undefined,
    filter.serviceType ? eq(orders.serviceType, filter.serviceType) : undefined,
    filter.fromDate ? gte(orders.accountingDate, filter.fromDate) : undefined,
    filter.toDate ? lte(orders.accountingDate, filter.toDate) : undefined,
    filter.number != null ? eq(orders.number, filter.number) : undefined,
    filter.staffName ? eq(orders.staffName, filter.staffName) : undefined,
    filter.table ? eq(orders.tableRef, filter.table) : undefined,
  );
}

/** Whether the rollup can answer the filter's totals (every part of it is a rollup dimension). */
export function rollupAnswers(filter: OrderFilter): boolean {
  return filter.number == null && !filter.staffName && !filter.table;
}

/** The totals counted from the orders themselves (the exact query; the fallback). */
export async function exactOrderTotals(
  db: Queryable,
  viewer: Viewer,
  filter: OrderFilter,
): Promise<OrderListTotals> {
  const [sums] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
      refunded: sql<number>`coalesce(sum(${orders.refunded}), 0)::bigint`,
    })
    .from(orders)
    .where(orderFilterWhere(viewer, filter));
  return {
    count: Number(sums?.count ?? 0),
    total: Number(sums?.total ?? 0),
    refunded: Number(sums?.refunded ?? 0),
  };
}

/** The totals summed from `order_day_rollups`; only for filters `rollupAnswers` accepts. */
export async function rollupOrderTotals(
  db: Queryable,
  viewer: Viewer,
  filter: OrderFilter,
): Promise<OrderListTotals> {
  const r = orderDayRollups;
  const [sums] = await db
    .select({
      count: sql<number>`coalesce(sum(${r.orders}), 0)::bigint`,
      total: sql<number>`coalesce(sum(${r.total}), 0)::bigint`,
      refunded: sql<number>`coalesce(sum(${r.refunded}), 0)::bigint`,
    })
    .from(r)
    .where(
      venueRows(
        viewer,
        r,
        filter.venueId != null
          ? isUuid(filter.venueId)
            ? eq(r.venueId, filter.venueId)
            : sql`false`
          : undefined,
        filter.statuses?.length ? inArray(r.status, filter.statuses) : undefined,
        filter.channel ? inArray(r.source, sourcesOfChannel(filter.channel as OrderChannel)) : undefined,
        filter.serviceType ? eq(r.serviceType, filter.serviceType) : undefined,
        filter.fromDate ? gte(r.accountingDate, filter.fromDate) : undefined,
        filter.toDate ? lte(r.accountingDate, filter.toDate) : undefined,
      ),
    );
  return {
    count: Number(sums?.count ?? 0),
    total: Number(sums?.total ?? 0),
    refunded: Number(sums?.refunded ?? 0),
  };
}

/** The totals of the filtered set the screen shows: from the rollup when it can answer, else exact. */
export function orderListTotals(
  db: Queryable,
  viewer: Viewer,
  filter: OrderFilter,
): Promise<OrderListTotals> {
  return rollupAnswers(filter) ? rollupOrderTotals(db, viewer, filter) : exactOrderTotals(db, viewer, filter);
}

/**
 * One page of the list, newest first, after a cursor's (createdAt, id): one row comparison, an
 * index range condition on orders_company_created_idx.
 */
export function newestOrders(
  db: Queryable,
  where: SQL,
  first: number,
  after: { at: Date; id: string } | null,
) {
  return (
    db
      .select()
      .from(orders)
      .where(
        and(
          where,
          after
            ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      // NULLS LAST as orders_company_created_idx is built (plain DESC means NULLS FIRST, which the
      // index cannot give: PostgreSQL then read and sorted the whole company, 860 ms at 1,000,000).
      .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
      .limit(first + 1)
  );
}

// An order's own rows, in their order; the order was read through the tenant-scoped list or
// `order(id)`, so its id already is the viewer's.

export function orderLinesOf(db: Queryable, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

export function orderPaymentsOf(db: Queryable, orderId: string) {
  return db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.createdAt));
}

export function orderRefundsOf(db: Queryable, orderId: string) {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt));
}

export function orderAuditOf(db: Queryable, orderId: string) {
  return db
    .select()
    .from(orderAudit)
    .where(eq(orderAudit.orderId, orderId))
    .orderBy(asc(orderAudit.at), asc(orderAudit.id));
}
