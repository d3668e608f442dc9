import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, sidebarEntries, USERS } from './shell-helpers.ts';

test('a payments-only company sees only Transactions, Payouts, Reports and API, and no search', async ({
  page,
}) => {
  await logIn(page, USERS.payments);
  await expect(page).toHaveURL(/\/payments-transactions$/);
  expect(await sidebarEntries(page)).toEqual(['Transactions', 'Payouts', 'Reports', 'API']);
  await expect(page.getByTestId('search-trigger')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  await expectNoAxeViolations(page);

  // ⌘K does nothing for them, and POS pages are refused.
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/pim/products');
  await expect(page.getByTestId('access-denied')).toBeVisible();
});
