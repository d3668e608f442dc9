import { expect, test } from '@playwright/test';
import { api, apiToken } from './api-helpers.ts';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

const VENUES = 'query { venues { id name } }';
const ITEMS =
  'query ($s: String) { items(first: 5, filter: { search: $s }) { results { id title vatRate } } }';
const LEVEL = 'query ($v: ID!, $i: ID!) { stockLevel(venueId: $v, itemId: $i) { level soldOut } }';
const CREATE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }';

/**
 * Stock (issue 47 item 8, docs/inventory.md): a delivery recorded on /inventory shows its level; a
 * sale through the POS API that empties it shows "Sold out" until a delivery restocks it.
 */
test('records a delivery, sells the product out through the API, sees it sold out, and restocks it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.owner);
  const token = await apiToken(page, USERS.owner);
  const { items } = await api<{ items: { results: { id: string; title: string; vatRate: number }[] } }>(
    page,
    ITEMS,
    { s: 'Porter' },
    token,
  );
  const porter = items.results.find((item) => item.title === 'Porter');
  expect(porter).toBeTruthy();
  if (!porter) return;

  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  // The demo's seeded stock: bottled drinks at its first venue.
  await expect(page.getByRole('row', { name: /Coca-Cola/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The first delivery of a product starts tracking it.
  await page.getByRole('button', { name: 'Record delivery', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Product').fill('Porter');
  await page.getByRole('option', { name: 'Porter' }).click();
  await dialog.getByLabel('Units delivered').fill('2');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: /Porter/ });
  await expect(row.getByTestId('stock-level')).toHaveText('2');
  await expect(row.getByTestId('stock-status')).toHaveText('In stock');

  // The venue the page shows: the one where Porter has those two units.
  const { venues } = await api<{ venues: { id: string }[] }>(page, VENUES, {}, token);
  let venueId = '';
  for (const venue of venues) {
    const { stockLevel } = await api<{ stockLevel: { level: number } | null }>(
      page,
      LEVEL,
      { v: venue.id, i: porter.id },
      token,
    );
    if (stockLevel?.level === 2) venueId = venue.id;
  }
  expect(venueId).not.toBe('');

  // Two sold through the POS API: sold out.
  await api(
    page,
    CREATE,
    {
      input: {
        idempotencyKey: `e2e-inventory-${Date.now()}-${test.info().retry}`,
        venueId,
        status: 'ACCEPTED',
        serviceType: 'EAT_HERE',
        lines: [
          {
            itemId: porter.id,
            title: porter.title,
            quantity: 2,
            unitPrice: 9200,
            manualPrice: true,
            vatRate: porter.vatRate,
            total: 18400,
          },
        ],
        total: 18400,
      },
    },
    token,
  );
  await page.reload();
  await expect(row.getByTestId('stock-level')).toHaveText('0');
  await expect(row.getByTestId('stock-status')).toHaveText('Sold out');

  // The history says why; a delivery restocks it.
  await row.getByRole('button', { name: 'History: Porter' }).click();
  const history = page.getByRole('dialog', { name: 'Movements: Porter' });
  await expect(history.getByTestId('stock-movements')).toContainText('Sale');
  await expect(history.getByTestId('stock-movements')).toContainText('Delivery');
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Record delivery: Porter' }).click();
  await page.getByRole('dialog').getByLabel('Units delivered').fill('6');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('stock-level')).toHaveText('6');
  await expect(row.getByTestId('stock-status')).toHaveText('In stock');
});
