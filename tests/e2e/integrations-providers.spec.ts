import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

test('the Swedish demo opens Visma eEkonomi and Planday; Caspeco is still coming', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, USERS.owner);
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Visma eEkonomi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Planday' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Quinyx' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Caspeco' })).toContainText('Coming soon');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Open Visma eEkonomi' }).click();
  await expect(page.getByRole('heading', { name: 'Visma eEkonomi', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Access token')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a day' })).toBeVisible();

  await page.goto('/integrations/quinyx');
  await expect(page.getByRole('heading', { name: 'Quinyx', level: 1 })).toBeVisible();
  await expect(page.getByText(/labour cost can be set against revenue/)).toBeVisible();
  for (const label of ['Client ID', 'Client secret', 'Forecast variable (external ID)'])
    await expect(page.getByLabel(label)).toBeVisible();
  // A scheduling tool takes sales, not vouchers: no mapping, no day to send.
  await expect(page.getByRole('button', { name: 'Send a day' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage account mapping' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
