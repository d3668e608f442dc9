import { type FakeOAuth, fakeOAuth, withOAuth } from '../fakeOAuth.ts';
import { cents, type FakeServer, isJson, jsonOf, reply, startFakeServer } from '../fakeServer.ts';
import { FORTNOX_SCOPES } from './fortnoxOAuth.ts';

/**
 * A local stand-in for the Fortnox API in tests (never in the product): it checks each request
 * against the documented shapes (bearer token, JSON body, Voucher fields and types, balanced rows,
 * accounts of the company's chart, dates inside the financial year) and answers like Fortnox,
 * refusals as `{ ErrorInformation: { error: 1, message, code } }`. `down` makes it answer 503.
 * Customers and invoices (issue 47 item 3): a customer needs a Name (an OrganisationNumber like
 * 556677-8899); an invoice needs an existing CustomerNumber, a date inside the financial year, a
 * currency, and rows with Description, DeliveredQuantity, Price, an AccountNumber of the chart
 * and a VAT rate Sweden has.
 */
export interface FakeFortnox
  extends FakeServer,
    Pick<FakeOAuth, 'consent' | 'expiresIn' | 'revoke' | 'tokenCalls'> {
  vouchers: {
    VoucherNumber: number;
    VoucherSeries: string;
    Year: number;
    Description: string;
    TransactionDate: string;
    VoucherRows: { Account: number; Debit: number; Credit: number }[];
  }[];
  customers: { CustomerNumber: string; Name: string; OrganisationNumber?: string; Email?: string }[];
  invoices: {
    DocumentNumber: string;
    CustomerNumber: string;
    InvoiceDate: string;
    Currency: string;
    ExternalInvoiceReference1: string;
    YourReference?: string;
    InvoiceRows: {
      Description: string;
      DeliveredQuantity: number;
      Price: number;
      AccountNumber: number;
      VAT: number;
    }[];
  }[];
}

/** Ordna's app at the fake Fortnox (tests): the client id and secret its token endpoint takes. */
export const FAKE_FORTNOX_CLIENT = { id: 'ordna-test-client', secret: 'ordna-test-secret' };

const CHART = new Set([
  1510, 1580, 1910, 1930, 2420, 2611, 2621, 2631, 2890, 3001, 3002, 3003, 3004, 3740, 3990,
]);

