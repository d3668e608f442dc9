import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CompanyRow = typeof companies.$inferSelect;
