import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { variationGroupSchema, variationGroupUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { builder, viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import { variationGroups, variations } from '../db/schema/index.ts';
import { isUuid, lockVersioned, notFound, parseInput, type Tx, withoutNulls } from './common.ts';
import { resetPimLoader } from './loader.ts';
import { loaderOf, POS, TranslationsInput, VariationGroup } from './types.graphql.ts';

builder.queryField('variationGroups', (t) =>
  t.field({
    type: [VariationGroup],
    description: "The company's modification groups with their variations.",
    authScopes: POS,
    resolve: async (_root, _args, ctx) => [...(await loaderOf(ctx).variationGroups()).values()],
  }),
);

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

type VariationData = NonNullable<ReturnType<typeof variationGroupSchema.parse>['variations']>;

/** Makes the group's variations exactly this list, in this order, keeping the ids of known ones. */
async function replaceVariations(
  tx: Tx,
  companyId: string,
  groupId: string,
  list: VariationData,
): Promise<void> {
  const existing = await tx
    .select({ id: variations.id })
    .from(variations)
    .where(eq(variations.groupId, groupId));
  const known = new Set(existing.map((row) => row.id));
  const kept = list.map((entry) => entry.id).filter((id): id is string => Boolean(id && known.has(id)));
  await tx
    .delete(variations)
    .where(and(eq(variations.groupId, groupId), kept.length ? notInArray(variations.id, kept) : undefined));
  for (const [position, entry] of list.entries()) {
    const values = { name: entry.name, nameLang: entry.nameLang ?? {}, price: entry.price, position };
    if (entry.id && known.has(entry.id))
      await tx.update(variations).set(values).where(eq(variations.id, entry.id));
    else await tx.insert(variations).values({ ...values, companyId, groupId });
  }
}

async function load(ctx: Context, id: string) {
  resetPimLoader(ctx);
  const row = (await loaderOf(ctx).variationGroups()).get(id);
  if (!row) throw notFound();
  return row;
}

function cleanVariations<T extends { variations?: unknown }>(data: T): T {
  if (!Array.isArray(data.variations)) return data;
  return {
    ...data,
    variations: data.variations.map((entry) =>
      entry && typeof entry === 'object' ? withoutNulls(entry) : entry,
    ),
  };
}

builder.mutationField('createVariationGroup', (t) =>
  t.field({
    type: VariationGroup,
    authScopes: POS,
    args: { data: t.arg({ type: VariationGroupInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const data = parseInput(variationGroupSchema, cleanVariations(withoutNulls(args.data)));
      const id = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(variationGroups)
          .values({
            companyId,
            title: data.title,
            titleLang: data.titleLang ?? {},
            selectionMode: data.selectionMode ?? 'SINGLE',
          })
          .returning({ id: variationGroups.id });
        if (!row) throw new Error('group not created');
        // New groups take no ids from elsewhere: every variation is new.
        await replaceVariations(
          tx,
          companyId,
          row.id,
          (data.variations ?? []).map((entry) => ({ ...entry, id: null })),
        );
        return row.id;
      });
      return load(ctx, id);
    },
  }),
);

builder.mutationField('updateVariationGroup', (t) =>
  t.field({
    type: VariationGroup,
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: VariationGroupUpdateInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const id = String(args.id);
      const data = parseInput(variationGroupUpdateSchema, cleanVariations(withoutNulls(args.data)));
      await ctx.db.transaction(async (tx) => {
        await lockVersioned(tx, variationGroups, companyId, id, args.expectedVersion);
        await tx
          .update(variationGroups)
          .set({
            ...(data.title !== undefined ? { title: data.title } : {}),
            ...(data.titleLang != null ? { titleLang: data.titleLang } : {}),
            ...(data.selectionMode != null ? { selectionMode: data.selectionMode } : {}),
            version: sql`${variationGroups.version} + 1`,
          })
          .where(eq(variationGroups.id, id));
        if (data.variations) {
          // Only ids of this group's own variations are kept; others count as new.
          const own = data.variations
            .map((entry) => entry.id)
            .filter((value): value is string => Boolean(value && isUuid(value)));
          const mine = own.length
            ? new Set(
                (
                  await tx
                    .select({ id: variations.id })
                    .from(variations)
                    .where(and(eq(variations.groupId, id), inArray(variations.id, own)))
                ).map((row) => row.id),
              )
            : new Set<string>();
          await replaceVariations(
            tx,
            companyId,
            id,
            data.variations.map((entry) => ({
              ...entry,
              id: entry.id && mine.has(entry.id) ? entry.id : null,
            })),
          );
        }
      });
      return load(ctx, id);
    },
  }),
);
