import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DB } from '../platform/db/client.ts';
import {
  ingredientStockLevels,
  ingredientStockMovements,
  items,
  licences,
  recipeLines,
  stockIngredients,
  stockLevels,
  stockMovements,
  suppliers,
  venues,
} from '../platform/db/schema/index.ts';
import { ownRows, ownRowsToInsert } from '../platform/db/tenant.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

/** Bottled drinks the demo counts at its first venue: title, delivered, sold since, low-stock level. */
const DEMO_STOCK: [title: string, delivered: number, sold: number, lowLevel: number | null][] = [
  ['Coca-Cola', 48, 11, 12],
  ['Trocadero', 24, 6, 6],
  ['Mineralvatten', 36, 9, 12],
  ['Äppelmust', 24, 17, 10],
  ['Alkoholfri öl', 12, 8, 6],
  ['Päroncider', 30, 7, null],
];

/** Who the demo buys from (the declared kind of src/domain/kinds/supplier.kind.ts). */
const DEMO_SUPPLIERS = [
  {
    name: 'Menigo Foodservice',
    contactName: 'Johanna Berg',
    email: 'order@menigo.example',
    phone: '+46 8 555 010 00',
    accountNumber: 'K-204118',
    active: true,
  },
  {
    name: 'Spendrups Bryggeri',
    contactName: 'Erik Holm',
    email: 'kundservice@spendrups.example',
    phone: '+46 8 555 023 40',
    accountNumber: '880341',
    active: true,
  },
  {
    name: 'Grönsakshallen Sorunda',
    contactName: 'Lina Ek',
    email: 'bestall@gronsakshallen.example',
    phone: '+46 8 555 077 12',
    accountNumber: 'GH-1190',
    active: true,
  },
  {
    name: 'Lantmännen Cerealia',
    contactName: '',
    email: '',
    phone: '+46 8 555 090 90',
    accountNumber: '',
    active: false,
  },
];

/**
 * The demo company's stock (issue 47 item 8, docs/inventory.md): the INVENTORY module, and bottled
 * drinks tracked at the first venue with a delivery, the sales since and a count, so /inventory
 * shows levels, two products low on stock and a history. None is sold out: the guest page and the
 * tills of the demo sell every product.
 */
export async function seedInventory(tx: Tx, companyId: string): Promise<void> {
  const tenant = { companyId };
  await tx.insert(licences).values({
    companyId,
    plan: 'YEARLY',
    status: 'ACTIVE',
    product: 'INVENTORY',
    createdAt: new Date('2026-01-15T09:00:00Z'),
  });
  await tx.insert(suppliers).values(ownRowsToInsert(tenant, DEMO_SUPPLIERS));
  const [venue] = await tx
    .select({ id: venues.id })
    .from(venues)
    .where(ownRows(tenant, venues, eq(venues.deleted, false)))
    .orderBy(asc(venues.createdAt), asc(venues.name))
    .limit(1);
  if (!venue) return;
  const found = await tx
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(
      ownRows(
        tenant,
        items,
        and(
          inArray(
            items.title,
            DEMO_STOCK.map(([title]) => title),
          ),
          eq(items.deleted, false),
        ),
      ),
    );
  const idOf = new Map(found.map((item) => [item.title, item.id]));
  const delivered = new Date(Date.now() - 3 * 86_400_000);
  const counted = new Date(Date.now() - 86_400_000);
  for (const [title, quantity, sold, lowLevel] of DEMO_STOCK) {
    const itemId = idOf.get(title);
    if (!itemId) continue;
    const level = quantity - sold;
    await tx
      .insert(stockLevels)
      .values({ companyId, venueId: venue.id, itemId, level, lowLevel, updatedAt: counted });
    await tx.insert(stockMovements).values([
      {
        companyId,
        venueId: venue.id,
        itemId,
        kind: 'DELIVERY',
        delta: quantity,
        level: quantity,
        who: 'Demo Owner',
        note: 'Weekly delivery',
        at: delivered,
      },
      {
        companyId,
        venueId: venue.id,
        itemId,
        kind: 'COUNT',
        delta: -sold,
        level,
        who: 'Demo Owner',
        note: 'Stock count',
        at: counted,
      },
    ]);
  }
  await seedRecipes(tx, companyId, venue.id, delivered);
}

/** Ingredients the demo counts (name, unit, delivered, low level) and the recipe of the meatballs. */
const DEMO_INGREDIENTS: [name: string, unit: 'PIECE' | 'GRAM', delivered: number, lowLevel: number][] = [
  ['Köttbullar', 'PIECE', 400, 100],
  ['Potatis', 'GRAM', 20000, 4000],
];
const DEMO_RECIPE: [title: string, lines: [ingredient: string, quantity: number][]][] = [
  [
    'Köttbullar med potatismos',
    [
      ['Köttbullar', 8],
      ['Potatis', 250],
    ],
  ],
];

/**
 * Stock counted in ingredients (decision 0109): two ingredients delivered at the first venue and
 * the meatballs' recipe (eight meatballs and 250 g of potatoes a portion), so /inventory shows ingredient stock and a recipe; nothing sold out.
 */
async function seedRecipes(tx: Tx, companyId: string, venueId: string, at: Date): Promise<void> {
  const made = await tx
    .insert(stockIngredients)
    .values(DEMO_INGREDIENTS.map(([name, unit]) => ({ companyId, name, unit, createdAt: at })))
    .returning({ id: stockIngredients.id, name: stockIngredients.name });
  const idOf = new Map(made.map((row) => [row.name, row.id]));
  for (const [name, , delivered, lowLevel] of DEMO_INGREDIENTS) {
    const ingredientId = idOf.get(name);
    if (!ingredientId) continue;
    await tx
      .insert(ingredientStockLevels)
      .values({ companyId, venueId, ingredientId, level: delivered, lowLevel, updatedAt: at });
    await tx.insert(ingredientStockMovements).values({
      companyId,
      venueId,
      ingredientId,
      kind: 'DELIVERY',
      delta: delivered,
      level: delivered,
      who: 'Demo Owner',
      note: 'Weekly delivery',
      at,
    });
  }
  for (const [title, lines] of DEMO_RECIPE) {
    const [item] = await tx
      .select({ id: items.id })
      .from(items)
      .where(ownRows({ companyId }, items, eq(items.title, title), eq(items.deleted, false)))
      .limit(1);
    if (!item) continue;
    const rows = lines.flatMap(([name, quantity]) => {
      const ingredientId = idOf.get(name);
      return ingredientId ? [{ companyId, itemId: item.id, ingredientId, quantity }] : [];
    });
    if (rows.length) await tx.insert(recipeLines).values(rows);
  }
}
