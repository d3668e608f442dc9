import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import { closeFinishedDays } from '../finance/dayCloser.ts';
import { companies, orders, venues, zReports } from '../platform/db/schema/index.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemo } from '../test/demo.ts';
import { KAFE_LAST_OPEN_DAY_AGO, KAFE_OPEN_DAYS } from './seed-openDays.ts';

const PREVIEW = `query ($venueId: ID!, $date: String) { dayClosePreview(venueId: $venueId, accountingDate: $date) {
  accountingDate closedNumber closeProblem { code date } openDaysUpTo sales } }`;

/**
 * The demo leaves Demo Kafé a few past days with sales and no Z-report (issue 40 item 3): the
 * Z-reports page's range close has days to close in the browser, and the automatic close, which
 * runs on every demo server, leaves them open.
 */
describe.each(testDatabaseKinds())("the demo's open days on %s", (kind) => {
  let demo: Awaited<ReturnType<typeof openDemo>>;
  let kafeId: string;
  let venueId: string;
  let days: string[];

  beforeAll(async () => {
    demo = await openDemo(kind);
    const db = demo.database.db;
    const [kafe] = await db.select().from(companies).where(eq(companies.name, 'Demo Kafé'));
    kafeId = kafe?.id ?? '';
    const [venue] = await db.select().from(venues).where(eq(venues.companyId, kafeId));
    venueId = venue?.id ?? '';
    const today = accountingDateWithCutoff(new Date(), venue?.timezone, venue?.accountingCutoff);
    days = Array.from({ length: KAFE_OPEN_DAYS }, (_, i) =>
      addDays(today, -(KAFE_LAST_OPEN_DAY_AGO + KAFE_OPEN_DAYS - 1) + i),
    );
  }, 180_000);
  afterAll(async () => {
    await demo?.database.close();
  });

  it('sells on a few days after the venue opened, and closes none of them', async () => {
    const db = demo.database.db;
    const sold = await db
      .selectDistinct({ date: orders.accountingDate })
      .from(orders)
      .where(eq(orders.venueId, venueId))
      .orderBy(orders.accountingDate);
    expect(sold.map((row) => row.date)).toEqual(days);
    expect(await db.select().from(zReports).where(eq(zReports.companyId, kafeId))).toEqual([]);
  });

  it('is left open by the automatic close', async () => {
    const closed = await closeFinishedDays(demo.database.db);
    expect(closed.filter((day) => day.companyId === kafeId)).toEqual([]);
  });

  it('holds the last day back by the first, and offers the range', async () => {
    const token = await demo.client.login('kafe@ordna.se', 'Demo!2026');
    const answer = await demo.client.request<{
      dayClosePreview: {
        accountingDate: string;
        closedNumber: number | null;
        closeProblem: { code: string; date: string } | null;
        openDaysUpTo: number;
        sales: number;
      };
    }>(PREVIEW, { venueId, date: days.at(-1) }, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.dayClosePreview).toMatchObject({
      accountingDate: days.at(-1),
      closedNumber: null,
      closeProblem: { code: 'earlierDayOpen', date: days[0] },
      openDaysUpTo: KAFE_OPEN_DAYS,
    });
    expect(answer.data?.dayClosePreview.sales).toBeGreaterThan(0);
    // Without a day, the close proposes the oldest open one.
    const proposed = await demo.client.request<{ dayClosePreview: { accountingDate: string } }>(
      PREVIEW,
      { venueId },
      { token },
    );
    expect(proposed.data?.dayClosePreview.accountingDate).toBe(days[0]);
  });
});
