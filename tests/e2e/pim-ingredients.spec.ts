import { expect, type Locator, type Page, test } from '@playwright/test';
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
  await logIn(page, USERS.owner, { at: '/pim/products' });
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

/**
 * Adds an ingredient line by keyboard and waits for the focus to reach its name, so the typing
 * that follows lands there (on a loaded machine the focus moves a moment after the press).
 */
async function addLine(region: Locator) {
  const lines = region.getByLabel('Ingredient', { exact: true });
  const before = await lines.count();
  await region.getByRole('button', { name: 'Add ingredient' }).press('Enter');
  await expect(lines).toHaveCount(before + 1);
  await expect(lines.nth(before)).toBeFocused();
}

test('shows a conflict when someone else saved the ingredients first: overwrite keeps the typing, reload takes theirs', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const open = async (target: Page) => {
    await target.goto('/pim/products');
    await target.getByLabel('Filter').fill('pannbiff');
    await target
      .getByRole('row', { name: /Pannbiff med lök/ })
      .first()
      .click();
    await expect(panel(target).getByLabel('Ingredient', { exact: true }).first()).toHaveValue('Lök');
  };
  await logIn(page, USERS.owner);
  await open(page);
  // A second tab of the same session (signed in already).
  const other = await page.context().newPage();
  await open(other);

  // The other tab saves first.
  await addLine(panel(other));
  await other.keyboard.type('Chili');
  await panel(other).getByRole('button', { name: 'Save ingredients' }).press('Enter');
  await expect(panel(other).getByRole('status')).toHaveText('Ingredients saved.');

  // This tab's save is based on the older version: refused, the typing stays.
  const mine = panel(page);
  await addLine(mine);
  await page.keyboard.type('Lingon');
  await mine.getByRole('button', { name: 'Save ingredients' }).press('Enter');
  const conflict = mine.getByRole('alert');
  await expect(conflict).toContainText('Someone else changed the ingredients meanwhile.');
  await expect(mine.getByLabel('Ingredient', { exact: true }).nth(1)).toHaveValue('Lingon');
  await expectNoAxeViolations(page);
  await conflict.getByRole('button', { name: 'Overwrite' }).press('Enter');
  await expect(mine.getByRole('status')).toHaveText('Ingredients saved.');
  await expect(mine.getByRole('alert')).toHaveCount(0);

  // Now the other tab is behind: Reload takes the stored lines instead of its own.
  await addLine(panel(other));
  await other.keyboard.type('Senap');
  await panel(other).getByRole('button', { name: 'Save ingredients' }).press('Enter');
  await panel(other).getByRole('alert').getByRole('button', { name: 'Reload' }).press('Enter');
  const lines = panel(other).getByLabel('Ingredient', { exact: true });
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toHaveValue('Lingon');

  // Put the demo back: only the onion.
  await panel(other).getByRole('button', { name: 'Remove Lingon' }).press('Enter');
  await panel(other).getByRole('button', { name: 'Save ingredients' }).press('Enter');
  await expect(panel(other).getByRole('status')).toHaveText('Ingredients saved.');
  await other.close();

  // The product's History panel lists the ingredient changes, by whom, and reverts them.
  await page.getByRole('button', { name: 'Show history' }).click();
  const history = page.getByRole('table', { name: 'History of Pannbiff med lök' });
  const latest = history.getByTestId('history-row').first();
  await expect(latest).toContainText('Details: Pannbiff med lök');
  await expect(latest).toContainText(/Removable ingredients: .*Lingon → /);
  await expect(latest).toContainText('Astrid Lindqvist');
  await expectNoAxeViolations(page);
  // By keyboard: in the editor's narrow panel the history table scrolls in its own box, and the
  // Revert column may sit beyond its right edge until scrolled to (focus does that).
  await latest.getByRole('button', { name: 'Revert' }).press('Enter');
  await expect(page.getByText('Reverted.')).toBeVisible();
  await expect(history.getByTestId('history-row').first()).toContainText('Revert of an earlier change');
  await expect(history.getByTestId('history-row').first()).toContainText(
    /Removable ingredients: .* → .*Lingon/,
  );
  // The ingredients panel starts again from the reverted lines.
  await expect(panel(page).getByLabel('Ingredient', { exact: true })).toHaveCount(2);
  await expect(panel(page).getByLabel('Ingredient', { exact: true }).nth(1)).toHaveValue('Lingon');
});
