import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  instantAt,
  localTime,
  type MenuAtVenue,
  menuAt,
  menuAtSpan,
  type Schedule,
  type TimeWindow,
  type Weekday,
  weeklyMinutes,
  windowsOverlap,
} from './menuAt.ts';
import { scheduleSchema } from './menuSchemas.ts';

const ZONES = ['Europe/Stockholm', 'Europe/London', 'America/New_York', 'Asia/Istanbul', 'Australia/Sydney'];
// 2020–2030, minute precision: DST changes of every zone above fall inside.
const instant = fc
  .integer({ min: 1_577_836_800, max: 1_893_456_000 })
  .map((s) => new Date(s * 1000 - (s % 60) * 1000));
const zone = fc.constantFrom(...ZONES);
const weekday = fc.integer({ min: 1, max: 7 }) as fc.Arbitrary<Weekday>;

function venue(
  timezone: string,
  entry: { price: number; timePrices?: { price: number; windows: TimeWindow[] }[] },
  schedule?: { windows: TimeWindow[] } | null,
): MenuAtVenue {
  return {
    timezone,
    menus: [
      {
        serviceType: 'POS',
        schedule: schedule ?? null,
        menu: {
          id: 'm',
          name: 'Menu',
          currency: 'SEK',
          entries: [{ id: 'e', itemId: 'i', price: entry.price, timePrices: entry.timePrices ?? [] }],
        },
      },
    ],
  };
}

