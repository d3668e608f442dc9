import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries.ts';
import { LANGUAGES } from '../locales.ts';
import { countryVatRates, libraryTemplate, templateRates, VENUE_KINDS } from './index.ts';

describe('product library templates', () => {
  for (const country of COUNTRY_CODES)
    for (const kind of VENUE_KINDS)
      it(`${country} ${kind}: VAT rates of the country, unique names, positive prices`, () => {
        const template = libraryTemplate(country, kind, 'en');
        expect(templateRates(template).filter((rate) => !countryVatRates(country).includes(rate))).toEqual(
          [],
        );
        const titles = template.categories.flatMap((c) => c.products.map((p) => p.title));
        expect(new Set(titles).size).toBe(titles.length);
        expect(template.categories.flatMap((c) => c.products).every((p) => p.price > 0)).toBe(true);
      });

  it('a restaurant has a 40-item menu', () => {
    expect(libraryTemplate('SE', 'restaurant', 'sv').categories.flatMap((c) => c.products)).toHaveLength(40);
  });

  it('names products in the company language, with every language kept', () => {
    const sv = libraryTemplate('SE', 'cafe', 'sv');
    const ar = libraryTemplate('SE', 'cafe', 'ar');
    expect(sv.categories[2]?.products[0]?.title).toBe('Kanelbulle');
    expect(ar.categories[0]?.name).toBe('مشروبات ساخنة');
    for (const language of LANGUAGES) {
      const names = libraryTemplate('DK', 'bar', language).categories.flatMap((c) =>
        c.products.map((p) => p.title),
      );
      expect(new Set(names).size).toBe(names.length);
    }
    expect(Object.keys(sv.categories[0]?.nameLang ?? {}).sort()).toEqual([...LANGUAGES].sort());
  });

  it('Norway takes 15 % VAT on food to take away', () => {
    const food = libraryTemplate('NO', 'cafe', 'no').categories.find((c) => c.key === 'pastries');
    expect(food?.products[0]).toMatchObject({ vatRate: 25, takeAwayVatRate: 15 });
  });
});
