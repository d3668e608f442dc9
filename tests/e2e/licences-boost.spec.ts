import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, sidebar, USERS } from './shell-helpers.ts';

test('Boost: the New badge goes once opened, and an offer is requested', async ({ page }) => {
  await logIn(page, USERS.owner);
  const link = sidebar(page).getByRole('link', { name: /Boost/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boost' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available offers' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Seen by the company: after a reload the badge is gone.
  await expect(async () => {
    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: /Boost/ })).toHaveText('Boost', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Request Boost' }).first().click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Request sent. Our team will contact you.' }),
  ).toBeVisible();
});
