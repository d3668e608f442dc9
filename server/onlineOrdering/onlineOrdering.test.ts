import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compareNatural } from '../../src/domain/naturalSort.ts';
import { DEMO_LOGIN } from '../demo/seed.ts';
import { type Database, openDatabase } from '../platform/db/client.ts';
import {
  companies,
  diningTables,
  floorPlans,
  onlineOrderingVenues,
  orders,
  rateLimits,
  users,
  venueMenus,
  venues,
} from '../platform/db/schema/index.ts';
import { GUEST_LIMITS } from '../platform/limits.ts';
import { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId, setScopes } from '../test/pim.ts';

const VENUES = `query { onlineOrderingVenues { venueId venueName enabled menuId version menus { id name } } }`;
const UPDATE = `mutation ($venueId: ID!, $enabled: Boolean!, $menuId: ID, $v: Int) {
  updateOnlineOrdering(venueId: $venueId, enabled: $enabled, menuId: $menuId, expectedVersion: $v) { venueId enabled menuId version } }`;
const SHEET = `query ($venueId: ID!) { onlineOrderingQrSheet(venueId: $venueId) }`;
const CODES = `query ($venueId: ID!) { onlineOrderingQrCodes(venueId: $venueId) { code url svg } }`;
const MENU = `query ($venueId: ID!, $tableCode: String!) { guestMenu(venueId: $venueId, tableCode: $tableCode) { venueName tableCode open currency items { itemId title price allergens category groups { id name selectionMode options { id name price } } } } }`;
const PLACE = `mutation ($venueId: ID!, $tableCode: String!, $lines: [GuestOrderLineInput!]!, $key: String) {
  placeGuestOrder(venueId: $venueId, tableCode: $tableCode, lines: $lines, idempotencyKey: $key) { number replayed } }`;

interface Setting {
  venueId: string;
  venueName: string;
  enabled: boolean;
  menuId: string | null;
  version: number;
  menus: { id: string; name: string }[];
}
interface Menu {
  venueName: string;
  tableCode: string;
  open: boolean;
  currency: string;
  items: {
    itemId: string;
    title: string;
    price: number;
    allergens: string[];
    category: string;
    groups: {
      id: string;
      name: string;
      selectionMode: string;
      options: { id: string; name: string; price: number }[];
    }[];
  }[];
}

/** Dishes without choices to make (the tests that are not about choices order these). */
const plain = (menu: Menu | undefined) => (menu?.items ?? []).filter((item) => item.groups.length === 0);

