import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createApp, WS_PATH } from '../app/app.ts';
import type { Database } from '../platform/db/client.ts';
import type { EventBus } from '../platform/events/bus.ts';
import { openEventBus } from '../platform/events/open.ts';
import { memoryMailer } from '../platform/mail/mailer.ts';
import { TEST_TOKEN_SECRET } from './api.ts';

/** One API instance as the server runs it (its own pool, bus and port), for multi-instance tests. */
export async function startInstance(database: Database, redisUrl: string | null = null) {
  const events: EventBus = await openEventBus(database, redisUrl);
  const mailer = memoryMailer();
  const { server, websockets } = createApp(
    {
      db: database.db,
      tokenSecret: TEST_TOKEN_SECRET,
      mailer,
      publicUrl: 'http://ordna.test',
      events,
    },
    { distDir: '/nonexistent', appSources: {} },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;

  async function request<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { token?: string; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    const json = (text ? JSON.parse(text) : {}) as {
      data?: T;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    return { response, ...json };
  }

  /** A graphql-ws subscription; `next` resolves with the following event or error. */
  function subscribe(query: string, token: string | null, options: { apiKey?: boolean } = {}) {
    const client = createClient({
      url: `ws://127.0.0.1:${port}${WS_PATH}`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `${options.apiKey ? 'ApiKey' : 'Bearer'} ${token}` } : {},
      retryAttempts: 0,
    });
    /** The socket's close code, once the server or the client closes it. */
    const closed = new Promise<number>((resolve) =>
      client.on('closed', (event) => resolve((event as { code?: number }).code ?? 0)),
    );
    const queue: unknown[] = [];
    const waiting: ((value: unknown) => void)[] = [];
    const push = (value: unknown) => {
      const waiter = waiting.shift();
      if (waiter) waiter(value);
      else queue.push(value);
    };
    const acknowledged = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    const dispose = client.subscribe(
      { query },
      { next: (value) => push(value), error: (error) => push({ error }), complete: () => undefined },
    );
    return {
      /** Resolves once the server has the subscription set up (listening on the bus). */
      ready: async () => {
        await acknowledged;
        // The server subscribes right after the socket's subscribe message: give it a moment.
        await new Promise((resolve) => setTimeout(resolve, 150));
      },
      next: (timeoutMs = 5000) =>
        new Promise<unknown>((resolve, reject) => {
          const queued = queue.shift();
          if (queued !== undefined) {
            resolve(queued);
            return;
          }
          const waiter = (value: unknown) => {
            clearTimeout(timer);
            resolve(value);
          };
          // A waiter that timed out leaves the line, or it would swallow the next event.
          const timer = setTimeout(() => {
            const index = waiting.indexOf(waiter);
            if (index >= 0) waiting.splice(index, 1);
            reject(new Error('no event'));
          }, timeoutMs);
          waiting.push(waiter);
        }),
      /** Nothing arrives within `ms`. */
      quiet: async (ms = 600) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return queue.length === 0;
      },
      closed: () => closed,
      /** Another operation on the same socket. */
      also: (more: string) => {
        const answers: unknown[] = [];
        return new Promise<unknown>((resolve) => {
          client.subscribe(
            { query: more },
            {
              next: (value) => answers.push(value),
              error: (error) => resolve({ error }),
              complete: () => resolve(answers[0]),
            },
          );
        });
      },
      close: async () => {
        dispose();
        await client.dispose();
      },
    };
  }

  async function close() {
    for (const socket of websockets.clients) socket.terminate();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await events.close();
  }

  return { base, port, events, mailer, request, subscribe, close };
}
