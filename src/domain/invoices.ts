import { z } from './zod.ts';

/**
 * Invoice payment with collective invoicing (spec section 1 line 24, section 3 "Voucher and
 * invoice"; issue 47 item 3; docs/invoices.md). A payment with the built-in method INVOICE names
 * an invoice target (the customer billed); a target's uninvoiced INVOICE payments become one
 * invoice, monthly or on "Invoice now", sent through the company's accounting integration.
 */
export const INVOICE_METHOD = 'INVOICE';

export const INVOICE_TARGET_LIMITS = {
  name: 120,
  organizationNumber: 30,
  email: 200,
  address: 300,
  reference: 120,
};

export const INVOICE_TARGET_ERROR_CODES = ['required', 'tooLong', 'invalid'] as const;
export type InvoiceTargetErrorCode = (typeof INVOICE_TARGET_ERROR_CODES)[number];

const optional = (max: number) => z.string().trim().max(max, 'tooLong').default('');

export const invoiceTargetSchema = z.object({
  name: z.string().trim().min(1, 'required').max(INVOICE_TARGET_LIMITS.name, 'tooLong'),
  organizationNumber: optional(INVOICE_TARGET_LIMITS.organizationNumber).refine(
    (value) => value === '' || /^[0-9A-Za-z -]+$/.test(value),
    'invalid',
  ),
  email: optional(INVOICE_TARGET_LIMITS.email).refine(
    (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'invalid',
  ),
  address: optional(INVOICE_TARGET_LIMITS.address),
  reference: optional(INVOICE_TARGET_LIMITS.reference),
});
export type InvoiceTargetData = z.infer<typeof invoiceTargetSchema>;

function isCode(value: string): value is InvoiceTargetErrorCode {
  return (INVOICE_TARGET_ERROR_CODES as readonly string[]).includes(value);
}

export function invoiceTargetFieldErrors(error: z.ZodError): Record<string, InvoiceTargetErrorCode> {
  const codes: Record<string, InvoiceTargetErrorCode> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (codes[field]) continue;
    codes[field] = isCode(issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'required'
        : 'invalid';
  }
  return codes;
}

/** An invoice's states: the voucher outbox's (docs/integrations.md). */
export const INVOICE_STATUSES = ['pending', 'retrying', 'sending', 'sent', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An INVOICE payment not yet on an invoice, as the grouping rule reads it. */
export interface UninvoicedPayment {
  paymentId: string;
  targetId: string;
  orderId: string;
  orderNumber: number;
  /** The order's accounting day, YYYY-MM-DD. */
  accountingDate: string;
  amount: number;
}

/** One collective invoice to make: a target's payments of the period, in day and order-number order. */
export interface InvoiceDraft {
  targetId: string;
  periodStart: string;
  periodEnd: string;
  amount: number;
  lines: UninvoicedPayment[];
}

/**
 * The collective invoicing rule: the payments of accounting days up to `until` (inclusive; later
 * ones wait for the next run) grouped per target into one invoice each, its period from its first
 * to its last day, its lines by day, then order number, then payment id; a target whose payments
 * add up to nothing (0) gets no invoice. Invoices come out by target id, so two runs over the
 * same payments make the same drafts.
 */
export function groupInvoices(payments: readonly UninvoicedPayment[], until: string): InvoiceDraft[] {
  const byTarget = new Map<string, UninvoicedPayment[]>();
  for (const payment of payments) {
    if (payment.accountingDate > until) continue;
    const list = byTarget.get(payment.targetId) ?? [];
    list.push(payment);
    byTarget.set(payment.targetId, list);
  }
  return [...byTarget.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([targetId, list]) => {
      const lines = [...list].sort(
        (a, b) =>
          a.accountingDate.localeCompare(b.accountingDate) ||
          a.orderNumber - b.orderNumber ||
          a.paymentId.localeCompare(b.paymentId),
      );
      const amount = lines.reduce((sum, line) => sum + line.amount, 0);
      const first = lines[0];
      const last = lines.at(-1);
      if (!first || !last || amount <= 0) return [];
      return [{ targetId, periodStart: first.accountingDate, periodEnd: last.accountingDate, amount, lines }];
    });
}

/**
 * The monthly run's cut-off on `today` (YYYY-MM-DD): the last day of the month before, so a month
 * is invoiced once it has ended ("Invoice now" takes today instead).
 */
export function monthlyCutoff(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastOfPrevious = new Date(Date.UTC(year, month - 1, 0));
  return lastOfPrevious.toISOString().slice(0, 10);
}
