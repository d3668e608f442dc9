import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { WebSocketServer } from 'ws';
import { streamCsv } from './api/csvStream.ts';
import type { Services } from './context.ts';
import { createEmbedHandler } from './embed.ts';
import { readWidgetAllowedOrigins } from './env.ts';
import { securityHeaders, setDocumentPolicy, setSecurityHeaders } from './headers.ts';
import {
  appExtraSources,
  documentPolicy,
  type ExtraSources,
  filePolicies,
  graphiqlPolicy,
  inlineHashes,
  websocketOrigin,
} from './headers-csp.ts';
import { ORDERS_CSV_PATH, ordersCsvFeed } from './orders/ordersExport.ts';
import { PAYMENTS_CSV_PATH, paymentsCsvFeed } from './payments/paymentsExport.ts';
import { PRODUCTS_CSV_PATH, streamProductsCsv } from './pim/productExport.ts';
import { createSiteHandler } from './site.ts';
import { createAppFiles } from './static.ts';
import { attachWebSocket } from './websocket.ts';
import { type Api, createApi, GRAPHQL_PATH } from './yoga.ts';

export { WS_PATH } from './websocket.ts';

/** GraphiQL's policy, from the page yoga renders (the same every time), computed on first use. */
function graphiqlPolicies(api: Api, websocket: string | null): () => Promise<string> {
  let policy: Promise<string> | null = null;
  return () => {
    if (!policy) {
      const page = api.fetch(`http://graphiql.invalid${GRAPHQL_PATH}`, { headers: { accept: 'text/html' } });
      policy = Promise.resolve(page)
        .then((response) => response.text())
        .then((html) => graphiqlPolicy(inlineHashes(html), websocket));
    }
    return policy;
  };
}

export interface App {
  server: Server;
  api: Api;
  /** graphql-ws's sockets, closed on shutdown (an upgraded socket keeps the server open). */
  websockets: WebSocketServer;
}

export function createApp(
  services: Services,
  options: {
    distDir: string;
    graphiql?: boolean;
    widgetAllowedOrigins?: readonly string[];
    /** The back office's outside services (support chat, log collector); default from the environment. */
    appSources?: ExtraSources;
  },
): App {
  const api = createApi(services, { graphiql: options.graphiql });
  const headers = securityHeaders(services.publicUrl);
  const websocket = websocketOrigin(services.publicUrl);
  const appExtra = options.appSources ?? appExtraSources();
  const appPolicyOf = filePolicies((hashes) =>
    documentPolicy({ hashes, websocketOrigin: websocket, extra: appExtra }),
  );
  const graphiql = graphiqlPolicies(api, websocket);
  const serveEmbed = createEmbedHandler({
    distDir: options.distDir,
    allowedOrigins: options.widgetAllowedOrigins ?? readWidgetAllowedOrigins(),
  });
  const serveStatic = createAppFiles(options.distDir, (res, document) =>
    setDocumentPolicy(res, appPolicyOf(document)),
  );
  const serveSite = createSiteHandler(options.distDir);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res, headers);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`)) {
      if (
        options.graphiql &&
        req.method === 'GET' &&
        String(req.headers.accept ?? '').includes('text/html')
      ) {
        void graphiql().then((policy) => {
          setDocumentPolicy(res, policy);
          return api(req, res);
        });
        return;
      }
      void api(req, res);
      return;
    }
    if (path === PRODUCTS_CSV_PATH) {
      void streamProductsCsv(services, req, res);
      return;
    }
    // The orders' and card payments' exports, streamed from SQL (server/api/csvStream.ts).
    if (path === ORDERS_CSV_PATH) {
      void streamCsv(services, req, res, ordersCsvFeed);
      return;
    }
    if (path === PAYMENTS_CSV_PATH) {
      void streamCsv(services, req, res, paymentsCsvFeed);
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
      serveStatic(req, res);
      return;
    }
    res.statusCode = 503;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('The web app is not built yet: run `npm run build`.');
  });
  const websockets = attachWebSocket(server, api, services);
  return { server, api, websockets };
}
