import { and, eq, sql } from 'drizzle-orm';
import { channelOf, type OrderSource } from '../../src/domain/orders.ts';
import { ORDER_CSV_COLUMNS, orderCsvRow } from '../../src/domain/ordersCsv.ts';
import { hasAnyScope } from '../../src/domain/scopes.ts';
import type { CsvFeed } from '../platform/api/csvStream.ts';
import { isUuid } from '../platform/api/versioned.ts';
import { orders, venues } from '../platform/db/schema/index.ts';
import {
  type OrderFilter,
  orderFilterSchema,
  orderFilterWhere,
  orderListTotals,
} from './ordersList.service.ts';

/** The path of the orders' CSV export: the orders screen's filter (`?filter=` its JSON). */
export const ORDERS_CSV_PATH = '/export/orders.csv';

/** The keyset of the orders list: newest first by (created_at, id). */
export interface InstantKey {
  at: string;
  id: string;
}

/** The `filter` parameter: the GraphQL `OrderFilter` as JSON, checked by the list's own schema. */
export function jsonFilterOf<T>(
  params: URLSearchParams,
  parse: (value: unknown) => { success: true; data: T } | { success: false },
): T | null {
  const text = params.get('filter');
  if (text !== null && text.length > 2_000) return null;
  let value: unknown = {};
  try {
    value = text ? JSON.parse(text) : {};
  } catch {
    return null;
  }
  const parsed = parse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The orders of the screen's filtered set, in the screen's order (the `orders` query's where and
 * keyset, with the venue's name joined): streamed by `streamCsv`, the same scope as the list
 * (ORDERS or FINANCE, a POS company).
 */
export const ordersCsvFeed: CsvFeed<OrderFilter, InstantKey> = {
  columns: ORDER_CSV_COLUMNS,
  fileName: (now) => `orders-${now.toISOString().slice(0, 10)}.csv`,
  allowed: (viewer) => !viewer.isPaymentsOnly && hasAnyScope(viewer.scopes, ['ORDERS', 'FINANCE']),
  filterOf: (params) => jsonFilterOf(params, (value) => orderFilterSchema.safeParse(value)),
  count: async (ctx, viewer, filter) => (await orderListTotals(ctx.db, viewer, filter)).count,
  async page(ctx, viewer, filter, after, size, dialect) {
    if (after && !isUuid(after.id)) throw new Error('bad key');
    const rows = await ctx.db
      .select({ order: orders, venueName: venues.name })
      .from(orders)
      .innerJoin(venues, eq(venues.id, orders.venueId))
      .where(
        and(
          orderFilterWhere(viewer, filter),
          after
            ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
      .limit(size + 1);
    const shown = rows.slice(0, size);
    const last = shown.at(-1)?.order;
    return {
      rows: shown.map(({ order, venueName }) =>
        orderCsvRow(
          {
            number: order.number,
            createdAt: order.createdAt.toISOString(),
            accountingDate: order.accountingDate,
            venueName,
            channel: channelOf(order.source as OrderSource),
            serviceType: order.serviceType,
            status: order.status,
            table: order.tableRef,
            staffName: order.staffName,
            total: order.total,
            refunded: order.refunded,
          },
          dialect,
        ),
      ),
      next: rows.length > size && last ? { at: last.createdAt.toISOString(), id: last.id } : null,
    };
  },
};
