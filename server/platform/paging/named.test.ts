import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import type { Database } from '../db/client.ts';
import {
  accessLevels,
  apiKeys,
  categories,
  courseTypes,
  menus,
  offers,
  predefinedMessages,
  stations,
  upsells,
  variationGroups,
  venues,
} from '../db/schema/index.ts';

/**
 * Every named list the back office shows pages on the server (issue 14, server/platform/paging/named.ts):
 * each `<list>Page` walks its rows once in order, searches ignoring case, spaces and hyphens,
 * runs backwards, and refuses a bad page size and any cursor but its own.
 */

const NAMES = ['Qx-Alpha', 'qx beta', '[TA] Qx Gamma', 'QX delta', 'Qx Epsilon', 'qx zeta', 'Qx Eta'];

interface NamedRow {
  id: string;
  name: string;
}

interface ListCase {
  field: string;
  /** The name's field in the answer. */
  nameField: string;
  positions: boolean;
  insert: (db: Database['db'], companyId: string, name: string, position: number) => Promise<unknown>;
}

const LISTS: ListCase[] = [
  {
    field: 'categoriesPage',
    nameField: 'name',
    positions: false,
    insert: (db, companyId, name) => db.insert(categories).values({ companyId, name, vatRate: 25 }),
  },
  {
    field: 'courseTypesPage',
    nameField: 'name',
    positions: true,
    insert: (db, companyId, name, position) => db.insert(courseTypes).values({ companyId, name, position }),
  },
  {
    field: 'stationsPage',
    nameField: 'name',
    positions: false,
    insert: (db, companyId, name) => db.insert(stations).values({ companyId, name, kind: 'PRINTER' }),
  },
  {
    field: 'upsellsPage',
    nameField: 'name',
    positions: true,
    insert: (db, companyId, name, displayOrder) =>
      db.insert(upsells).values({ companyId, name, displayOrder }),
  },
  {
    field: 'variationGroupsPage',
    nameField: 'title',
    positions: false,
    insert: (db, companyId, title) => db.insert(variationGroups).values({ companyId, title }),
  },
  {
    field: 'predefinedMessagesPage',
    nameField: 'text',
    positions: false,
    insert: (db, companyId, text) => db.insert(predefinedMessages).values({ companyId, text }),
  },
  {
    field: 'accessLevelsPage',
    nameField: 'name',
    positions: false,
    insert: (db, companyId, name) => db.insert(accessLevels).values({ companyId, name }),
  },
  // Menus, offers and API keys (their own screens, not the generic list) page the same way.
  {
    field: 'menusPage',
    nameField: 'name',
    positions: false,
    insert: (db, companyId, name) => db.insert(menus).values({ companyId, name, currency: 'SEK' }),
  },
  {
    // POS bundles, so the same rows are the POS layout editor's bundleOffersPage too (below).
    field: 'offersPage',
    nameField: 'name',
    positions: false,
    insert: (db, companyId, name) =>
      db.insert(offers).values({
        companyId,
        name,
        type: 'BUNDLE',
        discountType: 'PERCENTAGE',
        rules: {
          value: 10,
          groups: [],
          stages: [],
          validity: { weekdays: [], timeWindows: [], startDate: null, endDate: null },
        },
      }),
  },
  {
    // The offersPage case wrote POS bundles; server/discounts/offers.test.ts checks the other offers stay out.
    field: 'bundleOffersPage',
    nameField: 'name',
    positions: false,
    insert: async () => undefined,
  },
  {
    field: 'apiKeysPage',
    nameField: 'name',
    positions: false,
    insert: async (db, companyId, name) => {
      const [venue] = await db.select().from(venues).where(eq(venues.companyId, companyId)).limit(1);
      if (!venue) throw new Error('no venue');
      const prefix = `ordna_${crypto.randomUUID().slice(0, 12)}`;
      return db
        .insert(apiKeys)
        .values({ companyId, venueId: venue.id, name, prefix, hash: prefix, scopes: [] });
    },
  },
];

