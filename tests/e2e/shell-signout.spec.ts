import { expect, test } from '@playwright/test';
import { logIn, USERS } from './shell-helpers.ts';

test('signing out clears the tokens and closes the back office', async ({ page }) => {
  await logIn(page, USERS.menus);
  await page.getByRole('button', { name: /User menu for Maja Berg/ }).click();
  // Maja may not open the company settings: the menu offers What's new and Sign out.
  await expect(page.getByRole('menuitem')).toHaveText([/^What's new/, 'Sign out']);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/[a-z]{2}-[a-z]{2}\/login/);
  const stored = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => /token/i.test(k)));
  expect(stored).toEqual([]);
  await page.goto('/pim/products');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
