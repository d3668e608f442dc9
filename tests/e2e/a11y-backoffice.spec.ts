import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import arCrud from '../../src/i18n/ar/crud/index.ts';
import arPim from '../../src/i18n/ar/pim/index.ts';
import enCrud from '../../src/i18n/en/crud/index.ts';
import enPim from '../../src/i18n/en/pim/index.ts';
import { APP_ROUTES, type AppRoute } from '../../src/platform/navigation.ts';
import {
  axeProblems,
  expectAccessible,
  expectDocumentLanguage,
  expectKeyboardReachableInEnglish,
  keyboardProblems,
  LANGUAGES,
  type Language,
  navigateInApp,
  storeBackOfficeLanguage,
} from './a11y-helpers.ts';
import { logIn, USERS } from './shell-helpers.ts';

/**
 * Issue 8: axe over every back-office page of the route table (src/domain/navigation.ts), so a
 * new page is covered when it is added there, in English and Arabic, with the states that
 * matter open; in English also a Tab walk through each page's content.
 */

/** A value for each path parameter of the route table; a new parameter needs one here. */
const SAMPLE_PARAMS: Record<string, string> = { $integration: 'fortnox' };

function samplePath(route: AppRoute): string {
  return route.path.replace(/\$\w+/g, (param) => {
    const value = SAMPLE_PARAMS[param];
    if (!value) throw new Error(`No sample value for ${param} in ${route.path}`);
    return value;
  });
}

const ROUTES: readonly AppRoute[] = Object.values(APP_ROUTES);
const PIM = { en: enPim, ar: arPim } as const;
const CRUD = { en: enCrud, ar: arCrud } as const;

/** One page for a whole describe: one login instead of one per test. */
async function signedInPage(browser: Browser, testInfo: TestInfo, email: string, language: Language) {
  const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'en-GB' });
  // The demo owner is shared with the other lane's specs, some of which store its language on the
  // server (words-not-codes, shell-language), and a stored language wins over the browser's at
  // every full load. This page checks the pages in `language`: it reads the user as one who never
  // chose, so a spec running beside it cannot turn it to English mid-test.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'GetUserMetadata') return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { userMetadata?: { uiLanguage?: string | null } } };
    if (json.data?.userMetadata) json.data.userMetadata.uiLanguage = null;
    await route.fulfill({ response, json });
  });
  await logIn(page, email);
  await storeBackOfficeLanguage(page, language);
  await page.reload();
  await expectDocumentLanguage(page, language);
  return page;
}

/** Scans each path in turn and lists the findings per path, so one run reports every page. */
async function sweep(page: Page, paths: readonly string[], language: Language, walk: boolean) {
  const problems: Record<string, string[]> = {};
  for (const path of paths) {
    await navigateInApp(page, path);
    await expectDocumentLanguage(page, language);
    const found = [...(await axeProblems(page)), ...(walk ? await keyboardProblems(page, '#content') : [])];
    if (found.length > 0) problems[path] = found;
  }
  expect(problems).toEqual({});
}

/** Scans one page and lists its findings, so a failure names the page. */
async function scan(page: Page, path: string, language: Language, walk: boolean) {
  await navigateInApp(page, path);
  await expectDocumentLanguage(page, language);
  const found = [...(await axeProblems(page)), ...(walk ? await keyboardProblems(page, '#content') : [])];
  expect({ [path]: found }).toEqual({ [path]: [] });
}

