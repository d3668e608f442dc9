import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import {
  groupInvoices,
  type InvoiceDraft,
  monthlyCutoff,
  type UninvoicedPayment,
} from '../../src/domain/invoices.ts';
import { rowsOf } from '../finance/rollups.ts';
import { type AccountingAdapter, type OutgoingInvoice, ProviderError } from '../integrations/adapter.ts';
import { mappingOf } from '../integrations/integrations.service.ts';
import {
  ORPHANED_AFTER_MS,
  type SendDeps,
  sendingCredentials,
  VOUCHER_RETRIES,
} from '../integrations/vouchers.service.ts';
import { DomainError } from '../platform/api/domainError.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  type InvoiceRow,
  integrationConnections,
  invoiceLines,
  invoices,
  invoiceTargets,
} from '../platform/db/schema/index.ts';
import { ownedBy, ownRow, ownRows, type Tenant } from '../platform/db/tenant.ts';
import { type Outbox, outboxRowFailed, runOutboxRow } from '../platform/jobs/outbox.ts';
import type { JobContext, JobFailure, JobQueue } from '../platform/jobs/queue.ts';
import { sendWhenFree } from '../platform/jobs/sendWhenFree.ts';
import { unseal } from '../platform/secrets.ts';
import { isUniqueViolation } from '../staff/errors.ts';

/**
 * Collective invoicing (issue 47 item 3, docs/invoices.md): a company's INVOICE payments not yet
 * on an invoice, grouped per target (`groupInvoices`), become one invoice each with its lines, sent
 * through the company's connected accounting integration on the job queue as the vouchers are (the
 * same outbox: claim, call outside any transaction, record). The unique payment id of
 * `invoice_lines` invoices each payment exactly once, whichever run (monthly or "Invoice now", on
 * any instance) gets there first; the invoice's id is the reference the provider sees, looked up
 * before a resend makes another.
 */

export const INVOICE_JOB = 'books.invoice';
export interface InvoiceJob {
  invoiceId: string;
}

/** The company's INVOICE payments of counted orders that no invoice holds yet. */
export async function uninvoicedPayments(db: Queryable, tenant: Tenant): Promise<UninvoicedPayment[]> {
  const rows = rowsOf<{
    payment_id: string;
    target_id: string;
    order_id: string;
    order_number: number;
    accounting_date: string;
    amount: number | string;
  }>(
    await db.execute(sql`select p.id as payment_id, p.invoice_target_id as target_id, o.id as order_id,
        o.number as order_number, o.accounting_date, p.amount
      from order_payments p join orders o on o.id = p.order_id
      where ${ownedBy(tenant, sql.raw('p.company_id'))} and p.method = 'INVOICE'
        and p.invoice_target_id is not null and finance_counts(o.status) and o.number > 0
        and not exists (select 1 from invoice_lines l where l.payment_id = p.id)
      order by o.accounting_date, o.number, p.id limit 5000`),
  );
  return rows.map((row) => ({
    paymentId: row.payment_id,
    targetId: row.target_id,
    orderId: row.order_id,
    orderNumber: Number(row.order_number),
    accountingDate: String(row.accounting_date).slice(0, 10),
    amount: Number(row.amount),
  }));
}

/** The accounting provider the company's invoices go through: its first connected one Ordna has an adapter for. */
export async function invoicingProvider(
  db: Queryable,
  tenant: Tenant,
  providers: readonly string[],
): Promise<string | null> {
  const rows = await db
    .select({ provider: integrationConnections.provider })
    .from(integrationConnections)
    .where(ownRows(tenant, integrationConnections, eq(integrationConnections.status, 'connected')))
    .orderBy(asc(integrationConnections.connectedAt), asc(integrationConnections.provider));
  return rows.find((row) => providers.includes(row.provider))?.provider ?? null;
}

/**
 * Makes the invoices of the payments up to `until` (YYYY-MM-DD) for `provider`, in one transaction.
 * A payment another run invoiced meanwhile makes this run's insert fail on the unique payment id:
 * the whole run is rolled back and answers no invoices (the other run made them).
 */
