import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompetitionMetric } from '../../../../src/domain/competitions.ts';
import type { LicencePlan, LicenceStatus, Module } from '../../../../src/domain/licences.ts';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

/**
 * A till, kitchen screen or phone running Ordna (spec section 3 Device). A device the vendor has
 * provisioned but no company has claimed has no company and carries a claim code; claiming it
 * (issue 21 item 6) gives it a company and a venue and clears the code.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    claimCode: text('claim_code'),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_claim_code_key').on(t.claimCode),
    index('devices_company_name_idx').on(t.companyId, t.name, t.id),
  ],
);
export type DeviceRow = typeof devices.$inferSelect;

/** A new-style licence (spec section 3 Licence): sold by Ordna, read-only in the back office. */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<LicencePlan>().notNull(),
    status: text('status').$type<LicenceStatus>().notNull(),
    product: text('product').$type<Module>().notNull(),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('licences_company_idx').on(t.companyId, t.createdAt, t.id),
    index('licences_device_idx').on(t.deviceId),
  ],
);
export type LicenceRow = typeof licences.$inferSelect;

/** "Request Boost" (issue 21 item 7): who asked for which offer of which legal entity. */
export const boostRequests = pgTable(
  'boost_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    legalEntityId: text('legal_entity_id').notNull(),
    offerId: uuid('offer_id'),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('boost_requests_company_idx').on(t.companyId, t.createdAt)],
);

/** A sales competition between staff over a period (issue 21 item 3). */
export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    metric: text('metric').$type<CompetitionMetric>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('competitions_company_idx').on(t.companyId, t.startsAt, t.id)],
);
export type CompetitionRow = typeof competitions.$inferSelect;
