import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { items } from './catalog.ts';
import { companies } from './companies.ts';
import { orders } from './orders.ts';
import { venues } from './venues.ts';

/**
 * Stock (issue 47 item 8, docs/inventory.md): a product's level at a venue, in whole units. A row
 * means the product's stock is tracked at that venue; a sale of a tracked product takes from it in
 * the order's transaction, and at zero or below the product is sold out there.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** Units on hand; below zero when the tills sold more than was counted. */
    level: integer('level').notNull().default(0),
    /** At or below this the product is low on stock (null: no warning). */
    lowLevel: integer('low_level'),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_levels_venue_item_key').on(t.companyId, t.venueId, t.itemId),
    index('stock_levels_item_idx').on(t.itemId),
  ],
);
export type StockLevelRow = typeof stockLevels.$inferSelect;

/**
 * Every change of a level, appended and never changed (SALE, RETURN, DELIVERY, COUNT,
 * ADJUSTMENT): the change, the level it left, who made it and when.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Units added (positive) or taken (negative). */
    delta: integer('delta').notNull(),
    /** The level this movement left. */
    level: integer('level').notNull(),
    who: text('who').notNull(),
    note: text('note'),
    /** The order of a SALE or RETURN. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The write's key: a retry with it answers the same movement (null without one). */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_movements_idempotency_key').on(t.companyId, t.venueId, t.idempotencyKey),
    index('stock_movements_item_idx').on(t.companyId, t.venueId, t.itemId, t.at, t.id),
    index('stock_movements_venue_at_idx').on(t.companyId, t.venueId, t.at),
  ],
);
export type StockMovementRow = typeof stockMovements.$inferSelect;

/**
 * Stock counted in ingredients (decision 0109, migration 0056): a company's stock ingredient,
 * counted in whole base units (`unit`: PIECE, GRAM or MILLILITRE). Not the guest-facing
 * "removable ingredients" of a product (record metadata): those are names on one product.
 */
export const stockIngredients = pgTable(
  'stock_ingredients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stock_ingredients_name_key').on(t.companyId, sql`lower(${t.name})`)],
);
export type StockIngredientRow = typeof stockIngredients.$inferSelect;

/** A product's recipe: base units of an ingredient that one unit sold takes. */
export const recipeLines = pgTable(
  'recipe_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => stockIngredients.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('recipe_lines_item_ingredient_key').on(t.companyId, t.itemId, t.ingredientId),
    index('recipe_lines_ingredient_idx').on(t.ingredientId),
  ],
);
export type RecipeLineRow = typeof recipeLines.$inferSelect;

/** An ingredient's level at a venue in base units (a row: tracked there), like `stock_levels`. */
export const ingredientStockLevels = pgTable(
  'ingredient_stock_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => stockIngredients.id, { onDelete: 'cascade' }),
    level: integer('level').notNull().default(0),
    lowLevel: integer('low_level'),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ingredient_stock_levels_venue_key').on(t.companyId, t.venueId, t.ingredientId),
    index('ingredient_stock_levels_ingredient_idx').on(t.ingredientId),
  ],
);
export type IngredientStockLevelRow = typeof ingredientStockLevels.$inferSelect;

/** Every change of an ingredient's level, appended and never changed, like `stock_movements`. */
export const ingredientStockMovements = pgTable(
  'ingredient_stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => stockIngredients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    level: integer('level').notNull(),
    who: text('who').notNull(),
    note: text('note'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ingredient_stock_movements_idempotency_key').on(t.companyId, t.venueId, t.idempotencyKey),
    index('ingredient_stock_movements_ingredient_idx').on(t.companyId, t.venueId, t.ingredientId, t.at, t.id),
  ],
);
export type IngredientStockMovementRow = typeof ingredientStockMovements.$inferSelect;
