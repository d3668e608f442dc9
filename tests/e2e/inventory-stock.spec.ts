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

const INGREDIENT_STOCK =
  'query ($v: ID!, $s: String) { ingredientStock(venueId: $v, search: $s) { results { id level } } }';
const SOLD_OUT =
  'query ($v: ID!, $s: String) { items(first: 5, filter: { search: $s }) { results { id soldOut(venueId: $v) } } }';

/**
 * Stock counted in ingredients (decision 0109): a new ingredient and a product's recipe made on
 * /inventory; the product sells through the POS API until its ingredient runs out, then it is
 * sold out (the catalogue says so, the ingredient's row says why).
 */
test('makes an ingredient and a recipe, sells the product until the ingredient runs out, and sees it sold out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Skagenröra ${Date.now().toString(36)}-${test.info().retry}`;
  await logIn(page, USERS.owner);
  const token = await apiToken(page, USERS.owner);
  const { items } = await api<{ items: { results: { id: string; title: string; vatRate: number }[] } }>(
    page,
    ITEMS,
    { s: 'Toast Skagen' },
    token,
  );
  const toast = items.results.find((item) => item.title === 'Toast Skagen');
  expect(toast).toBeTruthy();
  if (!toast) return;

  await page.goto('/inventory');
  const section = page.getByRole('region', { name: 'Ingredients' });
  // The demo's ingredients: the meatballs' recipe.
  await expect(section.getByRole('row', { name: /Köttbullar/ })).toBeVisible();

  // A new ingredient, counted in grams.
  await section.getByRole('button', { name: 'New ingredient' }).click();
  const create = page.getByRole('dialog', { name: 'New ingredient' });
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: /Unit/ }).click();
  await page.getByRole('option', { name: 'Grams' }).click();
  await expectNoAxeViolations(page);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toHaveCount(0);
  await section.getByLabel('Search ingredients').fill(name);
  const row = section.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByTestId('ingredient-status')).toHaveText('Not tracked');

  // The recipe: 60 g of it per toast, by keyboard where a form is filled.
  await section.getByRole('button', { name: 'Edit recipe' }).click();
  const recipe = page.getByRole('dialog');
  await recipe.getByLabel('Product').fill('Toast Skagen');
  await page.getByRole('option', { name: 'Toast Skagen' }).click();
  await expect(recipe).toHaveAccessibleName('Recipe: Toast Skagen');
  await recipe.getByLabel('Add to recipe').fill(name);
  await page.getByRole('option', { name }).click();
  const quantity = recipe.getByLabel(`${name}: Per unit sold`);
  await quantity.fill('60');
  await expectNoAxeViolations(page);
  await quantity.press('Enter');
  await expect(recipe).toHaveCount(0);

  // 120 g delivered: two toasts.
  await row.getByRole('button', { name: `Record delivery: ${name}` }).click();
  await page.getByRole('dialog').getByLabel('Delivered (in its unit)').fill('120');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('ingredient-level')).toHaveText('120 g');
  await expect(row.getByTestId('ingredient-status')).toHaveText('In stock');

  const { venues } = await api<{ venues: { id: string }[] }>(page, VENUES, {}, token);
  let venueId = '';
  let ingredientId = '';
  for (const venue of venues) {
    const { ingredientStock } = await api<{
      ingredientStock: { results: { id: string; level: number | null }[] };
    }>(page, INGREDIENT_STOCK, { v: venue.id, s: name }, token);
    const found = ingredientStock.results[0];
    if (found?.level === 120) {
      venueId = venue.id;
      ingredientId = found.id;
    }
  }
  expect(ingredientId).not.toBe('');
  const sell = (n: number) =>
    api(
      page,
      CREATE,
      {
        input: {
          idempotencyKey: `e2e-recipe-${name}-${n}`,
          venueId,
          status: 'ACCEPTED',
          serviceType: 'EAT_HERE',
          lines: [
            {
              itemId: toast.id,
              title: toast.title,
              quantity: 1,
              unitPrice: 14500,
              manualPrice: true,
              vatRate: toast.vatRate,
              total: 14500,
            },
          ],
          total: 14500,
        },
      },
      token,
    );
  const soldOut = async () => {
    const answer = await api<{ items: { results: { id: string; soldOut: boolean }[] } }>(
      page,
      SOLD_OUT,
      { v: venueId, s: 'Toast Skagen' },
      token,
    );
    return answer.items.results.find((item) => item.id === toast.id)?.soldOut;
  };

  // The first toast leaves enough for one more: still on sale.
  await sell(1);
  expect(await soldOut()).toBe(false);
  // The second takes the last of it: sold out.
  await sell(2);
  expect(await soldOut()).toBe(true);
  await page.reload();
  await section.getByLabel('Search ingredients').fill(name);
  await expect(row.getByTestId('ingredient-level')).toHaveText('0 g');
  await expect(row.getByTestId('ingredient-status')).toHaveText('Sold out');
  await row.getByRole('button', { name: `History: ${name}` }).click();
  const history = page.getByRole('dialog', { name: `Movements: ${name}` });
  await expect(history.getByTestId('ingredient-movements')).toContainText('Sale');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // No recipe any more: the toast sells again whatever the ingredient holds.
  await section.getByRole('button', { name: 'Edit recipe' }).click();
  await page.getByRole('dialog').getByLabel('Product').fill('Toast Skagen');
  await page.getByRole('option', { name: 'Toast Skagen' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Remove: ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(soldOut).toBe(false);
});
