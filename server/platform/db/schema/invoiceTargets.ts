import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * The customers a company bills by invoice (spec section 3, "Voucher and invoice"; issue 47 item 3;
 * docs/invoices.md). An INVOICE payment names one; the month's payments per target become one
 * invoice (`invoices`). Removing one sets `deleted`: old payments and invoices keep it by name.
 */
export const invoiceTargets = pgTable(
  'invoice_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    organizationNumber: text('organization_number').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The customer's reference ("Your reference" on the invoice). */
    reference: text('reference').notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    /** The create call's key: a retry with it answers the same target (null without one). */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_targets_idempotency_key').on(t.companyId, t.idempotencyKey),
    index('invoice_targets_company_idx').on(t.companyId, t.name),
  ],
);
export type InvoiceTargetRow = typeof invoiceTargets.$inferSelect;
