import { test as base, expect } from '@playwright/test';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';
import { expectNoAxeViolations, logIn, USERS, venueOption } from './shell-helpers.ts';

// The mail outbox's dead letter in the bell (issue 44 item 2, decision 0101): a mail the mail
// server refuses for good is given up (DEAD) and shows in the bell with "Send again"; once the
// server takes mail again, "Send again" sends it and the item goes. The shared e2e servers write
// mails to files, so this spec starts its own server (tests/e2e/own-server.ts) with SMTP_URL at a
// fake mail server in this worker (tests/e2e/fake-smtp.ts) that refuses recipients while told to.

const test = base.extend<{ mail: { smtp: FakeSmtp; server: OwnServer } }>({
  mail: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use) => {
      const smtp = await startFakeSmtp();
      const server = await startOwnServer({ SMTP_URL: smtp.url });
      await use({ smtp, server });
      await server.stop();
      await smtp.close();
    },
    { timeout: 300_000 },
  ],
  baseURL: async ({ mail }, use) => use(mail.server.base),
});

test('a refused invitation mail shows in the bell with Send again, and is sent once the mail server takes it', async ({
  page,
  mail: { smtp },
}) => {
  test.setTimeout(240_000);
  await logIn(page, USERS.owner);
  // The demo's seeded failed voucher is Södermalm's: on Vasastan the bell holds only the mail.
  await page.getByRole('button', { name: /Demo Bistro Södermalm/ }).click();
  await venueOption(page, 'Demo Bistro Vasastan').click();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications$/);

  smtp.refuse = true;
  const email = `refused-${Date.now()}@example.com`;
  await page.goto('/accounts');
  const invite = page.getByRole('form', { name: 'Invite user' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Name').fill('Rita Refused');
  await invite.getByRole('checkbox', { name: 'Staff' }).click({ force: true });
  await invite.getByRole('button', { name: 'Invite user' }).click();
  await expect(
    page.getByTestId('toast-success').filter({ hasText: `Invitation sent to ${email}` }),
  ).toBeVisible();

  // The outbox sends after the answer (a job): the mail server's 550 makes it dead at once. The
  // bell reads when a page opens, so read again until it has it.
  await expect(async () => {
    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await bell.click();
  const item = page.getByTestId('bell-dead-mail');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`could not be sent.`);
  await expect(item).toContainText(email);
  await expectNoAxeViolations(page);
  expect(smtp.received).toEqual([]);

  // The mail server takes mail again: Send again sends it, once, and the bell goes dark.
  smtp.refuse = false;
  await item.getByRole('button', { name: 'Send again' }).click();
  await expect(item).toHaveCount(0);
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 30_000 })
    .toBe(1);
  await page.reload();
  await expect(bell).toHaveAccessibleName(/^Notifications$/);
  expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
});
