import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { items } from './catalog.ts';
import { companies } from './companies.ts';
import type { Translations } from './translations.ts';
import { users } from './users.ts';
import { venues } from './venues.ts';

/**
 * Product information beside items and categories (spec section 3; courses and stations are in
 * kitchen.ts): variation (modification) groups and their variations, upsells and predefined kitchen messages.
 * Every table carries company_id, link tables too, so one trigger function bumps the company's
 * catalog version on any write (see the pim_catalog_triggers migration) and every query can
 * filter by the viewer's company directly.
 */

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** A modification group ("Size", "Milk"): its variations are chosen when the product is sold. */
export const variationGroups = pgTable(
  'variation_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    title: text('title').notNull(),
    titleLang: jsonb('title_lang').$type<Translations>().notNull().default({}),
    /** SINGLE | MULTIPLE */
    selectionMode: text('selection_mode').notNull().default('SINGLE'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('variation_groups_company_idx').on(t.companyId)],
);

export const variations = pgTable(
  'variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => variationGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    /** Added to the product's price, integer minor units, VAT included. */
    price: integer('price').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variations_group_idx').on(t.groupId), index('variations_company_idx').on(t.companyId)],
);

/** The variation groups applied to a product (the manage-modifications screen), in order. */
export const itemVariationGroups = pgTable(
  'item_variation_groups',
  {
    companyId: companyId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => variationGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.groupId] }),
    index('item_variation_groups_group_idx').on(t.groupId),
    index('item_variation_groups_company_idx').on(t.companyId),
  ],
);

/** Variations chosen by default when the product is sold. */
export const itemDefaultVariations = pgTable(
  'item_default_variations',
  {
    companyId: companyId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    variationId: uuid('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.variationId] }),
    index('item_default_variations_variation_idx').on(t.variationId),
    index('item_default_variations_company_idx').on(t.companyId),
  ],
);

/** An upsell: products offered with another ("Add a drink?"), shown in display order. */
export const upsells = pgTable(
  'upsells',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    displayOrder: integer('display_order').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upsells_company_idx').on(t.companyId)],
);

/** The products an upsell offers. */
export const upsellItems = pgTable(
  'upsell_items',
  {
    companyId: companyId(),
    upsellId: uuid('upsell_id')
      .notNull()
      .references(() => upsells.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.upsellId, t.itemId] }),
    index('upsell_items_item_idx').on(t.itemId),
    index('upsell_items_company_idx').on(t.companyId),
  ],
);

/** The upsells offered when a product is sold (the item payload's upsellIds). */
export const itemUpsells = pgTable(
  'item_upsells',
  {
    companyId: companyId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    upsellId: uuid('upsell_id')
      .notNull()
      .references(() => upsells.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.upsellId] }),
    index('item_upsells_upsell_idx').on(t.upsellId),
    index('item_upsells_company_idx').on(t.companyId),
  ],
);

/** A kitchen message staff pick at the till ("No onions"); spec: type ITEM. */
export const predefinedMessages = pgTable(
  'predefined_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('ITEM'),
    text: text('text').notNull(),
    textLang: jsonb('text_lang').$type<Translations>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('predefined_messages_company_idx').on(t.companyId)],
);

/**
 * A CSV import being uploaded: requests are limited to 64 KB, so the file arrives in chunks,
 * then is previewed and committed in one transaction. Left-over uploads expire after a day.
 */
export const itemImports = pgTable(
  'item_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_imports_company_idx').on(t.companyId)],
);

export const itemImportChunks = pgTable(
  'item_import_chunks',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => itemImports.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.index] })],
);

export type VariationGroupRow = typeof variationGroups.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;
export type UpsellRow = typeof upsells.$inferSelect;
export type PredefinedMessageRow = typeof predefinedMessages.$inferSelect;
