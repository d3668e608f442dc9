import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import type { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoAndOther } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, randomId, setScopes } from '../test/pim.ts';

const PROVIDER = `query { getMenuProviderData { activeMenus { id name allArticles menuEntries { id price itemId } }
  items { results { id defaultPrice title } } } }`;
const CHANGE =
  'id actorName realActorName recordType recordId label op revertOf revertable fields { field before after }';
const CHANGES = `query ($filter: ChangeFilter, $first: Int, $after: String) {
  changes(filter: $filter, first: $first, after: $after) { items { ${CHANGE} } nextCursor } }`;
const REVERT = 'mutation ($id: ID!) { revertChange(id: $id) }';
const UPDATE = `mutation ($id: ID!, $data: MenuUpdateInput!) { updateMenu(menuId: $id, data: $data) { success } }`;
const PRICE = 'mutation ($id: ID!, $price: Int!) { updateItemPrice(itemId: $id, price: $price) { success } }';

interface ChangeJson {
  id: string;
  actorName: string | null;
  recordType: string;
  recordId: string;
  label: string;
  op: string;
  revertOf: string | null;
  revertable: boolean;
  fields: { field: string; before: string | null; after: string | null }[];
}
interface Provider {
  getMenuProviderData: {
    activeMenus: {
      id: string;
      name: string;
      allArticles: boolean;
      menuEntries: { id: string; price: number; itemId: string }[];
    }[];
    items: { results: { id: string; defaultPrice: number; title: string }[] };
  };
}

