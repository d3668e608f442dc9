import { inArray } from 'drizzle-orm';
import type { DB } from '../platform/db/client.ts';
import {
  items,
  type OfferRules,
  offers,
  posButtons,
  posLayoutCategories,
  posLayouts,
  posPages,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

const ALWAYS: OfferRules['validity'] = { weekdays: [], timeWindows: [], startDate: null, endDate: null };

/**
 * The demo's till layout and offers (issue 17): a layout with three categories, a "Beer" sub-page
 * linked from the drinks page, a happy-hour 2-for-1 on beer, a lunch combo, a coffee stage offer,
 * the staff discount preset and a poster-only offer.
 */
export async function seedPosLayouts(tx: Tx, companyId: string): Promise<void> {
  const titles = [
    'Ljus lager',
    'IPA',
    'Veteöl',
    'Köttbullar med potatismos',
    'Wallenbergare',
    'Pannbiff med lök',
    'Kladdkaka med grädde',
    'Äppelpaj med vaniljsås',
    'Crème brûlée',
  ];
  const rows = await tx
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(ownRows({ companyId }, items, inArray(items.title, titles)));
  const id = (title: string) => rows.find((r) => r.title === title)?.id;
  const ids = (...names: string[]) => names.map(id).filter((v): v is string => Boolean(v));
  const beers = ids('Ljus lager', 'IPA', 'Veteöl');
  const mains = ids('Köttbullar med potatismos', 'Wallenbergare', 'Pannbiff med lök');
  const desserts = ids('Kladdkaka med grädde', 'Äppelpaj med vaniljsås', 'Crème brûlée');

  const offer = (
    o: Partial<typeof offers.$inferInsert> & {
      name: string;
      type: string;
      discountType: string;
      rules: OfferRules;
    },
  ) => ({ companyId, ...o }) as typeof offers.$inferInsert;
  const created = await tx
    .insert(offers)
    .values([
      offer({
        name: 'Happy hour 2 för 1',
        type: 'STAGED_BUNDLE',
        discountType: 'PERCENTAGE',
        rules: {
          value: 0,
          groups: [{ itemIds: beers }],
          stages: [{ quantity: 2, value: 50 }],
          validity: {
            weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
            timeWindows: [{ from: '16:00', to: '18:00' }],
            startDate: null,
            endDate: null,
          },
        },
      }),
      offer({
        name: 'Lunchkombo',
        type: 'BUNDLE',
        discountType: 'PRICE',
        rules: {
          value: 25_900,
          groups: [{ itemIds: mains }, { itemIds: desserts }],
          stages: [],
          validity: ALWAYS,
        },
      }),
      offer({
        name: 'Personalrabatt 15 %',
        type: 'ORDER_DISCOUNT',
        discountType: 'PERCENTAGE',
        automatic: false,
        permission: 'PRESET_DISCOUNT',
        rules: { value: 15, groups: [], stages: [], validity: ALWAYS },
      }),
      offer({
        name: 'Vänner och familj 10 %',
        type: 'ORDER_DISCOUNT',
        discountType: 'PERCENTAGE',
        automatic: false,
        permission: 'PRESET_DISCOUNT',
        rules: { value: 10, groups: [], stages: [], validity: ALWAYS },
      }),
      offer({
        name: 'Tisdagsaffisch',
        type: 'VISUAL',
        discountType: 'PERCENTAGE',
        rules: { value: 20, groups: [], stages: [], validity: { ...ALWAYS, weekdays: ['TUESDAY'] } },
      }),
    ])
    .returning({ id: offers.id, name: offers.name });
  const combo = created.find((o) => o.name === 'Lunchkombo')?.id;

  const [layout] = await tx
    .insert(posLayouts)
    .values({ companyId, name: 'Huvudkassa', nameLang: { en: 'Main till' } })
    .returning();
  if (!layout) throw new Error('seed: layout not created');
  const page = async (name: string, en: string) => {
    const [row] = await tx
      .insert(posPages)
      .values({ companyId, layoutId: layout.id, name, nameLang: { en }, columns: 5, rows: 4 })
      .returning();
    return row?.id as string;
  };
  const food = await page('Mat', 'Food');
  const drinks = await page('Dryck', 'Drinks');
  const sweets = await page('Desserter', 'Desserts');
  const beerPage = await page('Öl', 'Beer');
  await tx.insert(posLayoutCategories).values([
    {
      companyId,
      layoutId: layout.id,
      pageId: food,
      order: 3,
      color: 'red',
      name: 'Mat',
      nameLang: { en: 'Food' },
    },
    {
      companyId,
      layoutId: layout.id,
      pageId: drinks,
      order: 2,
      color: 'blue',
      name: 'Dryck',
      nameLang: { en: 'Drinks' },
    },
    {
      companyId,
      layoutId: layout.id,
      pageId: sweets,
      order: 1,
      color: 'pink',
      name: 'Desserter',
      nameLang: { en: 'Desserts' },
    },
  ]);
  const productButtons = (pageId: string, list: string[]) =>
    list.map((itemId, i) => ({
      companyId,
      pageId,
      kind: 'ITEM',
      itemId,
      col: i % 5,
      row: Math.floor(i / 5),
    }));
  await tx.insert(posButtons).values([
    ...productButtons(food, mains),
    ...(combo
      ? [
          {
            companyId,
            pageId: food,
            kind: 'OFFER',
            offerId: combo,
            col: 0,
            row: 3,
            width: 2,
            color: 'orange',
            label: 'Lunchkombo',
          },
        ]
      : []),
    ...productButtons(sweets, desserts),
    ...productButtons(beerPage, beers),
    {
      companyId,
      pageId: drinks,
      kind: 'PAGE',
      targetPageId: beerPage,
      col: 0,
      row: 0,
      color: 'yellow',
      label: 'Öl',
    },
  ]);
}
