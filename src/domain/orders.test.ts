import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, parseCutoff } from './accountingDay.ts';
import {
  canTransition,
  channelOf,
  checkClaimedOffers,
  discountPermissionProblems,
  discountPermissionsNeeded,
  includedVat,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderTotals,
  priceBasket,
  type StoredOffer,
} from './orders.ts';

describe('order totals', () => {
  it('sums lines and VAT per rate (VAT included)', () => {
    const totals = orderTotals([
      { quantity: 2, unitPrice: 5000, vatRate: 12, discounts: [] },
      { quantity: 1, unitPrice: 12500, vatRate: 25, discounts: [2500] },
      { quantity: 1, unitPrice: 3000, vatRate: 12, discounts: [] },
    ]);
    expect(totals.total).toBe(23000);
    expect(totals.lines).toEqual([
      { total: 10000, vat: 1071 },
      { total: 10000, vat: 2000 },
      { total: 3000, vat: 321 },
    ]);
    expect(totals.vat).toEqual([
      { rate: 12, gross: 13000, vat: 1393, net: 11607 },
      { rate: 25, gross: 10000, vat: 2000, net: 8000 },
    ]);
  });

  it('VAT per rate always adds up to the lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 20 }),
            unitPrice: fc.integer({ min: 0, max: 100_000 }),
            vatRate: fc.constantFrom(0, 6, 12, 25),
            discounts: fc.constant([]),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        (lines) => {
          const totals = orderTotals(lines);
          expect(totals.vat.reduce((s, v) => s + v.gross, 0)).toBe(totals.total);
          expect(totals.lines.reduce((s, l) => s + l.total, 0)).toBe(totals.total);
        },
      ),
    );
  });

  it('rounds included VAT half away from zero', () => {
    expect(includedVat(100, 25)).toBe(20);
    expect(includedVat(-100, 25)).toBe(-20);
    expect(includedVat(0, 12)).toBe(0);
  });
});

describe('status transitions', () => {
  it('final statuses go nowhere; no status goes to itself', () => {
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
    for (const status of ['CANCELLED', 'REJECTED', 'REFUNDED'] as const)
      expect(ORDER_TRANSITIONS[status]).toEqual([]);
    expect(canTransition('COMPLETED', 'REFUNDED')).toBe(true);
    expect(canTransition('COMPLETED', 'PENDING')).toBe(false);
  });

  it('shows sources as channels', () => {
    expect(channelOf('APP')).toBe('ONLINE');
    expect(channelOf('THIRD_PARTY')).toBe('POS');
    expect(channelOf('EXPRESS')).toBe('EXPRESS');
  });
});

describe('accounting day with a venue cut-off', () => {
  it('defaults to 05:30 and takes a venue setting', () => {
    const at = new Date('2026-03-10T04:00:00.000Z'); // 05:00 in Stockholm
    expect(accountingDateWithCutoff(at, 'Europe/Stockholm')).toBe('2026-03-09');
    expect(accountingDateWithCutoff(at, 'Europe/Stockholm', '04:00')).toBe('2026-03-10');
    expect(accountingDateWithCutoff(new Date('2026-03-10T04:29:59.999Z'), 'Europe/Stockholm', '05:30')).toBe(
      '2026-03-09',
    );
    expect(accountingDateWithCutoff(new Date('2026-03-10T04:30:00.000Z'), 'Europe/Stockholm', '05:30')).toBe(
      '2026-03-10',
    );
  });

  it('keeps a malformed cut-off at the default', () => {
    expect(parseCutoff('25:00')).toBeNull();
    expect(parseCutoff('06:15')).toBe('06:15');
    expect(accountingDateWithCutoff(new Date('2026-03-10T04:00:00.000Z'), 'Europe/Stockholm', 'x')).toBe(
      '2026-03-09',
    );
  });

  it('is within a day of the local calendar date in any zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (at) => {
          const day = accountingDateWithCutoff(at, 'America/New_York', '05:30');
          const diff = (at.getTime() - Date.parse(`${day}T00:00:00Z`)) / 3_600_000;
          expect(diff).toBeGreaterThan(0);
          expect(diff).toBeLessThan(48 + 5);
        },
      ),
    );
  });
});

