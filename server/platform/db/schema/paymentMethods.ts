import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * A company's own payment methods (spec section 3; issue 47 item 2; docs/decisions/0090). The
 * built-in methods are not rows (src/domain/orders.ts, PAYMENT_METHODS). Removing one sets
 * `deleted`: the row stays so old orders and reports keep its name, and its code is free again.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    internalId: text('internal_id').notNull(),
    name: text('name').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    /** The create call's key: a retry with it answers the same method (null without one). */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_code_key').on(t.companyId, t.internalId).where(sql`"deleted" = false`),
    uniqueIndex('payment_methods_idempotency_key').on(t.companyId, t.idempotencyKey),
    index('payment_methods_company_idx').on(t.companyId, t.name),
  ],
);
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
