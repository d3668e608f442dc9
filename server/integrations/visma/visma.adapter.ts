import { type AccountingAdapter, invoicesNotSupported } from '../adapter.ts';
import { major, providerClient, tagOf, verdictOf } from '../http.ts';

/**
 * Visma eEkonomi = Visma eAccounting API v2 (developer.vismaonline.com, "Vouchers"):
 * `POST /v2/vouchers` with `{ VoucherDate, VoucherText, Rows: [{ AccountNumber, DebitAmount,
 * CreditAmount, TransactionText }] }`, an OAuth 2 access token as `Authorization: Bearer`, lists
 * paged as `{ Meta, Data }`, refusals as `{ ErrorCode, DeveloperErrorMessage }`. No idempotency
 * key: our reference leads the VoucherText and the day's vouchers are searched first
 * (`GET /v2/vouchers?$filter=VoucherDate eq …`).
 */
export interface VismaOptions {
  baseUrl: string;
  fetch?: typeof fetch;
}

interface VismaVoucher {
  Id: string;
  VoucherText?: string;
  NumberAndNumberSeries?: string;
}

export function createVismaAdapter(options: VismaOptions): AccountingAdapter {
  const request = providerClient(
    'Visma eEkonomi',
    (body) => body.DeveloperErrorMessage ?? body.Message,
    options.fetch,
  );
  const auth = (credentials: Record<string, string>) => ({
    authorization: `Bearer ${credentials.accessToken ?? ''}`,
  });
  const referenceOf = (voucher: VismaVoucher) => voucher.NumberAndNumberSeries || voucher.Id;
  return {
    verify: (credentials) =>
      verdictOf(() => request(`${options.baseUrl}/v2/companysettings`, { headers: auth(credentials) })),
    // Collective invoices go through Fortnox only so far (docs/invoices.md).
    sendInvoice: () => invoicesNotSupported('Visma eEkonomi'),
    async sendVoucher(credentials, voucher) {
      const tag = tagOf(voucher.reference);
      const filter = encodeURIComponent(`VoucherDate eq ${voucher.date}`);
      const day = await request<{ Data?: VismaVoucher[] }>(
        `${options.baseUrl}/v2/vouchers?$filter=${filter}&$pagesize=1000`,
        { headers: auth(credentials) },
      );
      const found = (day.Data ?? []).find((v) => v.VoucherText?.startsWith(tag));
      if (found) return { providerReference: referenceOf(found) };
      const created = await request<VismaVoucher>(`${options.baseUrl}/v2/vouchers`, {
        headers: auth(credentials),
        json: {
          VoucherDate: voucher.date,
          VoucherText: `${tag} ${voucher.description}`.slice(0, 1000),
          Rows: voucher.lines.map((line) => ({
            AccountNumber: Number(line.account),
            DebitAmount: major(line.debit),
            CreditAmount: major(line.credit),
            TransactionText: line.text.slice(0, 60),
          })),
        },
      });
      return { providerReference: referenceOf(created) };
    },
  };
}
