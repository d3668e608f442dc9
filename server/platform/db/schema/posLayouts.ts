import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OfferGroup, OfferStage, OfferValidity } from '../../../../src/domain/pricing/index.ts';
import { items } from './catalog.ts';
import { companies } from './companies.ts';
import { upsells } from './pim.ts';
import type { Translations } from './translations.ts';

/** POS layouts and offers (spec section 3, "POS layout data"; issue 17). Every table carries company_id. */

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** What an offer does beyond its type and kind; the pricing engine reads it as is. */
export interface OfferRules {
  value: number;
  groups: OfferGroup[];
  stages: OfferStage[];
  validity: OfferValidity;
}

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** BUNDLE | ITEM_DISCOUNT | ORDER_DISCOUNT | STAGED_BUNDLE | STAGED_INDIVIDUAL | VISUAL */
    type: text('type').notNull(),
    /** FIXED | PERCENTAGE | PRICE */
    discountType: text('discount_type').notNull(),
    /** Where it is offered: POS (the only context the back office makes). */
    context: text('context').notNull().default('POS'),
    selectionMode: text('selection_mode').notNull().default('MULTIPLE'),
    automatic: boolean('automatic').notNull().default(true),
    /** NONE | PRESET_DISCOUNT | MANUAL_DISCOUNT: the terminal permission staff need to apply it. */
    permission: text('permission').notNull().default('NONE'),
    venueIds: jsonb('venue_ids').$type<string[]>().notNull().default([]),
    rules: jsonb('rules').$type<OfferRules>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offers_company_idx').on(t.companyId)],
);

export const posLayouts = pgTable(
  'pos_layouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pos_layouts_company_idx').on(t.companyId)],
);

/** A grid of buttons; a page no layout category points at is a sub-page. */
export const posPages = pgTable(
  'pos_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    layoutId: uuid('layout_id')
      .notNull()
      .references(() => posLayouts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    columns: integer('columns').notNull().default(5),
    rows: integer('rows').notNull().default(4),
    deleted: boolean('deleted').notNull().default(false),
    /** Optimistic concurrency: every write of the page or its buttons adds one. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pos_pages_layout_idx').on(t.layoutId)],
);

export const posLayoutCategories = pgTable(
  'pos_layout_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    layoutId: uuid('layout_id')
      .notNull()
      .references(() => posLayouts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => posPages.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
    color: text('color').notNull().default('blue'),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    /** Optimistic concurrency: every rename, recolour or reorder adds one. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('pos_layout_categories_layout_idx').on(t.layoutId)],
);

/** A button on a page: a product, a link to a sub-page, an upsell or a bundle offer. */
export const posButtons = pgTable(
  'pos_buttons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => posPages.id, { onDelete: 'cascade' }),
    /** ITEM | PAGE | UPSELL | OFFER */
    kind: text('kind').notNull(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    targetPageId: uuid('target_page_id').references(() => posPages.id),
    upsellId: uuid('upsell_id').references(() => upsells.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    col: integer('col').notNull(),
    row: integer('row').notNull(),
    width: integer('width').notNull().default(1),
    height: integer('height').notNull().default(1),
    color: text('color'),
    label: text('label'),
  },
  (t) => [index('pos_buttons_page_idx').on(t.pageId), index('pos_buttons_target_idx').on(t.targetPageId)],
);
