import { cents, type FakeServer, isJson, jsonOf, reply, startFakeServer } from '../fakeServer.ts';

/**
 * A local stand-in for the e-conomic REST API (tests only): both tokens on every call, the
 * accounting years, `text$like:` search of journal entries, vouchers of finance-voucher entries
 * that sum to zero on accounts of the chart, dates inside the year; refusals as
 * `{ message, errorCode, errors }`.
 */
export interface FakeEconomic extends FakeServer {
  vouchers: {
    voucherNumber: number;
    journalNumber: number;
    year: string;
    entries: {
      account: { accountNumber: number };
      amount: number;
      date: string;
      text: string;
      currency?: { code: string };
    }[];
  }[];
}

const CHART = new Set([1010, 1020, 3690, 3691, 11401, 11901, 11911, 11951, 13611, 13691, 14261]);

export async function startFakeEconomic(options: {
  appSecret: string;
  grant: string;
}): Promise<FakeEconomic> {
  const vouchers: FakeEconomic['vouchers'] = [];
  const year = { year: '2026', fromDate: '2026-01-01', toDate: '2026-12-31', closed: false };
  const refuse = (status: number, message: string, property?: string) =>
    reply(status, {
      message: property ? 'Validation exception.' : message,
      errorCode: property ? 'E04300' : `E${status}`,
      ...(property
        ? { errors: { [property]: { errors: [{ propertyName: property, errorMessage: message }] } } }
        : {}),
    });
  const entriesLike = (filter: string | null) => {
    const text = /^text\$like:(.*)$/.exec(filter ?? '')?.[1] ?? '';
    return vouchers.flatMap((v) =>
      v.entries
        .filter((e) => e.text.includes(text))
        .map((e) => ({ ...e, voucher: { voucherNumber: v.voucherNumber } })),
    );
  };
  const fake = await startFakeServer(
    (req) => {
      if (req.headers['x-appsecrettoken'] !== options.appSecret)
        return refuse(401, 'The app secret token is not valid');
      if (req.headers['x-agreementgranttoken'] !== options.grant)
        return refuse(401, 'The agreement grant token is not valid');
      if (req.method === 'GET' && req.path === '/self') return reply(200, { company: { name: 'Test ApS' } });
      if (req.method === 'GET' && req.path === '/accounting-years') {
        const m = /^fromDate\$lte:(\S+)\$and:toDate\$gte:(\S+)$/.exec(req.query.get('filter') ?? '');
        if (!m) return refuse(400, 'Invalid filter');
        const holds = year.fromDate <= (m[1] ?? '') && (m[2] ?? '') <= year.toDate;
        return reply(200, { collection: holds ? [year] : [] });
      }
      if (
        req.method === 'GET' &&
        (req.path === '/journals/1/entries' || req.path === '/accounting-years/2026/entries')
      )
        return reply(200, { collection: entriesLike(req.query.get('filter')) });
      if (req.method === 'POST' && req.path === '/journals/1/vouchers') {
        if (!isJson(req)) return refuse(415, 'Content-Type must be application/json');
        const list = jsonOf(req) as Record<string, unknown>[] | undefined;
        const v = Array.isArray(list) ? list[0] : undefined;
        if (!v) return refuse(400, 'The body must be an array of vouchers');
        if ((v.accountingYear as { year?: string } | undefined)?.year !== year.year)
          return refuse(400, 'Accounting year not found.', 'accountingYear');
        if ((v.journal as { journalNumber?: number } | undefined)?.journalNumber !== 1)
          return refuse(400, 'Journal does not match the path.', 'journal');
        const entries = (
          v.entries as { financeVouchers?: FakeEconomic['vouchers'][number]['entries'] } | undefined
        )?.financeVouchers;
        if (!Array.isArray(entries) || entries.length < 2)
          return refuse(400, 'At least two entries.', 'entries');
        for (const e of entries) {
          if (typeof e.amount !== 'number') return refuse(400, 'Amount is required.', 'amount');
          if (!CHART.has(e.account?.accountNumber))
            return refuse(400, `Account ${e.account?.accountNumber} not found.`, 'account');
          if (typeof e.date !== 'string' || e.date < year.fromDate || e.date > year.toDate)
            return refuse(400, 'Date is outside the accounting year.', 'date');
          if (typeof e.text !== 'string' || e.text.length > 250)
            return refuse(400, 'Text max 250 characters.', 'text');
        }
        if (entries.reduce((s, e) => s + cents(e.amount), 0) !== 0)
          return refuse(400, 'The voucher does not balance.', 'entries');
        const voucher = { voucherNumber: vouchers.length + 1, journalNumber: 1, year: year.year, entries };
        vouchers.push(voucher);
        return reply(201, [{ voucherNumber: voucher.voucherNumber, accountingYear: { year: year.year } }]);
      }
      return refuse(404, 'Not found');
    },
    () => refuse(503, 'Service Unavailable'),
  );
  return Object.assign(fake, { vouchers });
}
