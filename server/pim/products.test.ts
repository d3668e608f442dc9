import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { companies, items, permissions } from '../platform/db/schema/index.ts';
import type { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoAndOther } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const GET_ITEMS = `query GetItems($companyId: ID) {
  items(companyId: $companyId) {
    count
    results { id title titleLang { en se es no } defaultPrice categories { id name color } }
  }
}`;

interface ItemsData {
  items: {
    count: number;
    results: { id: string; title: string; defaultPrice: number; categories: { name: string }[] }[];
  };
}

describe.each(testDatabaseKinds())('items API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let demoCompanyId: string;
  let demoToken: string;
  let otherToken: string;
  let other: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    ({
      database,
      client,
      token: demoToken,
      companyId: demoCompanyId,
      other,
      otherToken,
    } = await openDemoAndOther(kind, { name: 'Fjord', email: 'owner@fjord.test' }));
  });
  afterAll(() => database.close());

  it("returns the viewer's company's items sorted by title, with categories", async () => {
    const result = await client.request<ItemsData>(GET_ITEMS, {}, { token: demoToken });
    expect(result.errors).toBeUndefined();
    const list = result.data?.items;
    expect(list?.count).toBe(120);
    expect(list?.results).toHaveLength(120);
    const titles = list?.results.map((item) => item.title) ?? [];
    expect(titles).toEqual(
      [...titles].sort(new Intl.Collator('sv', { sensitivity: 'base', numeric: true }).compare),
    );
    const skagen = list?.results.find((item) => item.title === 'Toast Skagen');
    expect(skagen).toMatchObject({ defaultPrice: 14500, categories: [{ name: 'Förrätter' }] });
  });

  it('takes the company from the token: an explicit own companyId works the same', async () => {
    const result = await client.request<ItemsData>(
      GET_ITEMS,
      { companyId: demoCompanyId },
      { token: demoToken },
    );
    expect(result.data?.items.count).toBe(120);
  });

  it("never shows another company's items, whatever companyId is asked for", async () => {
    const own = await client.request<ItemsData>(GET_ITEMS, {}, { token: otherToken });
    expect(own.data?.items.results.map((item) => item.title)).toEqual([
      'Fjord item 1',
      'Fjord item 2',
      'Fjord item 3',
    ]);
    const foreign = await client.request<ItemsData>(
      GET_ITEMS,
      { companyId: demoCompanyId },
      { token: otherToken },
    );
    const random = await client.request<ItemsData>(
      GET_ITEMS,
      { companyId: crypto.randomUUID() },
      { token: otherToken },
    );
    expect(foreign.data).toEqual({ items: { count: 0, results: [] } });
    // A foreign id answers exactly like a missing one, so ids cannot be probed.
    expect(foreign).toEqual(random);
  });

  it('shows a change at once, whoever wrote it (cached answers follow the catalog version)', async () => {
    const before = await client.request<ItemsData>(GET_ITEMS, {}, { token: otherToken });
    const again = await client.request<ItemsData>(GET_ITEMS, {}, { token: otherToken });
    expect(again.data).toEqual(before.data);
    const [first] = other.items;
    if (!first) throw new Error('no item');
    await database.db.update(items).set({ title: 'Fjord item renamed' }).where(eq(items.id, first.id));
    const after = await client.request<ItemsData>(GET_ITEMS, {}, { token: otherToken });
    expect(after.data?.items.results.map((item) => item.title)).toContain('Fjord item renamed');
    await database.db.update(items).set({ title: 'Fjord item 1' }).where(eq(items.id, first.id));
    const restored = await client.request<ItemsData>(GET_ITEMS, {}, { token: otherToken });
    expect(restored.data).toEqual(before.data);
  });

  it('deletes a company with its catalogue (the version triggers do not block it)', async () => {
    const doomed = await createCompany(database.db, { name: 'Doomed', email: 'doomed@fjord.test' });
    await database.db.delete(companies).where(eq(companies.id, doomed.company.id));
    expect(await database.db.select().from(items).where(eq(items.companyId, doomed.company.id))).toEqual([]);
  });

  it('leaves deleted items out', async () => {
    const [first] = other.items;
    if (!first) throw new Error('no item');
    await database.db.update(items).set({ deleted: true }).where(eq(items.id, first.id));
    const result = await client.request<ItemsData>(GET_ITEMS, {}, { token: otherToken });
    expect(result.data?.items.count).toBe(2);
    await database.db.update(items).set({ deleted: false }).where(eq(items.id, first.id));
  });

  it('is FORBIDDEN to a user without a product scope', async () => {
    await database.db
      .update(permissions)
      .set({ scopes: ['FINANCE'] })
      .where(eq(permissions.userId, other.user.id));
    const result = await client.request<ItemsData>(GET_ITEMS, {}, { token: otherToken });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.data).toBeNull();
    await database.db
      .update(permissions)
      .set({ scopes: ['MENUS'] })
      .where(eq(permissions.userId, other.user.id));
    const menus = await client.request<ItemsData>(GET_ITEMS, {}, { token: otherToken });
    expect(menus.data?.items.count).toBe(3);
    await database.db.update(permissions).set({ scopes: [] }).where(eq(permissions.userId, other.user.id));
  });

  it('is UNAUTHENTICATED without a token', async () => {
    const result = await client.request(GET_ITEMS);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token whose user moved to another company', async () => {
    const moved = await createCompany(database.db, { name: 'Moved', email: 'moved@fjord.test' });
    const token = await client.login('moved@fjord.test', FIXTURE_PASSWORD);
    const { users } = await import('../platform/db/schema/index.ts');
    await database.db.update(users).set({ companyId: other.company.id }).where(eq(users.id, moved.user.id));
    const result = await client.request(GET_ITEMS, {}, { token });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [still] = await database.db.select().from(companies).where(eq(companies.id, moved.company.id));
    expect(still?.name).toBe('Moved');
  });
});
