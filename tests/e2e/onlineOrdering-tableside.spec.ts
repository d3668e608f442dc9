import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, PASSWORD, USERS } from './shell-helpers.ts';

const LOGIN =
  'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { success token } }';
const VENUES = 'query { onlineOrderingVenues { venueId venueName enabled } }';

test('a guest orders from the table page (no scan, no login) and the order reaches monitoring and the orders screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // The demo venue with tableside ordering on (the seed), read through the API.
  const login = (await (
    await page.request.post('/graphql', {
      data: { query: LOGIN, variables: { u: USERS.owner, p: PASSWORD } },
    })
  ).json()) as { data: { login: { token: string } } };
  const listed = (await (
    await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${login.data.login.token}` },
      data: { query: VENUES },
    })
  ).json()) as { data: { onlineOrderingVenues: { venueId: string; venueName: string; enabled: boolean }[] } };
  const venue = listed.data.onlineOrderingVenues.find((entry) => entry.enabled);
  if (!venue) throw new Error('the demo has a venue with tableside ordering on');

  // The settings page.
  await logIn(page, USERS.owner, { at: '/online-ordering' });
  await expect(page.getByRole('heading', { name: 'Tableside ordering', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: venue.venueName });
  await expect(card.getByRole('checkbox', { name: 'Tableside ordering on' })).toBeChecked();
  await expect(card.getByRole('button', { name: 'QR codes (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Table monitoring is open while the guest orders.
  await page.goto('/tables/monitoring');
  const row = page.getByTestId('monitor-row-12');
  await expect(row).toBeVisible();

  // The guest's phone, in Swedish: the page the QR code opens.
  const phone = await browser.newContext({ locale: 'sv-SE', viewport: { width: 390, height: 844 } });
  const guest = await phone.newPage();
  await guest.goto(`/order/${venue.venueId}/12`);
  await expect(guest.getByRole('heading', { name: `${venue.venueName} – bord 12`, level: 1 })).toBeVisible();
  await expect(guest.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(guest.getByText('Du betalar vid bordet.')).toBeVisible();
  await expectNoAxeViolations(guest);
  // The menu is in categories, with a search.
  await expect(guest.getByRole('navigation', { name: 'Kategorier' })).toBeVisible();
  await expect(guest.getByRole('heading', { level: 2 }).first()).toBeVisible();

  // A required choice (doneness) cannot be skipped: the dish is not added until one is made.
  const steak = guest
    .getByRole('listitem')
    .filter({ has: guest.getByRole('group', { name: /^Stekgrad/ }) })
    .first();
  await steak.getByRole('button', { name: /^Lägg till / }).click();
  await expect(steak.getByRole('alert')).toHaveText('Välj ett av alternativen först.');
  await expect(steak.getByRole('status')).toHaveCount(0);
  const sides = steak.getByRole('group', { name: /^Tillbehör/ });
  if (await sides.count()) await sides.getByRole('radio').first().check();
  await steak
    .getByRole('group', { name: /^Stekgrad/ })
    .getByRole('radio', { name: 'Medium' })
    .check();
  await steak.getByRole('button', { name: /^Lägg till / }).click();
  await expect(steak.getByRole('alert')).toHaveCount(0);
  await expect(steak.locator('output')).toHaveText('1');

  // Dishes without choices.
  const plainDishes = guest.getByRole('listitem').filter({ hasNot: guest.getByRole('group') });
  const add = plainDishes.getByRole('button', { name: /^Lägg till / });
  await add.nth(0).click();
  await add.nth(0).click();
  await add.nth(1).click();
  await guest.getByRole('button', { name: 'Beställ', exact: true }).click();
  const thanks = guest.getByRole('status').filter({ hasText: /^Tack! Beställning \d+/ });
  await expect(thanks).toBeVisible();
  const number = Number(/Beställning (\d+)/.exec((await thanks.textContent()) ?? '')?.[1]);
  expect(number).toBeGreaterThan(0);
  await expectNoAxeViolations(guest);

  // An unknown table is refused in the guest's language.
  await guest.goto(`/order/${venue.venueId}/no-such-table`);
  await expect(guest.getByRole('alert')).toHaveText(
    'Det här bordet tar inte emot beställningar. Fråga personalen.',
  );
  await phone.close();

  // Monitoring shows the table open without a reload; the orders screen lists the order.
  await expect(row).toHaveAttribute('data-state', 'OPEN');
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: `#${number}`, exact: true })).toBeVisible();
});
