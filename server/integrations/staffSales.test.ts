import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { integrationConnections, orders, venues, vouchers } from '../db/schema/index.ts';
import { storeZReport } from '../finance/zReports.service.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { createCaspecoAdapter } from './caspeco/caspeco.adapter.ts';
import { type FakeCaspeco, startFakeCaspeco } from './caspeco/fakeCaspeco.ts';
import { type FakePlanday, startFakePlanday } from './planday/fakePlanday.ts';
import { createPlandayAdapter } from './planday/planday.adapter.ts';
import { type FakeQuinyx, startFakeQuinyx } from './quinyx/fakeQuinyx.ts';
import { createQuinyxAdapter } from './quinyx/quinyx.adapter.ts';
import { seal } from './secrets.ts';
import { prepareClosedDayVouchers } from './sender.ts';
import { daySales } from './staffSales.service.ts';
import { type SendDeps, sendDueVouchers } from './vouchers.service.ts';

/**
 * Daily staff-sales sending (issue 22, staff scheduling): each closed accounting day becomes one
 * row per venue and scheduling tool in the books' queue, sent by the same sender with the same
 * retries, to Planday (the day), Quinyx and Caspeco (per hour), against their local fakes.
 */
describe.each(testDatabaseKinds())('daily sales to the scheduling tools on %s', (kind) => {
  let database: Database;
  let planday: FakePlanday;
  let quinyx: FakeQuinyx;
  let caspeco: FakeCaspeco;
  let companyId: string;
  let venueId: string;
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
    backoffMs: [0, 0, 0, 0],
  });
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
  });
  afterAll(async () => {
    await Promise.all([planday.close(), quinyx.close(), caspeco.close()]);
    await database.close();
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

  it('the closed day goes once to every connected scheduling tool through the sender; again, nothing more', async () => {
    const now = new Date('2026-11-24T06:00:00Z');
    expect(await prepareClosedDayVouchers(database.db, now, [...STAFF], STAFF)).toBe(3);
    expect(await prepareClosedDayVouchers(database.db, now, [...STAFF], STAFF)).toBe(0);
    expect(await sendDueVouchers(database.db, now, deps())).toEqual({ sent: 3, failed: 0, retrying: 0 });
    expect((await rows()).map((r) => [r.integration, r.status, r.lines])).toEqual([
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
    expect(await sendDueVouchers(database.db, now, deps())).toEqual({ sent: 0, failed: 0, retrying: 0 });
  });

  it('an outage is retried and then fails with the message (the bell); a resend after it books once', async () => {
    const now = new Date('2026-11-24T07:00:00Z');
    await database.db
      .update(vouchers)
      .set({ status: 'pending', attempts: 0 })
      .where(and(eq(vouchers.companyId, companyId), eq(vouchers.integration, 'planday')));
    planday.down = true;
    const once = await sendDueVouchers(database.db, now, { ...deps(), backoffMs: [60_000] });
    expect(once).toEqual({ sent: 0, failed: 0, retrying: 1 });
    // With no wait between attempts, the sender goes through the other four in one round.
    const rest = await sendDueVouchers(database.db, new Date('2026-11-24T08:00:00Z'), deps());
    expect(rest).toEqual({ sent: 0, failed: 1, retrying: 3 });
    const failed = (await rows()).find((r) => r.integration === 'planday');
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, message: 'Planday: Service unavailable' });
    planday.down = false;
    await database.db
      .update(vouchers)
      .set({ status: 'pending', attempts: 0 })
      .where(eq(vouchers.id, failed?.id ?? ''));
    expect(await sendDueVouchers(database.db, now, deps())).toEqual({ sent: 1, failed: 0, retrying: 0 });
    expect(planday.revenue).toHaveLength(1);
  });
});
