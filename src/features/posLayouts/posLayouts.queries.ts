import { MAX_IDS_PER_READ } from '../../domain/search.ts';
import { execute } from '../../graphql/client.ts';
import type { Option } from '../../ui/FormControls.tsx';
import type { SearchSource } from '../../ui/SearchPicker.tsx';
import {
  GetPosLayoutsDocument,
  GetPosPageDocument,
  LayoutBundleSearchDocument,
  LayoutItemSearchDocument,
  LayoutUpsellSearchDocument,
} from './posLayouts.gql.ts';

/** Query keys of the POS layouts area; mutations invalidate through these. */
export const posLayoutKeys = {
  all: ['posLayouts'] as const,
  layouts: ['posLayouts', 'layouts'] as const,
  page: (id: string) => ['posLayouts', 'page', id] as const,
  bundleSearch: (text: string, first: number) =>
    ['posLayouts', 'bundleOffers', 'search', text, first] as const,
  bundleNames: (ids: readonly string[]) => ['posLayouts', 'bundleOffers', 'names', ...ids] as const,
  itemSearch: (text: string, first: number) => ['posLayouts', 'items', 'search', text, first] as const,
  itemNames: (ids: readonly string[]) => ['posLayouts', 'items', 'names', ...ids] as const,
  upsellSearch: (text: string, first: number) => ['posLayouts', 'upsells', 'search', text, first] as const,
  upsellNames: (ids: readonly string[]) => ['posLayouts', 'upsells', 'names', ...ids] as const,
};

export interface LayoutItem {
  id: string;
  label: string;
  title: string;
  defaultPrice: number;
}

/** A product button's target (issue 14): the server's search, never the whole catalogue. */
export const layoutItemSearch: SearchSource<LayoutItem> = {
  query: (text, first) => ({
    queryKey: posLayoutKeys.itemSearch(text, first),
    queryFn: async () => {
      const { items } = await execute(LayoutItemSearchDocument, { first, filter: { search: text || null } });
      return { count: items.count, options: items.results.map((item) => ({ ...item, label: item.title })) };
    },
  }),
};

/**
 * The names of the records a page's buttons show, read for those ids only (each once, in one
 * order, so one set of buttons is one query key), never the whole list.
 */
function namesByIds(
  key: (ids: readonly string[]) => readonly unknown[],
  read: (ids: string[]) => Promise<readonly (readonly [string, string])[]>,
) {
  return (ids: readonly string[]) => {
    const sorted = [...new Set(ids)].sort().slice(0, MAX_IDS_PER_READ);
    return {
      queryKey: key(sorted),
      queryFn: async () => new Map<string, string>(sorted.length === 0 ? [] : await read(sorted)),
      staleTime: 60_000,
    };
  };
}

/** The titles of the products the page's buttons show. */
export const layoutItemNamesQueryOptions = namesByIds(posLayoutKeys.itemNames, async (ids) => {
  const { items } = await execute(LayoutItemSearchDocument, { first: MAX_IDS_PER_READ, filter: { ids } });
  return items.results.map((item) => [item.id, item.title] as const);
});

/** A named list's page (`<list>Page(first, filter)`), read for a picker or for the buttons' names. */
type NamedRead = (
  first: number,
  filter: { search?: string | null; ids?: string[] },
) => Promise<{ count: number; results: readonly { id: string; name: string }[] }>;

/** A picker's source over a named list: the server's first matches of what is typed. */
function namedSearch(
  key: (text: string, first: number) => readonly unknown[],
  read: NamedRead,
): SearchSource<Option> {
  return {
    query: (text, first) => ({
      queryKey: key(text, first),
      queryFn: async () => {
        const page = await read(first, { search: text || null });
        return { count: page.count, options: page.results.map((row) => ({ id: row.id, label: row.name })) };
      },
    }),
  };
}

/** The names of a named list's records the page's buttons open, by id. */
const namedNames = (key: (ids: readonly string[]) => readonly unknown[], read: NamedRead) =>
  namesByIds(key, async (ids) =>
    (await read(MAX_IDS_PER_READ, { ids })).results.map((row) => [row.id, row.name] as const),
  );

const readUpsells: NamedRead = async (first, filter) =>
  (await execute(LayoutUpsellSearchDocument, { first, filter })).upsellsPage;
const readBundles: NamedRead = async (first, filter) =>
  (await execute(LayoutBundleSearchDocument, { first, filter })).bundleOffersPage;

/** An upsell button's target (issue 14): the server's search of the upsells, never the whole list. */
export const layoutUpsellSearch = namedSearch(posLayoutKeys.upsellSearch, readUpsells);
/** The names of the upsells the page's buttons open. */
export const layoutUpsellNamesQueryOptions = namedNames(posLayoutKeys.upsellNames, readUpsells);
/** A bundle button's target: the server's search of the POS bundle offers, never the whole list. */
export const layoutBundleSearch = namedSearch(posLayoutKeys.bundleSearch, readBundles);
/** The names of the bundle offers the page's buttons open. */
export const layoutBundleNamesQueryOptions = namedNames(posLayoutKeys.bundleNames, readBundles);

export const layoutsQueryOptions = () => ({
  queryKey: posLayoutKeys.layouts,
  queryFn: () => execute(GetPosLayoutsDocument, {}),
});

/**
 * GetPage(id), cache-and-network: the cached page shows at once and is fetched again on mount.
 * Buttons are priced by the selected venue's POS menu (the key extends `page(id)`, so
 * invalidating the page reaches every venue's copy).
 */
export const pageQueryOptions = (id: string, venueId: string | null) => ({
  queryKey: [...posLayoutKeys.page(id), venueId ?? ''] as const,
  queryFn: () => execute(GetPosPageDocument, { id, venueId }),
  staleTime: 0,
  refetchOnMount: 'always' as const,
});
