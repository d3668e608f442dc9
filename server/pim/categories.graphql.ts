import { COUNTRIES } from '../../src/domain/countries.ts';
import { bulkCategorySchema, categorySchema, categoryUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { kindService, versionedFields } from '../platform/api/versionedFields.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { categories } from '../platform/db/schema/index.ts';
import { ownRowsById } from '../platform/db/tenant.ts';
import { NamedFilter, namedPageField } from '../platform/paging/namedSchema.ts';
import {
  categoryKind,
  categoryList,
  updateCategories,
  updateCategoriesMatching,
} from './categories.service.ts';
import { companyCountry, parseInput, withoutNulls } from './common.ts';
import { forCountry } from './companyCountry.ts';
import { PIM_FIELDS } from './fields.ts';
import { loadFresh, resetPimLoader } from './loader.ts';
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

namedPageField({
  field: 'categoriesPage',
  typeName: 'CategoryPage',
  type: Category,
  scope: POS.scope,
  description: "The company's categories one page at a time (keyset), searched and sorted in SQL.",
  list: (viewer) => categoryList(viewer.companyId),
  load: (ctx, ids) => ownRowsById(ctx.db, viewerOf(ctx), categories, ids),
});

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

versionedFields({
  service: kindService(categoryKind),
  type: Category,
  scope: POS.scope,
  fields: PIM_FIELDS,
  create: {
    name: 'createCategory',
    input: CategoryInput,
    schema: forCountry(categorySchema),
    clearable: CLEARABLE,
  },
  update: {
    name: 'updateCategory',
    description: 'Changes the given fields; with expectedVersion, a stale save answers CONFLICT.',
    input: CategoryUpdateInput,
    schema: forCountry(categoryUpdateSchema),
    clearable: CLEARABLE,
  },
  load: (ctx, id) => loadFresh(ctx, (loader) => loader.categories(), id),
});

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
        PIM_FIELDS,
      );
      const count = await updateCategories(ctx.db, companyId, args.ids.map(String), data);
      resetPimLoader(ctx);
      return { success: true, version: 0, count };
    },
  }),
);

builder.mutationField('updateCategoriesMatching', (t) =>
  t.field({
    type: SaveResult,
    description:
      'Bulk change (VAT rate) of every category a list filter matches (the list\'s "select all N matching"), in one statement; count says how many.',
    authScopes: POS,
    args: {
      filter: t.arg({ type: NamedFilter, required: true }),
      data: t.arg({ type: BulkCategoryInput, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const data = parseInput(
        bulkCategorySchema(await companyCountry(ctx.db, companyId)),
        withoutNulls(args.data),
        PIM_FIELDS,
      );
      const count = await updateCategoriesMatching(ctx.db, companyId, args.filter, data);
      resetPimLoader(ctx);
      return { success: true, version: 0, count };
    },
  }),
);
