import { addDays } from './accountingDay.ts';

/**
 * The rules that keep a closed accounting day closed (issue 40 items 2, 3 and 8; docs/z-report.md,
 * "Closed days stay closed"). Pure: the server reads the facts (the last closed day of a book, the
 * venue's creation day) and these decide.
 */

/** The statuses whose orders count as sales (SQL `finance_counts`, migration 0014). */
export const COUNTED_STATUSES: readonly string[] = [
  'ACCEPTED',
  'FINALIZING',
  'READY',
  'DELIVERING',
  'COMPLETED',
  'REFUNDED',
];

export function countsAsSale(status: string): boolean {
  return COUNTED_STATUSES.includes(status);
}

/** How far a till's clock may run ahead of the server's before its sale is refused as "in the future". */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** A real calendar date written `YYYY-MM-DD` (year 0001–9999): 2026-02-30, 2026-11-31 and 0000-00-00 are not. */
export function isCalendarDate(value: string | null | undefined): value is string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The accounting day a sale (or a return) is booked into. Its natural day is the day of its own
 * instant; when that day is already closed for its book (venue and register), it is a late
 * receipt and goes into the open day: the day it reached the server, or the day after the last
 * closed one when that day is closed too. A closed day therefore never gains a receipt.
 */
export function bookingDate(natural: string, receivedDay: string, lastClosed: string | null): string {
  if (!lastClosed || natural > lastClosed) return natural;
  const next = addDays(lastClosed, 1);
  return receivedDay > lastClosed ? receivedDay : next;
}

export type SaleTimeProblem = 'saleInFuture' | 'saleBeforeVenue';

/**
 * A sale's own time checked against the server's clock and the venue's life: ahead of now by more
 * than the clock skew, or on an accounting day before the venue's first, is refused.
 */
export function saleTimeProblem(
  at: Date,
  now: Date,
  day: string,
  venueFirstDay: string,
): SaleTimeProblem | null {
  if (at.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) return 'saleInFuture';
  if (day < venueFirstDay) return 'saleBeforeVenue';
  return null;
}

/** Why a day cannot be closed (beside a bad or future date), or null. */
export type CloseProblem =
  | { code: 'alreadyClosed' }
  | { code: 'beforeLastClosed'; date: string }
  | { code: 'earlierDayOpen'; date: string };

/**
 * The close order of one book: never a day already closed, never a day before the last closed
 * one (its sales were booked into the open day), never while an earlier day with sales is open
 * (`earliestOpen`: the oldest day with sales after the last closed one, or null).
 */
export function closeProblem(
  date: string,
  closed: boolean,
  lastClosed: string | null,
  earliestOpen: string | null,
): CloseProblem | null {
  if (closed) return { code: 'alreadyClosed' };
  if (lastClosed && date < lastClosed) return { code: 'beforeLastClosed', date: lastClosed };
  if (earliestOpen && earliestOpen < date) return { code: 'earlierDayOpen', date: earliestOpen };
  return null;
}

/** The most days one range close (`closeDays`) takes: a year, leap day included. */
export const MAX_CLOSE_RANGE_DAYS = 366;

export interface CloseRangeProblem {
  field: 'from' | 'to';
  code: 'invalidDate' | 'inFuture' | 'endBeforeStart' | 'closeRangeTooLong';
}

/**
 * What is wrong with a range of accounting days to close in one call (issue 40 item 3): both ends
 * real calendar dates, none after `today`, `from` not after `to`, at most MAX_CLOSE_RANGE_DAYS days.
 */
export function closeRangeProblems(from: string, to: string, today: string): CloseRangeProblem[] {
  const problems: CloseRangeProblem[] = [];
  if (!isCalendarDate(from)) problems.push({ field: 'from', code: 'invalidDate' });
  if (!isCalendarDate(to)) problems.push({ field: 'to', code: 'invalidDate' });
  if (problems.length) return problems;
  if (to > today) return [{ field: 'to', code: 'inFuture' }];
  if (to < from) return [{ field: 'to', code: 'endBeforeStart' }];
  if (addDays(from, MAX_CLOSE_RANGE_DAYS - 1) < to) return [{ field: 'to', code: 'closeRangeTooLong' }];
  return [];
}
