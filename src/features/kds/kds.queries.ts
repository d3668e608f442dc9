import type {
  GetKdsBoardQuery,
  GetKdsPrepTimesQuery,
  GetKdsStationsQuery,
  KdsTicketFieldsFragment,
} from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import type { QuerySpec } from '../../platform/crud/index.ts';
import { GetKdsBoardDocument, GetKdsPrepTimesDocument, GetKdsStationsDocument } from './kds.gql.ts';

export type KdsTicket = KdsTicketFieldsFragment;
export type KdsStation = GetKdsStationsQuery['kdsStations'][number];
export type KdsBoard = GetKdsBoardQuery['kdsTickets'];
export type KdsPrepTime = GetKdsPrepTimesQuery['kdsPrepTimes'][number];

/** Query keys of the kitchen display; bumps and live events invalidate through these. */
export const kdsKeys = {
  all: ['kds'] as const,
  stations: (venueId: string) => ['kds', 'stations', venueId] as const,
  board: (stationId: string, venueId: string) => ['kds', 'board', stationId, venueId] as const,
  prepTimes: (stationId: string, venueId: string) => ['kds', 'prep', stationId, venueId] as const,
};

export const kdsStationsQueryOptions = (venueId: string): QuerySpec<readonly KdsStation[]> => ({
  queryKey: kdsKeys.stations(venueId),
  queryFn: async () => (await execute(GetKdsStationsDocument, { venueId })).kdsStations,
  staleTime: 60_000,
});

export const kdsBoardQueryOptions = (stationId: string, venueId: string): QuerySpec<KdsBoard> => ({
  queryKey: kdsKeys.board(stationId, venueId),
  queryFn: async () => (await execute(GetKdsBoardDocument, { stationId, venueId })).kdsTickets,
  staleTime: 0,
});

export const kdsPrepTimesQueryOptions = (
  stationId: string,
  venueId: string,
): QuerySpec<readonly KdsPrepTime[]> => ({
  queryKey: kdsKeys.prepTimes(stationId, venueId),
  queryFn: async () => (await execute(GetKdsPrepTimesDocument, { venueId, stationId })).kdsPrepTimes,
  staleTime: 30_000,
});
