import { describe, expect, it } from 'vitest';
import { normalizeCountry } from './countries.ts';
import { formatMoney } from './money.ts';
import { sortItems } from './sorting.ts';

describe('money', () => {
  it('formats minor units in the currency', () => {
    expect(formatMoney(14500, 'SEK', 'sv-SE').replace(/\s/g, ' ')).toBe('145 kr');
    expect(formatMoney(1250, 'GBP', 'en-GB')).toBe('£12.50');
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
