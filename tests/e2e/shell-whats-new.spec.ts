import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { logIn, USERS } from './shell-helpers.ts';

// Maja's read state is hers alone: no other test opens her list.
test("What's new shows the unread entries once, then they are read for this user", async ({ page }) => {
  await logIn(page, USERS.menus);
  await page.getByRole('button', { name: /User menu for Maja Berg/ }).click();
  const item = page.getByRole('menuitem', { name: /^What's new/ });
  await expect(item).toHaveAccessibleName(/^What's new, \d+ unread$/);
  await item.click();
  const dialog = page.getByRole('dialog', { name: "What's new" });
  await expect(dialog.getByRole('heading', { name: 'Floor plans and live tables' })).toBeVisible();
  await expect(dialog.locator('li')).toHaveCount(4);
  await expectAccessible(page, '[role=dialog]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Read on the server: a reload keeps it read.
  await page.reload();
  await page.getByRole('button', { name: /User menu for Maja Berg/ }).click();
  await expect(page.getByRole('menuitem', { name: /^What's new/ })).toHaveAccessibleName("What's new");
});
