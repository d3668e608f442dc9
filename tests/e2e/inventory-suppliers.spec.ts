import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

/**
 * Suppliers (issue 45): a kind declared once in src/domain/kinds/supplier.kind.ts, whose table, API
 * and screen are built from the declaration. The screen is the shared list-and-edit one.
 */
const editor = (page: Page) => page.getByTestId('resource-editor');

test('adds, finds, edits and removes a supplier; bad input is refused in words and the typing is kept', async ({
  page,
}) => {
  // Unique per run and retry: the database lives as long as the server.
  const run = `${Date.now() % 100_000}-${test.info().retry}`;
  const name = `Nordic Greens ${run}`;
  test.setTimeout(180_000);
  await logIn(page, USERS.owner, { at: '/inventory/suppliers' });
  await expect(page.getByRole('heading', { name: 'Suppliers' }).first()).toBeVisible();
  // The demo's suppliers are listed by name, from the server's page.
  await expect(page.getByRole('row', { name: /Menigo Foodservice/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New supplier', exact: true }).click();
  await expect(page).toHaveURL(/\/inventory\/suppliers\?id=new$/);
  await editor(page).getByLabel('Name', { exact: true }).fill(name);
  await editor(page).getByLabel('Contact person', { exact: true }).fill('Sara Lind');
  const email = editor(page).getByLabel('Order e-mail', { exact: true });
  await email.fill('not an address');
  await editor(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(editor(page).getByText('This value is not valid.')).toBeVisible();
  await expect(editor(page).getByLabel('Name', { exact: true })).toHaveValue(name);
  await email.fill('order@greens.example');
  await editor(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/inventory\/suppliers\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('order@greens.example');
  await expectNoAxeViolations(page);

  // Found by the server's search, and the change is kept after a reload.
  await page.goto(`/inventory/suppliers?q=${encodeURIComponent(`greens ${run}`)}`);
  await page.getByRole('row', { name: new RegExp(name) }).click();
  // By keyboard: the react-aria checkbox's input is visually hidden behind its box.
  const active = editor(page).getByRole('checkbox', { name: 'Active', exact: true });
  await active.focus();
  await page.keyboard.press('Space');
  await expect(active).not.toBeChecked();
  await editor(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('No');
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('No');

  await page.getByRole('row', { name: new RegExp(name) }).click();
  await editor(page).getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
