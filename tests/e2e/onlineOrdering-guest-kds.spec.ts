import { expect, test } from '@playwright/test';
import { api, apiToken } from './api-helpers.ts';
import { logIn, USERS } from './shell-helpers.ts';

const VENUES = 'query { onlineOrderingVenues { venueId venueName enabled } }';
const STATIONS = `query ($v: ID!) { kdsStations(venueId: $v) { id name } }`;
const GUEST_MENU = `query ($v: ID!, $t: String!) { guestMenu(venueId: $v, tableCode: $t) { open items { itemId title } } }`;
const ITEMS = 'query { items { results { id title stationId categories { stationId } } } }';

// A table no other spec or the demo kitchen seats guests at (seed-kitchen.ts keeps 7 and 12 for the
// other specs and seats tonight's guests elsewhere).
const TABLE = '11';

test('a guest orders from the table page (no login) and the ticket reaches the kitchen display live', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(page, USERS.owner);
  const { onlineOrderingVenues } = await api<{
    onlineOrderingVenues: { venueId: string; venueName: string; enabled: boolean }[];
  }>(page, VENUES, {}, token);
  const venue = onlineOrderingVenues.find((entry) => entry.enabled);
  if (!venue) throw new Error('the demo has a venue with tableside ordering on');
  const { kdsStations } = await api<{ kdsStations: { id: string; name: string }[] }>(
    page,
    STATIONS,
    { v: venue.venueId },
    token,
  );
  // What the guest can order now (no token: the guest page's own public query), and where each
  // dish goes: the product's own station, else its category's (as the kitchen service routes).
  const { guestMenu } = await api<{
    guestMenu: { open: boolean; items: { itemId: string; title: string }[] };
  }>(page, GUEST_MENU, { v: venue.venueId, t: TABLE });
  expect(guestMenu.open).toBe(true);
  const { items } = await api<{
    items: {
      results: {
        id: string;
        title: string;
        stationId: string | null;
        categories: { stationId: string | null }[];
      }[];
    };
  }>(page, ITEMS, {}, token);
  const stationOf = (itemId: string) => {
    const item = items.results.find((candidate) => candidate.id === itemId);
    return item?.stationId ?? item?.categories.find((category) => category.stationId)?.stationId ?? null;
  };
  // A dish for a station other than the bar (whose seeded tickets the KDS spec counts).
  const routed = guestMenu.items
    .map((item) => ({
      ...item,
      station: kdsStations.find((station) => station.id === stationOf(item.itemId)),
    }))
    .filter((item) => item.station && item.station.name !== 'Baren');
  const choice = routed.find((item) => item.station?.name === 'Köket') ?? routed[0];
  if (!choice?.station) throw new Error('the table-service menu has a dish for a kitchen station');
  const station = choice.station;
  // The guest sees the dish in their language; the kitchen sees the product's own title.
  const dish = choice.title;
  const kitchenTitle = items.results.find((item) => item.id === choice.itemId)?.title ?? dish;

  // The kitchen screen is open in one page, subscribed over graphql-ws; its frames are watched so
  // the test proves the ticket came with a live event, not the screen's 15-second safety refresh.
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.includes('kdsEvents'))
        frames.push(frame.payload);
    });
  });
  await logIn(page, USERS.owner, { at: `/kds?station=${station.id}` });
  await expect(page.getByRole('heading', { name: 'Kitchen display' })).toBeVisible();
  await expect(page.getByTestId('kds-live')).toBeVisible();
  // Let the subscription settle before the guest orders.
  await page.waitForTimeout(2_000);
  const framesBefore = frames.length;

  // The guest's phone, in English: the page the table's QR code opens. No login.
  const phone = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const guest = await phone.newPage();
  await guest.goto(`/order/${venue.venueId}/${TABLE}`);
  await expect(
    guest.getByRole('heading', { name: `${venue.venueName} – table ${TABLE}`, level: 1 }),
  ).toBeVisible();
  const add = guest.getByRole('button', { name: `Add ${dish}`, exact: true });
  await add.click();
  await add.click();
  await expect(guest.getByLabel('2 in the order')).toBeVisible();
  await guest.getByRole('button', { name: 'Place order', exact: true }).click();
  const thanks = guest.getByRole('status').filter({ hasText: /^Thank you! Order \d+/ });
  await expect(thanks).toBeVisible();
  const placedAt = Date.now();
  const number = Number(/Order (\d+)/.exec((await thanks.textContent()) ?? '')?.[1]);
  expect(number).toBeGreaterThan(0);
  await phone.close();

  // The kitchen screen shows the guest's ticket without a reload: new, at the table, with the dish.
  const ticket = page.getByTestId(`kds-ticket-${number}`);
  await expect(ticket).toBeVisible();
  const shownAfter = Date.now() - placedAt;
  await expect(ticket).toHaveAttribute('data-stage', 'NEW');
  await expect(ticket).toContainText(`2 × ${kitchenTitle}`);
  await expect(ticket).toContainText(`Table ${TABLE}`);
  await expect(page.getByTestId('kds-all-day')).toContainText(kitchenTitle);
  // It came by the subscription: an event frame arrived after the order.
  expect(frames.length).toBeGreaterThan(framesBefore);
  console.log(`GUEST_TO_KDS order ${number} on screen ${shownAfter} ms after the guest's answer`);

  // The kitchen works it like any other ticket: bump, then recall with the bump bar's 0.
  await page.getByRole('button', { name: `Bump order ${number} to In progress` }).click();
  await expect(ticket).toHaveAttribute('data-stage', 'IN_PROGRESS');
  await page.locator('body').press('0');
  await expect(ticket).toHaveAttribute('data-stage', 'NEW');
});
