import {
  INGREDIENT_UNITS,
  ingredientCountSchema,
  ingredientDeliverySchema,
  ingredientLowSchema,
  ingredientSchema,
  isLowStock,
  isShort,
  recipeSchema,
  STOCK_MOVEMENTS_PAGE_SIZE,
  STOCK_PAGE_SIZE,
  type StockMovementKind,
} from '../../src/domain/inventory.ts';
import { z } from '../../src/domain/zod.ts';
import { Item } from '../pim/types.graphql.ts';
import { Batcher, batcher } from '../platform/api/batch.ts';
import { parseInput } from '../platform/api/input.ts';
import { isUuid } from '../platform/api/versioned.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { IngredientStockMovementRow } from '../platform/db/schema/index.ts';
import {
  byNameArgs,
  byNamePage,
  listFilterOf,
  newestFirstPage,
  pageType,
} from '../platform/paging/keyset.ts';
import { actorName } from '../session/actorName.service.ts';
import { permittedVenue } from '../venues/venues.service.ts';
import { INVENTORY_FIELDS } from './common.ts';
import {
  createIngredient,
  type IngredientView,
  listIngredientMovements,
  listIngredients,
  type RecipeLineView,
  recipeOf,
  recordIngredientCount,
  recordIngredientDelivery,
  setIngredientLowLevel,
  setRecipe,
  soldOutAt,
} from './ingredients.service.ts';
import { INVENTORY, inventoryViewer, kindEnum } from './inventory.graphql.ts';

/**
 * Stock counted in ingredients through a simple recipe (decision 0109, docs/inventory.md): the
 * company's stock ingredients, their levels and movements per venue, and each product's recipe.
 * The same gate as the unit stock: the INVENTORY module, POS_CUSTOMIZATION or MENUS, the viewer's
 * venues; a foreign venue, product or ingredient answers NOT_FOUND like a missing one.
 */

const unitEnum = builder.enumType('IngredientUnit', {
  values: INGREDIENT_UNITS,
  description: 'The base unit an ingredient is counted in (whole pieces, grams or millilitres).',
});

const IngredientRef = builder
  .objectRef<{ id: string; name: string; unit: (typeof INGREDIENT_UNITS)[number] }>('Ingredient')
  .implement({
    description: "A company's stock ingredient (what recipes take from).",
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      unit: t.field({ type: unitEnum, resolve: (row) => row.unit }),
    }),
  });

const IngredientStockRef = builder.objectRef<IngredientView>('IngredientStock').implement({
  description: 'An ingredient with its stock at a venue, in its base unit (level null: not tracked there).',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The ingredient's id." }),
    venueId: t.exposeID('venueId'),
    name: t.exposeString('name'),
    unit: t.field({ type: unitEnum, resolve: (row) => row.unit }),
    level: t.exposeInt('level', {
      nullable: true,
      description: 'Base units on hand; null when not tracked.',
    }),
    lowLevel: t.exposeInt('lowLevel', { nullable: true }),
    low: t.boolean({ resolve: (row) => row.level != null && isLowStock(row.level, row.lowLevel) }),
    empty: t.boolean({
      description: 'Tracked and at zero or below: every product whose recipe uses it is sold out.',
      resolve: (row) => isShort(row.level, 1),
    }),
  }),
});

const RecipeLineRef = builder.objectRef<RecipeLineView>('RecipeLine').implement({
  description: 'Base units of an ingredient that one unit sold of the product takes.',
  fields: (t) => ({
    ingredientId: t.exposeID('ingredientId'),
    name: t.exposeString('name', { description: "The ingredient's name." }),
    unit: t.field({ type: unitEnum, resolve: (row) => row.unit }),
    quantity: t.exposeInt('quantity'),
  }),
});

const IngredientMovementRef = builder.objectRef<IngredientStockMovementRow>('IngredientMovement').implement({
  description: "One change of an ingredient's stock at a venue (the history is never changed).",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: kindEnum, resolve: (row) => row.kind as StockMovementKind }),
    delta: t.exposeInt('delta'),
    level: t.exposeInt('level'),
    who: t.exposeString('who'),
    note: t.exposeString('note', { nullable: true }),
    orderId: t.exposeID('orderId', { nullable: true }),
    at: t.string({ resolve: (row) => row.at.toISOString() }),
  }),
});

