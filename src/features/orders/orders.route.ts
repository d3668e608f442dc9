/**
 * The orders screen's filters live in the URL (`/orders?status=…&staff=…&table=…`), so a filtered
 * list can be shared, bookmarked and survives a reload. Light: the route file imports it.
 */
export const ORDERS_SEARCH_KEYS = [
  'number',
  'status',
  'channel',
  'venue',
  'serviceType',
  'staff',
  'table',
  'from',
  'to',
] as const;
export type OrdersSearchKey = (typeof ORDERS_SEARCH_KEYS)[number];
export type OrdersSearch = Partial<Record<OrdersSearchKey, string>>;

export function validateOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  const out: OrdersSearch = {};
  for (const key of ORDERS_SEARCH_KEYS) {
    const value = search[key];
    // The router reads `?number=12` as a number and `?table=7` too: kept as text.
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
    if (text !== '') out[key] = text.slice(0, 200);
  }
  return out;
}
