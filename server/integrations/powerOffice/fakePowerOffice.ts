import { cents, type FakeServer, isJson, jsonOf, reply, startFakeServer } from '../fakeServer.ts';
import { basic } from '../http.ts';

/**
 * A local stand-in for PowerOffice Go API v2 (tests only): the OAuth client-credentials token
 * (Basic application:client key and the subscription key), bearer calls, accounts by id,
 * balanced signed lines, the ExternalImportReference duplicate check; ProblemDetails refusals.
 */
export interface FakePowerOffice extends FakeServer {
  vouchers: {
    VoucherNo: number;
    VoucherDate: string;
    Description: string;
    ExternalImportReference: string;
    VoucherLines: { AccountId: number; CurrencyAmount: number; PostingDate: string; Description?: string }[];
  }[];
}

const ACCOUNTS = [1500, 1570, 1900, 1920, 2700, 2701, 2702, 2900, 2990, 3000, 3030, 3033, 3100, 3900, 7790];
const idOf = (no: number) => 9_000_000 + no;

export async function startFakePowerOffice(options: {
  applicationKey: string;
  clientKey: string;
  subscriptionKey: string;
}): Promise<FakePowerOffice> {
  const vouchers: FakePowerOffice['vouchers'] = [];
  const token = 'po-access-token';
  const problem = (status: number, detail: string) => reply(status, { title: 'Error', status, detail });
  const fake = await startFakeServer(
    (req) => {
      if (req.headers['ocp-apim-subscription-key'] !== options.subscriptionKey)
        return problem(401, 'Access denied due to missing or invalid subscription key');
      if (req.method === 'POST' && req.path === '/OAuth/Token') {
        if (req.headers.authorization !== basic(options.applicationKey, options.clientKey))
          return reply(400, { error: 'invalid_client', detail: 'The client key is not valid' });
        if (new URLSearchParams(req.body).get('grant_type') !== 'client_credentials')
          return problem(400, 'grant_type must be client_credentials');
        return reply(200, { access_token: token, token_type: 'Bearer', expires_in: 1200 });
      }
      if (req.headers.authorization !== `Bearer ${token}`)
        return problem(401, 'Access token is missing or invalid');
      if (req.method === 'GET' && req.path === '/v2/ClientIntegrationInformation')
        return reply(200, { ClientName: 'Test AS', ClientOrganizationNumber: '999888777' });
      if (req.method === 'GET' && req.path === '/v2/GeneralLedgerAccounts') {
        const wanted = (req.query.get('accountNos') ?? '').split(',').map(Number);
        return reply(
          200,
          ACCOUNTS.filter((no) => wanted.includes(no)).map((no) => ({
            Id: idOf(no),
            AccountNo: no,
            IsActive: true,
          })),
        );
      }
      if (req.method === 'POST' && req.path === '/v2/Vouchers/ManualJournals') {
        if (!isJson(req)) return problem(415, 'Unsupported media type');
        const v = jsonOf(req) as Record<string, unknown> | undefined;
        if (!v || typeof v.VoucherDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.VoucherDate))
          return problem(400, 'VoucherDate must be a date');
        if (v.CurrencyCode !== 'NOK')
          return problem(400, 'CurrencyCode must be an active currency of the client');
        const reference = String(v.ExternalImportReference ?? '');
        if (vouchers.some((x) => x.ExternalImportReference === reference))
          return problem(409, `A voucher with ExternalImportReference ${reference} already exists`);
        const lines = v.VoucherLines as FakePowerOffice['vouchers'][number]['VoucherLines'] | undefined;
        if (!Array.isArray(lines) || lines.length < 2)
          return problem(400, 'A voucher needs at least two lines');
        for (const line of lines) {
          if (typeof line.AccountId !== 'number' || !ACCOUNTS.some((no) => idOf(no) === line.AccountId))
            return problem(400, `AccountId ${String(line.AccountId)} was not found`);
          if (typeof line.CurrencyAmount !== 'number' || line.CurrencyAmount === 0)
            return problem(400, 'CurrencyAmount must be a non-zero number');
          if (line.PostingDate !== v.VoucherDate) return problem(400, 'PostingDate must be the voucher date');
        }
        if (lines.reduce((s, l) => s + cents(l.CurrencyAmount), 0) !== 0)
          return problem(400, 'The voucher does not balance');
        const voucher = {
          VoucherNo: vouchers.length + 1,
          VoucherDate: v.VoucherDate,
          Description: String(v.Description ?? ''),
          ExternalImportReference: reference,
          VoucherLines: lines,
        };
        vouchers.push(voucher);
        return reply(201, { Id: `guid-${voucher.VoucherNo}`, ...voucher });
      }
      return problem(404, 'Not found');
    },
    () => reply(503, { title: 'Service Unavailable', status: 503 }),
  );
  return Object.assign(fake, { vouchers });
}

export const powerOfficeAccountId = idOf;
