import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Record metadata (issue 16 item 7): a typed key-value store per record of a company (company,
 * venue, item, category, upsell). The keys and their value shapes live in `src/domain/metadata.ts`;
 * the service checks them before a row is written. `record_id` has no foreign key (it points into
 * one of five tables by `record_type`); rows of a deleted record are left (nothing reads them).
 */
export const recordMetadata = pgTable(
  'record_metadata',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The user who wrote it last (null for the seed). */
    updatedBy: uuid('updated_by'),
    /** Optimistic concurrency (migration 0035): `updateMetadata`'s expectedVersion; a missing key is 0. */
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.recordType, t.recordId, t.key] })],
);
export type RecordMetadataRow = typeof recordMetadata.$inferSelect;
