import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedDateTime, zonedHour, zonedToInstant } from './zonedTime.ts';

const ZONES = [
  'Europe/Stockholm',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Istanbul',
  'Asia/Dubai',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'UTC',
];

/**
 * The same instant as date-fns-tz (the old implementation), except for a wall-clock time shown
 * twice when the clocks go back: date-fns-tz picks one by the machine's own zone, these always pick
 * the same one, and both show that wall-clock time.
 */
function expectSameInstant(local: string, tz: string) {
  const ours = zonedToInstant(local, tz);
  const theirs = fromZonedTime(local, tz);
  if (ours.getTime() === theirs.getTime()) return;
  const shown = (instant: Date) => formatInTimeZone(instant, tz, "yyyy-MM-dd'T'HH:mm:ss.SSS");
  expect(shown(ours), `${local} ${tz}`).toBe(local);
  expect(shown(theirs), `${local} ${tz}`).toBe(local);
}

describe('wall-clock time with Intl, as date-fns-tz', () => {
  it('formats an instant as its local date, time and hour', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (instant, tz) => {
          const { date, time } = zonedDateTime(instant, tz);
          expect(`${date} ${time}`).toBe(formatInTimeZone(instant, tz, 'yyyy-MM-dd HH:mm:ss.SSS'));
          expect(zonedHour(instant, tz)).toBe(Number(formatInTimeZone(instant, tz, 'H')));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads a local date and time as an instant, also on the days the clocks change', () => {
    const minutes = fc.integer({ min: 0, max: 24 * 60 - 1 });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        minutes,
        fc.constantFrom(...ZONES),
        (day, minute, tz) => {
          const local = `${day.toISOString().slice(0, 10)}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000`;
          expectSameInstant(local, tz);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads a skipped time with the offset after the change, whatever the machine’s zone', () => {
    expect(zonedToInstant('2026-03-29T02:30:00.000', 'Europe/Stockholm').toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
  });

  it('agrees around the clock changes of 2026 in Stockholm, New York and Lord Howe', () => {
    const cases = [
      ['2026-03-29', 'Europe/Stockholm'],
      ['2026-10-25', 'Europe/Stockholm'],
      ['2026-03-08', 'America/New_York'],
      ['2026-11-01', 'America/New_York'],
      ['2026-04-05', 'Australia/Lord_Howe'],
      ['2026-10-04', 'Australia/Lord_Howe'],
    ] as const;
    for (const [date, tz] of cases) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const local = `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000`;
        expectSameInstant(local, tz);
      }
    }
  });
});
