import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PICKER_PAGE_SIZE } from '../../domain/search.ts';
import type { ChangeFilter } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import type { SearchSource } from '../../ui/SearchPicker.tsx';
import { ChangesDocument } from './history.gql.ts';
import {
  MenuDocument,
  MenuItemSearchDocument,
  MenuNamesDocument,
  MenusPageDocument,
  MenuVenuesDocument,
} from './menus.gql.ts';

/** The one place for the menus area's query keys. */
export const menusKeys = {
  all: ['menus'] as const,
  pages: (search: string) => [...menusKeys.all, 'pages', search] as const,
  menu: (menuId: string) => [...menusKeys.all, 'menu', menuId] as const,
  names: () => [...menusKeys.all, 'names'] as const,
  venues: () => [...menusKeys.all, 'venues'] as const,
  itemSearch: (text: string, first: number) => [...menusKeys.all, 'itemSearch', text, first] as const,
  history: (filter: ChangeFilter) => [...menusKeys.all, 'history', filter] as const,
};

export const HISTORY_PAGE_SIZE = 25;
export const MENUS_PAGE_SIZE = 50;

/** The change history (products, menus, entries), newest first, a page at a time. */
export const historyQueryOptions = (filter: ChangeFilter) =>
  infiniteQueryOptions({
    queryKey: menusKeys.history(filter),
    queryFn: async ({ pageParam }) =>
      (await execute(ChangesDocument, { filter, first: HISTORY_PAGE_SIZE, after: pageParam })).changes,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The menus list (issue 14): by name, a page at a time, the name search done by the server. */
export const menusPageQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: menusKeys.pages(search),
    queryFn: async ({ pageParam }) =>
      (
        await execute(MenusPageDocument, {
          first: MENUS_PAGE_SIZE,
          after: pageParam,
          filter: { search: search || null },
        })
      ).menusPage,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
  });

export type ListedMenu = Awaited<
  ReturnType<NonNullable<ReturnType<typeof menusPageQueryOptions>['queryFn']>>
>['results'][number];

/** The menu open in the editor, with its entries. */
export const menuQueryOptions = (menuId: string) =>
  queryOptions({
    queryKey: menusKeys.menu(menuId),
    queryFn: async () => (await execute(MenuDocument, { menuId })).menu,
    staleTime: 10_000,
  });

export type EditedMenu = Awaited<ReturnType<NonNullable<ReturnType<typeof menuQueryOptions>['queryFn']>>>;

/** The company's currency and venues (with their menus per service type). */
export const menuVenuesQueryOptions = () =>
  queryOptions({
    queryKey: menusKeys.venues(),
    queryFn: () => execute(MenuVenuesDocument),
    staleTime: 10_000,
  });

export type MenuVenues = Awaited<
  ReturnType<NonNullable<ReturnType<typeof menuVenuesQueryOptions>['queryFn']>>
>;

/** The venue grid's menu names (no entries; a company has tens of menus: docs/decisions.md). */
export const menuNamesQueryOptions = () =>
  queryOptions({
    queryKey: menusKeys.names(),
    queryFn: async () => (await execute(MenuNamesDocument)).menus,
    staleTime: 10_000,
  });

export interface PickerItem {
  id: string;
  label: string;
  title: string;
  defaultPrice: number;
}

/** The editor's item picker: the server's first matches (items(first, filter { search })). */
export const menuItemSearch: SearchSource<PickerItem> = {
  query: (text, first = PICKER_PAGE_SIZE) => ({
    queryKey: menusKeys.itemSearch(text, first),
    queryFn: async () => {
      const { items } = await execute(MenuItemSearchDocument, { first, filter: { search: text || null } });
      return {
        count: items.count,
        options: items.results.map((item) => ({ ...item, label: item.title })),
      };
    },
  }),
};
