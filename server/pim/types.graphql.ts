/**
 * The product-information object and input types (spec section 3), shared by products.ts,
 * categories.ts, courseTypes.ts, stations.ts, variations.ts, upsells.ts and messages.ts.
 */
import { TRANSLATION_KEYS } from '../../src/domain/pim.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import type {
  CategoryRow,
  CourseTypeRow,
  PredefinedMessageRow,
  StationRow,
  Translations,
  VariationRow,
} from '../platform/db/schema/index.ts';
import type { ItemShape } from './items.ts';
import { pimLoader, type UpsellShape, type VariationGroupShape } from './loader.ts';
import type { Usage } from './nodes.ts';

export const POS = { scope: 'POS_CUSTOMIZATION' } as const;

export const loaderOf = (ctx: Context) => pimLoader(ctx, viewerOf(ctx).companyId);

export const TranslationsRef = builder.objectRef<Translations>('Translations').implement({
  description: 'A text in each language; missing ones are null.',
  fields: (t) => ({
    en: t.string({ nullable: true, resolve: (x) => x.en ?? null }),
    se: t.string({ nullable: true, resolve: (x) => x.se ?? null }),
    es: t.string({ nullable: true, resolve: (x) => x.es ?? null }),
    no: t.string({ nullable: true, resolve: (x) => x.no ?? null }),
    da: t.string({ nullable: true, resolve: (x) => x.da ?? null }),
    tr: t.string({ nullable: true, resolve: (x) => x.tr ?? null }),
    ar: t.string({ nullable: true, resolve: (x) => x.ar ?? null }),
  }),
});

export const TranslationsInput = builder.inputType('TranslationsInput', {
  description: 'A text per language (en, se, es, no, da, tr, ar); empty ones are dropped.',
  fields: (t) =>
    Object.fromEntries(TRANSLATION_KEYS.map((key) => [key, t.string({ required: false })])) as {
      [K in (typeof TRANSLATION_KEYS)[number]]: ReturnType<typeof t.string>;
    },
});

export const CourseType = builder.objectRef<CourseTypeRow>('CourseType').implement({
  description: 'A course (starter, main, dessert): the order in which the kitchen serves.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (c) => c.nameLang }),
    position: t.exposeInt('position'),
    version: t.exposeInt('version'),
  }),
});

export const Station = builder.objectRef<StationRow>('Station').implement({
  description: 'A kitchen printer or screen that categories and products route to.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind', { description: 'PRINTER or SCREEN.' }),
    venueId: t.exposeID('venueId', { nullable: true }),
    version: t.exposeInt('version'),
  }),
});

// Declared before it is implemented: a category names its parent, another Category.
export const Category = builder.objectRef<CategoryRow>('Category');
Category.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color'),
    nameLang: t.field({ type: TranslationsRef, resolve: (c) => c.nameLang }),
    vatRate: t.exposeInt('vatRate'),
    parentId: t.exposeID('parentId', { nullable: true }),
    parent: t.field({
      type: Category,
      nullable: true,
      description: 'The parent category (the list shows its name without loading every category).',
      resolve: async (c, _args, ctx) =>
        c.parentId ? ((await loaderOf(ctx).categories()).get(c.parentId) ?? null) : null,
    }),
    courseTypeId: t.exposeID('courseTypeId', { nullable: true }),
    courseType: t.field({
      type: CourseType,
      nullable: true,
      resolve: async (c, _args, ctx) =>
        c.courseTypeId ? ((await loaderOf(ctx).courseTypes()).get(c.courseTypeId) ?? null) : null,
    }),
    stationId: t.exposeID('stationId', { nullable: true }),
    station: t.field({
      type: Station,
      nullable: true,
      resolve: async (c, _args, ctx) =>
        c.stationId ? ((await loaderOf(ctx).stations()).get(c.stationId) ?? null) : null,
    }),
    itemCount: t.int({
      description: 'Live products in this category.',
      resolve: async (c, _args, ctx) => (await loaderOf(ctx).usageCounts()).categories.get(c.id) ?? 0,
    }),
    version: t.exposeInt('version'),
  }),
});

export const Variation = builder.objectRef<VariationRow>('Variation').implement({
  description: 'One modification of a group, with the price it adds (minor units).',
  fields: (t) => ({
    id: t.exposeID('id'),
    groupId: t.exposeID('groupId'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (v) => v.nameLang }),
    price: t.exposeInt('price'),
  }),
});

export const VariationGroup = builder.objectRef<VariationGroupShape>('VariationGroup').implement({
  description: 'A modification group with its variations.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    titleLang: t.field({ type: TranslationsRef, resolve: (g) => g.titleLang }),
    selectionMode: t.exposeString('selectionMode', { description: 'SINGLE or MULTIPLE.' }),
    variations: t.field({ type: [Variation], resolve: (g) => g.variations }),
    itemCount: t.int({
      description: 'Live products this group is applied to.',
      resolve: async (g, _args, ctx) => (await loaderOf(ctx).usageCounts()).groups.get(g.id) ?? 0,
    }),
    version: t.exposeInt('version'),
  }),
});

