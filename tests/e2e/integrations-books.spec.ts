import { test as base, expect, type Page } from '@playwright/test';
import {
  FAKE_FORTNOX_CLIENT,
  type FakeFortnox,
  startFakeFortnox,
} from '../../server/integrations/fortnox/fakeFortnox.ts';
import { linkInMail, pathOf } from './mail.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';
import { expectNoAxeViolations, logIn, USERS, venueOption } from './shell-helpers.ts';

// Daily vouchers end to end (issue 22): connect Fortnox in the browser through its OAuth
// authorisation (issue 44: "Connect with Fortnox" → the fake's consent → the callback → connected)
// against a local fake Fortnox that runs in this worker and checks every request
// (server/integrations/fortnox/fakeFortnox.ts),
// send a closed day and see the voucher sent; make the fake answer 500, send another day, see it
// fail and the bell light. The shared e2e server has no FORTNOX_API_URL, so this file starts its
// own server on a fresh demo database (a known start state; tests/e2e/own-server.ts: a free port,
// ready when that process says so). "Send a day" enqueues the day's voucher jobs on the job queue
// at once and the page reads again while they wait; BOOKS_RETRY_MS=0 makes the queue's retries
// run without a wait (all attempts in one poll of the runner), BOOKS_POLL_MS keeps the books tick
// out of the way.

// A fresh server and fake for each run of the test, so a repeat (`--repeat-each`, the nightly
// profile) starts from the demo seed again.
const test = base.extend<{ books: { fake: FakeFortnox; server: OwnServer } }>({
  books: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use) => {
      const fake = await startFakeFortnox({ token: 'no-pasted-token' });
      const server = await startOwnServer({
        FORTNOX_API_URL: fake.url,
        FORTNOX_AUTH_URL: fake.url,
        FORTNOX_CLIENT_ID: FAKE_FORTNOX_CLIENT.id,
        FORTNOX_CLIENT_SECRET: FAKE_FORTNOX_CLIENT.secret,
        BOOKS_RETRY_MS: '0',
        BOOKS_POLL_MS: '3600000',
      });
      await use({ fake, server });
      await server.stop();
      await fake.close();
    },
    { timeout: 300_000 },
  ],
  baseURL: async ({ books }, use) => use(books.server.base),
});

// The sends run on the job queue after "Send a day" answers, a failing one eight times (all
// attempts without a wait here) for each venue, while the page reads again every 2 s: on a busy
// shared machine that takes longer than the default 15 s, so the waits for a final state get a
// hang limit of their own.
const QUEUED = { timeout: 120_000 };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function sendDay(page: Page, day: string) {
  await page.getByLabel('Accounting day').fill(day);
  await page.getByRole('button', { name: 'Send a day' }).click();
  // Sending never refuses here: the day is over and the demo's sales are all mapped (BAS defaults).
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('Fortnox connected against its fake: a closed day is booked; a broken Fortnox fails the next and lights the bell', async ({
  page,
  books: { fake },
}) => {
  test.setTimeout(360_000);
  await logIn(page, USERS.owner);
  // The bell reads the selected venue; the demo's seeded failure is Södermalm's, so Vasastan starts dark.
  await page.getByRole('button', { name: /Demo Bistro Södermalm/ }).click();
  await venueOption(page, 'Demo Bistro Vasastan').click();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications$/);

  await page.goto('/integrations/fortnox');
  await expect(page.getByRole('heading', { name: 'Fortnox', level: 1 })).toBeVisible();
  await expect(page.getByTestId('integration-status')).toHaveText('Not connected');
  // No token to paste: the owner refuses at Fortnox first (the page says so), then consents.
  await expect(page.getByLabel('Access token')).toHaveCount(0);
  fake.consent = 'deny';
  await page.getByRole('button', { name: 'Connect with Fortnox' }).click();
  await expect(page).toHaveURL(/\/integrations\/fortnox\?oauth=denied$/);
  await expect(page.getByRole('alert')).toContainText('Fortnox did not grant access.');
  await expect(page.getByTestId('integration-status')).toHaveText('Not connected');
  fake.consent = 'grant';
  // Tokens that are always due: every send refreshes first (with rotation), so a revoked grant
  // shows at the next send instead of an hour later.
  fake.expiresIn = 120;
  await page.getByRole('button', { name: 'Connect with Fortnox' }).click();
  await expect(page).toHaveURL(/\/integrations\/fortnox\?oauth=connected$/);
  await expect(page.getByRole('status').filter({ hasText: 'Connected to Fortnox.' })).toBeVisible();
  await expect(page.getByTestId('integration-status')).toHaveText('Connected');
  expect(fake.tokenCalls('authorization_code')).toBe(1);

  // Three days ago is over whatever the hour (the accounting day ends at 05:30): sending it closes
  // it (Z-report) and books one voucher per venue. Days close in order (issue 40), so the older day
  // goes first and the next one is the day that fails.
  const closedDay = daysAgo(3);
  await sendDay(page, closedDay);
  const sent = page.getByTestId('sent-day').filter({ hasText: closedDay });
  await expect(sent).toHaveCount(2);
  for (const row of await sent.all()) await expect(row).toContainText(/Sent.*A\d+\/\d+/, QUEUED);
  expect(fake.vouchers.map((v) => v.TransactionDate)).toEqual([closedDay, closedDay]);
  await page.reload();
  await expect(bell).toHaveAccessibleName(/^Notifications$/);
  expect(fake.tokenCalls('refresh_token')).toBeGreaterThan(0);

  // The owner revokes Ordna at Fortnox: the next send's refresh answers invalid_grant, the day fails
  // at once (no retry can mend it), the page says "Reconnect needed" and the bell has a Reconnect
  // item that leads back to the page, where one consent mends it (issue 44).
  fake.revoke();
  const before = daysAgo(2);
  await sendDay(page, before);
  const failed = page.getByTestId('sent-day').filter({ hasText: before });
  await expect(failed).toHaveCount(2);
  for (const row of await failed.all()) await expect(row).toContainText(/Failed.*reconnect/, QUEUED);
  await page.reload();
  await expect(page.getByTestId('integration-status')).toHaveText('Reconnect needed');
  await expect(page.getByText('Fortnox needs to be connected again.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  const item = page.getByTestId('bell-reconnect');
  await expect(item).toContainText('Fortnox needs to be connected again.');
  await expectNoAxeViolations(page);
  // The link leads to the page already shown: the panel closes all the same.
  await item.getByRole('link', { name: 'Reconnect Fortnox' }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Fortnox', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Reconnect', exact: true }).click();
  await expect(page).toHaveURL(/\/integrations\/fortnox\?oauth=connected$/);
  await expect(page.getByTestId('integration-status')).toHaveText('Connected');
  expect(fake.tokenCalls('authorization_code')).toBe(2);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // Fortnox breaks: every call answers 500 (the token refresh first). The day is tried, retried, and fails.
  fake.failWith = 500;
  await sendDay(page, before);
  await expect(failed).toHaveCount(2);
  for (const row of await failed.all())
    await expect(row).toContainText(/Failed.*Fortnox: (HTTP 500|Service unavailable)/, QUEUED);
  expect(fake.vouchers).toHaveLength(2);
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByText('You have failed vouchers')).toBeVisible();

  // Fortnox is back: sending the day again books it once, the bell goes dark.
  fake.failWith = null;
  await page.keyboard.press('Escape');
  await sendDay(page, before);
  for (const row of await failed.all()) await expect(row).toContainText(/Sent/, QUEUED);
  expect(fake.vouchers).toHaveLength(4);
  await page.reload();
  await expect(bell).toHaveAccessibleName(/^Notifications$/);
});

