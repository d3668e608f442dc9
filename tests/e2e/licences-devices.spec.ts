import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

// Codes of the demo seed's unclaimed devices (server/demo/seed-licences.ts); one per retry, as the
// database lives as long as the server.
const CODES = ['demo-4242', 'DEMO 1717'];

test('claims a device by its code, refuses a wrong code in words, moves the device and blocks POS access', async ({
  page,
}) => {
  const code = CODES[test.info().retry] ?? CODES[0] ?? '';
  const name = `Bar till ${test.info().retry}`;
  await logIn(page, USERS.owner, { at: '/licenses' });
  await expect(page.getByRole('heading', { name: 'Devices' })).toBeVisible();
  await expect(page.getByTestId('device-row').first()).toBeVisible();
  await expect(page.getByTestId('licence-row').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const claim = page.getByRole('region', { name: 'Claim a device' });
  await claim.getByLabel('Device code').fill('WRONG1');
  await claim.getByLabel('Name', { exact: true }).fill(name);
  await claim.getByRole('button', { name: 'Claim device' }).click();
  await expect(
    claim.getByText('No device waits with this code. Check the code on the device.'),
  ).toBeVisible();
  // Nothing typed is lost.
  await expect(claim.getByLabel('Name', { exact: true })).toHaveValue(name);

  await claim.getByLabel('Device code').fill(code);
  await claim.getByRole('button', { name: 'Claim device' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: `${name} is now yours.` })).toBeVisible();
  const row = page.getByTestId('device-row').filter({ has: page.getByLabel(`Name of ${name}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('None');

  // Move it to another venue.
  await row.getByRole('button', { name: `Venue of ${name}` }).click();
  await page.getByRole('option', { name: 'Demo Bistro Vasastan' }).click();
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Device saved.' })).toBeVisible();
  await page.reload();
  const moved = page.getByTestId('device-row').filter({ has: page.getByLabel(`Name of ${name}`) });
  await expect(moved.getByRole('button', { name: `Venue of ${name}` })).toContainText('Demo Bistro Vasastan');

  // Block POS access and restore it.
  await page.getByRole('button', { name: 'Block POS access' }).click();
  await expect(page.getByTestId('pos-access-state')).toHaveText(/blocked/);
  await page.getByRole('button', { name: 'Restore POS access' }).click();
  await expect(page.getByTestId('pos-access-state')).toHaveText('Staff can sign in to the POS.');
  await expectNoAxeViolations(page);
});
