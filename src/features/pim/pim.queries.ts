import { REMOVABLE_INGREDIENTS_KEY } from '../../domain/metadataKeys.ts';
import { MAX_IDS_PER_READ } from '../../domain/search.ts';
import type {
  BulkItemInput,
  GetCategoriesPageQuery,
  GetCourseTypesPageQuery,
  GetItemQuery,
  GetItemsPageQuery,
  GetPredefinedMessagesPageQuery,
  GetStationsPageQuery,
  GetUpsellsPageQuery,
  GetVariationGroupsPageQuery,
} from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { DeleteOutcome } from '../../machines/deleteFlow/deleteFlow.actors.ts';
import {
  type ListPage,
  type ListQuery,
  type NamedPageVariables,
  namedDetail,
  namedLookup,
  namedPages,
  type QuerySpec,
} from '../../platform/crud/index.ts';
import type { Option } from '../../ui/FormControls.tsx';
import type { SearchSource } from '../../ui/SearchPicker.tsx';
import {
  DeleteNodesDocument,
  GetCategoriesPageDocument,
  GetCourseTypesPageDocument,
  GetItemDocument,
  GetItemsPageDocument,
  GetPredefinedMessagesPageDocument,
  GetRemovableIngredientsDocument,
  GetStationsPageDocument,
  GetUpsellsPageDocument,
  GetVariationGroupsPageDocument,
  ProductPickerDocument,
  UpdateItemsDocument,
  UpdateItemsMatchingDocument,
} from './pim.gql.ts';

export type ProductListRow = GetItemsPageQuery['items']['results'][number];
export type CategoryRow = GetCategoriesPageQuery['categoriesPage']['results'][number];
export type CourseTypeRow = GetCourseTypesPageQuery['courseTypesPage']['results'][number];
export type StationRow = GetStationsPageQuery['stationsPage']['results'][number];
export type VariationGroupRow = GetVariationGroupsPageQuery['variationGroupsPage']['results'][number];
export type UpsellRow = GetUpsellsPageQuery['upsellsPage']['results'][number];
export type MessageRow = GetPredefinedMessagesPageQuery['predefinedMessagesPage']['results'][number];
export type ProductDetail = GetItemQuery['item'];
/** A list row, or the full record once the editor loaded it. */
export type ProductRow = ProductListRow & Partial<Omit<ProductDetail, keyof ProductListRow>>;

function spec<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>, staleTime: number): QuerySpec<T> {
  return { queryKey, queryFn, staleTime };
}

/** Query keys of the product-information area; mutations invalidate through these. */
export const pimKeys = {
  items: ['items'] as const,
  item: (id: string) => ['items', id] as const,
  /** An item's removable ingredients (record metadata). */
  ingredients: (id: string) => ['items', id, 'ingredients'] as const,
  itemPages: (query: ListQuery) => ['items', 'pages', query] as const,
  all: ['pim'] as const,
  /** A product picker's search (issue 14) and the names of chosen products. */
  productSearch: (text: string, first: number) => ['items', 'search', text, first] as const,
  productNames: (ids: readonly string[]) => ['items', 'names', ...ids] as const,
  /** A named list's picker searches and chosen records (under `all`: every PIM save refreshes them). */
  lookup:
    (list: string) =>
    (...parts: readonly unknown[]) =>
      ['pim', list, 'lookup', ...parts] as const,
  /** The position a new course or upsell gets (one past the last). */
  nextPosition: (resource: string) => ['pim', resource, 'nextPosition'] as const,
  /** One query's pages of a server-paged list (under `all`, so every PIM save refreshes them). */
  pages: (list: string, query: ListQuery) => ['pim', list, 'pages', query] as const,
};

/** One page of each of the area's named lists (server/platform/paging/named.ts). */
const fetchNamed = {
  categories: async (variables: NamedPageVariables) =>
    (await execute(GetCategoriesPageDocument, variables)).categoriesPage,
  courseTypes: async (variables: NamedPageVariables) =>
    (await execute(GetCourseTypesPageDocument, variables)).courseTypesPage,
  stations: async (variables: NamedPageVariables) =>
    (await execute(GetStationsPageDocument, variables)).stationsPage,
  variationGroups: async (variables: NamedPageVariables) =>
    (await execute(GetVariationGroupsPageDocument, variables)).variationGroupsPage,
  upsells: async (variables: NamedPageVariables) =>
    (await execute(GetUpsellsPageDocument, variables)).upsellsPage,
  messages: async (variables: NamedPageVariables) =>
    (await execute(GetPredefinedMessagesPageDocument, variables)).predefinedMessagesPage,
};
type NamedList = keyof typeof fetchNamed;

const pagesKey = (list: NamedList) => (query: ListQuery) => pimKeys.pages(list, query);
const oneKey = (list: NamedList) => (id: string) => ['pim', list, 'one', id] as const;

