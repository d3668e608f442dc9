import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { logIn, USERS } from './shell-helpers.ts';

/**
 * The products' CSV export streams from the server (issue 14): the file holds what the list
 * shows, its search included, every page of it.
 */
test("exports the list's current search from the server", async ({ page }) => {
  await logIn(page, USERS.owner, { at: '/pim/products' });
  await page.getByLabel('Filter').fill('sill');
  await expect(page).toHaveURL(/q=sill/);
  await expect(page.getByRole('row', { name: /Sillbricka/ })).toBeVisible();
  const [request, download] = await Promise.all([
    page.waitForRequest((req) => req.url().includes('/export/products.csv')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(new URL(request.url()).searchParams.get('search')).toBe('sill');
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]?.split(',').slice(0, 3)).toEqual(['id', 'title', 'title_en']);
  const rows = lines.slice(1);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((line) => /sill/i.test(line))).toBe(true);
  await expect(page.getByTestId('toast-success')).toContainText(String(rows.length));
});
