import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from './catalog.ts';
import { items } from './catalog.ts';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

export const menus = pgTable(
  'menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    currency: text('currency').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menus_company_idx').on(t.companyId)],
);

export const menuEntries = pgTable(
  'menu_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
  },
  (t) => [index('menu_entries_menu_idx').on(t.menuId)],
);

/** Which menu a venue uses for each service type (POS, TABLE_SERVICE, TAKE_AWAY, EAT_HERE). */
export const venueMenus = pgTable(
  'venue_menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').notNull(),
  },
  (t) => [unique('venue_menus_venue_service_uq').on(t.venueId, t.serviceType)],
);
