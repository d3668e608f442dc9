import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENUS_LOGIN } from '../demo/seed-accounts.ts';
import type { Database } from '../platform/db/client.ts';
import { items, menuEntries, upsells, variationGroups } from '../platform/db/schema/index.ts';
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

const ITEM_FIELDS = `id title defaultPrice vatRate takeAwayVatRate norwegianCategory volumeSuffix manualPrice allergens
  imageUrl version titleLang { en se no } categories { id name } courseType { id name } station { id name }
  appliedVariations { id title variations { id name price } } defaultVariationsIds upsellIds upsells { id name }`;

const CREATE = `mutation CreateItem($data: ItemInput!) { createItem(data: $data) { ${ITEM_FIELDS} } }`;
const UPDATE = `mutation UpdateItem($itemId: ID!, $data: ItemUpdateInput!, $expectedVersion: Int) {
  updateItem(itemId: $itemId, data: $data, expectedVersion: $expectedVersion) { ${ITEM_FIELDS} } }`;
const PRICE = `mutation UpdateItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {
  updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) { success version } }`;
const ITEM = `query Item($id: ID!) { item(id: $id) { ${ITEM_FIELDS} } }`;
const DELETE = `mutation DeleteNode($id: ID!, $force: Boolean) {
  deleteNode(id: $id, force: $force) { success deleted usageCount usages { kind id name } } }`;
const BULK = `mutation UpdateItems($ids: [ID!]!, $data: BulkItemInput!) { updateItems(ids: $ids, data: $data) { success count } }`;
const COUNT = 'query { items { count results { id title } } }';
const LOOKUPS = `query { categories { id name vatRate } courseTypes { id name } stations { id name }
  variationGroups { id title variations { id name } } upsells { id name } }`;

interface ItemJson {
  id: string;
  title: string;
  defaultPrice: number;
  vatRate: number;
  takeAwayVatRate: number | null;
  norwegianCategory: string | null;
  volumeSuffix: string | null;
  manualPrice: boolean;
  allergens: string[];
  version: number;
  titleLang: Record<string, string | null>;
  categories: { id: string; name: string }[];
  courseType: { id: string } | null;
  station: { id: string } | null;
  appliedVariations: { id: string; title: string; variations: { id: string; name: string }[] }[];
  defaultVariationsIds: string[];
  upsellIds: string[];
  upsells: { id: string; name: string }[];
}

interface Lookups {
  categories: { id: string; name: string; vatRate: number }[];
  courseTypes: { id: string; name: string }[];
  stations: { id: string; name: string }[];
  variationGroups: { id: string; title: string; variations: { id: string; name: string }[] }[];
  upsells: { id: string; name: string }[];
}