export async function startFakeFortnox(options: { token: string; year?: number }): Promise<FakeFortnox> {
  const year = options.year ?? 2026;
  const vouchers: FakeFortnox['vouchers'] = [];
  const customers: FakeFortnox['customers'] = [];
  const invoices: FakeFortnox['invoices'] = [];
  const refuse = (status: number, message: string, code = 2000106) =>
    reply(status, { ErrorInformation: { error: 1, message, code } });
  // OAuth (fortnox.se/developer/authorization) on the shared fake authorisation server: codes
  // single use and bound to the redirect URI; the client as HTTP Basic; access tokens for an hour
  // (`expiresIn`); refresh tokens single use (each refresh answers a new one).
  const oauth = fakeOAuth({
    prefix: 'fortnox',
    authorizePath: '/oauth-v1/auth',
    tokenPath: '/oauth-v1/token',
    clientId: FAKE_FORTNOX_CLIENT.id,
    clientSecret: FAKE_FORTNOX_CLIENT.secret,
    requiredScopes: FORTNOX_SCOPES.split(' '),
    rotate: true,
    grantedScope: FORTNOX_SCOPES,
  });
  const fake = await startFakeServer(
    (req) => {
      const answered = oauth.handle(req);
      if (answered) return answered;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (bearer !== options.token && !oauth.accepts(bearer))
        return refuse(401, 'Invalid authorization (access token)', 2000311);
      if (req.method === 'GET' && req.path === '/3/companyinformation')
        return reply(200, { CompanyInformation: { CompanyName: 'Test AB' } });
      const sublist = /^\/3\/vouchers\/sublist\/([^/]+)$/.exec(req.path);
      if (req.method === 'GET' && sublist) {
        const from = req.query.get('fromdate') ?? '';
        const to = req.query.get('todate') ?? '';
        return reply(200, {
          Vouchers: vouchers.filter(
            (v) => v.VoucherSeries === sublist[1] && v.TransactionDate >= from && v.TransactionDate <= to,
          ),
        });
      }
      if (req.method === 'POST' && req.path === '/3/vouchers') {
        if (!isJson(req)) return refuse(415, 'Content-Type must be application/json');
        const body = jsonOf(req) as { Voucher?: Record<string, unknown> } | undefined;
        if (!body) return refuse(400, 'Invalid JSON');
        const v = body.Voucher;
        if (!v || typeof v.Description !== 'string' || typeof v.VoucherSeries !== 'string')
          return refuse(400, 'Voucher, Description and VoucherSeries are required');
        if (typeof v.TransactionDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.TransactionDate))
          return refuse(400, 'TransactionDate must be YYYY-MM-DD');
        if (!v.TransactionDate.startsWith(String(year)))
          return refuse(400, 'The date is not inside a financial year', 2000724);
        const rows = v.VoucherRows as { Account: unknown; Debit: unknown; Credit: unknown }[] | undefined;
        if (!Array.isArray(rows) || rows.length < 2) return refuse(400, 'A voucher needs at least two rows');
        for (const row of rows) {
          if (
            typeof row.Account !== 'number' ||
            typeof row.Debit !== 'number' ||
            typeof row.Credit !== 'number'
          )
            return refuse(400, 'Account, Debit and Credit must be numbers');
          if (!CHART.has(row.Account))
            return refuse(400, `Account ${row.Account} does not exist or is not active`, 2000423);
        }
        const sum = (key: 'Debit' | 'Credit') => rows.reduce((s, r) => s + cents(r[key] as number), 0);
        if (sum('Debit') !== sum('Credit')) return refuse(400, 'The voucher is not balanced', 2000556);
        const voucher = {
          VoucherNumber: vouchers.filter((x) => x.VoucherSeries === v.VoucherSeries).length + 1,
          VoucherSeries: v.VoucherSeries,
          Year: 1,
          Description: v.Description,
          TransactionDate: v.TransactionDate,
          VoucherRows: rows as { Account: number; Debit: number; Credit: number }[],
        };
        vouchers.push(voucher);
        return reply(201, { Voucher: voucher });
      }
      if (req.method === 'GET' && req.path === '/3/customers') {
        const org = req.query.get('organisationnumber');
        const name = req.query.get('name');
        return reply(200, {
          Customers: customers.filter(
            (c) => (org == null || c.OrganisationNumber === org) && (name == null || c.Name === name),
          ),
        });
      }
      if (req.method === 'POST' && req.path === '/3/customers') {
        if (!isJson(req)) return refuse(415, 'Content-Type must be application/json');
        const c = (jsonOf(req) as { Customer?: Record<string, unknown> } | undefined)?.Customer;
        if (!c || typeof c.Name !== 'string' || !c.Name.trim())
          return refuse(400, 'Customer Name is required');
        if (c.OrganisationNumber !== undefined && !/^\d{6}-?\d{4}$/.test(String(c.OrganisationNumber)))
          return refuse(400, 'OrganisationNumber is not valid', 2000359);
        const customer = {
          CustomerNumber: String(customers.length + 1),
          Name: c.Name,
          OrganisationNumber: c.OrganisationNumber as string | undefined,
          Email: c.Email as string | undefined,
        };
        customers.push(customer);
        return reply(201, { Customer: customer });
      }
      if (req.method === 'GET' && req.path === '/3/invoices') {
        const ref = req.query.get('externalinvoicereference1');
        return reply(200, {
          Invoices: invoices.filter((i) => ref == null || i.ExternalInvoiceReference1 === ref),
        });
      }
      if (req.method === 'POST' && req.path === '/3/invoices') {
        if (!isJson(req)) return refuse(415, 'Content-Type must be application/json');
        const i = (jsonOf(req) as { Invoice?: Record<string, unknown> } | undefined)?.Invoice;
        if (!i) return refuse(400, 'Invoice is required');
        if (!customers.some((c) => c.CustomerNumber === i.CustomerNumber))
          return refuse(400, `Customer ${String(i.CustomerNumber)} was not found`, 2000433);
        if (typeof i.InvoiceDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(i.InvoiceDate))
          return refuse(400, 'InvoiceDate must be YYYY-MM-DD');
        if (!i.InvoiceDate.startsWith(String(year)))
          return refuse(400, 'The date is not inside a financial year', 2000724);
        if (typeof i.Currency !== 'string' || !/^[A-Z]{3}$/.test(i.Currency))
          return refuse(400, 'Currency must be a currency code');
        if (typeof i.ExternalInvoiceReference1 !== 'string' || i.ExternalInvoiceReference1.length > 80)
          return refuse(400, 'ExternalInvoiceReference1 must be text of at most 80 characters');
        const rows = i.InvoiceRows as Record<string, unknown>[] | undefined;
        if (!Array.isArray(rows) || rows.length === 0)
          return refuse(400, 'An invoice needs at least one row');
        for (const row of rows) {
          if (
            typeof row.Description !== 'string' ||
            row.Description.length > 50 ||
            typeof row.DeliveredQuantity !== 'number' ||
            typeof row.Price !== 'number' ||
            typeof row.AccountNumber !== 'number'
          )
            return refuse(
              400,
              'Description (at most 50), DeliveredQuantity, Price and AccountNumber are required',
            );
          if (!CHART.has(row.AccountNumber))
            return refuse(400, `Account ${row.AccountNumber} does not exist or is not active`, 2000423);
          if (![0, 6, 12, 25].includes(row.VAT as number))
            return refuse(400, `VAT ${String(row.VAT)} is not valid`);
        }
        const invoice = {
          DocumentNumber: String(invoices.length + 1),
          CustomerNumber: String(i.CustomerNumber),
          InvoiceDate: i.InvoiceDate,
          Currency: i.Currency,
          ExternalInvoiceReference1: i.ExternalInvoiceReference1,
          YourReference: i.YourReference as string | undefined,
          InvoiceRows: rows as FakeFortnox['invoices'][number]['InvoiceRows'],
        };
        invoices.push(invoice);
        return reply(201, { Invoice: invoice });
      }
      return refuse(404, 'Not found');
    },
    () => refuse(503, 'Service unavailable', 0),
  );
  return withOAuth(Object.assign(fake, { vouchers, customers, invoices }), oauth);
}