describe('menuAt', () => {
  it('no window = always available, at its own price', () => {
    fc.assert(
      fc.property(zone, instant, fc.integer({ min: 0, max: 100_000 }), (timezone, at, price) => {
        const result = menuAt(venue(timezone, { price }), 'POS', at);
        expect(result.menu?.id).toBe('m');
        expect(result.entries).toEqual([{ id: 'e', itemId: 'i', price, basePrice: price, timeBound: false }]);
      }),
    );
  });

  it('a window covers exactly the local times inside it, DST days included', () => {
    fc.assert(
      fc.property(
        zone,
        instant,
        weekday,
        fc.integer({ min: 0, max: 1438 }),
        fc.integer({ min: 1, max: 1440 }),
        (timezone, at, day, start, length) => {
          const end = Math.min(1440, start + length);
          if (end <= start) return;
          const window: TimeWindow = { days: [day], start, end };
          const local = localTime(at, timezone);
          const inside = local.weekday === day && local.minute >= start && local.minute < end;
          const result = menuAt(venue(timezone, { price: 100 }, { windows: [window] }), 'POS', at);
          expect(result.menu !== null).toBe(inside);
        },
      ),
    );
  });

  it('a window across midnight covers the late evening of its day and the early morning after', () => {
    fc.assert(
      fc.property(
        zone,
        instant,
        weekday,
        fc.integer({ min: 1, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        (timezone, at, day, start, endRaw) => {
          const end = Math.min(endRaw, start);
          const window: TimeWindow = { days: [day], start, end, overnight: true };
          const local = localTime(at, timezone);
          const next = (day % 7) + 1;
          const inside =
            (local.weekday === day && local.minute >= start) ||
            (local.weekday === next && local.minute < end);
          const result = menuAt(venue(timezone, { price: 100 }, { windows: [window] }), 'POS', at);
          expect(result.menu !== null).toBe(inside);
        },
      ),
    );
  });

  it('of two matching time-bound prices, the narrower window wins', () => {
    fc.assert(
      fc.property(zone, instant, fc.integer({ min: 1, max: 600 }), (timezone, at, half) => {
        const local = localTime(at, timezone);
        const wide: TimeWindow = { days: [1, 2, 3, 4, 5, 6, 7], start: 0, end: 1440 };
        const start = Math.max(0, local.minute - half);
        const narrow: TimeWindow = { days: [local.weekday], start, end: Math.min(1440, local.minute + 1) };
        expect(weeklyMinutes(narrow)).toBeLessThan(weeklyMinutes(wide));
        for (const order of [
          [
            { price: 1, windows: [wide] },
            { price: 2, windows: [narrow] },
          ],
          [
            { price: 2, windows: [narrow] },
            { price: 1, windows: [wide] },
          ],
        ]) {
          const result = menuAt(venue(timezone, { price: 500, timePrices: order }), 'POS', at);
          expect(result.entries[0]).toMatchObject({ price: 2, basePrice: 500, timeBound: true });
        }
      }),
    );
  });

  it('gives every instant of one span (menuAtSpan) the same answer, across DST, midnight and date limits', () => {
    const window: fc.Arbitrary<TimeWindow> = fc
      .record({
        days: fc.uniqueArray(weekday, { minLength: 1, maxLength: 7 }),
        start: fc.integer({ min: 0, max: 1439 }),
        length: fc.integer({ min: 1, max: 1440 }),
        overnight: fc.boolean(),
      })
      .map(({ days, start, length, overnight }) =>
        overnight && start > 0
          ? { days, start, end: Math.min(start, (start + length) % 1440), overnight: true }
          : { days, start, end: Math.min(1440, start + length) },
      )
      .filter((w) => w.overnight === true || w.end > w.start);
    const day = fc
      .integer({ min: 0, max: 60 })
      .map((n) => new Date(Date.UTC(2026, 2, 1 + n)).toISOString().slice(0, 10));
    const schedule: fc.Arbitrary<Schedule | null> = fc.option(
      fc.record({
        windows: fc.array(window, { maxLength: 3 }),
        from: fc.option(day),
        until: fc.option(day),
        closedDates: fc.array(day, { maxLength: 3 }),
      }),
    );
    const entry = fc.record({
      price: fc.integer({ min: 0, max: 1000 }),
      schedule,
      timePrices: fc.array(
        fc.record({
          price: fc.integer({ min: 0, max: 1000 }),
          windows: fc.array(window, { minLength: 1, maxLength: 2 }),
        }),
        { maxLength: 2 },
      ),
    });
    // March to April 2026: Europe's and North America's spring DST changes fall inside.
    const near = fc
      .integer({ min: 0, max: 60 * 24 * 60 })
      .map((m) => new Date(Date.UTC(2026, 2, 1) + m * 60_000));
    fc.assert(
      fc.property(
        zone,
        schedule,
        fc.array(entry, { minLength: 1, maxLength: 4 }),
        near,
        fc.integer({ min: 1, max: 600 }),
        (timezone, menuSchedule, entries, at, later) => {
          const shape: MenuAtVenue = {
            timezone,
            menus: [
              {
                serviceType: 'POS',
                schedule: menuSchedule,
                menu: {
                  id: 'm',
                  name: 'Menu',
                  currency: 'SEK',
                  entries: entries.map((e, i) => ({ ...e, id: `e${i}`, itemId: `i${i}` })),
                },
              },
            ],
          };
          const other = new Date(at.getTime() + later * 60_000);
          if (menuAtSpan(shape, 'POS', at) === menuAtSpan(shape, 'POS', other))
            expect(menuAt(shape, 'POS', other)).toEqual(menuAt(shape, 'POS', at));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('skips the hour that does not exist when Stockholm springs forward, and the POS still answers', () => {
    // 2026-03-29 01:30 UTC = 03:30 local (02:00–03:00 never happens).
    const at = new Date('2026-03-29T01:30:00Z');
    expect(localTime(at, 'Europe/Stockholm')).toMatchObject({ weekday: 7, minute: 210 });
    const happy = { price: 1, windows: [{ days: [7] as Weekday[], start: 120, end: 180 }] };
    expect(
      menuAt(venue('Europe/Stockholm', { price: 9, timePrices: [happy] }), 'POS', at).entries[0]?.price,
    ).toBe(9);
  });

  it('refuses overlapping, empty and backwards windows', () => {
    const parse = (windows: unknown) => scheduleSchema.safeParse({ windows });
    expect(
      parse([
        { days: [1], start: 600, end: 700 },
        { days: [1], start: 650, end: 800 },
      ]).success,
    ).toBe(false);
    expect(parse([{ days: [], start: 600, end: 700 }]).success).toBe(false);
    expect(parse([{ days: [1], start: 900, end: 600 }]).success).toBe(false);
    expect(parse([{ days: [1], start: 1320, end: 120, overnight: true }]).success).toBe(true);
    expect(
      windowsOverlap(
        { days: [7], start: 1320, end: 120, overnight: true },
        { days: [1], start: 60, end: 90 },
      ),
    ).toBe(true);
  });
});

describe('instantAt', () => {
  it('reads a wall-clock time in the venue time zone back as the same local time', () => {
    fc.assert(
      fc.property(zone, instant, (timezone, at) => {
        const local = localTime(at, timezone);
        const text = `${local.date}T${String(Math.floor(local.minute / 60)).padStart(2, '0')}:${String(local.minute % 60).padStart(2, '0')}`;
        const back = instantAt(text, timezone);
        expect(back && localTime(back, timezone)).toEqual(local);
      }),
    );
    expect(instantAt('2026-11-27T17:30', 'Europe/Stockholm')?.toISOString()).toBe('2026-11-27T16:30:00.000Z');
  });
});
