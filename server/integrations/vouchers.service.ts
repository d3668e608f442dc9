import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type AccountMapping, mappingProblems } from '../../src/domain/integrations/mapping.ts';
import { type DayTotals, dailyVoucher, sumDayTotals } from '../../src/domain/integrations/voucher.ts';
import { rowsOf } from '../finance/rollups.ts';
import { returnSplit, type ZReportContent } from '../finance/zReports.service.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { integrationConnections, vouchers, zReports } from '../platform/db/schema/index.ts';
import { ownedBy, ownRows } from '../platform/db/tenant.ts';
import { type Outbox, outboxRowFailed, runOutboxRow } from '../platform/jobs/outbox.ts';
import type { JobContext, JobFailure, JobOptions, JobQueue } from '../platform/jobs/queue.ts';
import { sendWhenFree } from '../platform/jobs/sendWhenFree.ts';
import { type Keyring, unseal } from '../platform/secrets.ts';
import {
  type AccountingAdapter,
  type DaySales,
  type OutgoingVoucher,
  ProviderError,
  type StaffSalesAdapter,
} from './adapter.ts';
import { freshCredentials, type OAuthClient } from './oauth.ts';
import { daySales, insertDayRow } from './staffSales.service.ts';
import { tenantOf } from './tenant.ts';

/**
 * The retries of a voucher's (or a day of staff sales') send are the job queue's: 7 more attempts
 * after the first, 1 minute apart, doubled each time (pg-boss's backoff with its jitter, up to twice
 * that): about 2 to 4 hours of outage are ridden out; then the row is failed (the bell lights)
 * until a resend.
 */
export const VOUCHER_RETRIES: JobOptions = { retryLimit: 7, retryDelaySeconds: 60, retryBackoff: true };
export const MAX_ATTEMPTS = 1 + (VOUCHER_RETRIES.retryLimit ?? 0);

/** What a stored Z-report says about the day, as the voucher reads it (returns included). */
export async function totalsOfZReport(
  db: Queryable,
  companyId: string,
  content: ZReportContent,
): Promise<DayTotals> {
  // Reports stored before the returns were split per rate and method: read the split again from
  // the refunds of the report's period (refunds of a closed day do not change afterwards).
  const split =
    content.returnsByRate && content.returnsByMethod
      ? { returnsByRate: content.returnsByRate, returnsByMethod: content.returnsByMethod }
      : await returnSplit(db, companyId, content.venue.id, {
          start: new Date(content.period.start),
          end: new Date(content.period.end),
        });
  return {
    accountingDate: content.accountingDate,
    sales: content.vat.map((v) => ({ rate: v.rate, gross: v.gross, vat: v.vat })),
    payments: content.payments.map((p) => ({ method: p.method, amount: p.amount })),
    tips: content.tips,
    cashDifference: 0,
    returns: split.returnsByRate,
    refunds: split.returnsByMethod.map((r) => ({ method: r.method, amount: r.amount })),
  };
}

/**
 * The books of a venue (the register-less sales: '', or a register's device id) with sales or
 * returns on a day and no Z-report for it yet.
 */
export async function unclosedBooks(
  db: Queryable,
  companyId: string,
  venueId: string,
  date: string,
): Promise<string[]> {
  const tenant = { companyId };
  const rows = rowsOf<{ book: string }>(
    await db.execute(sql`select coalesce(o.register_id::text, '') as book from orders o
        where ${ownedBy(tenant, sql.raw('o.company_id'))} and o.venue_id = ${venueId}
          and o.accounting_date = ${date} and finance_counts(o.status)
      union
      select coalesce(o.register_id::text, '') from order_refunds r join orders o on o.id = r.order_id
        where ${ownedBy(tenant, sql.raw('o.company_id'))} and o.venue_id = ${venueId}
          and r.accounting_date = ${date}
      except
      select z.register from z_reports z
        where ${ownedBy(tenant, sql.raw('z.company_id'))} and z.venue_id = ${venueId}
          and z.accounting_date = ${date}`),
  );
  return rows.map((row) => row.book).sort();
}

