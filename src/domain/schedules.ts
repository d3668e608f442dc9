import { accountingDateWithCutoff, addDays } from './accountingDay.ts';
import { accountingDayStart, type DateRange, shiftUnit, startOfUnit } from './reportRanges.ts';

/**
 * Scheduled reports (issue 20 item 5): a DAILY, WEEKLY or MONTHLY report is mailed once the
 * accounting day (week: Monday to Sunday; month) has closed in the venue's time zone, that is at
 * the start of the next accounting day (05:30 local by default). Across a DST change the instant
 * moves with the wall clock: 05:30 stays 05:30.
 */
export const PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type Period = (typeof PERIODS)[number];

export function isPeriod(value: string): value is Period {
  return (PERIODS as readonly string[]).includes(value);
}

/** The first instant after `after` at which a period has closed. */
export function nextRunAt(period: Period, after: Date, timeZone: string, cutoff?: string | null): Date {
  const today = accountingDateWithCutoff(after, timeZone, cutoff);
  const boundary =
    period === 'DAILY'
      ? addDays(today, 1)
      : period === 'WEEKLY'
        ? addDays(startOfUnit(today, 'WEEK'), 7)
        : shiftUnit(startOfUnit(today, 'MONTH'), 'MONTH', 1);
  return accountingDayStart(boundary, timeZone, cutoff);
}

/** The accounting days a run at `runAt` reports: the day, week or month that closed last. */
export function closedRange(
  period: Period,
  runAt: Date,
  timeZone: string,
  cutoff?: string | null,
): DateRange {
  const last = addDays(accountingDateWithCutoff(runAt, timeZone, cutoff), -1);
  if (period === 'DAILY') return { from: last, to: last };
  return { from: startOfUnit(last, period === 'WEEKLY' ? 'WEEK' : 'MONTH'), to: last };
}

/** After this many failed attempts in a row a run is given up and shown as failed until the next period. */
export const MAX_SEND_ATTEMPTS = 6;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
