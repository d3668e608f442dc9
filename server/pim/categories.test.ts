import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import type { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoAndOther } from '../test/demo.ts';
import type { createCompany } from '../test/fixtures.ts';
import {
  codeOf,
  errorsOf,
  expectNoErrors,
  expectSameAsMissing,
  fieldCodes,
  randomId,
  setScopes,
} from '../test/pim.ts';

const FIELDS =
  'id name color vatRate parentId itemCount version nameLang { en se } courseType { id name } station { id name }';
const LIST = `query { categories { ${FIELDS} } }`;
const CREATE = `mutation CreateCategory($data: CategoryInput!) { createCategory(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation UpdateCategory($id: ID!, $data: CategoryUpdateInput!, $expectedVersion: Int) {
  updateCategory(id: $id, data: $data, expectedVersion: $expectedVersion) { ${FIELDS} } }`;
const BULK = `mutation UpdateCategories($ids: [ID!]!, $data: BulkCategoryInput!) { updateCategories(ids: $ids, data: $data) { success count } }`;
const DELETE = `mutation DeleteNode($id: ID!, $force: Boolean) {
  deleteNode(id: $id, force: $force) { success deleted usageCount usages { kind name } } }`;
const ITEMS = 'query { items { results { title categories { name } } } }';

interface CategoryJson {
  id: string;
  name: string;
  color: string;
  vatRate: number;
  parentId: string | null;
  itemCount: number;
  version: number;
  nameLang: { en: string | null; se: string | null };
  courseType: { id: string; name: string } | null;
  station: { id: string; name: string } | null;
}

