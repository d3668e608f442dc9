import { test as base, expect } from '@playwright/test';
import { type FakeProvider, startFakeProvider } from '../../server/payments/fakeProvider.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

// Card-provider onboarding with a provider (issue 24 item 1). The shared e2e server runs without
// a provider key (payments-pages.spec.ts checks "not configured" there), so this file starts its
// own server beside it, with CARD_PROVIDER_API_URL/_KEY pointing at the local fake provider that
// runs in the test's worker and checks every request (server/payments/fakeProvider.ts). The server is
// on a free port and counts as started when it says so itself (tests/e2e/own-server.ts).

const KEY = 'e2e-provider-key';

// A fresh server and provider for each run of the test, so a repeat (`--repeat-each`, the nightly
// profile) starts from the demo seed again rather than from the account holder made last time.
const test = base.extend<{ provider: { fake: FakeProvider; server: OwnServer } }>({
  provider: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use) => {
      const fake = await startFakeProvider({ apiKey: KEY });
      // The demo's seeded account holder (server/demo/seed-payments.ts) is known to the provider.
      fake.accountHolders.set('AH-DEMO-0002', { status: 'PENDING', stores: [] });
      const server = await startOwnServer({ CARD_PROVIDER_API_URL: fake.url, CARD_PROVIDER_API_KEY: KEY });
      await use({ fake, server });
      await server.stop();
      await fake.close();
    },
    { timeout: 300_000 },
  ],
  baseURL: async ({ provider }, use) => use(provider.server.base),
});

test('a payments-only company completes its onboarding: account holder with shareholders, refusals in words, store', async ({
  page,
  provider: { fake },
}) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.payments);
  await expect(page).toHaveURL(/\/payments-transactions$/);
  // The provider's balance shows, so the page has loaded and "not configured" is truly absent.
  await expect(page.getByTestId('balance-available')).toContainText('12');
  await expect(page.getByTestId('provider-not-configured')).toHaveCount(0);
  await expect(page.getByTestId('onboarding-status')).toHaveText('Verification pending');
  const venue = page.getByTestId('store-venue');
  await expect(venue.getByTestId('store-status')).toHaveText('Not a store yet');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add account holder' }).click();
  const form = page.getByRole('form', { name: 'New account holder' });
  await expect(form.getByLabel('Legal name')).toHaveValue('Lilla Torget Kaffe AB');
  await form.getByLabel('Legal name').fill('Lilla Torget Hamnen AB');
  await form.getByLabel('E-mail').fill('elsa@lillatorget.invalid');
  const first = form.getByRole('group', { name: 'Shareholder 1' });
  await first.getByLabel('Full name').fill('Elsa');

  // Keyboard path: "Add shareholder" by Enter puts the focus in the new row's name; a removed row
  // hands the focus back to "Add shareholder".
  await form.getByRole('button', { name: 'Add shareholder' }).focus();
  await page.keyboard.press('Enter');
  const second = form.getByRole('group', { name: 'Shareholder 2' });
  await expect(second.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type('Per Ek');
  await page.keyboard.press('Tab');
  await expect(second.getByLabel('Job title')).toBeFocused();
  await page.keyboard.type('Ledamot');
  await form.getByRole('button', { name: 'Add shareholder' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('group', { name: 'Shareholder 3' }).getByLabel('Full name')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Remove shareholder 3' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('group', { name: 'Shareholder 3' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Add shareholder' })).toBeFocused();

  // The server's checks for Sweden: full names and job titles, shown under the fields.
  const creates = () =>
    fake.requests.filter((r) => r.method === 'POST' && r.path === '/accountHolders').length;
  const createsBefore = creates();
  await form.getByRole('button', { name: 'Create account holder' }).click();
  await expect(first.getByText('Enter the given name and the family name')).toBeVisible();
  await expect(first.getByText("In this country each shareholder's job title is required.")).toBeVisible();
  await expect(form.getByTestId('account-holder-error')).toHaveText('Check the highlighted fields.');
  expect(creates()).toBe(createsBefore);
  // What was typed stays.
  await expect(form.getByLabel('Legal name')).toHaveValue('Lilla Torget Hamnen AB');
  await expect(second.getByLabel('Full name')).toHaveValue('Per Ek');
  await expectNoAxeViolations(page);

  // The provider's refusal, in words, on the field to fix.
  await first.getByLabel('Full name').fill('Elsa Nord');
  await first.getByLabel('Job title').fill('VD');
  await form.getByRole('button', { name: 'Create account holder' }).click();
  await expect(
    form.getByText('The card provider refused this value: The e-mail domain does not exist'),
  ).toBeVisible();
  await expect(form.getByTestId('account-holder-error')).toContainText(
    'The card provider refused the request',
  );
  expect(fake.requests.filter((r) => r.method === 'POST').at(-1)).toMatchObject({
    method: 'POST',
    path: '/accountHolders',
    body: {
      legalEntityId: 'LE-DEMO-0002',
      legalName: 'Lilla Torget Hamnen AB',
      country: 'SE',
      shareholders: [
        { name: 'Elsa Nord', jobTitle: 'VD' },
        { name: 'Per Ek', jobTitle: 'Ledamot' },
      ],
    },
  });

  await form.getByLabel('E-mail').fill('elsa@lillatorget.se');
  await form.getByRole('button', { name: 'Create account holder' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('account-holder')).toHaveCount(2);
  await expect(page.getByTestId('account-holder').nth(1)).toContainText('Lilla Torget Hamnen AB');
  await expect(page.getByTestId('account-holder').nth(1)).toContainText('Per Ek (Ledamot)');

  // The venue becomes a store at the provider, with its address.
  await venue.getByRole('button', { name: 'Add Café Lilla Torget as a store' }).click();
  await expect(venue.getByTestId('store-status')).toHaveText('Added as a store');
  // The page reads the overview again after it, so look the store call up.
  expect(fake.requests.find((r) => r.path.endsWith('/stores'))).toMatchObject({
    method: 'POST',
    path: '/accountHolders/AH-DEMO-0002/stores',
    body: {
      name: 'Café Lilla Torget',
      street: 'Lilla Torget 3',
      zip: '211 34',
      city: 'Malmö',
      country: 'SE',
    },
  });
  await expectNoAxeViolations(page);
});
