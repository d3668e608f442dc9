import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type AccountMapping, mappingProblems } from '../../src/domain/integrations/mapping.ts';
import { type DayTotals, dailyVoucher } from '../../src/domain/integrations/voucher.ts';
import type { Queryable } from '../db/queryable.ts';
import { integrationConnections, vouchers, zReports } from '../db/schema/index.ts';
import { returnSplit, type ZReportContent } from '../finance/zReports.service.ts';
import { type AccountingAdapter, ProviderError, type StaffSalesAdapter } from './adapter.ts';
import { unseal } from './secrets.ts';
import { daySales, insertDayRow } from './staffSales.service.ts';
import { tenantOf } from './tenant.ts';

/** Retries: after 1 min, 5 min, 30 min, 2 h; the fifth failure is final (the bell lights). */
export const BACKOFF_MS = [60_000, 300_000, 1_800_000, 7_200_000] as const;
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;

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
 * A venue's closed accounting day, read from its Z-report (issue 22: "each closed accounting day
 * (the Z-report) becomes one voucher"); null while the day has no Z-report. With registers, every
 * register's report holds the venue's whole day: the venue's own ('' register) is read first.
 */
export async function dayTotals(
  db: Queryable,
  companyId: string,
  venueId: string,
  date: string,
): Promise<DayTotals | null> {
  const [report] = await db
    .select({ content: zReports.content })
    .from(zReports)
    .where(
      and(
        eq(zReports.companyId, companyId),
        eq(zReports.venueId, venueId),
        eq(zReports.accountingDate, date),
      ),
    )
    .orderBy(sql`${zReports.register} <> ''`, asc(zReports.number))
    .limit(1);
  if (!report) return null;
  return totalsOfZReport(db, companyId, report.content as unknown as ZReportContent);
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
  key: Buffer;
  /** The waits between attempts (BACKOFF_MS; a test server may shorten them, see registry.ts). */
  backoffMs?: readonly number[];
}

/**
 * Sends every voucher that is due (pending, or retrying and past its next attempt). A provider
 * outage never loses a voucher: it stays with its message and the next attempt time; a refusal
 * that will not change by waiting (bad account, refused credentials) or the last attempt marks
 * it failed. The voucher's id is the reference the provider sees, so a resend never books twice.
 *
 * Exactly once across instances: each voucher is claimed with `FOR UPDATE SKIP LOCKED` in a
 * transaction that holds the lock while the provider is called and stores the outcome (the same
 * approach as the scheduled reports runner), so a second instance polling at the same moment
 * skips it, and finds it sent once the first commits.
 */
export async function sendDueVouchers(
  db: Queryable,
  now: Date,
  deps: SendDeps,
): Promise<{ sent: number; failed: number; retrying: number }> {
  const tally = { sent: 0, failed: 0, retrying: 0 };
  // Bounded: a batch per call; what is left is due on the next poll.
  for (let guard = 0; guard < 100; guard++) {
    const claimed = await db.transaction(async (tx) => {
      const [voucher] = await tx
        .select()
        .from(vouchers)
        .where(
          and(
            inArray(vouchers.status, ['pending', 'retrying']),
            sql`${vouchers.integration} <> ''`,
            or(isNull(vouchers.nextAttemptAt), lte(vouchers.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(vouchers.createdAt), asc(vouchers.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!voucher) return false;
      tally[await sendOne(tx, voucher, now, deps)]++;
      return true;
    });
    if (!claimed) break;
  }
  return tally;
}

/** Sends one claimed row to its provider: a voucher, or a staff scheduling tool's day of sales. */
async function deliver(tx: Queryable, voucher: typeof vouchers.$inferSelect, deps: SendDeps) {
  const own = <T>(list: Record<string, T> | undefined) =>
    list && Object.hasOwn(list, voucher.integration) ? list[voucher.integration] : undefined;
  const accounting = own(deps.adapters);
  const staff = own(deps.staff);
  const [connection] = await tx
    .select()
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.companyId, voucher.companyId),
        eq(integrationConnections.provider, voucher.integration),
      ),
    );
  if ((!accounting && !staff) || !connection || connection.status !== 'connected')
    throw new ProviderError(`${voucher.integration} is not connected`, false);
  const credentials = unseal(connection.credentials, deps.key);
  if (staff) {
    const sales = await daySales(tx, voucher.companyId, voucher.venueId, voucher.accountingDate);
    if (!sales) throw new ProviderError(`${voucher.accountingDate} is not closed`, false);
    return staff.sendSales(credentials, { reference: voucher.id, ...sales });
  }
  return (accounting as AccountingAdapter).sendVoucher(credentials, {
    reference: voucher.id,
    date: voucher.accountingDate,
    description: `Ordna ${voucher.accountingDate}`,
    lines: voucher.lines,
    tenant: await tenantOf(tx, voucher.companyId, voucher.integration, voucher.venueId),
  });
}

async function sendOne(
  tx: Queryable,
  voucher: typeof vouchers.$inferSelect,
  now: Date,
  deps: SendDeps,
): Promise<'sent' | 'failed' | 'retrying'> {
  const attempts = voucher.attempts + 1;
  try {
    const { providerReference } = await deliver(tx, voucher, deps);
    await tx
      .update(vouchers)
      .set({ status: 'sent', attempts, providerReference, message: '', nextAttemptAt: null })
      .where(eq(vouchers.id, voucher.id));
    return 'sent';
  } catch (error) {
    const retryable = error instanceof ProviderError ? error.retryable : true;
    const message = error instanceof Error ? error.message : String(error);
    const final = !retryable || attempts >= MAX_ATTEMPTS;
    await tx
      .update(vouchers)
      .set({
        status: final ? 'failed' : 'retrying',
        attempts,
        message,
        nextAttemptAt: final
          ? null
          : new Date(now.getTime() + ((deps.backoffMs ?? BACKOFF_MS)[attempts - 1] ?? 0)),
      })
      .where(eq(vouchers.id, voucher.id));
    return final ? 'failed' : 'retrying';
  }
}

/** Puts a failed voucher back in the queue (the reference stays: the provider will not book it twice). */
export async function resendVoucher(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: null })
    .where(
      and(
        eq(vouchers.companyId, companyId),
        eq(vouchers.id, id),
        inArray(vouchers.status, ['failed', 'retrying']),
      ),
    )
    .returning({ id: vouchers.id });
  return rows.length > 0;
}
