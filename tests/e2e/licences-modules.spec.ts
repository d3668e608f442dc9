import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

// Issue 47 item 4: the licence's modules on /licenses, and LOANS (Boost) granted on /accounts
// with the roles labelled as the spec says.
test('lists each licence by its module, and an owner grants Loans (Boost) with a spec-labelled role', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, USERS.owner, { at: '/licenses' });
  const rows = page.getByTestId('licence-row');
  // The demo seed's modules beyond the first four (server/demo/seed-licences.ts), in words.
  for (const module of ['Customer display', 'Gift cards', 'Support: Sunrise', 'Kitchen display'])
    await expect(rows.filter({ has: page.getByRole('rowheader', { name: module }) }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const email = `loans-${Date.now()}-${test.info().retry}@example.com`;
  await page.goto('/accounts');
  const invite = page.getByRole('form', { name: 'Invite user' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Name').fill('Lena Loans');
  await invite.getByRole('button', { name: /Role$/ }).click();
  for (const role of ['Admin', 'POS admin', 'Super admin'])
    await expect(page.getByRole('option', { name: role, exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'POS admin', exact: true }).click();
  await invite.getByRole('checkbox', { name: 'Loans (Boost)' }).click({ force: true });
  await invite.getByRole('button', { name: 'Invite user' }).click();
  await expect(
    page.getByTestId('toast-success').filter({ hasText: `Invitation sent to ${email}` }),
  ).toBeVisible();
  await page.getByLabel('Search by name or e-mail').fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Loans (Boost)');
  await expect(row).toContainText('POS admin');
  await expectNoAxeViolations(page);
});
