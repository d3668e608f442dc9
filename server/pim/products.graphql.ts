import {
  bulkItemSchema,
  itemSchema,
  itemUpdateSchema,
  MAX_BULK,
  price as priceSchema,
} from '../../src/domain/pimSchemas.ts';
import { versionedFields } from '../platform/api/versionedFields.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import { PageInfo, type PageInfoShape, WHOLE_LIST } from '../platform/paging/schema.ts';
import { badInput, companyCountry, notFound, parseInput, withoutNulls } from './common.ts';
import { forCountry } from './companyCountry.ts';
import { PIM_FIELDS } from './fields.ts';
import { itemService, listItems, loadItem, PRODUCT_READER_SCOPES, setItemPriceIn } from './items.ts';
import { pageItems, wantsPage } from './itemsPage.ts';
import { ItemFilter, itemPageArgs } from './itemsPageSchema.ts';
import { resetPimLoader } from './loader.ts';
import { deleteNodesIn, findNodes, usagesOf } from './nodes.ts';
import { updateItems, updateItemsMatching } from './productBulk.service.ts';
import {
  DeleteResult,
  type DeleteResultShape,
  Item,
  POS,
  SaveResult,
  TranslationsInput,
} from './types.graphql.ts';

const ItemList = builder
  .objectRef<{ count: number; results: Awaited<ReturnType<typeof listItems>>; pageInfo?: PageInfoShape }>(
    'ItemList',
  )
  .implement({
    fields: (t) => ({
      count: t.exposeInt('count', { description: 'All items that match, not only this page.' }),
      results: t.field({ type: [Item], resolve: (l) => l.results }),
      pageInfo: t.field({ type: PageInfo, resolve: (l) => l.pageInfo ?? WHOLE_LIST }),
    }),
  });

builder.queryField('items', (t) =>
  t.field({
    type: ItemList,
    description:
      "The company's items. The company always comes from the token: any other companyId answers with nothing.",
    authScopes: { scope: [...PRODUCT_READER_SCOPES] },
    args: { companyId: t.arg.id({ required: false }), ...itemPageArgs(t) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      if (args.companyId != null && String(args.companyId) !== viewer.companyId)
        return { count: 0, results: [] };
      // Paged, filtered or sorted in SQL when asked (server/platform/paging); else the whole catalogue (POS).
      if (wantsPage(args)) return pageItems(ctx, ctx.db, viewer.companyId, args);
      const results = await listItems(
        ctx.db,
        viewer.companyId,
        await companyCountry(ctx.db, viewer.companyId),
      );
      return { count: results.length, results };
    },
  }),
);

builder.queryField('item', (t) =>
  t.field({
    type: Item,
    description: "One of the company's products; a missing or foreign id answers NOT_FOUND.",
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const item = await loadItem(ctx.db, viewerOf(ctx).companyId, String(args.id));
      if (!item) throw notFound();
      return item;
    },
  }),
);

const ItemInput = builder.inputType('ItemInput', {
  description: 'Spec section 3, Item payload. Only title and defaultPrice are required.',
  fields: (t) => ({
    title: t.string({ required: true }),
    titleLang: t.field({ type: TranslationsInput, required: false }),
    categoryIds: t.idList({ required: false }),
    courseTypeId: t.id({ required: false }),
    stationId: t.id({ required: false }),
    defaultPrice: t.int({ required: true, description: 'Integer minor units, VAT included.' }),
    manualPrice: t.boolean({ required: false }),
    volumeSuffix: t.string({
      required: false,
      description: 'An amount and a unit: cl, g, hg or kg ("33 cl").',
    }),
    vatRate: t.int({
      required: false,
      description:
        "One of the company country's rates; default: the first category's, else the standard rate.",
    }),
    takeAwayVatRate: t.int({ required: false }),
    norwegianCategory: t.string({ required: false, description: 'Norway only; sets both VAT rates.' }),
    defaultVariationsIds: t.idList({ required: false }),
    appliedVariations: t.idList({
      required: false,
      description: 'Ids of the modification groups, in order.',
    }),
    upsellIds: t.idList({ required: false }),
    allergens: t.stringList({ required: false }),
    imageUrl: t.string({ required: false }),
  }),
});

const ItemUpdateInput = builder.inputType('ItemUpdateInput', {
  description: 'The fields to change; the others stay as they are.',
  fields: (t) => ({
    title: t.string({ required: false }),
    titleLang: t.field({ type: TranslationsInput, required: false }),
    categoryIds: t.idList({ required: false }),
    courseTypeId: t.id({ required: false }),
    stationId: t.id({ required: false }),
    defaultPrice: t.int({ required: false }),
    manualPrice: t.boolean({ required: false }),
    volumeSuffix: t.string({ required: false }),
    vatRate: t.int({ required: false }),
    takeAwayVatRate: t.int({ required: false }),
    norwegianCategory: t.string({ required: false }),
    defaultVariationsIds: t.idList({ required: false }),
    appliedVariations: t.idList({ required: false }),
    upsellIds: t.idList({ required: false }),
    allergens: t.stringList({ required: false }),
    imageUrl: t.string({ required: false }),
  }),
});

/** Fields that null clears; null elsewhere means "not given". */
const CLEARABLE = [
  'courseTypeId',
  'stationId',
  'volumeSuffix',
  'takeAwayVatRate',
  'norwegianCategory',
  'imageUrl',
];

async function reload(ctx: Context, id: string) {
  resetPimLoader(ctx);
  const item = await loadItem(ctx.db, viewerOf(ctx).companyId, id);
  if (!item) throw notFound();
  return item;
}

