import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { logIn, USERS } from './shell-helpers.ts';

// Issue 47 item 10: a dark theme that follows the system, with a per-browser choice in the user menu.

test('the theme follows the system, the user menu chooses per browser, and dark stays axe-clean', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const root = page.locator('html');
  await page.emulateMedia({ colorScheme: 'light' });
  await logIn(page, USERS.owner);
  await expect(root).toHaveAttribute('data-theme', 'light');
  await expect(root).toHaveAttribute('data-theme-choice', 'system');

  // System: the device turns dark, so does the back office, without a reload.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(root).toHaveAttribute('data-theme', 'dark');

  // A choice beats the system: Light while the device is dark.
  const chooseTheme = async (name: string) => {
    await page.getByRole('button', { name: /^User menu for / }).click();
    const item = page.getByRole('menuitemradio', { name });
    await expect(item).toBeVisible();
    await item.click();
  };
  await chooseTheme('Light');
  await expect(root).toHaveAttribute('data-theme', 'light');
  await expect(root).toHaveAttribute('data-theme-choice', 'light');

  // Dark while the device is light, kept in this browser across a reload.
  await page.emulateMedia({ colorScheme: 'light' });
  await chooseTheme('Dark');
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.getByRole('button', { name: /^User menu for / })).toBeVisible();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(15, 23, 42)');

  // The menu shows the choice checked.
  await page.getByRole('button', { name: /^User menu for / }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // Contrast holds in dark: the dashboard, the orders list and the kitchen display.
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: /^#\d+$/ }).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/kds');
  await expect(page.getByTestId('kds-screen')).toBeVisible();
  await expect(page.getByTestId('kds-tickets')).toBeVisible();
  await expectAccessible(page);

  // Back to System: the device's light again.
  await chooseTheme('System');
  await expect(root).toHaveAttribute('data-theme', 'light');
});
