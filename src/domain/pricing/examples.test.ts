import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './examples.ts';
import { priceOrder } from './index.ts';

const doc = readFileSync(new URL('../../../docs/pricing.md', import.meta.url), 'utf8');
const rows = doc
  .split('\n')
  .filter((l) => /^\| E\d+ \|/.test(l))
  .map((l) => l.split('|').map((c) => c.trim()));

const minor = (text: string) => Math.round(Number(text) * 100);

describe('docs/pricing.md worked examples', () => {
  it('documents every example and nothing else', () => {
    expect(rows.map((r) => r[1])).toEqual(Object.keys(EXAMPLES));
  });

  for (const row of rows) {
    const [, id = '', , , discount = '', total = '', vat = ''] = row;
    it(`${id}: discount ${discount}, total ${total}, VAT ${vat}`, () => {
      const input = EXAMPLES[id];
      if (!input) throw new Error(`no input for ${id}`);
      const r = priceOrder(input);
      expect(r.totals.discount).toBe(minor(discount));
      expect(r.totals.total).toBe(minor(total));
      const rates = vat.split(';').map((part) => {
        const [rate = '', amount = ''] = part.split(':').map((s) => s.trim());
        return { rate: Number(rate.replace('%', '')), vat: minor(amount) };
      });
      expect(r.vatByRate.map((v) => ({ rate: v.rate, vat: v.vat }))).toEqual(rates);
    });
  }

  it('E4 spreads the combo saving by largest remainder', () => {
    const r = priceOrder(EXAMPLES.E4 as never);
    expect(r.lines.map((l) => l.discount)).toEqual([5555, 1938, 1507]);
  });

  it('E11 lists the visual offer without applying it', () => {
    const r = priceOrder(EXAMPLES.E11 as never);
    expect(r.visualOffers).toEqual([{ offerId: 'poster', name: 'Taco Tuesday (poster)' }]);
    expect(r.appliedOffers).toEqual([]);
  });
});