/** Each named list's record by id for the editor (it may be on a page not loaded yet). */
export const namedDetails = {
  categories: namedDetail(oneKey('categories'), fetchNamed.categories),
  courseTypes: namedDetail(oneKey('courseTypes'), fetchNamed.courseTypes),
  stations: namedDetail(oneKey('stations'), fetchNamed.stations),
  variationGroups: namedDetail(oneKey('variationGroups'), fetchNamed.variationGroups),
  upsells: namedDetail(oneKey('upsells'), fetchNamed.upsells),
  messages: namedDetail(oneKey('messages'), fetchNamed.messages),
};

/**
 * The server-paged lists of the area's named records: each column the server sorts by, and the
 * order of a list shown unsorted.
 */
export const categoryPages = namedPages({
  key: pagesKey('categories'),
  orders: { name: 'NAME' },
  fetch: fetchNamed.categories,
});

export const courseTypePages = namedPages({
  key: pagesKey('courseTypes'),
  orders: { name: 'NAME', position: 'POSITION' },
  unsorted: 'POSITION',
  fetch: fetchNamed.courseTypes,
});

export const stationPages = namedPages({
  key: pagesKey('stations'),
  orders: { name: 'NAME' },
  fetch: fetchNamed.stations,
});

export const variationGroupPages = namedPages({
  key: pagesKey('variationGroups'),
  orders: { title: 'NAME' },
  fetch: fetchNamed.variationGroups,
});

export const upsellPages = namedPages({
  key: pagesKey('upsells'),
  orders: { name: 'NAME', displayOrder: 'POSITION' },
  unsorted: 'POSITION',
  fetch: fetchNamed.upsells,
});

export const messagePages = namedPages({
  key: pagesKey('messages'),
  orders: { text: 'NAME' },
  fetch: fetchNamed.messages,
});

/** The product columns the server sorts by (server/pim/itemsPage.ts). */
const ITEM_ORDER = { title: 'TITLE', price: 'PRICE' } as const;
export const PRODUCT_SORTS = ['title', 'price'] as const;

const itemFilterOf = (query: ListQuery) => ({ search: query.q || null, categoryId: query.f });

/** A products bulk action's two ways: the selected ids, or every product the list's query matches. */
export function itemBulk(data: (value: string) => BulkItemInput) {
  return {
    run: async (ids: readonly string[], value: string) => {
      await mutation.send(UpdateItemsDocument, { ids: [...ids], data: data(value) });
    },
    runMatching: async (query: ListQuery, value: string) =>
      (await mutation.send(UpdateItemsMatchingDocument, { filter: itemFilterOf(query), data: data(value) }))
        .updateItemsMatching.count,
  };
}

/** One page of products for the generic screen: the URL's filter, category and sort, in SQL. */
export async function fetchProductPage(
  query: ListQuery,
  after: string | null,
  first: number,
): Promise<ListPage<ProductListRow>> {
  const orderBy = query.sort === 'title' || query.sort === 'price' ? ITEM_ORDER[query.sort] : null;
  const { items } = await execute(GetItemsPageDocument, {
    first,
    after,
    filter: itemFilterOf(query),
    orderBy,
    direction: query.desc ? 'DESC' : 'ASC',
  });
  return {
    rows: items.results,
    count: items.count,
    endCursor: items.pageInfo.endCursor ?? null,
    hasNextPage: items.pageInfo.hasNextPage,
  };
}

/**
 * The address of the products' CSV export for the list's query (search, category, sort): the
 * server streams every matching product in the list's order (server/pim/productExport.ts).
 */
export function productsCsvPath(query: ListQuery | null): string {
  const params = new URLSearchParams();
  if (query?.q) params.set('search', query.q);
  if (query?.f) params.set('categoryId', query.f);
  const orderBy = query?.sort === 'title' || query?.sort === 'price' ? ITEM_ORDER[query.sort] : null;
  if (orderBy) params.set('orderBy', orderBy);
  if (query?.desc) params.set('direction', 'DESC');
  const search = params.toString();
  return `/export/products.csv${search ? `?${search}` : ''}`;
}

export const itemQueryOptions = (id: string): QuerySpec<ProductRow> =>
  spec(pimKeys.item(id), async () => (await execute(GetItemDocument, { id })).item, 0);

export const removableIngredientsQueryOptions = (id: string) =>
  spec(
    pimKeys.ingredients(id),
    async () => {
      const data = await execute(GetRemovableIngredientsDocument, { id });
      // The key's version for the save's expectedVersion (0 while the key is not set).
      const version =
        data.recordMetadata.find((entry) => entry.key === REMOVABLE_INGREDIENTS_KEY)?.version ?? 0;
      return { ingredients: data.item.removableIngredients, version };
    },
    0,
  );

