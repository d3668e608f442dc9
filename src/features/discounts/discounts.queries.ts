import { execute } from '../../graphql/client.ts';
import { GetOfferItemsDocument, GetOffersDocument } from './discounts.gql.ts';

/** Query keys of the discounts area; mutations invalidate through these. */
export const discountsKeys = {
  offers: ['discounts', 'offers'] as const,
  items: ['discounts', 'items'] as const,
};

export const offersQueryOptions = () => ({
  queryKey: discountsKeys.offers,
  queryFn: () => execute(GetOffersDocument, {}),
  staleTime: 30_000,
});

export const offerItemsQueryOptions = () => ({
  queryKey: discountsKeys.items,
  queryFn: () => execute(GetOfferItemsDocument, {}),
  staleTime: 60_000,
});