describe.each(testDatabaseKinds())('product mutations on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let lookups: Lookups;

  const byName = <T extends { name: string }>(list: T[], name: string): T => {
    const found = list.find((entry) => entry.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found;
  };

  beforeAll(async () => {
    ({ database, client, token, other, otherToken } = await openDemoAndOther(kind, {
      name: 'Fjord',
      email: 'owner@fjord.test',
      country: 'NO',
    }));
    const result = await client.request<Lookups>(LOOKUPS, {}, { token });
    expectNoErrors(result);
    lookups = result.data as Lookups;
  });
  afterAll(() => database.close());

  it('creates a product from a title and a price only, then confirms the price (spec section 5)', async () => {
    const created = await client.request<{ createItem: ItemJson }>(
      CREATE,
      { data: { title: '  Räkmacka  ', defaultPrice: 14900 } },
      { token },
    );
    expectNoErrors(created);
    const item = created.data?.createItem;
    expect(item).toMatchObject({
      title: 'Räkmacka',
      defaultPrice: 14900,
      vatRate: 25,
      version: 1,
      categories: [],
    });
    const price = await client.request<{ updateItemPrice: { success: boolean; version: number } }>(
      PRICE,
      { itemId: item?.id, price: 14900 },
      { token },
    );
    // The same price: success, and the version stays.
    expect(price.data?.updateItemPrice).toEqual({ success: true, version: 1 });
    const list = await client.request<{ items: { count: number } }>(COUNT, {}, { token });
    expect(list.data?.items.count).toBe(121);
  });

  it('creates a product with every field of the payload in one go', async () => {
    const mains = byName(lookups.categories, 'Varmrätter');
    const size = lookups.variationGroups.find((group) => group.title === 'Stekgrad');
    const drinks = lookups.upsells.find((upsell) => upsell.name === 'Något att dricka till?');
    const course = byName(lookups.courseTypes, 'Varmrätt');
    const station = byName(lookups.stations, 'Köket');
    if (!size || !drinks) throw new Error('demo data missing');
    const rare = size.variations[0];
    const created = await client.request<{ createItem: ItemJson }>(
      CREATE,
      {
        data: {
          title: 'Entrecôte',
          titleLang: { en: 'Rib-eye steak', se: 'Entrecôte', no: 'Entrecôte', es: '' },
          categoryIds: [mains.id],
          courseTypeId: course.id,
          stationId: station.id,
          defaultPrice: 32500,
          manualPrice: false,
          volumeSuffix: '250g',
          appliedVariations: [size.id],
          defaultVariationsIds: [rare?.id],
          upsellIds: [drinks.id],
          allergens: ['MILK', 'ALMONDS', 'CELERY', 'MILK'],
          imageUrl: 'https://images.example.com/entrecote.jpg',
        },
      },
      { token },
    );
    expectNoErrors(created);
    expect(created.data?.createItem).toMatchObject({
      title: 'Entrecôte',
      titleLang: { en: 'Rib-eye steak', se: 'Entrecôte', no: 'Entrecôte' },
      defaultPrice: 32500,
      // No VAT given: the first category's (food, 12 %).
      vatRate: 12,
      volumeSuffix: '250 g',
      // EU allergens first, no duplicates.
      allergens: ['CELERY', 'MILK', 'ALMONDS'],
      categories: [{ id: mains.id, name: 'Varmrätter' }],
      courseType: { id: course.id },
      station: { id: station.id },
      appliedVariations: [{ id: size.id, title: 'Stekgrad' }],
      defaultVariationsIds: [rare?.id],
      upsellIds: [drinks.id],
      upsells: [{ id: drinks.id, name: 'Något att dricka till?' }],
    });
  });

  it('refuses bad input field by field, in the caller’s language, and saves nothing', async () => {
    const before = await client.request<{ items: { count: number } }>(COUNT, {}, { token });
    const foreignCategory = other.category.id;
    const bad = await client.request(
      CREATE,
      {
        data: {
          title: '   ',
          defaultPrice: -1,
          vatRate: 7,
          categoryIds: [foreignCategory],
          volumeSuffix: '3 liters',
          allergens: ['PEANUTS', 'GLITTER'],
          imageUrl: 'javascript:alert(1)',
        },
      },
      { token, language: 'sv' },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(bad)).toMatchObject({
      title: 'required',
      defaultPrice: 'priceInvalid',
      vatRate: 'vatNotAllowed',
      volumeSuffix: 'invalidVolume',
      'allergens.1': 'invalidAllergen',
      imageUrl: 'invalidUrl',
    });
    const messages = errorsOf(bad)[0]?.extensions?.fieldErrors?.map((e) => e.message) ?? [];
    expect(messages.every((message) => message.length > 0)).toBe(true);
    // Ids of another company are refused like unknown ones (checked once the fields are valid).
    const foreign = await client.request(
      CREATE,
      { data: { title: 'Test', defaultPrice: 100, categoryIds: [foreignCategory], upsellIds: [randomId()] } },
      { token },
    );
    expect(fieldCodes(foreign)).toEqual({ categoryIds: 'unknownReference', upsellIds: 'unknownReference' });
    // A default variation must come from an applied group.
    const doneness = lookups.variationGroups.find((group) => group.title === 'Stekgrad');
    const size = lookups.variationGroups.find((group) => group.title === 'Storlek');
    const stray = await client.request(
      CREATE,
      {
        data: {
          title: 'Test',
          defaultPrice: 100,
          appliedVariations: [doneness?.id],
          defaultVariationsIds: [size?.variations[0]?.id],
        },
      },
      { token },
    );
    expect(fieldCodes(stray)).toEqual({ defaultVariationsIds: 'invalidChoice' });
    const after = await client.request<{ items: { count: number } }>(COUNT, {}, { token });
    expect(after.data?.items.count).toBe(before.data?.items.count);
  });

  it('updates only the given fields and bumps the version', async () => {
    const created = await client.request<{ createItem: ItemJson }>(
      CREATE,
      { data: { title: 'Gravlax', defaultPrice: 15500, allergens: ['FISH'] } },
      { token },
    );
    const id = created.data?.createItem.id;
    const updated = await client.request<{ updateItem: ItemJson }>(
      UPDATE,
      { itemId: id, data: { title: 'Gravad lax', titleLang: { en: 'Cured salmon' } }, expectedVersion: 1 },
      { token },
    );
    expectNoErrors(updated);
    expect(updated.data?.updateItem).toMatchObject({
      title: 'Gravad lax',
      titleLang: { en: 'Cured salmon', se: null },
      defaultPrice: 15500,
      allergens: ['FISH'],
      version: 2,
    });
  });

  it('answers a stale save with CONFLICT; the editor may reload or overwrite (never a silent loss)', async () => {
    const created = await client.request<{ createItem: ItemJson }>(
      CREATE,
      { data: { title: 'Smörrebröd', defaultPrice: 9900 } },
      { token },
    );
    const id = created.data?.createItem.id;
    // Two editors opened version 1.
    const first = await client.request<{ updateItem: ItemJson }>(
      UPDATE,
      { itemId: id, data: { title: 'Smørrebrød' }, expectedVersion: 1 },
      { token },
    );
    expectNoErrors(first);
    const second = await client.request(
      UPDATE,
      { itemId: id, data: { title: 'Smörgås' }, expectedVersion: 1 },
      { token, language: 'en' },
    );
    expect(codeOf(second)).toBe('CONFLICT');
    expect(errorsOf(second)[0]?.extensions?.currentVersion).toBe(2);
    const stored = await client.request<{ item: ItemJson }>(ITEM, { id }, { token });
    expect(stored.data?.item.title).toBe('Smørrebrød');
    // Overwrite: save again on top of the version the conflict named.
    const overwrite = await client.request<{ updateItem: ItemJson }>(
      UPDATE,
      { itemId: id, data: { title: 'Smörgås' }, expectedVersion: 2 },
      { token },
    );
    expect(overwrite.data?.updateItem).toMatchObject({ title: 'Smörgås', version: 3 });
    // The price update takes part in the same check.
    const stalePrice = await client.request(PRICE, { itemId: id, price: 100, expectedVersion: 2 }, { token });
    expect(codeOf(stalePrice)).toBe('CONFLICT');
  });

  it('moves menu prices that followed the default price along with it', async () => {
    const skagen = (
      await client.request<{ items: { results: { id: string; title: string }[] } }>(COUNT, {}, { token })
    ).data?.items.results.find((item) => item.title === 'Toast Skagen');
    if (!skagen) throw new Error('no Toast Skagen');
    const before = await database.db.select().from(menuEntries).where(eq(menuEntries.itemId, skagen.id));
    // All articles and the evening menu (issue 16 demo) at the default; take away at its own price.
    expect(before.map((entry) => entry.price).sort()).toEqual([13050, 14500, 14500]);
    const result = await client.request<{ updateItemPrice: { success: boolean } }>(
      PRICE,
      { itemId: skagen.id, price: 15500 },
      { token },
    );
    expect(result.data?.updateItemPrice.success).toBe(true);
    const after = await database.db.select().from(menuEntries).where(eq(menuEntries.itemId, skagen.id));
    // The entries at the default followed; the take-away menu's own price stayed.
    expect(after.map((entry) => entry.price).sort()).toEqual([13050, 15500, 15500]);
    await client.request(PRICE, { itemId: skagen.id, price: 14500 }, { token });
  });

  it('asks before deleting a product that is on a menu, then soft-deletes it with force', async () => {
    const list = await client.request<{ items: { results: { id: string; title: string }[] } }>(
      COUNT,
      {},
      { token },
    );
    const cola = list.data?.items.results.find((item) => item.title === 'Coca-Cola');
    if (!cola) throw new Error('no cola');
    const asked = await client.request<{
      deleteNode: { success: boolean; usages: { kind: string; name: string }[]; usageCount: number };
    }>(DELETE, { id: cola.id }, { token });
    expect(asked.data?.deleteNode.success).toBe(false);
    expect(asked.data?.deleteNode.usages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'MENU', name: 'All articles' }),
        expect.objectContaining({ kind: 'UPSELL', name: 'Något att dricka till?' }),
      ]),
    );
    const stillThere = await client.request<{ item: { id: string } }>(ITEM, { id: cola.id }, { token });
    expect(stillThere.data?.item.id).toBe(cola.id);
    const forced = await client.request<{ deleteNode: { success: boolean; deleted: number } }>(
      DELETE,
      { id: cola.id, force: true },
      { token },
    );
    expect(forced.data?.deleteNode).toMatchObject({ success: true, deleted: 1 });
    const gone = await client.request(ITEM, { id: cola.id }, { token });
    expect(codeOf(gone)).toBe('NOT_FOUND');
    const [row] = await database.db.select().from(items).where(eq(items.id, cola.id));
    expect(row?.deleted).toBe(true);
    expect(await database.db.select().from(menuEntries).where(eq(menuEntries.itemId, cola.id))).toEqual([]);
  });

  it('changes categories and VAT of many products at once, all or nothing', async () => {
    const list = await client.request<{ items: { results: { id: string; title: string }[] } }>(
      COUNT,
      {},
      { token },
    );
    const pick = (title: string) => list.data?.items.results.find((item) => item.title === title)?.id ?? '';
    const ids = [pick('Margherita'), pick('Vesuvio')];
    const snacks = byName(lookups.categories, 'Bartilltugg');
    const result = await client.request<{ updateItems: { success: boolean; count: number } }>(
      BULK,
      { ids, data: { categoryIds: [snacks.id], vatRate: 25 } },
      { token },
    );
    expect(result.data?.updateItems).toEqual({ success: true, count: 2 });
    const margherita = await client.request<{ item: ItemJson }>(ITEM, { id: ids[0] }, { token });
    expect(margherita.data?.item).toMatchObject({ vatRate: 25, categories: [{ name: 'Bartilltugg' }] });
    // One foreign id: nothing changes.
    const mixed = await client.request(
      BULK,
      { ids: [...ids, other.items[0]?.id], data: { vatRate: 12 } },
      { token },
    );
    expect(codeOf(mixed)).toBe('NOT_FOUND');
    const unchanged = await client.request<{ item: ItemJson }>(ITEM, { id: ids[1] }, { token });
    expect(unchanged.data?.item.vatRate).toBe(25);
    const badVat = await client.request(BULK, { ids, data: { vatRate: 8 } }, { token });
    expect(fieldCodes(badVat)).toEqual({ vatRate: 'vatNotAllowed' });
  });

  it("uses Norway's product categories for both VAT rates, and refuses them elsewhere", async () => {
    const created = await client.request<{ createItem: ItemJson }>(
      CREATE,
      { data: { title: 'Fiskesuppe', defaultPrice: 18900, norwegianCategory: 'Mat' } },
      { token: otherToken },
    );
    expectNoErrors(created);
    expect(created.data?.createItem).toMatchObject({
      vatRate: 25,
      takeAwayVatRate: 15,
      norwegianCategory: 'Mat',
    });
    const swedish = await client.request(
      CREATE,
      { data: { title: 'Fisksoppa', defaultPrice: 18900, norwegianCategory: 'Mat' } },
      { token },
    );
    expect(fieldCodes(swedish)).toEqual({ norwegianCategory: 'invalidNorwegianCategory' });
    // Norway's rates, not Sweden's.
    const sixPercent = await client.request(
      CREATE,
      { data: { title: 'Bok', defaultPrice: 100, vatRate: 6 } },
      { token: otherToken },
    );
    expect(fieldCodes(sixPercent)).toEqual({ vatRate: 'vatNotAllowed' });
  });

  it("answers another company's product exactly like a missing one", async () => {
    const foreignId = other.items[1]?.id;
    const missingId = randomId();
    for (const [query, variables] of [
      [ITEM, (id: string) => ({ id })],
      [UPDATE, (id: string) => ({ itemId: id, data: { title: 'Taken' } })],
      [PRICE, (id: string) => ({ itemId: id, price: 1 })],
      [DELETE, (id: string) => ({ id, force: true })],
    ] as const) {
      const foreign = await client.request(query, variables(foreignId ?? ''), { token });
      const missing = await client.request(query, variables(missingId), { token });
      expectSameAsMissing(foreign, missing);
      const malformed = await client.request(query, variables('not-an-id'), { token });
      expect(codeOf(malformed)).toBe('NOT_FOUND');
    }
    const [untouched] = await database.db
      .select()
      .from(items)
      .where(eq(items.id, foreignId ?? ''));
    expect(untouched).toMatchObject({ title: 'Fjord item 2', deleted: false });
  });

  it('needs POS_CUSTOMIZATION for every product change; MENUS may read the list and set a default price', async () => {
    const menusToken = await client.login(MENUS_LOGIN.email, MENUS_LOGIN.password);
    const allowed = await client.request(
      CREATE,
      { data: { title: 'Menyprodukt', defaultPrice: 100 } },
      { token: menusToken },
    );
    expectNoErrors(allowed);
    await setScopes(database.db, other.user.id, ['MENUS']);
    const read = await client.request<{ items: { count: number } }>(COUNT, {}, { token: otherToken });
    expect(read.data?.items.count).toBeGreaterThan(0);
    const id = other.items[0]?.id;
    for (const [query, variables] of [
      [CREATE, { data: { title: 'Nope', defaultPrice: 100 } }],
      [UPDATE, { itemId: id, data: { title: 'Nope' } }],
      [ITEM, { id }],
      [DELETE, { id, force: true }],
      [BULK, { ids: [id], data: { vatRate: 25 } }],
    ] as const) {
      const refused = await client.request(query, variables, { token: otherToken });
      expect(codeOf(refused), query).toBe('FORBIDDEN');
    }
    // The menu editor sets default prices (issue 16): updateItemPrice accepts MENUS.
    expectNoErrors(await client.request(PRICE, { itemId: id, price: 1000 }, { token: otherToken }));
    await setScopes(database.db, other.user.id, []);
    const anonymous = await client.request(CREATE, { data: { title: 'Nope', defaultPrice: 1 } });
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    const [row] = await database.db
      .select()
      .from(items)
      .where(and(eq(items.companyId, other.company.id), eq(items.title, 'Nope')));
    expect(row).toBeUndefined();
  });

  it('keeps links clean when groups and upsells are deleted', async () => {
    const group = lookups.variationGroups.find((entry) => entry.title === 'Dressing');
    if (!group) throw new Error('no dressing');
    const asked = await client.request<{ deleteNode: { success: boolean; usageCount: number } }>(
      DELETE,
      { id: group.id },
      { token },
    );
    expect(asked.data?.deleteNode.success).toBe(false);
    expect(asked.data?.deleteNode.usageCount).toBe(6);
    const forced = await client.request<{ deleteNode: { success: boolean } }>(
      DELETE,
      { id: group.id, force: true },
      { token },
    );
    expect(forced.data?.deleteNode.success).toBe(true);
    expect(await database.db.select().from(variationGroups).where(eq(variationGroups.id, group.id))).toEqual(
      [],
    );
    const upsell = lookups.upsells.find((entry) => entry.name === 'Avsluta med dessert');
    await client.request(DELETE, { id: upsell?.id, force: true }, { token });
    expect(
      await database.db
        .select()
        .from(upsells)
        .where(eq(upsells.id, upsell?.id ?? '')),
    ).toEqual([]);
  });
});
