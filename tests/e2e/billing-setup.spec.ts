import { expect, test } from '@playwright/test';
import { linkInMail, pathOf } from './mail.ts';
import { expectNoAxeViolations, logIn, sidebar, USERS } from './shell-helpers.ts';

/**
 * Issue 24: a prospect's details are captured with consent while signing up (converted when they
 * register), and a new company's FINANCE user finds "Set up billing". The e2e server has no
 * billing provider, so the page answers with the translated "not configured" message.
 */
test('sign-up captures details with consent; a new company sets up billing and is told it is not configured', async ({
  page,
}) => {
  const email = `billing-${Date.now()}@example.co.uk`;
  await page.goto('/en-gb/register');
  await page.getByLabel('Your name').fill('Amelia Clarke');
  await page.getByLabel('Business name').fill('Clarke Coffee');
  await page.getByLabel('Phone number').fill('07400 123456');
  await page.getByLabel('Email address').fill(email);
  const consent = page.getByRole('checkbox', { name: /Ordna may contact me about my sign-up/ });
  await expect(consent).not.toBeChecked();
  await expectNoAxeViolations(page);

  // Ticking the box captures what is typed so far (never the password).
  const captured = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('AddCapturedUserDetails'),
  );
  // The label is what is pressed (react-aria keeps the input itself visually hidden).
  await page.getByText(/Ordna may contact me about my sign-up/).click();
  const answer = await captured;
  await expect(consent).toBeChecked();
  expect(answer.request().postData()).not.toContain('password');
  expect((await answer.json()).data.addCapturedUserDetails).toEqual({ success: true, errorCode: null });

  await page.getByLabel('Password').fill('Scones!2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en-gb\/check-email/);
  const link = await linkInMail(email, /https?:\/\/\S+\/activate\/[\w-]+/);
  await page.goto(pathOf(link));
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 15_000 });

  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up billing' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Set up billing' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: /^Billing/ })).toHaveCount(0);
  await expect(page.getByLabel('Billing e-mail')).toHaveValue(email);
  await expectNoAxeViolations(page);

  await page.getByLabel('Billing e-mail').fill('not an address');
  await page.getByRole('button', { name: 'Create billing account' }).click();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();

  await page.getByLabel('Billing e-mail').fill(`invoices-${email}`);
  await page.getByLabel('Name on invoices').fill('Clarke Tea Rooms Ltd');
  await page.getByRole('button', { name: 'Create billing account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Billing is not available yet: Stripe is not connected to Ordna. Contact Ordna support to set up billing.',
  );
  // Nothing typed is lost, and the company still has no billing account.
  await expect(page.getByLabel('Name on invoices')).toHaveValue('Clarke Tea Rooms Ltd');
  await expect(sidebar(page).getByRole('link', { name: 'Set up billing' })).toBeVisible();

  // The search palette (the server's page search) offers the page while there is no account.
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('textbox', { name: 'Search' }).fill('set up billing');
  await expect(dialog.getByRole('menuitem', { name: 'Set up billing' })).toBeVisible();
});

test('a company with a billing account is not offered Set up billing by the sidebar, the search or the router', async ({
  page,
}) => {
  await logIn(page, USERS.owner);
  // Billing itself needs a billing provider, which the e2e server has not (shell-toast.spec.ts).
  await expect(sidebar(page).getByRole('button', { name: /^Billing/ })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Set up billing' })).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('textbox', { name: 'Search' }).fill('set up billing');
  await expect(dialog.getByText("We couldn't find any hits with that term. Please try again.")).toBeVisible();
  await expect(dialog.getByRole('menuitem', { name: 'Set up billing' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/billing');
  await expect(page.getByTestId('access-denied').getByText('Access Denied', { exact: true })).toBeVisible();
});
