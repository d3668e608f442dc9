import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMapping } from '../../src/domain/integrations/mapping.ts';
import { voucherSums } from '../../src/domain/integrations/voucher.ts';
import type { Database } from '../db/client.ts';
import {
  integrationConnections,
  orderPayments,
  orderRefunds,
  orders,
  venues,
  vouchers,
} from '../db/schema/index.ts';
import { storeZReport } from '../finance/zReports.service.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { type FakeFortnox, startFakeFortnox } from './fortnox/fakeFortnox.ts';
import { createFortnoxAdapter } from './fortnox/fortnox.adapter.ts';
import { seal } from './secrets.ts';
import { MAX_ATTEMPTS, prepareDailyVoucher, resendVoucher, sendDueVouchers } from './vouchers.service.ts';

describe.each(testDatabaseKinds())('daily vouchers to Fortnox on %s', (kind) => {
  let database: Database;
  let fake: FakeFortnox;
  let companyId: string;
  let venueId: string;
  const key = randomBytes(32);
  const deps = () => ({ adapters: { fortnox: createFortnoxAdapter({ baseUrl: fake.url }) }, key });

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
    await database.db.insert(integrationConnections).values({
      companyId,
      provider: 'fortnox',
      status: 'connected',
      credentials: seal({ accessToken: 'tok' }, key),
    });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
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

  it('makes one balanced voucher per venue and day, sends it, and a second send books nothing', async () => {
    const input = {
      companyId,
      venueId,
      date: '2026-11-23',
      provider: 'fortnox',
      mapping: defaultMapping('SE'),
    };
    const first = await prepareDailyVoucher(database.db, input);
    expect((await prepareDailyVoucher(database.db, input)).voucherId).toBeNull();
    const [row] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, first.voucherId ?? ''));
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
    expect(await sendDueVouchers(database.db, new Date('2026-11-24T06:00:00Z'), deps())).toEqual({
      sent: 1,
      failed: 0,
      retrying: 0,
    });
    const [sent] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, first.voucherId ?? ''));
    expect(sent).toMatchObject({ status: 'sent', providerReference: 'A1/1', attempts: 1 });
    // A resend (say the answer was lost) finds the booked voucher: still one at Fortnox.
    await resendVoucher(database.db, companyId, first.voucherId ?? '');
    await database.db
      .update(vouchers)
      .set({ status: 'pending' })
      .where(eq(vouchers.id, first.voucherId ?? ''));
    await sendDueVouchers(database.db, new Date('2026-11-24T06:05:00Z'), deps());
    expect(fake.vouchers).toHaveLength(1);
  });

  it('an outage keeps the voucher and retries with backoff; the last failure is final, with the message', async () => {
    const { voucherId } = await prepareDailyVoucher(database.db, {
      companyId,
      venueId,
      date: '2026-11-23',
      provider: 'fortnox-outage',
      mapping: defaultMapping('SE'),
    });
    // Same provider, another integration key, so the first voucher's row is not touched.
    const adapters = { 'fortnox-outage': createFortnoxAdapter({ baseUrl: fake.url }) };
    await database.db.insert(integrationConnections).values({
      companyId,
      provider: 'fortnox-outage',
      status: 'connected',
      credentials: seal({ accessToken: 'tok' }, key),
    });
    fake.down = true;
    let now = new Date('2026-11-24T06:00:00Z').getTime();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await sendDueVouchers(database.db, new Date(now), { adapters, key });
      const [row] = await database.db
        .select()
        .from(vouchers)
        .where(eq(vouchers.id, voucherId ?? ''));
      expect(row?.attempts).toBe(attempt);
      expect(row?.message).toBe('Fortnox: Service unavailable');
      if (attempt < MAX_ATTEMPTS) {
        expect(row?.status).toBe('retrying');
        // Not due before its time.
        await sendDueVouchers(database.db, new Date(now + 1_000), { adapters, key });
        now = row?.nextAttemptAt?.getTime() ?? now;
      } else expect(row?.status).toBe('failed');
    }
    fake.down = false;
    expect(await resendVoucher(database.db, companyId, voucherId ?? '')).toBe(true);
    await sendDueVouchers(database.db, new Date(now), { adapters, key });
    const [row] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, voucherId ?? ''));
    expect(row?.status).toBe('sent');
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

  it('two senders polling at once send a voucher once', async () => {
    const provider = 'fortnox-twice';
    await database.db.insert(integrationConnections).values({
      companyId,
      provider,
      status: 'connected',
      credentials: seal({ accessToken: 'tok' }, key),
    });
    const { voucherId } = await prepareDailyVoucher(database.db, {
      companyId,
      venueId,
      date: '2026-11-23',
      provider,
      mapping: defaultMapping('SE'),
    });
    const adapters = { [provider]: createFortnoxAdapter({ baseUrl: fake.url }) };
    const posts = () => fake.requests.filter((r) => r.method === 'POST').length;
    const before = posts();
    const now = new Date('2026-11-24T06:10:00Z');
    const [a, b] = await Promise.all([
      sendDueVouchers(database.db, now, { adapters, key }),
      sendDueVouchers(database.db, now, { adapters, key }),
    ]);
    expect(a.sent + b.sent).toBe(1);
    expect(posts() - before).toBe(1);
    const [row] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, voucherId ?? ''));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
