import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceStatus } from '../../../../src/domain/invoices.ts';
import { companies } from './companies.ts';
import { invoiceTargets } from './invoiceTargets.ts';
import { orderPayments, orders } from './orders.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * Collective invoices (issue 47 item 3, docs/invoices.md): a target's uninvoiced INVOICE payments
 * of a period, sent as one invoice through the company's connected accounting integration on the
 * job queue (the voucher outbox's states: pending, sending, retrying, sent, failed).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => invoiceTargets.id, { onDelete: 'no action' }),
    /** The accounting provider it goes to (its key). */
    integration: text('integration').notNull(),
    /** The first and last accounting day of its payments (YYYY-MM-DD). */
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('pending'),
    message: text('message').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, precision: 3 }),
    /** The provider's invoice number once sent. */
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('invoices_company_created_idx').on(t.companyId, t.createdAt, t.id)],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** One invoiced payment: the unique payment id makes each payment invoiced exactly once. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'no action' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'no action' }),
    orderNumber: integer('order_number').notNull(),
    accountingDate: text('accounting_date').notNull(),
    amount: money('amount').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_lines_payment_key').on(t.paymentId),
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
  ],
);
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
