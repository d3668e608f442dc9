import { expect, type Page, test } from '@playwright/test';
import { APP_ROUTES, type AppRoute } from '../../src/platform/navigation.ts';
import { navigateInApp } from './a11y-helpers.ts';
import { api, apiToken } from './api-helpers.ts';
import { logIn, USERS } from './shell-helpers.ts';

/**
 * Issue 41, "words, not codes": every back-office page of the route table, signed in as the demo
 * owner, in English and Swedish, shows no enum code (EAT_HERE, TABLE_SERVICE, PENDING) and no
 * record id: what a person reads is in their language. A new page is covered when it is added to
 * a manifest.
 */

const SAMPLE_PARAMS: Record<string, string> = { $integration: 'fortnox' };
const samplePath = (route: AppRoute) =>
  route.path.replace(/\$\w+/g, (param) => SAMPLE_PARAMS[param] ?? param);

/** Capitals that are words in every language here: abbreviations and names, not codes. */
const ALLOWED = new Set([
  'ORDNA',
  'IBAN',
  'SAF-T',
  'SWISH',
  'FORTNOX',
  'VISMA',
  'HTTPS',
  'JSON',
  'XML',
  'CSV',
  'PDF',
  'API',
  'POS',
  'VAT',
  'MOMS',
  'KDS',
  'CVR',
  'NIF',
  'CIF',
  'VKN',
  'QR',
  'SIE',
  'EAN',
  'PLU',
  'GTIN',
  'URL',
  'ID',
  'PIN',
  'SMS',
  'NFC',
  'EUR',
  'SEK',
  'NOK',
  'DKK',
  'GBP',
  'TRY',
]);

/** SCREAMING_CASE codes (two or more capital words joined by _) or long all-capital words, and uuids. */
export function rawCodes(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) found.add(match[0]);
  for (const match of text.matchAll(/\b[A-Z]{5,}\b/g)) if (!ALLOWED.has(match[0])) found.add(match[0]);
  for (const match of text.matchAll(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi))
    found.add(match[0]);
  return [...found];
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

const PATHS = Object.values(APP_ROUTES)
  .map(samplePath)
  // The wizard's pages are a new company's; the demo has finished it.
  .filter((path) => !path.startsWith('/onboarding'));

const SET_LANGUAGE = 'mutation ($l: String!) { setUiLanguage(language: $l) }';

// The demo owner is shared by the lane's specs: whatever happens here, they log in to English.
test.afterEach(async ({ page }) => {
  await api(page, SET_LANGUAGE, { l: 'en' }, await apiToken(page, USERS.owner));
});

/** The top bar's user menu in each language: the back office has switched to it once this shows. */
const USER_MENU = { en: /^User menu for /, sv: /^Användarmeny för / } as const;

for (const language of ['en', 'sv'] as const) {
  test(`no page shows codes or ids in ${language}`, async ({ page }) => {
    test.setTimeout(300_000);
    // The user's stored language wins over the browser's (the user menu's switch, issue 41).
    await api(page, SET_LANGUAGE, { l: language }, await apiToken(page, USERS.owner));
    // Signed in in English (as from the English login page), the back office turns to the stored language.
    await logIn(page, USERS.owner, { userMenu: USER_MENU[language] });
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    const problems: Record<string, string[]> = {};
    for (const path of PATHS) {
      await navigateInApp(page, path);
      await settle(page);
      // A page the demo owner may not open (no billing provider, payments-only pages) shows only
      // the access-denied notice, whose heading CSS sets in capitals.
      if (await page.getByTestId('access-denied').count()) continue;
      const found = rawCodes(await page.locator('body').innerText());
      if (found.length) problems[path] = found;
    }
    expect(problems).toEqual({});
  });
}
