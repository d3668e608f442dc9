import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { scheduledReports } from '../db/schema/index.ts';
import { seedOrders } from '../db/seed-orders.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { runDueSchedules } from './schedules.service.ts';

const CREATE = `mutation ($input: ScheduledReportInput!) { createScheduledReport(input: $input) {
  id nextRunAt lastStatus attempts venueIds } }`;
const LIST = `query { scheduledReports { id name nextRunAt lastStatus lastError attempts } }`;
const DELETE = `mutation ($id: ID!) { deleteScheduledReport(id: $id) }`;

type Err = {
  extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
};

function outbox(fail = false) {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message: MailMessage) {
      if (fail) throw new Error('SMTP 451 try again later');
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

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Alfa', email: 'sch-a@example.com' });
    b = await createCompany(database.db, { name: 'Beta', email: 'sch-b@example.com' });
    await seedOrders(database.db, a.company.id, 3);
    tokenA = await client.login('sch-a@example.com', FIXTURE_PASSWORD);
    tokenB = await client.login('sch-b@example.com', FIXTURE_PASSWORD);
  }, 120_000);
  afterAll(async () => {
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

    const mail = outbox();
    // Nothing is due before the day closes.
    expect(await runDueSchedules(database.db, mail, new Date('2026-10-23T03:29:00Z'))).toEqual({
      sent: 0,
      failed: 0,
    });
    // 05:30 Oslo (summer time) on the 23rd: the daily run for the 22nd, to both recipients.
    expect(await runDueSchedules(database.db, mail, new Date('2026-10-23T03:31:00Z'))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(mail.sent.map((m) => m.to)).toEqual(['a@example.com', 'b@example.com']);
    expect(mail.sent[0]?.subject).toBe('Dag: 2026-10-22–2026-10-22');
    expect(mail.sent[0]?.text).toContain('Salgsrapport');
    expect(mail.sent[0]?.attachments?.map((f) => f.filename)).toEqual([
      'report-sales-2026-10-22-2026-10-22.csv',
      'report-sales-2026-10-22-2026-10-22.pdf',
    ]);
    // Two instances polling at once: the day's run still happens once.
    mail.sent.length = 0;
    const twice = await Promise.all([
      runDueSchedules(database.db, mail, new Date('2026-10-24T04:00:00Z')),
      runDueSchedules(database.db, mail, new Date('2026-10-24T04:00:00Z')),
    ]);
    expect(twice[0].sent + twice[1].sent).toBe(1);
    expect(mail.sent).toHaveLength(2);
    // Across the DST change (25 October) the run stays at 05:30 local: 04:30Z from the 26th.
    mail.sent.length = 0;
    expect((await runDueSchedules(database.db, mail, new Date('2026-10-26T04:29:00Z'))).sent).toBe(1); // the 24th, due 25th 04:30Z
    expect(mail.sent[0]?.subject).toBe('Dag: 2026-10-24–2026-10-24');
    // Monday 26 October 05:30: the week 19–25 October closed (and the 25th's day).
    mail.sent.length = 0;
    expect((await runDueSchedules(database.db, mail, new Date('2026-10-26T04:31:00Z'))).sent).toBe(2);
    expect([...new Set(mail.sent.map((m) => m.subject))].sort()).toEqual([
      'Dag: 2026-10-25–2026-10-25',
      'Uke: 2026-10-19–2026-10-25',
    ]);
    // 1 November 05:30 (winter time, 04:30Z): October's monthly run, in Spanish.
    mail.sent.length = 0;
    await runDueSchedules(database.db, mail, new Date('2026-11-01T04:31:00Z'));
    const month = mail.sent.find((m) => m.subject.startsWith('Måned'));
    expect(month?.subject).toBe('Måned: 2026-10-01–2026-10-31');
    expect(month?.text).toContain('Informe de ventas');
  });

  it('retries a failed send with backoff and shows it on the schedule, never dropping it', async () => {
    const created = await create({ name: 'Retry' });
    const id = created.data?.createScheduledReport.id ?? '';
    const due = new Date('2026-12-01T04:30:00Z');
    await database.db.update(scheduledReports).set({ nextRunAt: due }).where(eq(scheduledReports.id, id));
    const failing = outbox(true);
    // Other schedules are due too at this clock; only this one's row is read below.
    await runDueSchedules(database.db, failing, new Date('2026-12-01T04:31:00Z'));
    const list = await client.request<{
      scheduledReports: {
        id: string;
        lastStatus: string;
        lastError: string;
        attempts: number;
        nextRunAt: string;
      }[];
    }>(LIST, {}, { token: tokenA });
    const row = list.data?.scheduledReports.find((s) => s.id === id);
    expect(row).toMatchObject({ lastStatus: 'retrying', attempts: 1, lastError: 'SMTP 451 try again later' });
    expect(row?.nextRunAt).toBe('2026-12-01T04:36:00.000Z');
    // The retry succeeds and reports the same day (30 November).
    const mail = outbox();
    await runDueSchedules(database.db, mail, new Date('2026-12-01T04:37:00Z'));
    expect(mail.sent.find((m) => m.subject.startsWith('Retry'))?.subject).toBe(
      'Retry: 2026-11-30–2026-11-30',
    );
    const after = await client.request<{
      scheduledReports: { id: string; lastStatus: string; attempts: number }[];
    }>(LIST, {}, { token: tokenA });
    expect(after.data?.scheduledReports.find((s) => s.id === id)).toMatchObject({
      lastStatus: 'sent',
      attempts: 0,
    });
  });

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
