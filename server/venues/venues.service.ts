import { asc, eq, inArray } from 'drizzle-orm';
import { canSeeVenue } from '../../src/domain/scopes.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { legalEntities, legalEntityVenues, type VenueRow, venues } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

export interface LegalEntityShape {
  id: string;
  name: string;
  venueIds: string[];
}

/**
 * The viewer's venues: the company's non-deleted venues, limited to the viewer's permitted venue
 * ids (empty = all). Every module that takes a venue id checks it against this list, so a venue
 * outside the restriction answers exactly like a missing one.
 */
export async function permittedVenues(db: Queryable, viewer: Viewer): Promise<VenueRow[]> {
  const rows = await db
    .select()
    .from(venues)
    .where(ownRows(viewer, venues, eq(venues.deleted, false)))
    .orderBy(asc(venues.createdAt), asc(venues.name));
  return rows.filter((venue) => canSeeVenue(viewer.venueIds, venue.id));
}

/** The venue when it is one of the viewer's, else null (foreign, deleted, restricted or malformed). */
export async function permittedVenue(
  db: Queryable,
  viewer: Viewer,
  venueId: string | null | undefined,
): Promise<VenueRow | null> {
  if (!venueId) return null;
  return (await permittedVenues(db, viewer)).find((venue) => venue.id === venueId) ?? null;
}

/**
 * The names of these venues of one company (deleted ones too: an old order still names its
 * venue). One read for a page of rows that each name their venue.
 */
export async function venueNames(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(ownRows({ companyId }, venues, inArray(venues.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The company's legal entities with their stores limited to the viewer's venues. With a venue
 * restriction, an entity none of whose stores is permitted is left out.
 */
export async function permittedLegalEntities(db: Queryable, viewer: Viewer): Promise<LegalEntityShape[]> {
  const entities = await db
    .select({ id: legalEntities.id, name: legalEntities.name })
    .from(legalEntities)
    .where(ownRows(viewer, legalEntities))
    .orderBy(asc(legalEntities.createdAt), asc(legalEntities.name));
  if (entities.length === 0) return [];
  const allowed = new Set((await permittedVenues(db, viewer)).map((venue) => venue.id));
  const links = await db
    .select()
    .from(legalEntityVenues)
    .where(
      inArray(
        legalEntityVenues.legalEntityId,
        entities.map((entity) => entity.id),
      ),
    );
  const result = entities.map((entity) => ({
    ...entity,
    venueIds: links
      .filter((link) => link.legalEntityId === entity.id && allowed.has(link.venueId))
      .map((link) => link.venueId),
  }));
  return viewer.venueIds.length === 0 ? result : result.filter((entity) => entity.venueIds.length > 0);
}
