import { eq, or, sql } from 'drizzle-orm';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import {
  bookingDate,
  countsAsSale,
  type SaleTimeProblem,
  saleTimeProblem,
} from '../../src/domain/fiscalDays.ts';
import { isUuid } from '../platform/api/versioned.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { devices, type OrderRow, orderRefunds, type VenueRow, venues } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { rowsOf } from './rollups.ts';

/**
 * Which accounting day a sale or a return is booked into, and which register's book it belongs to
 * (issue 40 items 2 and 3; docs/z-report.md). A book is a venue and one register (a registered
 * device of the venue), or the venue's register-less book (''): every sale is in exactly one book,
 * and each book has its own Z-reports, numbers and grand totals.
 */

export interface Register {
  id: string;
  name: string;
}

/** The book key of a register: its device id, or '' for the venue's register-less book. */
export function bookOf(registerId: string | null | undefined): string {
  return registerId ?? '';
}

/** A registered device of the venue, named by its id or its name; null when the venue has none such. */
export async function findRegister(
  db: Queryable,
  companyId: string,
  venueId: string,
  ref: string,
): Promise<Register | null> {
  const wanted = ref.trim();
  if (!wanted) return null;
  const [row] = await db
    .select({ id: devices.id, name: devices.name })
    .from(devices)
    .where(
      ownRows(
        { companyId },
        devices,
        eq(devices.venueId, venueId),
        isUuid(wanted) ? or(eq(devices.id, wanted), eq(devices.name, wanted)) : eq(devices.name, wanted),
      ),
    )
    .orderBy(devices.createdAt)
    .limit(1);
  return row ?? null;
}

/** The venue's first accounting day (the day it was created). */
export function venueFirstDay(venue: VenueRow): string {
  return accountingDateWithCutoff(venue.createdAt, venue.timezone, venue.accountingCutoff);
}

/** The natural accounting day of an instant at the venue. */
export function dayAt(venue: VenueRow, at: Date): string {
  return accountingDateWithCutoff(at, venue.timezone, venue.accountingCutoff);
}

/** The last closed day of a book, or null when it has no Z-report yet. */
export async function lastClosedDay(db: Queryable, venueId: string, book: string): Promise<string | null> {
  const [row] = rowsOf<{ date: string | null }>(
    await db.execute(sql`select max(accounting_date) as date from z_reports
      where venue_id = ${venueId} and register = ${book}`),
  );
  return row?.date ?? null;
}

/**
 * The book's last closed day read inside a writer's transaction, after a share lock on the book's
 * Z counter row (when it has one): a close of that book (which locks the row for update) waits
 * for the sale, or the sale waits for the close and then sees the day closed.
 */
async function lockedLastClosedDay(tx: Queryable, venueId: string, book: string): Promise<string | null> {
  await tx.execute(
    sql`select 1 from z_report_counters where venue_id = ${venueId} and register = ${book} for share`,
  );
  return lastClosedDay(tx, venueId, book);
}

/** What `createOrder` checks about a sale's time and register before it writes anything. */
export async function saleBookProblems(
  db: Queryable,
  companyId: string,
  venue: VenueRow,
  input: { register?: string | null; createdAt: Date },
  now: Date,
): Promise<{
  problems: { field: string; code: SaleTimeProblem | 'unknownRegister' }[];
  registerId: string | null;
}> {
  const problems: { field: string; code: SaleTimeProblem | 'unknownRegister' }[] = [];
  const timing = saleTimeProblem(input.createdAt, now, dayAt(venue, input.createdAt), venueFirstDay(venue));
  if (timing) problems.push({ field: 'createdAt', code: timing });
  let registerId: string | null = null;
  if (input.register?.trim()) {
    const register = await findRegister(db, companyId, venue.id, input.register);
    if (register) registerId = register.id;
    else problems.push({ field: 'register', code: 'unknownRegister' });
  }
  return { problems, registerId };
}

/**
 * The day a sale at `at`, received `now`, is booked into, read in the sale's own transaction: its
 * own day while that is open, else the open day (a late receipt keeps its original time).
 */
export async function bookedSaleDay(
  tx: Queryable,
  venue: VenueRow,
  registerId: string | null,
  at: Date,
  now: Date,
): Promise<string> {
  const last = await lockedLastClosedDay(tx, venue.id, bookOf(registerId));
  return bookingDate(dayAt(venue, at), dayAt(venue, now), last);
}

