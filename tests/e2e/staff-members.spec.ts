import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

const editor = (page: Page) => page.getByTestId('resource-editor');

async function save(page: Page, toast: string) {
  await editor(page)
    .getByRole('button', { name: /^(Save|Create)$/ })
    .click();
  await expect(page.getByTestId('toast-success').filter({ hasText: toast })).toBeVisible();
}

/** Names and PINs unique per run and retry: the database lives as long as the server. */
const run = String(Date.now() % 100_000);
const pinOf = (seed: number) => {
  // Never a run or a repeat: 7, then digits spaced by 2 or 3.
  const digits = [7, ((seed % 10) + 2) % 10, (seed + 5) % 10, (seed * 3 + 1) % 10];
  return digits.join('');
};

test('adds an access level and a staff member with it; refuses weak and duplicate PINs', async ({ page }) => {
  test.setTimeout(180_000);
  const suffix = `${run}-${test.info().retry}`;
  const level = `Bar crew ${suffix}`;
  const person = `Nils Test ${suffix}`;
  const pin = pinOf(Number(suffix.replace(/\D/g, '')) || 1);
  await logIn(page, USERS.owner);

  // The demo company's default levels are named in its language (Swedish); an access level with
  // two permissions, shown with the spec's titles and meanings.
  await page.goto('/staff/access-levels');
  await expect(page.getByRole('row', { name: /Chef/ })).toContainText('17 of 17');
  await page.getByRole('button', { name: 'New access level' }).click();
  await editor(page).getByLabel('Name', { exact: true }).fill(level);
  await expect(editor(page).getByText('Perform partial and full refunds.')).toBeVisible();
  await editor(page)
    .getByRole('checkbox', { name: /^Refund/ })
    .click({ force: true });
  await editor(page)
    .getByRole('checkbox', { name: /^Make payment/ })
    .click({ force: true });
  await save(page, `${level} created`);
  await expect(page.getByRole('row', { name: new RegExp(level) })).toContainText('2 of 17');
  await expectNoAxeViolations(page);

  // A staff member with it; a weak PIN is refused on the field first.
  await page.goto('/staff');
  await page.getByRole('button', { name: 'New staff member' }).click();
  await expect(page).toHaveURL(/\/staff\?id=new$/);
  await editor(page).getByLabel('Name', { exact: true }).fill(person);
  await editor(page)
    .getByRole('button', { name: /Access level/ })
    .click();
  await page.getByRole('option', { name: level, exact: true }).click();
  await editor(page).getByRole('checkbox', { name: 'Demo Bistro Södermalm' }).click({ force: true });
  // Masked: a PIN is typed in front of others.
  await expect(editor(page).getByLabel('PIN for the terminal')).toHaveAttribute('type', 'password');
  await editor(page).getByLabel('PIN for the terminal').fill('1234');
  await editor(page).getByRole('button', { name: 'Create' }).click();
  await expect(editor(page).getByText('Choose a PIN that is harder to guess')).toBeVisible();
  await editor(page).getByLabel('PIN for the terminal').fill(pin);
  await save(page, `${person} created`);
  await expect(page).toHaveURL(/\/staff\?id=[0-9a-f-]{36}$/);
  const row = page.getByRole('row', { name: new RegExp(person) });
  await expect(row).toContainText(level);
  await expect(row).toContainText('Demo Bistro Södermalm');
  // The PIN is never shown again.
  await expect(editor(page).getByLabel('PIN for the terminal')).toHaveValue('');
  await expectNoAxeViolations(page);

  // The same PIN at the same venue is refused by the server, in words.
  await page.goto('/staff?id=new');
  await editor(page).getByLabel('Name', { exact: true }).fill(`${person} II`);
  await editor(page).getByRole('checkbox', { name: 'Demo Bistro Södermalm' }).click({ force: true });
  await editor(page).getByLabel('PIN for the terminal').fill(pin);
  await editor(page).getByRole('button', { name: 'Create' }).click();
  await expect(
    editor(page).getByText('Another staff member at this venue already has this PIN.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/id=new$/);

  // Or the server proposes a free PIN (no guessing), shown once so the manager can pass it on.
  await editor(page).getByRole('button', { name: 'Suggest a free PIN' }).click();
  const proposed = editor(page).getByRole('status').filter({ hasText: 'Suggested PIN:' });
  await expect(proposed).toBeVisible();
  const suggested = /Suggested PIN: (\d{4,6})\./.exec((await proposed.textContent()) ?? '')?.[1] ?? '';
  expect(suggested).not.toBe(pin);
  await expect(editor(page).getByLabel('PIN for the terminal')).toHaveValue(suggested);
  await save(page, `${person} II created`);
  await expectNoAxeViolations(page);
});

test('walks a new company through its first staff', async ({ page }) => {
  await logIn(page, USERS.owner, { at: '/staff/get-started' });
  await expect(page.getByRole('heading', { name: 'Get started with staff' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('access levels');
  await page.getByRole('link', { name: 'Add a staff member' }).click();
  await expect(page).toHaveURL(/\/staff\?id=new$/);
  await expect(editor(page).getByLabel('Name', { exact: true })).toBeVisible();
  await page.goto('/staff/get-started');
  await expect(page.getByRole('heading', { name: 'Get started with staff' })).toBeVisible();
  await expectNoAxeViolations(page);
});
