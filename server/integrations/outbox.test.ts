import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultMapping } from '../../src/domain/integrations/mapping.ts';
import { storeZReport } from '../finance/zReports.service.ts';
import type { Database } from '../platform/db/client.ts';
import { resultRows } from '../platform/db/queryable.ts';
import {
  integrationConnections,
  orderPayments,
  orders,
  venues,
  vouchers,
} from '../platform/db/schema/index.ts';
import { inProcessQueue } from '../platform/jobs/queue.ts';
import { seal } from '../platform/secrets.ts';
import { openTestDatabase } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { ProviderError } from './adapter.ts';
import { type FakeFortnox, startFakeFortnox } from './fortnox/fakeFortnox.ts';
import { createFortnoxAdapter } from './fortnox/fortnox.adapter.ts';
import { providerClient, rateLimiter, retryAfterMs } from './http.ts';
import {
  enqueueDayRow,
  prepareDailyVoucher,
  runDayRow,
  type SendDeps,
  VOUCHER_JOB,
  workDayRows,
} from './vouchers.service.ts';

/**
 * The vouchers' outbox (issue 44 item 2): the day's voucher is recorded in a transaction (the row),
 * and the job queue sends it with no transaction or lock held while the provider is called: a
 * provider that hangs is cut off by the call's timeout; a 429's Retry-After is waited out (or
 * handed to the queue's next attempt); a crash between recording and sending sends it once after
 * a restart. A local stand-in in front of the fake Fortnox plays the misbehaving provider.
 */
