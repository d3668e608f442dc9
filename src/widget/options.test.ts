import { describe, expect, it } from 'vitest';
import { resolveCountry, resolveLanguage, toReferralId } from './options.ts';

describe('what a widget inherits from the partner page', () => {
  it('takes the language from the attribute, else the page, else the browser, else English', () => {
    expect(resolveLanguage('ar', 'sv-SE', ['da'])).toBe('ar');
    expect(resolveLanguage(null, 'sv-SE', ['da'])).toBe('sv');
    expect(resolveLanguage('klingon', 'nb-NO', [])).toBe('no');
    expect(resolveLanguage(undefined, '', ['de-DE', 'es-ES'])).toBe('es');
    expect(resolveLanguage(undefined, 'fr', ['de'])).toBe('en');
  });

  it('takes the country from the attribute, else the page language region, else none', () => {
    expect(resolveCountry('dk', 'sv-SE')).toBe('DK');
    expect(resolveCountry(null, 'sv-SE')).toBe('SE');
    expect(resolveCountry(null, 'en-GB')).toBe('GB');
    expect(resolveCountry('UK', null)).toBe('GB');
    expect(resolveCountry('US', 'en-US')).toBeNull();
    expect(resolveCountry(null, 'en')).toBeNull();
  });

  it('keeps referral ids the sign-up accepts', () => {
    expect(toReferralId(' PARTNER-42 ')).toBe('PARTNER-42');
    expect(toReferralId('')).toBeNull();
    expect(toReferralId('x'.repeat(65))).toBeNull();
  });
});
