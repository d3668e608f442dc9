import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The card provider's webhook events taken in (issue 44 item 3; migration 0053), one row per
 * event id: written in the transaction that applies the event, so one the provider sends again
 * (it retries until it hears 2xx) is acknowledged and not applied twice. Company-agnostic, like
 * `stripe_events`: the event names a provider id, and the company is that row's.
 */
export const cardProviderEvents = pgTable('card_provider_events', {
  /** The provider's event id. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
