import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountingDate,
  accountingDayRange,
  addDays,
  hasFailedVoucher,
  voucherWindow,
} from './accountingDay.ts';

describe('accounting day (05:30 to 05:29:59.999, venue time zone)', () => {
  it('belongs to yesterday before 05:30 local time and to today from 05:30', () => {
    // 2026-03-10 05:29:59.999 in Stockholm (UTC+1) is 04:29:59.999Z.
    expect(accountingDate(new Date('2026-03-10T04:29:59.999Z'), 'Europe/Stockholm')).toBe('2026-03-09');
    expect(accountingDate(new Date('2026-03-10T04:30:00.000Z'), 'Europe/Stockholm')).toBe('2026-03-10');
    // Same instant, London (UTC+0): 04:30 is still the previous accounting day.
    expect(accountingDate(new Date('2026-03-10T04:30:00.000Z'), 'Europe/London')).toBe('2026-03-09');
  });

  it('defaults to Europe/Stockholm', () => {
    expect(accountingDate(new Date('2026-03-10T04:30:00.000Z'), null)).toBe('2026-03-10');
  });

  it('spans 05:30 to 05:29:59.999 next day, also across a DST change', () => {
    const { start, end } = accountingDayRange('2026-03-10', 'Europe/Stockholm');
    expect(start.toISOString()).toBe('2026-03-10T04:30:00.000Z');
    expect(end.toISOString()).toBe('2026-03-11T04:29:59.999Z');
    // Summer time starts 2026-03-29 at 02:00 in Stockholm: that day is an hour shorter.
    const dst = accountingDayRange('2026-03-28', 'Europe/Stockholm');
    expect(dst.start.toISOString()).toBe('2026-03-28T04:30:00.000Z');
    expect(dst.end.toISOString()).toBe('2026-03-29T03:29:59.999Z');
  });

  it('puts every instant inside the range of its own accounting day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.constantFrom('Europe/Stockholm', 'Europe/London', 'Europe/Madrid', 'Europe/Istanbul'),
        (instant, tz) => {
          const { start, end } = accountingDayRange(accountingDate(instant, tz), tz);
          return start.getTime() <= instant.getTime() && instant.getTime() <= end.getTime();
        },
      ),
    );
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('voucher window', () => {
  it('runs from the start of the accounting day 30 days ago to the end of today', () => {
    const now = new Date('2026-04-15T10:00:00.000Z'); // 12:00 in Stockholm (summer time)
    const { startDate, endDate } = voucherWindow(now, 'Europe/Stockholm');
    expect(startDate.toISOString()).toBe('2026-03-16T04:30:00.000Z');
    expect(endDate.toISOString()).toBe('2026-04-16T03:29:59.999Z');
  });

  it('counts only failed vouchers', () => {
    expect(hasFailedVoucher([{ status: 'exported' }, { status: 'pending' }])).toBe(false);
    expect(hasFailedVoucher([{ status: 'exported' }, { status: 'failed' }])).toBe(true);
    expect(hasFailedVoucher([])).toBe(false);
  });
});
