import type { DB } from '../platform/db/client.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import { serverLogger } from '../platform/logger.ts';
import { type Acquirer, acquirerFromEnv } from './acquirer.ts';
import { settlePendingRefunds } from './refunds.service.ts';

export const REFUND_RECONCILE_JOB = 'refunds-reconcile';

/**
 * The refund reconciler on the job queue (issue 40 item 5): a tick in each instance enqueues one
 * singleton job; its worker asks the acquirer again, with each refund's own id as the key, for
 * every card refund left pending longer than `graceMs` (a crash or timeout between storing the
 * refund and storing the acquirer's answer). The acquirer answers a repeated key with its first
 * answer, so the money moves once whichever instance or retry asks.
 */
export async function startRefundReconciler(
  queue: JobQueue,
  db: DB,
  options: { everyMs?: number; graceMs?: number; acquirer?: () => Acquirer | null } = {},
): Promise<void> {
  const everyMs = options.everyMs ?? (Number(process.env.REFUND_RECONCILE_MS) || 30_000);
  const graceMs = options.graceMs ?? everyMs;
  const acquirerOf = options.acquirer ?? (() => acquirerFromEnv());
  await queue.work(REFUND_RECONCILE_JOB, async () => {
    const acquirer = acquirerOf();
    if (acquirer) await settlePendingRefunds(db, acquirer, new Date(), graceMs);
  });
  queue.every(REFUND_RECONCILE_JOB, everyMs, () =>
    queue.send(REFUND_RECONCILE_JOB, {}, { singletonKey: 'all' }).catch((error: unknown) => {
      serverLogger().error('refund reconciler', String(error));
    }),
  );
}
