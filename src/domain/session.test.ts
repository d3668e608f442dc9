import { describe, expect, it } from 'vitest';
import {
  cookieLanguage,
  extractUrlToken,
  languageCookie,
  safeRedirectPath,
  splitName,
  tokenStorageKeys,
} from './session.ts';

describe('session rules', () => {
  it('takes a token from the query and cleans the address', () => {
    const found = extractUrlToken(new URL('https://x.test/pim/products?token=abc&id=1#top'));
    expect(found).toEqual({ token: 'abc', cleanUrl: '/pim/products?id=1#top' });
  });

  it('leaves reset-password tokens alone', () => {
    expect(extractUrlToken(new URL('https://x.test/reset-password?token=abc'))).toBeNull();
    expect(extractUrlToken(new URL('https://x.test/pim'))).toBeNull();
  });

  it('allows only relative redirects', () => {
    expect(safeRedirectPath('/pim/products')).toBe('/pim/products');
    expect(safeRedirectPath('//evil.test')).toBe('/');
    expect(safeRedirectPath('https://evil.test')).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
  });

  it('splits a name on the first space', () => {
    expect(splitName('Anna Maria Svensson')).toEqual({ firstName: 'Anna', lastName: 'Maria Svensson' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('uses other storage names in development', () => {
    expect(tokenStorageKeys(true).token).not.toBe(tokenStorageKeys(false).token);
    expect(tokenStorageKeys(false).adminToken).not.toBe(tokenStorageKeys(false).token);
  });
});

describe('the language cookie', () => {
  it('is kept for a year on every path, Secure on https', () => {
    expect(languageCookie('sv', false)).toBe('ordna.language=sv; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('ar', true)).toMatch(/; Secure$/);
  });

  it('is read from a Cookie header among others, and is null when missing or malformed', () => {
    expect(cookieLanguage('a=1; ordna.language=no; b=2')).toBe('no');
    expect(cookieLanguage(languageCookie('da', false).split(';')[0])).toBe('da');
    expect(cookieLanguage('ordna.languages=sv')).toBeNull();
    expect(cookieLanguage('ordna.language=')).toBeNull();
    expect(cookieLanguage('ordna.language=%E0')).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });
});
