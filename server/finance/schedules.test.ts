import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../demo/seed-orders.ts';
import type { Database } from '../platform/db/client.ts';
import { mailOutbox, scheduledReports } from '../platform/db/schema/index.ts';
import type { MailMessage } from '../platform/mail/mailer.ts';
import { enqueueDueMails, inlineDispatch, startMailOutbox } from '../platform/mail/outbox.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { type TestInstances, testInstances } from '../test/jobs.ts';
import { enqueueDueSchedules, SCHEDULE_RETRIES, startScheduledReports } from './schedules.service.ts';

const CREATE = `mutation ($input: ScheduledReportInput!) { createScheduledReport(input: $input) {
  id nextRunAt lastStatus attempts venueIds } }`;
const LIST = `query { scheduledReports { id name nextRunAt lastStatus lastError attempts } }`;
const DELETE = `mutation ($id: ID!) { deleteScheduledReport(id: $id) }`;

type Err = {
  extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
};

/** The test's mail server; `failures` sends fail first (an SMTP server saying later). */
function outbox(failures = 0) {
  const sent: MailMessage[] = [];
  let left = failures;
  return {
    sent,
    async send(message: MailMessage) {
      if (left > 0) {
        left--;
        throw new Error('SMTP 451 try again later');
      }
      sent.push(message);
    },
  };
}

