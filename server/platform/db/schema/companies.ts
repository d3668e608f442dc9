import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  legalName: text('legal_name').notNull().default(''),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  timezone: text('timezone').notNull().default('Europe/Stockholm'),
  defaultLanguage: text('default_language').notNull().default('sv'),
  isPaymentsOnly: boolean('is_payments_only').notNull().default(false),
  organizationId: uuid('organization_id'),
  legalEntityId: text('legal_entity_id'),
  billingAccountId: text('billing_account_id'),
  balanceAccountId: text('balance_account_id'),
  /** SINGLE | MULTIPLE | ENTERPRISE, chosen at sign-up and changeable later. */
  storeType: text('store_type').notNull().default('SINGLE'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  referralId: text('referral_id'),
  /** Old-style licence flags (spec section 3); new-style licences decide when useNewLicenses. */
  useNewLicenses: boolean('use_new_licenses').notNull().default(false),
  hasTables: boolean('has_tables').notNull().default(false),
  hasKDS: boolean('has_kds').notNull().default(false),
  hasAppOrders: boolean('has_app_orders').notNull().default(false),
  hasExpress: boolean('has_express').notNull().default(false),
  hasCDS: boolean('has_cds').notNull().default(false),
  /** Company settings (issue 21 item 5; migration 0023): organisation number by the country's rule. */
  orgNumber: text('org_number').notNull().default(''),
  street: text('street').notNull().default(''),
  zip: text('zip').notNull().default(''),
  city: text('city').notNull().default(''),
  vatRegistered: boolean('vat_registered').notNull().default(false),
  vatNumber: text('vat_number').notNull().default(''),
  /** Tips on an order at most this share of its total, in percent (issue 40 item 1; default: the total). */
  maxTipPercent: integer('max_tip_percent').notNull().default(100),
  /** Optimistic concurrency for the company settings editor. */
  version: integer('version').notNull().default(1),
  /** The company's staff may not log in to the POS (issue 21 item 6, `isPOSAccessBlocked`). */
  posAccessBlocked: boolean('pos_access_blocked').notNull().default(false),
  /**
   * The billing account's standing at Stripe, kept true by its webhooks (issue 44 item 3;
   * server/billing/stripeWebhook.ts): ACTIVE, PAST_DUE or CANCELED; null until Stripe has said.
   */
  billingStatus: text('billing_status'),
  /** When Stripe made the last event applied to the billing account: an older one arriving late is not applied. */
  billingEventAt: timestamp('billing_event_at', { withTimezone: true }),
  /** When someone first opened /boost: the sidebar's "New" badge is gone from then on. */
  boostSeenAt: timestamp('boost_seen_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CompanyRow = typeof companies.$inferSelect;
