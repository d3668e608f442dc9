import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { orderRefunds, orders, venues, zReports } from '../platform/db/schema/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { testInstances } from '../test/jobs.ts';
import { AUTOMATIC_CLOSER, closeFinishedDays, enqueueDayCloses, runDayClose } from './dayCloser.ts';
import { storeZReport } from './zReports.service.ts';

describe.each(testDatabaseKinds())('the background day close on %s', (kind) => {
  let database: Database;
  let companyId: string;
  let venueId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const made = await createCompany(database.db, { name: 'Nattkassa', email: 'close@days.test', items: 0 });
    companyId = made.company.id;
    venueId = made.venue.id;
    await database.db
      .update(venues)
      .set({ timezone: 'Europe/Stockholm', accountingCutoff: '05:30' })
      .where(eq(venues.id, venueId));
    let number = 0;
    const ids: string[] = [];
    for (const day of ['2026-11-20', '2026-11-21']) {
      const [order] = await database.db
        .insert(orders)
        .values({
          companyId,
          venueId,
          number: ++number,
          source: 'POS',
          status: 'COMPLETED',
          serviceType: 'EAT_HERE',
          createdAt: new Date(`${day}T12:00:00Z`),
          accountingDate: day,
          total: 12_500,
          vatTotal: 2_500,
          vat: [{ rate: 25, net: 10_000, vat: 2_500, gross: 12_500 }],
          paid: 12_500,
          tips: 0,
        })
        .returning();
      ids.push(order?.id ?? '');
    }
    // The 22nd has no sale, only a return (of the 21st's order): it still needs its Z-report.
    await database.db.insert(orderRefunds).values({
      companyId,
      orderId: ids[1] ?? '',
      amount: 12_500,
      lines: [],
      reason: 'wrong order',
      status: 'done',
      method: 'CARD',
      byName: 'Test',
      createdAt: new Date('2026-11-22T11:00:00Z'),
    });
  });
  afterAll(() => database.close());

  const reports = () =>
    database.db.select().from(zReports).where(eq(zReports.venueId, venueId)).orderBy(zReports.number);

  it('closes a finished day once the next accounting day has begun (05:30 local), never the open one', async () => {
    // 04:00 in Stockholm on the 22nd: the 21st is still open, the 20th is finished.
    const early = await closeFinishedDays(database.db, new Date('2026-11-22T03:00:00Z'));
    expect(early.filter((d) => d.venueId === venueId).map((d) => d.accountingDate)).toEqual(['2026-11-20']);
    // 05:31 local: the 21st has closed.
    const later = await closeFinishedDays(database.db, new Date('2026-11-22T04:31:00Z'));
    expect(later.filter((d) => d.venueId === venueId).map((d) => d.accountingDate)).toEqual(['2026-11-21']);
    const [first, second] = await reports();
    expect(first).toMatchObject({ number: 1, accountingDate: '2026-11-20', closedBy: AUTOMATIC_CLOSER });
    expect(second).toMatchObject({ number: 2, accountingDate: '2026-11-21' });
  });

  it('two instances close a day once (one job), numbers without gaps; a manual close after finds it done', async () => {
    const now = new Date('2026-11-23T04:31:00Z');
    // Two instances' scans at once (two runners on PGlite, two pg-boss workers on PostgreSQL).
    const instances = await testInstances(database);
    for (const queue of instances.queues)
      await queue.work<{ venueId: string }>('books.day-close', async (job) => {
        await runDayClose(database.db, job, now);
      });
    try {
      expect(await instances.tick(now, (queue, at) => enqueueDayCloses(database.db, queue, at))).toBe(1);
    } finally {
      await instances.stop();
    }
    // The job again (a second run) stores nothing.
    expect(await runDayClose(database.db, { venueId }, now)).toEqual([]);
    const all = await reports();
    expect(all.map((r) => [r.number, r.accountingDate])).toEqual([
      [1, '2026-11-20'],
      [2, '2026-11-21'],
      [3, '2026-11-22'],
    ]);
    // The return-only day carries its return.
    const returnDay = all[2]?.content as { returns: { amount: number } } | undefined;
    expect(returnDay?.returns.amount).toBe(12_500);
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    if (!venue) throw new Error('no venue');
    expect(
      await storeZReport(database.db, {
        companyId,
        venue,
        date: '2026-11-22',
        register: '',
        closedBy: 'Anna',
      }),
    ).toBeNull();
    // Nothing more to close the day after (no sales on the 23rd).
    expect(
      (await closeFinishedDays(database.db, new Date('2026-11-24T04:31:00Z'))).filter(
        (d) => d.venueId === venueId,
      ),
    ).toEqual([]);
  });

  it('a day closed by hand is left alone, and the job never closes a day before the last closed one', async () => {
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    if (!venue) throw new Error('no venue');
    await database.db.insert(orders).values({
      companyId,
      venueId,
      number: 10,
      source: 'POS',
      status: 'COMPLETED',
      serviceType: 'EAT_HERE',
      createdAt: new Date('2026-11-25T12:00:00Z'),
      accountingDate: '2026-11-25',
      total: 5_000,
      vatTotal: 1_000,
      vat: [{ rate: 25, net: 4_000, vat: 1_000, gross: 5_000 }],
      paid: 5_000,
      tips: 0,
    });
    // A terminal closes the 25th at night, before 05:30.
    await storeZReport(
      database.db,
      { companyId, venue, date: '2026-11-25', register: '', closedBy: 'Terminal' },
      new Date('2026-11-25T23:00:00Z'),
    );
    expect(
      (await closeFinishedDays(database.db, new Date('2026-11-26T04:31:00Z'))).filter(
        (d) => d.venueId === venueId,
      ),
    ).toEqual([]);
    expect((await reports()).map((r) => r.number)).toEqual([1, 2, 3, 4]);
  });
});
