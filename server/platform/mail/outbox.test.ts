import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { testInstances } from '../../test/jobs.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import {
  classify,
  deliverMail,
  enqueueDueMails,
  enqueueMail,
  MAIL_ATTEMPTS,
  MAIL_DEAD_KEEP_DAYS,
  MAIL_SEND_PER_MINUTE,
  mailRateLimiter,
  mailSendPerMinute,
  type OutboxMail,
  purgeDeadMails,
  purgeSentMails,
  requeueMail,
  startMailOutbox,
} from './outbox.ts';

/** A mail server: takes mails, or fails each send with `failWith` while it is set. */
function server() {
  const sent: MailMessage[] = [];
  const state: { failWith: unknown } = { failWith: null };
  const mailer: Mailer = {
    async send(message) {
      if (state.failWith) throw state.failWith;
      sent.push(message);
    },
  };
  return { sent, state, mailer };
}

const smtp = (responseCode: number) =>
  Object.assign(new Error(`${responseCode} mailbox says no`), { responseCode });

/**
 * The mail outbox (issue 44 item 2): a mail is recorded in the caller's transaction and sent after
 * commit by the job queue, retried with backoff, given up (DEAD) after its attempts or a
 * permanent refusal, and sent again on "Send again"; a mail recorded by a process that stopped
 * before sending it is sent once by the next start.
 */
describe('the mail send rate limit', () => {
  it('counts a sliding minute per provider and says how long to wait', () => {
    const limiter = mailRateLimiter(3);
    expect([0, 1_000, 2_000].map((at) => limiter.reserve('smtp:a', at))).toEqual([0, 0, 0]);
    expect(limiter.reserve('smtp:a', 30_000)).toBe(30_000);
    expect(limiter.reserve('smtp:b', 30_000)).toBe(0);
    expect(limiter.reserve('smtp:a', 60_001)).toBe(0);
    limiter.release('smtp:a', 60_001);
    expect(limiter.reserve('smtp:a', 60_002)).toBe(0);
  });

  it('reads MAIL_SEND_PER_MINUTE, with its default when unset or not a whole number', () => {
    expect(mailSendPerMinute({})).toBe(MAIL_SEND_PER_MINUTE);
    expect(mailSendPerMinute({ MAIL_SEND_PER_MINUTE: '30' })).toBe(30);
    expect(mailSendPerMinute({ MAIL_SEND_PER_MINUTE: 'lots' })).toBe(MAIL_SEND_PER_MINUTE);
  });
});

