import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

// The e2e server runs with no card provider key: the demo's stored card payments show, and the
// provider-only parts say "not configured" (docs/payments.md).

test('transactions: stored card payments, paged and searched on the server, CSV export, onboarding state', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, USERS.payments);
  await expect(page).toHaveURL(/\/payments-transactions$/);
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(page.getByTestId('provider-not-configured')).toBeVisible();
  await expect(page.getByTestId('onboarding-status')).toHaveText('Verification pending');
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await expect(grid.getByRole('row')).toHaveCount(51);
  await expect(page.getByTestId('transactions-summary')).toContainText('card payments');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(grid.getByRole('row')).toHaveCount(101);

  const reference = (await grid.getByRole('row').nth(1).getByRole('gridcell').last().textContent()) ?? '';
  expect(reference).toMatch(/^PSP\d+$/);
  await page.getByLabel('Order number or card reference').fill(reference);
  await expect(grid.getByRole('row')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('created_at,venue,order,amount,tip,reference');
  expect(csv).toContain(reference);
});

test('payouts and reports say "not configured" without a provider key', async ({ page }) => {
  await logIn(page, USERS.payments);
  await page.getByRole('link', { name: 'Payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expect(page.getByTestId('provider-not-configured')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Payment reports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('provider-not-configured')).toBeVisible();
  await expect(page.getByText('No payout reports yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});