describe.each(testDatabaseKinds())('change history on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let provider: Provider['getMenuProviderData'];

  const call = async <T>(query: string, variables: Record<string, unknown> = {}, as = token) => {
    const result = await client.request<T>(query, variables, { token: as });
    expectNoErrors(result);
    return result.data as T;
  };
  const changes = async (filter: Record<string, unknown>, as = token) =>
    (await call<{ changes: { items: ChangeJson[]; nextCursor: string | null } }>(CHANGES, { filter }, as))
      .changes;

  beforeAll(async () => {
    ({ database, client, token, otherToken } = await openDemoAndOther(kind, {
      name: 'Fjord',
      email: 'owner@fjord.test',
      scopes: ['MENUS'],
    }));
    provider = (await call<Provider>(PROVIDER)).getMenuProviderData;
  });
  afterAll(() => database.close());

  it('seeds a week of changes by the owner and the menu manager, each revertible', async () => {
    const PAST = `query ($filter: ChangeFilter) { changes(filter: $filter, first: 50) { items { at actorName revertable } } }`;
    // Before the seed's own inserts (dated at seeding): the dated edits only.
    const to = new Date(Date.now() - 12 * 3_600_000).toISOString();
    const past = (
      await call<{ changes: { items: { at: string; actorName: string | null; revertable: boolean }[] } }>(
        PAST,
        { filter: { to } },
      )
    ).changes.items;
    expect(new Set(past.map((change) => change.actorName))).toEqual(
      new Set(['Astrid Lindqvist', 'Maja Berg']),
    );
    expect(new Set(past.map((change) => change.at.slice(0, 10))).size).toBeGreaterThanOrEqual(4);
    expect(past.every((change) => change.revertable)).toBe(true);
  });

  it('records who changed an entry price, and reverts it as a new, revertible change', async () => {
    const menu = provider.activeMenus.find((m) => !m.allArticles && m.menuEntries.length > 0);
    const entry = menu?.menuEntries[0];
    if (!menu || !entry) throw new Error('no demo menu entry');
    await call(UPDATE, {
      id: menu.id,
      data: { menuEntries: { update: [{ where: { id: entry.id }, data: { price: entry.price + 500 } }] } },
    });
    const [latest] = (await changes({ menuId: menu.id })).items;
    expect(latest).toMatchObject({
      recordType: 'menuEntry',
      recordId: entry.id,
      op: 'update',
      actorName: expect.any(String),
      revertable: true,
    });
    expect(latest?.fields).toEqual([
      { field: 'price', before: String(entry.price), after: String(entry.price + 500) },
    ]);
    expect(latest?.label).toContain(menu.name);

    await call(REVERT, { id: latest?.id });
    const after = (await call<Provider>(PROVIDER)).getMenuProviderData;
    const back = after.activeMenus.find((m) => m.id === menu.id)?.menuEntries.find((e) => e.id === entry.id);
    expect(back?.price).toBe(entry.price);
    const [revert] = (await changes({ recordId: entry.id })).items;
    expect(revert).toMatchObject({ revertOf: latest?.id, revertable: true });
    // The revert is itself revertible: back to the raised price.
    await call(REVERT, { id: revert?.id });
    const again = (await call<Provider>(PROVIDER)).getMenuProviderData;
    expect(
      again.activeMenus.find((m) => m.id === menu.id)?.menuEntries.find((e) => e.id === entry.id)?.price,
    ).toBe(entry.price + 500);
  });

  it('refuses a revert when the record changed since, and says when it is gone', async () => {
    const item = provider.items.results[3];
    if (!item) throw new Error('no item');
    await call(PRICE, { id: item.id, price: item.defaultPrice + 100 });
    const [first] = (await changes({ recordId: item.id })).items;
    await call(PRICE, { id: item.id, price: item.defaultPrice + 200 });
    const stale = await client.request(REVERT, { id: first?.id }, { token });
    expect(codeOf(stale)).toBe('CONFLICT');

    const menu = provider.activeMenus.find((m) => !m.allArticles && m.menuEntries.length > 1);
    const entry = menu?.menuEntries[1];
    if (!menu || !entry) throw new Error('no entry');
    await call(UPDATE, { id: menu.id, data: { menuEntries: { disconnect: [{ id: entry.id }] } } });
    const [removal] = (await changes({ recordId: entry.id })).items;
    expect(removal).toMatchObject({ op: 'delete', revertable: true });
    await call(REVERT, { id: removal?.id });
    const restored = (await call<Provider>(PROVIDER)).getMenuProviderData.activeMenus
      .find((m) => m.id === menu.id)
      ?.menuEntries.find((e) => e.id === entry.id);
    expect(restored?.price).toBe(entry.price);
    // Restored once: the same removal cannot be undone twice.
    expect(codeOf(await client.request(REVERT, { id: removal?.id }, { token }))).toBe('CONFLICT');
  });

  it('never crosses companies, and needs the record area’s scope to revert', async () => {
    const [mine] = (await changes({ recordType: 'item' })).items;
    expect(mine).toBeDefined();
    expect((await changes({ recordId: mine?.recordId }, otherToken)).items).toEqual([]);
    const foreign = await client.request(REVERT, { id: mine?.id }, { token: otherToken });
    const missing = await client.request(REVERT, { id: randomId() }, { token: otherToken });
    expectSameAsMissing(foreign, missing);
    // A MENUS-only user may read the history but not revert a product change.
    const menusOnly = await createCompany(database.db, {
      name: 'Menus only',
      email: 'menus@only.test',
      scopes: ['MENUS'],
    });
    await setScopes(database.db, menusOnly.user.id, ['MENUS']);
    const menusToken = await client.login('menus@only.test', FIXTURE_PASSWORD);
    const [theirs] = (await changes({ recordType: 'item' }, menusToken)).items;
    if (theirs)
      expect(codeOf(await client.request(REVERT, { id: theirs.id }, { token: menusToken }))).toBe(
        'FORBIDDEN',
      );
  });

  it('pages newest first with a cursor', async () => {
    const first = await changes({});
    const page = await call<{ changes: { items: ChangeJson[] } }>(CHANGES, { filter: {}, first: 2 });
    expect(page.changes.items.map((c) => c.id)).toEqual(first.items.slice(0, 2).map((c) => c.id));
    const next = await call<{ changes: { items: ChangeJson[]; nextCursor: string | null } }>(CHANGES, {
      filter: {},
      first: 2,
      after: (await call<{ changes: { nextCursor: string } }>(CHANGES, { filter: {}, first: 2 })).changes
        .nextCursor,
    });
    expect(next.changes.items.map((c) => c.id)).toEqual(first.items.slice(2, 4).map((c) => c.id));
  });
  it('refuses instants the database cannot store as bad input, not an internal error', async () => {
    for (const from of ['+262177-03-08T05:55:56.822Z', '1969-12-31T23:59:59Z', 'yesterday']) {
      const result = await client.request(CHANGES, { filter: { from } }, { token });
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    }
  });
});
