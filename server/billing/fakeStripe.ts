import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's REST API in tests (never in the product), spoken to by the
 * official SDK. It refuses what Stripe refuses: a wrong bearer key (401), an API version other
 * than the pinned one (400), a body that is not form-encoded (400), an idempotency key longer
 * than 255 characters or reused with other parameters (400 `idempotency_error`). A key seen
 * before with the same parameters answers the first answer again (`Idempotent-Replayed: true`),
 * as Stripe does. Each request is recorded with the headers the SDK sent.
 * `/v1/customers` answers a new `cus_…` id, or `refuse` (status and Stripe's error body);
 * `dropNextAnswer` does the work and then cuts the connection, as a network failure would.
 */
export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  stripeVersion: string;
  idempotencyKey: string;
  form: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: FakeStripeRequest[];
  /** The customers made, by id: one per distinct idempotency key. */
  customers: Map<string, Record<string, string>>;
  refuse: { status: number; error: { type: string; code?: string; param?: string; message: string } } | null;
  dropNextAnswer: boolean;
  close(): Promise<void>;
}

const MAX_KEY = 255;

export async function startFakeStripe(options: { key: string; apiVersion: string }): Promise<FakeStripe> {
  const fake: Omit<FakeStripe, 'url' | 'close'> = {
    requests: [],
    customers: new Map(),
    refuse: null,
    dropNextAnswer: false,
  };
  /** Idempotency key → the body first sent with it and the answer given. */
  const answered = new Map<string, { body: string; status: number; answer: unknown }>();
  let next = 0;
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(',') : (value ?? '');
      };
      const send = (status: number, body: unknown, replayed = false) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_fake${fake.requests.length}`,
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
          // What Stripe says of its own errors: retrying a refusal changes nothing.
          ...(status >= 400 && status < 500 ? { 'stripe-should-retry': 'false' } : {}),
        });
        res.end(JSON.stringify(body));
      };
      const refuse = (status: number, type: string, message: string) =>
        send(status, { error: { type, message } });
      const request: FakeStripeRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: header('authorization'),
        contentType: header('content-type'),
        stripeVersion: header('stripe-version'),
        idempotencyKey: header('idempotency-key'),
        form: Object.fromEntries(new URLSearchParams(data)),
      };
      fake.requests.push(request);
      if (request.authorization !== `Bearer ${options.key}`)
        return refuse(401, 'invalid_request_error', 'Invalid API Key provided');
      if (request.stripeVersion !== options.apiVersion)
        return refuse(400, 'invalid_request_error', `Invalid Stripe API version: ${request.stripeVersion}`);
      if (request.method === 'POST' && !request.contentType.startsWith('application/x-www-form-urlencoded'))
        return refuse(400, 'invalid_request_error', 'form body expected');
      const key = request.idempotencyKey;
      if (key.length > MAX_KEY)
        return refuse(400, 'invalid_request_error', 'Idempotency-Key is longer than 255 characters');
      const first = key ? answered.get(key) : undefined;
      if (first) {
        if (first.body !== data)
          return refuse(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        return send(first.status, first.answer, true);
      }
      const answer = (status: number, body: unknown) => {
        // Stripe keeps the answer of a request that ran (not one refused before it ran).
        if (key && status < 400) answered.set(key, { body: data, status, answer: body });
        if (fake.dropNextAnswer) {
          fake.dropNextAnswer = false;
          req.socket.destroy();
          return;
        }
        send(status, body);
      };
      if (request.method === 'POST' && request.path === '/v1/customers') {
        if (fake.refuse) return send(fake.refuse.status, { error: fake.refuse.error });
        next += 1;
        const id = `cus_Fake${String(next).padStart(4, '0')}`;
        fake.customers.set(id, request.form);
        return answer(200, {
          id,
          object: 'customer',
          email: request.form.email ?? null,
          name: request.form.name ?? null,
          metadata: { companyId: request.form['metadata[companyId]'] },
        });
      }
      if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions')
        return answer(200, {
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/session/${request.form.customer ?? ''}`,
        });
      refuse(404, 'invalid_request_error', 'Unrecognized request URL');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
