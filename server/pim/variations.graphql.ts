import { variationGroupSchema, variationGroupUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { kindService, versionedFields } from '../platform/api/versionedFields.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { variationGroups } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { namedPageField } from '../platform/paging/namedSchema.ts';
import { withoutNulls } from './common.ts';
import { PIM_FIELDS } from './fields.ts';
import { loadFresh, variationGroupsOf } from './loader.ts';
import { loaderOf, POS, TranslationsInput, VariationGroup } from './types.graphql.ts';
import { variationGroupKind } from './variations.service.ts';

builder.queryField('variationGroups', (t) =>
  t.field({
    type: [VariationGroup],
    description: "The company's modification groups with their variations.",
    authScopes: POS,
    resolve: async (_root, _args, ctx) => [...(await loaderOf(ctx).variationGroups()).values()],
  }),
);

namedPageField({
  field: 'variationGroupsPage',
  typeName: 'VariationGroupPage',
  type: VariationGroup,
  scope: POS.scope,
  description: "The company's modification groups one page at a time (keyset), by title.",
  list: (viewer) => ({
    list: 'variationGroups',
    table: variationGroups,
    id: variationGroups.id,
    name: variationGroups.title,
    where: ownRows(viewer, variationGroups),
  }),
  load: (ctx, ids) => variationGroupsOf(ctx.db, viewerOf(ctx).companyId, ids),
});

const VariationInput = builder.inputType('VariationInput', {
  description: 'Spec section 3, Variation: name and price. With the id of an existing one it is updated.',
  fields: (t) => ({
    id: t.id({ required: false }),
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    price: t.int({ required: true, description: 'Added to the product price, minor units.' }),
  }),
});

const VariationGroupInput = builder.inputType('VariationGroupInput', {
  description: 'Spec section 3, Variation group: a title per language, with its variations in order.',
  fields: (t) => ({
    title: t.string({ required: true }),
    titleLang: t.field({ type: TranslationsInput, required: false }),
    selectionMode: t.string({ required: false, description: 'SINGLE or MULTIPLE.' }),
    variations: t.field({ type: [VariationInput], required: false }),
  }),
});

const VariationGroupUpdateInput = builder.inputType('VariationGroupUpdateInput', {
  fields: (t) => ({
    title: t.string({ required: false }),
    titleLang: t.field({ type: TranslationsInput, required: false }),
    selectionMode: t.string({ required: false }),
    variations: t.field({
      type: [VariationInput],
      required: false,
      description: 'The whole list: variations left out are removed.',
    }),
  }),
});

function cleanVariations<T extends { variations?: unknown }>(data: T): T {
  if (!Array.isArray(data.variations)) return data;
  return {
    ...data,
    variations: data.variations.map((entry) =>
      entry && typeof entry === 'object' ? withoutNulls(entry) : entry,
    ),
  };
}

// Modification groups are `variationGroups` in the API (a contract) and `variations` in the browser.
versionedFields({
  service: kindService(variationGroupKind),
  type: VariationGroup,
  scope: POS.scope,
  fields: PIM_FIELDS,
  create: {
    name: 'createVariationGroup',
    input: VariationGroupInput,
    schema: variationGroupSchema,
    prepare: cleanVariations,
  },
  update: {
    name: 'updateVariationGroup',
    input: VariationGroupUpdateInput,
    schema: variationGroupUpdateSchema,
    prepare: cleanVariations,
  },
  load: (ctx, id) => loadFresh(ctx, (loader) => loader.variationGroups(), id),
});
