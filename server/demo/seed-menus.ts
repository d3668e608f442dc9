import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TimePrice } from '../../src/domain/menuAt.ts';
import type { Tx } from '../platform/db/queryable.ts';
import {
  categories,
  itemCategories,
  items,
  menuEntries,
  menus,
  venueMenus,
  venues,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const LUNCH_CATEGORIES = ['Varmrätter', 'Sallader', 'Smörgåsar', 'Alkoholfritt', 'Kaffe & te'];
const EVENING_CATEGORIES = [
  'Förrätter',
  'Varmrätter',
  'Desserter',
  'Öl & cider',
  'Vin',
  'Drinkar',
  'Bartilltugg',
];
const DRINKS = ['Öl & cider', 'Vin', 'Drinkar'];

/**
 * The demo company's menus beyond the all-articles and take-away ones of the seed (issue 16):
 * a weekday lunch menu with lunch prices (served 11–14), an evening menu, and a happy hour on
 * drinks (Monday to Friday 16–18 at 20 % off). The first venue uses lunch for eat-here and the
 * evening menu for table service; the take-away menu keeps its own prices.
 */
export async function seedMenus(tx: Tx, companyId: string): Promise<void> {
  const rows = await tx
    .select({ id: items.id, price: items.defaultPrice, category: categories.name })
    .from(items)
    .innerJoin(itemCategories, eq(itemCategories.itemId, items.id))
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(
      ownRows({ companyId }, items, inArray(categories.name, [...LUNCH_CATEGORIES, ...EVENING_CATEGORIES])),
    );
  const [lunch, evening] = await tx
    .insert(menus)
    .values([
      {
        companyId,
        name: 'Lunch',
        nameLang: { en: 'Lunch', se: 'Lunch', es: 'Almuerzo', no: 'Lunsj' },
        currency: 'SEK',
      },
      {
        companyId,
        name: 'Kvällsmeny',
        nameLang: { en: 'Evening menu', se: 'Kvällsmeny', es: 'Carta de noche', no: 'Kveldsmeny' },
        currency: 'SEK',
      },
    ])
    .returning({ id: menus.id });
  if (!lunch || !evening) throw new Error('seed: menus not created');
  const lunchWindow = { days: [...WEEKDAYS], start: 11 * 60, end: 14 * 60 };
  const seen = new Set<string>();
  const lunchRows = rows.filter((row) => LUNCH_CATEGORIES.includes(row.category));
  await tx.insert(menuEntries).values(
    lunchRows
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .map((row) => ({
        menuId: lunch.id,
        itemId: row.id,
        // Lunch prices: mains at 135 kr with salad and coffee, the rest as usual.
        price: row.category === 'Varmrätter' ? 13_500 : row.price,
        schedule: { windows: [lunchWindow] },
      })),
  );
  seen.clear();
  await tx.insert(menuEntries).values(
    rows
      .filter((row) => EVENING_CATEGORIES.includes(row.category))
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .map((row) => {
        const happyHour: TimePrice[] = DRINKS.includes(row.category)
          ? [
              {
                price: Math.round((row.price * 0.8) / 100) * 100,
                windows: [{ days: [...WEEKDAYS], start: 16 * 60, end: 18 * 60 }],
              },
            ]
          : [];
        return { menuId: evening.id, itemId: row.id, price: row.price, timePrices: happyHour };
      }),
  );
  const [first] = await tx
    .select({ id: venues.id })
    .from(venues)
    .where(ownRows({ companyId }, venues))
    .orderBy(asc(venues.createdAt), asc(venues.name))
    .limit(1);
  if (!first) return;
  for (const [serviceType, menuId] of [
    ['EAT_HERE', lunch.id],
    ['TABLE_SERVICE', evening.id],
  ] as const)
    await tx
      .update(venueMenus)
      .set({ menuId })
      .where(and(eq(venueMenus.venueId, first.id), eq(venueMenus.serviceType, serviceType)));
}
