import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

test('⌘K searches to a product and back, and remembers the search', async ({ page }) => {
  await logIn(page, USERS.owner);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
  // The placeholder for medium and larger screens (the short one is hidden).
  await expect(page.getByTestId('search-trigger')).toHaveAccessibleName(
    'Search for products and more... (⌘K)',
  );

  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('textbox', { name: 'Search' });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', 'Search...');
  await expect(dialog.getByRole('region', { name: 'Recent searches' })).toBeVisible();
  await expect(dialog.getByText('No recent searches yet...')).toBeVisible();
  await expect(dialog.getByRole('menuitem', { name: 'Create product' })).toBeVisible();
  await expectNoAxeViolations(page);

  await input.fill('zzzz');
  await expect(dialog.getByText("We couldn't find any hits with that term. Please try again.")).toBeVisible();

  await input.fill('toast-skag');
  const hit = dialog.getByRole('menuitem', { name: /Toast Skagen/ });
  await expect(hit).toBeVisible();
  // Keyboard: the first result, then Enter.
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/pim\/products\?id=[0-9a-f-]{36}$/);
  await expect(dialog).toHaveCount(0);
  // The product screen opens that product (its form holds the title).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('input')].some((input) => input.value === 'Toast Skagen'),
      ),
    )
    .toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();

  // The trigger opens it too; the chosen title is a recent search now.
  await page.getByTestId('search-trigger').click();
  await expect(dialog.getByRole('menuitem', { name: 'Toast Skagen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The trigger is usable again 300 ms after the overlay closed.
  const trigger = page.getByTestId('search-trigger');
  await expect(trigger).toHaveAttribute('aria-disabled', 'true');
  await expect(trigger).toHaveAttribute('aria-disabled', 'false');

  // A page result navigates to its route; a click outside closes.
  await page.keyboard.press('ControlOrMeta+k');
  await dialog.getByRole('textbox', { name: 'Search' }).fill('floor plan');
  await dialog.getByRole('menuitem', { name: 'Floor plan' }).click();
  await expect(page).toHaveURL(/\/tables\/floor-plan$/);
  await expect(trigger).toHaveAttribute('aria-disabled', 'false');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
});

test('the small-screen search placeholder and the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await logIn(page, USERS.owner);
  await expect(page.getByTestId('search-trigger')).toHaveAccessibleName('Search... (⌘K)');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The area's own link (its sub-items may be open too, the first of them also named Products).
  const products = nav.getByTestId('nav-products');
  await products.click();
  await expect(page).toHaveURL(/\/pim\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  // The drawer closes on the route change.
  await expect(products).not.toBeInViewport();
  await expectNoAxeViolations(page);
});
