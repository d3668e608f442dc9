import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import type { Translations } from './translations.ts';
import { venues } from './venues.ts';

/**
 * How the kitchen serves (spec section 3): courses (`course_types`) and stations. Categories and
 * items point here; these tables point at nothing of the catalog, so the schema has no import
 * circle. Like every product-information table they carry company_id for the catalog triggers.
 */

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const courseTypes = pgTable(
  'course_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    nameLang: jsonb('name_lang').$type<Translations>().notNull().default({}),
    /** Serving order: starters before mains. */
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_types_company_idx').on(t.companyId)],
);

/** A kitchen printer or screen that categories and products route to. */
export const stations = pgTable(
  'stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** PRINTER | SCREEN */
    kind: text('kind').notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stations_company_idx').on(t.companyId)],
);

export type CourseTypeRow = typeof courseTypes.$inferSelect;
export type StationRow = typeof stations.$inferSelect;
