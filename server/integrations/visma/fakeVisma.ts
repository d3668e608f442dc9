import { type FakeOAuth, fakeOAuth, withOAuth } from '../fakeOAuth.ts';
import { cents, type FakeServer, isJson, jsonOf, reply, startFakeServer } from '../fakeServer.ts';

/**
 * A local stand-in for the Visma eAccounting API v2 (tests only): bearer token, the voucher's
 * documented fields and types, balanced rows, accounts of the chart, one side per row; refusals
 * as `{ ErrorCode, DeveloperErrorMessage }`. Its identity server (fakeOAuth.ts) follows Visma's:
 * `/connect/authorize` wanting `ea:api offline_access`, `/connect/token` with the client as HTTP
 * Basic, refresh tokens once each.
 */
export interface FakeVisma extends FakeServer, Pick<FakeOAuth, 'consent' | 'revoke' | 'tokenCalls'> {
  vouchers: {
    Id: string;
    VoucherDate: string;
    VoucherText: string;
    NumberAndNumberSeries: string;
    Rows: { AccountNumber: number; DebitAmount: number; CreditAmount: number; TransactionText?: string }[];
  }[];
}

/** Ordna's app at the fake Visma (tests): the client id and secret its token endpoint takes. */
export const FAKE_VISMA_CLIENT = { id: 'ordna-visma-client', secret: 'ordna-visma-secret' };

const CHART = new Set([1510, 1580, 1910, 1930, 2611, 2621, 2631, 2890, 3001, 3002, 3003, 3740, 3990]);

export async function startFakeVisma(options: { token: string }): Promise<FakeVisma> {
  const vouchers: FakeVisma['vouchers'] = [];
  const refuse = (status: number, message: string, code = 4000) =>
    reply(status, { ErrorCode: code, DeveloperErrorMessage: message, ErrorId: 'fake' });
  const oauth = fakeOAuth({
    prefix: 'visma',
    authorizePath: '/connect/authorize',
    tokenPath: '/connect/token',
    clientId: FAKE_VISMA_CLIENT.id,
    clientSecret: FAKE_VISMA_CLIENT.secret,
    requiredScopes: ['ea:api', 'offline_access'],
    rotate: true,
  });
  const fake = await startFakeServer(
    (req) => {
      const answered = oauth.handle(req);
      if (answered) return answered;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (bearer !== options.token && !oauth.accepts(bearer))
        return refuse(401, 'The access token is invalid or expired', 1000);
      if (req.method === 'GET' && req.path === '/v2/companysettings')
        return reply(200, { Name: 'Test AB', CorporateIdentityNumber: '556677-8899' });
      if (req.method === 'GET' && req.path === '/v2/vouchers') {
        const date = /^VoucherDate eq (\d{4}-\d{2}-\d{2})$/.exec(req.query.get('$filter') ?? '')?.[1];
        if (!date) return refuse(400, 'Invalid $filter');
        const data = vouchers.filter((v) => v.VoucherDate === date);
        return reply(200, {
          Meta: { CurrentPage: 1, PageSize: 1000, TotalNumberOfPages: 1, TotalNumberOfResults: data.length },
          Data: data,
        });
      }
      if (req.method === 'POST' && req.path === '/v2/vouchers') {
        if (!isJson(req)) return refuse(415, 'Content-Type must be application/json');
        const v = jsonOf(req) as Record<string, unknown> | undefined;
        if (!v || typeof v.VoucherText !== 'string' || !v.VoucherText)
          return refuse(400, 'VoucherText is required');
        if (typeof v.VoucherDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.VoucherDate))
          return refuse(400, 'VoucherDate must be yyyy-mm-dd');
        const rows = v.Rows as FakeVisma['vouchers'][number]['Rows'] | undefined;
        if (!Array.isArray(rows) || rows.length < 2) return refuse(400, 'A voucher needs at least two rows');
        for (const row of rows) {
          if (
            typeof row.AccountNumber !== 'number' ||
            typeof row.DebitAmount !== 'number' ||
            typeof row.CreditAmount !== 'number'
          )
            return refuse(400, 'AccountNumber, DebitAmount and CreditAmount must be numbers');
          if (row.DebitAmount !== 0 && row.CreditAmount !== 0)
            return refuse(400, 'A row is either debit or credit');
          if ((row.TransactionText ?? '').length > 60)
            return refuse(400, 'TransactionText max 60 characters');
          if (!CHART.has(row.AccountNumber))
            return refuse(400, `Account ${row.AccountNumber} does not exist`, 4001);
        }
        const sum = (key: 'DebitAmount' | 'CreditAmount') => rows.reduce((s, r) => s + cents(r[key]), 0);
        if (sum('DebitAmount') !== sum('CreditAmount'))
          return refuse(400, 'The voucher is not balanced', 4002);
        const voucher = {
          Id: `00000000-0000-0000-0000-${String(vouchers.length + 1).padStart(12, '0')}`,
          VoucherDate: v.VoucherDate,
          VoucherText: v.VoucherText,
          NumberAndNumberSeries: `V${vouchers.length + 1}`,
          Rows: rows,
        };
        vouchers.push(voucher);
        return reply(201, voucher);
      }
      return refuse(404, 'Not found');
    },
    () => refuse(503, 'Service unavailable', 0),
  );
  return withOAuth(Object.assign(fake, { vouchers }), oauth);
}
