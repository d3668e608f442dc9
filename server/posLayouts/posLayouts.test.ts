import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../demo/seed.ts';
import type { Database } from '../platform/db/client.ts';
import { items, menuEntries, menus, offers, users, venueMenus, venues } from '../platform/db/schema/index.ts';
import type { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoAndOther } from '../test/demo.ts';
import { codeOf, errorsOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId } from '../test/pim.ts';
import { brokenInvariants } from '../test/security/invariants.ts';
import { removeSubPage } from './posLayouts.service.ts';

const LAYOUTS = `query { posLayouts { id name categories { id order color name page { id name } } pages { id name categoryId columns rows } } }`;
const PAGE = `query ($id: ID!, $venueId: ID) { posPage(id: $id, venueId: $venueId) { id name columns rows categoryId buttons { kind col row width height itemId targetPageId offerId price itemTitle } } }`;
const UPDATE = `mutation ($pageId: ID!, $data: PosPageUpdateInput!) { updatePage(pageId: $pageId, data: $data) { id columns rows buttons { kind col row targetPageId } } }`;
const REFS = `query ($pageId: ID!) { posPageReferences(pageId: $pageId) { pageId name count } }`;
const REMOVE = `mutation ($pageId: ID!) { removeSubPage(pageId: $pageId) }`;
const SUB = `mutation ($layoutId: ID!) { createPosPage(layoutId: $layoutId, data: { name: "Cider", columns: 3, rows: 2 }) { id categoryId } }`;

interface LayoutJson {
  id: string;
  name: string;
  categories: { id: string; order: number; page: { id: string; name: string } }[];
  pages: { id: string; name: string; categoryId: string | null }[];
}

