import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { DB } from '../db/client.ts';
import { resultRows } from '../db/queryable.ts';
import { log } from '../log.ts';
import { jobFailures } from '../metrics.ts';

/**
 * The background jobs (issue 20 item 5: "jobs run exactly once across instances: a well-kept job
 * queue on PostgreSQL when DATABASE_URL is set, and the same code with a single in-process runner
 * on PGlite"). One small interface, two implementations: pg-boss on PostgreSQL (its own tables in
 * the schema `ordna_jobs` of our database, created by pg-boss on start), and an in-process runner
 * over our `jobs` table on PGlite (migration 0014). The handlers are the same code for both; so
 * are the retries: `retryLimit` more attempts after the first, `retryDelaySeconds` apart, doubled
 * per attempt with pg-boss's jitter when `retryBackoff` is set (see `retryDelaySeconds` below).
 *
 * Exactly once: a job sent with a `singletonKey` is refused (send answers null) while another of
 * the same name and key is queued, retrying or running, so two instances scanning at once enqueue
 * one job. A job may still run twice (a crash after the work but before it was marked done, or a
 * key enqueued again after its job finished), so handlers keep their own row checks as the guard.
 */

export interface JobOptions {
  /** One queued or running job per name and key. */
  singletonKey?: string;
  startAfter?: Date;
  /** Attempts after the first (0: no retry). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
}

export interface JobContext {
  id: string;
  /** 1 for the first run. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  final: boolean;
}

export interface JobFailure {
  error: unknown;
  attempt: number;
  /** When the queue runs the job again; null when it gave up. */
  retryAt: Date | null;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;
/** Told after a failed attempt, once the queue has scheduled the retry (or given up). */
export type FailureHook<T> = (data: T, failure: JobFailure) => Promise<void>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** The job's id, or null when a job with the same singleton key is already waiting or running. */
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: JobHandler<T>, onFailure?: FailureHook<T>): Promise<void>;
  /** A periodic tick in this instance (the "what is due" scans: they only enqueue). */
  every(name: string, everyMs: number, tick: () => Promise<unknown>): void;
  /** Takes no more jobs (the ticks and workers stop, a running job finishes) but still sends: SIGTERM's first step. */
  pause(): Promise<void>;
  /** Stops the ticks and the workers; a running job finishes first. */
  stop(): Promise<void>;
  /** Why it cannot take jobs now (stopped, its database connection lost), else null (readiness). */
  problem(): Promise<string | null>;
}

/** The schema of our database that pg-boss installs itself in. */
export const JOB_SCHEMA = 'ordna_jobs';

/** The delay before retry `attempt + 1` after attempt `attempt` failed (pg-boss's formula). */
export function retryDelaySeconds(
  options: Pick<JobOptions, 'retryDelaySeconds' | 'retryBackoff'>,
  attempt: number,
  random: () => number = Math.random,
): number {
  const delay = options.retryDelaySeconds ?? 0;
  if (!options.retryBackoff) return delay;
  const factor = 2 ** Math.min(16, attempt) / 2;
  return Math.max(delay, 1) * (factor + factor * random());
}

/** The wait an error asks for before its retry (`retryAfterMs`, a provider's Retry-After), if any. */
export function retryAfterOf(error: unknown): number | null {
  const asked =
    typeof error === 'object' && error !== null && 'retryAfterMs' in error ? error.retryAfterMs : undefined;
  return typeof asked === 'number' && Number.isFinite(asked) && asked > 0 ? asked : null;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function ticker(onError: (name: string, error: unknown) => void) {
  const timers: ReturnType<typeof setInterval>[] = [];
  const running = new Set<Promise<unknown>>();
  return {
    every(name: string, everyMs: number, tick: () => Promise<unknown>) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        const run = tick()
          .catch((error: unknown) => onError(name, error))
          .finally(() => {
            busy = false;
            running.delete(run);
          });
        running.add(run);
      }, everyMs);
      timer.unref();
      timers.push(timer);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}

const logError = (name: string, error: unknown) => {
  jobFailures.inc({ job: name });
  log.error({ job: name, err: errorText(error) }, 'job failed');
};

