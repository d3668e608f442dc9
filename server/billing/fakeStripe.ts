import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's REST API in tests (never in the product). It checks what Stripe
 * checks: POST, the path, the bearer key and a form-encoded body, and records each request.
 * `/v1/customers` answers a new `cus_…` id, or `refuse` (status and Stripe's error body).
 */
export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: FakeStripeRequest[];
  refuse: { status: number; error: { type: string; code?: string; param?: string; message: string } } | null;
  close(): Promise<void>;
}

export async function startFakeStripe(options: { key: string }): Promise<FakeStripe> {
  const fake: Omit<FakeStripe, 'url' | 'close'> = { requests: [], refuse: null };
  let next = 0;
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const request: FakeStripeRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'] ?? '',
        form: Object.fromEntries(new URLSearchParams(data)),
      };
      fake.requests.push(request);
      if (request.authorization !== `Bearer ${options.key}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (!request.contentType.startsWith('application/x-www-form-urlencoded'))
        return send(400, { error: { type: 'invalid_request_error', message: 'form body expected' } });
      if (request.method === 'POST' && request.path === '/v1/customers') {
        if (fake.refuse) return send(fake.refuse.status, { error: fake.refuse.error });
        next += 1;
        return send(200, {
          id: `cus_Fake${String(next).padStart(4, '0')}`,
          object: 'customer',
          email: request.form.email ?? null,
          name: request.form.name ?? null,
          metadata: { companyId: request.form['metadata[companyId]'] },
        });
      }
      if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions')
        return send(200, { url: `https://billing.stripe.test/session/${request.form.customer ?? ''}` });
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
