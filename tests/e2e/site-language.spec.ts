import { expect, test } from '@playwright/test';
import { LANGUAGES } from '../../src/domain/locales.ts';
import { MARKETING_PAGE_SEGMENTS, MARKETING_PAGES } from '../../src/domain/marketing.ts';
import ar from '../../src/i18n/ar/marketing/index.ts';
import en from '../../src/i18n/en/marketing/index.ts';
import sv from '../../src/i18n/sv/marketing/index.ts';
import { openSite } from './site-fixtures.ts';

/** Spec section 2, "Language selector"; Arabic right to left; every page in its language. */

test.use({ locale: 'en-GB', timezoneId: 'Europe/London', viewport: { width: 1280, height: 800 } });

test('the selector lists the seven languages in the spec order', async ({ page }) => {
  await openSite(page, '/en-gb/pos');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language: English/ })
    .click();
  const links = page
    .getByRole('banner')
    .getByRole('link', { name: /Svenska|Norsk|English|Español|Türkçe|Dansk|العربية/ });
  await expect(links).toHaveText(['Svenska', 'Norsk', 'English', 'Español', 'Türkçe', 'Dansk', 'العربية']);
});

test('choosing a language keeps the region and the page, and is remembered', async ({ page }) => {
  await openSite(page, '/en-gb/pos');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /Language: English/ }).click();
  await banner.getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/sv-gb\/pos$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.pos.hero.title);
  expect(await page.evaluate(() => window.localStorage.getItem('ordna.language'))).toBe('sv');

  // The links of the Swedish page carry the region on.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('banner').getByRole('link', { name: sv.header.login })).toHaveAttribute(
    'href',
    '/sv-gb/login',
  );

  // Remembered: the next visit of / lands in Swedish.
  await page.goto('/');
  await expect(page).toHaveURL(/\/sv-gb$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.home.hero.title);
});

test('Arabic is right to left with a mirrored layout', async ({ page }) => {
  await openSite(page, '/ar-gb/pos');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.pos.hero.title);
  const banner = page.getByRole('banner');
  const logo = await banner.getByRole('link', { name: ar.a11y.home }).boundingBox();
  const login = await banner.getByRole('link', { name: ar.header.login }).boundingBox();
  // The logo sits at the right edge and Log in at the left, the mirror image of English.
  expect(logo?.x ?? 0).toBeGreaterThan(1280 / 2);
  expect(login?.x ?? 1280).toBeLessThan(1280 / 2);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const illustration = await page.getByRole('img', { name: ar.pos.hero.illustration }).boundingBox();
  expect(heading?.x ?? 0).toBeGreaterThan(illustration?.x ?? 0);
});

test('a page is readable before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sv-se/digital-kitchen-screens');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.kitchen.hero.title);
  await expect(page.getByRole('contentinfo')).toContainText(sv.footer.ctaTitle);
  await context.close();
});

test('every page has a translated title, description, canonical link and hreflang alternates', async ({
  request,
}) => {
  const response = await request.get('/sv-se/pos');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  expect(html).toContain(`<title>${sv.meta.pos.title}</title>`);
  expect(html).toContain(`<meta name="description" content="${sv.meta.pos.description}">`);
  expect(html).toContain('<link rel="canonical" href="https://ordna.se/sv/pos">');
  for (const language of LANGUAGES) {
    expect(html).toContain(
      `<link rel="alternate" hreflang="${language}" href="https://ordna.se/${language}/pos">`,
    );
  }
  expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://ordna.se/en/pos">');
  expect(html).toMatch(/<html lang="sv" dir="ltr">/);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<loc>/g)).toHaveLength(LANGUAGES.length * MARKETING_PAGES.length);
  expect(sitemap).toContain('<loc>https://ordna.se/ar/online-ordering</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://ordna.se/sitemap.xml');
});

/** English sentences (three words or more) that must not appear on another language's page. */
function englishSentences(dictionary: object): string[] {
  const found: string[] = [];
  for (const value of Object.values(dictionary)) {
    if (typeof value === 'string') {
      const text = value.replace(/\{[^}]*\}/g, '').trim();
      if (text.split(/\s+/).length >= 3) found.push(text);
    } else if (value && typeof value === 'object') found.push(...englishSentences(value));
  }
  return found;
}

test('no English leaks into the other languages', async ({ request }) => {
  const english = englishSentences(en);
  expect(english.length).toBeGreaterThan(100);
  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    for (const page of MARKETING_PAGES) {
      const segment = MARKETING_PAGE_SEGMENTS[page];
      const html = await (await request.get(`/${language}${segment ? `/${segment}` : ''}`)).text();
      const text = html
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&');
      const leaked = english.filter((sentence) => text.includes(sentence));
      expect(leaked, `${language} ${page}`).toEqual([]);
    }
  }
});

test('pages hydrate without errors or warnings', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/en-gb', '/ar-gb/pos', '/tr/handheld-terminal', '/no-no/online-ordering']) {
    await openSite(page, path);
  }
  expect(problems).toEqual([]);
});
