import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { api, apiToken } from './api-helpers.ts';
import { expectPrintsAlone } from './print-helpers.ts';
import { logIn, USERS } from './shell-helpers.ts';

// Issue 47 items 9 and 10: the kitchen in the dark (theme, a flash and a beep on a new ticket, mute
// kept per screen) and the kitchen ticket on paper. Runs after kds-display (which counts the bar's
// seeded tickets): its order goes to the kitchen, without a table.

const STATIONS = `query ($v: ID!) { kdsStations(venueId: $v) { id name kind } }`;
const ITEMS = 'query { items { results { id title vatRate stationId categories { stationId } } } }';
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id number } } }`;

test('a new ticket flashes; mute and volume stay with the screen; dark and print', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.owner);
  const token = await apiToken(page, USERS.owner);
  const { venues } = await api<{ venues: { id: string }[] }>(page, 'query { venues { id } }', {}, token);
  const venueId = venues[0]?.id ?? '';
  const { kdsStations } = await api<{ kdsStations: { id: string; name: string }[] }>(
    page,
    STATIONS,
    { v: venueId },
    token,
  );
  const kitchen = kdsStations.find((station) => station.name === 'Köket');
  expect(kitchen).toBeTruthy();
  const { items } = await api<{
    items: {
      results: {
        id: string;
        title: string;
        vatRate: number;
        stationId: string | null;
        categories: { stationId: string | null }[];
      }[];
    };
  }>(page, ITEMS, {}, token);
  const dish = items.results.find(
    (item) =>
      (item.stationId ?? item.categories.find((category) => category.stationId)?.stationId) === kitchen?.id,
  );
  expect(dish).toBeTruthy();
  if (!dish || !kitchen) return;

  // Dark, by this browser's choice (the menu's toggle is tested in shell-theme).
  await page.evaluate(() => window.localStorage.setItem('ordna.theme', 'dark'));
  await page.goto(`/kds?station=${kitchen.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const tickets = page.getByTestId('kds-tickets').locator(':scope > li');
  await expect(tickets.first()).toBeVisible();
  // Opening the screen announces nothing: the tickets already there do not flash.
  await expect(page.locator('[data-flash="true"]')).toHaveCount(0);

  // Mute and volume, on the screen and labelled, kept in this browser across a reload.
  const mute = page.getByRole('checkbox', { name: 'Mute new-ticket sound' });
  const volume = page.getByRole('slider', { name: 'Volume' });
  await expect(mute).not.toBeChecked();
  await volume.fill('40');
  await mute.check({ force: true });
  await expect(mute).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Mute new-ticket sound' })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('40');
  await expect(tickets.first()).toBeVisible();
  await expectAccessible(page);
  // Let the screen's graphql-ws subscription settle before the order.
  await page.waitForTimeout(2_000);

  // A new order: its ticket flashes; muted, no beep.
  const { createOrder } = await api<{ createOrder: { order: { number: number } } }>(
    page,
    CREATE,
    {
      input: {
        idempotencyKey: `e2e-kds-night-${Date.now()}`,
        venueId,
        status: 'ACCEPTED',
        serviceType: 'TAKE_AWAY',
        lines: [
          {
            itemId: dish.id,
            title: dish.title,
            quantity: 1,
            unitPrice: 9900,
            manualPrice: true,
            vatRate: dish.vatRate,
            total: 9900,
          },
        ],
        total: 9900,
      },
    },
    token,
  );
  const ticket = page.getByTestId(`kds-ticket-${createOrder.order.number}`);
  await expect(ticket).toBeVisible();
  await expect(ticket).toHaveAttribute('data-flash', 'true');
  await expect(page.getByTestId('kds-arrived')).toHaveText(`New order ${createOrder.order.number}.`);
  await expect(page.getByTestId('kds-live')).toHaveAttribute('data-chimes', '0');
  await expectAccessible(page);
  // The flash is brief.
  await expect(ticket).not.toHaveAttribute('data-flash', 'true', { timeout: 15_000 });

  // The kitchen ticket on paper: the ticket, not the screen around it; its Print button is labelled.
  await expectPrintsAlone(
    page,
    ticket,
    ticket.getByRole('button', { name: `Print order ${createOrder.order.number}` }),
  );
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Kitchen display' })).toBeHidden();
  await expect(page.getByTestId('kds-all-day')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});
