import { describe, expect, it } from 'vitest';
import { menuFieldErrors, scheduleSchema, timePriceSchema } from '../../../domain/menuSchemas.ts';
import { z } from '../../../domain/zod.ts';
import {
  type Cell,
  cellsOf,
  parseTime,
  pricesOf,
  rowProblems,
  rowsOf,
  scheduleOf,
  timeText,
  windowsOf,
} from './schedule.ts';

const amount = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null);
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
    const rows = rowsOf(prices);
    expect(rows).toEqual([
      { key: '0-0', price: '59.00', days: ['1', '2'], from: '17:00', to: '19:00', overnight: false },
    ]);
    expect(pricesOf(rows, amount).prices).toEqual(prices);
  });

  it('groups lines of one price, so their overlap is refused on the later line', () => {
    const rows = [
      row({}),
      row({ key: 'b', price: '49', from: '22:00', to: '02:00', overnight: true }),
      row({ key: 'c', from: '18:00', to: '20:00' }),
    ];
    const { prices, places } = pricesOf(rows, amount);
    expect(prices.map((p) => p.windows.length)).toEqual([2, 1]);
    const checked = z.array(timePriceSchema).safeParse(prices);
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(rowProblems(menuFieldErrors(checked.error), places)).toEqual({ '2.from': 'windowsOverlap' });
  });

  it('puts a backwards window, an empty one and a bad price on their own fields', () => {
    const rows = [row({ to: '16:00' }), row({ key: 'b', price: 'x', days: [] })];
    const { prices, places } = pricesOf(rows, amount);
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
