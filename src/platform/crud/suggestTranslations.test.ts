import { describe, expect, it } from 'vitest';
import { mergeSuggestions, suggestionSource, translationKeyOf } from './suggestTranslations.ts';

describe('suggest translations', () => {
  it('maps the company locale to the translation keys', () => {
    expect(translationKeyOf('sv-SE')).toBe('se');
    expect(translationKeyOf('nb-NO')).toBe('no');
    expect(translationKeyOf('da-DK')).toBe('da');
    expect(translationKeyOf('fr-FR')).toBe('en');
  });

  it('takes the main text first, else the first filled translation', () => {
    expect(suggestionSource(' Kaffe ', 'sv-SE', {})).toEqual({ text: 'Kaffe', language: 'se' });
    expect(suggestionSource('', 'sv-SE', { es: 'Café' })).toEqual({ text: 'Café', language: 'es' });
    expect(suggestionSource('', 'sv-SE', { es: ' ' })).toBeNull();
  });

  it('fills only the empty languages', () => {
    expect(
      mergeSuggestions({ en: 'Coffee (mine)', da: '' }, { en: 'Coffee', da: 'Kaffe', no: null }),
    ).toEqual({
      en: 'Coffee (mine)',
      da: 'Kaffe',
    });
  });
});
