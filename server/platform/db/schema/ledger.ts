import { bigint, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

/**
 * The fiscal ledger (issue 40 item 4, docs/z-report.md "Tamper evidence"): one SHA-256 chain per
 * venue and register (`ledgerStream`, src/domain/ledger) over every order (the electronic journal:
 * each write to an order appends a link with the order's content at that moment) and every
 * Z-report. `ledger_heads` holds each stream's last link; its row is locked at the end of the
 * writing transaction, so appends to one stream queue and never fork.
 */
export const ledgerHeads = pgTable('ledger_heads', {
  stream: text('stream').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  venueId: uuid('venue_id')
    .notNull()
    .references(() => venues.id, { onDelete: 'cascade' }),
  register: text('register').notNull().default(''),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stream: text('stream').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** order or z. */
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    /** SHA-256 (hex) of the record's canonical content at this link. */
    contentHash: text('content_hash').notNull(),
    /** SHA-256 (hex) of the previous link's hash followed by contentHash. */
    hash: text('hash').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_entries_stream_seq_key').on(t.stream, t.seq),
    index('ledger_entries_record_idx').on(t.recordId, t.seq),
    index('ledger_entries_venue_idx').on(t.venueId, t.stream, t.seq),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * One row: when the ledger began (the migration's instant). Orders and Z-reports stored before it
 * have no links; the first verify chains them (docs/z-report.md); a record after it without a link
 * is reported as a broken link.
 */
export const ledgerEpoch = pgTable('ledger_epoch', {
  id: text('id').primaryKey().default('ledger'),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
