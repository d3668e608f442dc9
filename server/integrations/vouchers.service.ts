import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type AccountMapping, mappingProblems } from '../../src/domain/integrations/mapping.ts';
import { type DayTotals, dailyVoucher } from '../../src/domain/integrations/voucher.ts';
import type { Queryable } from '../db/queryable.ts';
import { integrationConnections, orderPayments, orders, vouchers } from '../db/schema/index.ts';
import { type AccountingAdapter, ProviderError } from './adapter.ts';
import { unseal } from './secrets.ts';
import { tenantOf } from './tenant.ts';

/** Retries: after 1 min, 5 min, 30 min, 2 h; the fifth failure is final (the bell lights). */
export const BACKOFF_MS = [60_000, 300_000, 1_800_000, 7_200_000] as const;
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;

/** A venue's closed accounting day summed from its orders (completed ones; refunds left to Z-reports). */
export async function dayTotals(
  db: Queryable,
  companyId: string,
  venueId: string,
  date: string,
): Promise<DayTotals> {
  const where = and(
    eq(orders.companyId, companyId),
    eq(orders.venueId, venueId),
    eq(orders.accountingDate, date),
    eq(orders.status, 'COMPLETED'),
  );
  const rows = await db.select({ vat: orders.vat, tips: orders.tips }).from(orders).where(where);
  const byRate = new Map<number, { rate: number; gross: number; vat: number }>();
  for (const row of rows)
    for (const line of row.vat) {
      const sum = byRate.get(line.rate) ?? { rate: line.rate, gross: 0, vat: 0 };
      sum.gross += line.gross;
      sum.vat += line.vat;
      byRate.set(line.rate, sum);
    }
  const payments = await db
    .select({ method: orderPayments.method, amount: sql<number>`sum(${orderPayments.amount})::int` })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(where)
    .groupBy(orderPayments.method)
    .orderBy(orderPayments.method);
  return {
    accountingDate: date,
    sales: [...byRate.values()].sort((a, b) => a.rate - b.rate),
    payments: payments.map((p) => ({ method: p.method, amount: Number(p.amount) })),
    tips: rows.reduce((sum, row) => sum + row.tips, 0),
    cashDifference: 0,
  };
}

/**
 * Makes the day's voucher of a venue for a provider, once: the unique (venue, day, integration)
 * index makes a second call a no-op. Refuses (answers the problems) when the mapping leaves a
 * VAT rate or payment method of the day unmapped.
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
  const problems = mappingProblems(
    input.mapping,
    { vatRates: totals.sales.map((s) => s.rate), paymentMethods: totals.payments.map((p) => p.method) },
    input.chart ?? null,
  );
  if (problems.length) return { problems, voucherId: null };
  const lines = dailyVoucher(totals, input.mapping);
  const [row] = await db
    .insert(vouchers)
    .values({
      companyId: input.companyId,
      venueId: input.venueId,
      accountingDate: input.date,
      integration: input.provider,
      status: 'pending',
      lines,
    })
    .onConflictDoNothing()
    .returning({ id: vouchers.id });
  return { problems, voucherId: row?.id ?? null };
}

export interface SendDeps {
  adapters: Record<string, AccountingAdapter>;
  key: Buffer;
}

/**
 * Sends every voucher that is due (pending, or retrying and past its next attempt). A provider
 * outage never loses a voucher: it stays with its message and the next attempt time; a refusal
 * that will not change by waiting (bad account, refused credentials) or the last attempt marks
 * it failed. The voucher's id is the reference the provider sees, so a resend never books twice.
 * One call for the job queue to run (the server runs it on an interval for now).
 */
export async function sendDueVouchers(
  db: Queryable,
  now: Date,
  deps: SendDeps,
): Promise<{ sent: number; failed: number; retrying: number }> {
  const due = await db
    .select()
    .from(vouchers)
    .where(
      and(
        inArray(vouchers.status, ['pending', 'retrying']),
        sql`${vouchers.integration} <> ''`,
        or(isNull(vouchers.nextAttemptAt), lte(vouchers.nextAttemptAt, now)),
      ),
    )
    .limit(100);
  const tally = { sent: 0, failed: 0, retrying: 0 };
  for (const voucher of due) {
    const attempts = voucher.attempts + 1;
    const adapter = Object.hasOwn(deps.adapters, voucher.integration)
      ? deps.adapters[voucher.integration]
      : undefined;
    const [connection] = await db
      .select()
      .from(integrationConnections)
      .where(
        and(
          eq(integrationConnections.companyId, voucher.companyId),
          eq(integrationConnections.provider, voucher.integration),
        ),
      );
    try {
      if (!adapter || !connection || connection.status !== 'connected')
        throw new ProviderError(`${voucher.integration} is not connected`, false);
      const { providerReference } = await adapter.sendVoucher(unseal(connection.credentials, deps.key), {
        reference: voucher.id,
        date: voucher.accountingDate,
        description: `Ordna ${voucher.accountingDate}`,
        lines: voucher.lines,
        tenant: await tenantOf(db, voucher.companyId, voucher.integration),
      });
      await db
        .update(vouchers)
        .set({ status: 'sent', attempts, providerReference, message: '', nextAttemptAt: null })
        .where(eq(vouchers.id, voucher.id));
      tally.sent++;
    } catch (error) {
      const retryable = error instanceof ProviderError ? error.retryable : true;
      const message = error instanceof Error ? error.message : String(error);
      const final = !retryable || attempts >= MAX_ATTEMPTS;
      await db
        .update(vouchers)
        .set({
          status: final ? 'failed' : 'retrying',
          attempts,
          message,
          nextAttemptAt: final ? null : new Date(now.getTime() + (BACKOFF_MS[attempts - 1] ?? 0)),
        })
        .where(eq(vouchers.id, voucher.id));
      if (final) tally.failed++;
      else tally.retrying++;
    }
  }
  return tally;
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
