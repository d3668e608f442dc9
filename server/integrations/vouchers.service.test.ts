import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMapping } from '../../src/domain/integrations/mapping.ts';
import { voucherSums } from '../../src/domain/integrations/voucher.ts';
import { storeZReport } from '../finance/zReports.service.ts';
import type { Database } from '../platform/db/client.ts';
import {
  integrationConnections,
  orderPayments,
  orderRefunds,
  orders,
  venues,
  vouchers,
} from '../platform/db/schema/index.ts';
import { seal } from '../platform/secrets.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { type TestInstances, testInstances, until } from '../test/jobs.ts';
import { type FakeFortnox, startFakeFortnox } from './fortnox/fakeFortnox.ts';
import { createFortnoxAdapter } from './fortnox/fortnox.adapter.ts';
import {
  enqueueWaitingDayRows,
  MAX_ATTEMPTS,
  prepareDailyVoucher,
  resendVoucher,
  runDayRow,
  type SendDeps,
  VOUCHER_RETRIES,
  workDayRows,
} from './vouchers.service.ts';

/**
 * Daily vouchers on the job queue (issue 22 item 3): two instances (two in-process runners on
 * PGlite with a fake clock, two pg-boss workers on PostgreSQL in real time) share one database and
 * one fake Fortnox. Every integration key below is Fortnox under another name, so each test has
 * its own row for the same venue and day.
 */
