import { describe, expect, it } from 'vitest';
import {
  buildPrefix,
  countryFromTimeZone,
  directionOf,
  parsePrefix,
  pickLanguage,
  switchLanguageInPath,
  toLanguage,
} from './locales.ts';

describe('language prefix rules', () => {
  it('maps time zones to countries, anything else to gb', () => {
    expect(countryFromTimeZone('Europe/Madrid')).toBe('es');
    expect(countryFromTimeZone('Europe/London')).toBe('gb');
    expect(countryFromTimeZone('Europe/Stockholm')).toBe('se');
    expect(countryFromTimeZone('Europe/Oslo')).toBe('no');
    expect(countryFromTimeZone('America/New_York')).toBe('gb');
    expect(countryFromTimeZone(null)).toBe('gb');
  });

  it('takes the stored choice, else the browser language, else English', () => {
    expect(pickLanguage({ storedLanguage: 'da', browserLanguages: ['es-ES'] })).toBe('da');
    expect(pickLanguage({ browserLanguages: ['fr-FR', 'nb-NO'] })).toBe('no');
    expect(pickLanguage({ browserLanguages: ['fr-FR'] })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });

  it('builds a 5-character prefix', () => {
    const prefix = buildPrefix({ browserLanguages: ['sv-SE'], timeZone: 'Europe/Stockholm' });
    expect(prefix).toBe('sv-se');
    expect(prefix).toHaveLength(5);
  });

  it('maps se to Swedish and rejects unknown codes', () => {
    expect(toLanguage('se')).toBe('sv');
    expect(parsePrefix('sv-se')).toEqual({ language: 'sv', region: 'se' });
    expect(parsePrefix('ar')).toEqual({ language: 'ar', region: null });
    expect(parsePrefix('pim')).toBeNull();
    expect(parsePrefix('fr-fr')).toBeNull();
  });

  it('replaces only the language segment and keeps the region', () => {
    expect(switchLanguageInPath('/en-gb/pos', 'sv')).toBe('/sv-gb/pos');
    expect(switchLanguageInPath('/en', 'ar')).toBe('/ar');
    expect(switchLanguageInPath('/', 'da')).toBe('/da');
  });

  it('is right-to-left only for Arabic', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('sv')).toBe('ltr');
  });
});
