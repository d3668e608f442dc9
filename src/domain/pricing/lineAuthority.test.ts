import { describe, expect, it } from 'vitest';
import { tipLimit, tipsWithinLimit } from '../tips.ts';
import { type CatalogueProduct, ruleLine } from './lineAuthority.ts';

const pizza: CatalogueProduct = {
  price: 9900,
  vatRate: 12,
  openPrice: false,
  variations: [{ name: 'Stor', translations: ['Large'], price: 2000 }],
};
const line = (unitPrice: number, extra: Partial<Parameters<typeof ruleLine>[0]> = {}) => ({
  itemId: 'pizza',
  variations: [],
  unitPrice,
  manualPrice: false,
  vatRate: 12,
  ...extra,
});
const SE = [0, 6, 12, 25];

describe('the price authority of a line (issue 40 item 1)', () => {
  it('takes the menu price with catalogue modifications', () => {
    expect(ruleLine(line(9900), pizza, SE)).toEqual({ problems: [], change: null });
    expect(
      ruleLine(line(11_900, { variations: [{ name: 'Large', price: 2000 }] }), pizza, SE).problems,
    ).toEqual([]);
  });

  it('refuses another price, a made-up variation and a wrong variation price', () => {
    expect(ruleLine(line(1), pizza, SE).problems).toEqual([{ field: 'unitPrice', code: 'priceMismatch' }]);
    expect(ruleLine(line(1, { variations: [{ name: 'Minus', price: -9899 }] }), pizza, SE).problems).toEqual([
      { field: 'variations.0.name', code: 'unknownVariation' },
    ]);
    expect(ruleLine(line(1, { variations: [{ name: 'Stor', price: -9899 }] }), pizza, SE).problems).toEqual([
      { field: 'variations.0.price', code: 'priceMismatch' },
    ]);
  });

  it('makes a manual price a price change with the original price, and an open price an open price', () => {
    expect(ruleLine(line(1, { manualPrice: true }), pizza, SE)).toEqual({
      problems: [],
      change: { rule: 'MANUAL_PRICE', originalPrice: 9900 },
    });
    expect(ruleLine(line(4200), { ...pizza, openPrice: true }, SE).change).toEqual({
      rule: 'OPEN_PRICE',
      originalPrice: 9900,
    });
  });

  it("takes the product's VAT, and a custom line's from the country's rates only", () => {
    expect(ruleLine(line(9900, { vatRate: 25 }), pizza, SE).problems).toEqual([
      { field: 'vatRate', code: 'invalid' },
    ]);
    expect(ruleLine(line(100, { itemId: null, vatRate: 21 }), undefined, SE).problems).toEqual([
      { field: 'vatRate', code: 'vatRateNotAllowed' },
    ]);
    expect(ruleLine(line(100, { itemId: null, vatRate: 6 }), undefined, SE).problems).toEqual([]);
  });

  it('lets a free kitchen message through, never one with a price', () => {
    const messages = new Set(['utan lök']);
    expect(
      ruleLine(line(9900, { variations: [{ name: 'Utan lök', price: 0 }] }), pizza, SE, messages).problems,
    ).toEqual([]);
    expect(
      ruleLine(line(9800, { variations: [{ name: 'Utan lök', price: -100 }] }), pizza, SE, messages).problems,
    ).toEqual([{ field: 'variations.0.name', code: 'unknownVariation' }]);
  });
});

describe('tips (issue 40 item 1)', () => {
  it('are bounded by the share of the total, and never above one amount', () => {
    expect(tipLimit(9900)).toBe(9900);
    expect(tipLimit(9900, 10)).toBe(990);
    expect(tipLimit(100_000_000, 1000)).toBe(100_000_000);
    expect(tipsWithinLimit(9900, [{ tip: 9000 }, { tip: 900 }])).toBe(true);
    expect(tipsWithinLimit(9900, [{ tip: 9000 }, { tip: 901 }])).toBe(false);
    expect(tipsWithinLimit(0, [{ tip: 1 }])).toBe(false);
  });
});
