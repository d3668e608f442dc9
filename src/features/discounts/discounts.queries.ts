import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { MAX_IDS_PER_READ } from '../../domain/search.ts';
import type { TryOffersQueryVariables } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import type { SearchSource } from '../../ui/SearchPicker.tsx';
import { OfferItemSearchDocument, OffersPageDocument, TryOffersDocument } from './discounts.gql.ts';

/** Query keys of the discounts area; mutations invalidate through `all`. */
export const discountsKeys = {
  all: ['discounts'] as const,
  offers: ['discounts', 'offers'] as const,
  trial: (variables: TryOffersQueryVariables) => ['discounts', 'trial', variables] as const,
  pages: (search: string) => ['discounts', 'offers', 'pages', search] as const,
  itemSearch: (text: string, first: number) => ['discounts', 'items', 'search', text, first] as const,
  itemNames: (ids: readonly string[]) => ['discounts', 'items', 'names', ...ids] as const,
};

export const OFFERS_PAGE_SIZE = 50;

/**
 * The "try it" panel's basket priced by the server against every offer (issue 14: the browser
 * never reads them all); asked once the basket has a line.
 */
export const tryOffersQueryOptions = (variables: TryOffersQueryVariables) =>
  queryOptions({
    queryKey: discountsKeys.trial(variables),
    queryFn: async () => (await execute(TryOffersDocument, variables)).tryOffers,
    staleTime: 30_000,
  });

/** The offers list (issue 14): by name, a page at a time, the name search done by the server. */
export const offersPageQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: discountsKeys.pages(search),
    queryFn: async ({ pageParam }) =>
      (
        await execute(OffersPageDocument, {
          first: OFFERS_PAGE_SIZE,
          after: pageParam,
          filter: { search: search || null },
        })
      ).offersPage,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
  });

export interface ItemOption {
  id: string;
  label: string;
  title: string;
  defaultPrice: number;
  vatRate: number;
}

const optionsOf = (results: readonly Omit<ItemOption, 'label'>[]): ItemOption[] =>
  results.map((item) => ({ ...item, label: item.title }));

/** The pickers' products: the server's first matches of what is typed. */
export const offerItemSearch: SearchSource<ItemOption> = {
  query: (text, first) => ({
    queryKey: discountsKeys.itemSearch(text, first),
    queryFn: async () => {
      const { items } = await execute(OfferItemSearchDocument, { first, filter: { search: text || null } });
      return { count: items.count, options: optionsOf(items.results) };
    },
  }),
};

/** The names of the products an offer's groups hold (those ids only, a page at most). */
export const offerItemNamesQueryOptions = (ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort().slice(0, MAX_IDS_PER_READ);
  return queryOptions({
    queryKey: discountsKeys.itemNames(sorted),
    queryFn: async () => {
      if (sorted.length === 0) return new Map<string, string>();
      const { items } = await execute(OfferItemSearchDocument, {
        first: MAX_IDS_PER_READ,
        filter: { ids: sorted },
      });
      return new Map(items.results.map((item) => [item.id, item.title]));
    },
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
};
