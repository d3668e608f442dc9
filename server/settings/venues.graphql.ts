import { VENUE_DEFAULTS, venueSettingsSchema } from '../../src/domain/venueSettings.ts';
import { parseInput } from '../platform/api/input.ts';
import { notFound } from '../platform/api/versioned.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { VenueRow } from '../platform/db/schema/index.ts';
import { byNameArgs, byNamePage, pageType } from '../platform/paging/keyset.ts';
import { VENUE_FIELDS } from './errors.ts';
import { createVenue, deleteVenue, findVenue, listVenues, updateVenue } from './venues.service.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;
export const VENUE_PAGE_SIZE = 50;

export const VenueSettingsRef = builder.objectRef<VenueRow>('VenueSettings').implement({
  description: "A venue's settings (spec section 3 Venue; issue 21): address, time zone, accounting day.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    legalName: t.exposeString('legalName'),
    street: t.exposeString('street'),
    zip: t.exposeString('zip'),
    city: t.exposeString('city'),
    phone: t.exposeString('phone'),
    timezone: t.exposeString('timezone'),
    accountingCutoff: t.exposeString('accountingCutoff', {
      description: "Start of the accounting day, HH:MM in the venue's time zone.",
    }),
    staffIdleTimeout: t.exposeInt('staffIdleTimeout', { description: 'Minutes; 0 = never.' }),
    active: t.exposeBoolean('active'),
    version: t.exposeInt('version'),
  }),
});

const VenueSettingsPage = pageType('VenueSettingsPage', VenueSettingsRef);

const VenueSettingsInput = builder.inputType('VenueSettingsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    legalName: t.string({ required: false }),
    street: t.string({ required: false }),
    zip: t.string({ required: false }),
    city: t.string({ required: false }),
    phone: t.string({ required: false }),
    timezone: t.string({ required: true }),
    accountingCutoff: t.string({ required: false }),
    staffIdleTimeout: t.int({ required: false }),
    active: t.boolean({ required: false }),
  }),
});

type VenueInput = {
  name: string;
  legalName?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  phone?: string | null;
  timezone: string;
  accountingCutoff?: string | null;
  staffIdleTimeout?: number | null;
  active?: boolean | null;
};

/**
 * Missing optional fields keep what the venue has (an update) or take the spec's defaults (a new
 * venue: phone `0`, active, cut-off 05:30).
 */
function parseVenue(data: VenueInput, current?: VenueRow) {
  return parseInput(
    venueSettingsSchema,
    {
      name: data.name,
      legalName: data.legalName ?? current?.legalName ?? '',
      street: data.street ?? current?.street ?? '',
      zip: data.zip ?? current?.zip ?? '',
      city: data.city ?? current?.city ?? '',
      phone: data.phone ?? current?.phone ?? VENUE_DEFAULTS.phone,
      timezone: data.timezone,
      accountingCutoff: data.accountingCutoff ?? current?.accountingCutoff ?? VENUE_DEFAULTS.accountingCutoff,
      staffIdleTimeout: data.staffIdleTimeout ?? current?.staffIdleTimeout ?? VENUE_DEFAULTS.staffIdleTimeout,
      active: data.active ?? current?.active ?? VENUE_DEFAULTS.active,
    },
    VENUE_FIELDS,
  );
}

builder.queryField('settingsVenues', (t) =>
  t.field({
    type: VenueSettingsPage,
    description: "The company's venues by name, keyset-paged, searched by name, street or city.",
    authScopes: SETTINGS,
    args: byNameArgs(t.arg),
    resolve: (_root, args, ctx) =>
      byNamePage(ctx, {
        list: 'settingsVenues',
        pageSize: VENUE_PAGE_SIZE,
        args,
        load: (query) => listVenues(ctx.db, viewerOf(ctx), query),
      }),
  }),
);

builder.queryField('settingsVenue', (t) =>
  t.field({
    type: VenueSettingsRef,
    nullable: true,
    description: "One of the viewer's venues; null when missing or not the viewer's.",
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findVenue(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);

builder.mutationField('createVenue', (t) =>
  t.field({
    type: VenueSettingsRef,
    description: 'Adds a venue with the spec defaults (phone "0", active). Needs access to every venue.',
    authScopes: SETTINGS,
    args: { data: t.arg({ type: VenueSettingsInput, required: true }) },
    resolve: (_root, args, ctx) => createVenue(ctx.db, viewerOf(ctx), parseVenue(args.data)),
  }),
);

builder.mutationField('updateVenueSettings', (t) =>
  t.field({
    type: VenueSettingsRef,
    description: "Saves a venue's settings; CONFLICT when expectedVersion is not the stored one.",
    authScopes: SETTINGS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: VenueSettingsInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const current = await findVenue(ctx.db, viewer, String(args.id));
      if (!current) throw notFound();
      return updateVenue(ctx.db, viewer, current.id, parseVenue(args.data, current), args.expectedVersion);
    },
  }),
);

builder.mutationField('deleteVenue', (t) =>
  t.boolean({
    description: 'Removes a venue (its orders and reports keep it); a company keeps at least one venue.',
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteVenue(ctx.db, viewerOf(ctx), String(args.id));
      return true;
    },
  }),
);
