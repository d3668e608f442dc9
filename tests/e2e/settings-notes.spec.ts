import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

/**
 * Notes on the company and a venue (record metadata `note`; spec section 7 "metadata updates for
 * company, venue, …"): written and saved by keyboard, refused in words on the field when too long,
 * still there after a reload, a stale save offers Reload / Overwrite with the typing kept, and the
 * change shows in the company-wide history under the venue's name.
 */

const VENUE = 'Demo Bistro Södermalm';
const notes = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name: typeof name === 'string' ? `Notes on ${name}` : name });
const noteField = (page: Page, name: string | RegExp) =>
  notes(page, name).getByLabel('Internal note', { exact: true });

async function openVenue(page: Page) {
  await page.goto('/settings/venues');
  await page.getByRole('row', { name: new RegExp(VENUE) }).click();
  await expect(page).toHaveURL(/\/settings\/venues\?id=[0-9a-f-]{36}/);
  await expect(noteField(page, VENUE)).toBeVisible();
}

test('keeps a note on the company, refusing a too long one on the field', async ({ page }) => {
  // Unique per run and retry: the database lives as long as the server.
  const text = `Alarm code is with the manager ${Date.now() % 100_000}-${test.info().retry}`;
  await logIn(page, USERS.owner, { at: '/settings/company' });
  const company = /^Notes on /;
  const field = noteField(page, company);
  await expect(field).toBeVisible();
  // Too long: the shared rule answers on the field before anything is sent.
  await field.fill('x'.repeat(1001));
  await notes(page, company).getByRole('button', { name: 'Save note' }).press('Enter');
  await expect(notes(page, company).getByText('At most 1000 characters.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Typed by keyboard, saved by keyboard.
  await field.fill('');
  await field.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await expect(notes(page, company).getByRole('button', { name: 'Save note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notes(page, company).getByRole('status')).toHaveText('Note saved.');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(noteField(page, company)).toHaveValue(text);
});

test('keeps a note on a venue; a stale save offers Reload and Overwrite and keeps the typing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now() % 100_000}-${test.info().retry}`;
  await logIn(page, USERS.owner);
  await openVenue(page);
  await noteField(page, VENUE).fill(`Deliveries at the back door ${stamp}`);
  await notes(page, VENUE).getByRole('button', { name: 'Save note' }).press('Enter');
  await expect(notes(page, VENUE).getByRole('status')).toHaveText('Note saved.');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(noteField(page, VENUE)).toHaveValue(`Deliveries at the back door ${stamp}`);

  // A second tab of the same session saves first.
  const other = await page.context().newPage();
  await openVenue(other);
  await noteField(other, VENUE).fill(`Deliveries before 10 ${stamp}`);
  await notes(other, VENUE).getByRole('button', { name: 'Save note' }).press('Enter');
  await expect(notes(other, VENUE).getByRole('status')).toHaveText('Note saved.');

  // This tab's save is based on the older version: refused, the typing stays.
  await noteField(page, VENUE).fill(`Mine ${stamp}`);
  await notes(page, VENUE).getByRole('button', { name: 'Save note' }).press('Enter');
  const conflict = notes(page, VENUE).getByRole('alert');
  await expect(conflict).toContainText('Someone else changed this note meanwhile.');
  await expect(noteField(page, VENUE)).toHaveValue(`Mine ${stamp}`);
  await expectNoAxeViolations(page);
  await conflict.getByRole('button', { name: 'Overwrite' }).press('Enter');
  await expect(notes(page, VENUE).getByRole('status')).toHaveText('Note saved.');
  await expect(notes(page, VENUE).getByRole('alert')).toHaveCount(0);

  // Now the other tab is behind: Reload takes the stored note instead of its own.
  await noteField(other, VENUE).fill('Theirs');
  await notes(other, VENUE).getByRole('button', { name: 'Save note' }).press('Enter');
  await notes(other, VENUE).getByRole('alert').getByRole('button', { name: 'Reload' }).press('Enter');
  await expect(noteField(other, VENUE)).toHaveValue(`Mine ${stamp}`);
  await other.close();

  // The company-wide history shows the change under the venue's name, by its author.
  await page.goto('/menus/history');
  const latest = page.getByTestId('history-row').filter({ hasText: VENUE }).first();
  await expect(latest).toContainText(`Note: Deliveries before 10 ${stamp} → Mine ${stamp}`);
  await expect(latest).toContainText('Astrid Lindqvist');
});
