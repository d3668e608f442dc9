import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeZReport } from '../finance/zReports.service.ts';
import type { Database } from '../platform/db/client.ts';
import { integrationConnections, orders, venues, vouchers } from '../platform/db/schema/index.ts';
import { seal } from '../platform/secrets.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { type TestInstances, testInstances, until } from '../test/jobs.ts';
import { createCaspecoAdapter } from './caspeco/caspeco.adapter.ts';
import { type FakeCaspeco, startFakeCaspeco } from './caspeco/fakeCaspeco.ts';
import { type FakePlanday, startFakePlanday } from './planday/fakePlanday.ts';
import { createPlandayAdapter } from './planday/planday.adapter.ts';
import { type FakeQuinyx, startFakeQuinyx } from './quinyx/fakeQuinyx.ts';
import { createQuinyxAdapter } from './quinyx/quinyx.adapter.ts';
import { prepareClosedDayVouchers } from './sender.ts';
import { daySales } from './staffSales.service.ts';
import { enqueueWaitingDayRows, resendVoucher, type SendDeps, workDayRows } from './vouchers.service.ts';

/**
 * Daily staff-sales sending (issue 22, staff scheduling): each closed accounting day becomes one
 * row per venue and scheduling tool, sent by a job of the job queue per tool, venue and day (the
 * staff-sales job, the vouchers' retries), to Planday (the day), Quinyx and Caspeco (per hour),
 * against their local fakes; two instances share the database.
 */
