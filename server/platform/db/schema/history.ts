import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Every change to a tracked record (products, menus, menu entries), written by the trigger
 * function of migration 0017 so that no write path can skip it. `before`/`after` are whole rows
 * (null for a creation or a deletion); `fields` names the tracked columns that changed.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The user the change was made as; null for the system (seed, background rules). */
    actorId: uuid('actor_id'),
    /** The organization admin who acted as that user, if any. */
    realActorId: uuid('real_actor_id'),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    /** insert | update | delete */
    op: text('op').notNull(),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The change this one reverted. */
    revertOf: uuid('revert_of'),
  },
  (t) => [
    index('change_log_company_at_idx').on(t.companyId, t.at.desc(), t.id.desc()),
    index('change_log_record_idx').on(t.companyId, t.recordId, t.at.desc()),
  ],
);

export type ChangeRow = typeof changeLog.$inferSelect;