// ---------------------------------------------------------------------------------------------
// pg-boss (PostgreSQL)

export interface PgBossQueueOptions {
  /** How often an idle worker looks for jobs (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
  schema?: string;
}

export async function pgBossQueue(
  connectionString: string,
  options: PgBossQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString,
    schema: options.schema ?? JOB_SCHEMA,
    max: 2,
    // The maintenance (expiring, archiving) runs in one instance at a time, pg-boss's own lock.
    supervise: true,
    // No cron of pg-boss: the scans are ticks of each instance (their sends are singletons).
    schedule: false,
  });
  boss.on('error', (error: unknown) => log.error({ err: errorText(error) }, 'job queue error'));
  await boss.start();
  let stopped = false;
  let paused = false;
  const worked = new Set<string>();
  const ticks = ticker(logError);
  const queues = new Set<string>();
  const ensure = async (name: string) => {
    if (queues.has(name)) return;
    // exclusive: one job per singleton key queued, retrying or active.
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { policy: 'exclusive' });
    queues.add(name);
  };
  const polling = Math.max(0.5, options.pollingIntervalSeconds ?? 2);
  return {
    kind: 'pg-boss',
    async send(name, data, job = {}) {
      await ensure(name);
      return boss.send(name, data, {
        singletonKey: job.singletonKey,
        startAfter: job.startAfter,
        retryLimit: job.retryLimit ?? 0,
        retryDelay: job.retryDelaySeconds ?? 0,
        retryBackoff: job.retryBackoff ?? false,
      });
    },
    async work<T extends object>(name: string, handler: JobHandler<T>, onFailure?: FailureHook<T>) {
      await ensure(name);
      worked.add(name);
      await boss.work<
        T,
        unknown,
        { includeMetadata: true; batchSize: number; pollingIntervalSeconds: number }
      >(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: polling }, async ([job]) => {
        if (!job) return;
        const attempt = job.retryCount + 1;
        try {
          await handler(job.data, { id: job.id, attempt, final: job.retryCount >= job.retryLimit });
        } catch (error) {
          // Failed here rather than by pg-boss's loop, so the retry time it chose can be read
          // and shown (the worker's own fail afterwards finds the job no longer active).
          await boss.fail(name, job.id, { message: errorText(error) });
          const [after] = await boss.findJobs(name, { id: job.id });
          const retryAt = after && after.state === 'retry' ? after.startAfter : null;
          await onFailure?.(job.data, { error, attempt, retryAt });
          throw error;
        }
      });
    },
    every: ticks.every,
    async pause() {
      paused = true;
      await ticks.stop();
      await Promise.all([...worked].map((name) => boss.offWork(name, { wait: true })));
    },
    async stop() {
      stopped = true;
      await ticks.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    async problem() {
      if (stopped || paused) return 'stopped';
      // pg-boss's own pool: the jobs' connection can fail while ours answers.
      await boss.getDb().executeSql('select 1');
      return null;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// In-process runner (PGlite): our `jobs` table, one worker.

interface StoredJob {
  id: string;
  name: string;
  payload: { data: object; retryDelaySeconds?: number; retryBackoff?: boolean };
  attempts: number;
  max_attempts: number;
}

export interface InProcessQueueOptions {
  /** How often the worker looks for due jobs. */
  pollMs?: number;
  /** The runner's clock (tests and the e2e schedule clock move it). */
  clock?: () => Date;
  /** The retry jitter (tests pin it). */
  random?: () => number;
}

export interface InProcessQueue extends JobQueue {
  /** Runs every job due at `now`, one at a time (the worker's poll; tests call it with a fake clock). */
  runDue(now?: Date): Promise<number>;
}

