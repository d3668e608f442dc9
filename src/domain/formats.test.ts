import { describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode } from './countries.ts';
import { formatLocale, formatsFor } from './formats.ts';
import { LANGUAGES, type Language } from './locales.ts';

/** Intl's spaces (no-break, narrow no-break) and Arabic's direction marks as plain text, to compare. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

const AT = '2026-12-03T14:05:09Z';
const UTC = { timeZone: 'UTC' };

describe('formatLocale: words from the language, conventions from the country', () => {
  it('pairs the language with the country where Intl knows the pair', () => {
    expect(formatLocale('en', 'SE')).toBe('en-SE');
    expect(formatLocale('sv', 'SE')).toBe('sv-SE');
    expect(formatLocale('no', 'NO')).toBe('nb-NO');
    expect(formatLocale('da', 'DK')).toBe('da-DK');
    expect(formatLocale('en', 'GB')).toBe('en-GB');
  });

  it('falls back to the language with Latin digits and a 24-hour clock, English to European English', () => {
    expect(formatLocale('ar', 'SE')).toBe('ar-u-hc-h23-nu-latn');
    expect(formatLocale('sv', 'GB')).toBe('sv-u-hc-h23-nu-latn');
    expect(formatLocale('en', 'TR')).toBe('en-150-u-hc-h23-nu-latn');
  });
});

describe('formatsFor', () => {
  it('writes an English user’s dates in a Swedish company the Swedish way, with English words', () => {
    const f = formatsFor('en', 'SE');
    expect(f.dateTime(AT, 'short', UTC)).toBe('2026-12-03, 14:05');
    expect(f.date(AT, 'medium', UTC)).toBe('3 Dec 2026');
    expect(f.weekday(AT, 'long', UTC)).toBe('Thursday');
    expect(plain(f.money(123450))).toBe('1 234,50 kr');
  });

  it('gives a Swedish user Swedish words in a British company, in pounds', () => {
    const f = formatsFor('sv', 'GB');
    expect(f.date(AT, 'long', UTC)).toBe('3 december 2026');
    expect(f.time(AT, UTC)).toBe('14:05');
    expect(plain(f.money(1250))).toBe('12,50 GBP');
  });

  it('writes Arabic words with Latin digits and a 24-hour clock in Sweden and in Turkey', () => {
    for (const country of ['SE', 'TR'] as const) {
      const f = formatsFor('ar', country);
      expect(plain(f.time(AT, UTC))).toBe('14:05');
      expect(plain(f.dateTime(AT, 'short', UTC))).toMatch(/^3\/12\/2026، 14:05$/);
      expect(f.weekday(AT, 'long', UTC)).toBe('الخميس');
      expect(plain(f.money(1250))).toContain('12.50');
      expect(plain(f.money(1250))).toContain(COUNTRIES[country].currency);
    }
  });

  it('writes Norwegian (no → nb), Danish, Spanish and Turkish in their own and another country', () => {
    expect(formatsFor('no', 'NO').date(AT, 'medium', UTC)).toBe('3. des. 2026');
    expect(plain(formatsFor('no', 'NO').money(125050))).toBe('1 250,50 kr');
    expect(formatsFor('da', 'DK').dateTime(AT, 'short', UTC)).toBe('03.12.2026, 14.05');
    expect(formatsFor('da', 'SE').weekday(AT, 'short', UTC)).toBe('tors.');
    expect(formatsFor('es', 'ES').dateTime(AT, 'short', UTC)).toBe('3/12/26, 14:05');
    expect(plain(formatsFor('es', 'ES').money(1250))).toBe('12,50 €');
    expect(formatsFor('tr', 'TR').dateTime(AT, 'short', UTC)).toBe('3.12.2026 14:05');
    expect(formatsFor('tr', 'GB').time(AT, UTC)).toBe('14:05');
  });

  it('gives every language in every country a 24-hour clock, Latin digits and the country’s currency', () => {
    for (const language of LANGUAGES as readonly Language[]) {
      for (const country of Object.keys(COUNTRIES) as CountryCode[]) {
        const f = formatsFor(language, country);
        expect(plain(f.time(AT, UTC)).replace('.', ':'), `${language}-${country}`).toBe('14:05');
        expect(f.dateTime(AT, 'medium', { ...UTC, seconds: true }), `${language}-${country}`).toMatch(/2026/);
        expect(f.money(100, 'USD')).not.toBe(f.money(100));
      }
    }
  });

  it('writes a calendar day the same in every zone: whole, day and month, month and year', () => {
    const f = formatsFor('en', 'GB');
    expect(f.day('2026-11-30', 'full')).toBe('Monday, 30 November 2026');
    expect(f.day('2026-12-02', 'dayMonth')).toBe('2 Dec');
    expect(f.day('2026-12', 'monthYear')).toBe('Dec 2026');
    expect(formatsFor('sv', 'SE').day('2026-11-30', 'full')).toBe('måndag 30 november 2026');
  });

  it('builds the formatters once per language and country', () => {
    expect(formatsFor('tr', 'TR')).toBe(formatsFor('tr', 'TR'));
    expect(formatsFor('tr', 'TR')).not.toBe(formatsFor('tr', 'SE'));
  });
});
