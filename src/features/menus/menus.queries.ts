import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ChangeFilter } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { ChangesDocument } from './history.gql.ts';
import { MenuProviderDataDocument } from './menus.gql.ts';

/** The one place for the menus area's query keys. */
export const menusKeys = {
  all: ['menus'] as const,
  provider: () => [...menusKeys.all, 'provider'] as const,
  history: (filter: ChangeFilter) => [...menusKeys.all, 'history', filter] as const,
};

export const HISTORY_PAGE_SIZE = 25;

/** The change history (products, menus, entries), newest first, a page at a time. */
export const historyQueryOptions = (filter: ChangeFilter) =>
  infiniteQueryOptions({
    queryKey: menusKeys.history(filter),
    queryFn: async ({ pageParam }) =>
      (await execute(ChangesDocument, { filter, first: HISTORY_PAGE_SIZE, after: pageParam })).changes,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const menuProviderQueryOptions = () =>
  queryOptions({
    queryKey: menusKeys.provider(),
    queryFn: async () => (await execute(MenuProviderDataDocument)).getMenuProviderData,
    staleTime: 10_000,
  });

export type MenuProviderData = Awaited<
  ReturnType<NonNullable<ReturnType<typeof menuProviderQueryOptions>['queryFn']>>
>;
