import { expect, test } from '@playwright/test';
import { linkInMail, pathOf } from './mail.ts';
import { expectNoAxeViolations, logIn, sidebarEntries, USERS } from './shell-helpers.ts';

test('invites a back-office user who accepts in another browser and sees only what was granted', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `invitee-${Date.now()}-${test.info().retry}@example.com`;
  await logIn(page, USERS.owner, { at: '/accounts' });
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite user' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Name').fill('Ines Invited');
  await invite.getByRole('checkbox', { name: 'Staff' }).click({ force: true });
  await invite.getByRole('checkbox', { name: 'Demo Bistro Vasastan' }).click({ force: true });
  await invite.getByRole('button', { name: 'Invite user' }).click();
  await expect(
    page.getByTestId('toast-success').filter({ hasText: `Invitation sent to ${email}` }),
  ).toBeVisible();
  // The list pages by name: the server's search finds the new user whatever the page.
  await page.getByLabel('Search by name or e-mail').fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Invitation sent');
  await expect(row).toContainText('Demo Bistro Vasastan');
  await expectNoAxeViolations(page);

  // An address already in the company is refused, in words.
  await invite.getByLabel('E-mail').fill(USERS.owner);
  await invite.getByLabel('Name').fill('Again');
  await invite.getByRole('button', { name: 'Invite user' }).click();
  await expect(invite.getByText('This address already has an account in your company.')).toBeVisible();

  // The invitee accepts from the mail in another browser context.
  const link = await linkInMail(email, /https?:\/\/\S+\/reset-password\?token=[\w%-]+/);
  const other = await browser.newContext();
  const invitee = await other.newPage();
  await invitee.goto(pathOf(link));
  await invitee.getByLabel('New password').fill('Invited!2026');
  await invitee.getByRole('button', { name: 'Save password' }).click();
  await expect(invitee.getByText('Your password is changed')).toBeVisible();
  await invitee.goto('/en-gb/login');
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Password').fill('Invited!2026');
  await invitee.getByRole('button', { name: 'Log in' }).click();
  await expect(invitee.getByRole('button', { name: /^User menu for / })).toBeVisible();
  await expect.poll(() => sidebarEntries(invitee)).toContain('Staff & Accounts');
  const entries = await sidebarEntries(invitee);
  expect(entries).not.toContain('Products');
  expect(entries).not.toContain('Orders');
  await invitee.goto('/pim/products');
  await expect(invitee.getByRole('heading', { name: 'No permission to view this page' })).toBeVisible();
  await other.close();

  // The owner sees the invitation accepted.
  await page.reload();
  await page.getByLabel('Search by name or e-mail').fill(email);
  await expect(page.getByRole('row', { name: new RegExp(email) })).not.toContainText('Invitation sent');
});
