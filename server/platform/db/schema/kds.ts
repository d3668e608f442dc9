import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { stations } from './kitchen.ts';
import { orders } from './orders.ts';
import { venues } from './venues.ts';

/**
 * The web kitchen display (issue 19 item 4, docs/kds.md). A ticket is one order's lines for one
 * station and one course; its stage moves NEW → IN_PROGRESS → READY → SERVED, each move stamped
 * (preparation time = ready_at − created_at, averaged per station and hour for reports). Every
 * bump is kept so the last one can be recalled. Every table carries company_id.
 */

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const kdsTickets = pgTable(
  'kds_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    /** Null: the lines have no course (drinks). */
    courseTypeId: uuid('course_type_id'),
    /** NEW | IN_PROGRESS | READY | SERVED (src/domain/kds.ts). */
    stage: text('stage').notNull().default('NEW'),
    version: integer('version').notNull().default(1),
    /** When the order was taken. */
    orderedAt: timestamp('ordered_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the ticket reached the kitchen. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    servedAt: timestamp('served_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('kds_tickets_order_station_course_key').on(
      t.orderId,
      t.stationId,
      sql`coalesce(${t.courseTypeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('kds_tickets_station_stage_idx').on(t.stationId, t.venueId, t.stage, t.orderedAt),
    index('kds_tickets_company_ready_idx').on(t.companyId, t.readyAt).where(sql`${t.readyAt} IS NOT NULL`),
  ],
);
export type KdsTicketRow = typeof kdsTickets.$inferSelect;

export const kdsBumps = pgTable(
  'kds_bumps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => kdsTickets.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id').notNull(),
    fromStage: text('from_stage').notNull(),
    toStage: text('to_stage').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when the bump was undone (recall). */
    recalledAt: timestamp('recalled_at', { withTimezone: true, mode: 'date' }),
    byName: text('by_name').notNull().default(''),
  },
  (t) => [
    index('kds_bumps_station_at_idx').on(t.stationId, t.at),
    index('kds_bumps_ticket_idx').on(t.ticketId),
  ],
);
export type KdsBumpRow = typeof kdsBumps.$inferSelect;
