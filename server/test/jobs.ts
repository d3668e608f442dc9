import pg from 'pg';
import type { Database } from '../platform/db/client.ts';
import {
  type InProcessQueue,
  inProcessQueue,
  JOB_SCHEMA,
  type JobQueue,
  pgBossQueue,
} from '../platform/jobs/queue.ts';

/**
 * Several instances' job queues on one test database: in-process runners on PGlite (their fake
 * clock is `now`, retries without jitter), pg-boss workers on PostgreSQL (real time, polling every
 * half second). `tick` runs a scan in every instance at once, then lets the jobs run: the runners
 * at `now` on PGlite, and on PostgreSQL until pg-boss has nothing queued, running or due.
 */
export interface TestInstances {
  queues: JobQueue[];
  /** The fake clock the handlers read (the last `tick`'s `now`). */
  clock: () => Date;
  tick(now: Date, scan: (queue: JobQueue, now: Date) => Promise<number>): Promise<number>;
  /** Lets due jobs run (retries, on PostgreSQL in real time). */
  settle(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

const NEVER = 3_600_000;

export async function testInstances(database: Database, count = 2): Promise<TestInstances> {
  let now = new Date();
  const clock = () => now;
  if (database.kind === 'pglite') {
    const queues: InProcessQueue[] = [];
    for (let i = 0; i < count; i++)
      queues.push(await inProcessQueue(database.db, { pollMs: NEVER, clock, random: () => 0 }));
    const settle = async (at = now) => {
      await Promise.all(queues.map((q) => q.runDue(at)));
    };
    return instances(queues, settle);
  }
  const url = database.url;
  if (!url) throw new Error('PostgreSQL test database without a URL');
  const queues: JobQueue[] = [];
  for (let i = 0; i < count; i++) queues.push(await pgBossQueue(url, { pollingIntervalSeconds: 0.5 }));
  const settle = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const end = Date.now() + 30_000;
      for (;;) {
        const { rows } = await client.query<{ n: string }>(
          `select count(*) as n from ${JOB_SCHEMA}.job where state = 'active'
             or (state in ('created', 'retry') and start_after <= now())`,
        );
        if (Number(rows[0]?.n) === 0) return;
        if (Date.now() > end) throw new Error('jobs did not settle');
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await client.end();
    }
  };
  return instances(queues, () => settle());

  function instances(queues: JobQueue[], settle: (at?: Date) => Promise<void>): TestInstances {
    return {
      queues,
      clock,
      settle,
      async tick(at, scan) {
        now = at;
        const enqueued = await Promise.all(queues.map((q) => scan(q, at)));
        await settle(at);
        return enqueued.reduce((a, b) => a + b, 0);
      },
      async stop() {
        for (const q of queues) await q.stop();
      },
    };
  }
}

/**
 * Reads until `done` holds (pg-boss runs jobs and their retries in real time, and records a
 * failure on the row just after the job left the active state), at most `ms`; answers the last read.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}
