import { cents, type FakeServer, isJson, jsonOf, reply, startFakeServer } from '../fakeServer.ts';
import { basic } from '../http.ts';

/**
 * A local stand-in for Tripletex API v2 (tests only): session tokens from consumer + employee
 * token, Basic auth with the company id (0 = own company, or a client company the employee may
 * reach), accounts by number, `externalVoucherNumber` look-up, balanced gross postings with
 * rows from 1; refusals as `{ status, message, validationMessages }`.
 */
export interface FakeTripletex extends FakeServer {
  vouchers: {
    id: number;
    number: number;
    year: number;
    companyId: string;
    date: string;
    description: string;
    externalVoucherNumber: string;
    postings: {
      row: number;
      date: string;
      account: { id: number };
      amountGross: number;
      amountGrossCurrency: number;
      description?: string;
      vatType?: unknown;
    }[];
  }[];
}

const ACCOUNTS = [1500, 1570, 1900, 1920, 2700, 2701, 2702, 2900, 2990, 3000, 3030, 3033, 3100, 3900, 7790];
const idOf = (no: number) => 5_000_000 + no;

export async function startFakeTripletex(options: {
  consumerToken: string;
  employeeToken: string;
  /** Client companies the employee token may act for, besides its own (0). */
  clients?: string[];
}): Promise<FakeTripletex> {
  const vouchers: FakeTripletex['vouchers'] = [];
  const session = 'session-token';
  const companies = new Set(['0', ...(options.clients ?? [])]);
  const refuse = (status: number, message: string, field?: string) =>
    reply(status, {
      status,
      code: status * 10,
      message: field ? 'Validering feilet.' : message,
      validationMessages: field ? [{ field, message }] : null,
    });
  const fake = await startFakeServer(
    (req) => {
      if (req.method === 'PUT' && req.path === '/v2/token/session/:create') {
        if (req.query.get('consumerToken') !== options.consumerToken)
          return refuse(403, 'Invalid consumer token');
        if (req.query.get('employeeToken') !== options.employeeToken)
          return refuse(403, 'Invalid employee token');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(req.query.get('expirationDate') ?? ''))
          return refuse(422, 'Ugyldig dato', 'expirationDate');
        return reply(200, {
          value: { id: 1, token: session, expirationDate: req.query.get('expirationDate') },
        });
      }
      const company = [...companies].find((c) => req.headers.authorization === basic(c, session));
      if (company === undefined) return refuse(401, 'Unauthorized');
      if (req.method === 'GET' && req.path === '/v2/token/session/>whoAmI')
        return reply(200, { value: { company: { id: 42 }, employee: { id: 7 } } });
      if (req.method === 'GET' && req.path === '/v2/ledger/voucher/>externalVoucherNumber') {
        const wanted = req.query.get('externalVoucherNumber');
        const values = vouchers.filter((v) => v.companyId === company && v.externalVoucherNumber === wanted);
        return reply(200, { fullResultSize: values.length, from: 0, count: values.length, values });
      }
      if (req.method === 'GET' && req.path === '/v2/ledger/account') {
        const wanted = (req.query.get('number') ?? '').split(',').map(Number);
        const values = ACCOUNTS.filter((no) => wanted.includes(no)).map((no) => ({
          id: idOf(no),
          number: no,
        }));
        return reply(200, { fullResultSize: values.length, from: 0, count: values.length, values });
      }
      if (req.method === 'POST' && req.path === '/v2/ledger/voucher') {
        if (!isJson(req)) return refuse(415, 'Unsupported Media Type');
        const v = jsonOf(req) as Record<string, unknown> | undefined;
        if (!v || typeof v.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.date))
          return refuse(422, 'Feltet må fylles ut.', 'date');
        if (typeof v.description !== 'string') return refuse(422, 'Feltet må fylles ut.', 'description');
        const postings = v.postings as FakeTripletex['vouchers'][number]['postings'] | undefined;
        if (!Array.isArray(postings) || postings.length < 2)
          return refuse(422, 'Bilaget må ha minst to posteringer.', 'postings');
        for (const p of postings) {
          if (typeof p.row !== 'number' || p.row < 1)
            return refuse(422, 'Rad 0 er reservert.', 'postings.row');
          if (!ACCOUNTS.some((no) => idOf(no) === p.account?.id))
            return refuse(422, `Kontoen finnes ikke: ${String(p.account?.id)}`, 'postings.account');
          if (typeof p.amountGross !== 'number' || p.amountGross !== p.amountGrossCurrency)
            return refuse(422, 'Beløp mangler.', 'postings.amountGross');
          if (p.date !== v.date) return refuse(422, 'Datoen må være bilagsdatoen.', 'postings.date');
        }
        if (postings.reduce((s, p) => s + cents(p.amountGross), 0) !== 0)
          return refuse(422, 'Bilaget er ikke i balanse.', 'postings');
        const voucher = {
          id: 100 + vouchers.length,
          number: vouchers.length + 1,
          year: Number(v.date.slice(0, 4)),
          companyId: company,
          date: v.date,
          description: v.description,
          externalVoucherNumber: String(v.externalVoucherNumber ?? ''),
          postings,
        };
        vouchers.push(voucher);
        return reply(201, { value: voucher });
      }
      return refuse(404, 'Not found');
    },
    () => refuse(503, 'Service Unavailable'),
  );
  return Object.assign(fake, { vouchers });
}

export const tripletexAccountId = idOf;
