import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { legalEntities } from './legalEntities.ts';

/** AVAILABLE: may be requested; CURRENT: granted and being repaid; CLOSED: repaid or expired. */
export const GRANT_OFFER_STATUSES = ['AVAILABLE', 'CURRENT', 'CLOSED'] as const;
export type GrantOfferStatus = (typeof GRANT_OFFER_STATUSES)[number];

/** Boost: financing offers to a legal entity, repaid from card sales (spec sections 1 and 2). */
export const grantOffers = pgTable(
  'grant_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    legalEntityId: text('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id, { onDelete: 'cascade' }),
    /** Integer minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<GrantOfferStatus>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grant_offers_legal_entity_idx').on(t.legalEntityId)],
);
