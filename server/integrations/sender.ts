import { sql } from 'drizzle-orm';
import { DAY_CLOSE_JOB, type DayCloseJob, enqueueDayCloses, runDayClose } from '../finance/dayCloser.ts';
import { rowsOf } from '../finance/rollups.ts';
import {
  enqueueWaitingInvoices,
  prepareMonthlyInvoices,
  workInvoices,
} from '../invoices/invoices.service.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import { serverLogger } from '../platform/logger.ts';
import { mappingOf } from './integrations.service.ts';
import { sendDeps } from './registry.ts';
import { prepareStaffDay } from './staffSales.service.ts';
import {
  enqueueWaitingDayRows,
  prepareDailyVoucher,
  type SendDeps,
  workDayRows,
} from './vouchers.service.ts';

const EVERY_MS = 60_000;

/** How far back a closed day still gets its voucher made by the runner. */
const VOUCHER_DAYS = 30;

/**
 * Makes the vouchers of closed days (by the job or by hand) for every connected provider that
 * has none yet, on the venue's mapping (its own, else the shared one), and the day's sales rows
 * of the connected staff scheduling providers (`staff`). Idempotent: the unique (venue, day,
 * integration) index keeps one row. A day the mapping does not cover is left without one; "Send
 * a day" on the integration page names what is unmapped.
 */
export async function prepareClosedDayVouchers(
  db: Queryable,
  now: Date,
  providers: readonly string[],
  staff: ReadonlySet<string> = new Set(),
) {
  if (providers.length === 0) return 0;
  const since = new Date(now.getTime() - VOUCHER_DAYS * 86_400_000);
  const due = rowsOf<{ company_id: string; venue_id: string; accounting_date: string; provider: string }>(
    await db.execute(sql`select distinct z.company_id, z.venue_id, z.accounting_date, c.provider
      from z_reports z join integration_connections c on c.company_id = z.company_id and c.status = 'connected'
      where z.created_at >= ${since.toISOString()} and c.provider in ${providers}
        and not exists (select 1 from vouchers v where v.venue_id = z.venue_id
          and v.accounting_date = z.accounting_date and v.integration = c.provider)
      order by z.accounting_date limit 500`),
  );
  let made = 0;
  for (const row of due) {
    const day = {
      companyId: row.company_id,
      venueId: row.venue_id,
      date: String(row.accounting_date).slice(0, 10),
      provider: row.provider,
    };
    const { voucherId } = staff.has(row.provider)
      ? await prepareStaffDay(db, day)
      : await prepareDailyVoucher(db, {
          ...day,
          mapping: (await mappingOf(db, row.company_id, row.provider, row.venue_id)).mapping,
        });
    if (voucherId) made++;
  }
  return made;
}

/**
 * One round of the books (each instance's tick): enqueue the day closes (jobs of the job queue),
 * make the vouchers of closed days, enqueue the send of every waiting one (a job per integration,
 * venue and day), and the same for the collective invoices of ended months (a job per invoice). Every step only enqueues or makes rows once (singleton keys; the unique
 * venue/day/integration index), so every instance may run it; the jobs do the sending.
 */
export async function runBooks(db: DB, queue: JobQueue, now: Date, depsOf: () => SendDeps) {
  const closes = await enqueueDayCloses(db, queue, now);
  // Read after the close: a missing INTEGRATIONS_KEY (production) stops the vouchers, not the Z-reports.
  const deps = depsOf();
  const staff = Object.keys(deps.staff ?? {});
  const vouchers = await prepareClosedDayVouchers(
    db,
    now,
    [...Object.keys(deps.adapters), ...staff],
    new Set(staff),
  );
  const sends = await enqueueWaitingDayRows(db, queue, deps, now);
  // Collective invoices (issue 47 item 3): each ended month's, then the send of every waiting one.
  const invoices = await prepareMonthlyInvoices(db, now, Object.keys(deps.adapters));
  const invoiceSends = await enqueueWaitingInvoices(db, queue, deps, now);
  return { closes, vouchers, sends, invoices, invoiceSends };
}

/**
 * The books on the job queue: the day-close, voucher and staff-sales workers, and the tick once a
 * minute in this instance.
 */
export async function startBooks(
  queue: JobQueue,
  db: DB,
  everyMs = Number(process.env.BOOKS_POLL_MS) >= 1000 ? Number(process.env.BOOKS_POLL_MS) : EVERY_MS,
  depsOf: () => SendDeps = () => sendDeps(),
): Promise<void> {
  await queue.work<DayCloseJob>(DAY_CLOSE_JOB, async (job) => {
    await runDayClose(db, job, new Date());
  });
  await workDayRows(queue, db, depsOf);
  await workInvoices(queue, db, depsOf);
  queue.every('books', everyMs, () =>
    runBooks(db, queue, new Date(), depsOf).catch((error: unknown) => {
      serverLogger().error('books runner', String(error));
    }),
  );
}
