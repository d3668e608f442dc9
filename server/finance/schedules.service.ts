import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ReportKind } from '../../src/domain/reports.ts';
import { isReportKind, REPORT_COLUMNS } from '../../src/domain/reports.ts';
import {
  closedRange,
  isEmailAddress,
  isPeriod,
  MAX_SEND_ATTEMPTS,
  nextRunAt,
  type Period,
} from '../../src/domain/schedules.ts';
import type { Locales } from '../../src/i18n/i18n-types.ts';
import { isLocale } from '../../src/i18n/i18n-util.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { companies, type ScheduledReportRow, scheduledReports, venues } from '../platform/db/schema/index.ts';
import { ownRow, ownRows, seesVenue } from '../platform/db/tenant.ts';
import { translator } from '../platform/i18n.ts';
import type { JobFailure, JobOptions, JobQueue } from '../platform/jobs/queue.ts';
import { enqueueMail, type MailDispatch } from '../platform/mail/outbox.ts';
import { venuesFor } from './dashboard.service.ts';
import { type FinanceErrorCode, financeProblem, refuseFinance } from './finance.errors.ts';
import { reportCsv, reportPdf } from './reportFiles.ts';
import { reportRows } from './reports.service.ts';

/**
 * Scheduled reports (issue 20 item 5): a report of a kind mailed to chosen addresses in the
 * recipients' language once the day, week or month has closed in the (first) venue's time zone.
 * One schedule may cover several venues: one consolidated mail. Runs are jobs of the job queue
 * (server/platform/jobs/queue.ts: pg-boss on PostgreSQL, the in-process runner on PGlite): each instance's
 * scan enqueues a due run under a singleton key, the job sends it in a transaction that moves
 * `next_run_at`, so a run happens once however many instances poll; a failed send is retried by
 * the queue with backoff and its error and next attempt stay on the schedule (`last_status`,
 * `last_error`, `attempts`, `retry_at`).
 */

export interface ScheduleInput {
  name: string;
  type: string;
  period: string;
  venueIds: readonly string[];
  recipients: readonly string[];
  language: string;
}

export async function createSchedule(
  db: Queryable,
  viewer: Viewer,
  input: ScheduleInput,
  now = new Date(),
): Promise<ScheduledReportRow> {
  const problems: { field: string; code: FinanceErrorCode }[] = [];
  const name = input.name.trim();
  if (!name || name.length > 100) problems.push({ field: 'name', code: 'invalidName' });
  if (!isReportKind(input.type)) problems.push({ field: 'type', code: 'unknownKind' });
  if (!isPeriod(input.period)) problems.push({ field: 'period', code: 'unknownPeriod' });
  const recipients = input.recipients.map((r) => r.trim()).filter(Boolean);
  if (!recipients.length || recipients.length > 20)
    problems.push({ field: 'recipients', code: 'invalidEmail' });
  recipients.forEach((r, i) => {
    if (!isEmailAddress(r)) problems.push({ field: `recipients.${i}`, code: 'invalidEmail' });
  });
  if (!isLocale(input.language)) problems.push({ field: 'language', code: 'unknownLanguage' });
  if (problems.length) refuseFinance(problems.map((p) => financeProblem(p.field, p.code)));
  const chosen = await venuesFor(db, viewer, input.venueIds.length ? input.venueIds : null);
  const first = chosen[0];
  const [row] = await db
    .insert(scheduledReports)
    .values(
      ownRow(viewer, {
        name,
        kind: input.type,
        period: input.period,
        venueIds: chosen.map((v) => v.id),
        recipients,
        language: input.language,
        nextRunAt: nextRunAt(
          input.period as Period,
          now,
          first?.timezone ?? 'Europe/Stockholm',
          first?.accountingCutoff,
        ),
      }),
    )
    .returning();
  if (!row) throw new Error('scheduled_reports insert returned nothing');
  return row;
}

function visible(viewer: Viewer, row: ScheduledReportRow): boolean {
  return row.venueIds.every((id) => seesVenue(viewer, id));
}

export async function listSchedules(db: Queryable, viewer: Viewer): Promise<ScheduledReportRow[]> {
  const rows = await db
    .select()
    .from(scheduledReports)
    .where(ownRows(viewer, scheduledReports))
    .orderBy(asc(scheduledReports.createdAt), asc(scheduledReports.id))
    .limit(200);
  return rows.filter((row) => visible(viewer, row));
}

