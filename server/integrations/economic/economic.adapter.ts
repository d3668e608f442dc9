import { type AccountingAdapter, invoicesNotSupported, ProviderError } from '../adapter.ts';
import { major, providerClient, requireSetting, tagOf, verdictOf } from '../http.ts';

/**
 * e-conomic REST API (restdocs.e-conomic.com, "Journals", "Accounting years", "Self"): every
 * call carries `X-AppSecretToken` (Ordna's app, ECONOMIC_APP_SECRET_TOKEN) and
 * `X-AgreementGrantToken` (the customer's grant). The day goes as one voucher of finance-voucher
 * entries to `POST /journals/{journalNumber}/vouchers`: `[{ accountingYear: { year }, journal:
 * { journalNumber }, entries: { financeVouchers: [{ account: { accountNumber }, amount, date,
 * text, currency: { code } }] } }]`, signed amounts (debit positive) that sum to zero, the
 * accounting year that holds the date (`GET /accounting-years`). No idempotency key: our
 * reference leads every entry's text, and both the journal's draft entries and the year's booked
 * entries are searched for it first (`filter=text$like:`). Refusals: `{ message, errors }`.
 */
export interface EconomicOptions {
  baseUrl: string;
  appSecretToken?: string;
  /** The journal (kassekladde) the day goes to; 1 is the default journal. */
  journalNumber?: number;
  fetch?: typeof fetch;
}

const NAME = 'e-conomic';

interface EconomicEntry {
  voucher?: { voucherNumber?: number };
  voucherNumber?: number;
  text?: string;
}

export function createEconomicAdapter(options: EconomicOptions): AccountingAdapter {
  const journal = options.journalNumber ?? 1;
  const request = providerClient(
    NAME,
    (body) => {
      const errors = body.errors as Record<string, { errors?: { errorMessage?: string }[] }> | undefined;
      const first = errors ? Object.values(errors)[0]?.errors?.[0]?.errorMessage : undefined;
      return first ?? body.message;
    },
    options.fetch,
  );
  const headers = (credentials: Record<string, string>) => ({
    'x-appsecrettoken': requireSetting(NAME, 'ECONOMIC_APP_SECRET_TOKEN', options.appSecretToken),
    'x-agreementgranttoken': credentials.grantToken ?? '',
  });
  const numberOf = (entry: EconomicEntry) => entry.voucher?.voucherNumber ?? entry.voucherNumber;
  return {
    verify: (credentials) =>
      verdictOf(() => request(`${options.baseUrl}/self`, { headers: headers(credentials) })),
    // Collective invoices go through Fortnox only so far (docs/invoices.md).
    sendInvoice: () => invoicesNotSupported('e-conomic'),
    async sendVoucher(credentials, voucher) {
      const h = headers(credentials);
      const years = await request<{ collection?: { year: string; fromDate: string; toDate: string }[] }>(
        `${options.baseUrl}/accounting-years?filter=${encodeURIComponent(`fromDate$lte:${voucher.date}$and:toDate$gte:${voucher.date}`)}`,
        { headers: h },
      );
      const year = years.collection?.find(
        (y) => y.fromDate <= voucher.date && voucher.date <= y.toDate,
      )?.year;
      if (!year) throw new ProviderError(`${NAME}: no accounting year holds ${voucher.date}`, false);
      const tag = tagOf(voucher.reference);
      const like = encodeURIComponent(`text$like:${tag}`);
      for (const path of [
        `/journals/${journal}/entries`,
        `/accounting-years/${encodeURIComponent(year)}/entries`,
      ]) {
        const found = await request<{ collection?: EconomicEntry[] }>(
          `${options.baseUrl}${path}?filter=${like}`,
          {
            headers: h,
          },
        );
        const entry = found.collection?.find((e) => e.text?.startsWith(tag));
        if (entry) return { providerReference: String(numberOf(entry) ?? voucher.reference) };
      }
      const created = await request<EconomicEntry[]>(`${options.baseUrl}/journals/${journal}/vouchers`, {
        headers: h,
        json: [
          {
            accountingYear: { year },
            journal: { journalNumber: journal },
            entries: {
              financeVouchers: voucher.lines.map((line) => ({
                account: { accountNumber: Number(line.account) },
                amount: major(line.debit - line.credit),
                date: voucher.date,
                text: `${tag} ${line.text}`.slice(0, 250),
                currency: { code: 'DKK' },
              })),
            },
          },
        ],
      });
      const first = Array.isArray(created) ? created[0] : undefined;
      return { providerReference: String((first && numberOf(first)) ?? voucher.reference) };
    },
  };
}