describe('the vouchers outbox on pglite', () => {
  let database: Database;
  let fake: FakeFortnox;
  let proxy: Server;
  let proxyUrl: string;
  /** What the stand-in does: hang on any call, answer a voucher's POST with 429, or pass it on. */
  let mode:
    | { kind: 'pass' }
    | { kind: 'hang'; seen: () => void }
    | { kind: '429'; retryAfter: string; times: number };
  let companyId: string;
  let venueId: string;
  let day = 0;
  const key = randomBytes(32);
  const deps = (timeoutMs?: number): SendDeps => ({
    adapters: { fortnox: createFortnoxAdapter({ baseUrl: proxyUrl, timeoutMs }) },
    key,
  });
  const rowOf = async (id: string) =>
    (await database.db.select().from(vouchers).where(eq(vouchers.id, id)))[0];

  /** A closed day with one card sale and its voucher recorded (waiting): the outbox row. */
  async function recordedVoucher(): Promise<string> {
    const date = `2026-11-${String(++day).padStart(2, '0')}`;
    const [order] = await database.db
      .insert(orders)
      .values({
        companyId,
        venueId,
        number: day,
        source: 'POS',
        status: 'COMPLETED',
        serviceType: 'EAT_HERE',
        createdAt: new Date(`${date}T12:00:00Z`),
        accountingDate: date,
        total: 11_200,
        vatTotal: 1_200,
        vat: [{ rate: 12, net: 10_000, vat: 1_200, gross: 11_200 }],
        paid: 11_200,
      })
      .returning();
    await database.db.insert(orderPayments).values({
      companyId,
      orderId: order?.id ?? '',
      method: 'CARD',
      amount: 11_200,
      createdAt: new Date(`${date}T12:00:00Z`),
    });
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    if (!venue) throw new Error('no venue');
    await storeZReport(
      database.db,
      { companyId, venue, date, register: '', closedBy: 'test' },
      new Date(`${date}T23:59:00Z`),
    );
    const made = await prepareDailyVoucher(database.db, {
      companyId,
      venueId,
      date,
      provider: 'fortnox',
      mapping: defaultMapping('SE'),
    });
    if (!made.voucherId) throw new Error(`no voucher: ${JSON.stringify(made.problems)}`);
    return made.voucherId;
  }

  const booked = (id: string) => fake.vouchers.filter((v) => v.Description.startsWith(`[${id}]`)).length;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    fake = await startFakeFortnox({ token: 'tok' });
    proxy = createServer((req, res) => {
      const forward = () => {
        let body = '';
        req.on('data', (chunk) => {
          body += chunk;
        });
        req.on('end', async () => {
          const answer = await fetch(`${fake.url}${req.url}`, {
            method: req.method,
            headers: req.headers as Record<string, string>,
            body: req.method === 'POST' ? body : undefined,
          });
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(await answer.text());
        });
      };
      if (mode.kind === 'hang') {
        mode.seen();
        return; // never answers: the caller's timeout must free it
      }
      if (req.method !== 'POST') return forward();
      if (mode.kind === '429' && mode.times > 0) {
        mode.times--;
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': mode.retryAfter });
        res.end(JSON.stringify({ ErrorInformation: { error: 1, message: 'Too many requests', code: 0 } }));
        return;
      }
      forward();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const made = await createCompany(database.db, {
      name: 'Utkorg',
      email: 'outbox@vouchers.test',
      country: 'SE',
      items: 0,
    });
    companyId = made.company.id;
    venueId = made.venue.id;
    await database.db.insert(integrationConnections).values({
      companyId,
      provider: 'fortnox',
      status: 'connected',
      credentials: seal({ accessToken: 'tok' }, key),
    });
  }, 120_000);
  beforeEach(() => {
    mode = { kind: 'pass' };
  });
  afterAll(async () => {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    await fake.close();
    await database.close();
  });

  it('calls a hanging provider with no lock held; the timeout frees the call and the row waits for a retry', async () => {
    const id = await recordedVoucher();
    let seen!: () => void;
    const arrived = new Promise<void>((resolve) => {
      seen = resolve;
    });
    mode = { kind: 'hang', seen };
    const sending = runDayRow(database.db, { voucherId: id }, { attempt: 1, id: 'job-hang' }, deps(2_000));
    const outcome = sending.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await arrived;
    // While the provider hangs: the embedded database's one connection is free, and the row is
    // not locked (NOWAIT would fail at once on a held lock).
    const locked = resultRows<{ id: string }>(
      await database.db.execute(sql`select id from vouchers where id = ${id} for update nowait`),
    );
    expect(locked).toHaveLength(1);
    expect((await rowOf(id))?.status).toBe('sending');
    const error = await outcome;
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).retryable).toBe(true);
    expect((error as ProviderError).message).toMatch(/did not answer/);
    expect(booked(id)).toBe(0);
  });

  it('waits out a short 429 Retry-After and books once, in the same attempt', async () => {
    const id = await recordedVoucher();
    mode = { kind: '429', retryAfter: '1', times: 1 };
    expect(await runDayRow(database.db, { voucherId: id }, { attempt: 1, id: 'job-429' }, deps())).toBe(
      'sent',
    );
    expect(booked(id)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, claimedBy: null });
  });

  it("hands a long Retry-After to the queue: the retry is not before the provider's time", async () => {
    const id = await recordedVoucher();
    mode = { kind: '429', retryAfter: '3600', times: 1 };
    const now = new Date('2026-12-01T08:00:00Z');
    const queue = await inProcessQueue(database.db, { pollMs: 3_600_000, clock: () => now, random: () => 0 });
    try {
      await workDayRows(queue, database.db, () => deps());
      await enqueueDayRow(queue, { id, integration: 'fortnox', venueId, accountingDate: '' }, {});
      await queue.runDue(now);
      const row = await rowOf(id);
      expect(row?.status).toBe('retrying');
      expect(row?.message).toMatch(/Too many requests/);
      // The backoff alone would retry after 1 minute; the provider asked for an hour.
      expect(row?.nextAttemptAt?.getTime()).toBeGreaterThanOrEqual(now.getTime() + 3_600_000);
      expect(booked(id)).toBe(0);
      // Once that hour has passed the retry books it, once.
      await queue.runDue(new Date(now.getTime() + 3_600_000));
      expect((await rowOf(id))?.status).toBe('sent');
      expect(booked(id)).toBe(1);
    } finally {
      await queue.stop();
    }
  });

  it('a crash between recording and sending sends it once after the restart (the job is picked up again)', async () => {
    const id = await recordedVoucher();
    const now = new Date('2026-12-01T09:00:00Z');
    const first = await inProcessQueue(database.db, { pollMs: 3_600_000, clock: () => now, random: () => 0 });
    await enqueueDayRow(first, { id, integration: 'fortnox', venueId, accountingDate: '' }, {});
    await first.stop();
    // The crash: the job was taken (running) and the row claimed by it, then the process died
    // before the provider was called.
    const [job] = resultRows<{ id: string }>(
      await database.db.execute(
        sql`update jobs set state = 'running', attempts = 1 where name = ${VOUCHER_JOB} and payload->'data'->>'voucherId' = ${id} returning id`,
      ),
    );
    await database.db
      .update(vouchers)
      .set({ status: 'sending', claimedBy: job?.id ?? '', claimedUntil: new Date(now.getTime() + 300_000) })
      .where(eq(vouchers.id, id));
    // The restart: a new runner finds the job left running and runs it again, under its own claim.
    const restarted = await inProcessQueue(database.db, {
      pollMs: 3_600_000,
      clock: () => now,
      random: () => 0,
    });
    try {
      await workDayRows(restarted, database.db, () => deps());
      await restarted.runDue(now);
      expect((await rowOf(id))?.status).toBe('sent');
      expect(booked(id)).toBe(1);
      // Run again (a second restart, a resend): still one voucher at the provider.
      await enqueueDayRow(restarted, { id, integration: 'fortnox', venueId, accountingDate: '' }, {});
      await restarted.runDue(now);
      expect(booked(id)).toBe(1);
    } finally {
      await restarted.stop();
    }
  });

  it('a crash after the provider booked but before it was recorded books nothing twice', async () => {
    const id = await recordedVoucher();
    // Claimed by a job that died after its call: the claim runs out, and another job takes it.
    expect(await runDayRow(database.db, { voucherId: id }, { attempt: 1, id: 'job-dies' }, deps())).toBe(
      'sent',
    );
    await database.db
      .update(vouchers)
      .set({ status: 'sending', claimedBy: 'job-dies', claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, id));
    expect(await runDayRow(database.db, { voucherId: id }, { attempt: 1, id: 'job-next' }, deps())).toBe(
      'sent',
    );
    expect(booked(id)).toBe(1);
    // A live claim of another job is left alone.
    await database.db
      .update(vouchers)
      .set({ status: 'sending', claimedBy: 'job-live', claimedUntil: new Date(Date.now() + 300_000) })
      .where(eq(vouchers.id, id));
    expect(await runDayRow(database.db, { voucherId: id }, { attempt: 1, id: 'job-other' }, deps())).toBe(
      'skipped',
    );
  });
});

describe("the provider call's limits", () => {
  it('words an unreachable provider for the user, the cause only in the log (issue 42 item 6)', async () => {
    const request = providerClient(
      'Fortnox',
      () => undefined,
      () => Promise.reject(new TypeError('fetch failed')),
    );
    const failure = await request('http://127.0.0.1:9/vouchers').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toBe('Fortnox could not be reached');
    expect((failure as ProviderError).retryable).toBe(true);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs('Wed, 02 Dec 2026 00:00:30 GMT', Date.parse('2026-12-02T00:00:00Z'))).toBe(30_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });

  it("keeps to a provider's rate limit per credential (Fortnox: 25 requests per 5 s)", async () => {
    // A fake clock: waiting moves it on by what the limiter asked for.
    let clock = 0;
    const waits: number[] = [];
    const limiter = rateLimiter(
      { requests: 25, perMs: 5_000 },
      () => clock,
      async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    );
    for (let i = 0; i < 25; i++) await limiter.take('token-a');
    // Another token has its own 25.
    await limiter.take('token-b');
    expect(waits).toEqual([]);
    // The 26th call of the first token waits until the first of its window is 5 s old.
    await limiter.take('token-a');
    expect(waits).toEqual([5_001]);
  });
});
