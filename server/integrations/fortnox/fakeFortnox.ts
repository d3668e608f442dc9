import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Fortnox API in tests (never in the product): it checks each request
 * against the documented shapes (bearer token, JSON body, Voucher fields and types, balanced rows,
 * accounts of the company's chart, dates inside the financial year) and answers like Fortnox,
 * refusals as `{ ErrorInformation: { error: 1, message, code } }`. `down` makes it answer 503.
 */
export interface FakeFortnox {
  url: string;
  vouchers: {
    VoucherNumber: number;
    VoucherSeries: string;
    Year: number;
    Description: string;
    TransactionDate: string;
    VoucherRows: { Account: number; Debit: number; Credit: number }[];
  }[];
  requests: { method: string; path: string }[];
  down: boolean;
  close(): Promise<void>;
}

const CHART = new Set([
  1510, 1580, 1910, 1930, 2420, 2611, 2621, 2631, 2890, 3001, 3002, 3003, 3004, 3740, 3990,
]);

export async function startFakeFortnox(options: { token: string; year?: number }): Promise<FakeFortnox> {
  const year = options.year ?? 2026;
  const state: Omit<FakeFortnox, 'url' | 'close'> = { vouchers: [], requests: [], down: false };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string, code = 2000106) =>
    send(res, status, { ErrorInformation: { error: 1, message, code } });
  const bodyOf = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fortnox.test');
    state.requests.push({ method: req.method ?? '', path: url.pathname });
    if (state.down) return refuse(res, 503, 'Service unavailable', 0);
    if (req.headers.authorization !== `Bearer ${options.token}`)
      return refuse(res, 401, 'Invalid authorization (access token)', 2000311);
    if (req.method === 'GET' && url.pathname === '/3/companyinformation')
      return send(res, 200, { CompanyInformation: { CompanyName: 'Test AB' } });
    const sublist = url.pathname.match(/^\/3\/vouchers\/sublist\/([^/]+)$/);
    if (req.method === 'GET' && sublist) {
      const from = url.searchParams.get('fromdate') ?? '';
      const to = url.searchParams.get('todate') ?? '';
      return send(res, 200, {
        Vouchers: state.vouchers.filter(
          (v) =>
            v.VoucherSeries === decodeURIComponent(sublist[1] ?? '') &&
            v.TransactionDate >= from &&
            v.TransactionDate <= to,
        ),
      });
    }
    if (req.method === 'POST' && url.pathname === '/3/vouchers') {
      if (!String(req.headers['content-type']).startsWith('application/json'))
        return refuse(res, 415, 'Content-Type must be application/json');
      let body: { Voucher?: Record<string, unknown> };
      try {
        body = JSON.parse(await bodyOf(req));
      } catch {
        return refuse(res, 400, 'Invalid JSON');
      }
      const v = body.Voucher;
      if (!v || typeof v.Description !== 'string' || typeof v.VoucherSeries !== 'string')
        return refuse(res, 400, 'Voucher, Description and VoucherSeries are required');
      if (typeof v.TransactionDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.TransactionDate))
        return refuse(res, 400, 'TransactionDate must be YYYY-MM-DD');
      if (!v.TransactionDate.startsWith(String(year)))
        return refuse(res, 400, 'The date is not inside a financial year', 2000724);
      const rows = v.VoucherRows as { Account: unknown; Debit: unknown; Credit: unknown }[] | undefined;
      if (!Array.isArray(rows) || rows.length < 2)
        return refuse(res, 400, 'A voucher needs at least two rows');
      for (const row of rows) {
        if (
          typeof row.Account !== 'number' ||
          typeof row.Debit !== 'number' ||
          typeof row.Credit !== 'number'
        )
          return refuse(res, 400, 'Account, Debit and Credit must be numbers');
        if (!CHART.has(row.Account))
          return refuse(res, 400, `Account ${row.Account} does not exist or is not active`, 2000423);
      }
      const cents = (key: 'Debit' | 'Credit') =>
        rows.reduce((s, r) => s + Math.round((r[key] as number) * 100), 0);
      if (cents('Debit') !== cents('Credit')) return refuse(res, 400, 'The voucher is not balanced', 2000556);
      const voucher = {
        VoucherNumber: state.vouchers.filter((x) => x.VoucherSeries === v.VoucherSeries).length + 1,
        VoucherSeries: v.VoucherSeries,
        Year: 1,
        Description: v.Description,
        TransactionDate: v.TransactionDate,
        VoucherRows: rows as { Account: number; Debit: number; Credit: number }[],
      };
      state.vouchers.push(voucher);
      return send(res, 201, { Voucher: voucher });
    }
    return refuse(res, 404, 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake = state as FakeFortnox;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
