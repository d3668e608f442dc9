import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

/** Issue 41: scopes as labelled checkboxes with nothing ticked, errors at the form, copy, confirmed revoke. */
test('the API page: visible scopes, refusal at the form, copy, confirmed revoke', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, USERS.owner, { at: '/api' });
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();

  for (const scope of ['Read catalogue', 'Write orders', 'Read reports'])
    await expect(page.getByRole('checkbox', { name: scope })).not.toBeChecked();
  await expect(page.getByText('Tick what the key may do: nothing is ticked for you.')).toBeVisible();

  // No scope: refused at the form and at the scopes, not under Name.
  const name = `Reports reader ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('api-key-form-error')).toHaveText('Check the marked fields');
  await expect(page.getByText('Choose at least one scope.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: 'Read reports' }).check({ force: true });
  await page.getByRole('button', { name: 'Create key' }).click();
  const keyField = page.getByLabel('New key');
  await expect(keyField).toHaveValue(/^ordna_/);
  await expect(page.getByTestId('api-key-form-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy the key' }).click();
  await expect(page.getByText('The key is copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await keyField.inputValue());

  const table = page
    .getByRole('grid', { name: 'API keys' })
    .or(page.getByRole('table', { name: 'API keys' }));
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Read reports');
  // Revoking asks first; Cancel keeps the key.
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Revoke the key ${name}?` });
  await expect(dialog.getByText(/stop working at once/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toBeVisible();
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Revoked');
});
