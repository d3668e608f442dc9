import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const DEMO = { email: 'demo@ordna.se', password: 'Demo!2026' };

test('the demo owner logs in, sees the products and signs out', async ({ page }) => {
  await page.goto('/en-gb/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Log in to Ordna' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page).toHaveURL(/\/pim\/products$/);
  const table = page.getByRole('grid', { name: 'Products' });
  await expect(table).toBeVisible();
  // Header + 120 demo products; the list is virtualised, so only the rows in view are in the DOM.
  await expect(table).toHaveAttribute('aria-rowcount', '121');
  await page.getByLabel('Filter').fill('toast skagen');
  const row = table.getByRole('row', { name: /Toast Skagen/ });
  await expect(row).toContainText('Förrätter');
  await expect(row).toContainText('145 kr');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: /User menu for Astrid Lindqvist/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/[a-z]{2}-[a-z]{2}\/login/);
  const tokens = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((k) => k.includes('oken')),
  );
  expect(tokens).toEqual([]);
});

test('a wrong password gives a clear error and keeps what was typed', async ({ page }) => {
  await page.goto('/en-gb/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is wrong.');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
});

test('a token in the address bar is stored and removed', async ({ page, request }) => {
  const response = await request.post('/graphql', {
    data: {
      operationName: 'Login',
      query: 'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      variables: { u: DEMO.email, p: DEMO.password },
    },
  });
  const { data } = (await response.json()) as { data: { login: { token: string } } };
  await page.goto(`/pim/products?token=${encodeURIComponent(data.login.token)}`);
  await expect(page.getByRole('grid', { name: 'Products' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('a signed-out visitor of a back-office page is sent to the login', async ({ page }) => {
  await page.goto('/pim/products');
  await expect(page).toHaveURL(/\/en-gb\/login\?redirect=/);
});

test('the login page arrives prerendered in its language, hydrates without errors and links to sign-up', async ({
  page,
  request,
}) => {
  // The front door (docs/decisions.md): the document already holds the page in the prefix's language.
  const html = await (await request.get('/ar-gb/login')).text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain('data-prerendered="ar"');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/sv-se/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('E-post')).toBeFocused();
  // Hydrated: React handles the submit (an empty form shows the page's own messages).
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
  expect(problems).toEqual([]);
  // The sign-up link keeps the region of the prefix.
  await page.getByRole('link', { name: 'Prova gratis' }).click();
  await expect(page).toHaveURL(/\/sv-se\/register$/);
  await expect(page.getByRole('combobox', { name: 'Land' })).toHaveValue('SE');
});
