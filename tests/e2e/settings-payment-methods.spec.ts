import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

const editor = (page: Page) => page.getByTestId('resource-editor');

/** Presses a button from the keyboard (focus, then Enter): the path a keyboard user takes. */
async function press(page: Page, scope: Page | ReturnType<typeof editor>, name: string) {
  await scope.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test('adds, renames and removes a payment method of the company’s own by keyboard; a built-in code is refused in words', async ({
  page,
}) => {
  // Unique per run and retry: the database lives as long as the server.
  const run = `${Date.now() % 100_000}-${test.info().retry}`;
  const name = `Lunch voucher ${run}`;
  const renamed = `Lunch card ${run}`;
  const code = `LV-${run}`;
  test.setTimeout(180_000);
  await logIn(page, USERS.owner, { at: '/settings/payment-methods' });
  await expect(page.getByRole('heading', { name: 'Payment methods' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await press(page, page, 'New payment method');
  await expect(page).toHaveURL(/\/settings\/payment-methods\?id=new$/);
  const nameField = editor(page).getByLabel('Name', { exact: true });
  await nameField.focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(editor(page).getByLabel('Code', { exact: true })).toBeFocused();
  // A built-in method's code is not the company's to take.
  await page.keyboard.type('card');
  await press(page, editor(page), 'Create');
  await expect(editor(page).getByText('This code belongs to a built-in payment method')).toBeVisible();
  await expect(nameField).toHaveValue(name);
  await editor(page).getByLabel('Code', { exact: true }).fill(code);
  await press(page, editor(page), 'Create');
  // Saved: the editor moves to the new record, and the list shows it (a toast may be gone already).
  await expect(page).toHaveURL(/\/settings\/payment-methods\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(code);
  await expectNoAxeViolations(page);

  // The same code again is refused by the server, under the field.
  await page.goto('/settings/payment-methods?id=new');
  await editor(page).getByLabel('Name', { exact: true }).fill(`${name} II`);
  await editor(page).getByLabel('Code', { exact: true }).fill(code);
  await press(page, editor(page), 'Create');
  await expect(editor(page).getByText('Another payment method already has this code.')).toBeVisible();

  // Rename: saved on the server (after a reload).
  await page.goto('/settings/payment-methods');
  await page.getByRole('row', { name: new RegExp(name) }).click();
  await editor(page).getByLabel('Name', { exact: true }).fill(renamed);
  await press(page, editor(page), 'Save');
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toContainText(code);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toContainText(code);

  // The account mapping gives it a field of its own, under its name: empty, it is booked on the
  // "other payment methods" account; given one, the day's voucher books it there.
  await page.goto('/integrations/fortnox/manage-configs');
  const account = page.getByLabel(`Payment: ${renamed}`);
  await expect(account).toHaveValue('');
  await expect(account).toHaveAccessibleDescription("Empty: booked on the other payment methods' account.");
  await account.fill('1681');
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Mapping saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Payment: ${renamed}`)).toHaveValue('1681');
  await page.goto('/settings/payment-methods');

  // Remove: gone from the list (the server keeps it, marked deleted, for old orders).
  await page.getByRole('row', { name: new RegExp(renamed) }).click();
  await press(page, editor(page), 'Delete');
  const dialog = page.getByRole('dialog', { name: `Delete ${renamed}?` });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).not.toHaveURL(/id=/);
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Payment methods' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
});