describe.each(testDatabaseKinds())('daily sales to the scheduling tools on %s', (kind) => {
  let database: Database;
  let planday: FakePlanday;
  let quinyx: FakeQuinyx;
  let caspeco: FakeCaspeco;
  let companyId: string;
  let venueId: string;
  let instances: TestInstances;
  const key = randomBytes(32);
  const STAFF = new Set(['planday', 'quinyx', 'caspeco']);
  const deps = (): SendDeps => ({
    adapters: {},
    staff: {
      planday: createPlandayAdapter({ baseUrl: planday.url, authUrl: planday.url, clientId: 'app' }),
      quinyx: createQuinyxAdapter({ baseUrl: quinyx.url }),
      caspeco: createCaspecoAdapter({ baseUrl: caspeco.url }),
    },
    key,
    // Five attempts; on PGlite all at once (no wait), on PostgreSQL a second apart (real time).
    retries: { retryLimit: 4, retryDelaySeconds: kind === 'pglite' ? 0 : 1, retryBackoff: false },
  });
  const scan = (at: Date) =>
    instances.tick(at, (queue, now) => enqueueWaitingDayRows(database.db, queue, deps(), now));
  const rows = () =>
    database.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.companyId, companyId), eq(vouchers.accountingDate, '2026-11-23')))
      .orderBy(vouchers.integration);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    planday = await startFakePlanday({ clientId: 'app', refreshToken: 'r' });
    quinyx = await startFakeQuinyx({
      clientId: 'c',
      clientSecret: 's',
      variableId: 'NET',
      units: ['Södermalm'],
    });
    caspeco = await startFakeCaspeco({
      system: 'se_x',
      apiKey: 'k',
      units: [{ id: '13', name: 'Södermalm' }],
    });
    const made = await createCompany(database.db, {
      name: 'Schema',
      email: 'staff@sales.test',
      country: 'SE',
      items: 0,
    });
    companyId = made.company.id;
    const [venue] = await database.db
      .update(venues)
      .set({ name: 'Södermalm' })
      .where(eq(venues.companyId, companyId))
      .returning();
    if (!venue) throw new Error('no venue');
    venueId = venue.id;
    // Two sales at 11:xx UTC, one at 12:xx, one cancelled (not counted); 12 % VAT.
    let number = 0;
    for (const [at, gross, status] of [
      ['2026-11-23T11:05:00Z', 11_200, 'COMPLETED'],
      ['2026-11-23T11:40:00Z', 5_600, 'COMPLETED'],
      ['2026-11-23T12:10:00Z', 22_400, 'COMPLETED'],
      ['2026-11-23T12:20:00Z', 99_900, 'CANCELLED'],
    ] as const) {
      const vat = Math.round((gross * 12) / 112);
      await database.db.insert(orders).values({
        companyId,
        venueId,
        number: ++number,
        source: 'POS',
        status,
        serviceType: 'EAT_HERE',
        createdAt: new Date(at),
        accountingDate: '2026-11-23',
        total: gross,
        vatTotal: vat,
        vat: [{ rate: 12, net: gross - vat, vat, gross }],
        paid: gross,
      });
    }
    for (const [provider, credentials] of [
      ['planday', { refreshToken: 'r' }],
      ['quinyx', { clientId: 'c', clientSecret: 's', variableId: 'NET' }],
      ['caspeco', { systemName: 'se_x', apiKey: 'k' }],
    ] as const)
      await database.db
        .insert(integrationConnections)
        .values({ companyId, provider, status: 'connected', credentials: seal(credentials, key) });
    instances = await testInstances(database);
    for (const queue of instances.queues) await workDayRows(queue, database.db, deps);
  }, 120_000);
  afterAll(async () => {
    await instances?.stop();
    await Promise.all([planday?.close(), quinyx?.close(), caspeco?.close()]);
    await database?.close();
  });

  it('a day still open has no sales to send; a closed one has its sales per UTC hour, net of VAT', async () => {
    expect(await daySales(database.db, companyId, venueId, '2026-11-23')).toBeNull();
    const now = new Date('2026-11-24T06:00:00Z');
    expect(await prepareClosedDayVouchers(database.db, now, [...STAFF], STAFF)).toBe(0);
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    if (!venue) throw new Error('no venue');
    await storeZReport(
      database.db,
      { companyId, venue, date: '2026-11-23', register: '', closedBy: 'Test' },
      now,
    );
    expect(await daySales(database.db, companyId, venueId, '2026-11-23')).toEqual({
      date: '2026-11-23',
      venue: { id: venueId, name: 'Södermalm' },
      hours: [
        { start: '2026-11-23T11:00:00Z', revenue: 10_000 + 5_000 },
        { start: '2026-11-23T12:00:00Z', revenue: 20_000 },
      ],
    });
  });

  it('the closed day goes once to every connected scheduling tool through the queue; again, nothing more', async () => {
    const now = new Date('2026-11-24T06:00:00Z');
    expect(await prepareClosedDayVouchers(database.db, now, [...STAFF], STAFF)).toBe(3);
    expect(await prepareClosedDayVouchers(database.db, now, [...STAFF], STAFF)).toBe(0);
    // Both instances scan: one staff-sales job per tool, venue and day.
    expect(await scan(now)).toBe(3);
    const sent = await until(rows, (list) => list.every((r) => r.status === 'sent'));
    expect(sent.map((r) => [r.integration, r.status, r.lines])).toEqual([
      ['caspeco', 'sent', []],
      ['planday', 'sent', []],
      ['quinyx', 'sent', []],
    ]);
    expect(planday.revenue).toMatchObject([{ revenueUnitId: 11, date: '2026-11-23', turnover: 350 }]);
    expect([...quinyx.actuals]).toEqual([
      ['Södermalm|2026-11-23T11:00:00Z', 150],
      ['Södermalm|2026-11-23T12:00:00Z', 200],
    ]);
    expect([...caspeco.sales]).toEqual([
      ['13|2026-11-23|11:00', 150],
      ['13|2026-11-23|12:00', 200],
    ]);
    expect(await scan(now)).toBe(0);
  });

  it('an outage is retried by the queue and then fails with the message (the bell); a resend after it books once', async () => {
    const now = new Date('2026-11-24T07:00:00Z');
    const [row] = (await rows()).filter((r) => r.integration === 'planday');
    // The day is sent again (say from "Send a day" after a failure) while Planday is down.
    await database.db
      .update(vouchers)
      .set({ status: 'failed' })
      .where(eq(vouchers.id, row?.id ?? ''));
    planday.down = true;
    expect(await resendVoucher(database.db, companyId, row?.id ?? '', instances.queues[0], deps())).toBe(
      true,
    );
    await instances.settle(now);
    const failed = await until(
      async () => (await rows()).find((r) => r.integration === 'planday'),
      (r) => r?.status === 'failed',
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, message: 'Planday: Service unavailable' });
    planday.down = false;
    expect(await resendVoucher(database.db, companyId, row?.id ?? '', instances.queues[1], deps())).toBe(
      true,
    );
    await instances.settle(now);
    expect(
      await until(
        async () => (await rows()).find((r) => r.integration === 'planday'),
        (r) => r?.status === 'sent',
      ),
    ).toMatchObject({ status: 'sent', attempts: 1 });
    // Planday's revenue of the day is set, not added to: still one entry.
    expect(planday.revenue).toHaveLength(1);
  }, 60_000);
});