describe.each(testDatabaseKinds())('daily vouchers to Fortnox on the job queue on %s', (kind) => {
  let database: Database;
  let fake: FakeFortnox;
  let companyId: string;
  let venueId: string;
  let instances: TestInstances;
  const key = randomBytes(32);
  const PROVIDERS = [
    'fortnox',
    'fortnox-outage',
    'fortnox-final',
    'fortnox-twice',
    'fortnox-refused',
    'fortnox-orphan',
  ];
  // On PostgreSQL pg-boss retries in real time: three attempts, a short fixed delay.
  const retries =
    kind === 'pglite' ? VOUCHER_RETRIES : { retryLimit: 2, retryDelaySeconds: 3, retryBackoff: false };
  const attempts = kind === 'pglite' ? MAX_ATTEMPTS : 3;
  const deps = (): SendDeps => ({
    adapters: Object.fromEntries(PROVIDERS.map((p) => [p, createFortnoxAdapter({ baseUrl: fake.url })])),
    key,
    retries,
  });
  /** Every instance scans for waiting vouchers at `at`, then the jobs run; answers how many were enqueued. */
  const scan = (at: Date) =>
    instances.tick(at, (queue, now) => enqueueWaitingDayRows(database.db, queue, deps(), now));
  const rowOf = async (id: string | null) =>
    (
      await database.db
        .select()
        .from(vouchers)
        .where(eq(vouchers.id, id ?? ''))
    )[0];
  const prepare = (provider: string) =>
    prepareDailyVoucher(database.db, {
      companyId,
      venueId,
      date: '2026-11-23',
      provider,
      mapping: defaultMapping('SE'),
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startFakeFortnox({ token: 'tok' });
    const company = await createCompany(database.db, {
      name: 'Bokförd',
      email: 'bok@vouchers.test',
      country: 'SE',
      items: 0,
    });
    companyId = company.company.id;
    const [venue] = await database.db.select().from(venues).where(eq(venues.companyId, companyId));
    if (!venue) throw new Error('no venue');
    venueId = venue.id;
    let number = 0;
    for (const sale of [
      { gross: 11_200, vat: 1_200, rate: 12, method: 'CARD', tip: 500 },
      { gross: 12_500, vat: 2_500, rate: 25, method: 'CASH', tip: 0 },
    ]) {
      const [order] = await database.db
        .insert(orders)
        .values({
          companyId,
          venueId,
          number: ++number,
          source: 'POS',
          status: 'COMPLETED',
          serviceType: 'EAT_HERE',
          createdAt: new Date('2026-11-23T12:00:00Z'),
          accountingDate: '2026-11-23',
          total: sale.gross,
          vatTotal: sale.vat,
          vat: [{ rate: sale.rate, net: sale.gross - sale.vat, vat: sale.vat, gross: sale.gross }],
          paid: sale.gross,
          tips: sale.tip,
        })
        .returning();
      await database.db.insert(orderPayments).values({
        companyId,
        orderId: order?.id ?? '',
        method: sale.method,
        amount: sale.gross,
        tip: sale.tip,
        createdAt: new Date('2026-11-23T12:00:00Z'),
      });
      // A return the same day: 25 kr of the 25 % sale paid back in cash.
      if (sale.method === 'CASH')
        await database.db.insert(orderRefunds).values({
          companyId,
          orderId: order?.id ?? '',
          amount: 2_500,
          lines: [],
          reason: 'cold',
          status: 'done',
          method: 'CASH',
          byName: 'Test',
          createdAt: new Date('2026-11-23T13:00:00Z'),
        });
    }
    // The day's Z-report: the vouchers are read from it.
    await storeZReport(
      database.db,
      { companyId, venue, date: '2026-11-23', register: '', closedBy: 'Test' },
      new Date('2026-11-24T05:00:00Z'),
    );
    for (const provider of PROVIDERS)
      await database.db.insert(integrationConnections).values({
        companyId,
        provider,
        status: 'connected',
        // Fortnox refuses this one's token: waiting will not change that.
        credentials: seal({ accessToken: provider === 'fortnox-refused' ? 'not-it' : 'tok' }, key),
      });
    instances = await testInstances(database);
    for (const queue of instances.queues) await workDayRows(queue, database.db, deps);
  }, 120_000);
  afterAll(async () => {
    await instances?.stop();
    await fake?.close();
    await database?.close();
  });

  it('refuses a mapping that leaves a VAT rate or payment method unmapped, and says which', async () => {
    const mapping = defaultMapping('SE');
    const { problems } = await prepareDailyVoucher(database.db, {
      companyId,
      venueId,
      date: '2026-11-23',
      provider: 'fortnox',
      mapping: {
        ...mapping,
        sales: { ...mapping.sales, '12': '' },
        payments: { ...mapping.payments, CASH: '' },
      },
    });
    expect(problems.map((p) => [p.field, p.code, p.subject])).toEqual([
      ['sales.12', 'unmappedVatRate', '12'],
      ['payments.CASH', 'unmappedPaymentMethod', 'CASH'],
    ]);
  });

  it('makes one balanced voucher per venue and day; two instances enqueue and send it once', async () => {
    const first = await prepare('fortnox');
    expect((await prepare('fortnox')).voucherId).toBeNull();
    const row = await rowOf(first.voucherId);
    const sums = voucherSums(row?.lines ?? []);
    expect(sums.debit).toBe(sums.credit);
    // Read from the Z-report, returns included: the refund reverses sales and VAT, and the cash.
    expect(row?.lines).toEqual(
      expect.arrayContaining([
        { account: '1910', debit: 0, credit: 2_500, text: 'refund CASH' },
        { account: '3001', debit: 2_000, credit: 0, text: 'returns 25' },
        { account: '2611', debit: 500, credit: 0, text: 'returns vat 25' },
      ]),
    );
    // Both instances scan at once: one job for the key, one voucher at Fortnox.
    expect(await scan(new Date('2026-11-24T06:00:00Z'))).toBe(1);
    const sent = await until(
      () => rowOf(first.voucherId),
      (r) => r?.status === 'sent',
    );
    expect(sent).toMatchObject({ status: 'sent', providerReference: 'A1/1', attempts: 1, message: '' });
    expect(fake.vouchers).toHaveLength(1);
    // Nothing is waiting any more: the next scans enqueue nothing.
    expect(await scan(new Date('2026-11-24T06:01:00Z'))).toBe(0);
  });

  it('a job that runs twice, even at once, books once (the row lock and the still-due check)', async () => {
    const { voucherId } = await prepare('fortnox-twice');
    const posts = () => fake.requests.filter((r) => r.method === 'POST').length;
    const before = posts();
    const job = { voucherId: voucherId ?? '' };
    const outcomes = await Promise.all([
      runDayRow(database.db, job, { attempt: 1 }, deps()),
      runDayRow(database.db, job, { attempt: 1 }, deps()),
    ]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(await runDayRow(database.db, job, { attempt: 2 }, deps())).toBe('skipped');
    expect(posts() - before).toBe(1);
    expect(await rowOf(voucherId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a resend is idempotent: a sent voucher is left alone; a failed one is queued once and booked once', async () => {
    const [row] = await database.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.integration, 'fortnox'), eq(vouchers.companyId, companyId)));
    // Sent: nothing to resend.
    expect(await resendVoucher(database.db, companyId, row?.id ?? '', instances.queues[0], deps())).toBe(
      false,
    );
    // Say the provider's answer was lost and the row failed: the resend queues it once (a second
    // resend finds it waiting), and Fortnox, asked by our reference, books nothing twice.
    await database.db
      .update(vouchers)
      .set({ status: 'failed' })
      .where(eq(vouchers.id, row?.id ?? ''));
    const [a, b] = instances.queues;
    expect(await resendVoucher(database.db, companyId, row?.id ?? '', a, deps())).toBe(true);
    expect(await resendVoucher(database.db, companyId, row?.id ?? '', b, deps())).toBe(false);
    // Another company's id answers like a missing one.
    expect(await resendVoucher(database.db, randomUUID(), row?.id ?? '', a, deps())).toBe(false);
    await instances.settle(new Date('2026-11-24T07:00:00Z'));
    expect(
      await until(
        () => rowOf(row?.id ?? null),
        (r) => r?.status === 'sent',
      ),
    ).toMatchObject({ status: 'sent', providerReference: 'A1/1' });
    expect(fake.vouchers.filter((v) => v.Description.includes(row?.id ?? '?'))).toHaveLength(1);
  });

  it('an outage never loses a voucher: it shows retrying with the next attempt, and the retry sends it', async () => {
    const { voucherId } = await prepare('fortnox-outage');
    fake.down = true;
    const at = new Date('2026-11-24T06:00:00Z');
    expect(await scan(at)).toBe(1);
    const retrying = await until(
      () => rowOf(voucherId),
      (r) => r?.status === 'retrying',
    );
    expect(retrying).toMatchObject({
      status: 'retrying',
      attempts: 1,
      message: 'Fortnox: Service unavailable',
    });
    if (kind === 'pglite') {
      // The queue's backoff: a minute after the first failure (the jitter pinned at its least).
      expect(retrying?.nextAttemptAt?.toISOString()).toBe('2026-11-24T06:01:00.000Z');
      // A scan meanwhile leaves the retrying voucher to the queue, and nothing runs before its time.
      expect(await scan(new Date('2026-11-24T06:00:30Z'))).toBe(0);
      expect(await rowOf(voucherId)).toMatchObject({ status: 'retrying', attempts: 1 });
    } else expect(retrying?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() - 1_000);
    // Fortnox is back before the retry: the retry books it.
    fake.down = false;
    const before = fake.vouchers.length;
    await instances.settle(new Date('2026-11-24T06:01:00Z'));
    const sent = await until(
      () => rowOf(voucherId),
      (r) => r?.status === 'sent',
    );
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, message: '', nextAttemptAt: null });
    expect(fake.vouchers.length - before).toBe(1);
  });

  it('the last failed attempt is final, with the message (the bell); a resend after the outage books once', async () => {
    const { voucherId } = await prepare('fortnox-final');
    fake.down = true;
    let now = new Date('2026-11-24T06:00:00Z');
    await scan(now);
    if (kind === 'pglite')
      // Each retry at its time (the queue's doubling waits), until the queue gives up.
      for (let attempt = 1; attempt < attempts; attempt++) {
        const row = await rowOf(voucherId);
        expect(row).toMatchObject({ status: 'retrying', attempts: attempt });
        now = row?.nextAttemptAt ?? now;
        await instances.settle(now);
      }
    const failed = await until(
      () => rowOf(voucherId),
      (r) => r?.status === 'failed',
    );
    expect(failed).toMatchObject({
      status: 'failed',
      attempts,
      message: 'Fortnox: Service unavailable',
      nextAttemptAt: null,
    });
    fake.down = false;
    const before = fake.vouchers.length;
    expect(await resendVoucher(database.db, companyId, voucherId ?? '', instances.queues[1], deps())).toBe(
      true,
    );
    await instances.settle(now);
    expect(
      await until(
        () => rowOf(voucherId),
        (r) => r?.status === 'sent',
      ),
    ).toMatchObject({ status: 'sent', attempts: 1 });
    expect(fake.vouchers.length - before).toBe(1);
  }, 60_000);

  it('a retrying voucher whose job was lost (a crash, or left by the old sender) is enqueued again once overdue', async () => {
    const { voucherId } = await prepare('fortnox-orphan');
    const setRetrying = (at: string) =>
      database.db
        .update(vouchers)
        .set({
          status: 'retrying',
          attempts: 3,
          message: 'Fortnox: Service unavailable',
          nextAttemptAt: new Date(at),
        })
        .where(eq(vouchers.id, voucherId ?? ''));
    // Due ten minutes ago: its job may still be about to run; left to the queue.
    await setRetrying('2026-11-24T05:50:00Z');
    expect(await scan(new Date('2026-11-24T06:00:00Z'))).toBe(0);
    // Due over a quarter of an hour ago and still retrying: no job ran it; enqueued again, sent.
    await setRetrying('2026-11-24T05:40:00Z');
    expect(await scan(new Date('2026-11-24T06:00:00Z'))).toBe(1);
    expect(
      await until(
        () => rowOf(voucherId),
        (r) => r?.status === 'sent',
      ),
    ).toMatchObject({ status: 'sent', attempts: 1, message: '' });
  });

  it('a refusal that waiting will not change fails at once, without retries', async () => {
    const { voucherId } = await prepare('fortnox-refused');
    await scan(new Date('2026-11-24T06:00:00Z'));
    const row = await until(
      () => rowOf(voucherId),
      (r) => r?.status === 'failed',
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(row?.message).toMatch(/^Fortnox: /);
  });

  it('a day without a Z-report makes no voucher', async () => {
    const result = await prepareDailyVoucher(database.db, {
      companyId,
      venueId,
      date: '2026-11-22',
      provider: 'fortnox',
      mapping: defaultMapping('SE'),
    });
    expect(result).toMatchObject({ open: true, voucherId: null });
  });
});
