import { describe, expect, it } from 'vitest';
import { classifyPath, type PrefixRequest, resolveLanguagePrefix } from './languagePrefix.ts';
import {
  MARKETING_PAGE_SEGMENTS,
  MARKETING_PAGES,
  marketingPageFromSegment,
  marketingPath,
} from './marketing.ts';

const visitor = (overrides: Partial<PrefixRequest>): PrefixRequest => ({
  pathname: '/',
  signedIn: false,
  storedLanguage: null,
  browserLanguages: [],
  timeZone: 'UTC',
  ...overrides,
});

describe('classifyPath', () => {
  it('knows the marketing pages under any valid prefix', () => {
    for (const page of MARKETING_PAGES) {
      const path = marketingPath('sv-se', page);
      const found = classifyPath(path);
      expect(found).toMatchObject({ kind: 'prefixed', language: 'sv', region: 'se' });
      expect(found.kind === 'prefixed' && found.page).toEqual({ type: 'marketing', page });
    }
    expect(classifyPath('/ar/')).toMatchObject({ kind: 'prefixed', rest: '', page: { type: 'marketing' } });
  });

  it('tells SPA pages, unknown pages and unprefixed paths apart', () => {
    expect(classifyPath('/en/login')).toMatchObject({ page: { type: 'app', page: 'login' } });
    expect(classifyPath('/en/onboarding/42')).toMatchObject({ page: { type: 'app', page: 'onboarding' } });
    expect(classifyPath('/en/pos/extra')).toMatchObject({ page: { type: 'unknown' } });
    expect(classifyPath('/en/nope')).toMatchObject({ page: { type: 'unknown' } });
    expect(classifyPath('/pim/products')).toEqual({ kind: 'unprefixed' });
    expect(classifyPath('/fr-fr/pos')).toEqual({ kind: 'unprefixed' });
    expect(classifyPath('/')).toEqual({ kind: 'unprefixed' });
  });

  it('gives the canonical spelling of a prefix', () => {
    expect(classifyPath('/SE-se/pos')).toMatchObject({ segment: 'SE-se', canonicalSegment: 'sv-se' });
    expect(classifyPath('/se')).toMatchObject({ language: 'sv', canonicalSegment: 'sv' });
  });

  it('maps page segments both ways', () => {
    for (const page of MARKETING_PAGES) {
      expect(marketingPageFromSegment(MARKETING_PAGE_SEGMENTS[page])).toBe(page);
    }
    expect(marketingPath('en-gb', 'home', 'testimonials')).toBe('/en-gb#testimonials');
  });
});

describe('resolveLanguagePrefix (spec section 2)', () => {
  it('sends a logged-out visitor of / to the marketing home under a 5-character prefix', () => {
    const cases: [string[], string, string][] = [
      [['sv-SE'], 'Europe/Stockholm', '/sv-se'],
      [['nb-NO'], 'Europe/Oslo', '/no-no'],
      [['es-ES'], 'Europe/Madrid', '/es-es'],
      [['en-GB'], 'Europe/London', '/en-gb'],
      [['da-DK'], 'Europe/Copenhagen', '/da-gb'],
      [['tr-TR'], 'Europe/Istanbul', '/tr-gb'],
      [['ar'], 'Asia/Dubai', '/ar-gb'],
      [['fr-FR'], 'Europe/Paris', '/en-gb'],
    ];
    for (const [browserLanguages, timeZone, to] of cases) {
      const decision = resolveLanguagePrefix(visitor({ browserLanguages, timeZone }));
      expect(decision).toEqual({ kind: 'redirect', to, document: true, reason: 'noPrefix' });
      expect(to.slice(1)).toHaveLength(5);
    }
  });

  it('prefers the stored choice over the browser language', () => {
    const decision = resolveLanguagePrefix(
      visitor({ storedLanguage: 'da', browserLanguages: ['sv-SE'], timeZone: 'Europe/Stockholm' }),
    );
    expect(decision).toMatchObject({ kind: 'redirect', to: '/da-se' });
  });

  it('shows the login page for any other unprefixed path and keeps it as the target', () => {
    const decision = resolveLanguagePrefix(visitor({ pathname: '/pim/products', search: '?id=7' }));
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/en-gb/login?redirect=%2Fpim%2Fproducts%3Fid%3D7',
      document: false,
      reason: 'noPrefix',
    });
  });

  it('sends a signed-in user on a prefixed path to /', () => {
    for (const pathname of ['/en', '/sv-se/pos', '/ar-gb/login', '/en/nope']) {
      expect(resolveLanguagePrefix(visitor({ pathname, signedIn: true }))).toEqual({
        kind: 'redirect',
        to: '/',
        document: false,
        reason: 'signedIn',
      });
    }
    expect(resolveLanguagePrefix(visitor({ pathname: '/', signedIn: true }))).toEqual({ kind: 'backOffice' });
    expect(resolveLanguagePrefix(visitor({ pathname: '/pim', signedIn: true }))).toEqual({
      kind: 'backOffice',
    });
  });

  it('skips reset-password, activate, welcome and any URL with a token', () => {
    for (const pathname of ['/reset-password', '/activate/abc', '/welcome', '/welcome/step']) {
      expect(resolveLanguagePrefix(visitor({ pathname }))).toEqual({ kind: 'exempt' });
      expect(resolveLanguagePrefix(visitor({ pathname, signedIn: true }))).toEqual({ kind: 'exempt' });
    }
    expect(resolveLanguagePrefix(visitor({ pathname: '/', search: '?token=abc' }))).toEqual({
      kind: 'exempt',
    });
    expect(
      resolveLanguagePrefix(visitor({ pathname: '/en/pos', search: 'token=abc', signedIn: true })),
    ).toEqual({
      kind: 'exempt',
    });
    expect(resolveLanguagePrefix(visitor({ pathname: '/activated' }))).toMatchObject({ kind: 'redirect' });
  });

  it('lets a logged-out visitor stay on the public pages', () => {
    expect(resolveLanguagePrefix(visitor({ pathname: '/ar-gb/digital-kitchen-screens' }))).toEqual({
      kind: 'public',
      language: 'ar',
      prefix: 'ar-gb',
      page: { type: 'marketing', page: 'kitchen' },
    });
    expect(resolveLanguagePrefix(visitor({ pathname: '/sv/login' }))).toMatchObject({
      kind: 'public',
      page: { type: 'app', page: 'login' },
    });
  });

  it('shows the login page for an unknown page under a prefix', () => {
    expect(resolveLanguagePrefix(visitor({ pathname: '/es-es/precios' }))).toEqual({
      kind: 'redirect',
      to: '/es-es/login',
      document: false,
      reason: 'unknownPage',
    });
  });

  it('maps the Swedish code se and other spellings to the canonical sv prefix', () => {
    expect(resolveLanguagePrefix(visitor({ pathname: '/se-se/pos', hash: '#top' }))).toEqual({
      kind: 'redirect',
      to: '/sv-se/pos#top',
      document: true,
      reason: 'canonical',
    });
    expect(resolveLanguagePrefix(visitor({ pathname: '/EN/login', search: '?redirect=%2F' }))).toEqual({
      kind: 'redirect',
      to: '/en/login?redirect=%2F',
      document: false,
      reason: 'canonical',
    });
  });
});
