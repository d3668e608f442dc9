import type { AccountingAdapter, OutgoingInvoice, OutgoingVoucher } from '../adapter.ts';
import { providerClient } from '../http.ts';

/**
 * Fortnox API v3 (api.fortnox.se/apidocs, "Vouchers"): `POST /3/vouchers` with
 * `{ Voucher: { Description, TransactionDate, VoucherSeries, VoucherRows: [{ Account, Debit,
 * Credit, TransactionInformation }] } }`, amounts in kronor; an OAuth 2 access token as
 * `Authorization: Bearer`; refusals as `{ ErrorInformation: { error, message, code } }`.
 * Fortnox has no idempotency key, so the reference goes first in the description and a resend
 * looks for it in the series' vouchers of that day (`GET /3/vouchers/sublist/{series}`) first.
 *
 * Invoices ("Customers", "Invoices"): the customer is found by organisation number (else name,
 * `GET /3/customers?organisationnumber=` / `?name=`) or made (`POST /3/customers`), then
 * `POST /3/invoices` with `{ Invoice: { CustomerNumber, InvoiceDate, Currency, YourReference,
 * ExternalInvoiceReference1, VATIncluded, InvoiceRows: [{ Description, DeliveredQuantity, Price,
 * AccountNumber, VAT }] } }`; our reference is ExternalInvoiceReference1, looked up first on a
 * resend (`GET /3/invoices?externalinvoicereference1=`).
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

interface FortnoxCustomer {
  CustomerNumber: string;
  Name?: string;
  OrganisationNumber?: string;
}

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
  const customerOf = async (token: string, customer: OutgoingInvoice['customer']): Promise<string> => {
    const query = customer.organizationNumber
      ? `organisationnumber=${encodeURIComponent(customer.organizationNumber)}`
      : `name=${encodeURIComponent(customer.name)}`;
    const list = ((await request(token, `/3/customers?${query}`)).Customers ?? []) as FortnoxCustomer[];
    const match = list.find((c) =>
      customer.organizationNumber
        ? c.OrganisationNumber === customer.organizationNumber
        : c.Name === customer.name,
    );
    if (match) return match.CustomerNumber;
    const created = await request(token, '/3/customers', {
      method: 'POST',
      json: {
        Customer: {
          Name: customer.name,
          OrganisationNumber: customer.organizationNumber || undefined,
          Email: customer.email || undefined,
          Address1: customer.address || undefined,
          YourReference: customer.reference || undefined,
        },
      },
    });
    return (created.Customer as FortnoxCustomer).CustomerNumber;
  };
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
    async sendInvoice(credentials, invoice: OutgoingInvoice) {
      const token = credentials.accessToken ?? '';
      const existing = await request(
        token,
        `/3/invoices?externalinvoicereference1=${encodeURIComponent(invoice.reference)}`,
      );
      const found = (
        (existing.Invoices ?? []) as { DocumentNumber: string; ExternalInvoiceReference1?: string }[]
      ).find((candidate) => candidate.ExternalInvoiceReference1 === invoice.reference);
      if (found) return { providerReference: String(found.DocumentNumber) };
      const customer = await customerOf(token, invoice.customer);
      const created = await request(token, '/3/invoices', {
        method: 'POST',
        json: {
          Invoice: {
            CustomerNumber: customer,
            InvoiceDate: invoice.date,
            Currency: invoice.currency,
            YourReference: invoice.customer.reference.slice(0, 50),
            ExternalInvoiceReference1: invoice.reference,
            Remarks: `${invoice.periodStart} – ${invoice.periodEnd}`,
            // The rows' amounts are what the guests paid, VAT included (the day's voucher booked it).
            VATIncluded: true,
            InvoiceRows: invoice.lines.map((line) => ({
              Description: line.description.slice(0, 50),
              DeliveredQuantity: 1,
              Price: amount(line.amount),
              AccountNumber: Number(invoice.account),
              VAT: 0,
            })),
          },
        },
      });
      return { providerReference: String((created.Invoice as { DocumentNumber: string }).DocumentNumber) };
    },
  };
}
