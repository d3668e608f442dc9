import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, sidebar, USERS, venueOption } from './shell-helpers.ts';

test('switching venue shows a toast whose action undoes it', async ({ page }) => {
  await logIn(page, USERS.owner);
  const venue = page.getByRole('button', { name: /Demo Bistro Södermalm/ });
  await expect(venue).toBeVisible();
  await venue.click();
  await venueOption(page, 'Demo Bistro Vasastan').click();

  const toast = page.getByTestId('toast-success').filter({ hasText: 'Now showing Demo Bistro Vasastan' });
  await expect(toast).toBeVisible();
  // The pointer on the toast holds it (else it hides after 3 s, which a slow axe scan outlasts).
  await toast.hover();
  // The top bar's picker shows the venue now in use (the finance home filters venues itself).
  await expect(page.getByRole('button', { name: /Demo Bistro Vasastan/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await page.mouse.move(0, 0);
  // The toast hides at once; the action runs 200 ms later.
  await expect(toast).toHaveCount(0);
  await expect(page.getByText('Back to Demo Bistro Södermalm')).toBeVisible();
  await expect(page.getByRole('button', { name: /Demo Bistro Södermalm/ })).toBeVisible();
  // A default toast hides by itself after 3 s.
  await expect(page.getByText('Back to Demo Bistro Södermalm')).toHaveCount(0, { timeout: 5000 });
});

test('Billing is not offered without a billing provider (it would open a portal that fails)', async ({
  page,
}) => {
  await logIn(page, USERS.owner);
  // The demo company has a billing account, but the e2e server has no provider.
  await expect(sidebar(page).getByRole('link').first()).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: /Billing/ })).toHaveCount(0);
});

test('the bell shows the failed voucher and links to the integrations', async ({ page }) => {
  await logIn(page, USERS.owner);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell).toContainText('1');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('You have failed vouchers')).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('link', { name: 'Press here to see' }).click();
  await expect(page).toHaveURL(/\/integrations$/);

  // Vasastan has no failed voucher.
  await page.getByRole('button', { name: /Demo Bistro Södermalm/ }).click();
  await venueOption(page, 'Demo Bistro Vasastan').click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('no notifications'),
  ).toBeVisible();
});
