import type { VoucherLine } from '../../src/domain/integrations/voucher.ts';

/** A daily voucher as a provider receives it. `reference` is ours and the same on every resend. */
export interface OutgoingVoucher {
  reference: string;
  date: string;
  description: string;
  lines: readonly VoucherLine[];
  /**
   * The provider's tenant from the integration config (a Tripletex company id) where it has
   * them; absent means the credentials' own company.
   */
  tenant?: string | null;
}

/**
 * A collective invoice as a provider receives it (issue 47 item 3, docs/invoices.md): the customer,
 * and one row per invoiced payment in minor units with VAT included. The day's voucher already
 * booked the sale, its VAT and the receivable on `account` (the mapping's INVOICE account): the
 * rows are booked against that account, so the invoice moves the receivable to the customer's
 * ledger and books no sale twice. `reference` is ours and the same on every resend.
 */
export interface OutgoingInvoice {
  reference: string;
  /** The invoice date, YYYY-MM-DD. */
  date: string;
  periodStart: string;
  periodEnd: string;
  currency: string;
  account: string;
  customer: {
    name: string;
    organizationNumber: string;
    email: string;
    address: string;
    reference: string;
  };
  lines: readonly { description: string; amount: number }[];
}

/** A provider said no. `retryable` when it may work later (outage, rate limit), not for bad data. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
    /** A 429's `Retry-After`, when it asked for a longer wait than is waited out in place. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * The one interface every accounting provider sits behind (server/integrations/<provider>).
 * Providers are outside services: their adapters are tested against local fake servers that
 * check the documented request shapes (docs/integrations.md).
 */
export interface AccountingAdapter {
  /** Checks the credentials with the provider; answers its refusal message when it refuses. */
  verify(credentials: Record<string, string>): Promise<{ ok: true } | { ok: false; message: string }>;
  /**
   * Books the voucher once: when the provider already holds a voucher with this reference (a
   * resend after a lost answer), that one is answered and nothing is booked again.
   */
  sendVoucher(
    credentials: Record<string, string>,
    voucher: OutgoingVoucher,
  ): Promise<{ providerReference: string }>;
  /**
   * Sends a collective invoice once (a resend finds the one already made by its reference). A
   * provider without invoicing here refuses for good (`invoicesNotSupported`).
   */
  sendInvoice(
    credentials: Record<string, string>,
    invoice: OutgoingInvoice,
  ): Promise<{ providerReference: string }>;
}

/** The refusal of a provider Ordna does not invoice through (yet): the invoice fails with this message. */
export function invoicesNotSupported(provider: string): Promise<never> {
  return Promise.reject(new ProviderError(`Invoices are not supported by ${provider}`, false));
}

/** Anything that can check credentials with its provider (the connect flow needs no more). */
export type CredentialVerifier = Pick<AccountingAdapter, 'verify'>;

/**
 * One venue's sales of one accounting day for a staff scheduling tool (labour cost against
 * revenue). Amounts in minor units, VAT excluded; `hours` start at the full UTC hour.
 */
export interface DaySales {
  /** Ours, the same on every resend. */
  reference: string;
  date: string;
  venue: { id: string; name: string };
  hours: readonly { start: string; revenue: number }[];
}

/**
 * The one interface every staff scheduling provider sits behind (Planday, Quinyx, …): the day's
 * revenue per venue, per hour where the provider keeps hours. A resend replaces, never adds.
 */
export interface StaffSalesAdapter extends CredentialVerifier {
  sendSales(credentials: Record<string, string>, sales: DaySales): Promise<{ providerReference: string }>;
}
