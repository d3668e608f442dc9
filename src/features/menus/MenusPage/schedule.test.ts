import { describe, expect, it } from 'vitest';
import { menuFieldErrors, scheduleSchema, timePriceSchema } from '../../../domain/menuSchemas.ts';
import { z } from '../../../domain/zod.ts';
import {
  type Cell,
  cellsOf,
  cellsOfRows,
  parseTime,
  pricesOf,
  rowProblems,
  rowsOf,
  scheduleOf,
  scheduleOfRows,
  type TimeRow,
  timeRowProblems,
  timeRowsOf,
  timeRowsOfCells,
  timeText,
  windowsOf,
} from './schedule.ts';

const row = (over: Partial<Parameters<typeof pricesOf>[0][number]>) => ({
  key: 'k',
  price: '59',
  days: ['1', '2', '3', '4', '5'],
  from: '17:00',
  to: '19:00',
  overnight: false,
  ...over,
});

describe('times', () => {
  it('reads and writes wall-clock times', () => {
    expect(parseTime('17:30')).toBe(1050);
    expect(parseTime('0930')).toBe(570);
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('24:30')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(timeText(1050)).toBe('17:30');
    expect(timeText(1440)).toBe('24:00');
  });
});

describe('time-bound price lines', () => {
  it('round-trips the API shape, one line per window', () => {
    const prices = [{ price: 5900, windows: [{ days: [1, 2] as (1 | 2)[], start: 1020, end: 1140 }] }];
    const rows = rowsOf(prices, 'GB');
    expect(rows).toEqual([
      { key: '0-0', price: '59.00', days: ['1', '2'], from: '17:00', to: '19:00', overnight: false },
    ]);
    expect(pricesOf(rows, 'GB').prices).toEqual(prices);
  });

  it('writes and reads the lines’ prices as the company’s country does', () => {
    const prices = [{ price: 1250, windows: [{ days: [3] as 3[], start: 600, end: 660 }] }];
    const rows = rowsOf(prices, 'SE');
    expect(rows[0]?.price).toBe('12,50');
    expect(pricesOf(rows, 'SE').prices).toEqual(prices);
    expect(pricesOf([row({ price: '12.5' })], 'SE').prices[0]?.price).toBe(1250);
  });

  it('groups lines of one price, so their overlap is refused on the later line', () => {
    const rows = [
      row({}),
      row({ key: 'b', price: '49', from: '22:00', to: '02:00', overnight: true }),
      row({ key: 'c', from: '18:00', to: '20:00' }),
    ];
    const { prices, places } = pricesOf(rows, 'GB');
    expect(prices.map((p) => p.windows.length)).toEqual([2, 1]);
    const checked = z.array(timePriceSchema).safeParse(prices);
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(rowProblems(menuFieldErrors(checked.error), places)).toEqual({ '2.from': 'windowsOverlap' });
  });

  it('puts a backwards window, an empty one and a bad price on their own fields', () => {
    const rows = [row({ to: '16:00' }), row({ key: 'b', price: 'x', days: [] })];
    const { prices, places } = pricesOf(rows, 'GB');
    const checked = z.array(timePriceSchema).safeParse(prices);
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(rowProblems(menuFieldErrors(checked.error), places)).toEqual({
      '0.to': 'windowEndsBeforeStart',
      '1.price': 'priceInvalid',
      '1.days': 'windowEmpty',
    });
  });

  it("reads the server's paths under the mutation's prefix", () => {
    const places = [
      { price: 0, window: 0 },
      { price: 0, window: 1 },
    ];
    const prefix = 'menuEntries.update.0.data.timePrices.';
    expect(
      rowProblems(
        {
          [`${prefix}0.windows.1.end`]: 'backwards',
          [`${prefix}0.price`]: 'bad price',
          'menuEntries.update.0.where.id': 'other',
        },
        places,
        prefix,
      ),
    ).toEqual({ '1.to': 'backwards', '0.price': 'bad price', '1.price': 'bad price' });
  });
});

