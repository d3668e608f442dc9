import type { PricingInput, PricingLine, PricingOffer } from './types.ts';

/**
 * The worked examples of docs/pricing.md, as inputs. examples.test.ts prices each one and checks the
 * figures the document prints, so the document cannot drift from the engine.
 */
const venue = { id: 'sthlm', timeZone: 'Europe/Stockholm', currency: 'SEK' as const };
/** Friday 27 November 2026, 17:30 in Stockholm. */
const FRIDAY_1730 = '2026-11-27T16:30:00Z';
const always = { weekdays: [], timeWindows: [], startDate: null, endDate: null };

const line = (
  id: string,
  itemId: string,
  quantity: number,
  unitPrice: number,
  vatRate: number,
): PricingLine => ({
  id,
  itemId,
  quantity,
  unitPrice,
  vatRate,
});

const offer = (
  o: Partial<PricingOffer> & Pick<PricingOffer, 'id' | 'type' | 'discountType'>,
): PricingOffer => ({
  name: o.id,
  value: 0,
  groups: [],
  stages: [],
  selectionMode: 'MULTIPLE',
  automatic: true,
  venueIds: [],
  validity: always,
  ...o,
});

export const happyHour = offer({
  id: 'happy-hour',
  name: 'Happy hour 2 for 1',
  type: 'STAGED_BUNDLE',
  discountType: 'PERCENTAGE',
  groups: [{ itemIds: ['beer'] }],
  stages: [{ quantity: 2, value: 50 }],
  validity: {
    weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
    timeWindows: [{ from: '16:00', to: '18:00' }],
    startDate: null,
    endDate: null,
  },
});

const basket = [line('l1', 'burger', 2, 12_900, 12), line('l2', 'beer', 1, 7_900, 25)];

export const EXAMPLES: Record<string, PricingInput> = {
  E1: { lines: basket, offers: [], at: FRIDAY_1730, venue },
  E2: { lines: [line('l1', 'beer', 3, 7_900, 25)], offers: [happyHour], at: FRIDAY_1730, venue },
  E3: { lines: [line('l1', 'beer', 3, 7_900, 25)], offers: [happyHour], at: '2026-11-27T17:30:00Z', venue },
  E4: {
    lines: [
      line('l1', 'burger', 1, 12_900, 12),
      line('l2', 'fries', 1, 4_500, 12),
      line('l3', 'soda', 1, 3_500, 12),
    ],
    offers: [
      offer({
        id: 'combo',
        type: 'BUNDLE',
        discountType: 'PRICE',
        value: 11_900,
        groups: [{ itemIds: ['burger'] }, { itemIds: ['fries', 'salad'] }, { itemIds: ['soda'] }],
      }),
    ],
    at: FRIDAY_1730,
    venue,
  },
  E5: {
    lines: [line('l1', 'bun', 5, 3_000, 12)],
    offers: [
      offer({
        id: 'buns',
        type: 'STAGED_BUNDLE',
        discountType: 'PRICE',
        groups: [{ itemIds: ['bun'] }],
        stages: [
          { quantity: 2, value: 5_000 },
          { quantity: 3, value: 7_000 },
        ],
      }),
    ],
    at: FRIDAY_1730,
    venue,
  },
  E6: {
    lines: [line('l1', 'coffee', 4, 3_500, 12)],
    offers: [
      offer({
        id: 'coffee-card',
        type: 'STAGED_INDIVIDUAL',
        discountType: 'PERCENTAGE',
        groups: [{ itemIds: ['coffee'] }],
        stages: [
          { quantity: 3, value: 10 },
          { quantity: 6, value: 20 },
        ],
      }),
    ],
    at: FRIDAY_1730,
    venue,
  },
  E7: {
    lines: basket,
    offers: [
      offer({
        id: 'burger-10',
        type: 'ITEM_DISCOUNT',
        discountType: 'FIXED',
        value: 1_000,
        groups: [{ itemIds: ['burger'] }],
        automatic: false,
      }),
    ],
    at: FRIDAY_1730,
    venue,
  },
  E8: {
    lines: basket,
    offers: [
      offer({
        id: 'burger-10',
        type: 'ITEM_DISCOUNT',
        discountType: 'FIXED',
        value: 1_000,
        groups: [{ itemIds: ['burger'] }],
        automatic: false,
      }),
    ],
    pickedOfferIds: ['burger-10'],
    at: FRIDAY_1730,
    venue,
  },
  E9: {
    lines: basket,
    offers: [
      offer({
        id: 'staff',
        name: 'Staff 15 %',
        type: 'ORDER_DISCOUNT',
        discountType: 'PERCENTAGE',
        value: 15,
        automatic: false,
      }),
    ],
    pickedOfferIds: ['staff'],
    at: FRIDAY_1730,
    venue,
  },
  E10: {
    lines: [line('l1', 'wine', 1, 9_990, 25)],
    offers: [
      offer({
        id: 'wine',
        type: 'ITEM_DISCOUNT',
        discountType: 'PERCENTAGE',
        value: 12.5,
        groups: [{ itemIds: ['wine'] }],
      }),
    ],
    at: FRIDAY_1730,
    venue,
  },
  E11: {
    lines: basket,
    offers: [
      offer({
        id: 'poster',
        name: 'Taco Tuesday (poster)',
        type: 'VISUAL',
        discountType: 'PERCENTAGE',
        value: 20,
      }),
    ],
    at: FRIDAY_1730,
    venue,
  },
  E12: {
    lines: [line('l1', 'bagel', 2, 1_000, 8.25)],
    offers: [],
    at: FRIDAY_1730,
    venue: { id: 'nyc', timeZone: 'America/New_York', currency: 'USD', pricesIncludeVat: false },
  },
};
