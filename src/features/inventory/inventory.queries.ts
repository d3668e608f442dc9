import { infiniteQueryOptions } from '@tanstack/react-query';
import { STOCK_MOVEMENTS_PAGE_SIZE, STOCK_PAGE_SIZE } from '../../domain/inventory.ts';
import type {
  IngredientStockFieldsFragment,
  StockLevelFieldsFragment,
} from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import type { Option } from '../../ui/FormControls.tsx';
import type { SearchSource } from '../../ui/SearchPicker.tsx';
import {
  GetIngredientMovementsDocument,
  GetIngredientStockDocument,
  GetRecipeDocument,
  GetStockLevelsDocument,
  GetStockMovementsDocument,
  StockItemSearchDocument,
} from './inventory.gql.ts';

export type StockRow = StockLevelFieldsFragment;
export type IngredientRow = IngredientStockFieldsFragment;

/** Query keys of the inventory area; the writes invalidate through these. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  levels: (venueId: string, search: string, lowOnly: boolean) =>
    ['inventory', 'levels', venueId, search, lowOnly] as const,
  movements: (venueId: string, itemId: string) => ['inventory', 'movements', venueId, itemId] as const,
  itemSearch: (text: string, first: number) => ['inventory', 'itemSearch', text, first] as const,
  ingredients: (venueId: string, search: string, lowOnly: boolean) =>
    ['inventory', 'ingredients', venueId, search, lowOnly] as const,
  ingredientMovements: (venueId: string, ingredientId: string) =>
    ['inventory', 'ingredientMovements', venueId, ingredientId] as const,
  ingredientSearch: (venueId: string, text: string, first: number) =>
    ['inventory', 'ingredientSearch', venueId, text, first] as const,
  recipe: (itemId: string) => ['inventory', 'recipe', itemId] as const,
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

export const ingredientStockQueryOptions = (venueId: string, search: string, lowOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: inventoryKeys.ingredients(venueId, search, lowOnly),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await execute(GetIngredientStockDocument, {
          venueId,
          search,
          lowOnly,
          first: STOCK_PAGE_SIZE,
          after: pageParam,
        })
      ).ingredientStock,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

export const ingredientMovementsQueryOptions = (venueId: string, ingredientId: string) =>
  infiniteQueryOptions({
    queryKey: inventoryKeys.ingredientMovements(venueId, ingredientId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await execute(GetIngredientMovementsDocument, {
          venueId,
          ingredientId,
          first: STOCK_MOVEMENTS_PAGE_SIZE,
          after: pageParam,
        })
      ).ingredientMovements,
    getNextPageParam: (page) => page.nextCursor,
  });

export const recipeQueryOptions = (itemId: string) => ({
  queryKey: inventoryKeys.recipe(itemId),
  queryFn: async () => (await execute(GetRecipeDocument, { itemId })).recipe,
});

/** An ingredient to add to a recipe or to record: the server's search, never the whole list. */
export const ingredientSearch = (venueId: string): SearchSource<Option> => ({
  query: (text, first) => ({
    queryKey: inventoryKeys.ingredientSearch(venueId, text, first),
    queryFn: async () => {
      const { ingredientStock } = await execute(GetIngredientStockDocument, {
        venueId,
        search: text,
        first,
      });
      return {
        count: ingredientStock.count,
        options: ingredientStock.results.map((row) => ({ id: row.id, label: row.name })),
      };
    },
  }),
});