/**
 * A venue's closed accounting day, from its books' Z-reports (issue 22: "each closed accounting
 * day (the Z-report) becomes one voucher"): the register-less sales' report and each register's,
 * added together (issue 40: a register's report holds only its own sales). Null while the day has
 * no Z-report, or while a book with sales or returns that day is still open: the voucher waits
 * for the last register's close rather than leave its sales out.
 */
export async function dayTotals(
  db: Queryable,
  companyId: string,
  venueId: string,
  date: string,
): Promise<DayTotals | null> {
  const tenant = { companyId };
  const reports = await db
    .select({ register: zReports.register, content: zReports.content })
    .from(zReports)
    .where(ownRows(tenant, zReports, eq(zReports.venueId, venueId), eq(zReports.accountingDate, date)))
    .orderBy(asc(zReports.register), asc(zReports.number));
  if (reports.length === 0) return null;
  if ((await unclosedBooks(db, companyId, venueId, date)).length) return null;
  // One report per book and day (a closed day is not closed again); the first per book if ever two.
  const perBook = reports.filter(
    (report, i) => reports.findIndex((r) => r.register === report.register) === i,
  );
  return sumDayTotals(
    await Promise.all(
      perBook.map((report) => totalsOfZReport(db, companyId, report.content as unknown as ZReportContent)),
    ),
  );
}

/**
 * Makes the day's voucher of a venue for a provider from the day's Z-report, once: the unique
 * (venue, day, integration) index makes a second call a no-op. Refuses (answers the problems)
 * when the mapping leaves a VAT rate or payment method of the day unmapped; answers `open` when
 * the day has no Z-report yet.
 */
export async function prepareDailyVoucher(
  db: Queryable,
  input: {
    companyId: string;
    venueId: string;
    date: string;
    provider: string;
    mapping: AccountMapping;
    chart?: ReadonlySet<string> | null;
  },
) {
  const totals = await dayTotals(db, input.companyId, input.venueId, input.date);
  if (!totals) return { problems: [], voucherId: null, open: true };
  const problems = mappingProblems(
    input.mapping,
    {
      vatRates: [...new Set([...totals.sales, ...(totals.returns ?? [])].map((s) => s.rate))],
      paymentMethods: [...new Set([...totals.payments, ...(totals.refunds ?? [])].map((p) => p.method))],
    },
    input.chart ?? null,
  );
  if (problems.length) return { problems, voucherId: null, open: false };
  return {
    problems,
    voucherId: await insertDayRow(db, input, dailyVoucher(totals, input.mapping)),
    open: false,
  };
}

export interface SendDeps {
  adapters: Record<string, AccountingAdapter>;
  /** Staff scheduling providers: their rows carry a day's sales, not voucher lines. */
  staff?: Record<string, StaffSalesAdapter>;
  key: Keyring | Buffer;
  /** Providers connected by OAuth: their access token is refreshed before a call (oauth.ts). */
  oauth?: Record<string, OAuthClient>;
  /** The queue's retries (VOUCHER_RETRIES; a test server may shorten them, see registry.ts). */
  retries?: JobOptions;
}

/** The queue's jobs: one venue's day for one provider (a voucher, or a day of staff sales). */
export const VOUCHER_JOB = 'books.voucher';
export const STAFF_SALES_JOB = 'books.staff-sales';
export interface DayRowJob {
  voucherId: string;
}

type DayRow = typeof vouchers.$inferSelect;

/** One job per integration, venue and accounting day: two instances (or a scan and "Send a day") enqueue one. */
export function dayRowKey(row: Pick<DayRow, 'integration' | 'venueId' | 'accountingDate'>): string {
  return `${row.integration}@${row.venueId}@${row.accountingDate}`;
}

/**
 * Enqueues the send of a waiting row (pending: made, or put back by a resend); null when its job is
 * already queued, retrying or running. Staff scheduling providers' rows go to their own job name.
 */
export function enqueueDayRow(
  queue: JobQueue,
  row: Pick<DayRow, 'id' | 'integration' | 'venueId' | 'accountingDate'>,
  deps: Pick<SendDeps, 'staff' | 'retries'>,
): Promise<string | null> {
  const name = Object.hasOwn(deps.staff ?? {}, row.integration) ? STAFF_SALES_JOB : VOUCHER_JOB;
  const job: DayRowJob = { voucherId: row.id };
  return queue.send(name, job, { ...(deps.retries ?? VOUCHER_RETRIES), singletonKey: dayRowKey(row) });
}

