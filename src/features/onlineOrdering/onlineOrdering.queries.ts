import { queryOptions } from '@tanstack/react-query';
import { execute } from '../../graphql/client.ts';
import { OnlineOrderingVenuesDocument } from './onlineOrdering.gql.ts';

/** The area's query keys (the one place). */
export const onlineOrderingKeys = {
  all: ['onlineOrdering'] as const,
  venues: ['onlineOrdering', 'venues'] as const,
};

export const onlineOrderingVenuesQueryOptions = () =>
  queryOptions({ queryKey: onlineOrderingKeys.venues, queryFn: () => execute(OnlineOrderingVenuesDocument) });
