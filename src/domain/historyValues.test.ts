import { describe, expect, it } from 'vitest';
import { type HistoryFormats, scheduleText, timePricesText } from './historyValues.ts';

const formats: HistoryFormats = {
  money: (minor) => `${(minor / 100).toFixed(2)} kr`,
  weekday: (day) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][day - 1] ?? '',
  list: (parts) => parts.join(', '),
};

describe('history values in words', () => {
  it('words time prices with formatted prices, days and hours instead of JSON', () => {
    const text = timePricesText(
      [{ price: 3500, windows: [{ days: [1, 2], start: 660, end: 840 }] }],
      formats,
    );
    expect(text).toBe('35.00 kr (Mon, Tue 11:00–14:00)');
    expect(text).not.toMatch(/[{["]/);
    expect(timePricesText([], formats)).toBe('—');
    expect(timePricesText('nope', formats)).toBeNull();
  });

  it('words a schedule', () => {
    expect(
      scheduleText(
        { windows: [{ days: [5], start: 1020, end: 1440 }], from: '2026-12-01', until: null },
        formats,
      ),
    ).toBe('Fri 17:00–00:00 · 2026-12-01–');
    expect(scheduleText(null, formats)).toBe('—');
  });
});
