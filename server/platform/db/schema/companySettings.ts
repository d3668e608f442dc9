import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

/** The company's receipt template (issue 21 item 5): one row per company, made on first save. */
export const receiptTemplates = pgTable('receipt_templates', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  paperWidth: integer('paper_width').notNull().default(80),
  /** Texts per language: `{ "sv": "…", "en": "…" }`. */
  header: jsonb('header').$type<Record<string, string>>().notNull().default({}),
  footer: jsonb('footer').$type<Record<string, string>>().notNull().default({}),
  fields: jsonb('fields').$type<string[]>().notNull(),
  /** A small PNG or JPEG, base64 (at most 32 KiB decoded), and its media type. */
  logoData: text('logo_data'),
  logoType: text('logo_type'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A venue's pager numbers (issue 21 item 5): an inclusive range that can be switched off. */
export const beeperRanges = pgTable(
  'beeper_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    first: integer('first_number').notNull(),
    last: integer('last_number').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('beeper_ranges_company_idx').on(t.companyId, t.venueId, t.first)],
);

export type ReceiptTemplateRow = typeof receiptTemplates.$inferSelect;
export type BeeperRangeRow = typeof beeperRanges.$inferSelect;
