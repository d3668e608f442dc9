import { expect, test } from '@playwright/test';
import { logIn, USERS } from './shell-helpers.ts';

/**
 * The wizard is one layout route over its six pages (src/routes/_app/onboarding.tsx). Leaving it
 * for a page whose code is still on its way, the location changes before the wizard goes: the
 * wizard must not take the new location for a page of its own and send the user back.
 */
test('leaves the onboarding wizard by the sidebar while the next page still loads', async ({ page }) => {
  await logIn(page, USERS.owner, { at: '/onboarding/account' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  // The products page's code is held back for a moment, as on a slow line.
  await page.route(/\/assets\/products-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page).toHaveURL(/\/pim\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toHaveCount(0);
});
