import { type AccountingAdapter, invoicesNotSupported, ProviderError } from '../adapter.ts';
import { basic, major, providerClient, requireSetting, verdictOf } from '../http.ts';

/**
 * PowerOffice Go API v2 (developer.poweroffice.net, "Voucher posting", "Authentication"):
 * an access token from `POST /OAuth/Token` (client credentials, `Authorization: Basic
 * base64(applicationKey:clientKey)` and the `Ocp-Apim-Subscription-Key` header); the application
 * and subscription keys are Ordna's (POWEROFFICE_APPLICATION_KEY, POWEROFFICE_SUBSCRIPTION_KEY),
 * the client key is the customer's and picks the client (the tenant). Accounts are sent by id,
 * looked up with `GET /v2/GeneralLedgerAccounts`; the voucher goes to
 * `POST /v2/Vouchers/ManualJournals` with signed `CurrencyAmount`s (debit positive). Go refuses
 * a second voucher with the same `ExternalImportReference` (its documented duplicate check), so a
 * resend after a lost answer is answered by that refusal and books nothing.
 * Refusals are ProblemDetails `{ title, status, detail }`.
 */
export interface PowerOfficeOptions {
  baseUrl: string;
  applicationKey?: string;
  subscriptionKey?: string;
  fetch?: typeof fetch;
}

const NAME = 'PowerOffice Go';

export function createPowerOfficeAdapter(options: PowerOfficeOptions): AccountingAdapter {
  const request = providerClient(NAME, (body) => body.detail ?? body.title, options.fetch);
  const session = async (credentials: Record<string, string>) => {
    const subscription = requireSetting(NAME, 'POWEROFFICE_SUBSCRIPTION_KEY', options.subscriptionKey);
    const application = requireSetting(NAME, 'POWEROFFICE_APPLICATION_KEY', options.applicationKey);
    const token = await request<{ access_token?: string }>(`${options.baseUrl}/OAuth/Token`, {
      headers: {
        authorization: basic(application, credentials.clientKey ?? ''),
        'ocp-apim-subscription-key': subscription,
      },
      form: { grant_type: 'client_credentials' },
    });
    return { authorization: `Bearer ${token.access_token ?? ''}`, 'ocp-apim-subscription-key': subscription };
  };
  return {
    verify: (credentials) =>
      verdictOf(async () =>
        request(`${options.baseUrl}/v2/ClientIntegrationInformation`, {
          headers: await session(credentials),
        }),
      ),
    // Collective invoices go through Fortnox only so far (docs/invoices.md).
    sendInvoice: () => invoicesNotSupported('PowerOffice Go'),
    async sendVoucher(credentials, voucher) {
      const headers = await session(credentials);
      const numbers = [...new Set(voucher.lines.map((l) => l.account))];
      const accounts = await request<{ Id: number; AccountNo: number }[]>(
        `${options.baseUrl}/v2/GeneralLedgerAccounts?accountNos=${numbers.join(',')}`,
        { headers },
      );
      const idOf = new Map((Array.isArray(accounts) ? accounts : []).map((a) => [String(a.AccountNo), a.Id]));
      const missing = numbers.filter((n) => !idOf.has(n));
      if (missing.length)
        throw new ProviderError(
          `${NAME}: account ${missing.join(', ')} is not in the chart of accounts`,
          false,
        );
      try {
        const created = await request<{ Id?: string; VoucherNo?: number }>(
          `${options.baseUrl}/v2/Vouchers/ManualJournals`,
          {
            headers,
            json: {
              VoucherDate: voucher.date,
              CurrencyCode: 'NOK',
              Description: voucher.description,
              ExternalImportReference: voucher.reference,
              VoucherLines: voucher.lines.map((line) => ({
                PostingDate: voucher.date,
                AccountId: idOf.get(line.account),
                CurrencyAmount: major(line.debit - line.credit),
                Description: line.text,
              })),
            },
          },
        );
        return { providerReference: String(created.VoucherNo ?? created.Id ?? voucher.reference) };
      } catch (error) {
        // The duplicate check answers 409 (Conflict): the voucher with this reference is booked.
        if (error instanceof ProviderError && error.status === 409)
          return { providerReference: `ExternalImportReference ${voucher.reference}` };
        throw error;
      }
    },
  };
}
