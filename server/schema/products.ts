import { and, asc, eq } from 'drizzle-orm';
import { COUNTRIES, normalizeCountry } from '../../src/domain/countries.ts';
import { sortItems } from '../../src/domain/sorting.ts';
import { builder, viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import { categories, companies, itemCategories, items, type Translations } from '../db/schema/index.ts';

const TranslationsRef = builder.objectRef<Translations>('Translations').implement({
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

interface CategoryShape {
  id: string;
  name: string;
  color: string;
  nameLang: Translations;
  vatRate: number;
}

const Category = builder.objectRef<CategoryShape>('Category').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color'),
    nameLang: t.field({ type: TranslationsRef, resolve: (c) => c.nameLang }),
    vatRate: t.exposeInt('vatRate'),
  }),
});

interface ItemShape {
  id: string;
  title: string;
  titleLang: Translations;
  defaultPrice: number;
  vatRate: number;
  volumeSuffix: string | null;
  categories: CategoryShape[];
}

const Item = builder.objectRef<ItemShape>('Item').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    titleLang: t.field({ type: TranslationsRef, resolve: (i) => i.titleLang }),
    defaultPrice: t.exposeInt('defaultPrice', {
      description: 'Integer minor units (öre, cents), VAT included.',
    }),
    vatRate: t.exposeInt('vatRate'),
    volumeSuffix: t.exposeString('volumeSuffix', { nullable: true }),
    categories: t.field({ type: [Category], resolve: (i) => i.categories }),
  }),
});

const ItemList = builder.objectRef<{ count: number; results: ItemShape[] }>('ItemList').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    results: t.field({ type: [Item], resolve: (l) => l.results }),
  }),
});

/** The viewer's company's live items with their categories, sorted as spec section 5 says. */
async function listItems(ctx: Context, companyId: string): Promise<ItemShape[]> {
  const [company] = await ctx.db
    .select({ country: companies.country })
    .from(companies)
    .where(eq(companies.id, companyId));
  const rows = await ctx.db
    .select({
      id: items.id,
      title: items.title,
      titleLang: items.titleLang,
      defaultPrice: items.defaultPrice,
      vatRate: items.vatRate,
      volumeSuffix: items.volumeSuffix,
    })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.deleted, false)));
  const links =
    rows.length === 0
      ? []
      : await ctx.db
          .select({
            itemId: itemCategories.itemId,
            id: categories.id,
            name: categories.name,
            color: categories.color,
            nameLang: categories.nameLang,
            vatRate: categories.vatRate,
          })
          .from(itemCategories)
          .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
          .where(eq(categories.companyId, companyId))
          .orderBy(asc(itemCategories.position), asc(categories.name));
  const byItem = new Map<string, CategoryShape[]>();
  for (const { itemId, ...category } of links) {
    const list = byItem.get(itemId);
    if (list) list.push(category);
    else byItem.set(itemId, [category]);
  }
  const result = rows.map((row) => ({ ...row, categories: byItem.get(row.id) ?? [] }));
  return sortItems(result, COUNTRIES[normalizeCountry(company?.country)].languageTag);
}

builder.queryField('items', (t) =>
  t.field({
    type: ItemList,
    description:
      "The company's items. The company always comes from the token: any other companyId answers with nothing.",
    // Products are read by the product screens, menu editing and the POS.
    authScopes: { scope: ['POS_CUSTOMIZATION', 'MENUS', 'ORDERS'] },
    args: { companyId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      if (args.companyId != null && String(args.companyId) !== viewer.companyId)
        return { count: 0, results: [] };
      const results = await listItems(ctx, viewer.companyId);
      return { count: results.length, results };
    },
  }),
);
