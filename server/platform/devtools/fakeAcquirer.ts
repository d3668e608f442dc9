// A local fake card acquirer for tests and the crash test (never used by the product): the HTTP
// protocol of server/orders/acquirer.ts, idempotent per key as a real acquirer is. It counts the
// refunds it executed (money moved), so a test can check each refund moved money exactly once.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** ok: refund and answer; decline: 422; fail: 500 without refunding; hang: never answer. */
export type FakeAcquirerMode = 'ok' | 'decline' | 'fail' | 'hang';

export interface FakeAcquirer {
  url: string;
  mode: FakeAcquirerMode;
  /** Answers after a random delay up to this many ms (the crash test's kills land inside calls). */
  delayMs: number;
  /** Every request received, in order (retries included). */
  readonly requests: { idempotencyKey: string; amount: number; orderId: string; reference: string | null }[];
  /** Refunds executed, by idempotency key: money moved once per key. */
  readonly executed: Map<string, { amount: number; orderId: string; reference: string }>;
  close(): Promise<void>;
}

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

export async function startFakeAcquirer(port = 0): Promise<FakeAcquirer> {
  const hanging = new Set<() => void>();
  const fake: FakeAcquirer = {
    url: '',
    mode: 'ok',
    delayMs: 0,
    requests: [],
    executed: new Map(),
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (request, response) => {
    const sent = JSON.parse((await body(request)) || '{}') as {
      idempotencyKey?: string;
      amount?: number;
      orderId?: string;
      reference?: string | null;
    };
    const key = String(request.headers['idempotency-key'] ?? sent.idempotencyKey ?? '');
    fake.requests.push({
      idempotencyKey: key,
      amount: Number(sent.amount),
      orderId: String(sent.orderId),
      reference: sent.reference ?? null,
    });
    const answer = (status: number, json: unknown) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(json));
    };
    // A key seen before answers the first answer, whatever the mode now.
    const earlier = fake.executed.get(key);
    if (earlier) return answer(200, { reference: earlier.reference });
    if (fake.mode === 'hang') {
      hanging.add(() => response.destroy());
      return;
    }
    if (fake.mode === 'fail') return answer(500, { error: 'unavailable' });
    if (fake.mode === 'decline') return answer(422, { reason: 'card account closed' });
    const reference = `acq-refund-${fake.executed.size + 1}`;
    fake.executed.set(key, { amount: Number(sent.amount), orderId: String(sent.orderId), reference });
    // The money moved; the answer may still be lost (the caller killed while it waits).
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * fake.delayMs));
    if (!response.destroyed) answer(200, { reference });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
