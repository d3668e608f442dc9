import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, sidebar, sidebarEntries, USERS } from './shell-helpers.ts';

test('a user with POS_CUSTOMIZATION and MENUS lands on the products and is denied the staff', async ({
  page,
}) => {
  await logIn(page, USERS.menus);
  // No FINANCE: the root redirect sends them to the first page of the order they may open.
  await expect(page).toHaveURL(/\/pim\/products$/);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  expect(await sidebarEntries(page)).toEqual([
    'Products',
    // The demo company has the INVENTORY module, and stock is kept by those who edit products.
    'Inventory',
    'Menus & Prices',
    'Discounts',
    'Tables',
    'Kitchen display',
    'POS Layouts',
    'Support',
  ]);
  await expect(page.getByRole('button', { name: /User menu for Maja Berg/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/staff');
  const denied = page.getByTestId('access-denied');
  await expect(denied.getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(denied.getByRole('heading', { name: 'No permission to view this page' })).toBeVisible();
  await expect(
    denied.getByText("You don't have the required permissions. Contact a manager or admin for access."),
  ).toBeVisible();
  // Still inside the shell, with both links.
  await expect(sidebar(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await denied.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@ordna.se' })).toBeVisible();
  await expectNoAxeViolations(page);

  // API keys need a scope of their own (API_KEYS, issue 42): no sidebar entry, and the page refuses.
  await page.goto('/api');
  await expect(page.getByTestId('access-denied')).toBeVisible();

  await page.goto('/settings/company');
  await expect(page.getByTestId('access-denied')).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/pim\/products$/);

  // A page that exists for them, and one that does not exist at all.
  await sidebar(page).getByRole('link', { name: 'Menus & Prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus & prices' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  // Welcome pages have no sidebar and no top bar.
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Welcome', level: 1 })).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a reload goes ahead on the kept answers and is refused when the server’s answers refuse it', async ({
  page,
}) => {
  await logIn(page, USERS.owner, { at: '/staff' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('access-denied')).toHaveCount(0);
  // The server's answers are kept beside the token for the next reload (gateSnapshot.ts).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ordna.gateFacts'))).not.toBeNull();
  // Meanwhile a manager took the staff scopes away: the server now answers without them.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string };
    if (body.operationName !== 'GetUserMetadata') return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as {
      data: { userMetadata: { permissions: { scopes: string[] } } };
    };
    // The owner's empty list means every scope: now only the products and the menus.
    json.data.userMetadata.permissions.scopes = ['POS_CUSTOMIZATION', 'MENUS'];
    await route.fulfill({ response, json });
  });
  await page.reload();
  // Let through on the kept answers, the page is checked again on the server's and refused.
  await expect(page.getByTestId('access-denied')).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: /^Staff/ })).toHaveCount(0);
  await page.unroute('**/graphql');
});

test('the error screen shows when the back office fails to load', async ({ page }) => {
  await logIn(page, USERS.owner);
  // The shell's own data fails on the server.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string };
    if (body.operationName !== 'ShellData') return route.continue();
    await route.fulfill({ json: { data: null, errors: [{ message: 'Unexpected error.' }] } });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Our team has been notified of the issue. Please try again')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  // The error text itself is for development only.
  await expect(page.getByText('Unexpected error.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
});

test('an organization admin sees only Select user, without search or bell', async ({ page }) => {
  await logIn(page, 'org@ordna.se');
  await expect(page).toHaveURL(/\/select-user$/);
  expect(await sidebarEntries(page)).toEqual(['Select user']);
  await expect(page.getByTestId('search-trigger')).toHaveCount(0);
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
  await page.getByRole('button', { name: /^User menu for / }).click();
  await expect(page.getByRole('menuitem')).toHaveText([/^What's new/, 'Sign out']);
});
