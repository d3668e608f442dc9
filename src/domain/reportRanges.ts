import { addDays, DEFAULT_ACCOUNTING_CUTOFF, parseCutoff } from './accountingDay.ts';
import { DEFAULT_TIMEZONE } from './countries.ts';
import { zonedHour, zonedToInstant } from './zonedTime.ts';

/**
 * The reporting ranges of spec section 9 (issue 20): today, the current or last N days, weeks,
 * months, quarters and years, and all time from 2017-04-01. Weeks start on Monday. A range is a
 * pair of accounting dates (YYYY-MM-DD, both included); `rangeInstants` turns it into the first
 * and last millisecond for a venue's time zone and cut-off.
 */
export const ALL_TIME_START = '2017-04-01';
/** The longest custom range a report or the dashboard accepts (all time is its own preset). */
export const MAX_RANGE_DAYS = 1_830;
/** The largest N of the "current/last N units" helpers. */
export const MAX_RANGE_COUNT = 60;

export const RANGE_UNITS = ['DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR'] as const;
export type RangeUnit = (typeof RANGE_UNITS)[number];

export interface DateRange {
  /** First accounting day, included. */
  from: string;
  /** Last accounting day, included. */
  to: string;
}

function parts(date: string): [number, number, number] {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return [y, m, d];
}
function ymd(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday (ISO). */
export function isoWeekday(date: string): number {
  const [y, m, d] = parts(date);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first day of the unit that holds `date` (weeks start on Monday). */
export function startOfUnit(date: string, unit: RangeUnit): string {
  const [y, m] = parts(date);
  switch (unit) {
    case 'DAY':
      return date;
    case 'WEEK':
      return addDays(date, 1 - isoWeekday(date));
    case 'MONTH':
      return ymd(y, m, 1);
    case 'QUARTER':
      return ymd(y, m - ((m - 1) % 3), 1);
    case 'YEAR':
      return ymd(y, 1, 1);
  }
}

/** Moves the start of a unit by `n` units (negative goes back). */
export function shiftUnit(start: string, unit: RangeUnit, n: number): string {
  const [y, m, d] = parts(start);
  switch (unit) {
    case 'DAY':
      return addDays(start, n);
    case 'WEEK':
      return addDays(start, 7 * n);
    case 'MONTH':
      return ymd(y, m + n, d);
    case 'QUARTER':
      return ymd(y, m + 3 * n, d);
    case 'YEAR':
      return ymd(y + n, m, d);
  }
}

/** Today's accounting day only. */
export function todayRange(today: string): DateRange {
  return { from: today, to: today };
}

/** The current unit and the N−1 before it, up to today (current week = Monday to today). */
export function currentRange(today: string, unit: RangeUnit, n = 1): DateRange {
  return { from: shiftUnit(startOfUnit(today, unit), unit, -(n - 1)), to: today };
}

/** The N whole units before the current one (last week = the previous Monday to Sunday). */
export function lastRange(today: string, unit: RangeUnit, n = 1): DateRange {
  const current = startOfUnit(today, unit);
  return { from: shiftUnit(current, unit, -n), to: addDays(current, -1) };
}

/** From 2017-04-01 to today. */
export function allTimeRange(today: string): DateRange {
  return { from: ALL_TIME_START, to: today };
}

/** The number of days in a range, both ends included. */
export function rangeDays(range: DateRange): number {
  const [fy, fm, fd] = parts(range.from);
  const [ty, tm, td] = parts(range.to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000) + 1;
}

/** The range of the same length that ends the day before `range` starts (for comparisons). */
export function previousRange(range: DateRange): DateRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

export type RangeProblem = 'invalidDate' | 'endBeforeStart' | 'beforeAllTime' | 'tooLong' | 'inFuture';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function validDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const [y, m, d] = parts(date);
  return ymd(y, m, d) === date;
}

/**
 * Why a range is refused, or null: malformed dates, the end before the start, a start before
 * 2017-04-01, an end after today, or longer than MAX_RANGE_DAYS (unless it is all time).
 */
export function checkRange(range: DateRange, today: string): RangeProblem | null {
  if (!validDate(range.from) || !validDate(range.to)) return 'invalidDate';
  if (range.to < range.from) return 'endBeforeStart';
  if (range.from < ALL_TIME_START) return 'beforeAllTime';
  if (range.to > today) return 'inFuture';
  if (range.from !== ALL_TIME_START && rangeDays(range) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** The instant an accounting day starts for a time zone and cut-off (HH:MM, default 05:30). */
export function accountingDayStart(date: string, timeZone?: string | null, cutoff?: string | null): Date {
  const start = parseCutoff(cutoff) ?? DEFAULT_ACCOUNTING_CUTOFF;
  return zonedToInstant(`${date}T${start}:00.000`, timeZone || DEFAULT_TIMEZONE);
}

/**
 * The first and last millisecond of a range of accounting days. The end is one millisecond before
 * the next day's start, so a day across a DST change is 23 or 25 hours long.
 */
export function rangeInstants(
  range: DateRange,
  timeZone?: string | null,
  cutoff?: string | null,
): { start: Date; end: Date } {
  return {
    start: accountingDayStart(range.from, timeZone, cutoff),
    end: new Date(accountingDayStart(addDays(range.to, 1), timeZone, cutoff).getTime() - 1),
  };
}

/** The hour (0–23) of an instant on the venue's wall clock. */
export function localHour(instant: Date, timeZone?: string | null): number {
  return zonedHour(instant, timeZone || DEFAULT_TIMEZONE);
}

/** ISO week number and its year (week 53 exists in years such as 2020 and 2026). */
export function isoWeek(date: string): { year: number; week: number } {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const [y] = parts(thursday);
  const week = Math.floor((rangeDays({ from: ymd(y, 1, 1), to: thursday }) - 1) / 7) + 1;
  return { year: y, week };
}

/** The accounting days of a range, in order. */
export function daysOf(range: DateRange): string[] {
  const out: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** Up to this many days, sales over time are drawn a day per bar; beyond, a month per bar. */
export const DAILY_BUCKETS_UP_TO = 92;

/**
 * The buckets of the dashboard's "sales over time" chart for a range: each day (`YYYY-MM-DD`) up
 * to three months, else each month (`YYYY-MM`), oldest first, every one present (a quiet day is a
 * bar of zero, not a gap).
 */
export function timeBuckets(range: DateRange): { unit: 'DAY' | 'MONTH'; keys: string[] } {
  const days = rangeDays(range);
  if (days <= DAILY_BUCKETS_UP_TO)
    return { unit: 'DAY', keys: Array.from({ length: days }, (_, i) => addDays(range.from, i)) };
  const keys: string[] = [];
  for (let month = startOfUnit(range.from, 'MONTH'); month <= range.to; month = shiftUnit(month, 'MONTH', 1))
    keys.push(month.slice(0, 7));
  return { unit: 'MONTH', keys };
}
