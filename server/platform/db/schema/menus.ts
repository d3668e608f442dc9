import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Schedule, TimePrice } from '../../../../src/domain/menuAt.ts';
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
  (t) => [
    index('menus_company_idx').on(t.companyId),
    // One all-articles menu per company, whoever runs the rule at once (spec section 4; 0009_menus).
    uniqueIndex('menus_all_articles_uq').on(t.companyId).where(sql`lower(trim(${t.name})) = 'all articles'`),
  ],
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
    /** When the entry is on sale; null = always (venue's time zone). */
    schedule: jsonb('schedule').$type<Schedule>(),
    /** Time-bound prices (happy hour): the narrowest matching window wins. */
    timePrices: jsonb('time_prices').$type<TimePrice[]>().notNull().default([]),
  },
  (t) => [
    index('menu_entries_menu_idx').on(t.menuId),
    uniqueIndex('menu_entries_menu_item_uq').on(t.menuId, t.itemId),
    index('menu_entries_item_idx').on(t.itemId),
  ],
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
    /** When this menu is used for the service type; null = always. */
    schedule: jsonb('schedule').$type<Schedule>(),
  },
  (t) => [
    unique('venue_menus_venue_service_uq').on(t.venueId, t.serviceType),
    index('venue_menus_menu_idx').on(t.menuId),
  ],
);
