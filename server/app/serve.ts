import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { purgeCaptures } from '../auth/captures.service.ts';
import { purgeStripeEvents } from '../billing/stripeWebhook.ts';
import { DEMO_LOGIN, seedIfEmpty } from '../demo/seed.ts';
import { scheduleClock } from '../finance/scheduleClock.ts';
import { startScheduledReports } from '../finance/schedules.service.ts';
import { startBooks } from '../integrations/sender.ts';
import { startRefundReconciler } from '../orders/refundReconciler.ts';
import { purgeCardProviderEvents } from '../payments/providerWebhook.ts';
import { type Database, openDatabase, withMigrationLock } from '../platform/db/client.ts';
import { resultRows } from '../platform/db/queryable.ts';
import { databaseTarget, type ServerConfig } from '../platform/env.ts';
import { openEventBus } from '../platform/events/open.ts';
import { JOB_SCHEMA, openJobQueue } from '../platform/jobs/queue.ts';
import { log } from '../platform/log.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { queuedDispatch, startMailOutbox } from '../platform/mail/outbox.ts';
import { observe, startMetricsServer } from '../platform/metrics.ts';
import { purgeExpiredLimits } from '../platform/rateLimits.ts';
import { createApp } from './app.ts';

/** How long requests in flight may take to finish after SIGTERM before their sockets are cut. */
const SHUTDOWN_GRACE_MS = 20_000;
/** The process exits by then whatever still hangs: orchestrators SIGKILL at 30 s. */
const SHUTDOWN_DEADLINE_MS = 28_000;
/** The purges' period: retention is counted in days, limiter windows in minutes to hours. */
const HOUR_MS = 3_600_000;

/** The demo seed, under the migration lock on PostgreSQL: two instances starting together seed once. */
function seedDemo(database: Database): Promise<boolean> {
  return database.url
    ? withMigrationLock(database.url, () => seedIfEmpty(database.db))
    : seedIfEmpty(database.db);
}

/** Migrates and (when asked) seeds: done once, by the only process or by the cluster's primary. */
export async function prepareDatabase(config: ServerConfig): Promise<{ seeded: boolean }> {
  const database = await openDatabase(databaseTarget(config), { migrate: config.migrateOnStart });
  try {
    return { seeded: config.seedDemo ? await seedDemo(database) : false };
  } finally {
    await database.close();
  }
}

/** Jobs waiting to run: pg-boss's table on PostgreSQL, ours on PGlite. */
async function queueDepth(database: Database): Promise<number> {
  const query = database.url
    ? sql.raw(`select count(*)::int as n from ${JOB_SCHEMA}.job where state in ('created', 'retry')`)
    : sql`select count(*)::int as n from jobs where state = 'queued'`;
  const [row] = resultRows<{ n: number }>(await database.db.execute(query));
  return row?.n ?? 0;
}

export function demoLine(seeded: boolean): string {
  // Never a password in the log: logs get shipped and kept. The README has the demo's.
  return `${seeded ? 'Seeded the demo company. ' : ''}Demo login: ${DEMO_LOGIN.email} (password: see README.md)`;
}

/**
 * One serving process: database, event bus, app on the port, and a graceful stop on SIGTERM or
 * SIGINT (no new connections, requests in flight finish, WebSockets are told the server is going).
 */
export async function serve(
  config: ServerConfig,
  options: { prepare: boolean; onListening: (kind: string, seeded: boolean) => void },
): Promise<void> {
  // A lone process migrates and seeds itself (PGlite opens once); cluster workers find it done.
  const database = await openDatabase(databaseTarget(config), {
    migrate: options.prepare && config.migrateOnStart,
  });
  const seeded = options.prepare && config.seedDemo ? await seedDemo(database) : false;
  const events = await openEventBus(database, config.redisUrl, config.redisPrefix);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
  // Background jobs: pg-boss on PostgreSQL (every instance a worker), the in-process runner on
  // PGlite; the scans of each instance enqueue singleton jobs (docs/finance.md, docs/scaling.md);
  // opened before the app, whose "Send a day" enqueues on it.
  const clock = scheduleClock(config.scheduleClockFile);
  const queue = await openJobQueue(database.db, database.url ?? null, {
    clock,
    pollMs: Math.min(config.schedulePollMs, 5_000),
  });
  const app = createApp(
    {
      db: database.db,
      tokenSecret: config.tokenSecret,
      mailer,
      // Mails are recorded in the outbox and sent by the queue's job after commit.
      mail: queuedDispatch(queue),
      publicUrl: config.publicUrl,
      events,
      jobs: queue,
      trustProxy: config.trustProxy,
    },
    { distDir: resolve('dist'), graphiql: !config.production, metricsToken: config.metricsToken },
  );
  const { server } = app;
  observe({
    websockets: () => app.websockets.clients.size,
    pool: database.pool,
    queueDepth: () => queueDepth(database),
  });
  const metricsServer = config.metricsPort ? startMetricsServer(config.metricsPort) : null;
  server.listen(config.port, () => options.onListening(database.kind, seeded));
  // The books: days closed into Z-reports (jobs), their vouchers made and sent (docs/z-report.md,
  // docs/integrations.md).
  await startBooks(queue, database.db);
  // The mail outbox: each recorded mail sent by a job, retried, given up (dead) after its
  // attempts; mails left waiting by a stopped process are sent now (docs/integrations.md).
  const mail = await startMailOutbox(queue, database.db, mailer, {
    everyMs: Math.min(config.schedulePollMs, 30_000),
  });
  // Scheduled reports (docs/reports.md).
  await startScheduledReports(queue, database.db, mail, { everyMs: config.schedulePollMs, clock });
  // Card refunds left pending by a crash or an acquirer timeout are settled (docs/orders.md).
  await startRefundReconciler(queue, database.db);
  // Hourly, as the queue's other ticks (they stop with it at SIGTERM): captured sign-up details
  // past their retention (docs/decisions.md), limiter counters expired an hour ago, and the ids of
  // Stripe and card provider events past the window in which either can send one again
  // (docs/integrations.md, docs/payments.md).
  queue.every('signup capture purge', HOUR_MS, () => purgeCaptures(database.db));
  queue.every('rate limit purge', HOUR_MS, () => purgeExpiredLimits(database.db));
  queue.every('stripe event purge', HOUR_MS, () => purgeStripeEvents(database.db));
  queue.every('card provider event purge', HOUR_MS, () => purgeCardProviderEvents(database.db));

  // SIGTERM: unready at once (the load balancer stops sending), then after SHUTDOWN_DELAY_MS no
  // new connections; requests in flight finish, WebSockets are told to reconnect elsewhere, no new
  // job is taken (a running one finishes), and the process exits well within 30 s (docs/deploy.md).
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: unready, finishing requests in flight');
    app.readiness.drain();
    setTimeout(() => {
      log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    void (async () => {
      await new Promise((done) => setTimeout(done, config.shutdownDelayMs));
      // Requests in flight may still enqueue: the queue stops taking jobs but sends until they end.
      await Promise.all([queue.pause(), app.close(SHUTDOWN_GRACE_MS)]);
      await queue.stop();
      metricsServer?.close();
      await events.close();
      await database.close();
      log.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
