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
