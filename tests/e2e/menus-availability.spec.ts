import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

/**
 * An entry's availability window set in the schedule-lines dialog with the keyboard (issue
 * 16 item 5; the dialog shared with happy hours): opened, a line added, times typed, saved, and
 * still there after a reload; then removed again.
 */
test('sets when a menu entry is on sale with the keyboard, and it is saved', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.owner, { at: '/menus' });
  await page.getByRole('button', { name: 'Edit Kvällsmeny' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Kvällsmeny' })).toBeVisible();
  const candidate = page
    .getByTestId('menu-entry')
    // The demo's lunch entries all have times; the evening menu's mostly not.
    .filter({ hasNotText: 'On sale at set times' })
    .first();
  const title = ((await candidate.getByRole('rowheader').textContent()) ?? '').trim();
  expect(title).not.toBe('');
  const entry = () =>
    page.getByTestId('menu-entry').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

  await entry()
    .getByRole('button', { name: `Availability of ${title}` })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `When ${title} is on sale` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a time' }).focus();
  await page.keyboard.press('Enter');
  // Weekdays are ticked for a new line. The times are filled (a time field's typed segments follow
  // the browser's 12/24-hour format); everything else is done with the keyboard.
  const from = dialog.getByLabel('From (time 1)');
  const to = dialog.getByLabel('To (time 1)');
  await from.fill('11:30');
  await to.fill('13:30');
  await expect(from).toHaveValue('11:30');
  await expect(to).toHaveValue('13:30');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(entry().getByTestId('entry-scheduled')).toBeVisible();

  // Saved on the server: after a reload the dialog shows the same line.
  await page.reload();
  await expect(entry().getByTestId('entry-scheduled')).toBeVisible();
  await entry()
    .getByRole('button', { name: `Availability of ${title}` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('From (time 1)')).toHaveValue('11:30');
  await expect(dialog.getByLabel('To (time 1)')).toHaveValue('13:30');

  // Removed again: on sale whenever the menu is served.
  await dialog.getByRole('button', { name: 'Remove time 1' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(entry().getByTestId('entry-scheduled')).toHaveCount(0);
});
