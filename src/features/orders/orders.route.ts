import type { OrderFilter } from '../../graphql/__generated__/graphql.ts';

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

/** The filters' "any" choice: no filter (the URL leaves the key out). */
export const ANY = 'ANY';

/** The API's filter for the URL's: a malformed day or number is no filter, as the screen shows it. */
export function ordersFilter(search: OrdersSearch): OrderFilter {
  const day = (value = '') => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
  const chosen = (value?: string) => (value === undefined || value === ANY ? null : value);
  const number = search.number?.trim() ?? '';
  const status = chosen(search.status);
  return {
    statuses: status === null ? null : [status],
    channel: chosen(search.channel),
    venueId: chosen(search.venue),
    serviceType: chosen(search.serviceType),
    fromDate: day(search.from),
    toDate: day(search.to),
    number: /^\d+$/.test(number) ? Number(number) : null,
    staffName: search.staff?.trim() || null,
    table: search.table?.trim().slice(0, 50) || null,
  };
}
