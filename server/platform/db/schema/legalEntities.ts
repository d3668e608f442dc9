import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

/**
 * A company's legal entities at the card payment provider (spec section 3, "Balance legal
 * entities"): each has stores, which are venues. The id is the provider's reference.
 */
export const legalEntities = pgTable(
  'legal_entities',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('legal_entities_company_idx').on(t.companyId)],
);

/** The stores of a legal entity. */
export const legalEntityVenues = pgTable(
  'legal_entity_venues',
  {
    legalEntityId: text('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.legalEntityId, t.venueId] }),
    index('legal_entity_venues_venue_idx').on(t.venueId),
  ],
);

export type LegalEntityRow = typeof legalEntities.$inferSelect;
