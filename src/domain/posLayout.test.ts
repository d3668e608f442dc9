import { describe, expect, it } from 'vitest';
import { gridProblems, localName, nameKeyOf } from './posLayout.ts';

describe('localName', () => {
  const food = { name: 'Mat', nameLang: { en: 'Food', se: 'Mat', ar: 'طعام', no: '' } };

  it("shows the translation for the user's language", () => {
    expect(localName(food, 'en')).toBe('Food');
    expect(localName(food, 'en-GB')).toBe('Food');
    expect(localName(food, 'ar')).toBe('طعام');
    expect(localName(food, 'sv')).toBe('Mat');
  });

  it('falls back to the default name without a translation, an empty one, or none at all', () => {
    expect(localName(food, 'tr')).toBe('Mat');
    expect(localName(food, 'no')).toBe('Mat');
    expect(localName({ name: 'Öl', nameLang: null }, 'en')).toBe('Öl');
    expect(localName({ name: 'Öl' }, 'fr')).toBe('Öl');
  });

  it('maps locale tags to the translation keys (Swedish is keyed se)', () => {
    expect(nameKeyOf('sv-SE')).toBe('se');
    expect(nameKeyOf('nb')).toBe('no');
    expect(nameKeyOf('da')).toBe('da');
    expect(nameKeyOf('fr')).toBeNull();
  });
});

describe('gridProblems', () => {
  it('refuses a page smaller than its buttons, a button resized past the edge, and overlaps', () => {
    expect(gridProblems(5, 4, [{ col: 4, row: 0, width: 1, height: 1 }])).toEqual([]);
    expect(gridProblems(4, 4, [{ col: 4, row: 0, width: 1, height: 1 }])).toEqual(['BUTTON_OUTSIDE']);
    expect(gridProblems(5, 4, [{ col: 3, row: 0, width: 3, height: 1 }])).toEqual(['BUTTON_OUTSIDE']);
    expect(
      gridProblems(5, 4, [
        { col: 0, row: 0, width: 2, height: 2 },
        { col: 1, row: 1, width: 1, height: 1 },
      ]),
    ).toEqual(['BUTTONS_OVERLAP']);
    expect(gridProblems(13, 4, [])).toEqual(['GRID_SIZE']);
  });
});
