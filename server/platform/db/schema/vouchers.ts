import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VoucherLine } from '../../../../src/domain/integrations/voucher.ts';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

/**
 * Status of a daily accounting voucher export (spec section 3: 'failed' is one of them). Issue 22
 * adds 'retrying' (a failure that will be tried again) and 'sent' (the provider took it); issue 44
 * 'sending' (a job has claimed it and calls the provider, outside any transaction: the outbox).
 * 'failed' is the dead letter: the queue gave up (or the provider refused for good) until "Send again".
 */
export const VOUCHER_STATUSES = ['pending', 'retrying', 'sending', 'sent', 'exported', 'failed'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/**
 * One accounting voucher per venue, accounting day and integration, sent to the accounting
 * integration. `createdAt` is when it was made; the back office shows failures of the last 30 days.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** The accounting day (venue time zone) the voucher sums up, as YYYY-MM-DD. */
    accountingDate: text('accounting_date').notNull(),
    status: text('status').$type<VoucherStatus>().notNull(),
    message: text('message').notNull().default(''),
    /** The provider it goes to ('' for the old exports without one). */
    integration: text('integration').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }),
    /** The job that claimed the row to send it ('sending'); the same job may claim it again after a crash. */
    claimedBy: text('claimed_by'),
    /** Until when that claim holds: a 'sending' row past it is free for any job (its sender died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, precision: 3 }),
    lines: jsonb('lines').$type<VoucherLine[]>().notNull().default([]),
    /** The provider's id of the voucher once sent. */
    providerReference: text('provider_reference'),
    /** Millisecond precision, so a page cursor (an ISO instant) matches rows exactly. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('vouchers_company_venue_created_idx').on(t.companyId, t.venueId, t.createdAt)],
);

export type VoucherRow = typeof vouchers.$inferSelect;
