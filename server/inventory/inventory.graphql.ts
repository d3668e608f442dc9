import {
  deliverySchema,
  isLowStock,
  isSoldOut,
  lowStockSchema,
  STOCK_MOVEMENT_KINDS,
  STOCK_MOVEMENTS_PAGE_SIZE,
  STOCK_PAGE_SIZE,
  type StockMovementKind,
  stockCountSchema,
} from '../../src/domain/inventory.ts';
import { z } from '../../src/domain/zod.ts';
import { parseInput } from '../platform/api/input.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import type { StockMovementRow } from '../platform/db/schema/index.ts';
import {
  byNameArgs,
  byNamePage,
  listFilterOf,
  newestFirstPage,
  pageType,
} from '../platform/paging/keyset.ts';
import { requireLicence } from '../platform/security/licences.ts';
import { actorName } from '../session/actorName.service.ts';
import {
  INVENTORY_FIELDS,
  listMovements,
  listStock,
  recordDelivery,
  recordStockCount,
  type StockView,
  setLowStockLevel,
  stockOf,
} from './inventory.service.ts';

/**
 * Stock per product and venue (issue 47 item 8, docs/inventory.md): behind the INVENTORY module,
 * with the scopes that edit products (POS_CUSTOMIZATION, MENUS: the PIM's writers). The viewer's
 * venue restriction holds; a venue or product not the viewer's answers NOT_FOUND.
 */
export const INVENTORY = { scope: ['POS_CUSTOMIZATION', 'MENUS'] } as const;

export async function inventoryViewer(ctx: Context) {
  await requireLicence(ctx, 'inventory');
  return viewerOf(ctx);
}

export const kindEnum = builder.enumType('StockMovementKind', { values: STOCK_MOVEMENT_KINDS });

const StockLevelRef = builder.objectRef<StockView>('StockLevel').implement({
  description: "A product's stock at a venue, in whole units.",
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    itemId: t.exposeID('itemId'),
    title: t.exposeString('name', { description: "The product's title." }),
    level: t.exposeInt('level', {
      description: 'Units on hand (below zero when more were sold than counted).',
    }),
    lowLevel: t.exposeInt('lowLevel', { nullable: true, description: 'Low on stock at or below this.' }),
    low: t.boolean({ resolve: (row) => isLowStock(row.level, row.lowLevel) }),
    soldOut: t.boolean({
      description: 'At zero or below: sold out at the venue.',
      resolve: (row) => isSoldOut(row.level),
    }),
    unitPrice: t.exposeInt('unitPrice', {
      description: "The product's default price (VAT included, minor units): the stock value's unit.",
    }),
    updatedAt: t.string({ resolve: (row) => row.updatedAt.toISOString() }),
  }),
});

const StockMovementRef = builder.objectRef<StockMovementRow>('StockMovement').implement({
  description: "One change of a product's stock at a venue (the history is never changed).",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: kindEnum, resolve: (row) => row.kind as StockMovementKind }),
    delta: t.exposeInt('delta', { description: 'Units added (positive) or taken (negative).' }),
    level: t.exposeInt('level', { description: 'The level the change left.' }),
    who: t.exposeString('who'),
    note: t.exposeString('note', { nullable: true }),
    orderId: t.exposeID('orderId', { nullable: true }),
    at: t.string({ resolve: (row) => row.at.toISOString() }),
  }),
});

const StockLevelPage = pageType('StockLevelPage', StockLevelRef);

const StockMovementPage = builder
  .objectRef<{ items: StockMovementRow[]; nextCursor: string | null }>('StockMovementPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [StockMovementRef], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
    }),
  });

builder.queryField('stockLevels', (t) =>
  t.field({
    type: StockLevelPage,
    description:
      "The products tracked at a venue by title, keyset-paged, searched by title; `lowOnly` keeps those at or below their low-stock level. NOT_FOUND for a venue not the viewer's.",
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
        list: `stockLevels:${String(args.venueId)}:${lowOnly}`,
        pageSize: STOCK_PAGE_SIZE,
        args,
        load: (query) => listStock(ctx.db, viewer, String(args.venueId), { ...query, lowOnly }),
      });
    },
  }),
);

