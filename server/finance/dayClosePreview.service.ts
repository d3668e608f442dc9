import { asc, eq, inArray, sql } from 'drizzle-orm';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { lastCompleteDay, OPEN_ORDER_STATUSES } from '../../src/domain/dayClose.ts';
import { type CloseProblem, closeProblem, isCalendarDate } from '../../src/domain/fiscalDays.ts';
import { notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { devices, orders, zReports } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { permittedVenue } from '../venues/venues.service.ts';
import { bookOf, earliestOpenDay, lastClosedDay, openDaysWithSales, type Register } from './accountingDay.ts';
import { financeProblem, refuseFinance } from './finance.errors.ts';
import { dayFigures, registerToClose } from './zReports.service.ts';

/** What closing one venue's accounting day would store, read before the owner confirms it. */
export interface DayClosePreview {
  venueId: string;
  venueName: string;
  accountingDate: string;
  /** The venue's open accounting day: a later or equal day is not complete yet. */
  today: string;
  /** The register the preview is for (a registered device of the venue), or null: the register-less sales. */
  register: Register | null;
  /** The venue's registers (its registered devices, by name): the books a close may name. */
  registers: Register[];
  /** The number of the Z-report that already closed the day in this book, else null. */
  closedNumber: number | null;
  /**
   * Why the day cannot be closed yet although it is open: an earlier day with sales is still open
   * (close that one first), or a later day is already closed. Null when it can be closed.
   */
  closeProblem: Exclude<CloseProblem, { code: 'alreadyClosed' }> | null;
  /**
   * With `earlierDayOpen`: the open days with sales from that day to this one, which `closeDays`
   * would close in one call (the confirmation offers it); 0 otherwise.
   */
  openDaysUpTo: number;
  sales: number;
  openOrders: number;
  gross: number;
  vat: number;
  net: number;
  returns: number;
}

/**
 * The figures of a venue's accounting day as its Z-report would hold them, with the orders still
 * open that day and whether it may be closed now. Nothing is stored. Without a day it proposes the
 * one a close can take next: the oldest open day with sales before the last complete one (days
 * close in order, docs/z-report.md), else the last complete day.
 */
export async function dayClosePreview(
  db: Queryable,
  viewer: Viewer,
  args: { venueId: string; accountingDate?: string | null; register?: string | null },
  now = new Date(),
): Promise<DayClosePreview> {
  const venue = await permittedVenue(db, viewer, args.venueId);
  if (!venue) throw notFound();
  const today = accountingDateWithCutoff(now, venue.timezone, venue.accountingCutoff);
  // One book: the register named (its device id), or the venue's register-less sales ('').
  const register = await registerToClose(db, viewer, venue, args.register);
  const book = bookOf(register?.id);
  const lastClosed = await lastClosedDay(db, venue.id, book);
  let date = args.accountingDate || lastCompleteDay(today);
  if (!args.accountingDate) date = (await earliestOpenDay(db, venue, book, lastClosed, date)) ?? date;
  if (!isCalendarDate(date)) refuseFinance([financeProblem('accountingDate', 'invalidDate')]);
  if (date > today) refuseFinance([financeProblem('accountingDate', 'inFuture')]);
  const [figures, [open], [closed], earliestOpen, registers] = await Promise.all([
    dayFigures(db, viewer.companyId, venue, date, 'orders', book),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        ownRows(
          viewer,
          orders,
          eq(orders.venueId, venue.id),
          eq(orders.accountingDate, date),
          inArray(orders.status, [...OPEN_ORDER_STATUSES]),
          sql`coalesce(${orders.registerId}::text, '') = ${book}`,
        ),
      ),
    db
      .select({ number: zReports.number })
      .from(zReports)
      .where(
        ownRows(
          viewer,
          zReports,
          eq(zReports.venueId, venue.id),
          eq(zReports.register, book),
          eq(zReports.accountingDate, date),
        ),
      ),
    earliestOpenDay(db, venue, book, lastClosed, date),
    db
      .select({ id: devices.id, name: devices.name })
      .from(devices)
      .where(ownRows(viewer, devices, eq(devices.venueId, venue.id)))
      .orderBy(asc(devices.name), asc(devices.id)),
  ]);
  const problem = closeProblem(date, Boolean(closed), lastClosed, earliestOpen);
  // Held back by an earlier open day: the days a range close (`closeDays`) from it would close.
  const rangeDays =
    problem?.code === 'earlierDayOpen'
      ? await openDaysWithSales(db, venue, book, lastClosed, { from: problem.date, to: date })
      : [];
  return {
    venueId: venue.id,
    venueName: venue.name,
    register,
    registers,
    accountingDate: date,
    today,
    closedNumber: closed?.number ?? null,
    closeProblem: problem?.code === 'alreadyClosed' ? null : problem,
    openDaysUpTo: rangeDays.length,
    sales: figures.receipts.sales,
    openOrders: Number(open?.count ?? 0),
    gross: figures.totals.gross,
    vat: figures.totals.vat,
    net: figures.totals.net,
    returns: figures.returns.amount,
  };
}
