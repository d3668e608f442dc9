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
  retryDelayMs,
} from '../../src/domain/schedules.ts';
import type { Locales } from '../../src/i18n/i18n-types.ts';
import { isLocale } from '../../src/i18n/i18n-util.ts';
import { isUuid, notFound } from '../api/versioned.ts';
import type { Viewer } from '../context.ts';
import type { DB } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import { companies, type ScheduledReportRow, scheduledReports, venues } from '../db/schema/index.ts';
import { translator } from '../i18n.ts';
import type { Mailer } from '../mail/mailer.ts';
import { venuesFor } from './dashboard.service.ts';
import { type FinanceErrorCode, financeProblem, refuseFinance } from './finance.errors.ts';
import { reportCsv, reportPdf } from './reportFiles.ts';
import { reportRows } from './reports.service.ts';

/**
 * Scheduled reports (issue 20 item 5): a report of a kind mailed to chosen addresses in the
 * recipients' language once the day, week or month has closed in the (first) venue's time zone.
 * One schedule may cover several venues: one consolidated mail. The runner claims each due
 * schedule with `FOR UPDATE SKIP LOCKED` and moves `next_run_at` in the same transaction, so a run
 * happens once however many instances poll; a failed send is retried with backoff and its error
 * stays on the schedule (`last_status`, `last_error`, `attempts`).
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
    .values({
      companyId: viewer.companyId,
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
    })
    .returning();
  if (!row) throw new Error('scheduled_reports insert returned nothing');
  return row;
}

function visible(viewer: Viewer, row: ScheduledReportRow): boolean {
  return !viewer.venueIds.length || row.venueIds.every((id) => viewer.venueIds.includes(id));
}

export async function listSchedules(db: Queryable, viewer: Viewer): Promise<ScheduledReportRow[]> {
  const rows = await db
    .select()
    .from(scheduledReports)
    .where(eq(scheduledReports.companyId, viewer.companyId))
    .orderBy(asc(scheduledReports.createdAt), asc(scheduledReports.id))
    .limit(200);
  return rows.filter((row) => visible(viewer, row));
}

export async function deleteSchedule(db: Queryable, viewer: Viewer, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(scheduledReports)
    .where(and(eq(scheduledReports.id, id), eq(scheduledReports.companyId, viewer.companyId)));
  if (!row || !visible(viewer, row)) throw notFound();
  await db.delete(scheduledReports).where(eq(scheduledReports.id, row.id));
  return row.id;
}

/** Sends one schedule's report for the period that closed before `runAt`. */
async function send(db: Queryable, mailer: Mailer, row: ScheduledReportRow, runAt: Date): Promise<void> {
  const venueRows = await db
    .select()
    .from(venues)
    .where(and(eq(venues.companyId, row.companyId), inArray(venues.id, row.venueIds)))
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
  for (const to of row.recipients)
    await mailer.send({ to, subject, text, html: `<p>${escapeHtml(text)}</p>`, link: '', attachments });
}

/**
 * Runs every schedule due at `now` (the clock is a parameter: tests move it across days, weeks,
 * months and DST changes). Returns how many runs were sent and how many failed.
 */
export async function runDueSchedules(
  db: DB,
  mailer: Mailer,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const done = { sent: 0, failed: 0 };
  for (let guard = 0; guard < 1_000; guard++) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(scheduledReports)
        .where(sql`${scheduledReports.nextRunAt} <= ${now.toISOString()}`)
        .orderBy(asc(scheduledReports.nextRunAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      const [venue] = await tx
        .select({ timezone: venues.timezone, cutoff: venues.accountingCutoff })
        .from(venues)
        .where(inArray(venues.id, row.venueIds))
        .orderBy(asc(venues.createdAt))
        .limit(1);
      const timeZone = venue?.timezone ?? 'Europe/Stockholm';
      // The period this run reports closed at nextRunAt (a retry reports the same period).
      const runAt = row.nextRunAt;
      const following = nextRunAt(row.period as Period, runAt, timeZone, venue?.cutoff);
      try {
        await send(tx, mailer, row, runAt);
        await tx
          .update(scheduledReports)
          .set({ lastRunAt: now, lastStatus: 'sent', lastError: null, attempts: 0, nextRunAt: following })
          .where(eq(scheduledReports.id, row.id));
        done.sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const givenUp = attempts >= MAX_SEND_ATTEMPTS;
        await tx
          .update(scheduledReports)
          .set({
            lastRunAt: now,
            lastStatus: givenUp ? 'failed' : 'retrying',
            lastError: error instanceof Error ? error.message : String(error),
            attempts: givenUp ? 0 : attempts,
            // A retry keeps the period: nextRunAt stays the period's close, retried after a delay.
            nextRunAt: givenUp ? following : new Date(now.getTime() + retryDelayMs(attempts)),
          })
          .where(eq(scheduledReports.id, row.id));
        done.failed++;
      }
      return true;
    });
    if (!claimed) break;
  }
  return done;
}

/**
 * The in-process runner: polls every minute (each instance may run one; the row lock keeps runs
 * single). `clock` is the wall clock except in e2e runs (server/finance/scheduleClock.ts).
 */
export function startScheduleRunner(
  db: DB,
  mailer: Mailer,
  everyMs = 60_000,
  clock: () => Date = () => new Date(),
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    runDueSchedules(db, mailer, clock())
      .catch((error: unknown) => console.error(`scheduled reports: ${String(error)}`))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
