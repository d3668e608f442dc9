import { describe, expect, it } from 'vitest';
import { compareNatural, naturalSortKey, sortNatural } from './naturalSort.ts';

const byKey = (codes: string[]) =>
  [...codes].sort((a, b) => {
    const [x, y] = [naturalSortKey(a), naturalSortKey(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });

describe('natural sort', () => {
  it('sorts numbers written as text by their value (1, 2, 10), not as text (1, 10, 2)', () => {
    expect(sortNatural(['10', '2', '1', '11', '20'], (c) => c)).toEqual(['1', '2', '10', '11', '20']);
    expect(sortNatural(['Bar 10', 'bar 2', 'Bar 1', 'Terrace 3'], (c) => c)).toEqual([
      'Bar 1',
      'bar 2',
      'Bar 10',
      'Terrace 3',
    ]);
    expect(compareNatural('T9', 'T10')).toBeLessThan(0);
    expect(compareNatural('ä1', 'z1', 'sv')).toBeGreaterThan(0);
  });

  it("builds a sort key whose byte order is the same natural order (the database's)", () => {
    const codes = ['10', '2', '1', 'B3', 'b12', 'A', 'T2', 'T10', '100', 'Bar'];
    expect(byKey(codes)).toEqual(['1', '2', '10', '100', 'A', 'B3', 'b12', 'Bar', 'T2', 'T10']);
    expect(naturalSortKey('007')).toBe(naturalSortKey('7').replace(/7$/, '007'));
  });
});
