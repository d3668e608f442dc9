import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Decor } from '../../../../src/domain/tables.ts';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

/**
 * Floor plans and tables (issue 19, docs/tables.md). The plan's version covers its tables and
 * decor: every write to a table bumps its plan, so two editors of one room never silently lose
 * each other's work. Every table carries company_id.
 */

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const floorPlans = pgTable(
  'floor_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull().default(1200),
    height: integer('height').notNull().default(800),
    /** Walls and labels: plain shapes, saved with the plan. */
    decor: jsonb('decor').$type<Decor[]>().notNull().default([]),
    deleted: boolean('deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('floor_plans_company_venue_idx').on(t.companyId, t.venueId)],
);
export type FloorPlanRow = typeof floorPlans.$inferSelect;

/** Named `dining_tables` in code only: `tables` is the SQL name (spec: Table). */
export const diningTables = pgTable(
  'tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    floorPlanId: uuid('floor_plan_id')
      .notNull()
      .references(() => floorPlans.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    seats: integer('seats').notNull().default(4),
    /** ROUND | SQUARE | RECTANGLE */
    shape: text('shape').notNull().default('SQUARE'),
    width: integer('width').notNull().default(80),
    height: integer('height').notNull().default(80),
    posX: integer('pos_x').notNull().default(0),
    posY: integer('pos_y').notNull().default(0),
    rotation: integer('rotation').notNull().default(0),
    area: text('area').notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tables_plan_code_key').on(t.floorPlanId, sql`lower(${t.code})`).where(sql`NOT ${t.deleted}`),
    index('tables_company_venue_code_idx').on(t.companyId, t.venueId, t.code, t.id),
  ],
);
export type DiningTableRow = typeof diningTables.$inferSelect;
