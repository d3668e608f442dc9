import type { GetVenueSettingsPageQuery } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import type { DeleteOutcome } from '../../machines/deleteFlow/deleteFlow.actors.ts';
import type { ListPage, ListQuery, QuerySpec } from '../crud/index.ts';
import {
  DeleteVenueDocument,
  GetVenueSettingsDocument,
  GetVenueSettingsPageDocument,
} from './settings.gql.ts';

export type VenueSettingsRow = GetVenueSettingsPageQuery['settingsVenues']['results'][number];

/** Query keys of the settings area; mutations invalidate through these. */
export const settingsKeys = {
  all: ['settings'] as const,
  venuePages: (query: ListQuery) => ['settings', 'venues', query] as const,
  venue: (id: string) => ['settings', 'venue', id] as const,
};

/** A venue save or delete also changes the shell's venue picker. */
export const VENUE_INVALIDATES = [settingsKeys.all, ['shellData']];

export const venueListQueryOptions = (): QuerySpec<readonly VenueSettingsRow[]> => ({
  queryKey: [...settingsKeys.all, 'venues', 'first-page'],
  queryFn: async () => (await execute(GetVenueSettingsPageDocument, { first: 100 })).settingsVenues.results,
  staleTime: 30_000,
});

export const venueQueryOptions = (id: string): QuerySpec<VenueSettingsRow> => ({
  queryKey: settingsKeys.venue(id),
  queryFn: async () => {
    const venue = (await execute(GetVenueSettingsDocument, { id })).settingsVenue;
    if (!venue) throw new Error('not found');
    return venue;
  },
  staleTime: 0,
});

export async function fetchVenuePage(
  query: ListQuery,
  after: string | null,
  first: number,
): Promise<ListPage<VenueSettingsRow>> {
  const { settingsVenues } = await execute(GetVenueSettingsPageDocument, {
    search: query.q,
    desc: query.desc,
    first,
    after,
  });
  return {
    rows: settingsVenues.results,
    count: settingsVenues.count,
    endCursor: settingsVenues.pageInfo.endCursor ?? null,
    hasNextPage: settingsVenues.pageInfo.hasNextPage,
  };
}

export async function removeVenues(ids: string[]): Promise<DeleteOutcome> {
  for (const id of ids) await execute(DeleteVenueDocument, { id });
  return { deleted: true, count: ids.length };
}
