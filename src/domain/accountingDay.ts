import { DEFAULT_TIMEZONE } from './countries.ts';
import { zonedDateTime, zonedToInstant } from './zonedTime.ts';

/**
 * Spec section 9: the accounting day runs from 05:30 to 05:29:59.999 the next day in the venue
 * time zone (default Europe/Stockholm). Used by vouchers, reports and Z-reports.
 */
export const ACCOUNTING_DAY_START = '05:30:00.000';
export const ACCOUNTING_DAY_END = '05:29:59.999';
/** Spec section 9: the failed-voucher window. */
export const VOUCHER_WINDOW_DAYS = 30;

function zone(timeZone: string | null | undefined): string {
  return timeZone || DEFAULT_TIMEZONE;
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return utc.toISOString().slice(0, 10);
}

/** The accounting day (YYYY-MM-DD) an instant belongs to: before 05:30 local it is still yesterday. */
export function accountingDate(instant: Date, timeZone?: string | null): string {
  const { date, time } = zonedDateTime(instant, zone(timeZone));
  return time < ACCOUNTING_DAY_START ? addDays(date, -1) : date;
}

/** The first and last millisecond of an accounting day, as instants. */
export function accountingDayRange(date: string, timeZone?: string | null): { start: Date; end: Date } {
  const tz = zone(timeZone);
  return {
    start: zonedToInstant(`${date}T${ACCOUNTING_DAY_START}`, tz),
    end: zonedToInstant(`${addDays(date, 1)}T${ACCOUNTING_DAY_END}`, tz),
  };
}

/**
 * The range getVouchers is asked for (spec section 7): from the start of the accounting day
 * 30 days ago to the end of today's accounting day.
 */
export function voucherWindow(now: Date, timeZone?: string | null): { startDate: Date; endDate: Date } {
  const today = accountingDate(now, timeZone);
  return {
    startDate: accountingDayRange(addDays(today, -VOUCHER_WINDOW_DAYS), timeZone).start,
    endDate: accountingDayRange(today, timeZone).end,
  };
}

/** Spec section 4: true when any voucher in the window failed; other statuses are not shown. */
export function hasFailedVoucher(vouchers: readonly { status: string }[]): boolean {
  return vouchers.some((voucher) => voucher.status === 'failed');
}

/** The default start of the accounting day (spec section 9); a venue may set its own. */
export const DEFAULT_ACCOUNTING_CUTOFF = '05:30';

/** A cut-off `HH:MM` (00:00–23:59), or null when malformed. */
export function parseCutoff(value: string | null | undefined): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value ?? '');
  return match ? `${match[1]}:${match[2]}` : null;
}

/**
 * The accounting day of an instant for a venue's own cut-off (`HH:MM`, default 05:30): before
 * the cut-off in the venue's time zone it is still the previous day.
 */
export function accountingDateWithCutoff(
  instant: Date,
  timeZone?: string | null,
  cutoff?: string | null,
): string {
  const start = `${parseCutoff(cutoff) ?? DEFAULT_ACCOUNTING_CUTOFF}:00.000`;
  const { date, time } = zonedDateTime(instant, zone(timeZone));
  return time < start ? addDays(date, -1) : date;
}
