import { queryOptions } from '@tanstack/react-query';
import { execute } from '../../graphql/client.ts';
import { OnlineOrderingQrCodesDocument, OnlineOrderingVenuesDocument } from './onlineOrdering.gql.ts';

/** The area's query keys (the one place). */
export const onlineOrderingKeys = {
  all: ['onlineOrdering'] as const,
  venues: ['onlineOrdering', 'venues'] as const,
  qrCodes: (venueId: string) => ['onlineOrdering', 'qrCodes', venueId] as const,
};

export const onlineOrderingVenuesQueryOptions = () =>
  queryOptions({ queryKey: onlineOrderingKeys.venues, queryFn: () => execute(OnlineOrderingVenuesDocument) });

/** A venue's QR codes for the printable sheet, read when the sheet opens. */
export const onlineOrderingQrCodesQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: onlineOrderingKeys.qrCodes(venueId),
    queryFn: async () => (await execute(OnlineOrderingQrCodesDocument, { venueId })).onlineOrderingQrCodes,
  });
