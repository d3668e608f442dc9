import { and, eq, inArray, sql } from 'drizzle-orm';
import { COUNTRIES } from '../../src/domain/countries.ts';
import {
  bulkCategorySchema,
  type CategoryData,
  categorySchema,
  categoryUpdateSchema,
  MAX_BULK,
} from '../../src/domain/pimSchemas.ts';
import { builder, viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import { categories, courseTypes, stations } from '../db/schema/index.ts';
import {
  badInput,
  checkReferences,
  companyCountry,
  hasErrors,
  isUuid,
  lockVersioned,
  notFound,
  parseInput,
  type Tx,
  withoutNulls,
} from './common.ts';
import { resetPimLoader } from './loader.ts';
import { Category, loaderOf, POS, SaveResult, TranslationsInput } from './types.graphql.ts';

builder.queryField('categories', (t) =>
  t.field({
    type: [Category],
    description: "The company's product categories, by name.",
    authScopes: POS,
    resolve: async (_root, _args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const { compare } = new Intl.Collator(COUNTRIES[await companyCountry(ctx.db, companyId)].languageTag, {
        sensitivity: 'base',
        numeric: true,
      });
      return [...(await loaderOf(ctx).categories()).values()].sort((a, b) => compare(a.name, b.name));
    },
  }),
);

const CategoryInput = builder.inputType('CategoryInput', {
  description: 'Spec section 3, Category payload; the company comes from the token.',
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    color: t.string({ required: false, description: 'A colour of the fixed palette, e.g. #f59e0b.' }),
    courseTypeId: t.id({ required: false }),
    stationId: t.id({ required: false }),
    vatRate: t.int({ required: true }),
    parentId: t.id({ required: false }),
  }),
});

const CategoryUpdateInput = builder.inputType('CategoryUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    color: t.string({ required: false }),
    courseTypeId: t.id({ required: false }),
    stationId: t.id({ required: false }),
    vatRate: t.int({ required: false }),
    parentId: t.id({ required: false }),
  }),
});

const CLEARABLE = ['courseTypeId', 'stationId', 'parentId'];

/** Course, station and parent must be the company's; a category cannot sit inside itself. */
async function checkCategory(
  _ctx: Context,
  tx: Tx,
  companyId: string,
  id: string | null,
  data: Partial<Pick<CategoryData, 'courseTypeId' | 'stationId' | 'parentId'>>,
): Promise<void> {
  const errors = await checkReferences(tx, companyId, [
    { field: 'courseTypeId', table: courseTypes, ids: [data.courseTypeId] },
    { field: 'stationId', table: stations, ids: [data.stationId] },
    { field: 'parentId', table: categories, ids: [data.parentId] },
  ]);
  if (!errors.parentId && id && data.parentId) {
    // Walk up from the new parent; meeting this category again would make a loop.
    let current: string | null = data.parentId;
    const seen = new Set<string>();
    while (current && !seen.has(current)) {
      if (current === id) {
        errors.parentId = 'parentCycle';
        break;
      }
      seen.add(current);
      const [row] = await tx
        .select({ parentId: categories.parentId })
        .from(categories)
        .where(and(eq(categories.id, current), eq(categories.companyId, companyId)));
      current = row?.parentId ?? null;
    }
  }
  if (hasErrors(errors)) throw badInput(errors);
}

async function loadCategory(ctx: Context, id: string) {
  resetPimLoader(ctx);
  const category = (await loaderOf(ctx).categories()).get(id);
  if (!category) throw notFound();
  return category;
}

builder.mutationField('createCategory', (t) =>
  t.field({
    type: Category,
    authScopes: POS,
    args: { data: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const data = parseInput(
        categorySchema(await companyCountry(ctx.db, companyId)),
        withoutNulls(args.data, CLEARABLE),
      );
      const id = await ctx.db.transaction(async (tx) => {
        await checkCategory(ctx, tx, companyId, null, data);
        const [row] = await tx
          .insert(categories)
          .values({
            companyId,
            name: data.name,
            nameLang: data.nameLang ?? {},
            color: data.color,
            courseTypeId: data.courseTypeId ?? null,
            stationId: data.stationId ?? null,
            vatRate: data.vatRate,
            parentId: data.parentId ?? null,
          })
          .returning({ id: categories.id });
        if (!row) throw new Error('category not created');
        return row.id;
      });
      return loadCategory(ctx, id);
    },
  }),
);

builder.mutationField('updateCategory', (t) =>
  t.field({
    type: Category,
    description: 'Changes the given fields; with expectedVersion, a stale save answers CONFLICT.',
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: CategoryUpdateInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const id = String(args.id);
      const data = parseInput(
        categoryUpdateSchema(await companyCountry(ctx.db, companyId)),
        withoutNulls(args.data, CLEARABLE),
      );
      await ctx.db.transaction(async (tx) => {
        await lockVersioned(tx, categories, companyId, id, args.expectedVersion);
        await checkCategory(ctx, tx, companyId, id, data);
        await tx
          .update(categories)
          .set({
            ...(data.name !== undefined ? { name: data.name } : {}),
            ...(data.nameLang != null ? { nameLang: data.nameLang } : {}),
            ...(data.color !== undefined ? { color: data.color } : {}),
            ...(data.courseTypeId !== undefined ? { courseTypeId: data.courseTypeId } : {}),
            ...(data.stationId !== undefined ? { stationId: data.stationId } : {}),
            ...(data.vatRate !== undefined ? { vatRate: data.vatRate } : {}),
            ...(data.parentId !== undefined ? { parentId: data.parentId } : {}),
            version: sql`${categories.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(categories.id, id));
      });
      return loadCategory(ctx, id);
    },
  }),
);

const BulkCategoryInput = builder.inputType('BulkCategoryInput', {
  fields: (t) => ({ vatRate: t.int({ required: false }) }),
});

builder.mutationField('updateCategories', (t) =>
  t.field({
    type: SaveResult,
    description: 'Bulk change of categories (VAT rate), all or nothing.',
    authScopes: POS,
    args: { ids: t.arg.idList({ required: true }), data: t.arg({ type: BulkCategoryInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const data = parseInput(
        bulkCategorySchema(await companyCountry(ctx.db, companyId)),
        withoutNulls(args.data),
      );
      const ids = [...new Set(args.ids.map(String))];
      if (ids.length > MAX_BULK) throw badInput({ ids: 'tooMany' });
      await ctx.db.transaction(async (tx) => {
        const found = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.companyId, companyId), inArray(categories.id, ids.filter(isUuid))));
        if (found.length !== ids.length) throw notFound();
        await tx
          .update(categories)
          .set({
            ...(data.vatRate != null ? { vatRate: data.vatRate } : {}),
            version: sql`${categories.version} + 1`,
            updatedAt: new Date(),
          })
          .where(inArray(categories.id, ids));
      });
      resetPimLoader(ctx);
      return { success: true, version: 0, count: ids.length };
    },
  }),
);
