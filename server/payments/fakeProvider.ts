import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderPayout } from './provider.ts';

/**
 * A local stand-in for the card provider's API in tests and the e2e run (never in the product):
 * it checks every request against the documented shapes (docs/payments.md, "Provider API": the
 * key as `x-api-key`, JSON bodies, required fields and their types) and answers like the provider,
 * refusals as `{ status, errorCode, message, invalidFields }`. `failNext` makes the next call
 * answer that HTTP status (500 for an internal server error).
 */
export interface FakeProvider {
  url: string;
  requests: { method: string; path: string; body: Record<string, unknown> | null }[];
  accountHolders: Map<string, { status: string; stores: string[] }>;
  payouts: ProviderPayout[];
  failNext: number | null;
  /**
   * Changes a holder's onboarding state and tells the product as the provider does: a signed
   * `balancePlatform.accountHolder.updated` event POSTed to `webhookUrl` (docs/payments.md,
   * "Provider webhooks"). Answers the product's HTTP status.
   */
  notify(webhookUrl: string, secret: string, accountHolderId: string, status: string): Promise<number>;
  close(): Promise<void>;
}

const COUNTRIES = new Set(['SE', 'NO', 'DK', 'GB', 'ES', 'TR']);

export async function startFakeProvider(options: { apiKey: string }): Promise<FakeProvider> {
  const state: Omit<FakeProvider, 'url' | 'close' | 'notify'> = {
    requests: [],
    accountHolders: new Map(),
    payouts: [],
    failNext: null,
  };
  let next = 1;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string, field?: string) =>
    send(res, status, {
      status,
      errorCode: status === 422 ? 'validation' : String(status),
      message,
      ...(field ? { invalidFields: [{ name: field, message }] } : {}),
    });
  const bodyOf = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider.test');
    const raw = req.method === 'POST' ? await bodyOf(req) : '';
    let body: Record<string, unknown> | null = null;
    if (req.method === 'POST') {
      if (!String(req.headers['content-type']).startsWith('application/json'))
        return refuse(res, 415, 'Content-Type must be application/json');
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return refuse(res, 400, 'Invalid JSON');
      }
    }
    state.requests.push({ method: req.method ?? '', path: url.pathname + url.search, body });
    if (state.failNext) {
      const status = state.failNext;
      state.failNext = null;
      return refuse(res, status, 'Internal server error');
    }
    if (req.headers['x-api-key'] !== options.apiKey) return refuse(res, 401, 'Invalid API key');
    const str = (key: string) => (typeof body?.[key] === 'string' ? (body[key] as string) : null);
    let match = url.pathname.match(/^\/legalEntities\/([^/]+)\/balanceAccounts$/);
    if (req.method === 'GET' && match)
      return send(res, 200, {
        balanceAccounts: [
          { id: `BA-${match[1]}`, description: 'Main', currency: 'SEK', available: 1234500, pending: 56700 },
        ],
      });
    if (req.method === 'POST' && url.pathname === '/accountHolders') {
      for (const key of ['reference', 'legalName', 'country', 'email'])
        if (!str(key)) return refuse(res, 422, `${key} is required`, key);
      if (!COUNTRIES.has(str('country') ?? '')) return refuse(res, 422, 'Unsupported country', 'country');
      if (str('email')?.endsWith('.invalid'))
        return refuse(res, 422, 'The e-mail domain does not exist', 'email');
      const shareholders = body?.shareholders;
      if (!Array.isArray(shareholders) || shareholders.some((s) => typeof s?.name !== 'string'))
        return refuse(res, 422, 'shareholders must be a list of { name, jobTitle }', 'shareholders');
      const id = `AH${String(next++).padStart(6, '0')}`;
      state.accountHolders.set(id, { status: 'PENDING', stores: [] });
      return send(res, 201, { id, status: 'PENDING' });
    }
    match = url.pathname.match(/^\/accountHolders\/([^/]+)(\/.*)?$/);
    const holder = match ? state.accountHolders.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (match && !holder) return refuse(res, 404, 'Account holder not found');
    if (match && holder) {
      const rest = match[2] ?? '';
      if (req.method === 'GET' && rest === '') return send(res, 200, { id: match[1], status: holder.status });
      if (req.method === 'POST' && rest === '/onboardingLinks') {
        if (!str('returnUrl')) return refuse(res, 422, 'returnUrl is required', 'returnUrl');
        return send(res, 200, { url: `https://provider.test/onboard/${match[1]}` });
      }
      if (req.method === 'POST' && rest === '/stores') {
        for (const key of ['reference', 'name', 'street', 'zip', 'city', 'country'])
          if (!str(key)) return refuse(res, 422, `${key} is required`, key);
        const id = `ST${String(next++).padStart(6, '0')}`;
        holder.stores.push(str('reference') ?? '');
        return send(res, 201, { id });
      }
      if (req.method === 'GET' && rest === '/payouts') {
        const limit = Number(url.searchParams.get('limit'));
        if (!Number.isInteger(limit) || limit < 1 || limit > 500)
          return refuse(res, 422, 'limit 1–500', 'limit');
        const start = Number(url.searchParams.get('cursor') ?? 0);
        const mine = state.payouts.filter((p) => p.accountHolderId === match?.[1]);
        const page = mine.slice(start, start + limit);
        return send(res, 200, {
          data: page,
          next: start + limit < mine.length ? String(start + limit) : null,
        });
      }
    }
    if (req.method === 'POST' && url.pathname === '/checkoutLinks') {
      if (!str('accountHolderId') || !state.accountHolders.has(str('accountHolderId') ?? ''))
        return refuse(res, 422, 'Unknown account holder', 'accountHolderId');
      return send(res, 200, { url: `https://provider.test/checkout/${str('accountHolderId')}` });
    }
    if (req.method === 'POST' && url.pathname === '/reports/payouts') {
      for (const key of ['accountHolderId', 'type', 'orgNumber', 'currency', 'from', 'to'])
        if (!str(key)) return refuse(res, 422, `${key} is required`, key);
      if (!state.accountHolders.has(str('accountHolderId') ?? ''))
        return refuse(res, 404, 'Account holder not found');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(str('from') ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(str('to') ?? ''))
        return refuse(res, 422, 'Dates must be YYYY-MM-DD', 'from');
      const id = `RP${String(next++).padStart(6, '0')}`;
      return send(res, 201, { id, status: 'READY', downloadUrl: `https://provider.test/reports/${id}.csv` });
    }
    return refuse(res, 404, 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake = state as FakeProvider;
  fake.url = `http://127.0.0.1:${port}`;
  let events = 0;
  fake.notify = async (webhookUrl, secret, accountHolderId, status) => {
    const holder = state.accountHolders.get(accountHolderId);
    if (holder) holder.status = status;
    events += 1;
    const body = JSON.stringify({
      id: `EV${String(events).padStart(6, '0')}-${port}`,
      type: 'balancePlatform.accountHolder.updated',
      environment: 'test',
      timestamp: new Date().toISOString(),
      data: { accountHolder: { id: accountHolderId, status } },
    });
    const response = await fetch(webhookUrl, {
      method: 'POST',
      // Signed here on its own, as the provider does (not with the product's helper).
      headers: {
        'content-type': 'application/json',
        HmacSignature: createHmac('sha256', Buffer.from(secret, 'hex')).update(body).digest('base64'),
      },
      body,
    });
    return response.status;
  };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
