import { builder, viewerOf } from '../platform/builder.ts';
import type { VenueRow } from '../platform/db/schema/index.ts';
import { type LegalEntityShape, permittedLegalEntities, permittedVenues } from './venues.service.ts';

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
  description:
    'A venue (spec section 3 Venue); its `menus` and `users` are added by the menus and staff areas.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    organizationId: t.exposeID('organizationId', { nullable: true }),
    deleted: t.exposeBoolean('deleted'),
    timezone: t.exposeString('timezone'),
    legalName: t.exposeString('legalName', {
      description: 'The legal name on receipts; empty = the company’s.',
    }),
    phone: t.exposeString('phone'),
    staffIdleTimeout: t.exposeInt('staffIdleTimeout', {
      description: 'Minutes before a till signs its staff out; 0 = never.',
    }),
    active: t.exposeBoolean('active'),
    location: t.field({ type: Location, resolve: (venue) => venue }),
  }),
});

builder.queryField('venues', (t) =>
  t.field({
    type: [Venue],
    description:
      "The company's non-deleted venues the viewer may see (permissions.venueIds; empty = all), oldest first.",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => permittedVenues(ctx.db, viewerOf(ctx)),
  }),
);

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

builder.queryField('legalEntities', (t) =>
  t.field({
    type: [LegalEntity],
    description: "The company's legal entities, limited to the viewer's venues.",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => permittedLegalEntities(ctx.db, viewerOf(ctx)),
  }),
);
