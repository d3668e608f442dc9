import { canSeeVenue } from './scopes.ts';

/** Spec section 9: the stored short venue id is the first 10 characters. */
export const SHORT_VENUE_ID_LENGTH = 10;
export const SELECTED_VENUE_STORAGE_KEY = 'ordna.venue';

export function shortVenueId(id: string): string {
  return id.slice(0, SHORT_VENUE_ID_LENGTH);
}

/** The company's non-deleted venues, restricted to the user's permitted venue ids if any. */
export function offeredVenues<T extends { id: string; deleted: boolean }>(
  venues: readonly T[],
  permittedVenueIds: readonly string[],
): T[] {
  return venues.filter((venue) => !venue.deleted && canSeeVenue(permittedVenueIds, venue.id));
}

/**
 * Spec section 4: with one venue it is selected; with several the stored short id is used;
 * otherwise the first venue is chosen. Null when there is none.
 */
export function pickVenue<T extends { id: string }>(
  offered: readonly T[],
  storedShortId: string | null,
): T | null {
  if (offered.length <= 1) return offered[0] ?? null;
  const stored = storedShortId
    ? offered.find((venue) => shortVenueId(venue.id) === storedShortId)
    : undefined;
  return stored ?? offered[0] ?? null;
}

export function isMultiVenue(offered: readonly unknown[]): boolean {
  return offered.length > 1;
}

/** The first legal entity that has one of the user's permitted venues (all, without a restriction). */
export function defaultLegalEntity<T extends { venueIds: readonly string[] }>(
  entities: readonly T[],
  permittedVenueIds: readonly string[],
): T | null {
  if (permittedVenueIds.length === 0) return entities[0] ?? null;
  return entities.find((entity) => entity.venueIds.some((id) => permittedVenueIds.includes(id))) ?? null;
}
