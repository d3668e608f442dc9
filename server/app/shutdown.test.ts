// SIGTERM to the real server with a request and a subscription in flight: the request is answered
// whole, the WebSocket is closed with 1012 (graphql-ws clients reconnect, to another instance
// behind the load balancer), new connections are refused and the process exits 0.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type RealServer, startRealServer } from '../test/realServer.ts';
import { WS_PATH, WS_RESTART } from './app.ts';

describe('graceful shutdown', () => {
  let server: RealServer;
  beforeAll(async () => {
    // No demo seed: it is most of a start's time, and a socket needs no company to be told to go.
    server = await startRealServer({ SEED_DEMO: '0' });
  }, 180_000);
  afterAll(() => server?.dispose());

  it('finishes requests in flight, tells subscriptions to reconnect and exits', async () => {
    // A WebSocket, acknowledged by the server, with a subscription sent on it.
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}${WS_PATH}`, 'graphql-transport-ws');
    const closed = new Promise<{ code: number }>((done) => socket.once('close', (code) => done({ code })));
    await new Promise<void>((done, fail) => {
      socket.once('error', fail);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.on('message', (raw) => {
        if ((JSON.parse(String(raw)) as { type: string }).type !== 'connection_ack') return;
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: 'subscription { catalogChanged { version } }' },
          }),
        );
        done();
      });
    });

    // A request in flight: the server has its headers (it answered 100 Continue), not yet its body.
    const body = JSON.stringify({ query: '{ __typename }' });
    const req = request(`${server.base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; connection: string | undefined; text: string }>(
      (done, fail) => {
        req.on('error', fail);
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () =>
            done({ status: res.statusCode ?? 0, connection: res.headers.connection, text }),
          );
        });
      },
    );
    await new Promise<void>((done) => req.once('continue', () => done()));

    server.child.kill('SIGTERM');
    await server.printed('shutting down');
    expect(await closed).toEqual({ code: WS_RESTART });
    // No new connection is taken...
    await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
    // ...but the one in flight is answered whole, and told to close.
    req.end(body);
    expect(await answer).toEqual({
      status: 200,
      connection: 'close',
      text: JSON.stringify({ data: { __typename: 'Query' } }),
    });
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});
