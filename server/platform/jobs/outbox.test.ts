import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/db.ts';
import type { Database } from '../db/client.ts';
import { CLAIM_MS, type Outbox, outboxRowFailed, runOutboxRow } from './outbox.ts';

/** A table of its own with the outbox columns: the runner knows no area's rows. */
const letters = pgTable('outbox_test_letters', {
  id: uuid('id').primaryKey().defaultRandom(),
  body: text('body').notNull(),
  status: text('status').notNull().default('pending'),
  message: text('message').notNull().default(''),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }),
  claimedBy: text('claimed_by'),
  claimedUntil: timestamp('claimed_until', { withTimezone: true, precision: 3 }),
  providerReference: text('provider_reference'),
});
type Letter = typeof letters.$inferSelect;

/** A refusal as the integrations' ProviderError carries it. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const NOW = new Date('2026-12-03T10:00:00Z');

describe('the outbox runner (server/platform/jobs/outbox.ts)', () => {
  let database: Database;
  /** What each call saw: was the row already marked sending, under which claim, outside any lock. */
  let calls: { body: string; status: string; claimedBy: string | null }[];
  let answer: (body: string) => Promise<{ providerReference: string }>;
  let refuseWhileReading: Error | null;

  const outbox = (): Outbox<Letter, { id: string; body: string }> => ({
    table: letters,
    outgoing: async (_tx, row) => {
      if (refuseWhileReading) throw refuseWhileReading;
      return { id: row.id, body: row.body };
    },
    send: async ({ id, body }) => {
      // Read on the database, not the transaction: the claim has committed before the call.
      const [row] = await database.db.select().from(letters).where(eq(letters.id, id));
      calls.push({ body, status: row?.status ?? '?', claimedBy: row?.claimedBy ?? null });
      return answer(body);
    },
  });

  async function letter(patch: Partial<Letter> = {}): Promise<string> {
    const [row] = await database.db
      .insert(letters)
      .values({ body: 'hello', ...patch })
      .returning({ id: letters.id });
    if (!row) throw new Error('no row');
    return row.id;
  }
  const read = async (id: string) => (await database.db.select().from(letters).where(eq(letters.id, id)))[0];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.execute(sql`create table outbox_test_letters (
      id uuid primary key default gen_random_uuid(), body text not null,
      status text not null default 'pending', message text not null default '',
      attempts integer not null default 0, next_attempt_at timestamptz(3), claimed_by text,
      claimed_until timestamptz(3), provider_reference text)`);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => {
    calls = [];
    answer = async (body) => ({ providerReference: `ref-${body}` });
    refuseWhileReading = null;
  });

  it('claims the row, calls outside the transaction with the row marked sending, records it sent', async () => {
    const id = await letter();
    expect(await runOutboxRow(database.db, outbox(), id, { attempt: 2, id: 'job-1' }, () => NOW)).toBe(
      'sent',
    );
    expect(calls).toEqual([{ body: 'hello', status: 'sending', claimedBy: 'job-1' }]);
    expect(await read(id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      providerReference: 'ref-hello',
      message: '',
      claimedBy: null,
      claimedUntil: null,
      nextAttemptAt: null,
    });
    // Sent is not due: a second run of the job calls nobody.
    expect(await runOutboxRow(database.db, outbox(), id, { attempt: 3, id: 'job-1' }, () => NOW)).toBe(
      'skipped',
    );
    expect(calls).toHaveLength(1);
  });

  it('skips a missing row and a row another job holds; takes one whose claim ran out, or its own after a restart', async () => {
    expect(await runOutboxRow(database.db, outbox(), crypto.randomUUID(), { attempt: 1 })).toBe('skipped');
    const run = (id: string, job: string) =>
      runOutboxRow(database.db, outbox(), id, { attempt: 1, id: job }, () => NOW);
    const sending = (claimedBy: string, claimedUntil: Date) =>
      letter({ status: 'sending', claimedBy, claimedUntil });
    const later = new Date(NOW.getTime() + 60_000);
    const held = await sending('job-other', later);
    expect(await run(held, 'job-2')).toBe('skipped');
    expect((await read(held))?.claimedBy).toBe('job-other');
    expect(await run(await sending('job-3', later), 'job-3')).toBe('sent');
    expect(await run(await sending('job-dead', NOW), 'job-4')).toBe('sent');
    for (const status of ['sent', 'failed']) {
      const done = await letter({ status });
      expect(await runOutboxRow(database.db, outbox(), done, { attempt: 1 }, () => NOW)).toBe('skipped');
    }
    expect(calls.map((call) => call.claimedBy)).toEqual(['job-3', 'job-4']);
  });

  it('claims for CLAIM_MS: another job waits until the claim runs out', async () => {
    const id = await letter();
    let release: () => void = () => {};
    answer = (body) =>
      new Promise((resolve) => {
        release = () => resolve({ providerReference: `ref-${body}` });
      });
    const first = runOutboxRow(database.db, outbox(), id, { attempt: 1, id: 'job-a' }, () => NOW);
    await expect.poll(() => calls.length).toBe(1);
    expect((await read(id))?.claimedUntil?.getTime()).toBe(NOW.getTime() + CLAIM_MS);
    expect(await runOutboxRow(database.db, outbox(), id, { attempt: 1, id: 'job-b' }, () => NOW)).toBe(
      'skipped',
    );
    release();
    expect(await first).toBe('sent');
  });

  it('fails the row at once on a final refusal, in the call or while reading what it needs', async () => {
    const id = await letter();
    answer = async () => {
      throw new Refusal('Bad account 1930', false);
    };
    expect(await runOutboxRow(database.db, outbox(), id, { attempt: 1, id: 'job-c' }, () => NOW)).toBe(
      'failed',
    );
    expect(await read(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      message: 'Bad account 1930',
      claimedBy: null,
    });
    const unread = await letter();
    refuseWhileReading = new Refusal('Not connected', false);
    expect(await runOutboxRow(database.db, outbox(), unread, { attempt: 1 }, () => NOW)).toBe('failed');
    expect(await read(unread)).toMatchObject({ status: 'failed', message: 'Not connected', claimedBy: null });
    expect(calls.map((call) => call.body)).toEqual(['hello']);
  });

  it('throws an outage to the queue, leaving the claim; the failure hook records retrying, then the dead letter', async () => {
    const id = await letter();
    answer = async () => {
      throw new Refusal('503 from the provider', true);
    };
    await expect(
      runOutboxRow(database.db, outbox(), id, { attempt: 1, id: 'job-d' }, () => NOW),
    ).rejects.toThrow('503 from the provider');
    expect((await read(id))?.status).toBe('sending');
    const retryAt = new Date(NOW.getTime() + 300_000);
    await outboxRowFailed(database.db, letters, id, { error: new Error('503'), attempt: 1, retryAt });
    expect(await read(id)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      message: '503',
      nextAttemptAt: retryAt,
      claimedBy: null,
      claimedUntil: null,
    });
    await outboxRowFailed(database.db, letters, id, { error: 'gave up', attempt: 5, retryAt: null });
    expect(await read(id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      message: 'gave up',
      nextAttemptAt: null,
    });
    // A row already sent or failed is left as it is.
    const sent = await letter({ status: 'sent', providerReference: 'ref-x' });
    await outboxRowFailed(database.db, letters, sent, { error: 'late', attempt: 2, retryAt: null });
    expect(await read(sent)).toMatchObject({ status: 'sent', message: '' });
  });

  it('writes no outcome once the claim is no longer its own', async () => {
    const id = await letter();
    answer = async (body) => {
      // Another job took the row over meanwhile (this one's claim ran out).
      await database.db.update(letters).set({ claimedBy: 'job-new' }).where(eq(letters.id, id));
      return { providerReference: `ref-${body}` };
    };
    expect(await runOutboxRow(database.db, outbox(), id, { attempt: 1, id: 'job-old' }, () => NOW)).toBe(
      'sent',
    );
    expect(await read(id)).toMatchObject({
      status: 'sending',
      claimedBy: 'job-new',
      providerReference: null,
    });
  });
});
