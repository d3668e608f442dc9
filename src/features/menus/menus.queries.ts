import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { MAX_IDS_PER_READ, matchesSearch, PICKER_PAGE_SIZE } from '../../domain/search.ts';
import type { ChangeFilter } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { preloadNamespaces } from '../../i18n/Namespace.tsx';
import type { Option } from '../../ui/FormControls.tsx';
import type { SearchSource } from '../../ui/SearchPicker.tsx';
import { ChangesDocument } from './history.gql.ts';
import {
  AllArticlesMenuDocument,
  MenuDocument,
  MenuItemSearchDocument,
  MenusPageDocument,
  MenuVenuesDocument,
  VenueMenuChoicesDocument,
} from './menus.gql.ts';

/** The one place for the menus area's query keys. */
export const menusKeys = {
  all: ['menus'] as const,
  pagesAll: () => [...menusKeys.all, 'pages'] as const,
  pages: (search: string) => [...menusKeys.pagesAll(), search] as const,
  menu: (menuId: string) => [...menusKeys.all, 'menu', menuId] as const,
  names: (ids: readonly string[]) => [...menusKeys.all, 'names', ...ids] as const,
  choices: (text: string, first: number, lead: Option | null) =>
    [...menusKeys.all, 'choices', text, first, lead?.id ?? '', lead?.label ?? ''] as const,
  allArticles: () => [...menusKeys.all, 'allArticles'] as const,
  venues: () => [...menusKeys.all, 'venues'] as const,
  itemSearch: (text: string, first: number) => [...menusKeys.all, 'itemSearch', text, first] as const,
  historyAll: () => [...menusKeys.all, 'history'] as const,
  history: (filter: ChangeFilter) => [...menusKeys.historyAll(), filter] as const,
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

/** The all-articles menu's id (menusPage leaves it out; the venue grid offers it first). */
export const allArticlesMenuQueryOptions = () =>
  queryOptions({
    queryKey: menusKeys.allArticles(),
    queryFn: async () => (await execute(AllArticlesMenuDocument)).allArticlesMenu,
    staleTime: 60_000,
  });

/**
 * A venue grid cell's menu (issue 14): the server's first matches over menusPage, with the
 * all-articles menu (`lead`, named in the user's language) offered before them when it matches.
 */
export const venueMenuChoices = (lead: Option | null): SearchSource<Option> => ({
  query: (text, size) => ({
    queryKey: menusKeys.choices(text, size, lead),
    queryFn: async () => {
      const { menusPage } = await execute(VenueMenuChoicesDocument, {
        first: size,
        filter: { search: text || null },
      });
      const before = lead && (text === '' || matchesSearch(lead.label, text)) ? [lead] : [];
      return {
        count: menusPage.count + before.length,
        options: [...before, ...menusPage.results.map((menu) => ({ id: menu.id, label: menu.name }))],
      };
    },
  }),
});

/** The names of the menus the grid's cells use, read for those ids only (never every menu). */
export const venueMenuNamesQueryOptions = (ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort().slice(0, MAX_IDS_PER_READ);
  return queryOptions({
    queryKey: menusKeys.names(sorted),
    queryFn: async () => {
      if (sorted.length === 0) return new Map<string, string>();
      const { menusPage } = await execute(VenueMenuChoicesDocument, {
        first: MAX_IDS_PER_READ,
        filter: { ids: sorted },
      });
      return new Map(menusPage.results.map((menu) => [menu.id, menu.name]));
    },
    staleTime: 10_000,
  });
};

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

/**
 * `/menus`' loader: asks for the first page, the venues and the menu in `?menu=` side by side and
 * waits for the strings only, so the title paints with the shell and the rows when they come.
 */
export function loadMenusRoute(queryClient: QueryClient, menuId: string | undefined): Promise<void> {
  void queryClient.prefetchInfiniteQuery(menusPageQueryOptions(''));
  void queryClient.prefetchQuery(menuVenuesQueryOptions());
  if (menuId) void queryClient.prefetchQuery(menuQueryOptions(menuId));
  return preloadNamespaces(['menus']);
}
