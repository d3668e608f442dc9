import { and, eq, inArray } from 'drizzle-orm';
import { builder, viewerOf } from '../platform/builder.ts';
import { type OfferRules, offers } from '../platform/db/schema/index.ts';
import { ownRows, ownRowsById } from '../platform/db/tenant.ts';
import { namedPageField } from '../platform/paging/namedSchema.ts';
import { inViewerOrder } from '../platform/paging/nameOrder.ts';
import {
  createOffer,
  deleteOffer,
  listOffers,
  type OfferInputShape,
  type OfferRow,
  updateOffer,
} from './offers.service.ts';

const POS = { scope: 'POS_CUSTOMIZATION' } as const;

const OfferGroupRef = builder.objectRef<OfferRules['groups'][number]>('OfferGroup').implement({
  description: 'Items of an offer: a BUNDLE takes one from each group; other types read the first group.',
  fields: (t) => ({
    itemIds: t.idList({ resolve: (g) => [...g.itemIds] }),
    categoryIds: t.idList({
      description:
        'Categories whose products (and those of their sub-categories) the group covers at the time of the sale.',
      resolve: (g) => [...(g.categoryIds ?? [])],
    }),
  }),
});
const OfferStageRef = builder.objectRef<OfferRules['stages'][number]>('OfferStage').implement({
  description: 'A stage of a STAGED offer: from this quantity, this value.',
  fields: (t) => ({ quantity: t.exposeInt('quantity'), value: t.exposeFloat('value') }),
});
const TimeWindowRef = builder.objectRef<{ from: string; to: string }>('OfferTimeWindow').implement({
  fields: (t) => ({ from: t.exposeString('from'), to: t.exposeString('to') }),
});
const ValidityRef = builder.objectRef<OfferRules['validity']>('OfferValidity').implement({
  description: 'When the offer is in force, in the venue time zone.',
  fields: (t) => ({
    weekdays: t.stringList({ resolve: (v) => [...v.weekdays] }),
    timeWindows: t.field({ type: [TimeWindowRef], resolve: (v) => [...v.timeWindows] }),
    startDate: t.string({ nullable: true, resolve: (v) => v.startDate }),
    endDate: t.string({ nullable: true, resolve: (v) => v.endDate }),
  }),
});

export const Offer = builder.objectRef<OfferRow>('Offer').implement({
  description: 'Spec section 3, Offer: a discount of one of the offer types, applied by the pricing engine.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.exposeString('type', {
      description:
        'Offer types: BUNDLE, ITEM_DISCOUNT, ORDER_DISCOUNT, STAGED_BUNDLE, STAGED_INDIVIDUAL, VISUAL.',
    }),
    discountType: t.exposeString('discountType', {
      description: 'Discount kinds: FIXED, PERCENTAGE, PRICE.',
    }),
    context: t.exposeString('context'),
    selectionMode: t.exposeString('selectionMode'),
    automatic: t.exposeBoolean('automatic'),
    permission: t.exposeString('permission'),
    venueIds: t.idList({ resolve: (o) => [...o.venueIds] }),
    value: t.float({ resolve: (o) => o.rules.value }),
    groups: t.field({ type: [OfferGroupRef], resolve: (o) => o.rules.groups }),
    stages: t.field({ type: [OfferStageRef], resolve: (o) => o.rules.stages }),
    validity: t.field({ type: ValidityRef, resolve: (o) => o.rules.validity }),
    version: t.exposeInt('version'),
  }),
});

const OfferGroupInput = builder.inputType('OfferGroupInput', {
  fields: (t) => ({
    itemIds: t.idList({ required: true }),
    categoryIds: t.idList({ required: false, description: 'Categories the group covers; absent: none.' }),
  }),
});
const OfferStageInput = builder.inputType('OfferStageInput', {
  fields: (t) => ({ quantity: t.int({ required: true }), value: t.float({ required: true }) }),
});
const TimeWindowInput = builder.inputType('OfferTimeWindowInput', {
  fields: (t) => ({ from: t.string({ required: true }), to: t.string({ required: true }) }),
});
const ValidityInput = builder.inputType('OfferValidityInput', {
  fields: (t) => ({
    weekdays: t.stringList({ required: true }),
    timeWindows: t.field({ type: [TimeWindowInput], required: true }),
    startDate: t.string({ required: false }),
    endDate: t.string({ required: false }),
  }),
});
const OfferInput = builder.inputType('OfferInput', {
  description: 'An offer (issue 17 item 4). value: FIXED and PRICE in minor units, PERCENTAGE in percent.',
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.string({ required: true }),
    discountType: t.string({ required: true }),
    value: t.float({ required: true }),
    selectionMode: t.string({ required: true }),
    automatic: t.boolean({ required: true }),
    permission: t.string({ required: true, description: 'NONE, PRESET_DISCOUNT or MANUAL_DISCOUNT.' }),
    venueIds: t.idList({ required: true, description: 'Empty: every venue.' }),
    groups: t.field({ type: [OfferGroupInput], required: true }),
    stages: t.field({ type: [OfferStageInput], required: true }),
    validity: t.field({ type: ValidityInput, required: true }),
  }),
});

