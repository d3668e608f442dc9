import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  devices,
  orderRefunds,
  orders,
  type VenueRow,
  venues,
  zReports,
} from '../platform/db/schema/index.ts';
import type { JobOptions, JobQueue } from '../platform/jobs/queue.ts';
import { venueFirstDay } from './accountingDay.ts';
import { companyFacts, storeZReport } from './zReports.service.ts';

/** Who closed a day the background job closed (stored in the report: "who closed"). */
export const AUTOMATIC_CLOSER = 'Ordna (automatic close)';

/** How far back a venue's finished days are caught up (after an outage of the job). */
export const CATCH_UP_DAYS = 7;

export interface ClosedDay {
  companyId: string;
  venueId: string;
  /** The book: '' (register-less) or the register's device id. */
  register: string;
  accountingDate: string;
  number: number;
}

/**
 * The finished days of one book of a venue (register-less: '', or a register's device id) that had
 * sales or returns, after its last closed day.
 */
async function daysToClose(db: Queryable, venue: VenueRow, book: string, now: Date): Promise<string[]> {
  const today = accountingDateWithCutoff(now, venue.timezone, venue.accountingCutoff);
  const yesterday = addDays(today, -1);
  const [last] = await db
    .select({ date: sql<string | null>`max(${zReports.accountingDate})` })
    .from(zReports)
    .where(and(eq(zReports.venueId, venue.id), eq(zReports.register, book)));
  // Never close a day before the last closed one: the numbers follow the days. Nor one before the
  // venue existed: sales dated then are imports (the API refuses them), in no register's record.
  const window = addDays(yesterday, -(CATCH_UP_DAYS - 1));
  const first = venueFirstDay(venue);
  const floor = first > window ? first : window;
  const from = last?.date && last.date >= floor ? addDays(last.date, 1) : floor;
  if (from > yesterday) return [];
  const ofBook = sql`coalesce(${orders.registerId}::text, '') = ${book}`;
  const sold = await db
    .selectDistinct({ date: orders.accountingDate })
    .from(orders)
    .where(
      and(
        eq(orders.venueId, venue.id),
        ofBook,
        gte(orders.accountingDate, from),
        lte(orders.accountingDate, yesterday),
        sql`finance_counts(${orders.status})`,
      ),
    );
  const returned = await db
    .selectDistinct({ date: orderRefunds.accountingDate })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orders.venueId, venue.id),
        ofBook,
        gte(orderRefunds.accountingDate, from),
        lte(orderRefunds.accountingDate, yesterday),
      ),
    );
  const days = new Set([...sold, ...returned].map((row) => row.date));
  return [...days].filter((d) => d >= from && d <= yesterday).sort();
}

/** The venue's books: the register-less one and each register that took a sale in the catch-up window. */
async function booksOf(db: Queryable, venue: VenueRow, now: Date): Promise<string[]> {
  const since = addDays(
    accountingDateWithCutoff(now, venue.timezone, venue.accountingCutoff),
    -CATCH_UP_DAYS,
  );
  const registers = await db
    .selectDistinct({ id: orders.registerId })
    .from(orders)
    .where(
      and(
        eq(orders.venueId, venue.id),
        gte(orders.accountingDate, since),
        sql`${orders.registerId} is not null`,
      ),
    );
  return ['', ...registers.flatMap((r) => (r.id ? [r.id] : []))];
}

/**
 * The background close (issue 20: "created at the day's close by the background job"): every
 * venue's finished accounting days with sales or returns get their Z-report, oldest first. Always
 * on (the spec has no setting to turn it off; a day without sales needs no report). Idempotent
 * with the manual close and across instances: `storeZReport` takes the venue's counter row lock
 * and stores nothing for a day already closed, so two runners, or a runner and a terminal's
 * CLOSE_DAY, close a day once. The clock is a parameter (tests move it). The server runs it as
 * jobs of the job queue (`enqueueDayCloses`, `runDayClose`); "Send a day" calls it directly.
 */
export async function closeFinishedDays(db: Queryable, now = new Date()): Promise<ClosedDay[]> {
  const closed: ClosedDay[] = [];
  const open = await db.select().from(venues).where(eq(venues.deleted, false));
  for (const venue of open) closed.push(...(await closeVenueDays(db, venue, now)));
  return closed;
}

/** A venue's finished days, oldest first (one venue's days in one job: the numbers follow the days). */
async function closeVenueDays(db: Queryable, venue: VenueRow, now: Date): Promise<ClosedDay[]> {
  const closed: ClosedDay[] = [];
  // A company without its legally required facts (organisation number) gets no Z-report until it
  // adds them; the close by hand says why.
  const facts = await companyFacts(db, venue.companyId);
  if (!facts.orgNumber || !facts.legalName) return closed;
  for (const book of await booksOf(db, venue, now)) {
    const name = book ? ((await registerNameOf(db, book)) ?? '') : '';
    for (const date of await daysToClose(db, venue, book, now)) {
      const row = await storeZReport(
        db,
        {
          companyId: venue.companyId,
          venue,
          date,
          register: book,
          registerName: name,
          closedBy: AUTOMATIC_CLOSER,
        },
        now,
      );
      if (row)
        closed.push({
          companyId: venue.companyId,
          venueId: venue.id,
          register: book,
          accountingDate: date,
          number: row.number,
        });
    }
  }
  return closed;
}

async function registerNameOf(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.select({ name: devices.name }).from(devices).where(eq(devices.id, id));
  return row?.name ?? null;
}

/** The queue's day-close job: one venue's finished days. */
export const DAY_CLOSE_JOB = 'books.day-close';
export interface DayCloseJob {
  venueId: string;
}
export const DAY_CLOSE_RETRIES: JobOptions = { retryLimit: 4, retryDelaySeconds: 60, retryBackoff: true };

/**
 * The day close on the job queue: each instance's scan enqueues one job per venue with days to
 * close, keyed by venue and last finished day, so two instances enqueue one; the job closes them
 * through `storeZReport` (the counter row lock: a job that runs twice, or meets a terminal's
 * CLOSE_DAY, stores nothing for a day already closed).
 */
export async function enqueueDayCloses(db: Queryable, queue: JobQueue, now = new Date()): Promise<number> {
  let enqueued = 0;
  const open = await db.select().from(venues).where(eq(venues.deleted, false));
  for (const venue of open) {
    let last: string | undefined;
    for (const book of await booksOf(db, venue, now)) {
      const day = (await daysToClose(db, venue, book, now)).at(-1);
      if (day && (!last || day > last)) last = day;
    }
    if (!last) continue;
    const job: DayCloseJob = { venueId: venue.id };
    if (await queue.send(DAY_CLOSE_JOB, job, { ...DAY_CLOSE_RETRIES, singletonKey: `${venue.id}@${last}` }))
      enqueued++;
  }
  return enqueued;
}

export async function runDayClose(db: Queryable, job: DayCloseJob, now = new Date()): Promise<ClosedDay[]> {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, job.venueId), eq(venues.deleted, false)));
  return venue ? closeVenueDays(db, venue, now) : [];
}
