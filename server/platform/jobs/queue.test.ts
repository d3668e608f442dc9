import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/db.ts';
import type { Database } from '../db/client.ts';
import { scratchPostgres } from '../devtools/scratchPostgres.ts';
import { inProcessQueue, type JobQueue, pgBossQueue, retryDelaySeconds } from './queue.ts';

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('retry delays', () => {
  it('are pg-boss’s: fixed, or doubled per attempt with jitter up to twice', () => {
    expect(retryDelaySeconds({ retryDelaySeconds: 30 }, 3)).toBe(30);
    expect(retryDelaySeconds({ retryDelaySeconds: 300, retryBackoff: true }, 1, () => 0)).toBe(300);
    expect(retryDelaySeconds({ retryDelaySeconds: 300, retryBackoff: true }, 2, () => 0)).toBe(600);
    expect(retryDelaySeconds({ retryDelaySeconds: 300, retryBackoff: true }, 2, () => 1)).toBe(1200);
  });
});

describe('in-process runner (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('enqueues a singleton key once, runs due jobs, retries with backoff, then gives up', async () => {
    const queue = await inProcessQueue(database.db, { pollMs: 3_600_000, random: () => 0 });
    const runs: string[] = [];
    const failures: (string | null)[] = [];
    await queue.work<{ n: number }>(
      'test.flaky',
      async (data, job) => {
        runs.push(`${data.n}:${job.attempt}:${job.final}`);
        throw new Error('down');
      },
      async (_data, failure) => {
        failures.push(failure.retryAt?.toISOString() ?? null);
      },
    );
    const now = new Date('2026-01-01T00:00:00Z');
    const options = {
      singletonKey: 'k',
      startAfter: now,
      retryLimit: 2,
      retryDelaySeconds: 60,
      retryBackoff: true,
    };
    const [first, second] = await Promise.all([
      queue.send('test.flaky', { n: 1 }, options),
      queue.send('test.flaky', { n: 2 }, options),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await queue.runDue(now)).toBe(1);
    expect(await queue.runDue(new Date('2026-01-01T00:00:59Z'))).toBe(0);
    expect(await queue.runDue(new Date('2026-01-01T00:01:00Z'))).toBe(1);
    expect(await queue.runDue(new Date('2026-01-01T00:03:00Z'))).toBe(1);
    expect(await queue.runDue(new Date('2026-01-02T00:00:00Z'))).toBe(0);
    expect(runs).toEqual(['1:1:false', '1:2:false', '1:3:true']);
    expect(failures).toEqual(['2026-01-01T00:01:00.000Z', '2026-01-01T00:03:00.000Z', null]);
    // Given up: the key is free again.
    expect(await queue.send('test.flaky', { n: 3 }, options)).not.toBeNull();
    await queue.stop();
  });
});

describe.runIf(process.env.DATABASE_URL)('pg-boss (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let queues: JobQueue[] = [];
  beforeAll(async () => {
    scratch = await scratchPostgres(process.env.DATABASE_URL ?? '', 'ordna_test');
    queues = [
      await pgBossQueue(scratch.url, { pollingIntervalSeconds: 0.5 }),
      await pgBossQueue(scratch.url, { pollingIntervalSeconds: 0.5 }),
    ];
  }, 60_000);
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await scratch?.drop();
  });

  it('two instances: one job per singleton key, run by one worker; retries are pg-boss’s', async () => {
    const runs: string[] = [];
    const retries: (Date | null)[] = [];
    const options = { singletonKey: 'k1', retryLimit: 1, retryDelaySeconds: 1 };
    // Both instances send before any worker runs: a job already done frees its singleton key, and on
    // a busy machine the first could finish before the second send (CI, 2026-12-02).
    const sent = await Promise.all(queues.map((q) => q.send('test.once', { n: 1 }, options)));
    expect(sent.filter(Boolean)).toHaveLength(1);
    for (const [i, queue] of queues.entries())
      await queue.work<{ n: number }>(
        'test.once',
        async (data, job) => {
          runs.push(`${i}:${data.n}:${job.attempt}`);
          if (data.n === 2 && job.attempt === 1) throw new Error('down');
        },
        async (_data, failure) => {
          retries.push(failure.retryAt);
        },
      );
    await until(() => runs.length === 1);
    await queues[0]?.send('test.once', { n: 2 }, { ...options, singletonKey: 'k2' });
    await until(() => runs.length === 3);
    expect(runs.map((r) => r.slice(2))).toEqual(['1:1', '2:1', '2:2']);
    expect(retries).toHaveLength(1);
    expect(retries[0]).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(runs).toHaveLength(3);
  }, 60_000);
});
