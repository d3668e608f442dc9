import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * How far each user has read the product's "what's new" list (spec section 7, changelog events).
 * The entries themselves ship with the code (`server/changelog/entries.ts`); only the read state
 * is data.
 */
export const changelogReads = pgTable('changelog_reads', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readThrough: timestamp('read_through', { withTimezone: true }).notNull(),
});
