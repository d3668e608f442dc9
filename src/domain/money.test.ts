import { describe, expect, it } from 'vitest';
import { normalizeCountry } from './countries.ts';
import { decimalSeparatorOf, formatMoney, moneyText, parseMoney } from './money.ts';
import { sortItems } from './sorting.ts';

describe('money', () => {
  it('formats minor units in the currency', () => {
    expect(formatMoney(14500, 'SEK', 'sv-SE').replace(/\s/g, ' ')).toBe('145 kr');
    expect(formatMoney(1250, 'GBP', 'en-GB')).toBe('£12.50');
  });
});

describe('parsing a typed amount (one parser for every money field)', () => {
  it('takes the country’s decimal mark and the dot, giving minor units', () => {
    expect(parseMoney('69', 'SE')).toBe(6900);
    expect(parseMoney('69,50', 'SE')).toBe(6950);
    expect(parseMoney('69.5', 'SE')).toBe(6950);
    expect(parseMoney(' 1 250,05 ', 'SE')).toBe(125005);
    expect(parseMoney('1\u00a0250,05', 'NO')).toBe(125005);
    expect(parseMoney('12,5', 'TR')).toBe(1250);
    expect(parseMoney('12.50', 'GB')).toBe(1250);
    expect(parseMoney('0,07', 'DK')).toBe(7);
    expect(parseMoney('3,', 'ES')).toBe(300);
  });

  it('refuses garbage rather than guessing', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '12kr',
      '-5',
      '+5',
      '1,2,3',
      '1.2.3',
      '12,345',
      '12.345',
      ',50',
      '1e3',
      'NaN',
      '٣',
    ]) {
      expect(parseMoney(text, 'SE'), text).toBeNull();
    }
    // In Britain the comma groups thousands: "12,50" is not twelve and a half.
    expect(parseMoney('12,50', 'GB')).toBeNull();
    // A typo of many digits is not a price.
    expect(parseMoney('123456789012345', 'SE')).toBeNull();
  });

  it('writes an amount back as the text a field starts from', () => {
    expect(decimalSeparatorOf('SE')).toBe(',');
    expect(decimalSeparatorOf('GB')).toBe('.');
    expect(moneyText(6950, 'SE')).toBe('69,50');
    expect(moneyText(5, 'GB')).toBe('0.05');
    expect(moneyText(-1200, 'ES')).toBe('-12,00');
    for (const minor of [0, 7, 99, 100, 123456]) expect(parseMoney(moneyText(minor, 'NO'), 'NO')).toBe(minor);
  });
});

describe('countries', () => {
  it('treats EN as GB', () => {
    expect(normalizeCountry('EN')).toBe('GB');
    expect(normalizeCountry('no')).toBe('NO');
  });
});

describe('sorting', () => {
  it('sorts by title, then first category, ignoring [TA]', () => {
    const items = [
      { title: 'Öl', categories: [{ name: 'Dryck' }] },
      { title: '[TA] Burgare', categories: [{ name: 'Mat' }] },
      { title: 'Burgare', categories: [{ name: 'Lunch' }] },
      { title: 'Ale', categories: [] },
    ];
    expect(sortItems(items, 'sv').map((i) => `${i.title}/${i.categories[0]?.name ?? ''}`)).toEqual([
      'Ale/',
      'Burgare/Lunch',
      '[TA] Burgare/Mat',
      'Öl/Dryck',
    ]);
  });
});
