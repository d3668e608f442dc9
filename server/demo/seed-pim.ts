import { asc, eq, inArray } from 'drizzle-orm';
import { type Allergen, sortAllergens } from '../../src/domain/pim.ts';
import type { DB } from '../platform/db/client.ts';
import {
  categories,
  courseTypes,
  itemCategories,
  itemDefaultVariations,
  items,
  itemUpsells,
  itemVariationGroups,
  menuEntries,
  menus,
  predefinedMessages,
  stations,
  upsellItems,
  upsells,
  variationGroups,
  variations,
  venues,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { DEMO_ALLERGENS, DEMO_CAFE_CATEGORIES } from './demo-catalog.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

/** Which course and station each demo category's products get. */
const CATEGORY_ROUTING: Record<string, { course: string | null; station: string }> = {
  Förrätter: { course: 'starter', station: 'cold' },
  Varmrätter: { course: 'main', station: 'kitchen' },
  Pizza: { course: 'main', station: 'kitchen' },
  Desserter: { course: 'dessert', station: 'cold' },
  'Kaffe & te': { course: null, station: 'bar' },
  Alkoholfritt: { course: null, station: 'bar' },
  'Öl & cider': { course: null, station: 'bar' },
  Vin: { course: null, station: 'bar' },
  Frukost: { course: 'starter', station: 'kitchen' },
  Smörgåsar: { course: 'main', station: 'cold' },
  Bakverk: { course: 'dessert', station: 'bar' },
  Sallader: { course: 'main', station: 'cold' },
  Drinkar: { course: null, station: 'bar' },
  Barnmeny: { course: 'main', station: 'kitchen' },
  Bartilltugg: { course: 'starter', station: 'kitchen' },
  'Smoothies & juice': { course: null, station: 'bar' },
};

interface GroupSeed {
  key: string;
  se: string;
  en: string;
  mode: 'SINGLE' | 'MULTIPLE';
  /** [Swedish, English, price in kronor, chosen by default] */
  variations: [string, string, number, boolean?][];
  /** Categories whose products get the group. */
  categories: string[];
}

const GROUPS: GroupSeed[] = [
  {
    key: 'size',
    se: 'Storlek',
    en: 'Size',
    mode: 'SINGLE',
    variations: [
      ['Liten', 'Small', 0],
      ['Mellan', 'Medium', 5, true],
      ['Stor', 'Large', 10],
    ],
    categories: ['Kaffe & te', 'Smoothies & juice'],
  },
  {
    key: 'milk',
    se: 'Mjölk',
    en: 'Milk',
    mode: 'SINGLE',
    variations: [
      ['Standardmjölk', 'Regular milk', 0, true],
      ['Havremjölk', 'Oat milk', 5],
      ['Laktosfri mjölk', 'Lactose-free milk', 0],
    ],
    categories: ['Kaffe & te'],
  },
  {
    key: 'toppings',
    se: 'Extra pålägg',
    en: 'Extra toppings',
    mode: 'MULTIPLE',
    variations: [
      ['Skinka', 'Ham', 15],
      ['Champinjoner', 'Mushrooms', 10],
      ['Extra ost', 'Extra cheese', 15],
      ['Jalapeños', 'Jalapeños', 10],
      ['Ruccola', 'Rocket', 10],
    ],
    categories: ['Pizza'],
  },
  {
    key: 'doneness',
    se: 'Stekgrad',
    en: 'Doneness',
    mode: 'SINGLE',
    variations: [
      ['Blodig', 'Rare', 0],
      ['Medium', 'Medium', 0, true],
      ['Välstekt', 'Well done', 0],
    ],
    categories: [],
  },
  {
    key: 'side',
    se: 'Tillbehör',
    en: 'Side',
    mode: 'SINGLE',
    variations: [
      ['Potatismos', 'Mashed potatoes', 0, true],
      ['Pommes frites', 'French fries', 0],
      ['Kokt potatis', 'Boiled potatoes', 0],
      ['Sallad', 'Side salad', 10],
    ],
    categories: ['Barnmeny'],
  },
  {
    key: 'dressing',
    se: 'Dressing',
    en: 'Dressing',
    mode: 'SINGLE',
    variations: [
      ['Vinägrett', 'Vinaigrette', 0, true],
      ['Caesardressing', 'Caesar dressing', 0],
      ['Örtdressing', 'Herb dressing', 0],
    ],
    categories: ['Sallader'],
  },
];

/** Products that also get a group outside their categories' rule. */
const EXTRA_GROUPS: Record<string, string[]> = {
  'Biff Rydberg': ['doneness'],
  'Pannbiff med lök': ['side'],
  Kycklingburgare: ['side'],
  Högrevsburgare: ['doneness', 'side'],
};

const UPSELLS: { se: string; en: string; order: number; items: string[]; offeredWith: string[] }[] = [
  {
    se: 'Något att dricka till?',
    en: 'Something to drink?',
    order: 1,
    items: ['Coca-Cola', 'Mineralvatten', 'Äppelmust', 'Ljus lager', 'Husets röda, glas'],
    offeredWith: ['Varmrätter', 'Pizza', 'Smörgåsar', 'Sallader'],
  },
  {
    se: 'Något sött till kaffet?',
    en: 'Something sweet with your coffee?',
    order: 2,
    items: ['Kanelbulle', 'Kardemummabulle', 'Kladdkaka med grädde', 'Chokladboll', 'Prinsesstårta'],
    offeredWith: ['Kaffe & te'],
  },
  {
    se: 'Avsluta med dessert',
    en: 'Finish with a dessert',
    order: 3,
    items: ['Crème brûlée', 'Glass tre kulor', 'Äppelpaj med vaniljsås'],
    offeredWith: ['Varmrätter'],
  },
];

const MESSAGES: [string, string][] = [
  ['Utan lök', 'No onion'],
  ['Allergi – se bongen', 'Allergy – see the ticket'],
  ['Extra sås', 'Extra sauce'],
  ['Sås vid sidan', 'Sauce on the side'],
  ['Glutenfritt', 'Gluten-free'],
  ['Laktosfritt', 'Lactose-free'],
  ['Serveras med förrätten', 'Serve with the starter'],
  ['Barnportion', "Child's portion"],
];

/**
 * Issue 6's demo data inside seedDemo's transaction: the bistro becomes a café-restaurant with
 * 120 products in 16 categories, courses, stations, modification groups applied to products with
 * defaults, upsells, allergens and predefined kitchen messages. Bulk inserts keep it fast.
 */
export async function seedPim(tx: Tx, companyId: string): Promise<void> {
  const [firstVenue] = await tx
    .select({ id: venues.id })
    .from(venues)
    .where(ownRows({ companyId }, venues))
    .orderBy(asc(venues.createdAt), asc(venues.name));
  const [allArticles] = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(ownRows({ companyId }, menus, eq(menus.name, 'All articles')));

  const courseRows = await tx
    .insert(courseTypes)
    .values([
      {
        companyId,
        name: 'Förrätt',
        nameLang: { se: 'Förrätt', en: 'Starter', no: 'Forrett', da: 'Forret' },
        position: 0,
      },
      {
        companyId,
        name: 'Varmrätt',
        nameLang: { se: 'Varmrätt', en: 'Main course', no: 'Hovedrett', da: 'Hovedret' },
        position: 1,
      },
      {
        companyId,
        name: 'Efterrätt',
        nameLang: { se: 'Efterrätt', en: 'Dessert', no: 'Dessert', da: 'Dessert' },
        position: 2,
      },
    ])
    .returning({ id: courseTypes.id });
  const courses = { starter: courseRows[0]?.id, main: courseRows[1]?.id, dessert: courseRows[2]?.id };

  const stationRows = await tx
    .insert(stations)
    .values([
      { companyId, name: 'Köket', kind: 'PRINTER', venueId: firstVenue?.id ?? null },
      { companyId, name: 'Kallskänken', kind: 'PRINTER', venueId: firstVenue?.id ?? null },
      { companyId, name: 'Baren', kind: 'SCREEN', venueId: firstVenue?.id ?? null },
    ])
    .returning({ id: stations.id });
  const stationIds = { kitchen: stationRows[0]?.id, cold: stationRows[1]?.id, bar: stationRows[2]?.id };

  // The café's categories and products, beside the bistro's 60.
  const offset = 8;
  for (const [index, demo] of DEMO_CAFE_CATEGORIES.entries()) {
    const [category] = await tx
      .insert(categories)
      .values({
        companyId,
        name: demo.se,
        nameLang: { se: demo.se, en: demo.en },
        color: demo.color,
        vatRate: demo.vatRate,
      })
      .returning({ id: categories.id });
    if (!category) throw new Error('seed: category not created');
    const created = await tx
      .insert(items)
      .values(
        demo.items.map(([seTitle, enTitle, kronor, volumeSuffix]) => ({
          companyId,
          title: seTitle,
          titleLang: { se: seTitle, en: enTitle },
          defaultPrice: kronor * 100,
          vatRate: demo.vatRate,
          volumeSuffix: volumeSuffix ?? null,
        })),
      )
      .returning({ id: items.id, price: items.defaultPrice });
    await tx
      .insert(itemCategories)
      .values(
        created.map((item) => ({ itemId: item.id, categoryId: category.id, position: offset + index })),
      );
    if (allArticles)
      await tx
        .insert(menuEntries)
        .values(created.map((item) => ({ menuId: allArticles.id, itemId: item.id, price: item.price })));
  }

  // Courses and stations per category, and the same on their products.
  const categoryRows = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(ownRows({ companyId }, categories));
  const categoryIdByName = new Map(categoryRows.map((row) => [row.name, row.id]));
  for (const [name, routing] of Object.entries(CATEGORY_ROUTING)) {
    const categoryId = categoryIdByName.get(name);
    if (!categoryId) continue;
    const courseTypeId = routing.course ? (courses[routing.course as keyof typeof courses] ?? null) : null;
    const stationId = stationIds[routing.station as keyof typeof stationIds] ?? null;
    await tx.update(categories).set({ courseTypeId, stationId }).where(eq(categories.id, categoryId));
    await tx
      .update(items)
      .set({ courseTypeId })
      .where(
        inArray(
          items.id,
          tx
            .select({ id: itemCategories.itemId })
            .from(itemCategories)
            .where(eq(itemCategories.categoryId, categoryId)),
        ),
      );
  }

  const itemRows = await tx
    .select({ id: items.id, title: items.title, categoryId: itemCategories.categoryId })
    .from(items)
    .innerJoin(itemCategories, eq(itemCategories.itemId, items.id))
    .where(ownRows({ companyId }, items));
  const itemIdByTitle = new Map(itemRows.map((row) => [row.title, row.id]));
  const itemsInCategory = (name: string) =>
    itemRows.filter((row) => row.categoryId === categoryIdByName.get(name)).map((row) => row.id);

  // Allergens: one statement per distinct set.
  const bySet = new Map<string, string[]>();
  for (const [title, allergens] of Object.entries(DEMO_ALLERGENS)) {
    const id = itemIdByTitle.get(title);
    if (!id) throw new Error(`seed: no product ${title} for allergens`);
    const key = JSON.stringify(sortAllergens(allergens));
    bySet.set(key, [...(bySet.get(key) ?? []), id]);
  }
  for (const [key, ids] of bySet) {
    const allergens = JSON.parse(key) as Allergen[];
    await tx.update(items).set({ allergens }).where(inArray(items.id, ids));
  }

  // Modification groups, applied to products with their defaults.
  const groupIds = new Map<string, string>();
  const defaultsByGroup = new Map<string, string[]>();
  for (const group of GROUPS) {
    const [row] = await tx
      .insert(variationGroups)
      .values({
        companyId,
        title: group.se,
        titleLang: { se: group.se, en: group.en },
        selectionMode: group.mode,
      })
      .returning({ id: variationGroups.id });
    if (!row) throw new Error('seed: group not created');
    groupIds.set(group.key, row.id);
    const created = await tx
      .insert(variations)
      .values(
        group.variations.map(([se, en, kronor], position) => ({
          companyId,
          groupId: row.id,
          name: se,
          nameLang: { se, en },
          price: kronor * 100,
          position,
        })),
      )
      .returning({ id: variations.id });
    defaultsByGroup.set(
      group.key,
      created.filter((_, i) => group.variations[i]?.[3]).map((variation) => variation.id),
    );
  }
  const applied = new Map<string, string[]>();
  for (const group of GROUPS)
    for (const name of group.categories)
      for (const itemId of itemsInCategory(name))
        applied.set(itemId, [...(applied.get(itemId) ?? []), group.key]);
  for (const [title, keys] of Object.entries(EXTRA_GROUPS)) {
    const itemId = itemIdByTitle.get(title);
    if (itemId) applied.set(itemId, [...(applied.get(itemId) ?? []), ...keys]);
  }
  const groupLinks = [...applied].flatMap(([itemId, keys]) =>
    keys.map((key, position) => ({ companyId, itemId, groupId: groupIds.get(key) ?? '', position })),
  );
  if (groupLinks.length) await tx.insert(itemVariationGroups).values(groupLinks);
  const defaultLinks = [...applied].flatMap(([itemId, keys]) =>
    keys.flatMap((key) =>
      (defaultsByGroup.get(key) ?? []).map((variationId) => ({ companyId, itemId, variationId })),
    ),
  );
  if (defaultLinks.length) await tx.insert(itemDefaultVariations).values(defaultLinks);

  // Upsells: what they offer, and the products they are offered with.
  for (const upsell of UPSELLS) {
    const [row] = await tx
      .insert(upsells)
      .values({
        companyId,
        name: upsell.se,
        nameLang: { se: upsell.se, en: upsell.en },
        displayOrder: upsell.order,
      })
      .returning({ id: upsells.id });
    if (!row) throw new Error('seed: upsell not created');
    await tx.insert(upsellItems).values(
      upsell.items.map((title, position) => {
        const itemId = itemIdByTitle.get(title);
        if (!itemId) throw new Error(`seed: no product ${title} for an upsell`);
        return { companyId, upsellId: row.id, itemId, position };
      }),
    );
    const offeredWith = upsell.offeredWith.flatMap(itemsInCategory);
    if (offeredWith.length)
      await tx
        .insert(itemUpsells)
        .values(
          offeredWith.map((itemId) => ({ companyId, itemId, upsellId: row.id, position: upsell.order })),
        )
        .onConflictDoNothing();
  }

  if (firstVenue)
    await tx.insert(predefinedMessages).values(
      MESSAGES.map(([se, en]) => ({
        companyId,
        venueId: firstVenue.id,
        type: 'ITEM',
        text: se,
        textLang: { se, en },
      })),
    );
}
