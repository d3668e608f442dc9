import type { IncomingMessage, Server } from 'node:http';
import { type ExecutionArgs, type ExecutionResult, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { DomainError } from '../platform/api/domainError.ts';
import { translated } from '../platform/api/translateErrors.ts';
import { clientAddress } from '../platform/clientAddress.ts';
import { type Context, createContext, type Services, type Viewer } from '../platform/context.ts';
import { busOf } from '../platform/events/pubsub.ts';
import { localeFromHeader, translator } from '../platform/i18n.ts';
import { LIMITS, WS_LIMITS } from '../platform/limits.ts';
import { ACCESS_TOPIC, accessChangeOf, concerns } from '../platform/security/revocation.ts';
import { socketSeats } from '../platform/security/socketSeats.ts';
import type { Api } from './yoga.ts';

export const WS_PATH = '/graphql/ws';

type Operation = (args: ExecutionArgs) => Promise<ExecutionResult | AsyncIterable<ExecutionResult>>;
/** Envelop's execute/subscribe, passed through rootValue so plugins run for WebSocket operations too. */
interface EnvelopedRoot {
  execute: Operation;
  subscribe: Operation;
}

/** What a socket proved in `connection_init`, checked again when its access changes. */
interface SocketState {
  authorization: string | null;
  identity: { keyId: string | null; sessionId: string; userId: string; key: string } | null;
  /** The scopes and venues it was let in with: a change to them closes the socket. */
  reach: string;
  /** Its seat in the cross-instance count (server/platform/security/socketSeats.ts). */
  seat: string;
}

/** Close codes (graphql-ws's 4401/4403, and 4429 for a cap reached at connection). */
const UNAUTHORIZED = 4401;
const FORBIDDEN = 4403;
const TOO_MANY = 4429;

const reachOf = (viewer: Viewer | null) =>
  viewer ? JSON.stringify([[...viewer.scopes].sort(), [...viewer.venueIds].sort()]) : '';

function identityOf(viewer: Viewer | null): SocketState['identity'] {
  if (!viewer) return null;
  const keyId = viewer.apiKey?.id ?? null;
  return {
    keyId,
    sessionId: viewer.sessionId,
    userId: viewer.userId,
    key: keyId ? `key:${keyId}` : `user:${viewer.userId}`,
  };
}

/** A refusal worded in the socket's language, answered for one operation (the socket stays). */
function refusal(error: unknown, acceptLanguage: string | null): readonly GraphQLError[] {
  const t = translator(localeFromHeader(acceptLanguage));
  if (error instanceof DomainError) return [translated(error, t)];
  if (error instanceof GraphQLError) return [error];
  throw error;
}

/**
 * graphql-ws on its own path of the same port, held to what HTTP is held to (issue 42 item 3):
 * the token is checked in `connection_init` (a bad one closes the socket), a message is at most
 * the HTTP body limit, operations go through the same envelop plugins (armour: depth, cost,
 * tokens), a syntax error answers that operation only, and there are caps on subscriptions per
 * socket, sockets per identity and anonymous sockets (the last two counted across instances). Access that ends or narrows closes the
 * identity's sockets on every instance (server/platform/security/revocation.ts).
 */
export function attachWebSocket(
  server: Server,
  api: Api,
  services: Services,
  limits: typeof WS_LIMITS = WS_LIMITS,
): WebSocketServer {
  const wss = new WebSocketServer({ server, path: WS_PATH, maxPayload: LIMITS.maxBodyBytes });
  const sockets = new Map<WebSocket, SocketState>();
  const seats = socketSeats(services.db);
  server.on('close', () => void seats.close().catch(() => undefined));
  // An oversized message: ws closes the socket with 1009 itself, then emits the error, which
  // graphql-ws would log with its stack as an "internal error". It is the caller's, not ours.
  wss.on('connection', (socket) => {
    const emit = socket.emit.bind(socket);
    socket.emit = ((event: string | symbol, ...args: unknown[]) =>
      event === 'error' && args[0] instanceof RangeError ? true : emit(event, ...args)) as typeof socket.emit;
  });

  const contextOf = (authorization: string | null, request: IncomingMessage): Promise<Context> =>
    createContext(services, {
      authorization,
      acceptLanguage: request.headers['accept-language'] ?? null,
      address: clientAddress(
        request.socket.remoteAddress,
        [request.headers['x-forwarded-for']].flat().join(','),
        services.trustProxy ?? null,
      ),
      // The upgrade's id: every operation on this socket logs it.
      requestId: [request.headers['x-request-id']].flat()[0] ?? null,
    });

  // Access changes, from any instance: the sockets they name are checked again.
  void busOf(services).then((bus) =>
    bus.subscribe(ACCESS_TOPIC, (payload) => {
      const change = accessChangeOf(payload);
      for (const [socket, state] of sockets) {
        if (!state.identity || !concerns(change, state.identity)) continue;
        void createContext(services, { authorization: state.authorization })
          .then((ctx) => {
            if (!ctx.viewer) socket.close(UNAUTHORIZED, 'Unauthorized');
            else if (reachOf(ctx.viewer) !== state.reach) socket.close(FORBIDDEN, 'Forbidden');
          })
          .catch(() => socket.close(UNAUTHORIZED, 'Unauthorized'));
      }
    }),
  );

  useServer(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onConnect: async (ctx) => {
        const raw = ctx.connectionParams?.authorization;
        const authorization = typeof raw === 'string' && raw ? raw : null;
        let viewer: Viewer | null = null;
        if (authorization) {
          try {
            viewer = (await contextOf(authorization, ctx.extra.request)).viewer;
          } catch {
            return false;
          }
        }
        const identity = identityOf(viewer);
        const socket = ctx.extra.socket;
        const seat = identity
          ? await seats.take(identity.key, limits.maxSocketsPerIdentity)
          : await seats.take('anonymous', limits.maxAnonymousSockets);
        if (!seat) {
          socket.close(TOO_MANY, 'Too many connections');
          return false;
        }
        // Closed while its seat was being taken: onClose has come and gone.
        if (socket.readyState !== socket.OPEN) {
          await seats.release(seat);
          return false;
        }
        sockets.set(socket, { authorization, identity, reach: reachOf(viewer), seat });
        return true;
      },
      onClose: async (ctx) => {
        const state = sockets.get(ctx.extra.socket);
        sockets.delete(ctx.extra.socket);
        if (state) await seats.release(state.seat).catch(() => undefined);
      },
      onSubscribe: async (ctx, _id, params) => {
        const language = ctx.extra.request.headers['accept-language'] ?? null;
        const state = sockets.get(ctx.extra.socket);
        try {
          if (Object.keys(ctx.subscriptions).length > limits.maxSubscriptionsPerSocket)
            throw new DomainError('RATE_LIMITED', (t) => t.errors.rateLimited());
          const { schema, execute, subscribe, parse, validate } = api.getEnveloped({
            ...ctx,
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            params,
          });
          // The socket's own proof from connection_init, read again (a revoked session is refused).
          const contextValue = await contextOf(state?.authorization ?? null, ctx.extra.request);
          const args: ExecutionArgs = {
            schema,
            operationName: params.operationName,
            document: parse(params.query),
            variableValues: params.variables,
            contextValue,
            rootValue: { execute, subscribe },
          };
          const errors = validate(args.schema, args.document);
          if (errors.length) return errors;
          return args;
        } catch (error) {
          return [...refusal(error, language)];
        }
      },
    },
    wss,
  );
  return wss;
}
