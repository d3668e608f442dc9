import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/i18n-util.sync.ts';
import { i18nObject } from '../../i18n/i18n-util.ts';
import type { PimEnv, VariationGroupRow } from './pimEnv.ts';
import { groupInput, type VariationGroupForm, variationsResource } from './variations.resource.tsx';

function env(country: PimEnv['country']): PimEnv {
  return {
    LL: i18nObject('en'),
    locale: 'sv',
    currency: 'SEK',
    country,
    companyId: 'company-1',
    venueId: null,
    venues: [],
    nextPosition: 0,
    money: (minor) => `${minor / 100} kr`,
    options: { venues: [], vatRates: [] },
  };
}

const GROUP: VariationGroupRow = {
  id: 'g1',
  title: 'Sås',
  titleLang: { en: null, se: null, es: null, no: null, da: null, tr: null, ar: null },
  selectionMode: 'SINGLE',
  itemCount: 0,
  version: 1,
  variations: [
    { id: 'v1', name: 'Bearnaise', price: 1500 },
    { id: 'v2', name: 'Rödvinssås', price: 1250 },
  ],
};

function form(prices: string[]): VariationGroupForm {
  return {
    title: 'Sås',
    titleLang: {},
    selectionMode: 'SINGLE',
    variations: prices.map((price, index) => ({ key: `k${index}`, id: null, name: `Line ${index}`, price })),
  };
}

describe('the modification groups descriptor', () => {
  beforeAll(() => loadLocale('en'));

  it("writes and reads the variations' prices with the company's decimal mark (decision 0113)", async () => {
    expect(variationsResource.toForm(GROUP, env('SE')).variations.map((line) => line.price)).toEqual([
      '15,00',
      '12,50',
    ]);
    expect(variationsResource.toForm(GROUP, env('GB')).variations.map((line) => line.price)).toEqual([
      '15.00',
      '12.50',
    ]);
    expect(groupInput(form(['15', '12,50', '0.5']), 'SE').variations?.map((line) => line.price)).toEqual([
      1500, 1250, 50,
    ]);
    expect(await variationsResource.validate(form(['12,50', '12.50']), env('SE'))).toEqual({});
    // A comma groups thousands in Britain, and a sign is no price anywhere.
    expect(await variationsResource.validate(form(['12,50', '12.50', '-5']), env('GB'))).toEqual({
      'variations.0.price': 'priceInvalid',
      'variations.2.price': 'priceInvalid',
    });
  });
});