describe.each(testDatabaseKinds())('tableside ordering on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let companyId: string;
  let venueId: string;
  let secondVenueId: string;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let otherToken: string;

  const request = <T>(query: string, variables: Record<string, unknown> = {}, as: string | null = token) =>
    client.request<T>(query, variables, { token: as });

  beforeAll(async () => {
    ({ database, companyId } = await openDemoDatabase(kind));
    client = testApi(database.db);
    token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const rows = await database.db
      .select()
      .from(venues)
      .where(eq(venues.companyId, companyId))
      .orderBy(asc(venues.createdAt), asc(venues.name));
    venueId = rows[0]?.id ?? '';
    secondVenueId = rows[1]?.id ?? '';
    other = await createCompany(database.db, { name: 'Other', email: 'other@online.test' });
    otherToken = await client.login('other@online.test', FIXTURE_PASSWORD);
    // The other company has a table and tableside ordering on too.
    const [plan] = await database.db
      .insert(floorPlans)
      .values({ companyId: other.company.id, venueId: other.venue.id, name: 'Room' })
      .returning();
    await database.db.insert(diningTables).values({
      companyId: other.company.id,
      venueId: other.venue.id,
      floorPlanId: plan?.id ?? '',
      code: 'X1',
    });
    await database.db
      .insert(onlineOrderingVenues)
      .values({ venueId: other.venue.id, companyId: other.company.id, enabled: true });
  }, 60_000);
  afterAll(() => database.close());
  // Each test starts with every table's guest-order budget unspent.
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  it('lists the venues with the demo venue on and its table-service menus', async () => {
    const result = await request<{ onlineOrderingVenues: Setting[] }>(VENUES);
    expectNoErrors(result);
    const list = result.data?.onlineOrderingVenues ?? [];
    expect(list.find((s) => s.venueId === venueId)).toMatchObject({ enabled: true, menuId: null });
    expect(list.find((s) => s.venueId === secondVenueId)).toMatchObject({ enabled: false, version: 0 });
    expect(list.find((s) => s.venueId === venueId)?.menus.length).toBeGreaterThan(0);
  });

  it('turns a venue on with a menu, checks the version and refuses a menu the venue does not use', async () => {
    const list =
      (await request<{ onlineOrderingVenues: Setting[] }>(VENUES)).data?.onlineOrderingVenues ?? [];
    const second = list.find((s) => s.venueId === secondVenueId);
    const menuId = second?.menus[0]?.id;
    const saved = await request<{ updateOnlineOrdering: Setting }>(UPDATE, {
      venueId: secondVenueId,
      enabled: true,
      menuId,
      v: 0,
    });
    expectNoErrors(saved);
    expect(saved.data?.updateOnlineOrdering).toMatchObject({ enabled: true, menuId, version: 1 });
    const stale = await request(UPDATE, { venueId: secondVenueId, enabled: false, v: 0 });
    expect(codeOf(stale)).toBe('CONFLICT');
    const foreignMenu = await request(UPDATE, {
      venueId: secondVenueId,
      enabled: true,
      menuId: randomId(),
      v: 1,
    });
    expect(codeOf(foreignMenu)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(foreignMenu)).toEqual({ menuId: 'menuNotLinked' });
    const off = await request<{ updateOnlineOrdering: Setting }>(UPDATE, {
      venueId: secondVenueId,
      enabled: false,
      v: 1,
    });
    expect(off.data?.updateOnlineOrdering).toMatchObject({ enabled: false, menuId: null, version: 2 });
  });

  it("answers another company's venue exactly like a missing one", async () => {
    for (const query of [UPDATE, SHEET, CODES]) {
      const foreign = await request(query, { venueId: other.venue.id, enabled: true });
      const missing = await request(query, { venueId: randomId(), enabled: true });
      expect(codeOf(foreign)).toBe('NOT_FOUND');
      expectSameAsMissing(foreign, missing);
    }
    const list =
      (await request<{ onlineOrderingVenues: Setting[] }>(VENUES)).data?.onlineOrderingVenues ?? [];
    expect(list.some((s) => s.venueId === other.venue.id)).toBe(false);
    const theirs = (await request<{ onlineOrderingVenues: Setting[] }>(VENUES, {}, otherToken)).data
      ?.onlineOrderingVenues;
    expect(theirs?.map((s) => s.venueId)).toEqual([other.venue.id]);
  });

  it('makes a PDF of QR codes for the venue tables', async () => {
    const result = await request<{ onlineOrderingQrSheet: string }>(SHEET, { venueId });
    expectNoErrors(result);
    const pdf = Buffer.from(result.data?.onlineOrderingQrSheet ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);
  });

  it('answers a QR code per table for the printable sheet, each holding the guest address', async () => {
    const result = await request<{ onlineOrderingQrCodes: { code: string; url: string; svg: string }[] }>(
      CODES,
      { venueId },
    );
    expectNoErrors(result);
    const codes = result.data?.onlineOrderingQrCodes ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(code.url).toContain(`/order/${venueId}/${encodeURIComponent(code.code)}`);
      expect(code.svg.startsWith('<svg')).toBe(true);
      expect(code.svg).not.toMatch(/<script/i);
    }
  });

  it('needs the ORDERS scope and the app-orders licence', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, 'other@online.test'));
    await setScopes(database.db, user?.id ?? '', ['SETTINGS']);
    expect(codeOf(await request(VENUES, {}, otherToken))).toBe('FORBIDDEN');
    await setScopes(database.db, user?.id ?? '', ['ORDERS']);
    expectNoErrors(await request(VENUES, {}, otherToken));
    await database.db
      .update(companies)
      .set({ hasAppOrders: false })
      .where(eq(companies.id, other.company.id));
    for (const [query, variables] of [
      [VENUES, {}],
      [UPDATE, { venueId: other.venue.id, enabled: true }],
      [SHEET, { venueId: other.venue.id }],
      [CODES, { venueId: other.venue.id }],
    ] as const)
      expect(codeOf(await request(query, variables, otherToken))).toBe('FORBIDDEN');
    expect(codeOf(await request(VENUES, {}, null))).toBe('UNAUTHENTICATED');
    await database.db.update(companies).set({ hasAppOrders: true }).where(eq(companies.id, other.company.id));
    await setScopes(database.db, user?.id ?? '', []);
  });

  it('shows a guest the menu with allergens in their language, without a login', async () => {
    const result = await client.request<{ guestMenu: Menu }>(
      MENU,
      { venueId, tableCode: '5' },
      { language: 'sv-SE,sv;q=0.9' },
    );
    expectNoErrors(result);
    const menu = result.data?.guestMenu;
    expect(menu).toMatchObject({ tableCode: '5', open: true, currency: 'SEK' });
    expect(menu?.items.length).toBeGreaterThan(0);
    const withAllergens = menu?.items.find((item) => item.allergens.length > 0);
    if (withAllergens) expect(withAllergens.allergens.join(' ')).not.toMatch(/^[A-Z_]+$/);
  });

  it('groups the menu by category and sorts it in the guest language, with the choices to make', async () => {
    const english = (
      await client.request<{ guestMenu: Menu }>(MENU, { venueId, tableCode: '5' }, { language: 'en' })
    ).data?.guestMenu;
    const items = english?.items ?? [];
    expect(items.some((item) => item.category !== '')).toBe(true);
    // Sorted by category, then title, in English: the English names, not the Swedish ones.
    const named = items.filter((item) => item.category !== '');
    const sorted = [...named].sort(
      (a, b) => compareNatural(a.category, b.category, 'en') || compareNatural(a.title, b.title, 'en'),
    );
    expect(named.map((item) => item.title)).toEqual(sorted.map((item) => item.title));
    // Each category once, in one run.
    const runs = named.map((item) => item.category).filter((c, i, all) => c !== all[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    const steak = items.find((item) => item.groups.some((group) => group.name === 'Doneness'));
    expect(steak?.groups.find((group) => group.name === 'Doneness')).toMatchObject({
      selectionMode: 'SINGLE',
      options: [{ name: 'Rare' }, { name: 'Medium' }, { name: 'Well done' }],
    });
  });

  it('refuses an order that skips a required choice (doneness), and takes it with one, priced with its options', async () => {
    const menu = (await client.request<{ guestMenu: Menu }>(MENU, { venueId, tableCode: '8' })).data
      ?.guestMenu;
    const steak = menu?.items.find((item) => item.groups.some((group) => group.selectionMode === 'SINGLE'));
    if (!steak) throw new Error('the demo menu has a dish with a required choice');
    const skipped = await client.request(
      PLACE,
      { venueId, tableCode: '8', lines: [{ itemId: steak.itemId, quantity: 1 }] },
      { language: 'sv' },
    );
    expect(codeOf(skipped)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(skipped)).toMatchObject({ 'lines.0.choices': 'choiceRequired' });
    const required = steak.groups.filter((group) => group.selectionMode === 'SINGLE');
    const two = required[0]?.options.slice(0, 2).map((option) => option.id) ?? [];
    const doubled = await client.request(PLACE, {
      venueId,
      tableCode: '8',
      lines: [
        {
          itemId: steak.itemId,
          quantity: 1,
          choices: [...two, ...required.slice(1).map((g) => g.options[0]?.id)],
        },
      ],
    });
    expect(fieldCodes(doubled)).toMatchObject({ 'lines.0.choices': 'invalid' });
    const choices = required.map((group) => group.options.at(-1)?.id ?? '');
    const placed = await client.request<{ placeGuestOrder: { number: number } }>(PLACE, {
      venueId,
      tableCode: '8',
      lines: [{ itemId: steak.itemId, quantity: 1, choices }],
    });
    expectNoErrors(placed);
  });

  it('refuses unknown venues and tables, tables of other venues and venues that have it off, alike and translated', async () => {
    const answers = await Promise.all(
      [
        { venueId: randomId(), tableCode: '5' },
        { venueId: 'not-an-id', tableCode: '5' },
        { venueId, tableCode: 'no-such-table' },
        { venueId, tableCode: 'X1' },
        { venueId: secondVenueId, tableCode: '5' },
        { venueId: other.venue.id, tableCode: '1' },
      ].map((variables) => client.request(MENU, variables, { language: 'es' })),
    );
    for (const answer of answers) {
      expect(codeOf(answer)).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe('Esta mesa no acepta pedidos. Pide ayuda al personal.');
    }
    // The licence off: the page refuses like an unknown table.
    await database.db.update(companies).set({ hasAppOrders: false }).where(eq(companies.id, companyId));
    expect(codeOf(await client.request(MENU, { venueId, tableCode: '5' }))).toBe('NOT_FOUND');
    await database.db.update(companies).set({ hasAppOrders: true }).where(eq(companies.id, companyId));
  });

  it('places an APP order for the table through the order service, priced from the menu, once per key', async () => {
    const menu = (await client.request<{ guestMenu: Menu }>(MENU, { venueId, tableCode: '7' })).data
      ?.guestMenu;
    const [first, second] = plain(menu);
    if (!first || !second) throw new Error('the demo menu has items');
    const lines = [
      { itemId: first.itemId, quantity: 2 },
      { itemId: second.itemId, quantity: 1 },
    ];
    const placed = await client.request<{ placeGuestOrder: { number: number; replayed: boolean } }>(PLACE, {
      venueId,
      tableCode: '7',
      lines,
      key: 'guest-test-key-1',
    });
    expectNoErrors(placed);
    const again = await client.request<{ placeGuestOrder: { number: number; replayed: boolean } }>(PLACE, {
      venueId,
      tableCode: '7',
      lines,
      key: 'guest-test-key-1',
    });
    expect(again.data?.placeGuestOrder).toEqual({
      number: placed.data?.placeGuestOrder.number,
      replayed: true,
    });
    const [order] = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.venueId, venueId), eq(orders.number, placed.data?.placeGuestOrder.number ?? -1)));
    expect(order).toMatchObject({
      source: 'APP',
      status: 'PENDING',
      serviceType: 'TABLE_SERVICE',
      tableRef: '7',
      paid: 0,
      total: first.price * 2 + second.price,
    });
  });

  it('refuses items not on the menu (another company’s included) and bad quantities, with field errors', async () => {
    const menu = (await client.request<{ guestMenu: Menu }>(MENU, { venueId, tableCode: '7' })).data
      ?.guestMenu;
    const known = plain(menu)[0]?.itemId ?? '';
    const result = await client.request(
      PLACE,
      {
        venueId,
        tableCode: '7',
        lines: [
          { itemId: other.items?.[0]?.id ?? randomId(), quantity: 1 },
          { itemId: known, quantity: 0 },
        ],
      },
      { language: 'sv' },
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(result)).toEqual({ 'lines.1.quantity': 'invalid' });
    const foreign = await client.request(PLACE, {
      venueId,
      tableCode: '7',
      lines: [{ itemId: other.items?.[0]?.id ?? randomId(), quantity: 1 }],
    });
    expect(fieldCodes(foreign)).toEqual({ 'lines.0.itemId': 'notOnMenu' });
  });

  it('refuses orders while the menu schedule has the venue closed', async () => {
    // A schedule with a window that never matches now: Monday 00:00–00:01 on a date range in the past.
    await database.db
      .update(venueMenus)
      .set({ schedule: { windows: [{ days: [1], start: 0, end: 1 }], until: '2000-01-01' } })
      .where(and(eq(venueMenus.venueId, venueId), eq(venueMenus.serviceType, 'TABLE_SERVICE')));
    const menu = await client.request<{ guestMenu: Menu }>(MENU, { venueId, tableCode: '7' });
    expect(menu.data?.guestMenu.open).toBe(false);
    const refused = await client.request(
      PLACE,
      { venueId, tableCode: '7', lines: [{ itemId: randomId(), quantity: 1 }] },
      { language: 'da' },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('Afdelingen tager ikke imod bestillinger fra bordet lige nu.');
    await database.db
      .update(venueMenus)
      .set({ schedule: null })
      .where(and(eq(venueMenus.venueId, venueId), eq(venueMenus.serviceType, 'TABLE_SERVICE')));
  });

  it('throttles orders per table', async () => {
    const menu = (await client.request<{ guestMenu: Menu }>(MENU, { venueId, tableCode: '9' })).data
      ?.guestMenu;
    const lines = [{ itemId: plain(menu)[0]?.itemId ?? '', quantity: 1 }];
    for (let n = 0; n < GUEST_LIMITS.ordersPerTable; n++)
      expectNoErrors(await client.request(PLACE, { venueId, tableCode: '9', lines }));
    const over = await client.request(PLACE, { venueId, tableCode: '9', lines });
    expect(codeOf(over)).toBe('RATE_LIMITED');
    // Another table is not held back.
    expectNoErrors(await client.request(PLACE, { venueId, tableCode: '10', lines }));
    // Another instance on the same database counts the same budget (issue 42 item 5: before, each
    // process kept its own count, and two workers let 12 orders reach one table).
    // On PostgreSQL the other instance has a pool of its own, as a second server would.
    const second = database.url ? await openDatabase(database.url, { migrate: false }) : null;
    try {
      const other = testApi(second?.db ?? database.db);
      expect(codeOf(await other.request(PLACE, { venueId, tableCode: '9', lines }))).toBe('RATE_LIMITED');
    } finally {
      await second?.close();
    }
  });
});