export async function makeInvoices(
  db: DB,
  tenant: Tenant,
  until: string,
  provider: string,
): Promise<InvoiceRow[]> {
  const drafts = groupInvoices(await uninvoicedPayments(db, tenant), until);
  if (drafts.length === 0) return [];
  const [company] = await db
    .select({ currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  try {
    return await db.transaction(async (tx) => {
      const made: InvoiceRow[] = [];
      for (const draft of drafts)
        made.push(await insertInvoice(tx, tenant, draft, provider, company?.currency ?? 'SEK'));
      return made;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return [];
    throw error;
  }
}

async function insertInvoice(
  tx: Queryable,
  tenant: Tenant,
  draft: InvoiceDraft,
  provider: string,
  currency: string,
): Promise<InvoiceRow> {
  const [invoice] = await tx
    .insert(invoices)
    .values(
      ownRow(tenant, {
        targetId: draft.targetId,
        integration: provider,
        periodStart: draft.periodStart,
        periodEnd: draft.periodEnd,
        amount: draft.amount,
        currency,
      }),
    )
    .returning();
  if (!invoice) throw new Error('invoice not created');
  await tx.insert(invoiceLines).values(
    draft.lines.map((line, position) =>
      ownRow(tenant, {
        invoiceId: invoice.id,
        paymentId: line.paymentId,
        orderId: line.orderId,
        orderNumber: line.orderNumber,
        accountingDate: line.accountingDate,
        amount: line.amount,
        position,
      }),
    ),
  );
  return invoice;
}

/** Enqueues the send of a waiting invoice; null when its job is already queued or running. */
export function enqueueInvoice(queue: JobQueue, invoiceId: string, deps: Pick<SendDeps, 'retries'>) {
  const job: InvoiceJob = { invoiceId };
  return queue.send(INVOICE_JOB, job, {
    ...(deps.retries ?? VOUCHER_RETRIES),
    singletonKey: `invoice@${invoiceId}`,
  });
}

/**
 * "Invoice now": the company's uninvoiced payments up to today become invoices at once, sent
 * through its connected accounting integration (refused when none is connected).
 */
export async function invoiceNow(
  db: DB,
  tenant: Tenant,
  deps: Pick<SendDeps, 'adapters' | 'retries'>,
  queue: JobQueue | null,
  now: Date,
): Promise<InvoiceRow[]> {
  const provider = await invoicingProvider(db, tenant, Object.keys(deps.adapters));
  if (!provider) throw new DomainError('BAD_USER_INPUT', (t) => t.integrations.invoices.noIntegration());
  const made = await makeInvoices(db, tenant, now.toISOString().slice(0, 10), provider);
  if (queue) for (const invoice of made) await enqueueInvoice(queue, invoice.id, deps);
  return made;
}

/**
 * The monthly run (each instance's books tick): for every company with a connected accounting
 * provider and payments of an ended month not yet invoiced, the invoices up to the last day of
 * the month before. Answers how many were made.
 */
export async function prepareMonthlyInvoices(
  db: DB,
  now: Date,
  providers: readonly string[],
): Promise<number> {
  if (providers.length === 0) return 0;
  const until = monthlyCutoff(now.toISOString().slice(0, 10));
  const due = rowsOf<{ company_id: string }>(
    await db.execute(sql`select distinct p.company_id from order_payments p join orders o on o.id = p.order_id
      where p.method = 'INVOICE' and p.invoice_target_id is not null and o.accounting_date <= ${until}
        and not exists (select 1 from invoice_lines l where l.payment_id = p.id)
        and exists (select 1 from integration_connections c where c.company_id = p.company_id
          and c.status = 'connected' and c.provider in ${providers})
      limit 200`),
  );
  let made = 0;
  for (const row of due) {
    const tenant = { companyId: row.company_id };
    const provider = await invoicingProvider(db, tenant, providers);
    if (provider) made += (await makeInvoices(db, tenant, until, provider)).length;
  }
  return made;
}

/** The scan of the books tick: a job for every waiting invoice, an orphaned retrying one, or a sending one whose claim ran out. */
export async function enqueueWaitingInvoices(
  db: Queryable,
  queue: JobQueue,
  deps: Pick<SendDeps, 'retries'>,
  now: Date,
): Promise<number> {
  const orphaned = new Date(now.getTime() - ORPHANED_AFTER_MS).toISOString();
  const waiting = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      sql`(${invoices.status} = 'pending' or (${invoices.status} = 'retrying'
        and ${invoices.nextAttemptAt} < ${orphaned}) or (${invoices.status} = 'sending'
        and ${invoices.claimedUntil} < ${now.toISOString()}))`,
    )
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(500);
  let enqueued = 0;
  for (const row of waiting) if (await enqueueInvoice(queue, row.id, deps)) enqueued++;
  return enqueued;
}

type Claimed = {
  companyId: string;
  provider: string;
  adapter: AccountingAdapter;
  credentials: Record<string, string>;
  invoice: OutgoingInvoice;
};

/**
 * The invoices as an outbox (server/platform/jobs/outbox.ts), as the vouchers: the runner claims
 * the invoice and reads what the call needs (`outgoingOf`), calls the provider with no transaction
 * held and records the outcome while the claim is still its own. A refusal that waiting will not
 * change (not supported, bad account, not connected) fails the invoice at once; an outage throws
 * (the queue retries; `invoiceFailed` records it).
 */
function invoiceOutbox(db: DB, deps: SendDeps): Outbox<InvoiceRow, Claimed> {
  return {
    table: invoices,
    outgoing: (tx, row, now) => outgoingOf(tx, row, deps, now),
    send: async (claimed) =>
      claimed.adapter.sendInvoice(await sendingCredentials(db, deps, claimed), claimed.invoice),
  };
}

/** The job: sends one invoice through the outbox runner. */
export function runInvoice(
  db: DB,
  job: InvoiceJob,
  context: Pick<JobContext, 'attempt'> & { id?: string },
  deps: SendDeps,
  now: () => Date = () => new Date(),
): Promise<'sent' | 'failed' | 'skipped'> {
  return runOutboxRow(db, invoiceOutbox(db, deps), job.invoiceId, context, now);
}

async function outgoingOf(tx: Queryable, row: InvoiceRow, deps: SendDeps, now: Date): Promise<Claimed> {
  const tenant = { companyId: row.companyId };
  const adapter = Object.hasOwn(deps.adapters, row.integration) ? deps.adapters[row.integration] : undefined;
  const [connection] = await tx
    .select()
    .from(integrationConnections)
    .where(ownRows(tenant, integrationConnections, eq(integrationConnections.provider, row.integration)));
  if (connection?.status === 'needsReconnect')
    throw new ProviderError(connection.message || `${row.integration}: reconnect`, false);
  if (!adapter || !connection || connection.status !== 'connected')
    throw new ProviderError(`${row.integration} is not connected`, false);
  const [target] = await tx
    .select()
    .from(invoiceTargets)
    .where(ownRows(tenant, invoiceTargets, eq(invoiceTargets.id, row.targetId)));
  if (!target) throw new ProviderError('The invoice target is missing', false);
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(ownRows(tenant, invoiceLines, eq(invoiceLines.invoiceId, row.id)))
    .orderBy(asc(invoiceLines.position));
  const { mapping } = await mappingOf(tx, row.companyId, row.integration, null);
  return {
    companyId: row.companyId,
    provider: row.integration,
    adapter,
    credentials: unseal(connection.credentials, deps.key),
    invoice: {
      reference: row.id,
      date: now.toISOString().slice(0, 10),
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      currency: row.currency,
      account: mapping.payments.INVOICE ?? mapping.otherPayments ?? '',
      customer: {
        name: target.name,
        organizationNumber: target.organizationNumber,
        email: target.email,
        address: target.address,
        reference: target.reference,
      },
      lines: lines.map((line) => ({
        description: `#${line.orderNumber} ${line.accountingDate}`,
        amount: line.amount,
      })),
    },
  };
}

/** A failed attempt: retrying (why, and when) or, once the queue gave up, failed. */
export function invoiceFailed(db: DB, job: InvoiceJob, failure: JobFailure): Promise<void> {
  return outboxRowFailed(db, invoices, job.invoiceId, failure);
}

/** The invoice sender on the job queue (the books tick enqueues). */
export async function workInvoices(queue: JobQueue, db: DB, depsOf: () => SendDeps): Promise<void> {
  await queue.work<InvoiceJob>(
    INVOICE_JOB,
    async (job, context) => {
      await runInvoice(db, job, context, depsOf());
    },
    (job, failure) => invoiceFailed(db, job, failure),
  );
}

/** The company's invoices, newest first, `limit` rows after the key (optionally one provider's). */
export async function listInvoices(
  db: Queryable,
  tenant: Tenant,
  limit: number,
  after: { at: Date; id: string } | null,
  integration: string | null,
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      ownRows(
        tenant,
        invoices,
        integration ? eq(invoices.integration, integration) : undefined,
        after
          ? or(
              lt(invoices.createdAt, after.at),
              and(eq(invoices.createdAt, after.at), lt(invoices.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}

/** Puts a failed invoice back in the queue (its reference stays: the provider never gets it twice). */
export async function resendInvoice(
  db: Queryable,
  tenant: Tenant,
  id: string,
  queue: JobQueue | null,
  deps: Pick<SendDeps, 'retries'>,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: null, message: '' })
    .where(ownRows(tenant, invoices, eq(invoices.id, id), eq(invoices.status, 'failed')))
    .returning();
  // The job that failed the invoice may still hold its key for a moment: sent when it is free.
  if (row && queue) await sendWhenFree(() => enqueueInvoice(queue, row.id, deps));
  return row ?? null;
}
