import { boolean, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { menus } from './menus.ts';
import { venues } from './venues.ts';

/**
 * Tableside ordering per venue (issue 19 item 5, docs/online-ordering.md): whether guests may
 * order from the table's QR code, and which of the venue's TABLE_SERVICE menus they see (null:
 * whichever `menuAt` picks). No row = off.
 */
export const onlineOrderingVenues = pgTable(
  'online_ordering_venues',
  {
    venueId: uuid('venue_id')
      .primaryKey()
      .references(() => venues.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    menuId: uuid('menu_id').references(() => menus.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('online_ordering_venues_company_idx').on(t.companyId)],
);
export type OnlineOrderingVenueRow = typeof onlineOrderingVenues.$inferSelect;
