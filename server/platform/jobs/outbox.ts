import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DB } from '../db/client.ts';
import type { Tx } from '../db/queryable.ts';
import type { JobContext, JobFailure } from './queue.ts';

/**
 * How long a job's claim on a row holds: past it, the row is free for any job (its sender died
 * mid-call). Longer than any provider call can take (the timeout, a few Retry-After waits).
 */
export const CLAIM_MS = 5 * 60_000;

/** The columns every outbox table carries (the books' day rows, the invoices). */
export type OutboxTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  message: PgColumn;
  nextAttemptAt: PgColumn;
  claimedBy: PgColumn;
  claimedUntil: PgColumn;
  providerReference: PgColumn;
};

/** What the runner reads of a row: whether it is due, and whose claim it is under. */
export interface OutboxRow {
  id: string;
  status: string;
  claimedBy: string | null;
  claimedUntil: Date | null;
}

/**
 * A refusal that waiting will not change (bad data, refused credentials, not connected): an error
 * with `retryable: false` (the integrations' ProviderError). Anything else thrown is an outage the
 * queue retries.
 */
function finalRefusal(error: unknown): Error | null {
  return error instanceof Error && (error as { retryable?: unknown }).retryable === false ? error : null;
}

/** One kind of outbox row: its table, what its call needs (read under the claim) and the call. */
export interface Outbox<Row extends OutboxRow, Outgoing> {
  table: OutboxTable;
  /** Reads what the call needs, inside the claim's transaction; throws a final refusal to fail the row. */
  outgoing: (tx: Tx, row: Row, now: Date) => Promise<Outgoing>;
  /** The outside call, made with no transaction and no lock held. */
  send: (outgoing: Outgoing) => Promise<{ providerReference: string }>;
}

/**
 * Sends one row, as an outbox (issue 44 item 2): an outside call is never made inside a database
 * transaction. (1) A short transaction claims the row (locked, still due: pending, retrying, or
 * sending under this same job after a restart, or under a claim that ran out) and reads what the
 * call needs; it commits. (2) The call is made with no transaction and no lock held. (3) A second
 * short statement records the outcome, if the claim is still this job's. A job that runs twice,
 * or a crash between any two steps, sends once (the row's id is the reference the provider sees).
 * An outage throws (the queue retries; `outboxRowFailed` records it); a final refusal fails the
 * row at once (the dead letter).
 */
export async function runOutboxRow<Row extends OutboxRow, Outgoing>(
  db: DB,
  outbox: Outbox<Row, Outgoing>,
  id: string,
  context: Pick<JobContext, 'attempt'> & { id?: string },
  now: () => Date = () => new Date(),
): Promise<'sent' | 'failed' | 'skipped'> {
  const { table } = outbox;
  const claimant = context.id ?? `run-${randomUUID()}`;
  // The outcome is written only while the row is still under this job's claim.
  const stillMine = and(eq(table.id, id), eq(table.status, 'sending'), eq(table.claimedBy, claimant));
  const fail = async (error: Error): Promise<'failed'> => {
    await db
      .update(table)
      .set({
        status: 'failed',
        attempts: context.attempt,
        message: error.message,
        nextAttemptAt: null,
        claimedBy: null,
        claimedUntil: null,
      })
      .where(stillMine);
    return 'failed';
  };
  const claimed = await claim(db, outbox, id, claimant, now());
  if (claimed === 'skipped') return 'skipped';
  if (claimed instanceof Error) return fail(claimed);
  let result: { providerReference: string };
  try {
    result = await outbox.send(claimed.outgoing);
  } catch (error) {
    const final = finalRefusal(error);
    if (!final) throw error;
    return fail(final);
  }
  await db
    .update(table)
    .set({
      status: 'sent',
      attempts: context.attempt,
      providerReference: result.providerReference,
      message: '',
      nextAttemptAt: null,
      claimedBy: null,
      claimedUntil: null,
    })
    .where(stillMine);
  return 'sent';
}

/** Step 1: claims a due row for `claimant` and reads what its call needs, in one short transaction. */
async function claim<Row extends OutboxRow, Outgoing>(
  db: DB,
  { table, outgoing }: Outbox<Row, Outgoing>,
  id: string,
  claimant: string,
  now: Date,
): Promise<{ outgoing: Outgoing } | Error | 'skipped'> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
    if (!row) return 'skipped';
    const due =
      row.status === 'pending' ||
      row.status === 'retrying' ||
      (row.status === 'sending' &&
        (row.claimedBy === claimant || !row.claimedUntil || row.claimedUntil.getTime() <= now.getTime()));
    if (!due) return 'skipped';
    await tx
      .update(table)
      .set({ status: 'sending', claimedBy: claimant, claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(eq(table.id, row.id));
    try {
      return { outgoing: await outgoing(tx, row, now) };
    } catch (error) {
      const final = finalRefusal(error);
      if (final) return final;
      throw error;
    }
  });
}

/** A failed attempt, on the row: retrying (why, and when the queue tries again) or, once given up, failed. */
export async function outboxRowFailed(
  db: DB,
  table: OutboxTable,
  id: string,
  failure: JobFailure,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for('update');
    if (!row || !['pending', 'retrying', 'sending'].includes(String(row.status))) return;
    await tx
      .update(table)
      .set({
        status: failure.retryAt ? 'retrying' : 'failed',
        attempts: failure.attempt,
        message: failure.error instanceof Error ? failure.error.message : String(failure.error),
        nextAttemptAt: failure.retryAt,
        claimedBy: null,
        claimedUntil: null,
      })
      .where(eq(table.id, id));
  });
}