const IngredientStockPage = pageType('IngredientStockPage', IngredientStockRef);

const IngredientMovementPage = builder
  .objectRef<{ items: IngredientStockMovementRow[]; nextCursor: string | null }>('IngredientMovementPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [IngredientMovementRef], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
    }),
  });

builder.queryField('ingredientStock', (t) =>
  t.field({
    type: IngredientStockPage,
    description:
      "The company's stock ingredients by name with their stock at a venue, keyset-paged, searched by name; `lowOnly` keeps the tracked ones at or below their low level. NOT_FOUND for a venue not the viewer's.",
    authScopes: INVENTORY,
    args: {
      venueId: t.arg.id({ required: true }),
      lowOnly: t.arg.boolean({ required: false }),
      ...byNameArgs(t.arg),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      const lowOnly = listFilterOf(z.boolean(), args.lowOnly ?? false);
      return byNamePage(ctx, {
        list: `ingredientStock:${String(args.venueId)}:${lowOnly}`,
        pageSize: STOCK_PAGE_SIZE,
        args,
        load: (query) => listIngredients(ctx.db, viewer, String(args.venueId), { ...query, lowOnly }),
      });
    },
  }),
);

builder.queryField('ingredientMovements', (t) =>
  t.field({
    type: IngredientMovementPage,
    description:
      "An ingredient's movements at a venue, newest first (`nextCursor` for the next page). NOT_FOUND for a venue or ingredient not the viewer's.",
    authScopes: INVENTORY,
    args: {
      venueId: t.arg.id({ required: true }),
      ingredientId: t.arg.id({ required: true }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      const venueId = String(args.venueId);
      const ingredientId = String(args.ingredientId);
      return newestFirstPage(ctx, {
        list: 'ingredientMovements',
        scope: { venueId, ingredientId },
        first: args.first,
        pageSize: STOCK_MOVEMENTS_PAGE_SIZE,
        after: args.after,
        instant: 'at',
        load: (first, after) => listIngredientMovements(ctx.db, viewer, venueId, ingredientId, first, after),
      });
    },
  }),
);

builder.queryField('recipe', (t) =>
  t.field({
    type: [RecipeLineRef],
    description:
      "A product's recipe: what one unit sold takes of each ingredient (empty: no recipe). NOT_FOUND for a product not the viewer's.",
    authScopes: INVENTORY,
    args: { itemId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => recipeOf(ctx.db, await inventoryViewer(ctx), String(args.itemId)),
  }),
);

builder.mutationField('createIngredient', (t) =>
  t.field({
    type: IngredientRef,
    description:
      'Adds a stock ingredient (its name unique in the company, case aside: `duplicate` otherwise) counted in a base unit.',
    authScopes: INVENTORY,
    args: { name: t.arg.string({ required: true }), unit: t.arg({ type: unitEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      return createIngredient(ctx.db, viewer, parseInput(ingredientSchema, args, INVENTORY_FIELDS));
    },
  }),
);

const RecipeLineInputRef = builder.inputType('RecipeLineInput', {
  fields: (t) => ({
    ingredientId: t.id({ required: true }),
    quantity: t.int({ required: true, description: 'Base units one unit sold takes (at least 1).' }),
  }),
});

builder.mutationField('setRecipe', (t) =>
  t.field({
    type: [RecipeLineRef],
    description:
      "Replaces a product's recipe (no lines: no recipe). Setting the same lines again changes nothing. NOT_FOUND for a product or ingredient not the viewer's.",
    authScopes: INVENTORY,
    args: {
      itemId: t.arg.id({ required: true }),
      lines: t.arg({ type: [RecipeLineInputRef], required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      const input = parseInput(
        recipeSchema,
        {
          itemId: String(args.itemId),
          lines: args.lines.map((line) => ({ ...line, ingredientId: String(line.ingredientId) })),
        },
        INVENTORY_FIELDS,
      );
      return setRecipe(ctx.db, viewer, input);
    },
  }),
);

const keyField = {
  required: false,
  description: 'A retry with the same key and body answers the first write; another body is CONFLICT.',
} as const;

const DeliveryInputRef = builder.inputType('IngredientDeliveryInput', {
  fields: (t) => ({
    venueId: t.id({ required: true }),
    ingredientId: t.id({ required: true }),
    quantity: t.int({ required: true, description: 'Base units delivered (at least 1).' }),
    note: t.string({ required: false }),
    idempotencyKey: t.string(keyField),
  }),
});

const CountInputRef = builder.inputType('IngredientCountInput', {
  fields: (t) => ({
    venueId: t.id({ required: true }),
    ingredientId: t.id({ required: true }),
    level: t.int({ required: true, description: 'Base units counted: the new level.' }),
    note: t.string({ required: false }),
    idempotencyKey: t.string(keyField),
  }),
});

const idsOf = <T extends { venueId: string | number; ingredientId: string | number }>(input: T) => ({
  ...input,
  venueId: String(input.venueId),
  ingredientId: String(input.ingredientId),
});

builder.mutationField('recordIngredientDelivery', (t) =>
  t.field({
    type: IngredientStockRef,
    description:
      'Records base units of an ingredient delivered at a venue: the level goes up and a DELIVERY movement is kept. The first delivery or count starts tracking it there.',
    authScopes: INVENTORY,
    args: { input: t.arg({ type: DeliveryInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      const input = parseInput(ingredientDeliverySchema, idsOf(args.input), INVENTORY_FIELDS);
      return recordIngredientDelivery(ctx.db, viewer, await actorName(ctx.db, viewerOf(ctx)), input);
    },
  }),
);

builder.mutationField('recordIngredientCount', (t) =>
  t.field({
    type: IngredientStockRef,
    description:
      'Records a count of an ingredient at a venue: the level is set to the base units counted and a COUNT movement keeps the difference.',
    authScopes: INVENTORY,
    args: { input: t.arg({ type: CountInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      const input = parseInput(ingredientCountSchema, idsOf(args.input), INVENTORY_FIELDS);
      return recordIngredientCount(ctx.db, viewer, await actorName(ctx.db, viewerOf(ctx)), input);
    },
  }),
);

builder.mutationField('setIngredientLowLevel', (t) =>
  t.field({
    type: IngredientStockRef,
    description:
      "Sets (null clears) the level at or below which a tracked ingredient is low at a venue. NOT_FOUND when it is not tracked there or not the viewer's.",
    authScopes: INVENTORY,
    args: {
      venueId: t.arg.id({ required: true }),
      ingredientId: t.arg.id({ required: true }),
      lowLevel: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      const input = parseInput(
        ingredientLowSchema,
        {
          venueId: String(args.venueId),
          ingredientId: String(args.ingredientId),
          lowLevel: args.lowLevel ?? null,
        },
        INVENTORY_FIELDS,
      );
      return setIngredientLowLevel(ctx.db, viewer, input);
    },
  }),
);

builder.objectField(Item, 'soldOut', (t) =>
  t.boolean({
    description:
      "Sold out at the venue: tracked units at zero or below, or a recipe ingredient short of one unit (docs/inventory.md). False for an untracked product and for a venue not the viewer's.",
    args: { venueId: t.arg.id({ required: true }) },
    resolve: (item, args, ctx) => {
      const viewer = viewerOf(ctx);
      const venueId = String(args.venueId);
      return batcher(
        ctx,
        `soldOut:${venueId}`,
        () =>
          new Batcher(
            async (ids: string[]) => {
              const venue = isUuid(venueId) ? await permittedVenue(ctx.db, viewer, venueId) : null;
              const out = venue ? await soldOutAt(ctx.db, viewer, venue.id, ids) : new Set<string>();
              return new Map(ids.map((id) => [id, out.has(id)]));
            },
            () => false,
          ),
      ).load(item.id);
    },
  }),
);
