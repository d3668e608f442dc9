import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PricingInput, type PricingOffer, type PricingResult, priceOrder } from './index.ts';

const ITEMS = ['burger', 'fries', 'beer', 'soda', 'coffee', 'bun'];
const venue = { id: 'v1', timeZone: 'Europe/Stockholm', currency: 'SEK' as const };
const always = { weekdays: [], timeWindows: [], startDate: null, endDate: null };

const itemIds = fc.uniqueArray(fc.constantFrom(...ITEMS), { minLength: 1, maxLength: 4 });
const offerArb: fc.Arbitrary<PricingOffer> = fc
  .record({
    id: fc.constantFrom('o1', 'o2', 'o3', 'o4', 'o5', 'o6'),
    type: fc.constantFrom(
      'BUNDLE',
      'ITEM_DISCOUNT',
      'ORDER_DISCOUNT',
      'STAGED_BUNDLE',
      'STAGED_INDIVIDUAL',
      'VISUAL',
    ),
    discountType: fc.constantFrom('FIXED', 'PERCENTAGE', 'PRICE'),
    raw: fc.integer({ min: 0, max: 30_000 }),
    groups: fc.array(
      itemIds.map((ids) => ({ itemIds: ids })),
      { minLength: 1, maxLength: 3 },
    ),
    stages: fc.array(
      fc.record({ quantity: fc.integer({ min: 1, max: 4 }), value: fc.integer({ min: 0, max: 30_000 }) }),
      { minLength: 1, maxLength: 3 },
    ),
    selectionMode: fc.constantFrom('SINGLE', 'MULTIPLE'),
  })
  .map(({ raw, ...o }) => {
    const pct = (n: number) => (n % 10_001) / 100;
    return {
      ...o,
      name: o.id,
      value: o.discountType === 'PERCENTAGE' ? pct(raw) : raw,
      stages: o.stages.map((s) => ({
        quantity: s.quantity,
        value: o.discountType === 'PERCENTAGE' ? pct(s.value) : s.value,
      })),
      automatic: true,
      venueIds: [],
      validity: always,
    } as PricingOffer;
  });

const inputArb: fc.Arbitrary<PricingInput> = fc
  .record({
    lines: fc.array(
      fc.record({
        itemId: fc.constantFrom(...ITEMS),
        variationIds: fc.subarray(['large', 'oat', 'extra']),
        quantity: fc.integer({ min: 0, max: 6 }),
        unitPrice: fc.integer({ min: 0, max: 20_000 }),
        vatRate: fc.constantFrom(0, 6, 12, 25, 12.5),
      }),
      { maxLength: 12 },
    ),
    offers: fc.uniqueArray(offerArb, { selector: (o) => o.id, maxLength: 6 }),
  })
  .map(({ lines, offers }) => ({
    lines: lines.map((l, i) => ({ ...l, id: `L${i}` })),
    offers,
    at: '2026-11-27T16:30:00Z',
    venue,
  }));

/** Everything but line order. */
function canonical(r: PricingResult) {
  return { ...r, lines: [...r.lines].sort((a, b) => (a.lineId < b.lineId ? -1 : 1)) };
}

describe('pricing engine properties', () => {
  it('never gives negative totals or lines', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = priceOrder(input);
        for (const v of Object.values(r.totals)) expect(v).toBeGreaterThanOrEqual(0);
        for (const l of r.lines) {
          expect(l.net).toBeGreaterThanOrEqual(0);
          expect(l.discount).toBeGreaterThanOrEqual(0);
        }
        for (const row of r.vatByRate) expect(row.vat).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });

  it('never discounts more than what a discount applies to, and the parts add up', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = priceOrder(input);
        for (const l of r.lines) {
          expect(l.discount).toBeLessThanOrEqual(l.gross);
          expect(l.applied.reduce((s, a) => s + a.discount, 0)).toBe(l.discount);
          for (const a of l.applied) expect(a.units).toBeLessThanOrEqual(l.quantity);
        }
        expect(r.totals.discount).toBeLessThanOrEqual(r.totals.gross);
        expect(r.appliedOffers.reduce((s, a) => s + a.discount, 0)).toBe(r.totals.discount);
        expect(r.totals.net).toBe(r.totals.gross - r.totals.discount);
        for (const a of r.appliedOffers) expect(a.type).not.toBe('VISUAL');
      }),
      { numRuns: 400 },
    );
  });

  it('VAT per rate sums to the VAT total and the bases to the net', () => {
    fc.assert(
      fc.property(inputArb, fc.boolean(), (input, inclusive) => {
        const r = priceOrder({ ...input, venue: { ...venue, pricesIncludeVat: inclusive } });
        expect(r.vatByRate.reduce((s, v) => s + v.vat, 0)).toBe(r.totals.vat);
        expect(r.vatByRate.reduce((s, v) => s + v.base, 0)).toBe(r.totals.net);
        expect(r.totals.total).toBe(inclusive ? r.totals.net : r.totals.net + r.totals.vat);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of lines or offers', () => {
    fc.assert(
      fc.property(inputArb, fc.array(fc.integer(), { minLength: 20, maxLength: 20 }), (input, keys) => {
        const shuffle = <T>(xs: readonly T[]) =>
          xs
            .map((x, i) => ({ x, k: keys[i % keys.length] ?? 0, i }))
            .sort((a, b) => a.k - b.k || b.i - a.i)
            .map((e) => e.x);
        const a = priceOrder(input);
        const b = priceOrder({ ...input, lines: shuffle(input.lines), offers: shuffle(input.offers) });
        expect(canonical(b)).toEqual(canonical(a));
      }),
      { numRuns: 300 },
    );
  });

  it('is idempotent: pricing again (or the same input twice) changes nothing and mutates nothing', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const before = structuredClone(input);
        const a = priceOrder(input);
        const b = priceOrder(input);
        expect(b).toEqual(a);
        expect(input).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });
});
