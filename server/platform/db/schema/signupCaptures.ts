import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * "Add captured user details" (spec section 7; migration 0027): what a prospect typed in the
 * sign-up form, kept with their consent so sales can follow up an abandoned sign-up. One row per
 * e-mail address (the latest capture wins); `converted_at` is set when that address registers.
 * Rows are purged after the retention period (docs/decisions.md "Captured sign-up details").
 */
export const signupCaptures = pgTable(
  'signup_captures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull(),
    storeType: text('store_type').notNull(),
    language: text('language').notNull(),
    referralId: text('referral_id'),
    /** When the prospect last ticked the consent box and their details were stored. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_captures_updated_idx').on(t.updatedAt)],
);
