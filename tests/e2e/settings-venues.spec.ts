import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

const editor = (page: Page) => page.getByTestId('resource-editor');

test('adds a venue with the spec defaults, refuses a bad cut-off in words, and the venue picker offers it', async ({
  page,
}) => {
  // Unique per run and retry: the database lives as long as the server.
  const name = `Nattbaren ${Date.now() % 100_000}-${test.info().retry}`;
  await logIn(page, USERS.owner, { at: '/settings/venues' });
  await expect(page.getByRole('row', { name: /Demo Bistro Södermalm/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New venue' }).click();
  await expect(page).toHaveURL(/\/settings\/venues\?id=new$/);
  // Spec section 3 defaults: phone "0", active; the company's time zone and the 05:30 day.
  await expect(editor(page).getByLabel('Phone', { exact: true })).toHaveValue('0');
  await expect(editor(page).getByLabel('Time zone', { exact: true })).toHaveValue('Europe/Stockholm');
  await expect(editor(page).getByLabel('Accounting day starts at', { exact: true })).toHaveValue('05:30');
  await editor(page).getByLabel('Name', { exact: true }).fill(name);
  await editor(page).getByLabel('City', { exact: true }).fill('Göteborg');
  await editor(page).getByLabel('Accounting day starts at', { exact: true }).fill('25:00');
  await editor(page).getByRole('button', { name: 'Create' }).click();
  await expect(editor(page).getByText('Enter a time as HH:MM, for example 05:30.')).toBeVisible();
  // Nothing typed is lost.
  await expect(editor(page).getByLabel('Name', { exact: true })).toHaveValue(name);
  await editor(page).getByLabel('Accounting day starts at', { exact: true }).fill('04:00');
  await editor(page).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: `${name} created` })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Göteborg');
  await expect(row).toContainText('04:00');
  await expectNoAxeViolations(page);

  // Saved on the server, and the top bar's venue picker offers it.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('04:00');
  await page.getByRole('button', { name: /Venue/ }).first().click();
  await expect(page.getByRole('option', { name })).toBeVisible();
});
