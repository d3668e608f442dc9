import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

/** Opens a react-aria select by keyboard and picks an option by typing its first letters. */
async function chooseByKeyboard(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await page.keyboard.type(option.slice(0, 4));
  await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
}

const NAMES = ['Cider', 'Mocktails', 'Shots'];

test('builds a layout with a sub-page by keyboard only, then removes the sub-page and its buttons', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sub = NAMES[test.info().retry % NAMES.length] ?? 'Cider';
  await logIn(page, USERS.owner);

  // Route rule: no layoutId goes to the first layout.
  await page.goto('/pos-layout');
  await expect(page).toHaveURL(/\/pos-layout\?layoutId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'POS layouts' })).toBeVisible();
  // The category with the highest order is shown first.
  await expect(page.getByRole('navigation', { name: 'Pages opened' })).toContainText('Mat');
  const grid = page.getByRole('region', { name: 'Buttons of Mat' });
  await expect(grid.getByRole('button', { name: /Köttbullar/ })).toContainText('215');

  // A sub-page, by keyboard.
  await page.getByLabel('Page name').focus();
  await page.keyboard.type(sub);
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`Öl, ${sub}`))).toBeVisible();

  // A link to it on the category page, by keyboard.
  await chooseByKeyboard(page, 'Button type', 'Sub-page link');
  await chooseByKeyboard(page, 'Shows', sub);
  await page.getByRole('button', { name: 'Add', exact: true }).focus();
  await page.keyboard.press('Enter');
  const link = grid.getByRole('button', { name: sub });
  await expect(link).toBeVisible();
  // The saved page is read back (its buttons get their stored ids) before the move starts.
  await page.waitForLoadState('networkidle');

  // Pick it up, move it down a row, drop it: each step is announced.
  const live = page.getByTestId('pos-live');
  await link.focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Picked up ${sub} at row 1, column 4.`);
  await expect(link).toHaveAttribute('aria-pressed', 'true');
  await expect(link).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(`${sub} is over row 2, column 4.`);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Dropped ${sub} at row 2, column 4.`);
  await expect(link).toHaveCSS('grid-row-start', '2');
  await expectNoAxeViolations(page);

  // Enter opens the sub-page: the breadcrumb grows.
  await link.focus();
  await page.keyboard.press('Enter');
  const crumbs = page.getByRole('navigation', { name: 'Pages opened' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(sub);

  // Removing it asks first and says where buttons point to it, then the link is gone.
  await page.getByRole('button', { name: 'Remove this sub-page' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Buttons still point to this page: Mat (1).');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Mat');
  await expect(grid.getByRole('button', { name: sub })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Buttons of Mat' }).getByRole('button', { name: sub }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('moves a button by mouse drag and drop', async ({ page }) => {
  // The grid sits below the fold of the default 720 px; a pointer outside the viewport hits nothing.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await logIn(page, USERS.owner);
  await page.goto('/pos-layout');
  const grid = page.getByRole('region', { name: 'Buttons of Mat' });
  const tile = grid.getByRole('button', { name: /Pannbiff/ });
  await expect(tile).toHaveCSS('grid-column-start', '3');
  const target = grid.locator('[data-cell="3:5"]');
  const from = await tile.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('pos-live')).toContainText('Dropped');
  await expect(tile).toHaveCSS('grid-column-start', '5');
  // Saved, not only moved on screen.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Buttons of Mat' }).getByRole('button', { name: /Pannbiff/ }),
  ).toHaveCSS('grid-column-start', '5');
});