/**
 * How long past its next attempt a retrying row may stay without its job having run: the queue
 * polls every few seconds, so a row still retrying that long after is orphaned (its job lost in a
 * crash between the queue's bookkeeping and ours, or a row left retrying by the row-claim sender
 * this queue replaced) and is enqueued again.
 */
export const ORPHANED_AFTER_MS = 15 * 60_000;

/**
 * The "what is due" scan (each instance's books tick): a job for every waiting row, and for an
 * orphaned retrying one or a sending one whose claim ran out (its sender died mid-call). Rows being retried belong to the queue (their job waits for its retry:
 * the singleton key refuses a second anyway), sent and failed ones wait for nothing. Returns how
 * many jobs this call enqueued.
 */
export async function enqueueWaitingDayRows(
  db: Queryable,
  queue: JobQueue,
  deps: Pick<SendDeps, 'staff' | 'retries'>,
  now: Date,
  where = sql`true`,
): Promise<number> {
  const orphaned = new Date(now.getTime() - ORPHANED_AFTER_MS).toISOString();
  const waiting = await db
    .select({
      id: vouchers.id,
      integration: vouchers.integration,
      venueId: vouchers.venueId,
      accountingDate: vouchers.accountingDate,
    })
    .from(vouchers)
    .where(
      and(
        sql`(${vouchers.status} = 'pending' or (${vouchers.status} = 'retrying'
          and ${vouchers.nextAttemptAt} < ${orphaned}) or (${vouchers.status} = 'sending'
          and ${vouchers.claimedUntil} < ${now.toISOString()}))`,
        sql`${vouchers.integration} <> ''`,
        where,
      ),
    )
    .orderBy(asc(vouchers.createdAt), asc(vouchers.id))
    .limit(500);
  let enqueued = 0;
  for (const row of waiting) if (await enqueueDayRow(queue, row, deps)) enqueued++;
  return enqueued;
}

/** What a claimed row needs to go out, read while the claim was made (no transaction is held after). */
type Outgoing = { companyId: string; provider: string } & (
  | {
      kind: 'accounting';
      adapter: AccountingAdapter;
      credentials: Record<string, string>;
      voucher: OutgoingVoucher;
    }
  | { kind: 'staff'; adapter: StaffSalesAdapter; credentials: Record<string, string>; sales: DaySales }
);

/**
 * The credentials a call goes out with: an OAuth access token about to expire is refreshed first,
 * outside any transaction (oauth.ts). Shared by every sender of the books (day rows, invoices).
 */
export async function sendingCredentials(
  db: DB,
  deps: Pick<SendDeps, 'oauth' | 'key'>,
  claimed: { provider: string; companyId: string; credentials: Record<string, string> },
): Promise<Record<string, string>> {
  const client =
    deps.oauth && Object.hasOwn(deps.oauth, claimed.provider) ? deps.oauth[claimed.provider] : null;
  return client ? freshCredentials(db, client, claimed.companyId, deps.key) : claimed.credentials;
}

/**
 * The day rows as an outbox (server/platform/jobs/outbox.ts, issue 44 item 2): the runner claims
 * the row, reads what the call needs (`outgoingOf`), calls the provider outside any transaction
 * and records the outcome while the claim is its own. A job that runs twice, or a crash between
 * any two steps, books once: the row's id is the reference the provider sees, looked up before
 * booking. A provider outage throws (the queue retries; `dayRowFailed` records it); a refusal that
 * waiting will not change (bad account, refused credentials, no such unit) fails the row at once.
 */
function dayRowOutbox(db: DB, deps: SendDeps): Outbox<DayRow, Outgoing> {
  return {
    table: vouchers,
    outgoing: (tx, row) => outgoingOf(tx, row, deps),
    send: async (claimed) => {
      const credentials = await sendingCredentials(db, deps, claimed);
      return claimed.kind === 'staff'
        ? claimed.adapter.sendSales(credentials, claimed.sales)
        : claimed.adapter.sendVoucher(credentials, claimed.voucher);
    },
  };
}