export async function deleteSchedule(db: Queryable, viewer: Viewer, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(scheduledReports)
    .where(ownRows(viewer, scheduledReports, eq(scheduledReports.id, id)));
  if (!row || !visible(viewer, row)) throw notFound();
  await db.delete(scheduledReports).where(eq(scheduledReports.id, row.id));
  return row.id;
}

/**
 * Records the mails of one schedule's report for the period that closed before `runAt` in the
 * outbox (the caller's transaction); the outbox sends them after commit. Answers their ids.
 */
async function send(db: Queryable, row: ScheduledReportRow, runAt: Date): Promise<string[]> {
  const venueRows = await db
    .select()
    .from(venues)
    .where(ownRows({ companyId: row.companyId }, venues, inArray(venues.id, row.venueIds)))
    .orderBy(asc(venues.createdAt));
  const first = venueRows[0];
  const timeZone = first?.timezone ?? 'Europe/Stockholm';
  const range = closedRange(row.period as Period, runAt, timeZone, first?.accountingCutoff);
  const kind = row.kind as ReportKind;
  const rows = await reportRows(db, row.companyId, kind, {
    venueIds: venueRows.map((v) => v.id),
    origins: [],
    includeItems: false,
    ignoreInvoices: false,
    from: range.from,
    to: range.to,
    hourFrom: null,
    hourTo: null,
    staffId: null,
    giftcardItemId: null,
  });
  const [company] = await db
    .select({ currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const locale = row.language as Locales;
  const table = {
    kind,
    columns: REPORT_COLUMNS[kind],
    rows,
    from: range.from,
    to: range.to,
    currency: company?.currency ?? 'SEK',
    requestedBy: row.name,
    createdAt: runAt,
  };
  const t = translator(locale).finance.schedules;
  const venuesText = venueRows.map((v) => v.name).join(', ');
  const subject = t.mailSubject({ name: row.name, from: range.from, to: range.to });
  const text = t.mailBody({ kind: translator(locale).finance.reports.kinds[kind](), venues: venuesText });
  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const base = `${kind.toLowerCase()}-${range.from}-${range.to}`;
  const attachments = [
    {
      filename: `report-${base}.csv`,
      content: Buffer.from(reportCsv(table, locale)),
      contentType: 'text/csv',
    },
    {
      filename: `report-${base}.pdf`,
      content: await reportPdf(table, locale),
      contentType: 'application/pdf',
    },
  ];
  const ids: string[] = [];
  for (const to of row.recipients)
    ids.push(
      await enqueueMail(db, {
        kind: 'scheduledReport',
        companyId: row.companyId,
        to,
        subject,
        text,
        html: `<p>${escapeHtml(text)}</p>`,
        link: '',
        attachments,
      }),
    );
  return ids;
}

/** The queue's job for one schedule's run: the period that closed at `runAt` (its `next_run_at`). */
export const SCHEDULED_REPORT_JOB = 'finance.scheduled-report';
export interface ScheduledReportJob {
  scheduleId: string;
  runAt: string;
}

/**
 * The retries of a failed send are the queue's: 5 more attempts after the first, 5 minutes, then
 * doubled each time (pg-boss's backoff with its jitter, up to twice that), then the run is given up
 * and shown as failed until the next period.
 */
export const SCHEDULE_RETRIES: JobOptions = {
  retryLimit: MAX_SEND_ATTEMPTS - 1,
  retryDelaySeconds: 300,
  retryBackoff: true,
};

/**
 * The "what is due" scan (each instance, every poll): one job per schedule and period, the
 * singleton key `schedule id @ period close` making two instances' scans enqueue one. Runs being
 * retried belong to the queue (`retrying`). Returns how many jobs this call enqueued.
 */
export async function enqueueDueSchedules(
  db: Queryable,
  queue: JobQueue,
  now = new Date(),
  retries: JobOptions = SCHEDULE_RETRIES,
): Promise<number> {
  const due = await db
    .select({ id: scheduledReports.id, nextRunAt: scheduledReports.nextRunAt })
    .from(scheduledReports)
    .where(
      and(
        sql`${scheduledReports.nextRunAt} <= ${now.toISOString()}`,
        sql`${scheduledReports.lastStatus} is distinct from 'retrying'`,
      ),
    )
    .orderBy(asc(scheduledReports.nextRunAt))
    .limit(1_000);
  let enqueued = 0;
  for (const row of due) {
    const runAt = row.nextRunAt.toISOString();
    const job: ScheduledReportJob = { scheduleId: row.id, runAt };
    if (await queue.send(SCHEDULED_REPORT_JOB, job, { ...retries, singletonKey: `${row.id}@${runAt}` }))
      enqueued++;
  }
  return enqueued;
}

async function followingRun(db: Queryable, row: ScheduledReportRow): Promise<Date> {
  const [venue] = await db
    .select({ timezone: venues.timezone, cutoff: venues.accountingCutoff })
    .from(venues)
    .where(inArray(venues.id, row.venueIds))
    .orderBy(asc(venues.createdAt))
    .limit(1);
  return nextRunAt(row.period as Period, row.nextRunAt, venue?.timezone ?? 'Europe/Stockholm', venue?.cutoff);
}

/**
 * The job: makes the schedule's report for the period that closed at `runAt` and records its mails
 * in the outbox, once, in the transaction that moves the schedule on; the outbox sends them after
 * commit (with its own retries and dead letter: a mail server that fails does not hold the
 * schedule's row). The schedule's row is locked and must still be at that run
 * (`next_run_at = runAt`): a job that runs again (a crash before the queue marked it done, a key
 * enqueued again later) finds the row moved on and records nothing; a deleted schedule records
 * nothing. Throws when the report cannot be made (the queue retries; `scheduleFailed` records it).
 */
export async function runScheduledReport(
  db: DB,
  mail: MailDispatch,
  job: ScheduledReportJob,
  now = new Date(),
): Promise<boolean> {
  const ids = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledReports)
      .where(eq(scheduledReports.id, job.scheduleId))
      .for('update');
    if (!row || row.nextRunAt.getTime() !== Date.parse(job.runAt)) return null;
    // The period this run reports closed at next_run_at (a retry reports the same period).
    const recorded = await send(tx, row, row.nextRunAt);
    await tx
      .update(scheduledReports)
      .set({
        lastRunAt: now,
        lastStatus: 'sent',
        lastError: null,
        attempts: 0,
        retryAt: null,
        nextRunAt: await followingRun(tx, row),
      })
      .where(eq(scheduledReports.id, row.id));
    return recorded;
  });
  if (!ids) return false;
  await mail.dispatch(ids);
  return true;
}

