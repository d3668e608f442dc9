import type { AccountingAdapter, OutgoingVoucher } from '../adapter.ts';
import { providerClient } from '../http.ts';

/**
 * Fortnox API v3 (api.fortnox.se/apidocs, "Vouchers"): `POST /3/vouchers` with
 * `{ Voucher: { Description, TransactionDate, VoucherSeries, VoucherRows: [{ Account, Debit,
 * Credit, TransactionInformation }] } }`, amounts in kronor; an OAuth 2 access token as
 * `Authorization: Bearer`; refusals as `{ ErrorInformation: { error, message, code } }`.
 * Fortnox has no idempotency key, so the reference goes first in the description and a resend
 * looks for it in the series' vouchers of that day (`GET /3/vouchers/sublist/{series}`) first.
 */
export interface FortnoxOptions {
  baseUrl: string;
  series?: string;
  fetch?: typeof fetch;
  /** The longest one call may take (default PROVIDER_TIMEOUT_MS, else 30 s). */
  timeoutMs?: number;
}

/**
 * Fortnox's published limit (apps.fortnox.se/apidocs, "Rate limits"): 25 requests per 5 seconds
 * per access token; above it Fortnox answers 429.
 */
export const FORTNOX_RATE_LIMIT = { requests: 25, perMs: 5_000 };

interface FortnoxVoucher {
  VoucherNumber: number;
  VoucherSeries: string;
  Year?: number;
  Description?: string;
}

const amount = (minor: number) => Math.round(minor) / 100;

export function createFortnoxAdapter(options: FortnoxOptions): AccountingAdapter {
  const series = options.series ?? 'A';
  const call = providerClient(
    'Fortnox',
    (body) => {
      const info = body.ErrorInformation as { message?: string; Message?: string } | undefined;
      return info?.message ?? info?.Message;
    },
    options.fetch,
    { rate: FORTNOX_RATE_LIMIT, timeoutMs: options.timeoutMs },
  );
  const request = (token: string, path: string, init: { method?: string; json?: unknown } = {}) =>
    call(`${options.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });
  const referenceOf = (voucher: FortnoxVoucher) =>
    `${voucher.VoucherSeries}${voucher.VoucherNumber}${voucher.Year ? `/${voucher.Year}` : ''}`;
  return {
    async verify(credentials) {
      try {
        await request(credentials.accessToken ?? '', '/3/companyinformation');
        return { ok: true };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
    async sendVoucher(credentials, voucher: OutgoingVoucher) {
      const token = credentials.accessToken ?? '';
      const tag = `[${voucher.reference}]`;
      const existing = await request(
        token,
        `/3/vouchers/sublist/${encodeURIComponent(series)}?fromdate=${voucher.date}&todate=${voucher.date}`,
      );
      const found = ((existing.Vouchers ?? []) as FortnoxVoucher[]).find((v) =>
        v.Description?.startsWith(tag),
      );
      if (found) return { providerReference: referenceOf(found) };
      const created = await request(token, '/3/vouchers', {
        method: 'POST',
        json: {
          Voucher: {
            Description: `${tag} ${voucher.description}`.slice(0, 200),
            TransactionDate: voucher.date,
            VoucherSeries: series,
            VoucherRows: voucher.lines.map((line) => ({
              Account: Number(line.account),
              Debit: amount(line.debit),
              Credit: amount(line.credit),
              TransactionInformation: line.text.slice(0, 100),
            })),
          },
        },
      });
      return { providerReference: referenceOf(created.Voucher as FortnoxVoucher) };
    },
  };
}
