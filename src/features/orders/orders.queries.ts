import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { OrderFilter } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { preloadNamespaces } from '../../i18n/Namespace.tsx';
import { ApiKeysDocument, OrderDocument, OrdersDocument } from './orders.gql.ts';
import { ordersFilter, validateOrdersSearch } from './orders.route.ts';

/** The one place for the orders area's query keys. */
export const ordersKeys = {
  all: ['orders'] as const,
  list: (filter: OrderFilter) => ['orders', 'list', filter] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  apiKeys: ['apiKeys'] as const,
};

export const ORDERS_PAGE_SIZE = 50;

export const ordersQueryOptions = (filter: OrderFilter) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.list(filter),
    queryFn: ({ pageParam }) =>
      // The filtered set's count and sums come with the first page only (the server skips them after).
      execute(OrdersDocument, {
        filter,
        first: ORDERS_PAGE_SIZE,
        after: pageParam,
        withTotals: pageParam === null,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.orders.nextCursor,
  });

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ordersKeys.detail(id), queryFn: () => execute(OrderDocument, { id }) });

export const API_KEYS_PAGE_SIZE = 50;

/** The API keys by name, a page at a time, the name search done by the server (apiKeysPage). */
export const apiKeysQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...ordersKeys.apiKeys, search],
    queryFn: async ({ pageParam }) =>
      (
        await execute(ApiKeysDocument, {
          first: API_KEYS_PAGE_SIZE,
          after: pageParam,
          filter: { search: search || null },
        })
      ).apiKeysPage,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
  });

/**
 * `/orders`' loader: asks for the URL's first page and waits for the strings only, so the title
 * and filters paint with the shell and the rows when they come (a hover has usually fetched them).
 */
export function loadOrdersRoute(queryClient: QueryClient, search: Record<string, unknown>): Promise<void> {
  const filter = ordersFilter(validateOrdersSearch(search));
  void queryClient.prefetchInfiniteQuery(ordersQueryOptions(filter));
  return preloadNamespaces(['orders']);
}