/** A failed attempt, on the schedule: retrying (when, and why) or, once given up, failed until the next period. */
export async function scheduleFailed(db: DB, job: ScheduledReportJob, failure: JobFailure, now = new Date()) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledReports)
      .where(eq(scheduledReports.id, job.scheduleId))
      .for('update');
    if (!row || row.nextRunAt.getTime() !== Date.parse(job.runAt)) return;
    const message = failure.error instanceof Error ? failure.error.message : String(failure.error);
    await tx
      .update(scheduledReports)
      .set({
        lastRunAt: now,
        lastStatus: failure.retryAt ? 'retrying' : 'failed',
        lastError: message,
        attempts: failure.retryAt ? failure.attempt : 0,
        retryAt: failure.retryAt,
        nextRunAt: failure.retryAt ? row.nextRunAt : await followingRun(tx, row),
      })
      .where(eq(scheduledReports.id, row.id));
  });
}

/**
 * Scheduled reports on the job queue: the worker sends, and each instance's tick (every `everyMs`)
 * enqueues what is due. `clock` is the wall clock except in e2e runs (server/finance/scheduleClock.ts);
 * tests shorten the retries.
 */
export async function startScheduledReports(
  queue: JobQueue,
  db: DB,
  mail: MailDispatch,
  options: { everyMs?: number; clock?: () => Date; retries?: JobOptions } = {},
): Promise<void> {
  const clock = options.clock ?? (() => new Date());
  await queue.work<ScheduledReportJob>(
    SCHEDULED_REPORT_JOB,
    async (job) => {
      await runScheduledReport(db, mail, job, clock());
    },
    (job, failure) => scheduleFailed(db, job, failure, clock()),
  );
  queue.every('scheduled reports', options.everyMs ?? 60_000, () =>
    enqueueDueSchedules(db, queue, clock(), options.retries),
  );
}