/**
 * The named lists as pickers offer them (issue 14): searched on the server a page at a time, the
 * chosen records read by id. No screen of the area loads one of these lists whole.
 */
export const lookups = {
  categories: namedLookup({
    key: pimKeys.lookup('categories'),
    fetch: fetchNamed.categories,
    option: (row) => ({ id: row.id, label: row.name, color: row.color }),
  }),
  courseTypes: namedLookup({
    key: pimKeys.lookup('courseTypes'),
    fetch: fetchNamed.courseTypes,
    option: (row) => ({ id: row.id, label: row.name }),
    orderBy: 'POSITION',
  }),
  stations: namedLookup({
    key: pimKeys.lookup('stations'),
    fetch: fetchNamed.stations,
    option: (row) => ({ id: row.id, label: row.name }),
  }),
  variationGroups: namedLookup({
    key: pimKeys.lookup('variationGroups'),
    fetch: fetchNamed.variationGroups,
    option: (row) => ({ id: row.id, label: row.title }),
  }),
  upsells: namedLookup({
    key: pimKeys.lookup('upsells'),
    fetch: fetchNamed.upsells,
    option: (row) => ({ id: row.id, label: row.name }),
    orderBy: 'POSITION',
  }),
};

/** Variations of the applied groups (in the groups' order), named "Group: Variation". */
export function defaultVariationOptions(
  groups: readonly VariationGroupRow[],
  appliedGroups: readonly string[],
): Option[] {
  return appliedGroups.flatMap((groupId) => {
    const group = groups.find((entry) => entry.id === groupId);
    return (group?.variations ?? []).map((variation) => ({
      id: variation.id,
      label: `${group?.title}: ${variation.name}`,
    }));
  });
}

/** The default-variation options of the applied groups, those groups read by id. */
export function defaultVariationsQueryOptions(groupIds: readonly string[]): QuerySpec<readonly Option[]> {
  const groups = lookups.variationGroups.rows(groupIds);
  return {
    ...groups,
    queryKey: [...groups.queryKey, 'variations'],
    queryFn: async () => defaultVariationOptions(await groups.queryFn(), groupIds),
  };
}

/** The default variations a save keeps: those of the applied groups (read by id). */
export async function allowedDefaults(
  appliedGroups: readonly string[],
  chosen: readonly string[],
): Promise<string[]> {
  if (chosen.length === 0) return [];
  const options = await defaultVariationsQueryOptions(appliedGroups).queryFn();
  const allowed = new Set(options.map((option) => option.id));
  return chosen.filter((id) => allowed.has(id));
}

/**
 * The position a new record of these lists gets, one past the last, read as the list's last
 * row by its own order (one row, not the list): courses' serving order, upsells' display order.
 */
export function nextPositionQueryOptions(resource: string): QuerySpec<number> {
  const variables = {
    first: 1,
    after: null,
    filter: { search: null },
    orderBy: 'POSITION',
    direction: 'DESC',
  } as const;
  return spec(
    pimKeys.nextPosition(resource),
    async () => {
      if (resource === 'courses') {
        const [row] = (await fetchNamed.courseTypes(variables)).results;
        return row ? row.position + 1 : 0;
      }
      if (resource === 'upsells') {
        const [row] = (await fetchNamed.upsells(variables)).results;
        return Math.max(0, row?.displayOrder ?? 0) + 1;
      }
      return 0;
    },
    0,
  );
}

/** The product pickers' search: the server's first matches of what is typed. */
export const productSearch: SearchSource<Option> = {
  query: (text, first) => ({
    queryKey: pimKeys.productSearch(text, first),
    queryFn: async () => {
      const { items } = await execute(ProductPickerDocument, { first, filter: { search: text || null } });
      return {
        count: items.count,
        options: items.results.map((item) => ({ id: item.id, label: item.title })),
      };
    },
  }),
};

/** The names of chosen products, read for those ids only. */
export const productNamesQueryOptions = (ids: readonly string[]): QuerySpec<ReadonlyMap<string, string>> => {
  const sorted = [...new Set(ids)].sort().slice(0, MAX_IDS_PER_READ);
  return {
    queryKey: pimKeys.productNames(sorted),
    queryFn: async () => {
      if (sorted.length === 0) return new Map<string, string>();
      const { items } = await execute(ProductPickerDocument, {
        first: MAX_IDS_PER_READ,
        filter: { ids: sorted },
      });
      return new Map(items.results.map((item) => [item.id, item.title]));
    },
    staleTime: 30_000,
  };
};

/** deleteNode for one or many records (spec: deleteNode(id, force)). */
export async function removeNodes(ids: string[], force: boolean): Promise<DeleteOutcome> {
  const result = (await mutation.send(DeleteNodesDocument, { ids, force })).deleteNodes;
  return result.success
    ? { deleted: true, count: result.deleted }
    : { deleted: false, usages: result.usages, usageCount: result.usageCount };
}
