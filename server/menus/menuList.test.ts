import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

// The menus list screen (issue 14): menusPage with each menu's product count, no entries read.
describe.each(testDatabaseKinds())('the menus list, on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let itemIds: string[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const own = await createCompany(database.db, { name: 'Listed', email: 'listed@menus.test', items: 3 });
    itemIds = own.items.map((item) => item.id);
    client = testApi(database.db);
    token = await client.login('listed@menus.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  it('answers each menu’s product count beside its name, a page at a time', async () => {
    const create = await client.request<{ createMenu: { id: string } }>(
      'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }',
      { data: { name: 'Lunch', currency: 'NOK' } },
      { token },
    );
    const menuId = create.data?.createMenu.id ?? '';
    const update = await client.request(
      'mutation ($id: ID!, $data: MenuUpdateInput!) { updateMenu(menuId: $id, data: $data) { success } }',
      {
        id: menuId,
        data: {
          menuEntries: {
            create: itemIds.slice(0, 2).map((id) => ({ item: { connect: { id } }, price: 100 })),
          },
        },
      },
      { token },
    );
    expect(update.errors).toBeUndefined();
    const page = await client.request<{
      menusPage: { count: number; results: { id: string; name: string; entryCount: number }[] };
    }>(
      'query { menusPage(first: 10, filter: { search: "lun" }) { count results { id name entryCount } } }',
      {},
      { token },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.menusPage.count).toBe(1);
    expect(page.data?.menusPage.results).toEqual([{ id: menuId, name: 'Lunch', entryCount: 2 }]);
  });

  it('counts a page of menus’ products in one grouped read, never reading their entries', async () => {
    const selections: string[][] = [];
    // Every read goes through `select`: record what each asks for.
    const counting = new Proxy(database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const fields = args[0];
          selections.push(typeof fields === 'object' && fields !== null ? Object.keys(fields) : ['*']);
          return value.apply(target, args);
        };
      },
    });
    const api = testApi(counting);
    const as = await api.login('listed@menus.test', FIXTURE_PASSWORD);
    const read = async () => {
      selections.length = 0;
      const page = await api.request<{ menusPage: { results: { entryCount: number }[] } }>(
        'query { menusPage(first: 50) { count results { id name entryCount } } }',
        {},
        { token: as },
      );
      expect(page.errors).toBeUndefined();
      return {
        reads: selections.length,
        counts: page.data?.menusPage.results.map((menu) => menu.entryCount),
      };
    };
    const before = await read();
    for (const name of ['Dinner', 'Brunch', 'Bar']) {
      const created = await client.request(
        'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }',
        { data: { name, currency: 'NOK' } },
        { token },
      );
      expect(created.errors).toBeUndefined();
    }
    const after = await read();
    expect(after.counts?.length).toBe((before.counts?.length ?? 0) + 3);
    // One grouped count per page, however many menus: no read per menu.
    expect(after.reads).toBe(before.reads);
    // The entries' read selects { entry, item }: the list never makes it.
    expect(selections.filter((keys) => keys.includes('entry'))).toEqual([]);
  });

  it('answers the all-articles menu by itself (the one menusPage leaves out), made when missing', async () => {
    type Answer = {
      allArticlesMenu: { id: string; name: string; allArticles: boolean; entryCount: number } | null;
    };
    const first = await client.request<Answer>(
      '{ allArticlesMenu { id name allArticles entryCount } }',
      {},
      { token },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.allArticlesMenu).toMatchObject({
      name: 'All articles',
      allArticles: true,
      entryCount: 3,
    });
    // The same menu each time, and menusPage never shows it (the grid offers it first).
    const again = await client.request<Answer>('{ allArticlesMenu { id } }', {}, { token });
    expect(again.data?.allArticlesMenu?.id).toBe(first.data?.allArticlesMenu?.id);
    const page = await client.request<{ menusPage: { results: { id: string }[] } }>(
      'query ($ids: [ID!]) { menusPage(first: 10, filter: { ids: $ids }) { results { id } } }',
      { ids: [first.data?.allArticlesMenu?.id] },
      { token },
    );
    expect(page.data?.menusPage.results).toEqual([]);
    // Another company gets its own.
    await createCompany(database.db, { name: 'Other', email: 'other@menus.test', items: 1 });
    const other = await client.login('other@menus.test', FIXTURE_PASSWORD);
    const theirs = await client.request<Answer>('{ allArticlesMenu { id } }', {}, { token: other });
    expect(theirs.data?.allArticlesMenu?.id).not.toBe(first.data?.allArticlesMenu?.id);
  });
});
