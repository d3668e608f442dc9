import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type FakeFortnox, startFakeFortnox } from '../../server/integrations/fortnox/fakeFortnox.ts';
import { logIn, USERS } from './shell-helpers.ts';

// Daily vouchers end to end (issue 22): connect Fortnox in the browser against a local fake Fortnox
// that runs in this worker and checks every request (server/integrations/fortnox/fakeFortnox.ts),
// send a closed day and see the voucher sent; make the fake answer 500, send another day, see it
// fail and the bell light. The shared e2e server has no FORTNOX_API_URL, so this file starts its
// own server on a fresh demo database (a known start state): BOOKS_RETRY_MS=0 lets the sender go
// through every attempt at once, BOOKS_POLL_MS keeps the background runner out of the way.

const port = Number(process.env.E2E_PORT ?? 4310) + 9;
const base = `http://127.0.0.1:${port}`;
const TOKEN = 'e2e-fortnox-token';

let fake: FakeFortnox;
let server: ChildProcess;
let dataDir: string;

test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = await startFakeFortnox({ token: TOKEN });
  dataDir = await mkdtemp(join(tmpdir(), 'ordna-e2e-books-'));
  server = spawn('node', ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      PUBLIC_URL: base,
      FORTNOX_API_URL: fake.url,
      BOOKS_RETRY_MS: '0',
      BOOKS_POLL_MS: '3600000',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 280_000;
  for (;;) {
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('books e2e server did not start');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

test.afterAll(async () => {
  server?.kill();
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function sendDay(page: Page, day: string) {
  await page.getByLabel('Accounting day').fill(day);
  await page.getByRole('button', { name: 'Send a day' }).click();
  // Sending never refuses here: the day is over and the demo's sales are all mapped (BAS defaults).
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('Fortnox connected against its fake: a closed day is booked; a broken Fortnox fails the next and lights the bell', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.owner);
  // The bell reads the selected venue; the demo's seeded failure is Södermalm's, so Vasastan starts dark.
  await page.getByRole('button', { name: /Demo Bistro Södermalm/ }).click();
  await page.getByRole('option', { name: 'Demo Bistro Vasastan' }).click();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications$/);

  await page.goto('/integrations/fortnox');
  await expect(page.getByRole('heading', { name: 'Fortnox', level: 1 })).toBeVisible();
  await expect(page.getByTestId('integration-status')).toHaveText('Not connected');
  await page.getByLabel('Access token').fill('not-the-token');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toContainText('Fortnox: Invalid authorization (access token)');
  await expect(page.getByTestId('integration-status')).toHaveText('Refused by the provider');
  await page.getByLabel('Access token').fill(TOKEN);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('integration-status')).toHaveText('Connected');

  // Two days ago is over whatever the hour (the accounting day ends at 05:30): sending it closes
  // it (Z-report) and books one voucher per venue.
  const closedDay = daysAgo(2);
  await sendDay(page, closedDay);
  const sent = page.getByTestId('sent-day').filter({ hasText: closedDay });
  await expect(sent).toHaveCount(2);
  for (const row of await sent.all()) await expect(row).toContainText(/Sent.*A\d+\/\d+/);
  expect(fake.vouchers.map((v) => v.TransactionDate)).toEqual([closedDay, closedDay]);
  await page.reload();
  await expect(bell).toHaveAccessibleName(/^Notifications$/);

  // Fortnox breaks: every call answers 500. The day before is tried, retried, and fails.
  fake.failWith = 500;
  const before = daysAgo(3);
  await sendDay(page, before);
  const failed = page.getByTestId('sent-day').filter({ hasText: before });
  await expect(failed).toHaveCount(2);
  for (const row of await failed.all())
    await expect(row).toContainText(/Failed.*Fortnox: Service unavailable/);
  expect(fake.vouchers).toHaveLength(2);
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByText('You have failed vouchers')).toBeVisible();

  // Fortnox is back: sending the day again books it once, the bell goes dark.
  fake.failWith = null;
  await page.keyboard.press('Escape');
  await sendDay(page, before);
  for (const row of await failed.all()) await expect(row).toContainText(/Sent/);
  expect(fake.vouchers).toHaveLength(4);
  await page.reload();
  await expect(bell).toHaveAccessibleName(/^Notifications$/);
});