versionedFields({
  service: itemService,
  type: Item,
  scope: POS.scope,
  fields: PIM_FIELDS,
  create: {
    name: 'createItem',
    description:
      'Creates a product with all its links in one transaction and returns it (id, defaultPrice, title, …). The screens then confirm the price with updateItemPrice (spec section 5).',
    input: ItemInput,
    schema: forCountry(itemSchema),
    clearable: CLEARABLE,
  },
  update: {
    name: 'updateItem',
    description:
      'Changes the given fields of a product in one transaction. With expectedVersion, a product saved by someone else since answers CONFLICT (extensions.currentVersion).',
    idArg: 'itemId',
    input: ItemUpdateInput,
    schema: forCountry(itemUpdateSchema),
    clearable: CLEARABLE,
  },
  load: reload,
});

builder.mutationField('updateItemPrice', (t) =>
  t.field({
    type: SaveResult,
    description:
      "Sets a product's default price (minor units) and reports success. Menu entries that carried the old default price follow it.",
    // The menu editor changes default prices too (spec section 4, menu editing).
    authScopes: { scope: ['POS_CUSTOMIZATION', 'MENUS'] },
    args: {
      itemId: t.arg.id({ required: true }),
      price: t.arg.int({ required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const price = parseInput(priceSchema, args.price, PIM_FIELDS);
      const version = await ctx.db.transaction((tx) =>
        setItemPriceIn(tx, companyId, String(args.itemId), price, args.expectedVersion),
      );
      resetPimLoader(ctx);
      return { success: true, version, count: 1 };
    },
  }),
);

const BulkItemInput = builder.inputType('BulkItemInput', {
  description:
    'A change for many products at once: new categories, a VAT rate, modification groups to attach.',
  fields: (t) => ({
    categoryIds: t.idList({ required: false, description: "Replaces the products' categories." }),
    vatRate: t.int({ required: false }),
    addVariationGroupIds: t.idList({ required: false }),
  }),
});

builder.mutationField('updateItems', (t) =>
  t.field({
    type: SaveResult,
    description:
      'Bulk change of products, all or nothing in one transaction. Unknown or foreign ids answer NOT_FOUND.',
    authScopes: POS,
    args: {
      ids: t.arg.idList({ required: true }),
      data: t.arg({ type: BulkItemInput, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const country = await companyCountry(ctx.db, companyId);
      const data = parseInput(bulkItemSchema(country), withoutNulls(args.data), PIM_FIELDS);
      const count = await updateItems(ctx.db, companyId, args.ids.map(String), data);
      resetPimLoader(ctx);
      return { success: true, version: 0, count };
    },
  }),
);

builder.mutationField('updateItemsMatching', (t) =>
  t.field({
    type: SaveResult,
    description:
      'Bulk change of every product a list filter matches (the list\'s "select all N matching"), all or nothing in one transaction; count says how many.',
    authScopes: POS,
    args: {
      filter: t.arg({ type: ItemFilter, required: true }),
      data: t.arg({ type: BulkItemInput, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const country = await companyCountry(ctx.db, companyId);
      const data = parseInput(bulkItemSchema(country), withoutNulls(args.data), PIM_FIELDS);
      const count = await updateItemsMatching(ctx.db, companyId, args.filter, data);
      resetPimLoader(ctx);
      return { success: true, version: 0, count };
    },
  }),
);

/** How many places a delete answer lists. */
const USAGES_SHOWN = 20;
const USAGE_ORDER = ['MENU', 'POS_LAYOUT', 'UPSELL', 'CATEGORY', 'PRODUCT'];

async function deleteNodes(ctx: Context, ids: string[], force: boolean): Promise<DeleteResultShape> {
  const { companyId } = viewerOf(ctx);
  if (ids.length > MAX_BULK) throw badInput({ ids: 'tooMany' });
  const unique = [...new Set(ids)];
  const result = await ctx.db.transaction(async (tx) => {
    const nodes = await findNodes(tx, companyId, unique);
    if (nodes.length !== unique.length) throw notFound();
    // Places first, products last: a long product list must not hide a menu.
    const usages = (await usagesOf(tx, nodes)).sort(
      (a, b) => USAGE_ORDER.indexOf(a.kind) - USAGE_ORDER.indexOf(b.kind),
    );
    if (usages.length > 0 && !force)
      return { success: false, deleted: 0, usages: usages.slice(0, USAGES_SHOWN), usageCount: usages.length };
    await deleteNodesIn(tx, companyId, nodes);
    return { success: true, deleted: nodes.length, usages: [], usageCount: 0 };
  });
  resetPimLoader(ctx);
  return result;
}

builder.mutationField('deleteNode', (t) =>
  t.field({
    type: DeleteResult,
    description:
      'Deletes a product-information record (product, category, course, station, modification group, upsell or kitchen message). Products are soft-deleted. A record still in use (a product on a menu, a category with products, …) is deleted only with force: true; without it the answer lists where it is used.',
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), force: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) => deleteNodes(ctx, [String(args.id)], args.force ?? false),
  }),
);

builder.mutationField('deleteNodes', (t) =>
  t.field({
    type: DeleteResult,
    description: 'deleteNode for many records at once, all or nothing in one transaction.',
    authScopes: POS,
    args: { ids: t.arg.idList({ required: true }), force: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) => deleteNodes(ctx, args.ids.map(String), args.force ?? false),
  }),
);
