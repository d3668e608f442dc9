import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

test('the Swedish demo opens Visma eEkonomi, Planday, Quinyx and Caspeco', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, USERS.owner, { at: '/integrations' });
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Visma eEkonomi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Planday' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Quinyx' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Caspeco' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Open Visma eEkonomi' }).click();
  await expect(page.getByRole('heading', { name: 'Visma eEkonomi', level: 1 })).toBeVisible();
  // Connected through Visma's authorisation (issue 44): no token to paste.
  await expect(page.getByLabel('Access token')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Connect with Visma eEkonomi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a day' })).toBeVisible();

  await page.goto('/integrations/quinyx');
  await expect(page.getByRole('heading', { name: 'Quinyx', level: 1 })).toBeVisible();
  await expect(page.getByText(/labour cost can be set against revenue/)).toBeVisible();
  for (const label of ['Client ID', 'Client secret', 'Forecast variable (external ID)'])
    await expect(page.getByLabel(label)).toBeVisible();
  // A scheduling tool takes each closed day's sales: no account mapping, its days and their state.
  await expect(page.getByRole('button', { name: 'Send a day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily sales sent, last 30 days' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage account mapping' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/integrations/caspeco');
  await expect(page.getByRole('heading', { name: 'Caspeco', level: 1 })).toBeVisible();
  for (const label of ['System name', 'API key']) await expect(page.getByLabel(label)).toBeVisible();

  // Manage configs: per venue or shared; a venue follows the shared mapping until it has its own.
  await page.goto('/integrations/fortnox/manage-configs');
  await expect(page.getByRole('heading', { name: 'Account mapping', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Applies to/ }).click();
  await page.getByRole('option', { name: 'Demo Bistro Vasastan' }).click();
  await expect(page.getByTestId('mapping-scope')).toHaveText(
    'This venue follows the shared mapping. Save to give it its own.',
  );
  await page.getByLabel('Sales, 12 % VAT').fill('3002');
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByTestId('mapping-scope')).toHaveText('This venue has its own mapping.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use the shared mapping' }).click();
  await expect(page.getByTestId('mapping-scope')).toHaveText(
    'This venue follows the shared mapping. Save to give it its own.',
  );
});
