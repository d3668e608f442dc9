import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    organizationId: uuid('organization_id'),
    street: text('street').notNull().default(''),
    zip: text('zip').notNull().default(''),
    city: text('city').notNull().default(''),
    timezone: text('timezone').notNull().default('Europe/Stockholm'),
    /** Start of the accounting day, HH:MM in the venue's time zone (spec section 9). */
    accountingCutoff: text('accounting_cutoff').notNull().default('05:30'),
    phone: text('phone').notNull().default('0'),
    legalName: text('legal_name').notNull().default(''),
    /** Minutes without activity before a terminal signs staff out; 0 = never (settings, issue 21). */
    staffIdleTimeout: integer('staff_idle_timeout').notNull().default(0),
    /** Optimistic concurrency for the settings editor. */
    version: integer('version').notNull().default(1),
    active: boolean('active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venues_company_idx').on(t.companyId)],
);

export type VenueRow = typeof venues.$inferSelect;