describe('offers an order claims (checkClaimedOffers)', () => {
  const venue = { id: 'v1', timeZone: 'Europe/Stockholm', currency: 'SEK' as const };
  const happyHour: StoredOffer = {
    id: 'hh',
    name: 'Happy hour 2 for 1',
    context: 'POS',
    type: 'STAGED_BUNDLE',
    discountType: 'PERCENTAGE',
    value: 0,
    groups: [{ itemIds: ['beer'] }],
    stages: [{ quantity: 2, value: 50 }],
    selectionMode: 'MULTIPLE',
    automatic: true,
    venueIds: [],
    validity: {
      weekdays: ['WEDNESDAY'],
      timeWindows: [{ from: '16:00', to: '18:00' }],
      startDate: null,
      endDate: null,
    },
  };
  const beers = [{ itemId: 'beer', title: 'Beer', quantity: 2, unitPrice: 7000, vatRate: 25 }];
  // Wednesday 18 November 2026, 17:30 and 18:30 in Stockholm.
  const inWindow = new Date('2026-11-18T16:30:00Z');
  const after = new Date('2026-11-18T17:30:00Z');
  const claimed = priceBasket(beers, [happyHour], { at: inWindow, venue }).lines;

  it('accepts the engine’s discount in the window, on the POS channel', () => {
    expect(claimed[0]?.offers[0]?.discount).toBe(7000);
    expect(checkClaimedOffers(claimed, [happyHour], { at: inWindow, venue, source: 'POS' })).toEqual([]);
  });
  it('refuses the same claim after the window, on another channel, at another venue', () => {
    const notInForce = [{ line: 0, offer: 0, code: 'offerNotInForce' }];
    expect(checkClaimedOffers(claimed, [happyHour], { at: after, venue, source: 'POS' })).toEqual(notInForce);
    expect(checkClaimedOffers(claimed, [happyHour], { at: inWindow, venue, source: 'APP' })).toEqual(
      notInForce,
    );
    expect(
      checkClaimedOffers(claimed, [{ ...happyHour, venueIds: ['v2'] }], {
        at: inWindow,
        venue,
        source: 'POS',
      }),
    ).toEqual(notInForce);
  });
  it('refuses an unknown offer and a discount the engine does not give', () => {
    expect(checkClaimedOffers(claimed, [], { at: inWindow, venue, source: 'POS' })).toEqual([
      { line: 0, offer: 0, code: 'offerUnknown' },
    ]);
    const more = claimed.map((line) => ({
      ...line,
      offers: line.offers.map((offer) => ({ ...offer, discount: offer.discount + 1 })),
    }));
    expect(checkClaimedOffers(more, [happyHour], { at: inWindow, venue, source: 'POS' })).toEqual([
      { line: 0, code: 'offerDiscountMismatch' },
    ]);
  });
  it('leaves manual discounts (no offerId) to the manual-discount rule', () => {
    const manual = [{ ...beers[0], offers: [{ offerId: null, discount: 500 }] }] as const;
    expect(checkClaimedOffers(manual, [], { at: after, venue, source: 'POS' })).toEqual([]);
  });
});

describe('discount permissions (issue 18: the seller needs the terminal permission)', () => {
  const permissions = new Map([
    ['preset', 'PRESET_DISCOUNT'],
    ['boss', 'MANUAL_DISCOUNT'],
    ['combo', 'NONE'],
  ]);
  const lines = [
    {
      offers: [
        { offerId: 'combo', discount: 100 },
        { offerId: null, discount: 50 },
      ],
    },
    { offers: [{ offerId: 'preset', discount: 30 }, { discount: 0 }] },
    {
      offers: [
        { offerId: 'boss', discount: 10 },
        { offerId: 'unknown', discount: 10 },
      ],
    },
  ];

  it('a manual discount needs MANUAL_DISCOUNT, an offer its own permission; NONE, zero and unknown need nothing', () => {
    expect(discountPermissionsNeeded(lines, permissions)).toEqual([
      { line: 0, offer: 1, needs: 'MANUAL_DISCOUNT' },
      { line: 1, offer: 0, needs: 'PRESET_DISCOUNT' },
      { line: 2, offer: 0, needs: 'MANUAL_DISCOUNT' },
    ]);
  });

  it('keeps what the staff member lacks', () => {
    const needed = discountPermissionsNeeded(lines, permissions);
    expect(discountPermissionProblems(needed, ['PRESET_DISCOUNT', 'REFUND'])).toEqual([
      { line: 0, offer: 1, needs: 'MANUAL_DISCOUNT' },
      { line: 2, offer: 0, needs: 'MANUAL_DISCOUNT' },
    ]);
    expect(discountPermissionProblems(needed, ['MANUAL_DISCOUNT', 'PRESET_DISCOUNT'])).toEqual([]);
    expect(discountPermissionProblems(needed, [])).toHaveLength(3);
  });
});
