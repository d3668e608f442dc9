import { type AccountingAdapter, invoicesNotSupported, ProviderError } from '../adapter.ts';
import { basic, major, providerClient, requireSetting, verdictOf } from '../http.ts';

/**
 * Tripletex API v2 (tripletex.no/v2-docs, "token/session", "ledger/voucher", "ledger/account"):
 * a session token from `PUT /v2/token/session/:create` with Ordna's consumer token
 * (TRIPLETEX_CONSUMER_TOKEN) and the customer's employee token; calls authenticate with
 * `Basic base64(companyId:sessionToken)`, company id 0 = the employee's own company, another id
 * = a client company of an accountant (the tenant of the integration config). The voucher is
 * `POST /v2/ledger/voucher` with `postings: [{ row, date, account: { id }, amountGross,
 * amountGrossCurrency, description }]`, signed gross amounts (debit positive), accounts looked up
 * by number (`GET /v2/ledger/account?number=`), our reference as `externalVoucherNumber` and
 * looked up first (`GET /v2/ledger/voucher/>externalVoucherNumber`). VAT is on its own postings
 * (the output VAT accounts), so no posting carries a vatType that would make Tripletex add VAT
 * again. Refusals: `{ status, message, validationMessages: [{ field, message }] }`.
 */
export interface TripletexOptions {
  baseUrl: string;
  consumerToken?: string;
  fetch?: typeof fetch;
  /** For the session's expiry date (tomorrow). */
  now?: () => Date;
}

const NAME = 'Tripletex';

interface TripletexVoucher {
  id: number;
  number?: number;
  year?: number;
}

export function createTripletexAdapter(options: TripletexOptions): AccountingAdapter {
  const request = providerClient(
    NAME,
    (body) => {
      const first = (body.validationMessages as { message?: string }[] | undefined)?.[0]?.message;
      return first ?? body.message;
    },
    options.fetch,
  );
  const session = async (credentials: Record<string, string>, tenant?: string | null) => {
    const consumerToken = requireSetting(NAME, 'TRIPLETEX_CONSUMER_TOKEN', options.consumerToken);
    const tomorrow = new Date((options.now?.() ?? new Date()).getTime() + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const query = new URLSearchParams({
      consumerToken,
      employeeToken: credentials.employeeToken ?? '',
      expirationDate: tomorrow,
    });
    const created = await request<{ value?: { token?: string } }>(
      `${options.baseUrl}/v2/token/session/:create?${query}`,
      { method: 'PUT' },
    );
    return { authorization: basic(tenant?.trim() || '0', created.value?.token ?? '') };
  };
  const referenceOf = (v: TripletexVoucher) =>
    v.number ? `${v.number}${v.year ? `/${v.year}` : ''}` : String(v.id);
  return {
    verify: (credentials) =>
      verdictOf(async () =>
        request(`${options.baseUrl}/v2/token/session/%3EwhoAmI`, { headers: await session(credentials) }),
      ),
    // Collective invoices go through Fortnox only so far (docs/invoices.md).
    sendInvoice: () => invoicesNotSupported('Tripletex'),
    async sendVoucher(credentials, voucher) {
      const headers = await session(credentials, voucher.tenant);
      const existing = await request<{ values?: TripletexVoucher[] }>(
        `${options.baseUrl}/v2/ledger/voucher/%3EexternalVoucherNumber?externalVoucherNumber=${encodeURIComponent(voucher.reference)}`,
        { headers },
      );
      const found = existing.values?.[0];
      if (found) return { providerReference: referenceOf(found) };
      const numbers = [...new Set(voucher.lines.map((l) => l.account))];
      const accounts = await request<{ values?: { id: number; number: number }[] }>(
        `${options.baseUrl}/v2/ledger/account?number=${numbers.join(',')}&fields=id,number`,
        { headers },
      );
      const idOf = new Map((accounts.values ?? []).map((a) => [String(a.number), a.id]));
      const missing = numbers.filter((n) => !idOf.has(n));
      if (missing.length)
        throw new ProviderError(
          `${NAME}: account ${missing.join(', ')} is not in the chart of accounts`,
          false,
        );
      const created = await request<{ value: TripletexVoucher }>(`${options.baseUrl}/v2/ledger/voucher`, {
        headers,
        json: {
          date: voucher.date,
          description: voucher.description,
          externalVoucherNumber: voucher.reference,
          postings: voucher.lines.map((line, index) => {
            const amount = major(line.debit - line.credit);
            return {
              row: index + 1,
              date: voucher.date,
              description: line.text,
              account: { id: idOf.get(line.account) },
              amountGross: amount,
              amountGrossCurrency: amount,
            };
          }),
        },
      });
      return { providerReference: referenceOf(created.value) };
    },
  };
}