export async function inProcessQueue(db: DB, options: InProcessQueueOptions = {}): Promise<InProcessQueue> {
  const clock = options.clock ?? (() => new Date());
  const random = options.random ?? Math.random;
  const handlers = new Map<string, { handler: JobHandler<object>; onFailure?: FailureHook<object> }>();
  // A job left running by a process that stopped mid-way runs again (handlers are idempotent).
  await db.execute(sql`update jobs set state = 'queued' where state = 'running'`);
  const ticks = ticker(logError);
  let busy: Promise<number> | null = null;
  let stopped = false;

  const claim = async (now: Date): Promise<StoredJob | null> => {
    const names = [...handlers.keys()];
    if (!names.length) return null;
    const [row] = resultRows<StoredJob>(
      await db.execute(sql`update jobs set state = 'running', attempts = attempts + 1
        where id = (select id from jobs where state = 'queued' and run_at <= ${now.toISOString()}
          and name in ${names} order by run_at, created_at limit 1 for update skip locked)
        returning id, name, payload, attempts, max_attempts`),
    );
    return row ?? null;
  };

  const runOne = async (job: StoredJob, now: Date) => {
    const worker = handlers.get(job.name);
    if (!worker) return;
    const final = job.attempts >= job.max_attempts;
    try {
      await worker.handler(job.payload.data, { id: job.id, attempt: job.attempts, final });
      await db.execute(sql`delete from jobs where id = ${job.id}`);
    } catch (error) {
      // A wait the failure asked for (a provider's Retry-After) is kept when it is longer than the backoff.
      const asked = retryAfterOf(error);
      const retryAt = final
        ? null
        : new Date(
            now.getTime() + Math.max(1000 * retryDelaySeconds(job.payload, job.attempts, random), asked ?? 0),
          );
      await db.execute(sql`update jobs set state = ${retryAt ? 'queued' : 'failed'},
          run_at = coalesce(${retryAt?.toISOString() ?? null}::timestamptz, run_at), last_error = ${errorText(error)}
        where id = ${job.id}`);
      await worker.onFailure?.(job.payload.data, { error, attempt: job.attempts, retryAt });
    }
  };

  const runDue = async (now = clock()) => {
    // One worker: a second call waits for the first.
    while (busy) await busy;
    busy = (async () => {
      let ran = 0;
      for (let guard = 0; guard < 1_000 && !stopped; guard++) {
        const job = await claim(now);
        if (!job) break;
        try {
          await runOne(job, now);
        } catch (error) {
          logError(job.name, error);
        }
        ran++;
      }
      return ran;
    })();
    try {
      return await busy;
    } finally {
      busy = null;
    }
  };

  ticks.every('jobs', options.pollMs ?? 1_000, () => runDue());
  return {
    kind: 'in-process',
    runDue,
    async send(name, data, job = {}) {
      const payload = { data, retryDelaySeconds: job.retryDelaySeconds, retryBackoff: job.retryBackoff };
      const [row] = resultRows<{ id: string }>(
        await db.execute(sql`insert into jobs (name, payload, run_at, singleton_key, max_attempts)
          values (${name}, ${JSON.stringify(payload)}::jsonb, ${(job.startAfter ?? clock()).toISOString()},
            ${job.singletonKey ?? null}, ${1 + (job.retryLimit ?? 0)})
          on conflict (name, singleton_key) where singleton_key is not null and state in ('queued', 'running')
          do nothing returning id`),
      );
      return row?.id ?? null;
    },
    async work<T extends object>(name: string, handler: JobHandler<T>, onFailure?: FailureHook<T>) {
      handlers.set(name, {
        handler: handler as JobHandler<object>,
        onFailure: onFailure as FailureHook<object> | undefined,
      });
    },
    every: ticks.every,
    async pause() {
      stopped = true;
      await ticks.stop();
      while (busy) await busy;
    },
    async stop() {
      stopped = true;
      await ticks.stop();
      while (busy) await busy;
    },
    // Its table is in our database, which readiness checks itself.
    problem: async () => (stopped ? 'stopped' : null),
  };
}

/** pg-boss when the database is PostgreSQL (`url`), else the in-process runner. */
export function openJobQueue(
  db: DB,
  url: string | null,
  options: InProcessQueueOptions & PgBossQueueOptions = {},
): Promise<JobQueue> {
  return url ? pgBossQueue(url, options) : inProcessQueue(db, options);
}
