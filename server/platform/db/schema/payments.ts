import { bigint, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { legalEntities } from './legalEntities.ts';
import { venues } from './venues.ts';

/**
 * The card provider's side of a payments company (issue 24 item 1, docs/payments.md): account
 * holders, the stores (venues) added at the provider, and payout reports asked of it. A row is
 * written only after the provider accepted the call, so a failed call leaves nothing behind.
 */
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export interface Shareholder {
  name: string;
  jobTitle: string;
}

export const accountHolders = pgTable(
  'account_holders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    legalEntityId: text('legal_entity_id').references(() => legalEntities.id, { onDelete: 'set null' }),
    providerId: text('provider_id').notNull(),
    legalName: text('legal_name').notNull(),
    country: text('country').notNull(),
    email: text('email').notNull(),
    shareholders: jsonb('shareholders').$type<Shareholder[]>().notNull().default([]),
    status: text('status').notNull().default('PENDING'),
    /**
     * When `status` was true at the provider: the time of the webhook event that set it, or of
     * the page read that asked. An event older than this does not overwrite it (migration 0053).
     */
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('account_holders_provider_key').on(t.providerId),
    index('account_holders_company_idx').on(t.companyId, t.createdAt),
  ],
);
export type AccountHolderRow = typeof accountHolders.$inferSelect;

export const paymentStores = pgTable(
  'payment_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    accountHolderId: uuid('account_holder_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    /** The store's status at the provider from its webhook events (null: none yet; migration 0057). */
    status: text('status'),
    /** When `status` was true at the provider: an event older than this does not overwrite it. */
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('payment_stores_venue_key').on(t.venueId)],
);
export type PaymentStoreRow = typeof paymentStores.$inferSelect;

export const paymentReports = pgTable(
  'payment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    accountHolderId: uuid('account_holder_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    orgNumber: text('org_number').notNull(),
    currency: text('currency').notNull(),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    providerId: text('provider_id').notNull(),
    status: text('status').notNull(),
    downloadUrl: text('download_url'),
    /** When `status` was true at the provider (a report event's time; migration 0057). */
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('payment_reports_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc())],
);
export type PaymentReportRow = typeof paymentReports.$inferSelect;

/**
 * Payouts to an account holder's bank account as the provider's webhook events tell them (issue
 * 44; migration 0057; docs/payments.md, "Provider webhooks"): the payouts page reads these, with
 * no call to the provider. One row per provider payout; its company is the holder's.
 */
export const cardProviderPayouts = pgTable(
  'card_provider_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    accountHolderId: uuid('account_holder_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** When the payout was made at the provider (its first event's time, or when we heard of it). */
    bookedAt: timestamp('booked_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The time of the event that set `status`: an older event does not overwrite it. */
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('card_provider_payouts_provider_key').on(t.providerId),
    index('card_provider_payouts_holder_idx').on(t.accountHolderId, t.bookedAt.desc(), t.id.desc()),
  ],
);
export type CardProviderPayoutRow = typeof cardProviderPayouts.$inferSelect;