// Issue 44 ("An owner who signs up alone connects Fortnox with one click"): a company made through
// the sign-up page, not the demo seed. Sign-up gives it an organization, so the integrations gate
// ("INTEGRATIONS and an organization") opens; the onboarding wizard's integrations step leads to
// the page, and one consent at Fortnox connects it.
test('a company that signed up by itself reaches integrations from its onboarding and connects Fortnox', async ({
  page,
  books: { fake, server },
}) => {
  test.setTimeout(360_000);
  const email = `fortnox-${Date.now()}@example.se`;
  const password = 'Kanelbulle!26';
  // English on a Swedish address: a Swedish company (Fortnox is offered here), read in English.
  await page.goto('/en-se/register');
  await page.getByLabel('Business name').fill('Eks Kafé');
  await page.getByLabel('Your name').fill('Sara Ek');
  await page.getByLabel('Phone number').fill('070-123 45 67');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/check-email/);
  const link = await linkInMail(email, /https?:\/\/\S+\/activate\/[\w-]+/, server.dataDir);
  await page.goto(pathOf(link));
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 15_000 });

  // Out and in again with the password: the company's own login, not the activation's token.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/en-se/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /^User menu for / })).toBeVisible();
  // The set-up wizard from its welcome page, as a new owner finds it.
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Start setting up' }).click();
  await expect(page).toHaveURL(/\/onboarding\/account$/);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/information$/);
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page).toHaveURL(/\/onboarding\/stations$/);
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page).toHaveURL(/\/onboarding\/integrations$/);
  await page.getByRole('link', { name: 'Open integrations' }).click();

  // The page opens (before issue 44 it ended on Access denied), with Fortnox offered here.
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Open Fortnox' }).click();
  await expect(page.getByRole('heading', { name: 'Fortnox', level: 1 })).toBeVisible();
  await expect(page.getByTestId('integration-status')).toHaveText('Not connected');
  await page.getByRole('button', { name: 'Connect with Fortnox' }).click();
  await expect(page).toHaveURL(/\/integrations\/fortnox\?oauth=connected$/);
  await expect(page.getByRole('status').filter({ hasText: 'Connected to Fortnox.' })).toBeVisible();
  await expect(page.getByTestId('integration-status')).toHaveText('Connected');
  expect(fake.tokenCalls('authorization_code')).toBe(1);
  await expectNoAxeViolations(page);
  // No voucher here: sign-up makes no venue and a company this new has sold nothing, so "Send a
  // day" has no day to book (the demo's test above books them).
});
