import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

// Issue 40 item 4: the Z-reports page's Verify action recomputes the venue's SHA-256 chain over the
// demo's orders and Z-reports (the seed chains its history) and says it holds.
test('verify the chain of the demo venue from the Z-reports page', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, USERS.owner, { at: '/reports/z-report' });
  await expect(page.getByRole('heading', { name: 'Z-reports' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify the chain' }).click();
  const status = page.getByTestId('ledger-verification');
  await expect(status).toHaveText(/The chain verifies: \d+ links; \d+ orders and Z-reports unchanged\./, {
    timeout: 60_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'The chain verifies' })).toBeVisible();
  await expectNoAxeViolations(page);
});
