import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stripe's webhook events taken in (issue 44 item 3; migration 0048), one row per event id: the
 * row is written in the transaction that applies the event, so an event Stripe sends again (it
 * retries until it hears 2xx, and may send one twice) is acknowledged and not applied twice.
 * Company-agnostic: the event names a Stripe customer, and the company is found from that.
 */
export const stripeEvents = pgTable('stripe_events', {
  /** Stripe's `evt_…` id. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