/** The job: sends one day row (a voucher, or a day of staff sales) through the outbox runner. */
export function runDayRow(
  db: DB,
  job: DayRowJob,
  context: Pick<JobContext, 'attempt'> & { id?: string },
  deps: SendDeps,
  now: () => Date = () => new Date(),
): Promise<'sent' | 'failed' | 'skipped'> {
  return runOutboxRow(db, dayRowOutbox(db, deps), job.voucherId, context, now);
}

/** A failed attempt, on the row: retrying (why, and when the queue tries again) or, once given up, failed. */
export function dayRowFailed(db: DB, job: DayRowJob, failure: JobFailure): Promise<void> {
  return outboxRowFailed(db, vouchers, job.voucherId, failure);
}

/** The senders on the job queue: the voucher and staff-sales workers (the books tick enqueues). */
export async function workDayRows(queue: JobQueue, db: DB, depsOf: () => SendDeps): Promise<void> {
  for (const name of [VOUCHER_JOB, STAFF_SALES_JOB])
    await queue.work<DayRowJob>(
      name,
      async (job, context) => {
        await runDayRow(db, job, context, depsOf());
      },
      (job, failure) => dayRowFailed(db, job, failure),
    );
}

/** What one claimed row sends: a voucher, or a staff scheduling tool's day of sales (read, not sent). */
async function outgoingOf(tx: Queryable, voucher: DayRow, deps: SendDeps): Promise<Outgoing> {
  const own = <T>(list: Record<string, T> | undefined) =>
    list && Object.hasOwn(list, voucher.integration) ? list[voucher.integration] : undefined;
  const accounting = own(deps.adapters);
  const staff = own(deps.staff);
  const [connection] = await tx
    .select()
    .from(integrationConnections)
    .where(
      ownRows(
        { companyId: voucher.companyId },
        integrationConnections,
        eq(integrationConnections.provider, voucher.integration),
      ),
    );
  if (connection?.status === 'needsReconnect')
    throw new ProviderError(connection.message || `${voucher.integration}: reconnect`, false);
  if ((!accounting && !staff) || !connection || connection.status !== 'connected')
    throw new ProviderError(`${voucher.integration} is not connected`, false);
  const credentials = unseal(connection.credentials, deps.key);
  const of = { companyId: voucher.companyId, provider: voucher.integration };
  if (staff) {
    const sales = await daySales(tx, voucher.companyId, voucher.venueId, voucher.accountingDate);
    if (!sales) throw new ProviderError(`${voucher.accountingDate} is not closed`, false);
    return { ...of, kind: 'staff', adapter: staff, credentials, sales: { reference: voucher.id, ...sales } };
  }
  return {
    ...of,
    kind: 'accounting',
    adapter: accounting as AccountingAdapter,
    credentials,
    voucher: {
      reference: voucher.id,
      date: voucher.accountingDate,
      description: `Ordna ${voucher.accountingDate}`,
      lines: voucher.lines,
      tenant: await tenantOf(tx, voucher.companyId, voucher.integration, voucher.venueId),
    },
  };
}

/**
 * Puts a failed row back in the queue: waiting again, and its job enqueued when a queue is at hand
 * (else the next books tick enqueues it). Idempotent: a row that is sent, waiting or retrying is
 * left as it is (answers false), and the reference stays, so the provider never books it twice.
 */
export async function resendVoucher(
  db: Queryable,
  companyId: string,
  id: string,
  queue?: JobQueue | null,
  deps: Pick<SendDeps, 'staff' | 'retries'> = {},
): Promise<boolean> {
  const [row] = await db
    .update(vouchers)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: null })
    .where(ownRows({ companyId }, vouchers, eq(vouchers.id, id), inArray(vouchers.status, ['failed'])))
    .returning();
  if (!row) return false;
  // The job that failed the row may still hold its key for a moment: sent when it is free.
  if (queue) await sendWhenFree(() => enqueueDayRow(queue, row, deps));
  return true;
}