for (const language of LANGUAGES) {
  test.describe(`back office in ${language}, as the owner`, () => {
    // Not serial: a failing state does not hide the findings of the next ones.
    let page: Page;
    test.beforeAll(async ({ browser }, testInfo) => {
      page = await signedInPage(browser, testInfo, USERS.owner, language);
    });
    test.afterAll(async () => {
      await page.close();
    });

    test('the shell, keyboard included', async () => {
      await navigateInApp(page, '/');
      await expectKeyboardReachableInEnglish(language, page);
    });

    // One test per page of the route table (each with its own time limit: the whole table in one
    // test passed its 4 minutes on a busy 2-core machine), all on the describe's signed-in page.
    for (const path of ROUTES.map(samplePath)) {
      test(`page ${path}`, async () => {
        await scan(page, path, language, language === 'en');
      });
    }

    test('a product list with the editor open, new and existing, and the delete confirmation', async () => {
      await navigateInApp(page, '/pim/products?id=new');
      const editor = page.getByTestId('resource-editor');
      await expect(editor.locator('input').first()).toBeVisible();
      await expectAccessible(page);
      await expectKeyboardReachableInEnglish(language, page, '#content');

      await page.getByRole('grid').getByRole('row').nth(3).click();
      await expect(page).toHaveURL(/\?id=[0-9a-f-]{36}$/);
      await expect(editor.getByRole('heading', { level: 2 })).toBeVisible();
      await expectAccessible(page);
      await expectKeyboardReachableInEnglish(language, page, '#content');

      await editor.getByRole('button', { name: CRUD[language].form.delete, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      // The dialog keeps the focus: the walk goes round inside it.
      await expectKeyboardReachableInEnglish(language, page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('the bulk bar and the import dialog', async () => {
      await navigateInApp(page, '/pim/categories');
      await page.getByRole('grid').getByRole('row').nth(1).press('Space');
      await expect(page.getByRole('region', { name: CRUD[language].list.actions })).toBeVisible();
      await expectAccessible(page);
      await expectKeyboardReachableInEnglish(language, page, '#content');

      await navigateInApp(page, '/pim/products');
      await page.getByRole('button', { name: PIM[language].csv.import }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
      await expectKeyboardReachableInEnglish(language, page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the search palette, empty and with results', async () => {
      await navigateInApp(page, '/');
      const dialog = page.getByRole('dialog');
      // The palette takes ⌘K again 300 ms after a route change (spec section 4).
      await expect(async () => {
        await page.keyboard.press('ControlOrMeta+k');
        await expect(dialog).toBeVisible({ timeout: 500 });
      }).toPass();
      await expectAccessible(page);
      await expectKeyboardReachableInEnglish(language, page);
      await dialog.getByRole('textbox').fill('toast');
      await expect(dialog.getByRole('menuitem', { name: /Toast Skagen/ })).toBeVisible();
      await expectAccessible(page);
      await expectKeyboardReachableInEnglish(language, page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('the user menu, the venue switcher and the notifications open', async () => {
      const bar = page.getByRole('banner');
      await bar.getByRole('button', { name: /Astrid Lindqvist/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      await bar.getByRole('button', { name: /Södermalm/ }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);

      await page.getByTestId('notification-bell').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
      await expectKeyboardReachableInEnglish(language, page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('not found, one and two segments deep, and the small-screen drawer', async () => {
      for (const path of ['/no-such-page', '/no/such-page']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectDocumentLanguage(page, language);
        await expectAccessible(page);
        await expectKeyboardReachableInEnglish(language, page);
      }
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/pim/products');
      await page.getByRole('banner').locator('button[aria-controls="sidebar"]').click();
      await expect(page.getByRole('navigation', { name: /./ }).getByRole('link').first()).toBeInViewport();
      await expectAccessible(page);
      await expectKeyboardReachableInEnglish(language, page);
    });
  });
}

test.describe('back office for other users, in English and Arabic', () => {
  async function eachLanguage(
    browser: Browser,
    testInfo: TestInfo,
    email: string,
    check: (page: Page, language: Language) => Promise<void>,
  ) {
    const page = await signedInPage(browser, testInfo, email, 'en');
    for (const language of LANGUAGES) {
      await storeBackOfficeLanguage(page, language);
      await page.reload();
      await check(page, language);
    }
    await page.close();
  }

  test('Access Denied, for a user without the staff scopes', async ({ browser }, testInfo) => {
    await eachLanguage(browser, testInfo, USERS.menus, async (page, language) => {
      await page.goto('/staff');
      await expect(page.getByTestId('access-denied')).toBeVisible();
      await expectDocumentLanguage(page, language);
      await expectAccessible(page);
      await expectKeyboardReachableInEnglish(language, page);
    });
  });

  test('the pages of a payments-only company', async ({ browser }, testInfo) => {
    const paths = ROUTES.filter((route) => route.gate.mode === 'paymentsOnly' || route.gate.mode === 'any')
      .filter((route) => !route.gate.selectUser)
      .map(samplePath);
    await eachLanguage(browser, testInfo, USERS.payments, async (page, language) => {
      await sweep(page, paths, language, language === 'en');
    });
  });

  test('Select user, for an organization admin', async ({ browser }, testInfo) => {
    await eachLanguage(browser, testInfo, 'org@ordna.se', async (page, language) => {
      await page.goto('/select-user');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectDocumentLanguage(page, language);
      await expectAccessible(page);
      await expectKeyboardReachableInEnglish(language, page);
    });
  });
});