builder.queryField('stockLevel', (t) =>
  t.field({
    type: StockLevelRef,
    nullable: true,
    description:
      "One product's stock at a venue; null when it is not tracked there. NOT_FOUND for a venue or product not the viewer's.",
    authScopes: INVENTORY,
    args: { venueId: t.arg.id({ required: true }), itemId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      stockOf(ctx.db, await inventoryViewer(ctx), String(args.venueId), String(args.itemId)),
  }),
);

builder.queryField('stockMovements', (t) =>
  t.field({
    type: StockMovementPage,
    description:
      "A product's stock movements at a venue, newest first (`nextCursor` for the next page). NOT_FOUND for a venue or product not the viewer's.",
    authScopes: INVENTORY,
    args: {
      venueId: t.arg.id({ required: true }),
      itemId: t.arg.id({ required: true }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      const venueId = String(args.venueId);
      const itemId = String(args.itemId);
      return newestFirstPage(ctx, {
        list: 'stockMovements',
        scope: { venueId, itemId },
        first: args.first,
        pageSize: STOCK_MOVEMENTS_PAGE_SIZE,
        after: args.after,
        instant: 'at',
        load: (first, after) => listMovements(ctx.db, viewer, venueId, itemId, first, after),
      });
    },
  }),
);

const DeliveryInputRef = builder.inputType('StockDeliveryInput', {
  fields: (t) => ({
    venueId: t.id({ required: true }),
    itemId: t.id({ required: true }),
    quantity: t.int({ required: true, description: 'Units delivered (at least 1).' }),
    note: t.string({ required: false }),
    idempotencyKey: t.string({
      required: false,
      description: 'A retry with the same key and body answers the first write; another body is CONFLICT.',
    }),
  }),
});

const CountInputRef = builder.inputType('StockCountInput', {
  fields: (t) => ({
    venueId: t.id({ required: true }),
    itemId: t.id({ required: true }),
    level: t.int({ required: true, description: 'Units counted: the new level.' }),
    note: t.string({ required: false }),
    idempotencyKey: t.string({
      required: false,
      description: 'A retry with the same key and body answers the first write; another body is CONFLICT.',
    }),
  }),
});

const idsOf = <T extends { venueId: string | number; itemId: string | number }>(input: T) => ({
  ...input,
  venueId: String(input.venueId),
  itemId: String(input.itemId),
});

builder.mutationField('recordDelivery', (t) =>
  t.field({
    type: StockLevelRef,
    description:
      'Records units delivered of a product at a venue: the level goes up and a DELIVERY movement is kept. The first delivery or count starts tracking the product there; a sold-out product is available again above zero.',
    authScopes: INVENTORY,
    args: { input: t.arg({ type: DeliveryInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      const input = parseInput(deliverySchema, idsOf(args.input), INVENTORY_FIELDS);
      return (await recordDelivery(ctx.db, viewer, await actorName(ctx.db, viewerOf(ctx)), input)).stock;
    },
  }),
);

builder.mutationField('recordStockCount', (t) =>
  t.field({
    type: StockLevelRef,
    description:
      'Records a count of a product at a venue: the level is set to the units counted and a COUNT movement keeps the difference. The first delivery or count starts tracking the product there.',
    authScopes: INVENTORY,
    args: { input: t.arg({ type: CountInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      const input = parseInput(stockCountSchema, idsOf(args.input), INVENTORY_FIELDS);
      return (await recordStockCount(ctx.db, viewer, await actorName(ctx.db, viewerOf(ctx)), input)).stock;
    },
  }),
);

builder.mutationField('setLowStockLevel', (t) =>
  t.field({
    type: StockLevelRef,
    description:
      "Sets (null clears) the level at or below which a tracked product is low on stock at a venue. Setting what is stored again changes nothing (a retry is harmless). NOT_FOUND when the product is not tracked there or not the viewer's.",
    authScopes: INVENTORY,
    args: {
      venueId: t.arg.id({ required: true }),
      itemId: t.arg.id({ required: true }),
      lowLevel: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await inventoryViewer(ctx);
      const input = parseInput(
        lowStockSchema,
        { venueId: String(args.venueId), itemId: String(args.itemId), lowLevel: args.lowLevel ?? null },
        INVENTORY_FIELDS,
      );
      return setLowStockLevel(ctx.db, viewer, input);
    },
  }),
);
