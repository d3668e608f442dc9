import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * A mail's life in the outbox (issue 44 item 2, migration 0050): PENDING until the mail server took
 * it (SENT), or DEAD once the sender gave up (too many attempts, or the server refused it for good)
 * until "Send again" makes it PENDING again.
 */
export const MAIL_STATES = ['PENDING', 'SENT', 'DEAD'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** A file sent with the mail, its content in base64 (a Z-report PDF, a scheduled report's CSV). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The mail outbox (server/platform/mail/outbox.ts): a mail is recorded in the transaction that decides it,
 * and the job queue sends it after commit, outside any transaction. `companyId` is null for the
 * mails of someone without a company yet (sign-up, password reset): those show in no bell.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** What the mail is (receipt, scheduledReport, zReport, invitation, activation, passwordReset, boost). */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The one link the mail is about (tests read it); blanked with the body once sent when `secret`. */
    link: text('link').notNull().default(''),
    /** The link carries a single-use token: the body is blanked once the mail is sent, and never logged. */
    secret: boolean('secret').notNull().default(false),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    state: text('state').$type<MailState>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** A generic code (REFUSED, UNREACHABLE, TIMEOUT); the mail server's words are only in the log. */
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** A sender holds the row until then; past it (the sender died) another may take it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('mail_outbox_state_next_idx').on(t.state, t.nextAttemptAt),
    index('mail_outbox_company_state_idx').on(t.companyId, t.state),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
