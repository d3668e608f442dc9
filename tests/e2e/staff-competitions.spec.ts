import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

const CREATE =
  'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { replayed order { id number } } }';

test('starts a competition on a product, and the leaderboard moves live while a terminal sells', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.owner);

  // A terminal's API key for the selected venue.
  await page.goto('/api');
  await page.getByLabel('Name', { exact: true }).fill(`Competition till ${Date.now()}`);
  // Nothing is ticked for the user (issue 41): the till's two scopes, ticked here.
  await page.getByRole('checkbox', { name: 'Write orders' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Read catalogue' }).check({ force: true });
  await page.getByRole('button', { name: 'Create key' }).click();
  const keyField = page.getByLabel('New key');
  await expect(keyField).toHaveValue(/^ordna_/);
  const key = await keyField.inputValue();

  await page.goto('/staff/competitions');
  await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
  const name = `Bun cup ${Date.now()}`;
  // Refused in words, typing kept: no product or category chosen.
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Start competition' }).click();
  await expect(page.getByText('Choose at least one product or category.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);

  await page.getByLabel('Find products and categories').fill('Kanelbulle');
  const bun = page.getByRole('checkbox', { name: 'Kanelbulle' });
  // The visible box covers the input: click its label, like a user.
  await page
    .locator('label')
    .filter({ hasText: /^Kanelbulle$/ })
    .click();
  await expect(bun).toBeChecked();
  const itemId = await bun.getAttribute('value');
  expect(itemId).toBeTruthy();
  await page.getByRole('button', { name: 'Start competition' }).click();
  await expect(page.getByRole('heading', { name: `Leaderboard: ${name}` })).toBeVisible();
  // The demo's own sales today may already be on the board; Ida has none yet.
  await expect(page.getByRole('row', { name: /Ida/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Ida sells three buns on the till; the board moves without a reload.
  const response = await page.request.post('/graphql', {
    headers: { authorization: `ApiKey ${key}`, 'content-type': 'application/json' },
    data: {
      query: CREATE,
      variables: {
        input: {
          idempotencyKey: `competition-${Date.now()}-${test.info().retry}`,
          serviceType: 'EAT_HERE',
          staffName: 'Ida',
          lines: [
            {
              itemId,
              title: 'Kanelbulle',
              quantity: 3,
              unitPrice: 3900,
              manualPrice: true,
              vatRate: 12,
              total: 11700,
            },
          ],
          payments: [{ method: 'CASH', amount: 11700 }],
          total: 11700,
        },
      },
    },
  });
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
  const row = page.getByRole('row', { name: /Ida/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');
});
