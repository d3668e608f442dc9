import { REMOVABLE_INGREDIENTS_KEY } from '../../domain/metadata.ts';
import { MAX_IDS_PER_READ } from '../../domain/search.ts';
import type { BulkItemInput, GetItemQuery, GetItemsQuery } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { DeleteOutcome } from '../../machines/deleteFlow/deleteFlow.actors.ts';
import type { Option } from '../../ui/FormControls.tsx';
import type { SearchSource } from '../../ui/SearchPicker.tsx';
import {
  type ListPage,
  type ListQuery,
  type NamedPageVariables,
  namedDetail,
  namedPages,
  type QuerySpec,
} from '../crud/index.ts';
import {
  DeleteNodesDocument,
  GetCategoriesDocument,
  GetCategoriesPageDocument,
  GetCourseTypesDocument,
  GetCourseTypesPageDocument,
  GetItemDocument,
  GetItemsDocument,
  GetItemsPageDocument,
  GetPredefinedMessagesDocument,
  GetPredefinedMessagesPageDocument,
  GetRemovableIngredientsDocument,
  GetStationsDocument,
  GetStationsPageDocument,
  GetUpsellsDocument,
  GetUpsellsPageDocument,
  GetVariationGroupsDocument,
  GetVariationGroupsPageDocument,
  ProductPickerDocument,
  UpdateItemsDocument,
  UpdateItemsMatchingDocument,
} from './pim.gql.ts';

export type ProductListRow = GetItemsQuery['items']['results'][number];
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
  /** The stand-in for the product lookup on screens that do not need the catalogue (never fetched). */
  noProducts: ['pim', 'no-products'] as const,
  /** A product picker's search (issue 14) and the names of chosen products. */
  productSearch: (text: string, first: number) => ['items', 'search', text, first] as const,
  productNames: (ids: readonly string[]) => ['items', 'names', ...ids] as const,
  categories: ['pim', 'categories'] as const,
  courseTypes: ['pim', 'courseTypes'] as const,
  stations: ['pim', 'stations'] as const,
  variationGroups: ['pim', 'variationGroups'] as const,
  upsells: ['pim', 'upsells'] as const,
  messages: ['pim', 'messages'] as const,
  /** One query's pages of a server-paged list (under `all`, so every PIM save refreshes them). */
  pages: (list: string, query: ListQuery) => ['pim', list, 'pages', query] as const,
};

/** One page of each of the area's named lists (server/paging/named.ts). */
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

/** GetItems (spec section 7): the company's products sorted by title, then first category. */
export const productRowsQueryOptions = (): QuerySpec<readonly ProductRow[]> =>
  spec(pimKeys.items, async () => (await execute(GetItemsDocument, {})).items.results, 30_000);

/** The product columns the server sorts by (server/paging/items.ts). */
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

export const categoriesQueryOptions = () =>
  spec(pimKeys.categories, async () => (await execute(GetCategoriesDocument)).categories, 30_000);

export const courseTypesQueryOptions = () =>
  spec(pimKeys.courseTypes, async () => (await execute(GetCourseTypesDocument)).courseTypes, 30_000);

export const stationsQueryOptions = () =>
  spec(pimKeys.stations, async () => (await execute(GetStationsDocument)).stations, 30_000);

export const variationGroupsQueryOptions = () =>
  spec(
    pimKeys.variationGroups,
    async () => (await execute(GetVariationGroupsDocument)).variationGroups,
    30_000,
  );

export const upsellsQueryOptions = () =>
  spec(pimKeys.upsells, async () => (await execute(GetUpsellsDocument)).upsells, 30_000);

export const messagesQueryOptions = () =>
  spec(
    pimKeys.messages,
    async () => (await execute(GetPredefinedMessagesDocument)).predefinedMessages,
    30_000,
  );

/**
 * The lookups every product screen offers in its selects. Products are not among them: the
 * products list pages on the server, and only the screens of `PRODUCT_LOOKUP` load them whole.
 */
export const lookupQueryOptions = () => [
  categoriesQueryOptions(),
  courseTypesQueryOptions(),
  stationsQueryOptions(),
  variationGroupsQueryOptions(),
  upsellsQueryOptions(),
];

/**
 * Screens whose selects offer every product: none since the upsell's products are picked over the
 * server's search (`productSearch`, issue 14). A screen added here loads the whole catalogue.
 */
export const PRODUCT_LOOKUP: ReadonlySet<string> = new Set();

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