describe.each(testDatabaseKinds())('categories API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let other: Awaited<ReturnType<typeof createCompany>>;

  const list = async () => {
    const result = await client.request<{ categories: CategoryJson[] }>(LIST, {}, { token });
    expectNoErrors(result);
    return result.data?.categories ?? [];
  };

  beforeAll(async () => {
    ({ database, client, token, other, otherToken } = await openDemoAndOther(kind, {
      name: 'Fjord',
      email: 'owner@fjord.test',
    }));
  });
  afterAll(() => database.close());

  it("lists the company's 16 demo categories by name, with products, course and station", async () => {
    const categories = await list();
    expect(categories).toHaveLength(16);
    expect(categories.map((c) => c.name)).toEqual(
      [...categories.map((c) => c.name)].sort(new Intl.Collator('sv').compare),
    );
    expect(categories.find((c) => c.name === 'Förrätter')).toMatchObject({
      color: '#f59e0b',
      vatRate: 12,
      itemCount: 7,
      courseType: { name: 'Förrätt' },
      station: { name: 'Kallskänken' },
      nameLang: { en: 'Starters', se: 'Förrätter' },
    });
  });

  it('creates a category with the payload of spec section 3, and checks every field', async () => {
    const [starters] = await list();
    const created = await client.request<{ createCategory: CategoryJson }>(
      CREATE,
      {
        data: {
          name: 'Vegetariskt',
          nameLang: { en: 'Vegetarian' },
          color: '#22C55E',
          vatRate: 12,
          parentId: starters?.id,
        },
      },
      { token },
    );
    expectNoErrors(created);
    expect(created.data?.createCategory).toMatchObject({
      name: 'Vegetariskt',
      color: '#22c55e',
      vatRate: 12,
      parentId: starters?.id,
      version: 1,
      itemCount: 0,
    });
    const bad = await client.request(
      CREATE,
      {
        data: {
          name: '',
          color: '#123456',
          vatRate: 21,
          parentId: other.category.id,
          courseTypeId: randomId(),
        },
      },
      { token, language: 'es' },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(bad)).toEqual({ name: 'required', color: 'invalidColor', vatRate: 'vatNotAllowed' });
    const foreign = await client.request(
      CREATE,
      { data: { name: 'X', vatRate: 12, parentId: other.category.id, courseTypeId: randomId() } },
      { token },
    );
    expect(fieldCodes(foreign)).toEqual({ parentId: 'unknownReference', courseTypeId: 'unknownReference' });
  });

  it('refuses a category inside itself, and answers stale saves with CONFLICT', async () => {
    const categories = await list();
    const parent = categories.find((c) => c.name === 'Pizza');
    const child = await client.request<{ createCategory: CategoryJson }>(
      CREATE,
      { data: { name: 'Pizza special', vatRate: 12, parentId: parent?.id } },
      { token },
    );
    const childId = child.data?.createCategory.id;
    const loop = await client.request(UPDATE, { id: parent?.id, data: { parentId: childId } }, { token });
    expect(fieldCodes(loop)).toEqual({ parentId: 'parentCycle' });
    const self = await client.request(UPDATE, { id: childId, data: { parentId: childId } }, { token });
    expect(fieldCodes(self)).toEqual({ parentId: 'parentCycle' });

    const renamed = await client.request<{ updateCategory: CategoryJson }>(
      UPDATE,
      { id: childId, data: { name: 'Pizza speciale', color: '#ef4444' }, expectedVersion: 1 },
      { token },
    );
    expect(renamed.data?.updateCategory).toMatchObject({ name: 'Pizza speciale', version: 2, vatRate: 12 });
    const stale = await client.request(
      UPDATE,
      { id: childId, data: { name: 'Gammal' }, expectedVersion: 1 },
      { token },
    );
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(errorsOf(stale)[0]?.extensions?.currentVersion).toBe(2);
    // Clearing the parent with null.
    const cleared = await client.request<{ updateCategory: CategoryJson }>(
      UPDATE,
      { id: childId, data: { parentId: null } },
      { token },
    );
    expect(cleared.data?.updateCategory.parentId).toBeNull();
  });

  it('changes the VAT of many categories at once', async () => {
    const categories = await list();
    const ids = categories.filter((c) => ['Vin', 'Drinkar'].includes(c.name)).map((c) => c.id);
    const result = await client.request<{ updateCategories: { count: number } }>(
      BULK,
      { ids, data: { vatRate: 25 } },
      { token },
    );
    expect(result.data?.updateCategories.count).toBe(2);
    const bad = await client.request(
      BULK,
      { ids: [...ids, other.category.id], data: { vatRate: 25 } },
      { token },
    );
    expect(codeOf(bad)).toBe('NOT_FOUND');
  });

  it('asks before deleting a category with products; with force the products stay, without it', async () => {
    const kids = (await list()).find((c) => c.name === 'Barnmeny');
    const asked = await client.request<{
      deleteNode: { success: boolean; usageCount: number; usages: { kind: string }[] };
    }>(DELETE, { id: kids?.id }, { token });
    expect(asked.data?.deleteNode).toMatchObject({ success: false, usageCount: 6 });
    expect(asked.data?.deleteNode.usages.every((usage) => usage.kind === 'PRODUCT')).toBe(true);
    const forced = await client.request<{ deleteNode: { success: boolean } }>(
      DELETE,
      { id: kids?.id, force: true },
      { token },
    );
    expect(forced.data?.deleteNode.success).toBe(true);
    const items = await client.request<{
      items: { results: { title: string; categories: { name: string }[] }[] };
    }>(ITEMS, {}, { token });
    expect(items.data?.items.results.find((item) => item.title === 'Fiskpinnar')?.categories).toEqual([]);
  });

  it("answers another company's category like a missing one, and needs POS_CUSTOMIZATION", async () => {
    const foreign = await client.request(
      UPDATE,
      { id: other.category.id, data: { name: 'Mine' } },
      { token },
    );
    const missing = await client.request(UPDATE, { id: randomId(), data: { name: 'Mine' } }, { token });
    expectSameAsMissing(foreign, missing);
    const foreignDelete = await client.request(DELETE, { id: other.category.id, force: true }, { token });
    const missingDelete = await client.request(DELETE, { id: randomId(), force: true }, { token });
    expectSameAsMissing(foreignDelete, missingDelete);
    const theirs = await client.request<{ categories: CategoryJson[] }>(LIST, {}, { token: otherToken });
    expect(theirs.data?.categories.map((c) => c.name)).toEqual(['Fjord category']);

    await setScopes(database.db, other.user.id, ['ORDERS', 'MENUS']);
    for (const [query, variables] of [
      [LIST, {}],
      [CREATE, { data: { name: 'X', vatRate: 25 } }],
      [UPDATE, { id: other.category.id, data: { name: 'X' } }],
      [BULK, { ids: [other.category.id], data: { vatRate: 25 } }],
      [DELETE, { id: other.category.id }],
    ] as const) {
      expect(codeOf(await client.request(query, variables, { token: otherToken })), query).toBe('FORBIDDEN');
    }
    await setScopes(database.db, other.user.id, []);
  });
});
