import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, addDays } from './accountingDay.ts';
import {
  allTimeRange,
  checkRange,
  currentRange,
  daysOf,
  isoWeek,
  isoWeekday,
  lastRange,
  localHour,
  previousRange,
  RANGE_UNITS,
  rangeDays,
  rangeInstants,
  startOfUnit,
  timeBuckets,
  todayRange,
} from './reportRanges.ts';

describe('range helpers (weeks start on Monday)', () => {
  const today = '2026-11-24'; // a Tuesday

  it('today is one accounting day', () => {
    expect(todayRange(today)).toEqual({ from: today, to: today });
  });

  it('current units run from the unit start to today', () => {
    expect(currentRange(today, 'DAY', 7)).toEqual({ from: '2026-11-18', to: today });
    expect(currentRange(today, 'WEEK')).toEqual({ from: '2026-11-23', to: today });
    expect(currentRange(today, 'WEEK', 2)).toEqual({ from: '2026-11-16', to: today });
    expect(currentRange(today, 'MONTH')).toEqual({ from: '2026-11-01', to: today });
    expect(currentRange(today, 'QUARTER')).toEqual({ from: '2026-10-01', to: today });
    expect(currentRange(today, 'YEAR')).toEqual({ from: '2026-01-01', to: today });
    expect(currentRange(today, 'QUARTER', 2)).toEqual({ from: '2026-07-01', to: today });
  });

  it('last units are whole units before the current one', () => {
    expect(lastRange(today, 'DAY')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(lastRange(today, 'WEEK')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(lastRange(today, 'MONTH', 3)).toEqual({ from: '2026-08-01', to: '2026-10-31' });
    expect(lastRange(today, 'QUARTER')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(lastRange(today, 'YEAR')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('a Sunday belongs to the week that started on the Monday before', () => {
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(startOfUnit('2026-11-29', 'WEEK')).toBe('2026-11-23');
    expect(startOfUnit('2026-11-23', 'WEEK')).toBe('2026-11-23');
  });

  it('knows leap years: February 2024 has 29 days, 2100 is not a leap year', () => {
    expect(lastRange('2024-03-15', 'MONTH')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(lastRange('2026-03-15', 'MONTH')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastRange('2100-03-01', 'MONTH')).toEqual({ from: '2100-02-01', to: '2100-02-28' });
    expect(rangeDays(lastRange('2025-01-10', 'YEAR'))).toBe(366);
  });

  it('counts ISO weeks, week 53 included', () => {
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeek('2020-12-31')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2025-12-29')).toEqual({ year: 2026, week: 1 });
    // The week 53 of 2026 is a whole Monday-to-Sunday week across the new year.
    expect(currentRange('2027-01-03', 'WEEK')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('all time starts on 2017-04-01', () => {
    expect(allTimeRange(today)).toEqual({ from: '2017-04-01', to: today });
    expect(checkRange(allTimeRange(today), today)).toBeNull();
  });

  it('the previous period has the same length and ends the day before', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-24' })).toEqual({
      from: '2026-10-08',
      to: '2026-10-31',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 400 }), (offset, length) => {
        const from = addDays('2018-01-01', offset);
        const range = { from, to: addDays(from, length) };
        const previous = previousRange(range);
        return rangeDays(previous) === rangeDays(range) && addDays(previous.to, 1) === range.from;
      }),
    );
  });

  it('every helper gives a valid range that holds today or ends just before the current unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2200, max: 4000 }),
        fc.constantFrom(...RANGE_UNITS),
        fc.integer({ min: 1, max: 4 }),
        (offset, unit, n) => {
          const day = addDays('2017-04-01', offset);
          const current = currentRange(day, unit, n);
          const last = lastRange(day, unit, n);
          return (
            current.to === day &&
            current.from <= day &&
            last.to < startOfUnit(day, unit) &&
            addDays(last.to, 1) === startOfUnit(day, unit) &&
            checkRange(current, day) === null &&
            checkRange(last, day) === null
          );
        },
      ),
    );
  });
});

describe('refused ranges', () => {
  const today = '2026-11-24';
  it('says why', () => {
    expect(checkRange({ from: '2026-11-10', to: '2026-11-01' }, today)).toBe('endBeforeStart');
    expect(checkRange({ from: '2017-03-31', to: '2017-04-02' }, today)).toBe('beforeAllTime');
    expect(checkRange({ from: '2026-11-01', to: '2026-11-25' }, today)).toBe('inFuture');
    expect(checkRange({ from: '2018-01-01', to: '2026-01-01' }, today)).toBe('tooLong');
    expect(checkRange({ from: '2026-02-30', to: '2026-03-01' }, today)).toBe('invalidDate');
    expect(checkRange({ from: 'yesterday', to: '2026-03-01' }, today)).toBe('invalidDate');
  });
});

describe('accounting-day edges and DST', () => {
  it('05:29:59.999 is the previous day, 05:30 the new one', () => {
    // Stockholm winter time is UTC+1.
    expect(accountingDateWithCutoff(new Date('2026-11-24T04:29:59.999Z'), 'Europe/Stockholm', '05:30')).toBe(
      '2026-11-23',
    );
    expect(accountingDateWithCutoff(new Date('2026-11-24T04:30:00.000Z'), 'Europe/Stockholm', '05:30')).toBe(
      '2026-11-24',
    );
    // Oslo has the same offset; a venue with a 04:00 cut-off closes earlier.
    expect(accountingDateWithCutoff(new Date('2026-11-24T03:30:00.000Z'), 'Europe/Oslo', '04:00')).toBe(
      '2026-11-24',
    );
  });

  it('a range of days ends one millisecond before the next day starts', () => {
    const { start, end } = rangeInstants(
      { from: '2026-11-23', to: '2026-11-23' },
      'Europe/Stockholm',
      '05:30',
    );
    expect(start.toISOString()).toBe('2026-11-23T04:30:00.000Z');
    expect(end.toISOString()).toBe('2026-11-24T04:29:59.999Z');
  });

  it('the day summer time starts is 23 hours, the day it ends is 25 hours', () => {
    const spring = rangeInstants({ from: '2026-03-28', to: '2026-03-28' }, 'Europe/Stockholm');
    expect(spring.end.getTime() + 1 - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = rangeInstants({ from: '2026-10-24', to: '2026-10-24' }, 'Europe/Oslo');
    expect(autumn.end.getTime() + 1 - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it('every instant of a range maps back to an accounting day inside it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2018-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.constantFrom('Europe/Stockholm', 'Europe/Oslo', 'Europe/London'),
        fc.constantFrom('05:30', '00:00', '04:00'),
        (instant, tz, cutoff) => {
          const day = accountingDateWithCutoff(instant, tz, cutoff);
          const { start, end } = rangeInstants({ from: day, to: day }, tz, cutoff);
          return start <= instant && instant <= end;
        },
      ),
    );
  });

  it('reads the wall-clock hour in the venue time zone', () => {
    expect(localHour(new Date('2026-07-01T10:15:00Z'), 'Europe/Stockholm')).toBe(12);
    expect(localHour(new Date('2026-01-01T10:15:00Z'), 'Europe/Oslo')).toBe(11);
  });

  it('lists the days of a range', () => {
    expect(daysOf({ from: '2024-02-28', to: '2024-03-01' })).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});

describe('sales over time buckets', () => {
  it('has a bar per day up to three months, quiet days included', () => {
    expect(timeBuckets({ from: '2026-11-29', to: '2026-12-02' })).toEqual({
      unit: 'DAY',
      keys: ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'],
    });
    expect(timeBuckets({ from: '2026-09-02', to: '2026-12-02' }).keys).toHaveLength(92);
  });
  it('has a bar per month beyond, the partial first and last months included', () => {
    const { unit, keys } = timeBuckets({ from: '2026-01-15', to: '2026-12-02' });
    expect(unit).toBe('MONTH');
    expect(keys[0]).toBe('2026-01');
    expect(keys.at(-1)).toBe('2026-12');
    expect(keys).toHaveLength(12);
  });
});
