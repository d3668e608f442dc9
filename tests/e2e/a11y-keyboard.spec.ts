import { expect, type Page, test } from '@playwright/test';
import { expectKeyboardReachable, pressUntilFocused, walkWithTab } from './a11y-helpers.ts';
import { logIn, PASSWORD, USERS } from './shell-helpers.ts';

/**
 * Issue 8: the main tasks done with the keyboard alone (no click anywhere), and a check that
 * the Tab walk used by the other a11y specs does find what it looks for.
 */

test('the Tab walk reports a control it cannot reach and a focus without a ring', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><body>
    <button>Reached</button>
    <div role="button" onclick="void 0">Mouse only</div>
    <button style="outline: none">No ring</button>
    <button tabindex="-1">Out of the tab order</button>
    <button style="position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%)" tabindex="-1">Hidden helper</button>
    <div role="listbox" aria-label="Options"><div role="option" tabindex="0">One</div><div role="option" tabindex="-1">Two</div></div>
  </body></html>`);
  const walk = await walkWithTab(page);
  expect(walk.unreached).toEqual(['div[role=button] "Mouse only"', 'button "Out of the tab order"']);
  expect(walk.noFocusRing).toEqual(['button "No ring"']);
});

test.describe('keyboard only', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'en-GB' });
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('log in', async () => {
    await page.goto('/en-gb/login');
    await pressUntilFocused(page, page.getByLabel('Email'));
    await page.keyboard.type(USERS.owner);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    // The prerendered page takes Enter once React runs (its button is disabled until then).
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^User menu for / })).toBeVisible();
  });

  test('open a product, change its title, save and close', async () => {
    // Skip link, then the sidebar's link to the products.
    await pressUntilFocused(
      page,
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pim\/products$/);
    const grid = page.getByRole('grid');
    await pressUntilFocused(page, grid.locator('tbody tr[tabindex="0"]'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pim\/products\?id=[0-9a-f-]{36}$/);
    const editor = page.getByTestId('resource-editor');
    const title = editor.getByLabel('Title', { exact: true });
    await pressUntilFocused(page, title);
    const before = await title.inputValue();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`${before} (keyboard)`);
    await pressUntilFocused(page, editor.getByRole('button', { name: 'Save', exact: true }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByTestId('toast-success').filter({ hasText: `${before} (keyboard) saved` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/pim\/products$/);
    // Back in the list, on the row of the record just closed.
    await expect(grid.getByRole('row', { name: new RegExp(`${before} \\(keyboard\\)`) })).toBeFocused();
  });

  test('open and close the delete confirmation with Escape', async () => {
    // Start from a quiet screen: the save toast of the step before hides itself after 3 s.
    await expect(page.getByTestId(/^toast-/)).toHaveCount(0);
    await page.keyboard.press('Enter');
    const editor = page.getByTestId('resource-editor');
    const remove = editor.getByRole('button', { name: 'Delete', exact: true });
    await pressUntilFocused(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectKeyboardReachable(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/pim\/products$/);
  });

  test('open the search palette with its shortcut and pick a result', async () => {
    const dialog = page.getByRole('dialog', { name: 'Search' });
    // The palette takes ⌘K again 300 ms after a route change (spec section 4).
    await expect(async () => {
      await page.keyboard.press('ControlOrMeta+k');
      await expect(dialog).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(dialog.getByRole('textbox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type('cappucc');
    await expect(dialog.getByRole('menuitem', { name: /Cappuccino/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('resource-editor').getByLabel('Title', { exact: true })).toHaveValue(
      'Cappuccino',
    );
  });

  test('switch venue', async () => {
    const trigger = page.getByRole('banner').getByRole('button', { name: /^Demo Bistro/ });
    const before = (await trigger.innerText()).replace('▾', '').trim();
    // From the open product editor, whose removable-ingredients panel adds a field per language
    // for each ingredient, Tab goes round to the top bar: more stops than the default 80.
    await pressUntilFocused(page, trigger, 'Tab', 200);
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option', { name: before })).toBeFocused();
    // Two venues: the other one is above or below.
    await page.keyboard.press(
      (await list.getByRole('option').first().innerText()) === before ? 'ArrowDown' : 'ArrowUp',
    );
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(0);
    await expect(trigger).not.toContainText(before);
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Now showing' })).toBeVisible();
  });

  test('reach the toast with F6, keep it while focused, and press its action', async () => {
    const trigger = page.getByRole('banner').getByRole('button', { name: /^Demo Bistro/ });
    const shown = (await trigger.innerText()).replace('▾', '').trim();
    const toast = page.getByTestId('toast-success').filter({ hasText: `Now showing ${shown}` });
    await expect(toast).toBeVisible();
    // F6 moves to the notifications landmark (react-aria); Tab goes on to the toast.
    await page.keyboard.press('F6');
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeFocused();
    // Held while the focus is there: still shown well after its 3 s.
    await page.waitForTimeout(4000);
    await expect(toast).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(toast).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeFocused();
    // Its Close button is reached the same way (the Tab walk leaves the region to this check).
    await page.keyboard.press('Tab');
    await expect(toast.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast).toHaveCount(0);
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Back to' })).toBeVisible();
    await expect(trigger).not.toContainText(shown);
    // Not focused, the new toast hides itself.
    await expect(page.getByTestId(/^toast-/)).toHaveCount(0);
  });
});

test('the keyboard shortcuts are on the Support page', async ({ page }) => {
  await logIn(page, USERS.owner, { at: '/support' });
  const help = page.getByRole('article', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('⌘K opens the search');
  await expect(help).toContainText('F6 moves the focus to the notifications');
});
