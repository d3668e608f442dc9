import type { VoucherLine } from '../../src/domain/integrations/voucher.ts';

/** A daily voucher as a provider receives it. `reference` is ours and the same on every resend. */
export interface OutgoingVoucher {
  reference: string;
  date: string;
  description: string;
  lines: readonly VoucherLine[];
}

/** A provider said no. `retryable` when it may work later (outage, rate limit), not for bad data. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
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
