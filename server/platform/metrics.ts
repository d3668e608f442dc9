import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one process (prom-client), scraped at /metrics on METRICS_PORT (a
 * port of its own, not to be published) or on the main port with METRICS_TOKEN. One registry per
 * process: the API tests build many apps in one worker, so the metrics are made once, here.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'ordna_' });

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: 'ordna_http_request_duration_seconds',
  help: 'HTTP requests by kind (graphql, file, health, other) and status class',
  labelNames: ['kind', 'status'] as const,
  buckets: seconds,
  registers: [registry],
});
export const operationDuration = new Histogram({
  name: 'ordna_graphql_operation_duration_seconds',
  help: 'GraphQL operations by name and outcome (ok, error); the README budgets are p95s of these',
  labelNames: ['operation', 'outcome'] as const,
  buckets: seconds,
  registers: [registry],
});
export const operationErrors = new Counter({
  name: 'ordna_graphql_errors_total',
  help: 'GraphQL operations that answered with errors, by name',
  labelNames: ['operation'] as const,
  registers: [registry],
});
export const jobFailures = new Counter({
  name: 'ordna_job_failures_total',
  help: 'Background job attempts that failed, by job name',
  labelNames: ['job'] as const,
  registers: [registry],
});
export const eventLag = new Histogram({
  name: 'ordna_event_bus_lag_seconds',
  help: 'From an event being published (any instance) to its delivery here',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

/** Read when scraped: set by the serving process (server/app/serve.ts) once it has them. */
const sources: {
  pool?: () => { total: number; idle: number; waiting: number };
  websockets?: () => number;
  queueDepth?: () => Promise<number>;
} = {};
export function observe(next: typeof sources): void {
  Object.assign(sources, next);
}

new Gauge({
  name: 'ordna_db_pool_connections',
  help: 'The PostgreSQL pool: total, idle and waiting clients',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = sources.pool?.();
    if (!pool) return;
    this.set({ state: 'total' }, pool.total);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'waiting' }, pool.waiting);
  },
});
new Gauge({
  name: 'ordna_websocket_connections',
  help: 'Open graphql-ws connections',
  registers: [registry],
  collect() {
    this.set(sources.websockets?.() ?? 0);
  },
});
new Gauge({
  name: 'ordna_job_queue_depth',
  help: 'Jobs waiting to run (queued or waiting to retry)',
  registers: [registry],
  async collect() {
    if (sources.queueDepth) this.set(await sources.queueDepth().catch(() => -1));
  },
});

async function answer(res: ServerResponse): Promise<void> {
  res.setHeader('content-type', registry.contentType);
  res.setHeader('cache-control', 'no-store');
  res.end(await registry.metrics());
}

/** /metrics on the main port, to `Authorization: Bearer <METRICS_TOKEN>` only; true when it answered. */
export function serveMetricsWithToken(
  token: string | null,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (!token || (req.url ?? '').split('?')[0] !== '/metrics') return false;
  const given = Buffer.from(String(req.headers.authorization ?? ''));
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    res.statusCode = 401;
    res.end();
    return true;
  }
  void answer(res);
  return true;
}

/** A server of its own for the metrics (METRICS_PORT). */
export function startMetricsServer(port: number): Server {
  const server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] === '/metrics') void answer(res);
    else {
      res.statusCode = 404;
      res.end();
    }
  });
  server.listen(port);
  return server;
}
