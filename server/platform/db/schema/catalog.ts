import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { courseTypes, stations } from './kitchen.ts';
import type { Translations } from './translations.ts';

export type { Translations } from './translations.ts';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    color: text('color').notNull().default('#64748b'),
    vatRate: integer('vat_rate').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    courseTypeId: uuid('course_type_id').references(() => courseTypes.id, { onDelete: 'set null' }),
    /** The kitchen printer or screen this category's products go to. */
    stationId: uuid('station_id').references(() => stations.id, { onDelete: 'set null' }),
    /** Optimistic concurrency: bumped on every update. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_company_idx').on(t.companyId)],
);

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleLang: jsonb('title_lang').$type<Translations>().notNull().default({}),
    /** Integer minor units, VAT included. */
    defaultPrice: integer('default_price').notNull(),
    vatRate: integer('vat_rate').notNull(),
    /** Take-away VAT where it differs (Norway's product categories, spec section 3). */
    takeAwayVatRate: integer('take_away_vat_rate'),
    /** Norwegian product category (Mat, Øl, …) of a Norwegian company's product. */
    norwegianCategory: text('norwegian_category'),
    volumeSuffix: text('volume_suffix'),
    /** The price is typed in at the till. */
    manualPrice: boolean('manual_price').notNull().default(false),
    courseTypeId: uuid('course_type_id').references(() => courseTypes.id, { onDelete: 'set null' }),
    /** Overrides the categories' station. */
    stationId: uuid('station_id').references(() => stations.id, { onDelete: 'set null' }),
    /** Spec section 3 allergen values, EU group first. */
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    deleted: boolean('deleted').notNull().default(false),
    /** Optimistic concurrency: bumped on every update. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Paged lists' sort key (spec section 5): the title in lower case, a leading [TA] ignored. */
    sortTitle: text('sort_title').generatedAlwaysAs(
      sql`lower(regexp_replace(title, '^\\s*\\[TA\\]\\s*', '', 'i'))`,
    ),
    /** Paged lists' search key: lower case, spaces and hyphens removed (src/domain/search.ts). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(regexp_replace(title, '[\\s\\-‐‑‒–—]+', '', 'g'))`,
    ),
  },
  (t) => [
    index('items_company_title_idx').on(t.companyId, t.title),
    // Keyset paging (server/platform/paging): byte order ("C"), the same on every server and on PGlite.
    index('items_company_sort_idx')
      .on(t.companyId, sql`"sort_title" collate "C"`, t.id)
      .where(sql`"deleted" = false`),
    index('items_company_price_idx').on(t.companyId, t.defaultPrice, t.id).where(sql`"deleted" = false`),
  ],
);

export const itemCategories = pgTable(
  'item_categories',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    index('item_categories_category_idx').on(t.categoryId),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type ItemRow = typeof items.$inferSelect;

/**
 * One row per company, bumped by database triggers on every write to items, categories and
 * their links, so any server instance can tell whether a cached catalogue is still current.
 */
export const catalogVersions = pgTable('catalog_versions', {
  // No foreign key: the triggers also fire while a company is being deleted (cascade), and a
  // stale counter row is harmless.
  companyId: uuid('company_id').primaryKey(),
  version: integer('version').notNull().default(1),
});