describe.each(testDatabaseKinds())('the mail outbox on %s', (kind) => {
  let database: Database;
  let companyId: string;
  let otherCompanyId: string;
  let n = 0;
  const mail = (over: Partial<OutboxMail> = {}): OutboxMail => ({
    kind: 'receipt',
    companyId,
    to: `guest${++n}@outbox.test`,
    subject: `Receipt ${n}`,
    text: 'Thanks',
    html: '<p>Thanks</p>',
    link: '',
    ...over,
  });
  const rowOf = async (id: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    companyId = (await createCompany(database.db, { name: 'Post', email: 'outbox-a@example.com' })).company
      .id;
    otherCompanyId = (await createCompany(database.db, { name: 'Annan', email: 'outbox-b@example.com' }))
      .company.id;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('records nothing, and so sends nothing, when the transaction rolls back', async () => {
    const box = server();
    const to = 'rolled-back@outbox.test';
    await database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail({ to }));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const instances = await testInstances(database, 1);
    try {
      for (const queue of instances.queues)
        await startMailOutbox(queue, database.db, box.mailer, { everyMs: 3_600_000, clock: instances.clock });
      await instances.settle();
      expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).toEqual([]);
      expect(box.sent.filter((m) => m.to === to)).toEqual([]);
    } finally {
      await instances.stop();
    }
  });

  it('retries a failing send with backoff, then gives it up (DEAD); a 5xx at once', async () => {
    const box = server();
    box.state.failWith = smtp(421);
    const id = await enqueueMail(database.db, mail());
    let now = new Date('2026-12-01T10:00:00Z');
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt++) {
      expect(await deliverMail(database.db, box.mailer, id, now)).toBe('retrying');
      const row = await rowOf(id);
      expect(row).toMatchObject({
        state: 'PENDING',
        attempts: attempt,
        lastError: 'REFUSED',
        claimedUntil: null,
      });
      waits.push((row?.nextAttemptAt.getTime() ?? 0) - now.getTime());
      now = row?.nextAttemptAt ?? now;
    }
    // 1, 2, 4, 8, 16 minutes.
    expect(waits).toEqual([1, 2, 4, 8, 16].map((m) => m * 60_000));
    expect(await deliverMail(database.db, box.mailer, id, now)).toBe('dead');
    expect(await rowOf(id)).toMatchObject({ state: 'DEAD', attempts: MAIL_ATTEMPTS, sentAt: null });
    // A dead mail is not taken again by a job or a scan.
    expect(await deliverMail(database.db, box.mailer, id, now)).toBe('skipped');
    expect(box.sent).toEqual([]);

    box.state.failWith = smtp(550);
    const refused = await enqueueMail(database.db, mail());
    expect(await deliverMail(database.db, box.mailer, refused, now)).toBe('dead');
    expect(await rowOf(refused)).toMatchObject({ state: 'DEAD', attempts: 1, lastError: 'REFUSED' });
    expect(classify(new Error('connect ECONNREFUSED'))).toEqual({ code: 'UNREACHABLE', permanent: false });
  });

  it('cuts off a mail server that does not answer and tries again later', async () => {
    const hanging: Mailer = { send: () => new Promise(() => undefined) };
    const id = await enqueueMail(database.db, mail());
    expect(await deliverMail(database.db, hanging, id, new Date(), { timeoutMs: 50 })).toBe('retrying');
    expect(await rowOf(id)).toMatchObject({ state: 'PENDING', attempts: 1, lastError: 'TIMEOUT' });
  });

  it('"Send again" makes a dead mail of the company wait again, and it is sent; foreign ids as missing', async () => {
    const box = server();
    box.state.failWith = smtp(554);
    const id = await enqueueMail(database.db, mail({ subject: 'Z-report 7', kind: 'zReport' }));
    expect(await deliverMail(database.db, box.mailer, id)).toBe('dead');
    // Another company's, a missing one, one not dead: nothing happens.
    expect(await requeueMail(database.db, otherCompanyId, id)).toBeNull();
    expect(await requeueMail(database.db, companyId, crypto.randomUUID())).toBeNull();
    expect(await requeueMail(database.db, companyId, id, ['receipt'])).toBeNull();
    expect((await rowOf(id))?.state).toBe('DEAD');
    expect(await requeueMail(database.db, companyId, id, ['zReport'])).toBe(id);
    expect(await rowOf(id)).toMatchObject({ state: 'PENDING', attempts: 0, lastError: null });
    box.state.failWith = null;
    // The tick finds it due and the job sends it.
    const instances = await testInstances(database, 1);
    try {
      for (const queue of instances.queues)
        await startMailOutbox(queue, database.db, box.mailer, { everyMs: 3_600_000, clock: instances.clock });
      await instances.tick(new Date(Date.now() + 1_000), (queue, at) =>
        enqueueDueMails(database.db, queue, at),
      );
      expect(box.sent.map((m) => m.subject)).toEqual(['Z-report 7']);
      expect((await rowOf(id))?.state).toBe('SENT');
      expect(await requeueMail(database.db, companyId, id)).toBeNull();
    } finally {
      await instances.stop();
    }
  });

  it('a mail recorded by a process that stopped before sending it is sent once by the next start', async () => {
    const box = server();
    // The crash: recorded and committed, never dispatched.
    const id = await enqueueMail(
      database.db,
      mail({ subject: 'Invitation', kind: 'invitation', link: 'http://x/reset?token=t0k', secret: true }),
    );
    // Two instances start at once: both scan on start, one job runs.
    const first = await testInstances(database, 2);
    try {
      for (const queue of first.queues)
        await startMailOutbox(queue, database.db, box.mailer, { everyMs: 3_600_000, clock: first.clock });
      await first.settle(new Date(Date.now() + 1_000));
    } finally {
      await first.stop();
    }
    expect(box.sent.filter((m) => m.subject === 'Invitation')).toHaveLength(1);
    expect(box.sent.find((m) => m.subject === 'Invitation')?.link).toBe('http://x/reset?token=t0k');
    // Sent: the single-use link is gone from the row.
    expect(await rowOf(id)).toMatchObject({ state: 'SENT', text: '', html: '', link: '' });
    // Another start sends nothing again.
    const second = await testInstances(database, 1);
    try {
      for (const queue of second.queues)
        await startMailOutbox(queue, database.db, box.mailer, { everyMs: 3_600_000, clock: second.clock });
      await second.settle(new Date(Date.now() + 1_000));
    } finally {
      await second.stop();
    }
    expect(box.sent.filter((m) => m.subject === 'Invitation')).toHaveLength(1);
  }, 60_000);

  it('purges sent mails after 30 days, never waiting or dead ones', async () => {
    const box = server();
    const old = await enqueueMail(database.db, mail());
    await deliverMail(database.db, box.mailer, old, new Date('2026-10-01T00:00:00Z'));
    const recent = await enqueueMail(database.db, mail());
    await deliverMail(database.db, box.mailer, recent, new Date('2026-11-20T00:00:00Z'));
    const waiting = await enqueueMail(database.db, mail());
    expect(await purgeSentMails(database.db, new Date('2026-12-01T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await rowOf(old)).toBeUndefined();
    expect((await rowOf(recent))?.state).toBe('SENT');
    expect((await rowOf(waiting))?.state).toBe('PENDING');
  });

  it(`purges dead mails ${MAIL_DEAD_KEEP_DAYS} days after they died, never newer ones or waiting ones`, async () => {
    const box = server();
    box.state.failWith = smtp(550);
    const died = new Date('2026-08-01T00:00:00Z');
    const old = await enqueueMail(database.db, mail());
    expect(await deliverMail(database.db, box.mailer, old, died)).toBe('dead');
    const recent = await enqueueMail(database.db, mail());
    expect(await deliverMail(database.db, box.mailer, recent, new Date('2026-10-01T00:00:00Z'))).toBe('dead');
    const waiting = await enqueueMail(database.db, mail());
    const after = new Date(died.getTime() + (MAIL_DEAD_KEEP_DAYS + 1) * 86_400_000);
    expect(await purgeDeadMails(database.db, after)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(old)).toBeUndefined();
    expect((await rowOf(recent))?.state).toBe('DEAD');
    expect((await rowOf(waiting))?.state).toBe('PENDING');
    // Sent mails are not the dead purge's.
    box.state.failWith = null;
    const sent = await enqueueMail(database.db, mail());
    await deliverMail(database.db, box.mailer, sent, died);
    await purgeDeadMails(database.db, after);
    expect((await rowOf(sent))?.state).toBe('SENT');
  });

  it('keeps under the send rate limit per mail provider: a mail over it waits, no attempt counted', async () => {
    const box = server();
    const provider = { ...box.mailer, provider: 'smtp:relay.test' };
    const other = { ...box.mailer, provider: 'smtp:other.test' };
    const limiter = mailRateLimiter(2);
    const now = new Date('2026-12-01T10:00:00Z');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await enqueueMail(database.db, mail({ subject: `Limited ${i}` })));
    const [a = '', b = '', c = ''] = ids;
    expect(await deliverMail(database.db, provider, a, now, { limiter })).toBe('sent');
    expect(await deliverMail(database.db, provider, b, new Date(now.getTime() + 10_000), { limiter })).toBe(
      'sent',
    );
    // The third within the minute: not sent, not an attempt, due when the first send leaves the window.
    expect(await deliverMail(database.db, provider, c, new Date(now.getTime() + 20_000), { limiter })).toBe(
      'deferred',
    );
    expect(await rowOf(c)).toMatchObject({ state: 'PENDING', attempts: 0 });
    expect((await rowOf(c))?.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);
    // Another provider has its own count.
    const d = await enqueueMail(database.db, mail({ subject: 'Limited elsewhere' }));
    expect(await deliverMail(database.db, other, d, new Date(now.getTime() + 20_000), { limiter })).toBe(
      'sent',
    );
    // A mail that is skipped (sent already) gives its reserved send back.
    expect(await deliverMail(database.db, provider, a, new Date(now.getTime() + 61_000), { limiter })).toBe(
      'skipped',
    );
    expect(await deliverMail(database.db, provider, c, new Date(now.getTime() + 61_000), { limiter })).toBe(
      'sent',
    );
    expect(box.sent.filter((m) => m.subject.startsWith('Limited'))).toHaveLength(4);
  });

  it('the API records its mails in the outbox (a password reset: no company, its link blanked once sent)', async () => {
    const client = testApi(database.db);
    const result = await client.request(
      'mutation ($e: String!) { requestPasswordReset(email: $e) { success } }',
      {
        e: 'outbox-a@example.com',
      },
    );
    expect(result.errors).toBeUndefined();
    expect(client.mails).toHaveLength(1);
    expect(client.mails[0]?.link).toMatch(/reset-password\?token=/);
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'outbox-a@example.com'));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'passwordReset',
        companyId: null,
        state: 'SENT',
        secret: true,
        link: '',
        text: '',
      }),
    ]);
  });

  it('deadMails and sendMailAgain: the kinds the scopes reach, foreign ids as missing', async () => {
    const client = testApi(database.db);
    const made = await createCompany(database.db, {
      name: 'Kassa',
      email: 'outbox-orders@example.com',
      scopes: ['ORDERS'],
    });
    const dead = async (owner: string, kind: OutboxMail['kind'], subject: string) => {
      const [row] = await database.db
        .insert(mailOutbox)
        .values({
          companyId: owner,
          kind,
          recipient: 'guest@outbox.test',
          subject,
          text: 'Hello',
          html: '<p>Hello</p>',
          state: 'DEAD',
          attempts: MAIL_ATTEMPTS,
          lastError: 'REFUSED',
        })
        .returning();
      return row?.id ?? '';
    };
    const receipt = await dead(made.company.id, 'receipt', 'Kvittering 12');
    const zReport = await dead(made.company.id, 'zReport', 'Z-rapport 3');
    const foreign = await dead(companyId, 'receipt', 'Receipt of another');
    const token = await client.login('outbox-orders@example.com', FIXTURE_PASSWORD);
    const list = await client.request<{ deadMails: { id: string; kind: string; reason: string }[] }>(
      'query { deadMails { id kind subject recipient reason failedAt } }',
      {},
      { token },
    );
    // ORDERS reaches receipts only.
    expect(list.data?.deadMails.map((m) => [m.id, m.kind, m.reason])).toEqual([
      [receipt, 'receipt', 'REFUSED'],
    ]);
    const again = (mailId: string) =>
      client.request<{ sendMailAgain: boolean }>(
        'mutation ($id: ID!) { sendMailAgain(mailId: $id) }',
        { id: mailId },
        { token },
      );
    for (const id of [zReport, foreign, crypto.randomUUID(), 'not-an-id'])
      expect((await again(id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await again(receipt)).data).toEqual({ sendMailAgain: true });
    expect(client.mails.map((m) => m.subject)).toEqual(['Kvittering 12']);
    expect((await rowOf(receipt))?.state).toBe('SENT');
    expect((await rowOf(foreign))?.state).toBe('DEAD');
    // Sent: no longer dead, so nothing to send again.
    expect((await again(receipt)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