/** The server's NAME key: lower case, a leading [TA] ignored, byte order. */
const nameKey = (name: string) => name.replace(/^\s*\[TA\]\s*/i, '').toLowerCase();
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Page {
  count: number;
  results: NamedRow[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

const code = (result: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe.each(testDatabaseKinds())('named lists, page by page, on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const own = await createCompany(database.db, { name: 'Named', email: 'named@paging.test', items: 0 });
    const other = await createCompany(database.db, { name: 'Other', email: 'other-named@paging.test' });
    for (const list of LISTS) {
      for (const [i, name] of NAMES.entries()) await list.insert(database.db, own.company.id, name, i % 3);
      await list.insert(database.db, other.company.id, 'Qx Foreign', 0);
    }
    client = testApi(database.db);
    token = await client.login('named@paging.test', FIXTURE_PASSWORD);
    otherToken = await client.login('other-named@paging.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  function pageOf(list: ListCase) {
    const query = `query ($first: Int, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {
      page: ${list.field}(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {
        count results { id name: ${list.nameField} } pageInfo { endCursor hasNextPage }
      }
    }`;
    return (variables: Record<string, unknown>, as = token) =>
      client.request<{ page: Page }>(query, variables, { token: as });
  }

  async function walk(list: ListCase, variables: Record<string, unknown>, first: number, as = token) {
    const page = pageOf(list);
    const seen: NamedRow[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 50; guard += 1) {
      const result = await page({ ...variables, first, after }, as);
      expect(result.errors).toBeUndefined();
      const answer = result.data?.page as Page;
      seen.push(...answer.results);
      if (!answer.pageInfo.hasNextPage) return { seen, count: answer.count };
      after = answer.pageInfo.endCursor;
    }
    throw new Error('no end');
  }

  it.each(LISTS)(
    '$field walks every matching row once, by name, and searches like products',
    async (list) => {
      const { seen, count } = await walk(list, { filter: { search: 'qx' } }, 2);
      expect(count).toBe(NAMES.length);
      expect(seen.map((row) => row.name)).toEqual([...NAMES].sort((a, b) => byBytes(nameKey(a), nameKey(b))));
      expect(new Set(seen.map((row) => row.id)).size).toBe(NAMES.length);
      // Case, spaces and hyphens ignored; LIKE's own characters are plain text.
      const search = await walk(list, { filter: { search: 'QX-BE ta' } }, 5);
      expect(search.seen.map((row) => row.name)).toEqual(['qx beta']);
      expect((await walk(list, { filter: { search: 'x-al' } }, 5)).seen.map((row) => row.name)).toEqual([
        'Qx-Alpha',
      ]);
      expect((await pageOf(list)({ first: 5, filter: { search: '%' } })).data?.page.count).toBe(0);
      // The other company's row is never part of this company's list.
      const everything = await walk(list, {}, 500);
      expect(everything.seen.map((row) => row.name)).not.toContain('Qx Foreign');
      expect(everything.count).toBe(everything.seen.length);
    },
  );

  it.each(LISTS)('$field runs backwards, the exact reverse of forwards', async (list) => {
    const forwards = (await walk(list, { filter: { search: 'qx' } }, 3)).seen.map((row) => row.id);
    const backwards = (await walk(list, { filter: { search: 'qx' }, direction: 'DESC' }, 3)).seen.map(
      (row) => row.id,
    );
    expect(backwards).toEqual([...forwards].reverse());
  });

  it.each(LISTS.filter((list) => list.positions))(
    '$field sorts by its own order, then the name',
    async (list) => {
      const { seen } = await walk(list, { filter: { search: 'qx' }, orderBy: 'POSITION' }, 2);
      const expected = NAMES.map((name, i) => ({ name, position: i % 3 }))
        .sort((a, b) => a.position - b.position || byBytes(nameKey(a.name), nameKey(b.name)))
        .map((row) => row.name);
      expect(seen.map((row) => row.name)).toEqual(expected);
    },
  );

  it.each(LISTS.filter((list) => !list.positions))('$field has no POSITION order', async (list) => {
    expect(code(await pageOf(list)({ first: 5, orderBy: 'POSITION' }))).toBe('BAD_USER_INPUT');
  });

  it.each(LISTS)('$field refuses a bad page size and every cursor but its own', async (list) => {
    const page = pageOf(list);
    for (const first of [0, 501, -1]) expect(code(await page({ first }))).toBe('BAD_USER_INPUT');
    const cursor = (await page({ first: 2 })).data?.page.pageInfo.endCursor ?? '';
    expect(cursor).not.toBe('');
    expect(code(await page({ first: 2, after: cursor }))).toBeUndefined();
    const elsewhere = LISTS.find((other) => other.field !== list.field) ?? list;
    const refusals = [
      await page({ first: 2, after: 'garbage' }),
      await page({ first: 2, after: `${cursor}x` }),
      await page({ first: 2, after: cursor, direction: 'DESC' }),
      await page({ first: 2, after: cursor, filter: { search: 'beta' } }),
      // Another company's, and another list's.
      await page({ first: 2, after: cursor }, otherToken),
      await pageOf(elsewhere)({ first: 2, after: cursor }),
    ];
    for (const result of refusals) {
      expect(code(result)).toBe('BAD_USER_INPUT');
      expect(result.data ?? null).toBeNull();
      expect(JSON.stringify(result.errors)).not.toMatch(/Named|Qx|select|uuid/i);
    }
  });

  it.each(LISTS)('$field reads one record by id; a foreign or malformed id matches nothing', async (list) => {
    const page = pageOf(list);
    const [own] = (await walk(list, { filter: { search: 'qx beta' } }, 5)).seen;
    const one = await page({ first: 1, filter: { id: own?.id } });
    expect(one.data?.page.results).toEqual([own]);
    const [foreign] = (await walk(list, { filter: { search: 'qx foreign' } }, 5, otherToken)).seen;
    const missing = await page({ first: 1, filter: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.data?.page).toEqual({
      count: 0,
      results: [],
      pageInfo: { endCursor: null, hasNextPage: false },
    });
    expect(await page({ first: 1, filter: { id: foreign?.id } })).toEqual(missing);
    expect(await page({ first: 1, filter: { id: 'not-an-id' } })).toEqual(missing);
  });

  it.each(LISTS)(
    '$field reads a picker’s chosen records by ids (1–500; foreign and malformed ids match nothing)',
    async (list) => {
      const page = pageOf(list);
      const own = (await walk(list, { filter: { search: 'qx' } }, 5)).seen;
      const [foreign] = (await walk(list, { filter: { search: 'qx foreign' } }, 5, otherToken)).seen;
      const chosen = [own[3]?.id, own[0]?.id, foreign?.id, 'not-an-id', own[3]?.id];
      const read = await page({ first: 10, filter: { ids: chosen } });
      expect(read.errors).toBeUndefined();
      expect(read.data?.page.count).toBe(2);
      expect(read.data?.page.results).toEqual([own[0], own[3]]);
      expect((await page({ first: 10, filter: { ids: [] } })).data?.page.count).toBe(0);
      // The ids are part of the cursor's filter: a cursor of one choice is no good for another.
      const cut = await page({ first: 1, filter: { ids: chosen } });
      const other = await page({
        first: 1,
        after: cut.data?.page.pageInfo.endCursor,
        filter: { ids: [own[0]?.id, own[1]?.id, own[3]?.id] },
      });
      expect(code(other)).toBe('BAD_USER_INPUT');
      const tooMany = Array.from({ length: 501 }, () => own[0]?.id);
      expect(code(await page({ first: 10, filter: { ids: tooMany } }))).toBe('BAD_USER_INPUT');
    },
  );

  it('changes the VAT of every category the list search matches, and nothing else', async () => {
    const MATCHING = `mutation ($filter: NamedFilter!, $data: BulkCategoryInput!) {
      updateCategoriesMatching(filter: $filter, data: $data) { success count }
    }`;
    const vat = async (as = token) =>
      Object.fromEntries(
        (
          await client.request<{ categories: { name: string; vatRate: number }[] }>(
            '{ categories { name vatRate } }',
            {},
            { token: as },
          )
        ).data?.categories.map((row) => [row.name, row.vatRate]) ?? [],
      );
    const before = await vat();
    const otherBefore = await vat(otherToken);
    const result = await client.request<{ updateCategoriesMatching: { success: boolean; count: number } }>(
      MATCHING,
      { filter: { search: 'QX E' }, data: { vatRate: 15 } },
      { token },
    );
    expect(result.data?.updateCategoriesMatching).toEqual({ success: true, count: 2 });
    expect(await vat()).toEqual({ ...before, 'Qx Epsilon': 15, 'Qx Eta': 15 });
    // Another company's categories are out of reach; a rate the country has not is refused.
    expect(await vat(otherToken)).toEqual(otherBefore);
    const refused = await client.request(
      MATCHING,
      { filter: { search: 'qx' }, data: { vatRate: 7 } },
      { token },
    );
    expect(code(refused)).toBe('BAD_USER_INPUT');
    expect(await vat()).toEqual({ ...before, 'Qx Epsilon': 15, 'Qx Eta': 15 });
  });

  it('leaves the whole lists the terminals read as they were', async () => {
    const result = await client.request<Record<string, { id: string }[]>>(
      '{ categories { id } courseTypes { id } stations { id } upsells { id } variationGroups { id } predefinedMessages { id } accessLevels { id } menus { id } offers { id } bundleOffers { id } apiKeys { id } }',
      {},
      { token },
    );
    expect(result.errors).toBeUndefined();
    for (const list of LISTS) {
      const whole = result.data?.[list.field.replace(/Page$/, '')] ?? [];
      const paged = await walk(list, {}, 500);
      expect(new Set(whole.map((row) => row.id))).toEqual(new Set(paged.seen.map((row) => row.id)));
    }
  });
});
