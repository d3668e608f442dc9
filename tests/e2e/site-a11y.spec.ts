import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { MARKETING_PAGE_SEGMENTS, MARKETING_PAGES } from '../../src/domain/marketing.ts';
import { expectDocumentLanguage, expectKeyboardReachable } from './a11y-helpers.ts';
import { openSite } from './site-fixtures.ts';

/**
 * axe (every rule, any impact) on every marketing page in English and Arabic, on a wide and a
 * small screen (menu open); every control reached by Tab with a visible focus.
 */

for (const language of ['en', 'ar'] as const) {
  for (const page of MARKETING_PAGES) {
    const segment = MARKETING_PAGE_SEGMENTS[page];
    const path = `/${language}-gb${segment ? `/${segment}` : ''}`;
    test(`${path} has no accessibility violations`, async ({ page: browserPage }) => {
      await openSite(browserPage, path);
      await expectDocumentLanguage(browserPage, language);
      const results = await new AxeBuilder({ page: browserPage }).analyze();
      expect(results.violations).toEqual([]);
      await expectKeyboardReachable(browserPage);
    });
  }
}

test.describe('small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'ar'] as const) {
    test(`/${language}-gb with the menu open has no accessibility violations`, async ({ page }) => {
      await openSite(page, `/${language}-gb`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /menu|القائمة/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
      await expectKeyboardReachable(page);
    });
  }
});
