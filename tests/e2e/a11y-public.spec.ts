import { expect, type Page, test } from '@playwright/test';
import arAuth from '../../src/i18n/ar/auth/index.ts';
import enAuth from '../../src/i18n/en/auth/index.ts';
import {
  expectAccessible,
  expectDocumentLanguage,
  expectKeyboardReachableInEnglish,
  LANGUAGES,
  type Language,
  storeBackOfficeLanguage,
} from './a11y-helpers.ts';

/**
 * Issue 8: axe and a Tab walk over the public pages of the app (the marketing pages are in
 * site-a11y.spec.ts) in English and Arabic: login, sign-up, check-email, every step of the
 * company form, onboarding, activation, password reset, the embedded sign-up and its demo page.
 */

const AUTH = { en: enAuth, ar: arAuth } as const;

async function expectPageAccessible(page: Page, language: Language): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectDocumentLanguage(page, language);
  await expectAccessible(page);
  await expectKeyboardReachableInEnglish(language, page);
}

for (const language of LANGUAGES) {
  const prefix = `/${language}-gb`;

  test(`login, sign-up, check-email and an unknown onboarding id (${language})`, async ({ page }) => {
    for (const path of [
      'login',
      'register',
      'check-email',
      'onboarding/00000000-0000-4000-8000-000000000000',
    ]) {
      await page.goto(`${prefix}/${path}`);
      await expectPageAccessible(page, language);
    }
  });

  test(`every step of the company form, and its onboarding page (${language})`, async ({ page }) => {
    const form = AUTH[language].createCompany;
    await page.goto(`${prefix}/create-company`);
    await expectPageAccessible(page, language);
    await page.getByRole('button', { name: form.start }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: form.detailsTitle })).toBeVisible();
    await expectPageAccessible(page, language);

    // Sent empty: every field says what is wrong.
    await page.getByRole('button', { name: form.submit }).press('Enter');
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectPageAccessible(page, language);

    const values: Record<string, string> = {
      companyName: 'Kafé Kanel',
      orgNumber: 'SC123456',
      phone: '+44 20 7946 0958',
      email: `a11y-${language}-${Date.now()}@example.com`,
      bankInfo: 'GB29NWBK60161331926819',
      'address.street': '1 High Street',
      'address.zip': 'EH1 1AA',
      'address.city': 'Edinburgh',
      'owner.fullName': 'Karin Berg',
      'owner.personalNumber': 'AB123456C',
      'owner.address.street': '2 High Street',
      'owner.address.zip': 'EH1 1AB',
      'owner.address.city': 'Edinburgh',
    };
    for (const [name, value] of Object.entries(values))
      await page.locator(`input[name="${name}"]`).fill(value);
    await page.getByRole('button', { name: form.submit }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: form.submittedTitle })).toBeVisible();
    await expectPageAccessible(page, language);

    await page.getByRole('link', { name: form.continue }).press('Enter');
    await expect(page).toHaveURL(/\/onboarding\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Kafé Kanel')).toBeVisible();
    await expectPageAccessible(page, language);
  });

  test(`activation and password reset pages (${language})`, async ({ page }) => {
    // These pages have no language prefix: they speak the stored language.
    await page.goto(`${prefix}/login`);
    await storeBackOfficeLanguage(page, language);
    await page.goto('/activate/no-such-token');
    await expect(
      page.getByRole('heading', { level: 1, name: AUTH[language].activate.failedTitle }),
    ).toBeVisible();
    await expectPageAccessible(page, language);
    for (const path of ['/reset-password', '/reset-password?token=no-such-token']) {
      await page.goto(path);
      await expectPageAccessible(page, language);
    }
  });

  test(`the embedded sign-up page (${language})`, async ({ page }) => {
    await page.goto(`/embed/signup?ns=main&lang=${language}`);
    await expectPageAccessible(page, language);
  });
}

test('the widget demo page, with both widgets', async ({ page }) => {
  await page.goto('/widget/demo.html');
  await expect(page.frameLocator('iframe').first().getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await expectKeyboardReachableInEnglish('en', page);
});
