import { describe, expect, it } from 'vitest';
import {
  bookingDate,
  closeProblem,
  closeRangeProblems,
  isCalendarDate,
  MAX_CLOCK_SKEW_MS,
  MAX_CLOSE_RANGE_DAYS,
  saleTimeProblem,
} from './fiscalDays.ts';

describe('fiscal days', () => {
  it('accepts only real calendar dates', () => {
    for (const ok of ['2026-11-30', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])
      expect(isCalendarDate(ok)).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2026-11-31',
      '0000-00-00',
      '2025-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-1-1',
      'today',
      '',
      null,
    ])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it('books a sale of a closed day into the open day, never into a closed one', () => {
    expect(bookingDate('2026-11-29', '2026-12-01', null)).toBe('2026-11-29');
    expect(bookingDate('2026-11-29', '2026-12-01', '2026-11-28')).toBe('2026-11-29');
    expect(bookingDate('2026-11-28', '2026-12-01', '2026-11-28')).toBe('2026-12-01');
    expect(bookingDate('2001-01-01', '2026-12-01', '2026-11-30')).toBe('2026-12-01');
    // Today already closed: the next day.
    expect(bookingDate('2026-11-30', '2026-12-01', '2026-12-01')).toBe('2026-12-02');
  });

  it('refuses a sale ahead of the clock beyond the skew, or before the venue existed', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(
      saleTimeProblem(new Date(now.getTime() + MAX_CLOCK_SKEW_MS), now, '2026-12-01', '2026-01-01'),
    ).toBeNull();
    expect(
      saleTimeProblem(new Date(now.getTime() + MAX_CLOCK_SKEW_MS + 1), now, '2026-12-01', '2026-01-01'),
    ).toBe('saleInFuture');
    expect(saleTimeProblem(new Date('2001-01-01T12:00:00Z'), now, '2001-01-01', '2026-01-01')).toBe(
      'saleBeforeVenue',
    );
  });

  it('closes days in order', () => {
    expect(closeProblem('2026-11-30', true, '2026-11-30', null)).toEqual({ code: 'alreadyClosed' });
    expect(closeProblem('2001-01-01', false, '2026-11-30', null)).toEqual({
      code: 'beforeLastClosed',
      date: '2026-11-30',
    });
    expect(closeProblem('2026-11-30', false, '2026-11-27', '2026-11-28')).toEqual({
      code: 'earlierDayOpen',
      date: '2026-11-28',
    });
    expect(closeProblem('2026-11-28', false, '2026-11-27', '2026-11-28')).toBeNull();
    expect(closeProblem('2026-11-28', false, null, null)).toBeNull();
  });

  it('takes a range to close only of real dates, in order, not in the future, at most a year long', () => {
    const today = '2026-12-02';
    expect(closeRangeProblems('2026-11-28', '2026-12-01', today)).toEqual([]);
    expect(closeRangeProblems('2026-12-02', '2026-12-02', today)).toEqual([]);
    expect(closeRangeProblems('2026-02-30', '2026-11-31', today)).toEqual([
      { field: 'from', code: 'invalidDate' },
      { field: 'to', code: 'invalidDate' },
    ]);
    expect(closeRangeProblems('2026-11-28', '2026-12-03', today)).toEqual([
      { field: 'to', code: 'inFuture' },
    ]);
    expect(closeRangeProblems('2026-11-28', '2026-11-27', today)).toEqual([
      { field: 'to', code: 'endBeforeStart' },
    ]);
    expect(MAX_CLOSE_RANGE_DAYS).toBe(366);
    expect(closeRangeProblems('2025-12-02', '2026-12-02', today)).toEqual([]);
    expect(closeRangeProblems('2025-12-01', '2026-12-02', today)).toEqual([
      { field: 'to', code: 'closeRangeTooLong' },
    ]);
  });
});
