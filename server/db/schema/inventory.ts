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
