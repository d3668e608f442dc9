import { expect, type Page, test } from '@playwright/test';
import { APP_ROUTES, type AppRoute } from '../../src/features/navigation.ts';
import { expectDocumentLanguage, LANGUAGES, navigateInApp, storeBackOfficeLanguage } from './a11y-helpers.ts';
import { logIn, USERS } from './shell-helpers.ts';

/**
 * Issue 41, "phone and wide layouts": every back-office page of the route table, signed in as the
 * demo owner, fits the window at a phone's 390 px and a laptop's 1,280 px, in English and in
 * Arabic (right to left): the document never scrolls sideways. A wide table may scroll inside its
 * own container; the page may not. A new page is covered when it is added to a manifest.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const SAMPLE_PARAMS: Record<string, string> = { $integration: 'fortnox' };
const samplePath = (route: AppRoute) =>
  route.path.replace(/\$\w+/g, (param) => SAMPLE_PARAMS[param] ?? param);

const PATHS = Object.values(APP_ROUTES)
  .map(samplePath)
  // The wizard's pages are a new company's; the demo has finished it.
  .filter((path) => !path.startsWith('/onboarding'));

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** How much wider than the window the document is (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const language of LANGUAGES) {
  test(`no page scrolls sideways at 390 or 1280 px in ${language}`, async ({ page }) => {
    test.setTimeout(420_000);
    await page.setViewportSize(WIDTHS[0]);
    // One login per language; the language is this browser's (as the a11y sweep sets it), so the
    // owner's stored one, which the lane's other specs read, stays as it is.
    await logIn(page, USERS.owner);
    await storeBackOfficeLanguage(page, language);
    await page.reload();
    await expectDocumentLanguage(page, language);
    const wide: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const path of PATHS) {
        await navigateInApp(page, path);
        await settle(page);
        const extra = await overflow(page);
        if (extra > 0) wide.push(`${path} at ${size.width} px in ${language}: ${size.width + extra} px wide`);
      }
    }
    expect(wide, `pages wider than the window:\n${wide.join('\n')}`).toEqual([]);
  });
}
