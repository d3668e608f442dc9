import { expect, test } from '@playwright/test';
import { api, apiToken } from './api-helpers.ts';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

const CATEGORIES = 'query { categories { id name } }';
const ITEMS = `query ($c: ID!) { items(first: 20, filter: { categoryId: $c }) { results { id title vatRate } } }`;
const STATIONS = `query ($v: ID!) { kdsStations(venueId: $v) { id name kind } }`;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id number } } }`;

test('the kitchen display shows orders as they arrive; bump with the keyboard, recall, offline banner', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.owner);
  const token = await apiToken(page, USERS.owner);
  const { venues } = await api<{ venues: { id: string }[] }>(page, 'query { venues { id } }', {}, token);
  const venueId = venues[0]?.id ?? '';
  const { kdsStations } = await api<{ kdsStations: { id: string; name: string; kind: string }[] }>(
    page,
    STATIONS,
    { v: venueId },
    token,
  );
  const bar = kdsStations.find((station) => station.name === 'Baren');
  expect(bar).toBeTruthy();
  const { categories } = await api<{ categories: { id: string; name: string }[] }>(
    page,
    CATEGORIES,
    {},
    token,
  );
  const drinks = categories.find((category) => category.name === 'Kaffe & te');
  const { items } = await api<{ items: { results: { id: string; title: string; vatRate: number }[] } }>(
    page,
    ITEMS,
    { c: drinks?.id },
    token,
  );
  const coffee = items.results[0];
  expect(coffee).toBeTruthy();
  if (!coffee || !bar) return;

  // The demo opens mid-service (server/demo/seed-kitchen.ts): the kitchen has a late main course.
  const kitchen = kdsStations.find((station) => station.name === 'Köket');
  await page.goto(`/kds?station=${kitchen?.id}`);
  // (More turn late while earlier specs run: the seed's clock is the server's start.)
  await expect(page.getByTestId('kds-tickets').locator(':scope > li[data-age="late"]').first()).toBeVisible();
  await expect(page.getByTestId('kds-tickets').locator(':scope > li[data-stage="IN_PROGRESS"]')).toHaveCount(
    2,
  );
  await expectNoAxeViolations(page);

  await page.goto(`/kds?station=${bar.id}`);
  await expect(page.getByRole('heading', { name: 'Kitchen display' })).toBeVisible();
  await expect(page.getByTestId('kds-live')).toBeVisible();
  // The bar's seeded tickets: one ready, one in progress, three new; this test's orders come after.
  const tickets = page.getByTestId('kds-tickets').locator(':scope > li');
  await expect(tickets).toHaveCount(5);
  await expect(page.getByTestId('kds-tickets').locator(':scope > li[data-stage="READY"]')).toHaveCount(1);
  // Let the screen's graphql-ws subscription settle before the first order.
  await page.waitForTimeout(2_000);

  // Orders arrive through the POS order API while the screen is open.
  const sell = async (quantity: number) => {
    const { createOrder } = await api<{ createOrder: { order: { number: number } } }>(
      page,
      CREATE,
      {
        input: {
          idempotencyKey: `e2e-kds-${Date.now()}-${Math.random()}`,
          venueId,
          status: 'ACCEPTED',
          serviceType: 'TABLE_SERVICE',
          table: '7',
          lines: [
            {
              itemId: coffee.id,
              title: coffee.title,
              quantity,
              unitPrice: 3500,
              manualPrice: true,
              vatRate: coffee.vatRate,
              total: 3500 * quantity,
            },
          ],
          total: 3500 * quantity,
        },
      },
      token,
    );
    return createOrder.order.number;
  };
  const first = await sell(2);
  const ticket = page.getByTestId(`kds-ticket-${first}`);
  await expect(ticket).toBeVisible();
  await expect(ticket).toHaveAttribute('data-stage', 'NEW');
  await expect(ticket).toContainText(coffee.title);
  await expect(page.getByTestId('kds-all-day')).toContainText(coffee.title);
  await expectNoAxeViolations(page);

  // The bump bar: the key of the ticket's place bumps it (oldest first: after the 5 seeded ones);
  // 0 recalls the last bump.
  await expect(tickets).toHaveCount(6);
  const place =
    (await tickets.evaluateAll(
      (nodes, id) => nodes.findIndex((n) => n.getAttribute('data-testid') === id),
      `kds-ticket-${first}`,
    )) + 1;
  expect(place).toBe(6);
  await page.locator('body').press(String(place));
  await expect(ticket).toHaveAttribute('data-stage', 'IN_PROGRESS');
  await expect(page.getByTestId('kds-notice')).toContainText(`Order ${first} moved to In progress`);
  await page.locator('body').press('0');
  await expect(ticket).toHaveAttribute('data-stage', 'NEW');
  await expect(page.getByTestId('kds-notice')).toContainText(`Order ${first} is back in New`);

  // A second order arrives live; bump by pointer too.
  const second = await sell(1);
  await expect(page.getByTestId(`kds-ticket-${second}`)).toBeVisible();
  await page.getByRole('button', { name: `Bump order ${second} to In progress` }).click();
  await expect(page.getByTestId(`kds-ticket-${second}`)).toHaveAttribute('data-stage', 'IN_PROGRESS');

  // A network loss: the banner shows, the bump is kept and sent when the connection returns.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: `Bump order ${first} to In progress` }).click();
  await expect(ticket).toHaveAttribute('data-stage', 'IN_PROGRESS');
  await expect(page.getByTestId('kds-offline')).toBeVisible();
  await expect(page.getByTestId('kds-offline')).toContainText('1 waiting');
  await page.context().setOffline(false);
  await expect(page.getByTestId('kds-offline')).toBeHidden();
  await expect(page.getByTestId('kds-notice')).toContainText(`Order ${first} moved to In progress`);
  await page.reload();
  await expect(page.getByTestId(`kds-ticket-${first}`)).toHaveAttribute('data-stage', 'IN_PROGRESS');
  await expectNoAxeViolations(page);
});
