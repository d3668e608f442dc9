import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/i18n-util.sync.ts';
import { i18nObject } from '../../i18n/i18n-util.ts';
import { allergenName } from './allergens.ts';

describe('allergenName', () => {
  beforeAll(() => {
    loadLocale('en');
    loadLocale('sv');
  });

  it("names an allergen in the viewer's language, never by its code", () => {
    expect(allergenName(i18nObject('sv'), 'MUSTARD')).toBe(i18nObject('sv').pim.allergens.MUSTARD());
    expect(allergenName(i18nObject('sv'), 'MUSTARD')).not.toBe('MUSTARD');
    expect(allergenName(i18nObject('en'), 'BRAZIL_NUTS')).not.toMatch(/_/);
  });

  it('shows a value that is no allergen as stored', () => {
    expect(allergenName(i18nObject('en'), 'Chilli')).toBe('Chilli');
  });
});
