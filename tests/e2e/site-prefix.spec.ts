import { expect, test } from '@playwright/test';
import ar from '../../src/i18n/ar/marketing/index.ts';
import da from '../../src/i18n/da/marketing/index.ts';
import en from '../../src/i18n/en/marketing/index.ts';
import es from '../../src/i18n/es/marketing/index.ts';
import no from '../../src/i18n/no/marketing/index.ts';
import sv from '../../src/i18n/sv/marketing/index.ts';
import tr from '../../src/i18n/tr/marketing/index.ts';
import { demoToken, TOKEN_KEY } from './site-fixtures.ts';

/** Spec section 2, "Language prefix rules for logged-out visitors", one browser setting per case. */

const LANDINGS = [
  {
    country: 'Sweden',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    prefix: 'sv-se',
    lang: 'sv',
    title: sv.home.hero.title,
  },
  {
    country: 'Norway',
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    prefix: 'no-no',
    lang: 'no',
    title: no.home.hero.title,
  },
  {
    country: 'Spain',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    prefix: 'es-es',
    lang: 'es',
    title: es.home.hero.title,
  },
  {
    country: 'United Kingdom',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    prefix: 'en-gb',
    lang: 'en',
    title: en.home.hero.title,
  },
  {
    country: 'Denmark',
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    prefix: 'da-gb',
    lang: 'da',
    title: da.home.hero.title,
  },
  {
    country: 'Turkey',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    prefix: 'tr-gb',
    lang: 'tr',
    title: tr.home.hero.title,
  },
  {
    country: 'an Arabic browser',
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
    prefix: 'ar-gb',
    lang: 'ar',
    title: ar.home.hero.title,
  },
  {
    country: 'France (no language of ours)',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    prefix: 'en-gb',
    lang: 'en',
    title: en.home.hero.title,
  },
];

for (const landing of LANDINGS) {
  test.describe(`a logged-out visitor from ${landing.country}`, () => {
    test.use({ locale: landing.locale, timezoneId: landing.timezoneId });

    test(`lands on /${landing.prefix} and reads the home page in their language`, async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/${landing.prefix}$`));
      expect(landing.prefix).toHaveLength(5);
      await expect(page.locator('html')).toHaveAttribute('lang', landing.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.title);
    });
  });
}

test.describe('the stored choice', () => {
  test.use({ locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });

  test('wins over the browser language; the country still comes from the time zone', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('ordna.language', 'da'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/da-se$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(da.home.hero.title);
  });
});

test.describe('any other path', () => {
  test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

  test('without a prefix shows the login page under the visitor prefix, keeping the target', async ({
    page,
  }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/es-es\/login\?redirect=%2Forders$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('under a prefix shows the login page', async ({ page }) => {
    await page.goto('/es-es/precios');
    await expect(page).toHaveURL(/\/es-es\/login$/);
  });

  test('the Swedish code se and other spellings go to the canonical sv prefix', async ({ page, request }) => {
    const response = await request.get('/se-se/pos', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/sv-se/pos');
    await page.goto('/SV/online-ordering');
    await expect(page).toHaveURL(/\/sv\/online-ordering$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.ordering.hero.title);
  });
});

test.describe('a signed-in user', () => {
  test('on a prefixed path is sent to /', async ({ page, request }) => {
    const token = await demoToken(request);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      TOKEN_KEY,
      token,
    ] as const);
    for (const path of ['/sv-se/pos', '/en-gb', '/ar/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    }
  });

  test('arriving with a token in the URL stays off the prefix and is signed in', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    await page.goto(`/?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBe(token);
  });
});

test.describe('paths that skip the redirect', () => {
  for (const path of ['/reset-password', '/activate/4f1c2d', '/welcome']) {
    test(`${path} keeps its address`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});
