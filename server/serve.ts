import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { startCapturePurge } from './auth/captures.service.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_LOGIN, seedIfEmpty } from './db/seed.ts';
import type { ServerConfig } from './env.ts';
import { openEventBus } from './events/open.ts';
import { scheduleClock } from './finance/scheduleClock.ts';
import { startScheduledReports } from './finance/schedules.service.ts';
import { startBooks } from './integrations/sender.ts';
import { openJobQueue } from './jobs/queue.ts';
import { createMailer } from './mail/mailer.ts';
import { startRefundReconciler } from './orders/refundReconciler.ts';

/** How long requests in flight may take to finish after SIGTERM before their sockets are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export function databaseTarget(config: ServerConfig): string {
  return config.databaseUrl ?? resolve(config.dataDir, 'db');
}

/** Migrates and (when asked) seeds: done once, by the only process or by the cluster's primary. */
export async function prepareDatabase(config: ServerConfig): Promise<{ seeded: boolean }> {
  const database = await openDatabase(databaseTarget(config));
  try {
    return { seeded: config.seedDemo ? await seedIfEmpty(database.db) : false };
  } finally {
    await database.close();
  }
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
  const database = await openDatabase(databaseTarget(config), { migrate: options.prepare });
  const seeded = options.prepare && config.seedDemo ? await seedIfEmpty(database.db) : false;
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
  const { server, websockets } = createApp(
    {
      db: database.db,
      tokenSecret: config.tokenSecret,
      mailer,
      publicUrl: config.publicUrl,
      events,
      jobs: queue,
      trustProxy: config.trustProxy,
    },
    { distDir: resolve('dist'), graphiql: !config.production },
  );
  server.listen(config.port, () => options.onListening(database.kind, seeded));
  // The books: days closed into Z-reports (jobs), their vouchers made and sent (docs/z-report.md,
  // docs/integrations.md).
  await startBooks(queue, database.db);
  // Scheduled reports (docs/reports.md).
  await startScheduledReports(queue, database.db, mailer, { everyMs: config.schedulePollMs, clock });
  // Card refunds left pending by a crash or an acquirer timeout are settled (docs/orders.md).
  await startRefundReconciler(queue, database.db);
  // Captured sign-up details past their retention are deleted (docs/decisions.md).
  const stopPurge = startCapturePurge(database.db);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      stopPurge();
      // The queue's ticks stop and a running job finishes before the database closes.
      await queue.stop();
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      for (const socket of websockets.clients) socket.close(1001, 'server shutting down');
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        for (const socket of websockets.clients) socket.terminate();
      }, SHUTDOWN_GRACE_MS);
      deadline.unref();
      await closed;
      clearTimeout(deadline);
      await events.close();
      await database.close();
      process.exit(0);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
