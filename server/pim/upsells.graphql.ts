import { eq, sql } from 'drizzle-orm';
import { upsellSchema, upsellUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { builder, viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import { items, upsellItems, upsells } from '../db/schema/index.ts';
import {
  badInput,
  checkReferences,
  hasErrors,
  lockVersioned,
  notFound,
  parseInput,
  type Tx,
  withoutNulls,
} from './common.ts';
import { resetPimLoader } from './loader.ts';
import { loaderOf, POS, TranslationsInput, Upsell } from './types.graphql.ts';

builder.queryField('upsells', (t) =>
  t.field({
    type: [Upsell],
    description: "The company's upsells in display order.",
    authScopes: POS,
    resolve: async (_root, _args, ctx) => [...(await loaderOf(ctx).upsells()).values()],
  }),
);

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

async function setItems(
  _ctx: Context,
  tx: Tx,
  companyId: string,
  upsellId: string,
  itemIds: readonly string[],
) {
  const errors = await checkReferences(tx, companyId, [
    { field: 'itemIds', table: items, ids: itemIds, extra: eq(items.deleted, false) },
  ]);
  if (hasErrors(errors)) throw badInput(errors);
  await tx.delete(upsellItems).where(eq(upsellItems.upsellId, upsellId));
  if (itemIds.length > 0)
    await tx
      .insert(upsellItems)
      .values(itemIds.map((itemId, position) => ({ companyId, upsellId, itemId, position })));
}

async function load(ctx: Context, id: string) {
  resetPimLoader(ctx);
  const row = (await loaderOf(ctx).upsells()).get(id);
  if (!row) throw notFound();
  return row;
}

builder.mutationField('createUpsell', (t) =>
  t.field({
    type: Upsell,
    authScopes: POS,
    args: { data: t.arg({ type: UpsellInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const data = parseInput(upsellSchema, withoutNulls(args.data));
      const id = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(upsells)
          .values({
            companyId,
            name: data.name,
            nameLang: data.nameLang ?? {},
            displayOrder: data.displayOrder,
          })
          .returning({ id: upsells.id });
        if (!row) throw new Error('upsell not created');
        await setItems(ctx, tx, companyId, row.id, data.itemIds ?? []);
        return row.id;
      });
      return load(ctx, id);
    },
  }),
);

builder.mutationField('updateUpsell', (t) =>
  t.field({
    type: Upsell,
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: UpsellUpdateInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const id = String(args.id);
      const data = parseInput(upsellUpdateSchema, withoutNulls(args.data));
      await ctx.db.transaction(async (tx) => {
        await lockVersioned(tx, upsells, companyId, id, args.expectedVersion);
        await tx
          .update(upsells)
          .set({
            ...(data.name !== undefined ? { name: data.name } : {}),
            ...(data.nameLang != null ? { nameLang: data.nameLang } : {}),
            ...(data.displayOrder !== undefined ? { displayOrder: data.displayOrder } : {}),
            version: sql`${upsells.version} + 1`,
          })
          .where(eq(upsells.id, id));
        if (data.itemIds) await setItems(ctx, tx, companyId, id, data.itemIds);
      });
      return load(ctx, id);
    },
  }),
);
