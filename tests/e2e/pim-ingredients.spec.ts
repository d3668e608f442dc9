import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

/**
 * Record metadata in the product editor (issue 16 item 7): a product's removable ingredients with
 * their translations, added, edited and removed by keyboard, refused in words when empty or twice,
 * and still there after a reload.
 */

const panel = (page: Page) =>
  page.getByRole('region', { name: /^Removable ingredients of Pannbiff med lök$/ });

test('lists, adds, translates and removes a product’s removable ingredients', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.owner);
  await page.goto('/pim/products');
  await page.getByLabel('Filter').fill('pannbiff');
  await page
    .getByRole('row', { name: /Pannbiff med lök/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pim\/products\?id=[0-9a-f-]{36}/);
  const url = page.url();

  // The demo seeds onion as removable on this product, with its translations.
  const ingredients = panel(page);
  await expect(ingredients.getByLabel('Ingredient', { exact: true }).first()).toHaveValue('Lök');

  // Add one by keyboard: the new line's name field takes the focus.
  await ingredients.getByRole('button', { name: 'Add ingredient' }).focus();
  await page.keyboard.press('Enter');
  const added = ingredients.getByLabel('Ingredient', { exact: true }).nth(1);
  await expect(added).toBeFocused();
  // Twice the same name is refused on the field, in words.
  await page.keyboard.type('lök');
  await ingredients.getByRole('button', { name: 'Save ingredients' }).press('Enter');
  await expect(ingredients.getByText('This appears twice.')).toBeVisible();
  await expect(ingredients.getByRole('status')).toHaveText('Check the highlighted fields.');

  await added.fill('Lingon');
  await ingredients.getByRole('button', { name: /Translations of Lingon/ }).press('Enter');
  await ingredients.getByLabel('English', { exact: true }).nth(1).fill('Lingonberries');
  await ingredients.getByRole('button', { name: 'Save ingredients' }).press('Enter');
  await expect(ingredients.getByRole('status')).toHaveText('Ingredients saved.');
  await expectNoAxeViolations(page);

  // Saved: a reload shows both, with the translation.
  await page.goto(url);
  await expect(panel(page).getByLabel('Ingredient', { exact: true }).nth(1)).toHaveValue('Lingon');
  await panel(page)
    .getByRole('button', { name: /Translations of Lingon/ })
    .click();
  await expect(panel(page).getByLabel('English', { exact: true }).nth(1)).toHaveValue('Lingonberries');

  // Remove it again by keyboard and save: only the seeded onion is left.
  await panel(page).getByRole('button', { name: 'Remove Lingon' }).press('Enter');
  await expect(panel(page).getByLabel('Ingredient', { exact: true })).toHaveCount(1);
  await panel(page).getByRole('button', { name: 'Save ingredients' }).press('Enter');
  await expect(panel(page).getByRole('status')).toHaveText('Ingredients saved.');
  await page.goto(url);
  await expect(panel(page).getByLabel('Ingredient', { exact: true })).toHaveCount(1);
  await expect(panel(page).getByLabel('Ingredient', { exact: true })).toHaveValue('Lök');
});
