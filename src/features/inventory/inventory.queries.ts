import { infiniteQueryOptions } from '@tanstack/react-query';
import { STOCK_MOVEMENTS_PAGE_SIZE, STOCK_PAGE_SIZE } from '../../domain/inventory.ts';
import type { StockLevelFieldsFragment } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import type { Option } from '../../ui/FormControls.tsx';
import type { SearchSource } from '../../ui/SearchPicker.tsx';
import {
  GetStockLevelsDocument,
  GetStockMovementsDocument,
  StockItemSearchDocument,
} from './inventory.gql.ts';

export type StockRow = StockLevelFieldsFragment;

/** Query keys of the inventory area; the writes invalidate through these. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  levels: (venueId: string, search: string, lowOnly: boolean) =>
    ['inventory', 'levels', venueId, search, lowOnly] as const,
  movements: (venueId: string, itemId: string) => ['inventory', 'movements', venueId, itemId] as const,
  itemSearch: (text: string, first: number) => ['inventory', 'itemSearch', text, first] as const,
};

export const stockLevelsQueryOptions = (venueId: string, search: string, lowOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: inventoryKeys.levels(venueId, search, lowOnly),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await execute(GetStockLevelsDocument, {
          venueId,
          search,
          lowOnly,
          first: STOCK_PAGE_SIZE,
          after: pageParam,
        })
      ).stockLevels,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

export const stockMovementsQueryOptions = (venueId: string, itemId: string) =>
  infiniteQueryOptions({
    queryKey: inventoryKeys.movements(venueId, itemId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await execute(GetStockMovementsDocument, {
          venueId,
          itemId,
          first: STOCK_MOVEMENTS_PAGE_SIZE,
          after: pageParam,
        })
      ).stockMovements,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The product to record a delivery or count of: the server's search, never the whole catalogue. */
export const stockItemSearch: SearchSource<Option> = {
  query: (text, first) => ({
    queryKey: inventoryKeys.itemSearch(text, first),
    queryFn: async () => {
      const { items } = await execute(StockItemSearchDocument, { first, filter: { search: text || null } });
      return {
        count: items.count,
        options: items.results.map((item) => ({ id: item.id, label: item.title })),
      };
    },
  }),
};