function shape(data: typeof OfferInput.$inferInput): OfferInputShape {
  return {
    ...data,
    venueIds: data.venueIds.map(String),
    groups: data.groups.map((g) => ({
      itemIds: g.itemIds.map(String),
      categoryIds: (g.categoryIds ?? []).map(String),
    })),
    validity: {
      weekdays: data.validity.weekdays,
      timeWindows: data.validity.timeWindows,
      startDate: data.validity.startDate ?? null,
      endDate: data.validity.endDate ?? null,
    },
  };
}

builder.queryField('offers', (t) =>
  t.field({
    type: [Offer],
    description: "The company's offers, by name.",
    authScopes: POS,
    resolve: async (_root, _args, ctx) =>
      inViewerOrder(ctx, await listOffers(ctx.db, viewerOf(ctx).companyId), (offer) => offer.name),
  }),
);

namedPageField({
  field: 'offersPage',
  typeName: 'OfferPage',
  type: Offer,
  scope: POS.scope,
  description: "The company's offers one page at a time (keyset), by name.",
  list: (viewer) => ({
    list: 'offers',
    table: offers,
    id: offers.id,
    name: offers.name,
    where: ownRows(viewer, offers),
  }),
  load: (ctx, ids) => ownRowsById(ctx.db, viewerOf(ctx), offers, ids),
});

/** The offers a page's bundle button may open: the company's POS bundles (GetBundleOffers' rows). */
const bundleWhere = (companyId: string) =>
  ownRows({ companyId }, offers, eq(offers.type, 'BUNDLE'), eq(offers.context, 'POS'));

namedPageField({
  field: 'bundleOffersPage',
  typeName: 'BundleOfferPage',
  type: Offer,
  scope: POS.scope,
  description:
    "The company's POS bundle offers (GetBundleOffers' rows) one page at a time (keyset), by name: the POS layout editor's bundle buttons search them.",
  list: (viewer) => ({
    list: 'bundleOffers',
    table: offers,
    id: offers.id,
    name: offers.name,
    where: bundleWhere(viewer.companyId),
  }),
  load: (ctx, ids) =>
    ctx.db
      .select()
      .from(offers)
      .where(and(bundleWhere(viewerOf(ctx).companyId), inArray(offers.id, ids))),
});

builder.queryField('bundleOffers', (t) =>
  t.field({
    type: [Offer],
    description: 'GetBundleOffers (spec section 7): company offers with context POS and type BUNDLE.',
    authScopes: POS,
    resolve: async (_root, _args, ctx) => {
      const viewer = viewerOf(ctx);
      // A terminal's key sees only the offers valid at its own venue (empty venueIds: every venue).
      const venueId = viewer.apiKey?.venueId;
      const bundles = await listOffers(ctx.db, viewer.companyId, { type: 'BUNDLE' });
      return inViewerOrder(ctx, bundles, (offer) => offer.name).filter(
        (o) => o.context === 'POS' && (!venueId || o.venueIds.length === 0 || o.venueIds.includes(venueId)),
      );
    },
  }),
);

builder.mutationField('createOffer', (t) =>
  t.field({
    type: Offer,
    authScopes: POS,
    args: { data: t.arg({ type: OfferInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction((tx) => createOffer(tx, viewerOf(ctx).companyId, shape(args.data))),
  }),
);

builder.mutationField('updateOffer', (t) =>
  t.field({
    type: Offer,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: OfferInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction((tx) => updateOffer(tx, viewerOf(ctx).companyId, String(args.id), shape(args.data))),
  }),
);

builder.mutationField('deleteOffer', (t) =>
  t.field({
    type: 'Boolean',
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteOffer(ctx.db, viewerOf(ctx).companyId, String(args.id)),
  }),
);
