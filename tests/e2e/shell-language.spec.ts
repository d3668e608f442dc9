import { expect, type Page, test } from '@playwright/test';
import { api, apiToken } from './api-helpers.ts';
import { expectNoAxeViolations, logIn, PASSWORD, USERS } from './shell-helpers.ts';

const SET = 'mutation ($l: String!) { setUiLanguage(language: $l) }';

async function choose(page: Page, menuLabel: RegExp, language: string) {
  await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

// The demo owner is shared by the lane's specs: whatever happens here, they log in to English.
test.afterEach(async ({ page }) => {
  await api(page, SET, { l: 'en' }, await apiToken(page, USERS.owner));
});

/** Issue 41: the language switch in the user menu, stored per user, the whole app at once. */
test('switches the whole back office to Svenska and to Arabic at once, kept for the next login', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, USERS.owner, { at: '/reports/z-report' });
  await expect(page.getByRole('heading', { name: 'Z-reports', level: 1 })).toBeVisible();

  await choose(page, /^User menu for /, 'Svenska');
  // No reload: the sidebar, the page's own namespace and <html lang dir> follow at once.
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Ekonomi', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Z-rapporter', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Användarmeny för / }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Svenska' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Z-rapporter', level: 1 })).toBeVisible();

  // Stored for the user on the server: a fresh browser logging in from the English page gets Svenska.
  const other = await browser.newPage();
  await other.goto('/en-gb/login');
  await other.getByLabel('Email').fill(USERS.owner);
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other.getByRole('button', { name: /^Användarmeny för / })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'sv');
  await other.close();

  await choose(page, /^Användarmeny för /, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page
      .getByRole('navigation', { name: 'التنقل الرئيسي' })
      .getByRole('link', { name: 'المالية', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await choose(page, /^قائمة المستخدم/, 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Z-reports', level: 1 })).toBeVisible();
});
