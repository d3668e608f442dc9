import { expect, type Page, test } from '@playwright/test';
import { api, apiToken } from './api-helpers.ts';
import { logIn, USERS } from './shell-helpers.ts';

// Someone else's writes, made through the API between the editor's read and its change
// (issue 45 item 5): the editor sends the version it started from and asks instead of overwriting.
const CREATE = `mutation ($data: MenuInput!) { createMenu(data: $data) { id } }`;
const ITEMS = `query ($search: String) { items(first: 1, filter: { search: $search }) { results { id title } } }`;
const UPDATE = `mutation ($menuId: ID!, $data: MenuUpdateInput!) {
  updateMenu(menuId: $menuId, data: $data) { menu { version menuEntries { id price } } }
}`;
const READ = `query ($menuId: ID!) { menu(menuId: $menuId) { version menuEntries { id price } } }`;

interface MenuRead {
  version: number;
  menuEntries: { id: string; price: number }[];
}

/** A menu of its own with one product (its name per run and attempt), and the entry's id. */
async function menuWithOneEntry(page: Page, token: string) {
  const name = `Conflict test ${test.info().repeatEachIndex + 1}.${test.info().retry + 1}.${Date.now()}`;
  const { createMenu } = await api<{ createMenu: { id: string } }>(
    page,
    CREATE,
    { data: { name, currency: 'SEK' } },
    token,
  );
  const { items } = await api<{ items: { results: { id: string; title: string }[] } }>(
    page,
    ITEMS,
    { search: 'Cappuccino' },
    token,
  );
  const item = items.results[0];
  if (!item) throw new Error('the demo has no Cappuccino');
  const { updateMenu } = await api<{ updateMenu: { menu: MenuRead } }>(
    page,
    UPDATE,
    {
      menuId: createMenu.id,
      data: { menuEntries: { create: [{ item: { connect: { id: item.id } }, price: 5000 }] } },
    },
    token,
  );
  const entry = updateMenu.menu.menuEntries[0];
  if (!entry) throw new Error('the entry was not created');
  return { menuId: createMenu.id, name, entryId: entry.id, title: item.title };
}

/** Someone else sets the entry's price (no version: theirs simply lands). */
async function theirPrice(page: Page, token: string, menuId: string, entryId: string, price: number) {
  await api(
    page,
    UPDATE,
    { menuId, data: { menuEntries: { update: [{ where: { id: entryId }, data: { price } }] } } },
    token,
  );
}

async function stored(page: Page, token: string, menuId: string): Promise<MenuRead> {
  return (await api<{ menu: MenuRead }>(page, READ, { menuId }, token)).menu;
}

test('a stale price edit gets the conflict choice: Reload takes theirs, Overwrite sends mine', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(page, USERS.owner);
  const { menuId, name, entryId, title } = await menuWithOneEntry(page, token);
  await logIn(page, USERS.owner, { at: `/menus?menu=${menuId}` });
  await expect(page.getByRole('heading', { level: 2, name: `Edit ${name}` })).toBeVisible();
  const price = page.getByLabel(`Price of ${title}`, { exact: true });
  await expect(price).toHaveValue('50,00');

  // Counted from here: the GraphQL requests one price edit costs.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST')
      requests.push(
        /\b(?:query|mutation)\s+\w+/.exec(
          String((request.postDataJSON() as { query?: string }).query),
        )?.[0] ?? 'anonymous',
      );
  });

  // Theirs lands first; mine was made on the version before it.
  await theirPrice(page, token, menuId, entryId, 6100);
  await price.fill('70');
  await price.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Someone else saved this first' });
  await expect(dialog).toBeVisible();
  // Nothing overwritten while the user chooses.
  expect((await stored(page, token, menuId)).menuEntries[0]?.price).toBe(6100);

  // Reload: their price and version; the next edit goes against that version and saves.
  await dialog.getByRole('button', { name: 'Reload their version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(price).toHaveValue('61,00');
  await price.fill('72');
  await price.press('Enter');
  await expect.poll(async () => (await stored(page, token, menuId)).menuEntries[0]?.price).toBe(7200);
  await expect(dialog).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  // One price edit is one round trip: the write, whose answer is the menu (nothing read again).
  requests.length = 0;
  await price.fill('73');
  await price.press('Enter');
  await expect.poll(async () => (await stored(page, token, menuId)).menuEntries[0]?.price).toBe(7300);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual(['mutation UpdateMenu']);

  // Overwrite: mine is sent again against their version and stands.
  await theirPrice(page, token, menuId, entryId, 6200);
  await price.fill('80');
  await price.press('Enter');
  await expect(dialog).toBeVisible();
  expect((await stored(page, token, menuId)).menuEntries[0]?.price).toBe(6200);
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await stored(page, token, menuId)).menuEntries[0]?.price).toBe(8000);
  await expect(price).toHaveValue('80,00');
  await expect(page.getByTestId('toast-error')).toHaveCount(0);
});
