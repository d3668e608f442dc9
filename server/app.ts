import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ExecutionArgs, ExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import sirv from 'sirv';
import { WebSocketServer } from 'ws';
import type { Services } from './context.ts';
import { createContext } from './context.ts';
import { createEmbedHandler } from './embed.ts';
import { readWidgetAllowedOrigins } from './env.ts';
import { createSiteHandler } from './site.ts';
import { type Api, createApi, GRAPHQL_PATH } from './yoga.ts';

export const WS_PATH = '/graphql/ws';

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  // Only the widget's iframe page may be framed by partners (server/embed.ts replaces both there).
  'content-security-policy': "frame-ancestors 'self'",
};

function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/** Static files of the built SPA: hashed assets cached forever, unknown paths get index.html. */
function staticHandler(distDir: string) {
  if (!existsSync(distDir)) return null;
  return sirv(distDir, {
    single: true,
    etag: true,
    gzip: false,
    setHeaders: (res, pathname) => {
      if (pathname.startsWith('/assets/'))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
}

type Operation = (args: ExecutionArgs) => Promise<ExecutionResult | AsyncIterable<ExecutionResult>>;
/** Envelop's execute/subscribe, passed through rootValue so plugins run for WebSocket operations too. */
interface EnvelopedRoot {
  execute: Operation;
  subscribe: Operation;
}

/** graphql-ws on its own path of the same port; the token comes in connectionParams. */
function attachWebSocket(server: Server, api: Api, services: Services): WebSocketServer {
  const wss = new WebSocketServer({ server, path: WS_PATH });
  useServer(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, parse, validate } = api.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const authorization = ctx.connectionParams?.authorization;
        const contextValue = await createContext(services, {
          authorization: typeof authorization === 'string' ? authorization : null,
          acceptLanguage: ctx.extra.request.headers['accept-language'] ?? null,
          address: ctx.extra.request.socket.remoteAddress ?? null,
        });
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
      },
    },
    wss,
  );
  return wss;
}

export interface App {
  server: Server;
  api: Api;
}

export function createApp(
  services: Services,
  options: { distDir: string; graphiql?: boolean; widgetAllowedOrigins?: readonly string[] },
): App {
  const api = createApi(services, { graphiql: options.graphiql });
  const serveEmbed = createEmbedHandler({
    distDir: options.distDir,
    allowedOrigins: options.widgetAllowedOrigins ?? readWidgetAllowedOrigins(),
  });
  const serveStatic = staticHandler(options.distDir);
  const serveSite = createSiteHandler(options.distDir);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`)) {
      void api(req, res);
      return;
    }
    if (path === '/healthz') {
      res.setHeader('content-type', 'text/plain');
      res.end('ok');
      return;
    }
    // The partner widgets (server/embed.ts), the prerendered marketing pages (server/site.ts);
    // everything else is the SPA.
    if (serveEmbed(req, res)) return;
    if (serveSite(req, res)) return;
    if (serveStatic) {
      serveStatic(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
      return;
    }
    res.statusCode = 503;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('The web app is not built yet: run `npm run build`.');
  });
  attachWebSocket(server, api, services);
  return { server, api };
}
