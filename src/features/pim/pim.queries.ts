import type {
  GetItemQuery,
  GetItemsForExportQuery,
  GetItemsQuery,
} from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import type { DeleteOutcome } from '../../machines/deleteFlow/deleteFlow.actors.ts';
import type { QuerySpec } from '../crud/index.ts';
import {
  DeleteNodesDocument,
  GetCategoriesDocument,
  GetCourseTypesDocument,
  GetItemDocument,
  GetItemsDocument,
  GetItemsForExportDocument,
  GetPredefinedMessagesDocument,
  GetStationsDocument,
  GetUpsellsDocument,
  GetVariationGroupsDocument,
} from './pim.gql.ts';

export type ProductListRow = GetItemsQuery['items']['results'][number];
export type ProductDetail = GetItemQuery['item'];
/** A list row, or the full record once the editor loaded it. */
export type ProductRow = ProductListRow & Partial<Omit<ProductDetail, keyof ProductListRow>>;
export type ExportRow = GetItemsForExportQuery['items']['results'][number];

function spec<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>, staleTime: number): QuerySpec<T> {
  return { queryKey, queryFn, staleTime };
}

/** Query keys of the product-information area; mutations invalidate through these. */
export const pimKeys = {
  items: ['items'] as const,
  item: (id: string) => ['items', id] as const,
  all: ['pim'] as const,
  categories: ['pim', 'categories'] as const,
  courseTypes: ['pim', 'courseTypes'] as const,
  stations: ['pim', 'stations'] as const,
  variationGroups: ['pim', 'variationGroups'] as const,
  upsells: ['pim', 'upsells'] as const,
  messages: ['pim', 'messages'] as const,
};

/** GetItems (spec section 7): the company's products sorted by title, then first category. */
export const productRowsQueryOptions = (): QuerySpec<readonly ProductRow[]> =>
  spec(pimKeys.items, async () => (await execute(GetItemsDocument, {})).items.results, 30_000);

/** The CSV export's rows; fetched fresh when the user exports. */
export const exportRowsQueryOptions = (): QuerySpec<readonly ExportRow[]> =>
  spec([...pimKeys.items, 'export'], async () => (await execute(GetItemsForExportDocument)).items.results, 0);

export const itemQueryOptions = (id: string): QuerySpec<ProductRow> =>
  spec(pimKeys.item(id), async () => (await execute(GetItemDocument, { id })).item, 0);

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

/** Every lookup the product screens offer in their selects. */
export const lookupQueryOptions = () => [
  productRowsQueryOptions(),
  categoriesQueryOptions(),
  courseTypesQueryOptions(),
  stationsQueryOptions(),
  variationGroupsQueryOptions(),
  upsellsQueryOptions(),
];

/** deleteNode for one or many records (spec: deleteNode(id, force)). */
export async function removeNodes(ids: string[], force: boolean): Promise<DeleteOutcome> {
  const result = (await execute(DeleteNodesDocument, { ids, force })).deleteNodes;
  return result.success
    ? { deleted: true, count: result.deleted }
    : { deleted: false, usages: result.usages, usageCount: result.usageCount };
}
