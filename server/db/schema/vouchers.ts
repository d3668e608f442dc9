import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

/** Status of a daily accounting voucher export (spec section 3: 'failed' is one of them). */
export const VOUCHER_STATUSES = ['pending', 'exported', 'failed'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/**
 * One accounting voucher per venue and accounting day, exported to the accounting integration.
 * `createdAt` is when the export ran; the back office shows failures of the last 30 days.
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
    /** Millisecond precision, so a page cursor (an ISO instant) matches rows exactly. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('vouchers_company_venue_created_idx').on(t.companyId, t.venueId, t.createdAt)],
);

export type VoucherRow = typeof vouchers.$inferSelect;
