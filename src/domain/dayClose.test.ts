import { describe, expect, it } from 'vitest';
import { lastCompleteDay, rangeCloseOffer } from './dayClose.ts';

describe('day close', () => {
  it('proposes the last complete day', () => {
    expect(lastCompleteDay('2026-12-01')).toBe('2026-11-30');
  });

  it('offers the range close only when an earlier open day with sales holds the day back', () => {
    const held = {
      accountingDate: '2026-11-30',
      closedNumber: null,
      closeProblem: { code: 'earlierDayOpen', date: '2026-11-27' },
      openDaysUpTo: 3,
    };
    expect(rangeCloseOffer(held)).toEqual({ from: '2026-11-27', to: '2026-11-30', days: 3 });
    expect(rangeCloseOffer({ ...held, closeProblem: null, openDaysUpTo: 0 })).toBeNull();
    expect(rangeCloseOffer({ ...held, closedNumber: 4 })).toBeNull();
    expect(
      rangeCloseOffer({ ...held, closeProblem: { code: 'beforeLastClosed', date: '2026-12-01' } }),
    ).toBeNull();
    expect(rangeCloseOffer({ ...held, openDaysUpTo: 0 })).toBeNull();
  });
});
