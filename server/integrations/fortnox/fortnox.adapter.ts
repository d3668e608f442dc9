import { type AccountingAdapter, type OutgoingVoucher, ProviderError } from '../adapter.ts';

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
}

interface FortnoxVoucher {
  VoucherNumber: number;
  VoucherSeries: string;
  Year?: number;
  Description?: string;
}

const amount = (minor: number) => Math.round(minor) / 100;

export function createFortnoxAdapter(options: FortnoxOptions): AccountingAdapter {
  const series = options.series ?? 'A';
  const call = options.fetch ?? fetch;
  const request = async (token: string, path: string, init: RequestInit = {}) => {
    let response: Response;
    try {
      response = await call(`${options.baseUrl}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      });
    } catch (error) {
      throw new ProviderError(`Fortnox could not be reached: ${String(error)}`, true);
    }
    const body = (await response.json().catch(() => ({}))) as {
      ErrorInformation?: { message?: string; Message?: string };
    } & Record<string, unknown>;
    if (!response.ok) {
      const message =
        body.ErrorInformation?.message ?? body.ErrorInformation?.Message ?? `HTTP ${response.status}`;
      throw new ProviderError(`Fortnox: ${message}`, response.status >= 500 || response.status === 429);
    }
    return body;
  };
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
        body: JSON.stringify({
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
        }),
      });
      return { providerReference: referenceOf(created.Voucher as FortnoxVoucher) };
    },
  };
}
