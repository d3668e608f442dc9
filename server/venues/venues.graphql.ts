import { and, asc, eq, inArray } from 'drizzle-orm';
import { canSeeVenue } from '../../src/domain/scopes.ts';
import { builder, viewerOf } from '../builder.ts';
import type { Context, Viewer } from '../context.ts';
import { legalEntities, legalEntityVenues, type VenueRow, venues } from '../db/schema/index.ts';

/**
 * The viewer's venues: the company's non-deleted venues, limited to the viewer's permitted venue
 * ids (empty = all). Every module that takes a venue id checks it against this list, so a venue
 * outside the restriction answers exactly like a missing one.
 */
export async function permittedVenues(ctx: Context, viewer: Viewer = viewerOf(ctx)): Promise<VenueRow[]> {
  const rows = await ctx.db
    .select()
    .from(venues)
    .where(and(eq(venues.companyId, viewer.companyId), eq(venues.deleted, false)))
    .orderBy(asc(venues.createdAt), asc(venues.name));
  return rows.filter((venue) => canSeeVenue(viewer.venueIds, venue.id));
}

/** The venue when it is one of the viewer's, else null (foreign, deleted, restricted or malformed). */
export async function permittedVenue(
  ctx: Context,
  venueId: string | null | undefined,
): Promise<VenueRow | null> {
  if (!venueId) return null;
  return (await permittedVenues(ctx)).find((venue) => venue.id === venueId) ?? null;
}

const Location = builder.objectRef<VenueRow>('VenueLocation').implement({
  description: "A venue's address.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    street: t.exposeString('street'),
    zip: t.exposeString('zip'),
    city: t.exposeString('city'),
  }),
});

export const Venue = builder.objectRef<VenueRow>('Venue').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    organizationId: t.exposeID('organizationId', { nullable: true }),
    deleted: t.exposeBoolean('deleted'),
    timezone: t.exposeString('timezone'),
    location: t.field({ type: Location, resolve: (venue) => venue }),
  }),
});

builder.queryField('venues', (t) =>
  t.field({
    type: [Venue],
    description:
      "The company's non-deleted venues the viewer may see (permissions.venueIds; empty = all), oldest first.",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => permittedVenues(ctx),
  }),
);

interface LegalEntityShape {
  id: string;
  name: string;
  venueIds: string[];
}

const LegalEntityStore = builder.objectRef<{ venueId: string }>('LegalEntityStore').implement({
  fields: (t) => ({ venueId: t.exposeID('venueId') }),
});

const LegalEntity = builder.objectRef<LegalEntityShape>('LegalEntity').implement({
  description: 'A legal entity at the card payment provider; its stores are venues.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    venueIds: t.exposeIDList('venueIds'),
    stores: t.field({
      type: [LegalEntityStore],
      resolve: (entity) => entity.venueIds.map((venueId) => ({ venueId })),
    }),
  }),
});

/**
 * The company's legal entities with their stores limited to the viewer's venues. With a venue
 * restriction, an entity none of whose stores is permitted is left out.
 */
export async function permittedLegalEntities(ctx: Context): Promise<LegalEntityShape[]> {
  const viewer = viewerOf(ctx);
  const entities = await ctx.db
    .select({ id: legalEntities.id, name: legalEntities.name })
    .from(legalEntities)
    .where(eq(legalEntities.companyId, viewer.companyId))
    .orderBy(asc(legalEntities.createdAt), asc(legalEntities.name));
  if (entities.length === 0) return [];
  const allowed = new Set((await permittedVenues(ctx, viewer)).map((venue) => venue.id));
  const links = await ctx.db
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

builder.queryField('legalEntities', (t) =>
  t.field({
    type: [LegalEntity],
    description: "The company's legal entities, limited to the viewer's venues.",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => permittedLegalEntities(ctx),
  }),
);
