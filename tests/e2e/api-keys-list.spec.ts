import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

/** The API keys page reads its keys a page at a time, searched by the server (issue 14). */
test('finds a new API key by a search the server answers', async ({ page }) => {
  await logIn(page, USERS.owner, { at: '/api' });
  const name = `Paged till ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('checkbox', { name: 'Read reports' }).check({ force: true });
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByLabel('New key')).toHaveValue(/^ordna_/);
  const searched = page.waitForRequest((req) => (req.postData() ?? '').includes('"search":"paged till'));
  await page.getByLabel('Search by name').fill(name.toLowerCase());
  await searched;
  const table = page
    .getByRole('grid', { name: 'API keys' })
    .or(page.getByRole('table', { name: 'API keys' }));
  await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
});
