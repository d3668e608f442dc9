import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstMatches,
  matchesSearch,
  normalizeSearchText,
  parseRecentSearches,
  pushRecentSearch,
  RECENT_SEARCHES_MAX,
  rankMatches,
  sortForSearch,
} from './search.ts';

describe('search matching (spec section 5)', () => {
  it('is case-insensitive and ignores spaces and hyphens', () => {
    expect(matchesSearch('Toast Skagen', 'toast')).toBe(true);
    expect(matchesSearch('Toast Skagen', 'TOAST SKAGEN')).toBe(true);
    expect(matchesSearch('Toast Skagen', 'toastskagen')).toBe(true);
    expect(matchesSearch('Coca-Cola Zero', 'coca cola')).toBe(true);
    expect(matchesSearch('Coca-Cola Zero', 'cocacola-zero')).toBe(true);
    expect(matchesSearch('Räksmörgås', 'RÄKSMÖR')).toBe(true);
    expect(matchesSearch('Toast Skagen', 'pizza')).toBe(false);
  });

  it('matches nothing for an empty or blank query', () => {
    expect(matchesSearch('Toast', '')).toBe(false);
    expect(matchesSearch('Toast', ' - ')).toBe(false);
  });

  it('finds every title by any of its own substrings', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), fc.nat(), (title, a, b) => {
        const start = a % title.length;
        const part = title.slice(start, start + 1 + (b % title.length));
        return normalizeSearchText(part) === '' || matchesSearch(title, part);
      }),
    );
  });

  it('ranks titles starting with the query first', () => {
    const rows = ['Ostbricka', 'Toast Skagen', 'Toast Hawaii', 'Räktoast'].map((title) => ({
      title,
      normalized: normalizeSearchText(title),
    }));
    expect(rankMatches(rows, 'toast', 'sv', 10).map((r) => r.title)).toEqual([
      'Toast Hawaii',
      'Toast Skagen',
      'Ostbricka',
      'Räktoast',
    ]);
    expect(rankMatches(rows, 'toast', 'sv', 2).map((r) => r.title)).toEqual(['Toast Hawaii', 'Toast Skagen']);
  });

  it('keeps the same best few as a full sort would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 10 }),
        (titles, limit) => {
          const rows = titles.map((title) => ({ title, normalized: normalizeSearchText(title) }));
          const { compare } = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });
          const full = [...rows]
            .sort(
              (a, b) =>
                Number(b.normalized.startsWith('a')) - Number(a.normalized.startsWith('a')) ||
                compare(a.title, b.title),
            )
            .slice(0, limit)
            .map((r) => r.title);
          return (
            JSON.stringify(rankMatches(rows, 'a', 'sv', limit).map((r) => r.title)) === JSON.stringify(full)
          );
        },
      ),
    );
  });
});

describe('firstMatches on a sorted index', () => {
  it('gives the same answer as ranking every match', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 80 }),
        fc.string({ minLength: 1, maxLength: 2 }),
        fc.integer({ min: 0, max: 10 }),
        (titles, query, limit) => {
          const q = normalizeSearchText(query);
          if (q === '') return true;
          const rows = sortForSearch(
            titles.map((title) => ({ title, normalized: normalizeSearchText(title) })),
            'sv',
          );
          const ranked = rankMatches(
            rows.filter((row) => row.normalized.includes(q)),
            q,
            'sv',
            limit,
          );
          return JSON.stringify(firstMatches(rows, q, limit)) === JSON.stringify(ranked);
        },
      ),
    );
  });
});

describe('recent searches (spec section 4)', () => {
  it('keeps the last 3 titles, newest first, without duplicates', () => {
    let recent: string[] = [];
    for (const title of ['Toast', 'Öl', 'Vin', 'Toast', 'Kaffe']) recent = pushRecentSearch(recent, title);
    expect(recent).toEqual(['Kaffe', 'Toast', 'Vin']);
  });

  it('never holds more than 3 or a duplicate, whatever is pushed', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (titles) => {
        const recent = titles.reduce<string[]>((list, title) => pushRecentSearch(list, title), []);
        return recent.length <= RECENT_SEARCHES_MAX && new Set(recent).size === recent.length;
      }),
    );
  });

  it('reads only lists of strings from storage', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["a",2,"b","c","d"]')).toEqual(['a', 'b', 'c']);
  });
});
