import { describe, expect, it } from 'vitest';
import { nameFirstKey, nameOrderOf, nameOrderTables, nameSortKey, sortNames } from './nameOrder.ts';

const NAMES = ['Öl', 'Äpple', 'Zebra', 'Åsa', 'Ærø', 'Øl', 'Apple'];

describe('the order of names per language', () => {
  it('Swedish puts å, ä, ö after z (æ as ä, ø as ö, the plain Swedish letter first)', () => {
    expect(sortNames(NAMES, 'sv')).toEqual(['Apple', 'Zebra', 'Åsa', 'Äpple', 'Ærø', 'Öl', 'Øl']);
    expect(sortNames(['Øl', 'Öl'], 'sv')).toEqual(['Öl', 'Øl']);
    expect(nameFirstKey('Øl', 'sv')).toBe(nameFirstKey('Öl', 'sv'));
  });

  it('Norwegian and Danish put æ, ø, å after z (ä as æ, ö as ø, aa as å)', () => {
    expect(sortNames(NAMES, 'nordic')).toEqual(['Apple', 'Zebra', 'Äpple', 'Ærø', 'Øl', 'Öl', 'Åsa']);
    // Equal but for the letter: the Danish and Norwegian one first.
    expect(sortNames(['Öl', 'Øl', 'Äs', 'Æs'], 'nordic')).toEqual(['Æs', 'Äs', 'Øl', 'Öl']);
    expect(sortNames(['Aalborg', 'Zebra', 'Åsa', 'Abe'], 'nordic')).toEqual([
      'Abe',
      'Zebra',
      'Aalborg',
      'Åsa',
    ]);
  });

  it('other languages read accents as the base letter, æ as ae, ß as ss', () => {
    const names = ['Öl', 'Zebra', 'Åsa', 'Ærø', 'Apple', 'Crème', 'cola', 'Coca', 'Straße', 'Stras', 'Strb'];
    expect(sortNames(names, 'root')).toEqual([
      'Ærø',
      'Apple',
      'Åsa',
      'Coca',
      'cola',
      'Crème',
      'Öl',
      'Stras',
      'Straße',
      'Strb',
      'Zebra',
    ]);
    // Equal but for the accent: the plain letter first, as ICU's second level has it.
    expect(nameFirstKey('Äpple', 'root')).toBe(nameFirstKey('apple', 'root'));
    expect(nameFirstKey('Øl', 'root')).toBe(nameFirstKey('Öl', 'root'));
    expect(sortNames(['Äpple', 'Apple'], 'root')).toEqual(['Apple', 'Äpple']);
  });

  it('ignores case in every order', () => {
    for (const order of ['sv', 'nordic', 'root'] as const) {
      expect(nameSortKey('ÖL Å Ä Æ Ø', order)).toBe(nameSortKey('öl å ä æ ø', order));
      expect(nameFirstKey('Kaffe', order)).toBe('kaffe');
    }
  });

  it('follows the viewer’s language: sv, then no and da together, the rest by root', () => {
    expect(['sv', 'no', 'da', 'en', 'es', 'tr', 'ar'].map((l) => nameOrderOf(l as 'sv'))).toEqual([
      'sv',
      'nordic',
      'nordic',
      'root',
      'root',
      'root',
      'root',
    ]);
  });

  it('maps one letter to one (SQL translate deletes a letter without a partner)', () => {
    for (const order of ['sv', 'nordic', 'root'] as const) {
      const { from, to } = nameOrderTables(order);
      expect([...from]).toHaveLength([...to].length);
      expect(new Set(from).size).toBe([...from].length);
    }
  });
});