describe.each(testDatabaseKinds())('scheduled reports on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;
  // Two instances (two runners on PGlite, two pg-boss workers on PostgreSQL) sharing one mailer.
  let instances: TestInstances;
  let mail = outbox();
  // On PostgreSQL pg-boss retries in real time: a short fixed delay there.
  const retries =
    kind === 'pglite' ? SCHEDULE_RETRIES : { ...SCHEDULE_RETRIES, retryDelaySeconds: 2, retryBackoff: false };
  const run = async (now: Date) => {
    const enqueued = await instances.tick(now, (queue, at) =>
      enqueueDueSchedules(database.db, queue, at, retries),
    );
    return { enqueued, sent: mail.sent.length };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    instances = await testInstances(database);
    // The mails are recorded in the outbox and, after commit, sent at once by the job (the
    // outbox's own job retries a failed one).
    const mailer = { send: (message: MailMessage) => mail.send(message) };
    for (const queue of instances.queues) {
      await startMailOutbox(queue, database.db, mailer, { everyMs: 3_600_000, clock: instances.clock });
      await startScheduledReports(queue, database.db, inlineDispatch(database.db, mailer, instances.clock), {
        everyMs: 3_600_000,
        clock: instances.clock,
        retries,
      });
    }
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Alfa', email: 'sch-a@example.com' });
    b = await createCompany(database.db, { name: 'Beta', email: 'sch-b@example.com' });
    await seedOrders(database.db, a.company.id, 3);
    tokenA = await client.login('sch-a@example.com', FIXTURE_PASSWORD);
    tokenB = await client.login('sch-b@example.com', FIXTURE_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await instances?.stop();
    await database?.close();
  });

  const create = (input: Record<string, unknown>, token = tokenA) =>
    client.request<{ createScheduledReport: { id: string; nextRunAt: string } }>(
      CREATE,
      {
        input: {
          name: 'Daily sales',
          type: 'SALES',
          period: 'DAILY',
          venueIds: [],
          recipients: ['owner@example.com'],
          language: 'no',
          ...input,
        },
      },
      { token },
    );

  it('mails after each day, week and month closes, once, in the chosen language, across DST', async () => {
    const daily = await create({ name: 'Dag', recipients: ['a@example.com', 'b@example.com'] });
    const weekly = await create({ name: 'Uke', period: 'WEEKLY' });
    const monthly = await create({ name: 'Måned', period: 'MONTHLY', language: 'es' });
    expect(daily.errors).toBeUndefined();
    const ids = [daily, weekly, monthly].map((r) => r.data?.createScheduledReport.id ?? '');
    // The fake clock: put every schedule's next run before the autumn DST change of 2026 in Oslo.
    const start = new Date('2026-10-22T12:00:00Z');
    const { nextRunAt } = await import('../../src/domain/schedules.ts');
    for (const [id, period] of [
      [ids[0], 'DAILY'],
      [ids[1], 'WEEKLY'],
      [ids[2], 'MONTHLY'],
    ] as const)
      await database.db
        .update(scheduledReports)
        .set({ nextRunAt: nextRunAt(period, start, 'Europe/Oslo') })
        .where(eq(scheduledReports.id, id ?? ''));

    mail = outbox();
    // Nothing is due before the day closes.
    expect(await run(new Date('2026-10-23T03:29:00Z'))).toEqual({ enqueued: 0, sent: 0 });
    // 05:30 Oslo (summer time) on the 23rd: the daily run for the 22nd, to both recipients.
    expect(await run(new Date('2026-10-23T03:31:00Z'))).toEqual({ enqueued: 1, sent: 2 });
    expect(mail.sent.map((m) => m.to)).toEqual(['a@example.com', 'b@example.com']);
    expect(mail.sent[0]?.subject).toBe('Dag: 2026-10-22–2026-10-22');
    expect(mail.sent[0]?.text).toContain('Salgsrapport');
    expect(mail.sent[0]?.attachments?.map((f) => f.filename)).toEqual([
      'report-sales-2026-10-22-2026-10-22.csv',
      'report-sales-2026-10-22-2026-10-22.pdf',
    ]);
    // Two instances scanning at once (the tick scans in both): the day's run is enqueued once
    // and sent once.
    mail.sent.length = 0;
    expect(await run(new Date('2026-10-24T04:00:00Z'))).toEqual({ enqueued: 1, sent: 2 });
    // A job that runs again after the send (the key enqueued anew) finds the row moved on.
    const { runScheduledReport } = await import('./schedules.service.ts');
    expect(
      await runScheduledReport(database.db, inlineDispatch(database.db, mail), {
        scheduleId: ids[0] ?? '',
        runAt: '2026-10-24T03:30:00.000Z',
      }),
    ).toBe(false);
    expect(mail.sent).toHaveLength(2);
    // Across the DST change (25 October) the run stays at 05:30 local: 04:30Z from the 26th.
    mail.sent.length = 0;
    expect((await run(new Date('2026-10-26T04:29:00Z'))).enqueued).toBe(1); // the 24th, due 25th 04:30Z
    expect([...new Set(mail.sent.map((m) => m.subject))]).toEqual(['Dag: 2026-10-24–2026-10-24']);
    // Monday 26 October 05:30: the week 19–25 October closed (and the 25th's day).
    mail.sent.length = 0;
    expect((await run(new Date('2026-10-26T04:31:00Z'))).enqueued).toBe(2);
    expect([...new Set(mail.sent.map((m) => m.subject))].sort()).toEqual([
      'Dag: 2026-10-25–2026-10-25',
      'Uke: 2026-10-19–2026-10-25',
    ]);
    // 1 November 05:30 (winter time, 04:30Z): October's monthly run, in Spanish.
    mail.sent.length = 0;
    await run(new Date('2026-11-01T04:31:00Z'));
    const month = mail.sent.find((m) => m.subject.startsWith('Måned'));
    expect(month?.subject).toBe('Måned: 2026-10-01–2026-10-31');
    expect(month?.text).toContain('Informe de ventas');
  }, 120_000);

  it('a failed mail waits in the outbox and is sent on its retry; the schedule moves on', async () => {
    const created = await create({ name: 'Retry' });
    const id = created.data?.createScheduledReport.id ?? '';
    const setDue = (at: Date) =>
      database.db.update(scheduledReports).set({ nextRunAt: at }).where(eq(scheduledReports.id, id));
    // Other schedules are due too at this clock: they are sent first, then this one's send fails.
    await setDue(new Date('2027-01-01T00:00:00Z'));
    mail = outbox(0);
    // (a schedule behind by several periods catches up one period per scan)
    while ((await run(new Date('2026-12-01T04:31:00Z'))).enqueued > 0);
    await setDue(new Date('2026-12-01T04:30:00Z'));
    mail = outbox(1);
    await instances.tick(new Date('2026-12-01T04:31:00Z'), (queue, at) =>
      enqueueDueSchedules(database.db, queue, at, retries),
    );
    const list = await client.request<{
      scheduledReports: { id: string; lastStatus: string; lastError: string | null; attempts: number }[];
    }>(LIST, {}, { token: tokenA });
    // The report was made and its mail recorded: the schedule has moved on.
    expect(list.data?.scheduledReports.find((s) => s.id === id)).toMatchObject({
      lastStatus: 'sent',
      attempts: 0,
      lastError: null,
    });
    const waiting = () =>
      database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'scheduledReport'), eq(mailOutbox.state, 'PENDING')));
    const [row] = await waiting();
    // Generic on the row (the mail server's words are in the log); the next attempt a minute on.
    expect(row).toMatchObject({ attempts: 1, lastError: 'UNREACHABLE', companyId: a.company.id });
    expect(row?.nextAttemptAt.toISOString()).toBe('2026-12-01T04:32:00.000Z');
    expect(mail.sent).toEqual([]);
    const scan = (queue: Parameters<typeof enqueueDueMails>[1], at: Date) =>
      enqueueDueMails(database.db, queue, at);
    // Not before it is due.
    expect(await instances.tick(new Date('2026-12-01T04:31:30Z'), scan)).toBe(0);
    // Then the outbox's job sends it, once, though both instances scan.
    await instances.tick(new Date('2026-12-01T04:33:00Z'), scan);
    expect(mail.sent.map((m) => m.subject)).toEqual(['Retry: 2026-11-30–2026-11-30']);
    expect(mail.sent[0]?.attachments?.map((f) => f.contentType)).toEqual(['text/csv', 'application/pdf']);
    expect(await waiting()).toEqual([]);
  }, 120_000);

  it('refuses bad input with translated field errors, foreign venues like missing ones', async () => {
    const bad = await create({
      name: ' ',
      type: 'PROFIT',
      period: 'HOURLY',
      recipients: ['nope', 'ok@example.com'],
      language: 'xx',
    });
    const fields = (bad.errors?.[0] as Err | undefined)?.extensions?.fieldErrors ?? [];
    expect(fields.map((f) => `${f.field}:${f.code}`)).toEqual([
      'name:invalidName',
      'type:unknownKind',
      'period:unknownPeriod',
      'recipients.0:invalidEmail',
      'language:unknownLanguage',
    ]);
    const foreign = await create({ venueIds: [b.venue.id] });
    const missing = await create({ venueIds: [crypto.randomUUID()] });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(foreign.errors)).toBe(JSON.stringify(missing.errors));
    const own = await create({});
    const id = own.data?.createScheduledReport.id ?? '';
    expect((await client.request(DELETE, { id }, { token: tokenB })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const listB = await client.request<{ scheduledReports: unknown[] }>(LIST, {}, { token: tokenB });
    expect(listB.data?.scheduledReports).toEqual([]);
    expect((await client.request(DELETE, { id }, { token: tokenA })).data).toEqual({
      deleteScheduledReport: id,
    });
  });
});