describe.each(testDatabaseKinds())('POS layouts API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let layout: LayoutJson;

  beforeAll(async () => {
    ({ database, client, token, otherToken } = await openDemoAndOther(kind, {
      name: 'Other',
      email: 'other@layouts.test',
    }));
    const result = await client.request<{ posLayouts: LayoutJson[] }>(LAYOUTS, {}, { token });
    expectNoErrors(result);
    layout = result.data?.posLayouts[0] as LayoutJson;
  });
  afterAll(() => database.close());

  it('GetPosLayouts gives the seeded layout, its categories and its sub-page', () => {
    expect(layout.name).toBe('Huvudkassa');
    expect(layout.categories.map((c) => c.order)).toEqual([1, 2, 3]);
    expect(layout.pages.filter((p) => p.categoryId === null).map((p) => p.name)).toEqual(['Öl']);
  });

  it('GetPage gives buttons with the product default price', async () => {
    const beer = layout.pages.find((p) => p.name === 'Öl');
    const result = await client.request<{ posPage: { buttons: { kind: string; price: number | null }[] } }>(
      PAGE,
      { id: beer?.id },
      { token },
    );
    expectNoErrors(result);
    expect(result.data?.posPage.buttons.map((b) => b.price)).toEqual([7_900, 9_500, 8_900]);
  });

  it('refuses a page smaller than its buttons and overlapping buttons', async () => {
    const food = layout.categories.find((c) => c.order === 3)?.page.id;
    // The sub-page by name: pages made in one transaction have no order to rely on by index.
    const subPage = layout.pages.find((p) => p.categoryId === null)?.id;
    const small = await client.request(UPDATE, { pageId: food, data: { columns: 1, rows: 1 } }, { token });
    expect(codeOf(small)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(small)).toMatchObject({ buttons: 'BUTTON_OUTSIDE' });
    const overlap = await client.request(
      UPDATE,
      {
        pageId: food,
        data: {
          buttons: {
            set: [
              { kind: 'PAGE', col: 0, row: 0, width: 2, targetPageId: subPage },
              { kind: 'PAGE', col: 1, row: 0, targetPageId: subPage },
            ],
          },
        },
      },
      { token },
    );
    expect(fieldCodes(overlap)).toMatchObject({ buttons: 'BUTTONS_OVERLAP' });
  });

  it("another company's page answers like a missing one, in reads, writes and button targets", async () => {
    const page = layout.pages[0]?.id as string;
    expectSameAsMissing(
      await client.request(PAGE, { id: page }, { token: otherToken }),
      await client.request(PAGE, { id: randomId() }, { token: otherToken }),
    );
    expectSameAsMissing(
      await client.request(REMOVE, { pageId: page }, { token: otherToken }),
      await client.request(REMOVE, { pageId: randomId() }, { token: otherToken }),
    );
    const own = await client.request<{ createPosLayout: { id: string } }>(
      'mutation { createPosLayout(data: { name: "B" }) { id } }',
      {},
      { token: otherToken },
    );
    const sub = await client.request<{ createPosPage: { id: string } }>(
      SUB,
      { layoutId: own.data?.createPosLayout.id },
      { token: otherToken },
    );
    const link = (targetPageId: string) =>
      client.request(
        UPDATE,
        {
          pageId: sub.data?.createPosPage.id,
          data: { buttons: { set: [{ kind: 'PAGE', col: 0, row: 0, targetPageId }] } },
        },
        { token: otherToken },
      );
    expect(fieldCodes(await link(page))).toEqual(fieldCodes(await link(randomId())));
    expect(fieldCodes(await link(page))).toMatchObject({ buttons: 'UNKNOWN_REFERENCE' });
  });

  it("a button pointing at another company's product or offer, or at an offer that is no bundle, answers like a missing one", async () => {
    const companyOf = async (email: string) =>
      (await database.db.select().from(users).where(eq(users.email, email)))[0]?.companyId as string;
    const rules = {
      value: 10,
      groups: [],
      stages: [],
      validity: { weekdays: [], timeWindows: [], startDate: null, endDate: null },
    };
    const offer = async (companyId: string, type: string) =>
      (
        await database.db
          .insert(offers)
          .values({ companyId, name: `${type} test`, type, discountType: 'PERCENTAGE', rules })
          .returning()
      )[0]?.id as string;
    const foreignOffer = await offer(await companyOf('other@layouts.test'), 'BUNDLE');
    const ownItemDiscount = await offer(await companyOf(DEMO_LOGIN.email), 'ITEM_DISCOUNT');
    const [foreignItem] = await database.db
      .insert(items)
      .values({
        companyId: await companyOf('other@layouts.test'),
        title: 'Foreign',
        defaultPrice: 100,
        vatRate: 12,
      })
      .returning();
    const sub = await client.request<{ createPosPage: { id: string } }>(
      SUB,
      { layoutId: layout.id },
      { token },
    );
    const pageId = sub.data?.createPosPage.id;
    const put = (button: Record<string, unknown>) =>
      client.request(
        UPDATE,
        { pageId, data: { buttons: { set: [{ col: 0, row: 0, ...button }] } } },
        { token },
      );
    const missing = fieldCodes(await put({ kind: 'ITEM', itemId: randomId() }));
    expect(missing).toMatchObject({ buttons: 'UNKNOWN_REFERENCE' });
    expect(fieldCodes(await put({ kind: 'ITEM', itemId: foreignItem?.id }))).toEqual(missing);
    expect(fieldCodes(await put({ kind: 'OFFER', offerId: foreignOffer }))).toEqual(missing);
    expect(fieldCodes(await put({ kind: 'OFFER', offerId: randomId() }))).toEqual(missing);
    expect(fieldCodes(await put({ kind: 'OFFER', offerId: ownItemDiscount }))).toEqual(missing);
    // Nothing of another company was linked (the fuzz sweep's rule, run here on real rows).
    expect(await brokenInvariants(database.db)).toEqual([]);
    await client.request(REMOVE, { pageId }, { token });
  });

  it('a removal rolled back leaves every button and the page: all its writes are in the one transaction', async () => {
    const sub = await client.request<{ createPosPage: { id: string } }>(
      SUB,
      { layoutId: layout.id },
      { token },
    );
    const subId = sub.data?.createPosPage.id as string;
    const beer = layout.pages.find((p) => p.name === 'Öl')?.id as string;
    expectNoErrors(
      await client.request(
        UPDATE,
        { pageId: subId, data: { buttons: { set: [{ kind: 'PAGE', col: 0, row: 0, targetPageId: beer }] } } },
        { token },
      ),
    );
    const other = await client.request<{ createPosPage: { id: string } }>(
      SUB,
      { layoutId: layout.id },
      { token },
    );
    const otherId = other.data?.createPosPage.id as string;
    expectNoErrors(
      await client.request(
        UPDATE,
        {
          pageId: otherId,
          data: { buttons: { set: [{ kind: 'PAGE', col: 0, row: 0, targetPageId: subId }] } },
        },
        { token },
      ),
    );
    const [user] = await database.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    await expect(
      database.db.transaction(async (tx) => {
        expect(await removeSubPage(tx, user?.companyId as string, subId)).toEqual([otherId]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const links = await client.request<{ posPage: { buttons: { targetPageId: string }[] } }>(
      PAGE,
      { id: otherId },
      { token },
    );
    expect(links.data?.posPage.buttons.map((b) => b.targetPageId)).toEqual([subId]);
    const own = await client.request<{ posPage: { buttons: unknown[] } }>(PAGE, { id: subId }, { token });
    expect(own.data?.posPage.buttons).toHaveLength(1);
    for (const id of [subId, otherId]) await client.request(REMOVE, { pageId: id }, { token });
  });

  it('removing a sub-page removes every button pointing to it, on every page, in one transaction', async () => {
    const sub = await client.request<{ createPosPage: { id: string; categoryId: null } }>(
      SUB,
      { layoutId: layout.id },
      { token },
    );
    expectNoErrors(sub);
    const subId = sub.data?.createPosPage.id as string;
    const food = layout.categories.find((c) => c.order === 3)?.page.id as string;
    const drinks = layout.categories.find((c) => c.order === 2)?.page.id as string;
    for (const pageId of [food, drinks]) {
      const current = await client.request<{ posPage: { buttons: Record<string, unknown>[] } }>(
        PAGE,
        { id: pageId },
        { token },
      );
      const set = (current.data?.posPage.buttons ?? []).map((b) => ({
        kind: b.kind,
        col: b.col,
        row: b.row,
        width: b.width,
        height: b.height,
        itemId: b.itemId,
        targetPageId: b.targetPageId,
        offerId: b.offerId,
      }));
      set.push({
        kind: 'PAGE',
        col: 4,
        row: 3,
        width: 1,
        height: 1,
        itemId: null,
        targetPageId: subId,
        offerId: null,
      });
      expectNoErrors(await client.request(UPDATE, { pageId, data: { buttons: { set } } }, { token }));
    }
    const refs = await client.request<{ posPageReferences: { name: string; count: number }[] }>(
      REFS,
      { pageId: subId },
      { token },
    );
    expect(refs.data?.posPageReferences).toEqual([
      { pageId: drinks, name: 'Dryck', count: 1 },
      { pageId: food, name: 'Mat', count: 1 },
    ]);
    const removed = await client.request<{ removeSubPage: string[] }>(REMOVE, { pageId: subId }, { token });
    expectNoErrors(removed);
    expect(removed.data?.removeSubPage).toEqual([drinks, food].sort());
    for (const pageId of [food, drinks]) {
      const after = await client.request<{ posPage: { buttons: { targetPageId: string | null }[] } }>(
        PAGE,
        { id: pageId },
        { token },
      );
      expect(after.data?.posPage.buttons.some((b) => b.targetPageId === subId)).toBe(false);
    }
    expect(codeOf(await client.request(PAGE, { id: subId }, { token }))).toBe('NOT_FOUND');
  });

  it('duplicates a layout with its pages, and links point at the copies', async () => {
    const copy = await client.request<{ duplicatePosLayout: LayoutJson }>(
      `mutation ($id: ID!) { duplicatePosLayout(id: $id, name: "Kopia") { id name categories { id order color name page { id name } } pages { id name categoryId } } }`,
      { id: layout.id },
      { token },
    );
    expectNoErrors(copy);
    const pages = copy.data?.duplicatePosLayout.pages ?? [];
    expect(pages.map((p) => p.name).sort()).toEqual(layout.pages.map((p) => p.name).sort());
    expect(pages.some((p) => layout.pages.some((o) => o.id === p.id))).toBe(false);
  });

  it('gives the translated names of layouts, categories and pages; a copy takes the translations it is given', async () => {
    const names = await client.request<{
      posLayouts: {
        nameLang: { en: string | null };
        categories: { name: string; nameLang: { en: string | null } }[];
        pages: { name: string; nameLang: { en: string | null; se: string | null } }[];
      }[];
    }>(
      'query { posLayouts { nameLang { en } categories { name nameLang { en } } pages { name nameLang { en se } } } }',
      {},
      { token },
    );
    expectNoErrors(names);
    const first = names.data?.posLayouts[0];
    expect(first?.nameLang.en).toBe('Main till');
    expect(first?.categories.find((c) => c.name === 'Mat')?.nameLang.en).toBe('Food');
    expect(first?.pages.find((p) => p.name === 'Öl')?.nameLang).toEqual({ en: 'Beer', se: null });
    const copy = await client.request<{
      duplicatePosLayout: { name: string; nameLang: { en: string | null } };
    }>(
      `mutation ($id: ID!) { duplicatePosLayout(id: $id, name: "Huvudkassa (kopia)", nameLang: { en: "Main till (copy)", ar: "" }) { name nameLang { en ar } } }`,
      { id: layout.id },
      { token },
    );
    expectNoErrors(copy);
    expect(copy.data?.duplicatePosLayout.nameLang).toEqual({ en: 'Main till (copy)', ar: null });
  });

  it('a button resized past the edge of its page is refused; one that fits is kept', async () => {
    const sub = await client.request<{ createPosPage: { id: string } }>(
      SUB,
      { layoutId: layout.id },
      { token },
    );
    const pageId = sub.data?.createPosPage.id;
    const target = layout.pages.find((p) => p.name === 'Öl')?.id;
    const sized = (width: number, height: number) =>
      client.request<{ updatePage: { buttons: { col: number; row: number }[] } }>(
        UPDATE,
        {
          pageId,
          data: { buttons: { set: [{ kind: 'PAGE', col: 1, row: 0, width, height, targetPageId: target }] } },
        },
        { token },
      );
    // The page is 3 × 2: from column 2, three wide does not fit; two wide and two high does.
    expect(fieldCodes(await sized(3, 1))).toMatchObject({ buttons: 'BUTTON_OUTSIDE' });
    expect(fieldCodes(await sized(1, 3))).toMatchObject({ buttons: 'BUTTON_OUTSIDE' });
    expectNoErrors(await sized(2, 2));
    const read = await client.request<{ posPage: { buttons: { width: number; height: number }[] } }>(
      PAGE,
      { id: pageId },
      { token },
    );
    expect(read.data?.posPage.buttons).toMatchObject([{ width: 2, height: 2 }]);
    // Shrinking the page under the button is refused, and the page keeps its size.
    expect(
      fieldCodes(await client.request(UPDATE, { pageId, data: { columns: 2 } }, { token })),
    ).toMatchObject({
      buttons: 'BUTTON_OUTSIDE',
    });
    await client.request(REMOVE, { pageId }, { token });
  });

  it('a stale expectedVersion is CONFLICT with the current version; the current one saves a button colour and label', async () => {
    const sub = await client.request<{ createPosPage: { id: string } }>(
      SUB,
      { layoutId: layout.id },
      { token },
    );
    const pageId = sub.data?.createPosPage.id as string;
    const target = layout.pages.find((p) => p.name === 'Öl')?.id;
    const VERSIONED = `mutation ($pageId: ID!, $data: PosPageUpdateInput!, $v: Int) { updatePage(pageId: $pageId, data: $data, expectedVersion: $v) { version buttons { color label } } }`;
    const button = (color: string, label: string) => ({
      buttons: { set: [{ kind: 'PAGE', col: 0, row: 0, color, label, targetPageId: target }] },
    });
    type Saved = { updatePage: { version: number; buttons: { color: string; label: string }[] } };
    const first = await client.request<Saved>(
      VERSIONED,
      { pageId, data: button('blue', 'Öl'), v: 1 },
      { token },
    );
    expectNoErrors(first);
    expect(first.data?.updatePage.version).toBe(2);
    // A second editor still on version 1 is refused and told the current version; nothing changes.
    const stale = await client.request(VERSIONED, { pageId, data: button('red', 'Stale'), v: 1 }, { token });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(errorsOf(stale)[0]?.extensions?.currentVersion).toBe(2);
    const recoloured = await client.request<Saved>(
      VERSIONED,
      { pageId, data: button('green', 'Fatöl'), v: 2 },
      { token },
    );
    expectNoErrors(recoloured);
    expect(recoloured.data?.updatePage).toEqual({
      version: 3,
      buttons: [{ color: 'green', label: 'Fatöl' }],
    });
    // A colour outside the palette is refused.
    const wrong = await client.request(
      VERSIONED,
      { pageId, data: button('chartreuse', 'x'), v: 3 },
      { token },
    );
    expect(fieldCodes(wrong)).toMatchObject({ buttons: 'INVALID_CHOICE' });
    await client.request(REMOVE, { pageId }, { token });
  });

  it('a category is renamed with a version check, and deleting it takes its page and the links to it', async () => {
    type Category = { id: string; version: number; page: { id: string } };
    const created = await client.request<{ createPosCategory: Category }>(
      `mutation ($layoutId: ID!) { createPosCategory(layoutId: $layoutId, data: { name: "Efterrätt", color: "pink", order: 0 }) { id version page { id } } }`,
      { layoutId: layout.id },
      { token },
    );
    expectNoErrors(created);
    const category = created.data?.createPosCategory as Category;
    const RENAME = `mutation ($id: ID!, $v: Int) { updatePosCategory(id: $id, data: { name: "Dessert", nameLang: { en: "Sweets" }, color: "purple", order: 0 }, expectedVersion: $v) { name color version nameLang { en } } }`;
    const renamed = await client.request<{ updatePosCategory: Record<string, unknown> }>(
      RENAME,
      { id: category.id, v: category.version },
      { token },
    );
    expectNoErrors(renamed);
    expect(renamed.data?.updatePosCategory).toEqual({
      name: 'Dessert',
      color: 'purple',
      version: category.version + 1,
      nameLang: { en: 'Sweets' },
    });
    // Its page is named with it (the breadcrumb shows page names).
    const named = await client.request<{ posPage: { name: string } }>(
      'query ($id: ID!) { posPage(id: $id) { name nameLang { en } } }',
      { id: category.page.id },
      { token },
    );
    expect(named.data?.posPage).toEqual({ name: 'Dessert', nameLang: { en: 'Sweets' } });
    expect(codeOf(await client.request(RENAME, { id: category.id, v: category.version }, { token }))).toBe(
      'CONFLICT',
    );
    const DELETE = 'mutation ($id: ID!) { deletePosCategory(id: $id) }';
    expectSameAsMissing(
      await client.request(DELETE, { id: category.id }, { token: otherToken }),
      await client.request(DELETE, { id: randomId() }, { token: otherToken }),
    );
    // A link to the category's page on a sub-page goes with the category.
    const sub = await client.request<{ createPosPage: { id: string } }>(
      SUB,
      { layoutId: layout.id },
      { token },
    );
    const subId = sub.data?.createPosPage.id as string;
    expectNoErrors(
      await client.request(
        UPDATE,
        {
          pageId: subId,
          data: { buttons: { set: [{ kind: 'PAGE', col: 0, row: 0, targetPageId: category.page.id }] } },
        },
        { token },
      ),
    );
    const refs = await client.request<{ posPageReferences: { pageId: string }[] }>(
      REFS,
      { pageId: category.page.id },
      { token },
    );
    expect(refs.data?.posPageReferences.map((r) => r.pageId)).toEqual([subId]);
    expectNoErrors(await client.request(DELETE, { id: category.id }, { token }));
    expect(codeOf(await client.request(PAGE, { id: category.page.id }, { token }))).toBe('NOT_FOUND');
    const left = await client.request<{ posPage: { buttons: unknown[] } }>(PAGE, { id: subId }, { token });
    expect(left.data?.posPage.buttons).toEqual([]);
    const after = await client.request<{ posLayouts: LayoutJson[] }>(LAYOUTS, {}, { token });
    expect(after.data?.posLayouts[0]?.categories.some((c) => c.id === category.id)).toBe(false);
    await client.request(REMOVE, { pageId: subId }, { token });
  });

  it("GetPage prices product buttons by the venue's POS menu now, default price without an entry", async () => {
    const beer = layout.pages.find((p) => p.name === 'Öl')?.id;
    type PageJson = { posPage: { buttons: { itemId: string | null; price: number | null }[] } };
    const before = await client.request<PageJson>(PAGE, { id: beer }, { token });
    expectNoErrors(before);
    const firstItem = before.data?.posPage.buttons[0]?.itemId as string;
    const companyOf = async (email: string) =>
      (await database.db.select().from(users).where(eq(users.email, email)))[0]?.companyId as string;
    const companyId = await companyOf(DEMO_LOGIN.email);
    const demoVenues = await database.db
      .select()
      .from(venues)
      .where(eq(venues.companyId, companyId))
      .orderBy(asc(venues.createdAt), asc(venues.name));
    const [first] = demoVenues;
    const [bar] = await database.db
      .insert(menus)
      .values({ companyId, name: 'Bar', currency: 'SEK' })
      .returning();
    // Always in happy hour: the price now is the time-bound one.
    const always = { days: [1, 2, 3, 4, 5, 6, 7] as (1 | 2 | 3 | 4 | 5 | 6 | 7)[], start: 0, end: 1440 };
    await database.db.insert(menuEntries).values({
      menuId: bar?.id as string,
      itemId: firstItem,
      price: 7_500,
      timePrices: [{ price: 6_900, windows: [always] }],
    });
    const posLink = and(eq(venueMenus.venueId, first?.id as string), eq(venueMenus.serviceType, 'POS'));
    const [link] = await database.db.select().from(venueMenus).where(posLink);
    await database.db
      .update(venueMenus)
      .set({ menuId: bar?.id as string })
      .where(posLink);
    try {
      for (const venueId of [first?.id, undefined]) {
        const priced = await client.request<PageJson>(PAGE, { id: beer, venueId }, { token });
        expectNoErrors(priced);
        expect(priced.data?.posPage.buttons.map((b) => b.price)).toEqual([6_900, 9_500, 8_900]);
      }
      const second = demoVenues[1];
      if (second) {
        const elsewhere = await client.request<PageJson>(PAGE, { id: beer, venueId: second.id }, { token });
        expect(elsewhere.data?.posPage.buttons.map((b) => b.price)).toEqual([7_900, 9_500, 8_900]);
      }
      const [foreignVenue] = await database.db
        .select()
        .from(venues)
        .where(eq(venues.companyId, await companyOf('other@layouts.test')));
      expectSameAsMissing(
        await client.request(PAGE, { id: beer, venueId: foreignVenue?.id }, { token }),
        await client.request(PAGE, { id: beer, venueId: randomId() }, { token }),
      );
    } finally {
      await database.db
        .update(venueMenus)
        .set({ menuId: link?.menuId as string })
        .where(posLink);
    }
  });
});
