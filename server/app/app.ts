import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { WebSocketServer } from 'ws';
import { STRIPE_WEBHOOK_PATH, serveStripeWebhook } from '../billing/stripeWebhook.ts';
import { oauthCallbackProvider, serveOAuthCallback } from '../integrations/oauthCallback.ts';
import { ORDERS_CSV_PATH, ordersCsvFeed } from '../orders/ordersExport.ts';
import { PAYMENTS_CSV_PATH, paymentsCsvFeed } from '../payments/paymentsExport.ts';
import { CARD_PROVIDER_WEBHOOK_PATH, serveCardProviderWebhook } from '../payments/providerWebhook.ts';
import { PRODUCTS_CSV_PATH, streamProductsCsv } from '../pim/productExport.ts';
import { streamCsv } from '../platform/api/csvStream.ts';
import type { Services } from '../platform/context.ts';
import { readWidgetAllowedOrigins } from '../platform/env.ts';
import { log } from '../platform/log.ts';
import { httpDuration, serveMetricsWithToken } from '../platform/metrics.ts';
import { createEmbedHandler } from './embed.ts';
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
import { createReadiness, type Readiness } from './health.ts';
import { takeRequestId } from './observe.ts';
import { createSiteHandler } from './site.ts';
import { createAppFiles } from './static.ts';
import { attachWebSocket } from './websocket.ts';
import { type Api, createApi, GRAPHQL_PATH } from './yoga.ts';

export { WS_PATH } from './websocket.ts';

/** Probed every few seconds by the load balancer: timed, not logged. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

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
  readiness: Readiness;
  /**
   * The graceful stop of the HTTP side: unready, no new connections, requests in flight finish
   * (their connections then close), WebSockets are closed with 1012 "service restart" so clients
   * reconnect to another instance. After `graceMs` whatever is left is cut.
   */
  close(graceMs: number): Promise<void>;
}

/** The WebSocket close code for "the server is restarting, try again": graphql-ws's client reconnects on it. */
export const WS_RESTART = 1012;

export function createApp(
  services: Services,
  options: {
    distDir: string;
    /** GraphiQL and schema introspection: development only. */
    graphiql?: boolean;
    widgetAllowedOrigins?: readonly string[];
    /** The back office's outside services (support chat, log collector); default from the environment. */
    appSources?: ExtraSources;
    /** What /readyz checks; default: the services' database, job queue and event bus. */
    readiness?: Readiness;
    /** /metrics on this port to this bearer token (METRICS_TOKEN); unset: not here. */
    metricsToken?: string | null;
  },
): App {
  const readiness =
    options.readiness ?? createReadiness({ db: services.db, jobs: services.jobs, events: services.events });
  // Responses not yet finished: on drain they are told to close their connection when done.
  const inFlight = new Set<ServerResponse>();
  const api = createApi(services, { graphiql: options.graphiql, introspection: options.graphiql ?? true });
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
    const started = performance.now();
    inFlight.add(res);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // One line per request: its id (given by the proxy or made here, and returned), never the
    // query string (it can carry tokens); GraphQL adds its operation's own line (server/app/observe.ts).
    const reqId = takeRequestId(req);
    res.setHeader('x-request-id', reqId);
    res.once('close', () => {
      inFlight.delete(res);
      const kind = path.startsWith(GRAPHQL_PATH) ? 'graphql' : HEALTH_PATHS.has(path) ? 'health' : 'file';
      const ms = performance.now() - started;
      httpDuration.observe({ kind, status: `${Math.floor(res.statusCode / 100)}xx` }, ms / 1000);
      if (kind !== 'health')
        log.info({ reqId, method: req.method, path, status: res.statusCode, ms: Math.round(ms) }, 'request');
    });
    if (readiness.draining) res.setHeader('connection', 'close');
    setSecurityHeaders(res, headers);
    if (serveMetricsWithToken(options.metricsToken ?? null, req, res)) return;
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
    // Stripe's signed events keep the billing accounts true (server/billing/stripeWebhook.ts).
    if (path === STRIPE_WEBHOOK_PATH) {
      void serveStripeWebhook(services, req, res);
      return;
    }
    // The card provider's signed events keep onboarding states true (server/payments/providerWebhook.ts).
    if (path === CARD_PROVIDER_WEBHOOK_PATH) {
      void serveCardProviderWebhook(services, req, res);
      return;
    }
    // A provider's OAuth consent comes back here (server/integrations/oauthCallback.ts).
    const oauthProvider = oauthCallbackProvider(path);
    if (oauthProvider) {
      void serveOAuthCallback(services, req, res, oauthProvider);
      return;
    }
    if (path === PRODUCTS_CSV_PATH) {
      void streamProductsCsv(services, req, res);
      return;
    }
    // The orders' and card payments' exports, streamed from SQL (server/platform/api/csvStream.ts).
    if (path === ORDERS_CSV_PATH) {
      void streamCsv(services, req, res, ordersCsvFeed);
      return;
    }
    if (path === PAYMENTS_CSV_PATH) {
      void streamCsv(services, req, res, paymentsCsvFeed);
      return;
    }
    // Liveness: the process answers. Readiness: it can serve (docs/deploy.md).
    if (path === '/healthz') {
      res.setHeader('content-type', 'text/plain');
      res.setHeader('cache-control', 'no-store');
      res.end('ok');
      return;
    }
    if (path === '/readyz') {
      void readiness.check().then((report) => {
        res.statusCode = report.ready ? 200 : 503;
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify(report));
      });
      return;
    }
    // The partner widgets (server/app/embed.ts), the prerendered marketing pages (server/app/site.ts);
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
  // Idle keep-alive sockets outlive the clients' and proxies' own idle limits (60 s on the common
  // load balancers): with Node's 5 s, a request sent on a socket the server is closing meets
  // ECONNRESET (seen from a test's API client at load 10). A restart still closes idle sockets at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const websockets = attachWebSocket(server, api, services);
  const close = async (graceMs: number) => {
    readiness.drain();
    for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    const closed = new Promise<void>((done) => server.close(() => done()));
    server.closeIdleConnections();
    for (const socket of websockets.clients) socket.close(WS_RESTART, 'service restart');
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      for (const socket of websockets.clients) socket.terminate();
    }, graceMs);
    deadline.unref();
    await closed;
    clearTimeout(deadline);
  };
  return { server, api, websockets, readiness, close };
}
