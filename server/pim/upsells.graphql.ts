import { upsellSchema, upsellUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { kindService, versionedFields } from '../platform/api/versionedFields.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { upsells } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { namedPageField } from '../platform/paging/namedSchema.ts';
import { PIM_FIELDS } from './fields.ts';
import { loadFresh, upsellsOf } from './loader.ts';
import { loaderOf, POS, TranslationsInput, Upsell } from './types.graphql.ts';
import { upsellKind } from './upsells.service.ts';

builder.queryField('upsells', (t) =>
  t.field({
    type: [Upsell],
    description: "The company's upsells in display order.",
    authScopes: POS,
    resolve: async (_root, _args, ctx) => [...(await loaderOf(ctx).upsells()).values()],
  }),
);

namedPageField({
  field: 'upsellsPage',
  typeName: 'UpsellPage',
  type: Upsell,
  scope: POS.scope,
  description: "The company's upsells one page at a time (keyset): by name, or POSITION for display order.",
  list: (viewer) => ({
    list: 'upsells',
    table: upsells,
    id: upsells.id,
    name: upsells.name,
    position: upsells.displayOrder,
    where: ownRows(viewer, upsells),
  }),
  load: (ctx, ids) => upsellsOf(ctx.db, viewerOf(ctx).companyId, ids),
});

const UpsellInput = builder.inputType('UpsellInput', {
  description: 'Spec section 3, Upsell: display order, name and items.',
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    displayOrder: t.int({ required: true }),
    itemIds: t.idList({ required: false, description: 'The products offered, in order.' }),
  }),
});

const UpsellUpdateInput = builder.inputType('UpsellUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    displayOrder: t.int({ required: false }),
    itemIds: t.idList({ required: false }),
  }),
});

versionedFields({
  service: kindService(upsellKind),
  type: Upsell,
  scope: POS.scope,
  fields: PIM_FIELDS,
  create: { name: 'createUpsell', input: UpsellInput, schema: upsellSchema },
  update: { name: 'updateUpsell', input: UpsellUpdateInput, schema: upsellUpdateSchema },
  load: (ctx, id) => loadFresh(ctx, (loader) => loader.upsells(), id),
});
