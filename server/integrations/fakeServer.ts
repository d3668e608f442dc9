import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake provider saw it (tests assert on these). */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeReply {
  status: number;
  body: unknown;
  /** Further headers (a redirect's `location`). */
  headers?: Record<string, string>;
}

/**
 * The common frame of the local fake providers (tests only, never the product): a server on a
 * free port that records every request and answers through `handle`; `down` answers 503 to all,
 * `failWith` answers every call with that status (a broken provider: 500), in the outage's words.
 */
export interface FakeServer {
  url: string;
  requests: SeenRequest[];
  down: boolean;
  failWith: number | null;
  close(): Promise<void>;
}

export const reply = (status: number, body: unknown): FakeReply => ({ status, body });

export async function startFakeServer(
  handle: (request: SeenRequest) => FakeReply | Promise<FakeReply>,
  outage: () => FakeReply = () => reply(503, { message: 'Service unavailable' }),
): Promise<FakeServer> {
  const fake = { url: '', requests: [] as SeenRequest[], down: false, failWith: null } as FakeServer;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake.test');
      const seen: SeenRequest = {
        method: req.method ?? '',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      fake.requests.push(seen);
      const answer =
        fake.failWith !== null
          ? { ...outage(), status: fake.failWith }
          : fake.down
            ? outage()
            : await handle(seen);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** Parses a JSON body, or undefined when it is not JSON (the fakes refuse it then). */
export function jsonOf(request: SeenRequest): unknown {
  try {
    return JSON.parse(request.body);
  } catch {
    return undefined;
  }
}

export const isJson = (request: SeenRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('application/json');

/** Sums in cents so the balance check does not depend on floating point. */
export const cents = (amount: number) => Math.round(amount * 100);
