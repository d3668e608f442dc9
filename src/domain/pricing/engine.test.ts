import { describe, expect, it } from 'vitest';
import { happyHour } from './examples.ts';
import {
  allocate,
  localMoment,
  PricingInputError,
  type PricingOffer,
  priceOrder,
  roundCash,
  validAt,
  validateOffer,
} from './index.ts';

const venue = { id: 'v', timeZone: 'Europe/Stockholm', currency: 'SEK' as const };
const beer = { id: 'l1', itemId: 'beer', quantity: 2, unitPrice: 7_900, vatRate: 25 };

describe('validity in the venue time zone', () => {
  const late = {
    weekdays: ['FRIDAY' as const],
    timeWindows: [{ from: '22:00', to: '02:00' }],
    startDate: null,
    endDate: null,
  };
  it('reads the local weekday and time', () => {
    expect(localMoment('2026-11-27T16:30:00Z', 'Europe/Stockholm')).toEqual({
      date: '2026-11-27',
      weekday: 'FRIDAY',
      minutes: 17 * 60 + 30,
    });
  });
  it('a window past midnight belongs to the day it starts on', () => {
    expect(validAt(late, localMoment('2026-11-27T21:30:00Z', 'Europe/Stockholm'))).toBe(true); // Fri 22:30
    expect(validAt(late, localMoment('2026-11-28T00:30:00Z', 'Europe/Stockholm'))).toBe(true); // Sat 01:30
    expect(validAt(late, localMoment('2026-11-27T00:30:00Z', 'Europe/Stockholm'))).toBe(false); // Fri 01:30
    expect(validAt(late, localMoment('2026-11-28T01:30:00Z', 'Europe/Stockholm'))).toBe(false); // Sat 02:30
  });
  it('honours the date range and the venue list', () => {
    const offer: PricingOffer = {
      ...happyHour,
      venueIds: ['other'],
    };
    const r = priceOrder({ lines: [beer], offers: [offer], at: '2026-11-27T16:30:00Z', venue });
    expect(r.totals.discount).toBe(0);
    const dated = { ...happyHour, validity: { ...happyHour.validity, endDate: '2026-11-26' } };
    expect(
      priceOrder({ lines: [beer], offers: [dated], at: '2026-11-27T16:30:00Z', venue }).totals.discount,
    ).toBe(0);
  });
});

describe('selection mode and caps', () => {
  const bundle = (selectionMode: 'SINGLE' | 'MULTIPLE'): PricingOffer => ({
    ...happyHour,
    id: 'b',
    type: 'BUNDLE',
    discountType: 'FIXED',
    value: 1_000,
    groups: [{ itemIds: ['beer'] }, { itemIds: ['chips'] }],
    stages: [],
    validity: { weekdays: [], timeWindows: [], startDate: null, endDate: null },
    selectionMode,
  });
  const lines = [beer, { id: 'l2', itemId: 'chips', quantity: 3, unitPrice: 2_500, vatRate: 12 }];
  it('SINGLE applies once, MULTIPLE as often as the basket allows', () => {
    const at = '2026-11-27T10:00:00Z';
    expect(priceOrder({ lines, offers: [bundle('SINGLE')], at, venue }).totals.discount).toBe(1_000);
    expect(priceOrder({ lines, offers: [bundle('MULTIPLE')], at, venue }).totals.discount).toBe(2_000);
  });
  it('a PRICE at or above the base does not apply; FIXED is capped', () => {
    const at = '2026-11-27T10:00:00Z';
    const price = { ...bundle('MULTIPLE'), discountType: 'PRICE' as const, value: 20_000 };
    expect(priceOrder({ lines, offers: [price], at, venue }).appliedOffers).toEqual([]);
    const big = { ...bundle('MULTIPLE'), value: 1_000_000 };
    expect(priceOrder({ lines, offers: [big], at, venue }).totals.net).toBe(2_500);
  });
  it('refuses malformed lines', () => {
    const at = '2026-11-27T10:00:00Z';
    expect(() => priceOrder({ lines: [beer, beer], offers: [], at, venue })).toThrow(PricingInputError);
    expect(() => priceOrder({ lines: [{ ...beer, unitPrice: 1.5 }], offers: [], at, venue })).toThrow(
      PricingInputError,
    );
  });
});

describe('rounding helpers', () => {
  it('allocate keeps the sum and caps each part', () => {
    expect(allocate(9_000, [12_900, 4_500, 3_500])).toEqual([5_555, 1_938, 1_507]);
    expect(allocate(3, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(0, [5])).toEqual([0]);
  });
  it('cash rounding per currency', () => {
    expect(roundCash(28_645, 'SEK')).toBe(28_600);
    expect(roundCash(28_650, 'SEK')).toBe(28_700);
    expect(roundCash(28_624, 'DKK')).toBe(28_600);
    expect(roundCash(28_645, 'EUR')).toBe(28_645);
  });
});

describe('validateOffer (Bad input)', () => {
  const base = { ...happyHour } as Omit<PricingOffer, 'id'>;
  const codes = (o: Omit<PricingOffer, 'id'>, price?: (id: string) => number | undefined) =>
    validateOffer(o, price).map((p) => p.code);
  it('accepts the happy hour', () => {
    expect(codes(base)).toEqual([]);
  });
  it('refuses percentages outside 0–100 and negative amounts', () => {
    expect(codes({ ...base, stages: [{ quantity: 2, value: 150 }] })).toContain('PERCENT_RANGE');
    expect(codes({ ...base, discountType: 'FIXED', stages: [{ quantity: 2, value: -1 }] })).toContain(
      'NEGATIVE_AMOUNT',
    );
  });
  it('refuses PRICE offers above the items’ price', () => {
    const o = {
      ...base,
      type: 'ITEM_DISCOUNT' as const,
      discountType: 'PRICE' as const,
      value: 9_000,
      stages: [],
    };
    expect(codes(o, () => 7_900)).toContain('PRICE_ABOVE_ITEMS');
    expect(codes({ ...o, value: 5_000 }, () => 7_900)).toEqual([]);
  });
  it('refuses empty bundle groups and missing stages', () => {
    expect(codes({ ...base, type: 'BUNDLE', groups: [{ itemIds: [] }] })).toContain('EMPTY_GROUP');
    expect(codes({ ...base, stages: [] })).toContain('STAGES_REQUIRED');
  });
  it('refuses time windows that cannot be met', () => {
    const v = base.validity;
    expect(codes({ ...base, validity: { ...v, timeWindows: [{ from: '16:00', to: '16:00' }] } })).toContain(
      'WINDOW_INVALID',
    );
    expect(codes({ ...base, validity: { ...v, timeWindows: [{ from: '25:00', to: '16:00' }] } })).toContain(
      'WINDOW_INVALID',
    );
    expect(codes({ ...base, validity: { ...v, startDate: '2026-12-02', endDate: '2026-12-01' } })).toContain(
      'DATES_INVERTED',
    );
    // Saturday and Sunday only, but Mon–Fri weekdays chosen.
    expect(codes({ ...base, validity: { ...v, startDate: '2026-11-28', endDate: '2026-11-29' } })).toContain(
      'NEVER_VALID',
    );
  });
});
