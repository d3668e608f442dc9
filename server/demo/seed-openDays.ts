import { eq } from 'drizzle-orm';
import { accountingDateWithCutoff, accountingDayRange, addDays } from '../../src/domain/accountingDay.ts';
import { CATCH_UP_DAYS } from '../finance/dayCloser.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { companies, venues } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { seedOrders } from './seed-orders.ts';

/** How many past days with sales the demo's second company leaves without a Z-report. */
export const KAFE_OPEN_DAYS = 3;

/**
 * The last of those days, counted back from today: before the automatic close's catch-up window
 * (yesterday and the `CATCH_UP_DAYS - 1` days before it), which never reaches them, with a few
 * days' margin so a run that crosses an accounting day's cut-off still finds them open.
 */
export const KAFE_LAST_OPEN_DAY_AGO = CATCH_UP_DAYS + 3;

/**
 * Demo Kafé (the organization's second company, seed-organization.ts) has days to close in order
 * (issue 40 item 3): its venue opened two weeks ago, traded on `KAFE_OPEN_DAYS` days the week
 * after (a soft opening) and no one closed them; it has sold nothing since. Those days are its own
 * (after the venue's first day: no imports), too old for the automatic close, so a close of the
 * last one is held back by the first and the Z-reports page offers to close them in one call.
 * Demo Bistro's venues are left alone (their history is imported, and they are the ones the other
 * specs close days in). The company gets its organisation number: a Z-report needs one.
 */
export async function seedKafeOpenDays(tx: Queryable, kafeId: string, now = new Date()): Promise<number> {
  await tx.update(companies).set({ orgNumber: '556812-3458' }).where(eq(companies.id, kafeId));
  const [venue] = await tx
    .select()
    .from(venues)
    .where(ownRows({ companyId: kafeId }, venues));
  if (!venue) throw new Error('seed: Demo Kafé has no venue');
  const today = accountingDateWithCutoff(now, venue.timezone, venue.accountingCutoff);
  await tx
    .update(venues)
    .set({ createdAt: accountingDayRange(addDays(today, -14), venue.timezone).start })
    .where(eq(venues.id, venue.id));
  // The bulk history's generator puts each day's orders between 08:00 and 23:00 around its noon:
  // from the noon after the last open day, its days back are exactly the open days.
  const noon = new Date(
    accountingDayRange(addDays(today, -(KAFE_LAST_OPEN_DAY_AGO - 1)), venue.timezone).start.getTime() +
      6.5 * 3_600_000,
  );
  return seedOrders(tx, kafeId, KAFE_OPEN_DAYS, noon);
}