const UpsellItem = builder.objectRef<{ id: string; title: string }>('UpsellItem').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

export const Upsell = builder.objectRef<UpsellShape>('Upsell').implement({
  description: 'Products offered with another, in display order (spec section 3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (u) => u.nameLang }),
    displayOrder: t.exposeInt('displayOrder'),
    items: t.field({ type: [UpsellItem], resolve: (u) => u.items }),
    version: t.exposeInt('version'),
  }),
});

export const PredefinedMessage = builder.objectRef<PredefinedMessageRow>('PredefinedMessage').implement({
  description: 'A kitchen message staff choose at the till; type ITEM.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    text: t.exposeString('text'),
    textLang: t.field({ type: TranslationsRef, resolve: (m) => m.textLang }),
    venueId: t.exposeID('venueId', { nullable: true }),
    version: t.exposeInt('version'),
  }),
});

export const Item = builder.objectRef<ItemShape>('Item').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    titleLang: t.field({ type: TranslationsRef, resolve: (i) => i.titleLang }),
    defaultPrice: t.exposeInt('defaultPrice', {
      description: 'Integer minor units (öre, cents), VAT included.',
    }),
    manualPrice: t.exposeBoolean('manualPrice', { description: 'The price is typed in at the till.' }),
    vatRate: t.exposeInt('vatRate'),
    takeAwayVatRate: t.exposeInt('takeAwayVatRate', { nullable: true }),
    norwegianCategory: t.exposeString('norwegianCategory', { nullable: true }),
    volumeSuffix: t.exposeString('volumeSuffix', { nullable: true }),
    allergens: t.exposeStringList('allergens'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    categories: t.field({ type: [Category], resolve: (i) => i.categories }),
    courseTypeId: t.exposeID('courseTypeId', { nullable: true }),
    courseType: t.field({
      type: CourseType,
      nullable: true,
      resolve: async (i, _args, ctx) =>
        i.courseTypeId ? ((await loaderOf(ctx).courseTypes()).get(i.courseTypeId) ?? null) : null,
    }),
    stationId: t.exposeID('stationId', { nullable: true }),
    station: t.field({
      type: Station,
      nullable: true,
      resolve: async (i, _args, ctx) =>
        i.stationId ? ((await loaderOf(ctx).stations()).get(i.stationId) ?? null) : null,
    }),
    appliedVariations: t.field({
      type: [VariationGroup],
      description: 'The modification groups applied to this product, in order.',
      resolve: async (i, _args, ctx) => {
        const loader = loaderOf(ctx);
        const [links, groups] = await Promise.all([loader.itemLinks(), loader.variationGroups()]);
        return (links.groups.get(i.id) ?? []).flatMap((id) => groups.get(id) ?? []);
      },
    }),
    defaultVariationsIds: t.idList({
      resolve: async (i, _args, ctx) => (await loaderOf(ctx).itemLinks()).defaults.get(i.id) ?? [],
    }),
    upsellIds: t.idList({
      resolve: async (i, _args, ctx) => (await loaderOf(ctx).itemLinks()).upsells.get(i.id) ?? [],
    }),
    upsells: t.field({
      type: [Upsell],
      resolve: async (i, _args, ctx) => {
        const loader = loaderOf(ctx);
        const [links, upsells] = await Promise.all([loader.itemLinks(), loader.upsells()]);
        return (links.upsells.get(i.id) ?? []).flatMap((id) => upsells.get(id) ?? []);
      },
    }),
    version: t.exposeInt('version', { description: 'Send it back as expectedVersion when saving.' }),
    updatedAt: t.string({ resolve: (i) => i.updatedAt.toISOString() }),
  }),
});

export const UsageRef = builder.objectRef<Usage>('Usage').implement({
  description: 'A place that still uses a record: a menu, a POS layout, an upsell, a product or a category.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'MENU, POS_LAYOUT, UPSELL, PRODUCT or CATEGORY.' }),
    id: t.exposeID('id'),
    name: t.exposeString('name'),
  }),
});

export interface DeleteResultShape {
  success: boolean;
  deleted: number;
  usages: Usage[];
  usageCount: number;
}

export const DeleteResult = builder.objectRef<DeleteResultShape>('DeleteResult').implement({
  description:
    'The outcome of deleteNode: without force, a record still in use is not deleted and `usages` says where it is used.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    deleted: t.exposeInt('deleted'),
    usages: t.field({ type: [UsageRef], description: 'At most 20 places.', resolve: (r) => r.usages }),
    usageCount: t.exposeInt('usageCount'),
  }),
});

export interface SaveResultShape {
  success: boolean;
  version: number;
  count: number;
}

export const SaveResult = builder.objectRef<SaveResultShape>('SaveResult').implement({
  description: 'A change that reports success (updateItemPrice, bulk updates); errors are GraphQL errors.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    version: t.exposeInt('version', {
      description: 'The record version after the change (0 for bulk changes).',
    }),
    count: t.exposeInt('count', { description: 'Records changed.' }),
  }),
});
