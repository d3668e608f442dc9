import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { catalogVersions, recordMetadata, upsells } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId, setScopes } from '../test/pim.ts';

const LIST = `query ($type: MetadataRecordType!, $id: ID!) { recordMetadata(recordType: $type, recordId: $id) { key value } }`;
const SET = `mutation ($type: MetadataRecordType!, $id: ID!, $key: String!, $value: String) {
  updateMetadata(recordType: $type, recordId: $id, key: $key, value: $value) { key value } }`;
const ITEM = `query ($id: ID!) { item(id: $id) { id removableIngredients { id name nameLang { en se ar } } } }`;
const ITEMS = '{ items { results { id removableIngredients { name } } } }';
const KEY = `mutation ($name: String!, $venueId: ID!, $scopes: [String!]!) {
  createApiKey(name: $name, venueId: $venueId, scopes: $scopes) { key } }`;
const ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) {
  order { lines { title removedIngredients } } } }`;

const INGREDIENTS = [
  { name: 'Onion', nameLang: { se: 'Lök', ar: 'بصل' } },
  { name: 'Coriander', nameLang: { se: 'Koriander' } },
];

describe.each(testDatabaseKinds())('record metadata API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;
  let itemId: string;

  const request = <T>(query: string, variables: Record<string, unknown>, token = tokenA, language?: string) =>
    client.request<T>(query, variables, { token, language });
  const set = (variables: Record<string, unknown>, token = tokenA, language?: string) =>
    request<{ updateMetadata: { key: string; value: string } | null }>(
      SET,
      { type: 'ITEM', id: itemId, key: 'removable-ingredients', ...variables },
      token,
      language,
    );
  // A terminal's key travels as a bearer token too (server/platform/context.ts, `apiKeyOf`).
  const keyRequest = <T>(key: string, query: string, variables: Record<string, unknown> = {}) =>
    client.request<T>(query, variables, { token: key });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Meta A', email: 'a@metadata.test' });
    b = await createCompany(database.db, { name: 'Meta B', email: 'b@metadata.test' });
    tokenA = await client.login('a@metadata.test', FIXTURE_PASSWORD);
    tokenB = await client.login('b@metadata.test', FIXTURE_PASSWORD);
    itemId = a.items[0]?.id ?? '';
  }, 120_000);
  afterAll(() => database.close());

  it('stores an item’s removable ingredients, gives each an id, and reads them back typed', async () => {
    const saved = await set({ value: JSON.stringify(INGREDIENTS) });
    expectNoErrors(saved);
    const stored = JSON.parse(saved.data?.updateMetadata?.value ?? '[]') as { id: string; name: string }[];
    expect(stored.map((ingredient) => ingredient.name)).toEqual(['Onion', 'Coriander']);
    expect(stored.every((ingredient) => ingredient.id.length > 0)).toBe(true);
    const item = await request<{
      item: { removableIngredients: { id: string; name: string; nameLang: { se: string } }[] };
    }>(ITEM, { id: itemId });
    expectNoErrors(item);
    expect(item.data?.item.removableIngredients).toEqual([
      { id: stored[0]?.id, name: 'Onion', nameLang: { en: null, se: 'Lök', ar: 'بصل' } },
      { id: stored[1]?.id, name: 'Coriander', nameLang: { en: null, se: 'Koriander', ar: null } },
    ]);
    const list = await request<{ recordMetadata: { key: string }[] }>(LIST, { type: 'ITEM', id: itemId });
    expect(list.data?.recordMetadata.map((entry) => entry.key)).toEqual(['removable-ingredients']);
    // An edit that keeps the ids keeps them (a terminal's choice survives a rename).
    const renamed = await set({ value: JSON.stringify([{ ...stored[0], name: 'Red onion' }]) });
    expectNoErrors(renamed);
    expect(JSON.parse(renamed.data?.updateMetadata?.value ?? '[]')[0]).toMatchObject({
      id: stored[0]?.id,
      name: 'Red onion',
    });
  });

  it('bumps the catalog version so terminals read again', async () => {
    const version = async () =>
      (
        await database.db
          .select({ version: catalogVersions.version })
          .from(catalogVersions)
          .where(eq(catalogVersions.companyId, a.company.id))
      )[0]?.version ?? 0;
    const before = Number(await version());
    expectNoErrors(await set({ value: JSON.stringify(INGREDIENTS) }));
    expect(Number(await version())).toBeGreaterThan(before);
  });

  it('refuses an unknown key, a key of another record type and a wrong shape, in the viewer’s language', async () => {
    const unknown = await set({ key: 'colour', value: '"red"' });
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(unknown)).toEqual({ key: 'unknownKey' });
    const venueKey = await request(SET, {
      type: 'VENUE',
      id: a.venue.id,
      key: 'removable-ingredients',
      value: '[]',
    });
    expect(fieldCodes(venueKey)).toEqual({ key: 'unknownKey' });
    expect(fieldCodes(await set({ value: '{not json' }))).toEqual({ value: 'valueInvalid' });
    expect(fieldCodes(await set({ value: '"Onion"' }))).toEqual({ value: 'valueInvalid' });
    const empty = await set(
      { value: JSON.stringify([{ name: ' ' }, { name: 'x'.repeat(200) }]) },
      tokenA,
      'sv',
    );
    expect(fieldCodes(empty)).toEqual({ 'value.0.name': 'required', 'value.1.name': 'tooLong' });
    expect(JSON.stringify(empty.errors)).toContain('Fältet måste fyllas i');
    const twice = await set({ value: JSON.stringify([{ name: 'Onion' }, { name: 'onion' }]) });
    expect(fieldCodes(twice)).toEqual({ 'value.1.name': 'duplicate' });
    const many = Array.from({ length: 31 }, (_, i) => ({ name: `Ingredient ${i}` }));
    expect(fieldCodes(await set({ value: JSON.stringify(many) }))).toEqual({ value: 'tooMany' });
    expect(fieldCodes(await set({ key: 'colour', value: null }))).toEqual({ key: 'unknownKey' });
  });

  it('keeps a note on each of the five record types and removes a key with null', async () => {
    const [upsell] = await database.db
      .insert(upsells)
      .values({ companyId: a.company.id, name: 'Sides' })
      .returning();
    const records: [string, string][] = [
      ['COMPANY', a.company.id],
      ['VENUE', a.venue.id],
      ['ITEM', itemId],
      ['CATEGORY', a.category.id],
      ['UPSELL', upsell?.id ?? ''],
    ];
    for (const [type, id] of records) {
      const saved = await request(SET, { type, id, key: 'note', value: JSON.stringify(`Note on ${type}`) });
      expectNoErrors(saved);
      const list = await request<{ recordMetadata: { key: string; value: string }[] }>(LIST, { type, id });
      expect(list.data?.recordMetadata.find((entry) => entry.key === 'note')?.value).toBe(
        `"Note on ${type}"`,
      );
    }
    const removed = await request<{ updateMetadata: null }>(SET, {
      type: 'VENUE',
      id: a.venue.id,
      key: 'note',
      value: null,
    });
    expectNoErrors(removed);
    expect(removed.data?.updateMetadata).toBeNull();
    const rows = await database.db
      .select()
      .from(recordMetadata)
      .where(and(eq(recordMetadata.recordId, a.venue.id), eq(recordMetadata.key, 'note')));
    expect(rows).toHaveLength(0);
  });

  it('answers another company’s records like missing ones and leaves them alone', async () => {
    const before = await database.db
      .select()
      .from(recordMetadata)
      .where(eq(recordMetadata.companyId, a.company.id));
    for (const [type, id] of [
      ['ITEM', itemId],
      ['VENUE', a.venue.id],
      ['CATEGORY', a.category.id],
      ['COMPANY', a.company.id],
    ] as const) {
      const foreign = await request(SET, { type, id, key: 'note', value: '"B was here"' }, tokenB);
      const missing = await request(
        SET,
        { type, id: randomId(), key: 'note', value: '"B was here"' },
        tokenB,
      );
      expect(codeOf(foreign)).toBe('NOT_FOUND');
      expectSameAsMissing(foreign, missing);
      const read = await request(LIST, { type, id }, tokenB);
      expectSameAsMissing(read, await request(LIST, { type, id: randomId() }, tokenB));
    }
    expect(codeOf(await request(LIST, { type: 'ITEM', id: 'not-a-uuid' }, tokenB))).toBe('NOT_FOUND');
    const after = await database.db
      .select()
      .from(recordMetadata)
      .where(eq(recordMetadata.companyId, a.company.id));
    expect(after).toEqual(before);
    // B's own items show none of A's ingredients.
    const items = await request<{ items: { results: { removableIngredients: unknown[] }[] } }>(
      ITEMS,
      {},
      tokenB,
    );
    expect(items.data?.items.results.every((item) => item.removableIngredients.length === 0)).toBe(true);
  });

  it('needs POS_CUSTOMIZATION to read or write', async () => {
    await setScopes(database.db, b.user.id, ['FINANCE']);
    const token = await client.login('b@metadata.test', FIXTURE_PASSWORD);
    const ownItem = b.items[0]?.id ?? '';
    expect(codeOf(await request(SET, { type: 'ITEM', id: ownItem, key: 'note', value: '"x"' }, token))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await request(LIST, { type: 'ITEM', id: ownItem }, token))).toBe('FORBIDDEN');
    await setScopes(database.db, b.user.id, ['POS_CUSTOMIZATION']);
    const allowed = await client.login('b@metadata.test', FIXTURE_PASSWORD);
    expectNoErrors(await request(SET, { type: 'ITEM', id: ownItem, key: 'note', value: '"x"' }, allowed));
    await setScopes(database.db, b.user.id, []);
  });

  it('gives venue and company notes to SETTINGS and product records to POS_CUSTOMIZATION', async () => {
    const ownItem = b.items[0]?.id ?? '';
    const note = (type: string, id: string, token: string) =>
      request(SET, { type, id, key: 'note', value: '"scoped"' }, token);
    const read = (type: string, id: string, token: string) => request(LIST, { type, id }, token);
    const as = async (scopes: string[]) => {
      await setScopes(database.db, b.user.id, scopes);
      return client.login('b@metadata.test', FIXTURE_PASSWORD);
    };
    const settings = await as(['SETTINGS']);
    for (const [type, id] of [
      ['VENUE', b.venue.id],
      ['COMPANY', b.company.id],
    ] as const) {
      expectNoErrors(await note(type, id, settings));
      expectNoErrors(await read(type, id, settings));
    }
    expect(codeOf(await note('ITEM', ownItem, settings))).toBe('FORBIDDEN');
    expect(codeOf(await read('CATEGORY', b.category.id, settings))).toBe('FORBIDDEN');
    // An unknown id answers as for anyone: the record type's scope is asked of a found record.
    expect(codeOf(await note('ITEM', randomId(), settings))).toBe('NOT_FOUND');
    const pos = await as(['POS_CUSTOMIZATION']);
    expectNoErrors(await note('ITEM', ownItem, pos));
    expect(codeOf(await note('VENUE', b.venue.id, pos))).toBe('FORBIDDEN');
    expect(codeOf(await read('COMPANY', b.company.id, pos))).toBe('FORBIDDEN');
    const stored = await database.db
      .select({ value: recordMetadata.value })
      .from(recordMetadata)
      .where(and(eq(recordMetadata.recordId, b.venue.id), eq(recordMetadata.key, 'note')));
    expect(stored).toEqual([{ value: 'scoped' }]);
    await setScopes(database.db, b.user.id, []);
  });

  it('lets a terminal read the ingredients through items and send a line without some', async () => {
    expectNoErrors(await set({ value: JSON.stringify(INGREDIENTS) }));
    const made = await request<{ createApiKey: { key: string } }>(KEY, {
      name: 'Till',
      venueId: a.venue.id,
      scopes: ['READ_CATALOGUE', 'WRITE_ORDERS'],
    });
    expectNoErrors(made);
    const key = made.data?.createApiKey.key ?? '';
    const read = await keyRequest<{
      items: { results: { id: string; removableIngredients: { name: string }[] }[] };
    }>(key, ITEMS);
    expect(read.errors).toBeUndefined();
    const mine = read.data?.items.results.find((item) => item.id === itemId);
    expect(mine?.removableIngredients.map((ingredient) => ingredient.name)).toEqual(['Onion', 'Coriander']);
    // The key may not write metadata.
    const write = await keyRequest(key, SET, { type: 'ITEM', id: itemId, key: 'note', value: '"x"' });
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const item = a.items[0];
    const sold = await keyRequest<{ createOrder: { order: { lines: { removedIngredients: string[] }[] } } }>(
      key,
      ORDER,
      {
        input: {
          idempotencyKey: `metadata-${randomId()}`,
          venueId: a.venue.id,
          source: 'POS',
          status: 'COMPLETED',
          serviceType: 'EAT_HERE',
          lines: [
            {
              itemId,
              title: item?.title,
              quantity: 1,
              unitPrice: item?.defaultPrice,
              vatRate: 25,
              total: item?.defaultPrice,
              removedIngredients: ['Onion'],
            },
          ],
          payments: [{ method: 'CASH', amount: item?.defaultPrice, tip: 0 }],
          total: item?.defaultPrice,
        },
      },
    );
    expect(sold.errors).toBeUndefined();
    expect(sold.data?.createOrder.order.lines[0]?.removedIngredients).toEqual(['Onion']);
  });
});