describe('the week grid', () => {
  it('turns marked hours into non-overlapping windows the schema accepts', () => {
    const cells = new Set<Cell>([
      '1-11',
      '1-12',
      '1-13',
      '2-11',
      '2-12',
      '2-13',
      '5-22',
      '5-23',
      '6-0',
      '6-1',
    ]);
    const windows = windowsOf(cells);
    expect(windows).toEqual([
      { days: [6], start: 0, end: 120 },
      { days: [1, 2], start: 660, end: 840 },
      { days: [5], start: 1320, end: 1440 },
    ]);
    expect(scheduleSchema.safeParse({ windows }).success).toBe(true);
    expect(cellsOf({ windows })).toEqual(cells);
  });

  it('marks the hours of an overnight window on both days, and keeps date limits on save', () => {
    const before = {
      windows: [{ days: [5 as const], start: 22 * 60, end: 2 * 60, overnight: true }],
      from: '2026-01-01',
    };
    expect([...cellsOf(before)].sort()).toEqual(['5-22', '5-23', '6-0', '6-1']);
    expect(scheduleOf(cellsOf(before), before)?.from).toBe('2026-01-01');
    expect(scheduleOf(new Set(), before)).toBeNull();
    expect(cellsOf(null).size).toBe(0);
  });
});

describe('availability lines', () => {
  const line = (over: Partial<TimeRow>): TimeRow => ({
    key: 'k',
    days: ['5'],
    from: '22:00',
    to: '02:00',
    overnight: true,
    ...over,
  });

  it('turns lines into a schedule and back, past midnight included; no line is always', () => {
    const schedule = scheduleOfRows(
      [line({}), line({ days: ['1', '2'], from: '11:00', to: '14:00', overnight: false })],
      null,
    );
    expect(schedule).toEqual({
      windows: [
        { days: [5], start: 1320, end: 120, overnight: true },
        { days: [1, 2], start: 660, end: 840 },
      ],
    });
    expect(scheduleSchema.safeParse(schedule).success).toBe(true);
    expect(timeRowsOf(schedule).map(({ key: _key, ...rest }) => rest)).toEqual([
      { days: ['5'], from: '22:00', to: '02:00', overnight: true },
      { days: ['1', '2'], from: '11:00', to: '14:00', overnight: false },
    ]);
    expect(scheduleOfRows([], { windows: [], from: '2026-01-01' })).toBeNull();
    // Date limits set elsewhere are kept.
    expect(scheduleOfRows([line({})], { windows: [], until: '2026-12-31' })?.until).toBe('2026-12-31');
    // Friday 22–02 marks Friday 22, 23 and Saturday 00, 01 in the grid.
    expect([...cellsOfRows([line({})])].sort()).toEqual(['5-22', '5-23', '6-0', '6-1']);
    expect(
      timeRowsOfCells(new Set<Cell>(['1-9', '1-10', '2-9', '2-10'])).map((row) => [
        row.days,
        row.from,
        row.to,
      ]),
    ).toEqual([[['1', '2'], '09:00', '11:00']]);
  });

  it('puts the shared schema’s problems on the line and field they belong to', () => {
    const problemsOf = (rows: TimeRow[]) => {
      const checked = scheduleSchema.safeParse(scheduleOfRows(rows, null));
      return checked.success ? {} : timeRowProblems(menuFieldErrors(checked.error));
    };
    // Ends before it starts on the same day without crossing midnight.
    expect(problemsOf([line({ overnight: false })])).toEqual({ '0.to': 'windowEndsBeforeStart' });
    // Empty: no weekday, or no time between from and to.
    expect(problemsOf([line({ days: [] })])).toEqual({ '0.days': 'windowEmpty' });
    expect(problemsOf([line({ from: '10:00', to: '10:00', overnight: false })])).toEqual({
      '0.to': 'windowEmpty',
    });
    expect(problemsOf([line({ from: 'soon' })])).toEqual({ '0.from': 'timeInvalid' });
    // Overlap: Friday 22–02 and Saturday 01–03 share Saturday 01:00–02:00.
    expect(
      problemsOf([line({}), line({ days: ['6'], from: '01:00', to: '03:00', overnight: false })]),
    ).toEqual({
      '1.from': 'windowsOverlap',
    });
    // The server's paths carry the update's prefix.
    expect(
      timeRowProblems(
        { 'menuEntries.update.0.data.schedule.windows.1.end': 'x', other: 'y' },
        'menuEntries.update.0.data.schedule.',
      ),
    ).toEqual({ '1.to': 'x' });
  });
});
