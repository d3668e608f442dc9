import { describe, expect, it } from 'vitest';
import { offerCategoryIds, priceOrder, validateOffer, withCategoryItems } from './index.ts';
import type { PricingOffer } from './types.ts';

const ALWAYS = { weekdays: [], timeWindows: [], startDate: null, endDate: null };
const drinks: PricingOffer = {
  id: 'drinks',
  name: 'Drinks 10 off',
  type: 'ITEM_DISCOUNT',
  discountType: 'FIXED',
  value: 1_000,
  groups: [{ itemIds: ['water'], categoryIds: ['beer', 'wine'] }],
  stages: [],
  selectionMode: 'MULTIPLE',
  automatic: true,
  venueIds: [],
  validity: ALWAYS,
};
const products: Record<string, readonly string[]> = { beer: ['ipa', 'lager'], wine: ['rioja', 'ipa'] };
const itemsOf = (id: string) => products[id];

describe('offer groups with categories (issue 41 item 10)', () => {
  it('lists every category the offers name once', () => {
    expect(
      offerCategoryIds([drinks, { groups: [{ itemIds: ['x'] }, { itemIds: [], categoryIds: ['beer'] }] }]),
    ).toEqual(['beer', 'wine']);
  });

  it('turns categories into their products, each once, after the group’s own products', () => {
    expect(withCategoryItems(drinks, itemsOf).groups).toEqual([
      { itemIds: ['water', 'ipa', 'lager', 'rioja'], categoryIds: ['beer', 'wine'] },
    ]);
    // An unknown (deleted) category covers nothing; a group without categories is left as it is.
    const plain = { ...drinks, groups: [{ itemIds: ['water'] }] };
    expect(withCategoryItems(plain, itemsOf)).toBe(plain);
    expect(
      withCategoryItems({ ...drinks, groups: [{ itemIds: [], categoryIds: ['gone'] }] }, itemsOf).groups,
    ).toEqual([{ itemIds: [], categoryIds: ['gone'] }]);
  });

  it('the engine discounts a category’s product once expanded', () => {
    const priced = priceOrder({
      lines: [{ id: '1', itemId: 'lager', quantity: 1, unitPrice: 6_500, vatRate: 25 }],
      offers: [withCategoryItems(drinks, itemsOf)],
      at: '2026-11-27T16:00:00Z',
      venue: { id: 'v', timeZone: 'Europe/Stockholm', currency: 'SEK' },
    });
    expect(priced.totals.discount).toBe(1_000);
  });

  it('a group is empty only without products and categories; PRICE weighs the categories’ products', () => {
    const codes = (offer: Omit<PricingOffer, 'id'>, price?: (id: string) => number | undefined) =>
      validateOffer(offer, price).map((p) => p.code);
    expect(codes({ ...drinks, groups: [{ itemIds: [], categoryIds: ['beer'] }] })).toEqual([]);
    expect(codes({ ...drinks, groups: [{ itemIds: [], categoryIds: [] }] })).toContain('EMPTY_GROUP');
    const price = {
      ...drinks,
      discountType: 'PRICE' as const,
      value: 5_000,
      groups: [{ itemIds: [], categoryIds: ['beer'] }],
    };
    const prices: Record<string, number> = { ipa: 7_000, lager: 4_900 };
    expect(codes(withCategoryItems(price, itemsOf), (id) => prices[id])).toContain('PRICE_ABOVE_ITEMS');
    expect(codes(withCategoryItems({ ...price, value: 4_000 }, itemsOf), (id) => prices[id])).toEqual([]);
  });
});