async function venueOf(tx: Queryable, order: OrderRow): Promise<VenueRow> {
  const [venue] = await tx.select().from(venues).where(eq(venues.id, order.venueId));
  if (!venue) throw new Error('order without venue');
  return venue;
}

/** The day a return made `now` on an order is booked into: today, or the open day when today is closed. */
export async function bookedReturnDay(tx: Queryable, order: OrderRow, now: Date): Promise<string> {
  const venue = await venueOf(tx, order);
  const last = await lockedLastClosedDay(tx, venue.id, bookOf(order.registerId));
  const today = dayAt(venue, now);
  return bookingDate(today, today, last);
}

/**
 * A sale already counted in a closed Z-report that is cancelled (or rejected) afterwards: the
 * closed report keeps it, and the open day gets a return of what it counted (method CANCELLED,
 * no money moves), so the books balance without touching the closed day. Null when the order's
 * day is still open (the cancel simply takes it out of that day).
 */
export async function returnForCancelledSale(
  tx: Queryable,
  order: OrderRow,
  to: string,
  who: { userId: string | null; name: string },
  now: Date,
): Promise<{ amount: number; accountingDate: string } | null> {
  if (!countsAsSale(order.status) || countsAsSale(to)) return null;
  const venue = await venueOf(tx, order);
  const last = await lockedLastClosedDay(tx, venue.id, bookOf(order.registerId));
  if (!last || order.accountingDate > last) return null;
  const amount = order.total - order.refunded;
  if (amount <= 0) return null;
  const today = dayAt(venue, now);
  const accountingDate = bookingDate(today, today, last);
  await tx.insert(orderRefunds).values({
    companyId: order.companyId,
    orderId: order.id,
    amount,
    lines: [],
    reason: 'cancelled',
    status: 'done',
    method: 'CANCELLED',
    accountingDate,
    userId: who.userId,
    byName: who.name,
    createdAt: now,
  });
  return { amount, accountingDate };
}

/**
 * The accounting days of a book with sales or returns, after `after` and up to `upTo` (both
 * YYYY-MM-DD): a subquery with one column, `d`. The one definition of "a day with sales" that holds
 * a close back (`earliestOpenDay`) and that a range close takes (`openDaysWithSales`).
 */
function salesDays(venueId: string, book: string, after: string, upTo: string) {
  return sql`select o.accounting_date as d from orders o
        where o.venue_id = ${venueId} and coalesce(o.register_id::text, '') = ${book}
          and o.accounting_date > ${after} and o.accounting_date <= ${upTo} and finance_counts(o.status)
      union
      select r.accounting_date from order_refunds r join orders o on o.id = r.order_id
        where o.venue_id = ${venueId} and coalesce(o.register_id::text, '') = ${book}
          and r.accounting_date > ${after} and r.accounting_date <= ${upTo}`;
}

/**
 * Where a book's open days start: after its last closed day, and from the venue's first day on.
 * Sales dated before the venue existed are imports (the API refuses them, the automatic close
 * skips them) and belong to no register's record: they never hold a day back, also after one of
 * their days was closed by hand.
 */
function openAfter(venue: VenueRow, lastClosed: string | null): string {
  const beforeFirst = addDays(venueFirstDay(venue), -1);
  return lastClosed && lastClosed > beforeFirst ? lastClosed : beforeFirst;
}

/** The oldest day of a book with sales or returns that is still open and before `date`. */
export async function earliestOpenDay(
  db: Queryable,
  venue: VenueRow,
  book: string,
  lastClosed: string | null,
  date: string,
): Promise<string | null> {
  const after = openAfter(venue, lastClosed);
  if (after >= date) return null;
  const [row] = rowsOf<{ date: string | null }>(
    await db.execute(
      sql`select min(d) as date from (${salesDays(venue.id, book, after, addDays(date, -1))}) days`,
    ),
  );
  return row?.date ?? null;
}

/** The open days of a book with sales or returns from `from` to `to`, oldest first (a range close). */
export async function openDaysWithSales(
  db: Queryable,
  venue: VenueRow,
  book: string,
  lastClosed: string | null,
  range: { from: string; to: string },
): Promise<string[]> {
  const open = openAfter(venue, lastClosed);
  const dayBefore = addDays(range.from, -1);
  const after = open > dayBefore ? open : dayBefore;
  if (after >= range.to) return [];
  const rows = rowsOf<{ d: string }>(
    await db.execute(sql`select d from (${salesDays(venue.id, book, after, range.to)}) days order by d`),
  );
  return rows.map((row) => row.d);
}
