import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { items, menuEntries, menus, venueMenus, venues } from '../platform/db/schema/index.ts';
import type { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoAndOther } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import {
  codeOf,
  errorsOf,
  expectNoErrors,
  expectSameAsMissing,
  fieldCodes,
  randomId,
  setScopes,
} from '../test/pim.ts';
import { menuAtAnswerStats } from './menuAtAnswers.ts';
import { menuAtSource } from './menuAtCache.ts';
import { applyAllArticlesRule, menuAtOfVenue } from './menus.service.ts';

const ENTRY =
  'id price itemId item { id title defaultPrice version } timePrices { price windows { days start end overnight } }';
const MENU = `id name currency version allArticles nameLang { en se } menuEntries { ${ENTRY} }`;
const MENUS = `query ($all: Boolean) { menus(includeAllArticles: $all) { ${MENU} } }`;
const PROVIDER = `query { getMenuProviderData { defaultCurrency activeMenus { id name allArticles }
  venues { id name menus { serviceType menuId } } items { count results { id defaultPrice title } } } }`;
const CREATE = `mutation ($data: MenuInput!) { createMenu(data: $data) { ${MENU} } }`;
const UPDATE = `mutation ($id: ID!, $data: MenuUpdateInput!, $v: Int) {
  updateMenu(menuId: $id, data: $data, expectedVersion: $v) { success error menu { ${MENU} } } }`;
const DELETE = `mutation ($id: ID!, $force: Boolean) { deleteMenu(menuId: $id, force: $force) {
  success deleted usedBy { venueName serviceType } } }`;
const VENUE = `mutation ($id: ID!, $data: VenueUpdateInput!) { updateVenue(id: $id, data: $data) {
  id menus { serviceType menuId } } }`;
const PRICE = 'mutation ($id: ID!, $price: Int!) { updateItemPrice(itemId: $id, price: $price) { success } }';
const MENU_AT = `query ($venueId: ID!, $serviceType: VenueServiceType!, $at: String!) {
  menuAt(venueId: $venueId, serviceType: $serviceType, at: $at) { menuId menuName entries { itemId price basePrice timeBound } } }`;

interface EntryJson {
  id: string;
  price: number;
  itemId: string;
  item: { id: string; title: string; defaultPrice: number; version: number };
}
interface MenuJson {
  id: string;
  name: string;
  currency: string;
  version: number;
  allArticles: boolean;
  menuEntries: EntryJson[];
}

describe.each(testDatabaseKinds())('menus API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let companyId: string;
  let venueIds: string[];
  let itemIds: string[];

  const call = async <T>(query: string, variables: Record<string, unknown> = {}, as = token) => {
    const result = await client.request<T>(query, variables, { token: as });
    expectNoErrors(result);
    return result.data as T;
  };

  /**
   * The set-up most tests share: a new menu with entries (item → price) and, when asked, linked
   * to a venue for a service type (`schedule: null` clears an existing link's hours).
   */
  const menuWith = async (
    name: string,
    prices: [string | undefined, number][],
    link?: { venueId: string | undefined; serviceType: string; schedule?: null },
  ) => {
    const menu = (await call<{ createMenu: MenuJson }>(CREATE, { data: { name, currency: 'SEK' } }))
      .createMenu;
    const entries = prices.length
      ? (
          await call<{ updateMenu: { menu: MenuJson } }>(UPDATE, {
            id: menu.id,
            data: {
              menuEntries: { create: prices.map(([id, price]) => ({ item: { connect: { id } }, price })) },
            },
          })
        ).updateMenu.menu.menuEntries
      : [];
    if (link) {
      const { venueId, ...rest } = link;
      await call(VENUE, {
        id: venueId,
        data: { menus: { create: [{ menu: { connect: { id: menu.id } }, ...rest }] } },
      });
    }
    return { menu, entries };
  };

  beforeAll(async () => {
    ({ database, client, token, companyId, other, otherToken } = await openDemoAndOther(kind, {
      name: 'Fjord',
      email: 'owner@fjord.test',
      scopes: ['MENUS'],
    }));
    const provider = await call<{
      getMenuProviderData: { venues: { id: string }[]; items: { results: { id: string }[] } };
    }>(PROVIDER);
    venueIds = provider.getMenuProviderData.venues.map((venue) => venue.id);
    itemIds = provider.getMenuProviderData.items.results.map((item) => item.id);
  });
  afterAll(() => database.close());

  it('lists the editable menus by name, without the all-articles menu unless asked for', async () => {
    const editable = (await call<{ menus: MenuJson[] }>(MENUS)).menus;
    expect(editable.some((menu) => menu.allArticles)).toBe(false);
    expect(editable.map((menu) => menu.name)).toContain('Take away');
    const all = (await call<{ menus: MenuJson[] }>(MENUS, { all: true })).menus;
    expect(all.filter((menu) => menu.allArticles)).toHaveLength(1);
  });

  it('seeds removable ingredients in seven languages on a few demo products (record metadata)', async () => {
    const read = await call<{
      items: {
        results: {
          title: string;
          removableIngredients: { name: string; nameLang: { en: string; ar: string } }[];
        }[];
      };
    }>('{ items { results { title removableIngredients { name nameLang { en ar } } } } }');
    const burger = read.items.results.find((item) => item.title === 'Högrevsburgare');
    expect(burger?.removableIngredients.map((ingredient) => ingredient.name)).toEqual([
      'Rödlök',
      'Tomat',
      'Ost',
      'Saltgurka',
    ]);
    expect(burger?.removableIngredients[0]?.nameLang).toEqual({ en: 'Red onion', ar: 'بصل أحمر' });
    expect(
      read.items.results.filter((item) => item.removableIngredients.length > 0).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('seeds the demo with lunch, evening and take-away menus and a weekday happy hour on drinks', async () => {
    const names = (await call<{ menus: MenuJson[] }>(MENUS)).menus.map((menu) => menu.name);
    expect(names).toEqual(expect.arrayContaining(['Lunch', 'Kvällsmeny', 'Take away']));
    type At = {
      menuAt: { menuName: string; entries: { price: number; basePrice: number; timeBound: boolean }[] };
    };
    // Friday 2026-11-27 16:30 in Stockholm (15:30 UTC): happy hour on the evening menu's drinks.
    const happy = await call<At>(MENU_AT, {
      venueId: venueIds[0],
      serviceType: 'TABLE_SERVICE',
      at: '2026-11-27T15:30:00Z',
    });
    expect(happy.menuAt.menuName).toBe('Kvällsmeny');
    const drinks = happy.menuAt.entries.filter((entry) => entry.timeBound);
    expect(drinks.length).toBeGreaterThan(5);
    expect(drinks.every((entry) => entry.price < entry.basePrice)).toBe(true);
    const later = await call<At>(MENU_AT, {
      venueId: venueIds[0],
      serviceType: 'TABLE_SERVICE',
      at: '2026-11-27T19:30:00Z',
    });
    expect(later.menuAt.entries.some((entry) => entry.timeBound)).toBe(false);
    // Lunch is served 11–14 on weekdays only.
    const lunch = await call<At>(MENU_AT, {
      venueId: venueIds[0],
      serviceType: 'EAT_HERE',
      at: '2026-11-27T11:00:00Z',
    });
    expect(lunch.menuAt.entries.length).toBeGreaterThan(5);
    const sunday = await call<At>(MENU_AT, {
      venueId: venueIds[0],
      serviceType: 'EAT_HERE',
      at: '2026-11-29T11:00:00Z',
    });
    expect(sunday.menuAt.entries).toEqual([]);
  });

  it('sorts by name in the company locale with a leading [TA] ignored', async () => {
    for (const name of ['Öl', '[TA] Bar', 'Zebra', 'Ärtor'])
      await call(CREATE, { data: { name, currency: 'SEK' } });
    const names = (await call<{ menus: MenuJson[] }>(MENUS)).menus.map((menu) => menu.name);
    const order = ['[TA] Bar', 'Zebra', 'Ärtor', 'Öl'].map((name) => names.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives a company without menus one all-articles menu and every venue its four service types, even when run twice at once', async () => {
    const fresh = await createCompany(database.db, { name: 'Fresh', email: 'owner@fresh.test', items: 5 });
    const freshToken = await client.login('owner@fresh.test', FIXTURE_PASSWORD);
    // Two tabs at once through the API, and two instances at once through the service.
    await Promise.all([
      client.request(PROVIDER, {}, { token: freshToken }),
      client.request(MENUS, {}, { token: freshToken }),
      applyAllArticlesRule(database.db, fresh.company.id),
      applyAllArticlesRule(database.db, fresh.company.id),
    ]);
    const rows = await database.db.select().from(menus).where(eq(menus.companyId, fresh.company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'All articles', currency: 'NOK' });
    expect(rows[0]?.nameLang).toEqual({
      en: 'All articles',
      se: 'Alla artiklar',
      es: 'Todos los artículos',
      no: 'Alle artikler',
    });
    const links = await database.db.select().from(venueMenus).where(eq(venueMenus.venueId, fresh.venue.id));
    expect(links.map((link) => link.serviceType).sort()).toEqual([
      'EAT_HERE',
      'POS',
      'TABLE_SERVICE',
      'TAKE_AWAY',
    ]);
    const all = await client.request<{ menus: MenuJson[] }>(MENUS, { all: true }, { token: freshToken });
    expect(all.data?.menus[0]?.menuEntries).toHaveLength(5);
    // Idempotent: running again changes nothing.
    await applyAllArticlesRule(database.db, fresh.company.id);
    expect(await database.db.select().from(menus).where(eq(menus.companyId, fresh.company.id))).toHaveLength(
      1,
    );
  });

  it('refuses a second all-articles menu at the database, whatever the case', async () => {
    await expect(
      database.db.insert(menus).values({ companyId, name: ' ALL ARTICLES', currency: 'SEK' }),
    ).rejects.toThrow();
  });

  it('creates a menu with translations and refuses bad input with translated field errors', async () => {
    const created = (
      await call<{ createMenu: MenuJson }>(CREATE, {
        data: { name: 'Lunch', currency: 'SEK', nameLang: { en: 'Lunch', se: 'Lunch' } },
      })
    ).createMenu;
    expect(created).toMatchObject({ name: 'Lunch', currency: 'SEK', allArticles: false, menuEntries: [] });
    const bad = await client.request(
      CREATE,
      { data: { name: 'all articles', currency: 'kronor' } },
      { token, language: 'sv' },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(bad)).toEqual({ name: 'reservedName', currency: 'currencyInvalid' });
    expect(errorsOf(bad)[0]?.extensions?.fieldErrors?.[1]?.message).toBe('Välj en valuta.');
    // A well-formed code is not enough: the company's country's, its own and the euro only.
    for (const currency of ['XXX', 'BTC', 'USD', 'TRY']) {
      const refused = await client.request(CREATE, { data: { name: 'Meny', currency } }, { token });
      expect(fieldCodes(refused), currency).toEqual({ currency: 'currencyInvalid' });
    }
    const euro = await client.request(CREATE, { data: { name: 'Turistmeny', currency: 'EUR' } }, { token });
    expect(euro.errors).toBeUndefined();
  });

  it('adds, reprices and removes entries; refuses duplicates, negative prices and foreign products', async () => {
    const menu = (
      await call<{ createMenu: MenuJson }>(CREATE, { data: { name: 'Kvällsmeny', currency: 'SEK' } })
    ).createMenu;
    const [a, b] = itemIds;
    const added = (
      await call<{ updateMenu: { success: boolean; menu: MenuJson } }>(UPDATE, {
        id: menu.id,
        data: {
          menuEntries: {
            create: [
              { item: { connect: { id: a } }, price: 12_000 },
              { item: { connect: { id: b } }, price: 5_000 },
            ],
          },
        },
      })
    ).updateMenu;
    expect(added.success).toBe(true);
    expect(added.menu.menuEntries).toHaveLength(2);
    const entryA = added.menu.menuEntries.find((entry) => entry.itemId === a);
    if (!entryA) throw new Error('entry missing');

    const duplicate = await client.request(
      UPDATE,
      { id: menu.id, data: { menuEntries: { create: [{ item: { connect: { id: a } }, price: 1 }] } } },
      { token },
    );
    expect(fieldCodes(duplicate)).toEqual({ 'menuEntries.create.0.item.connect.id': 'duplicate' });
    const negative = await client.request(
      UPDATE,
      { id: menu.id, data: { menuEntries: { update: [{ where: { id: entryA.id }, data: { price: -1 } }] } } },
      { token },
    );
    expect(fieldCodes(negative)).toEqual({ 'menuEntries.update.0.data.price': 'priceInvalid' });
    const foreign = await client.request(
      UPDATE,
      {
        id: menu.id,
        data: { menuEntries: { create: [{ item: { connect: { id: other.items[0]?.id } }, price: 1 }] } },
      },
      { token },
    );
    const random = await client.request(
      UPDATE,
      {
        id: menu.id,
        data: { menuEntries: { create: [{ item: { connect: { id: randomId() } }, price: 1 }] } },
      },
      { token },
    );
    expect(fieldCodes(foreign)).toEqual({ 'menuEntries.create.0.item.connect.id': 'unknownReference' });
    expect(foreign.errors).toEqual(random.errors);

    const updated = (
      await call<{ updateMenu: { menu: MenuJson } }>(UPDATE, {
        id: menu.id,
        data: {
          name: 'Evening',
          menuEntries: { update: [{ where: { id: entryA.id }, data: { price: 9_900 } }] },
        },
        v: added.menu.version,
      })
    ).updateMenu.menu;
    expect(updated.name).toBe('Evening');
    expect(updated.menuEntries.find((entry) => entry.id === entryA.id)?.price).toBe(9_900);

    const stale = await client.request(
      UPDATE,
      { id: menu.id, data: { name: 'Stale' }, v: added.menu.version },
      { token },
    );
    expect(codeOf(stale)).toBe('CONFLICT');
    // The menu editor's price edit made on the version before someone else's save: refused with
    // the version now stored (the editor's Reload / Overwrite), and nothing is overwritten.
    const stalePrice = await client.request(
      UPDATE,
      {
        id: menu.id,
        data: { menuEntries: { update: [{ where: { id: entryA.id }, data: { price: 1_000 } }] } },
        v: added.menu.version,
      },
      { token },
    );
    expect(codeOf(stalePrice)).toBe('CONFLICT');
    expect(errorsOf(stalePrice)[0]?.extensions?.currentVersion).toBe(updated.version);
    const unchanged = (await call<{ menus: MenuJson[] }>(MENUS, {})).menus.find((row) => row.id === menu.id);
    expect(unchanged?.menuEntries.find((entry) => entry.id === entryA.id)?.price).toBe(9_900);

    const removed = (
      await call<{ updateMenu: { menu: MenuJson } }>(UPDATE, {
        id: menu.id,
        data: { menuEntries: { disconnect: [{ id: entryA.id }] } },
      })
    ).updateMenu.menu;
    expect(removed.menuEntries.map((entry) => entry.itemId)).toEqual([b]);
  });

  it('moves entries that carried the old default price with it, and leaves menus with their own prices', async () => {
    const [, , item] = itemIds;
    const all = (await call<{ menus: MenuJson[] }>(MENUS, { all: true })).menus;
    const allArticles = all.find((menu) => menu.allArticles);
    const before = allArticles?.menuEntries.find((entry) => entry.itemId === item);
    if (!before || !allArticles) throw new Error('item not on the all-articles menu');
    const { menu: own } = await menuWith('Own prices', [[item, before.price + 500]]);
    const ownVersion = (await call<{ menus: MenuJson[] }>(MENUS, {})).menus.find(
      (m) => m.id === own.id,
    )?.version;
    await call(PRICE, { id: item, price: before.item.defaultPrice + 1000 });
    const after = (await call<{ menus: MenuJson[] }>(MENUS, { all: true })).menus;
    expect(after.find((m) => m.allArticles)?.menuEntries.find((e) => e.itemId === item)?.price).toBe(
      before.item.defaultPrice + 1000,
    );
    expect(after.find((m) => m.id === own.id)?.menuEntries[0]?.price).toBe(before.price + 500);
    // The menu whose entry followed moved on a version (an editor holding the old one is asked);
    // the menu with its own price did not (decision 0116).
    expect(after.find((m) => m.allArticles)?.version).toBe(allArticles.version + 1);
    expect(after.find((m) => m.id === own.id)?.version).toBe(ownVersion);
    // The entry's product carries its version, for the editor's next default price.
    const moved = after.find((m) => m.allArticles)?.menuEntries.find((e) => e.itemId === item);
    expect(moved?.item.version).toBeGreaterThan(before.item.version);
  });

  it("keeps a venue menu's hours when only the menu changes, and clears them when sent as null", async () => {
    const VENUE_SCHEDULE = `mutation ($id: ID!, $data: VenueUpdateInput!) { updateVenue(id: $id, data: $data) {
      menus { serviceType menuId schedule { windows { days start end } } } } }`;
    type Links = { updateVenue: { menus: { serviceType: string; menuId: string; schedule: unknown }[] } };
    const venueId = venueIds[1] ?? venueIds[0];
    const all = (await call<{ menus: MenuJson[] }>(MENUS, { all: true })).menus;
    const menuId = all.find((m) => m.allArticles)?.id;
    const link = (schedule?: unknown) => ({
      menus: {
        create: [
          {
            menu: { connect: { id: menuId } },
            serviceType: 'POS',
            ...(schedule === undefined ? {} : { schedule }),
          },
        ],
      },
    });
    const pos = (result: Links) => result.updateVenue.menus.find((row) => row.serviceType === 'POS');
    const hours = { windows: [{ days: [3], start: 600, end: 660 }] };
    expect(pos(await call<Links>(VENUE_SCHEDULE, { id: venueId, data: link(hours) }))?.schedule).toEqual(
      hours,
    );
    expect(pos(await call<Links>(VENUE_SCHEDULE, { id: venueId, data: link() }))?.schedule).toEqual(hours);
    expect(pos(await call<Links>(VENUE_SCHEDULE, { id: venueId, data: link(null) }))?.schedule).toBeNull();
    const backwards = await client.request(
      VENUE_SCHEDULE,
      { id: venueId, data: link({ windows: [{ days: [3], start: 660, end: 600 }] }) },
      { token },
    );
    expect(fieldCodes(backwards)).toEqual({
      'menus.create.0.schedule.windows.0.end': 'windowEndsBeforeStart',
    });
  });

  it('sets a venue menu per service type; a menu in use is deleted only with force, then the venue falls back', async () => {
    const menu = (
      await call<{ createMenu: MenuJson }>(CREATE, { data: { name: 'Terrace', currency: 'SEK' } })
    ).createMenu;
    const venueId = venueIds[0];
    const set = await call<{ updateVenue: { menus: { serviceType: string; menuId: string }[] } }>(VENUE, {
      id: venueId,
      data: { menus: { create: [{ menu: { connect: { id: menu.id } }, serviceType: 'EAT_HERE' }] } },
    });
    expect(set.updateVenue.menus.find((link) => link.serviceType === 'EAT_HERE')?.menuId).toBe(menu.id);

    const refused = await call<{ deleteMenu: { deleted: boolean; usedBy: { serviceType: string }[] } }>(
      DELETE,
      {
        id: menu.id,
      },
    );
    expect(refused.deleteMenu).toMatchObject({ deleted: false, usedBy: [{ serviceType: 'EAT_HERE' }] });
    const forced = await call<{ deleteMenu: { deleted: boolean } }>(DELETE, { id: menu.id, force: true });
    expect(forced.deleteMenu.deleted).toBe(true);
    const [link] = await database.db
      .select({ name: menus.name })
      .from(venueMenus)
      .innerJoin(menus, eq(menus.id, venueMenus.menuId))
      .where(and(eq(venueMenus.venueId, String(venueId)), eq(venueMenus.serviceType, 'EAT_HERE')));
    expect(link?.name).toBe('All articles');

    const all = (await call<{ menus: MenuJson[] }>(MENUS, { all: true })).menus;
    const allArticles = all.find((m) => m.allArticles);
    const fixed = await client.request(DELETE, { id: allArticles?.id, force: true }, { token });
    expect(codeOf(fixed)).toBe('BAD_USER_INPUT');
  });

  it("answers another company's menus, venues and entries like missing ones", async () => {
    const menu = (await call<{ createMenu: MenuJson }>(CREATE, { data: { name: 'Secret', currency: 'SEK' } }))
      .createMenu;
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      [UPDATE, { id: menu.id, data: { name: 'Taken' } }, { id: randomId(), data: { name: 'Taken' } }],
      [DELETE, { id: menu.id, force: true }, { id: randomId(), force: true }],
      [
        VENUE,
        { id: venueIds[0], data: { menus: { create: [] } } },
        { id: randomId(), data: { menus: { create: [] } } },
      ],
    ];
    for (const [query, foreign, random] of cases)
      expectSameAsMissing(
        await client.request(query, foreign, { token: otherToken }),
        await client.request(query, random, { token: otherToken }),
      );
    const mine = (await call<{ menus: MenuJson[] }>(MENUS, { all: true }, otherToken)).menus;
    expect(mine.map((m) => m.name)).toEqual(['All articles']);
    const linkForeign = await client.request(
      VENUE,
      {
        id: other.venue.id,
        data: { menus: { create: [{ menu: { connect: { id: menu.id } }, serviceType: 'POS' }] } },
      },
      { token: otherToken },
    );
    expect(fieldCodes(linkForeign)).toEqual({ 'menus.create.0.menu.connect.id': 'unknownReference' });
  });

  it('needs MENUS to write and answers reads to any signed-in POS user', async () => {
    await setScopes(database.db, other.user.id, ['FINANCE']);
    const limited = await client.login('owner@fjord.test', FIXTURE_PASSWORD);
    expect(
      codeOf(await client.request(CREATE, { data: { name: 'X', currency: 'NOK' } }, { token: limited })),
    ).toBe('FORBIDDEN');
    expect(codeOf(await client.request(MENUS, {}, { token: limited }))).toBeUndefined();
    await setScopes(database.db, other.user.id, ['MENUS']);
  });

  it('shows the POS the happy-hour price inside its window and the own price outside', async () => {
    const item = itemIds[3];
    const {
      menu,
      entries: [entry],
    } = await menuWith('Bar', [[item, 8_900]], { venueId: venueIds[0], serviceType: 'TABLE_SERVICE' });
    // 17:00–19:00 Monday to Friday at 59 kr (venue time, Stockholm).
    const happy = { price: 5_900, windows: [{ days: [1, 2, 3, 4, 5], start: 17 * 60, end: 19 * 60 }] };
    await call(UPDATE, {
      id: menu.id,
      data: { menuEntries: { update: [{ where: { id: entry?.id }, data: { timePrices: [happy] } }] } },
    });
    type At = {
      menuAt: { menuName: string; entries: { itemId: string; price: number; timeBound: boolean }[] };
    };
    // Friday 2026-11-27 17:30 in Stockholm is 16:30 UTC.
    const friday = await call<At>(MENU_AT, {
      venueId: venueIds[0],
      serviceType: 'TABLE_SERVICE',
      at: '2026-11-27T16:30:00Z',
    });
    expect(friday.menuAt.menuName).toBe('Bar');
    expect(friday.menuAt.entries[0]).toMatchObject({ itemId: item, price: 5_900, timeBound: true });
    const saturday = await call<At>(MENU_AT, {
      venueId: venueIds[0],
      serviceType: 'TABLE_SERVICE',
      at: '2026-11-28T16:30:00Z',
    });
    expect(saturday.menuAt.entries[0]).toMatchObject({ price: 8_900, timeBound: false });

    const overlap = await client.request(
      UPDATE,
      {
        id: menu.id,
        data: {
          menuEntries: {
            update: [
              {
                where: { id: entry?.id },
                data: {
                  timePrices: [
                    {
                      price: 1,
                      windows: [
                        { days: [1], start: 600, end: 700 },
                        { days: [1], start: 650, end: 800 },
                      ],
                    },
                  ],
                },
              },
            ],
          },
        },
      },
      { token, language: 'en' },
    );
    expect(codeOf(overlap)).toBe('BAD_USER_INPUT');
    expect(Object.values(fieldCodes(overlap))).toContain('windowsOverlap');
    const backwards = await client.request(
      UPDATE,
      {
        id: menu.id,
        data: {
          menuEntries: {
            update: [
              {
                where: { id: entry?.id },
                data: { schedule: { windows: [{ days: [2], start: 900, end: 600 }] } },
              },
            ],
          },
        },
      },
      { token },
    );
    expect(Object.values(fieldCodes(backwards))).toContain('windowEndsBeforeStart');
    const badTime = await client.request(
      MENU_AT,
      { venueId: venueIds[0], serviceType: 'POS', at: 'tomorrow' },
      { token },
    );
    expect(fieldCodes(badTime)).toEqual({ at: 'dateInvalid' });
  });

  it('reads compiled menus while the catalog version holds, and sees every write, SQL or API', async () => {
    const [item, second] = [itemIds[4], itemIds[5]];
    const venueId = venueIds[1] ?? '';
    const { entries } = await menuWith(
      'Till',
      [
        [item, 8_900],
        [second, 4_500],
      ],
      { venueId, serviceType: 'POS' },
    );
    const entry = entries.find((row) => row.itemId === item);
    type At = { menuAt: { menuName: string; entries: { itemId: string; price: number }[] } };
    const at = '2026-11-27T12:00:00Z';
    const priceNow = async () => {
      const result = await call<At>(MENU_AT, { venueId, serviceType: 'POS', at });
      return result.menuAt.entries.find((row) => row.itemId === item)?.price ?? null;
    };
    expect(await priceNow()).toBe(8_900);
    // The second read of an unchanged catalogue is compiled: no menu rows read.
    expect((await menuAtSource(database.db, companyId, venueId, 'POS')).cached).toBe(true);

    // Writes that bypass the API (an import, psql) bump the version through the triggers.
    const db = database.db;
    await db
      .update(menuEntries)
      .set({ price: 7_000 })
      .where(eq(menuEntries.id, entry?.id ?? ''));
    expect((await menuAtSource(db, companyId, venueId, 'POS')).cached).toBe(false);
    expect(await priceNow()).toBe(7_000);
    await db
      .update(items)
      .set({ deleted: true })
      .where(eq(items.id, item ?? ''));
    expect(await priceNow()).toBeNull();
    await db
      .update(items)
      .set({ deleted: false })
      .where(eq(items.id, item ?? ''));
    expect(await priceNow()).toBe(7_000);

    // A transaction that changes a price sees its own change, but a rollback leaves nothing cached.
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(menuEntries)
          .set({ price: 1 })
          .where(eq(menuEntries.id, entry?.id ?? ''));
        const inside = await menuAtOfVenue(
          tx,
          companyId,
          { id: venueId, timezone: 'Europe/Stockholm' },
          'POS',
          new Date(at),
        );
        expect(inside.entries.find((row) => row.itemId === item)?.price).toBe(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await priceNow()).toBe(7_000);

    await db.delete(menuEntries).where(eq(menuEntries.id, entry?.id ?? ''));
    expect(await priceNow()).toBeNull();
    const [lunch] = await db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.companyId, companyId), eq(menus.name, 'Lunch')));
    await db
      .update(venueMenus)
      .set({ menuId: lunch?.id ?? '', schedule: null })
      .where(and(eq(venueMenus.venueId, venueId), eq(venueMenus.serviceType, 'POS')));
    expect((await call<At>(MENU_AT, { venueId, serviceType: 'POS', at })).menuAt.menuName).toBe('Lunch');
  });

  it('answers menuAt from whole answers per stretch of minutes, and recomputes when a window opens, for a time zone or a venue change', async () => {
    type At = { menuAt: { menuName: string; entries: { price: number; timeBound: boolean }[] } };
    const venueId = venueIds[0] ?? '';
    const ask = (at: string) => call<At>(MENU_AT, { venueId, serviceType: 'TABLE_SERVICE', at });
    const happy = (answer: At) => answer.menuAt.entries.filter((entry) => entry.timeBound).length;
    // Friday 17:30 in Stockholm: the Bar menu's happy hour (17–19; the test above links it).
    const first = await ask('2026-11-27T16:30:05Z');
    expect(happy(first)).toBeGreaterThan(0);
    const hits = menuAtAnswerStats.hits;
    // Another second of the same minute is the same answer, from the cache.
    expect(await ask('2026-11-27T16:30:55+00:00')).toEqual(first);
    expect(menuAtAnswerStats.hits).toBe(hits + 1);
    // So is another minute of the same stretch: no window opens or closes between 17:30 and 17:50.
    expect(await ask('2026-11-27T16:50:00Z')).toEqual(first);
    expect(menuAtAnswerStats.hits).toBe(hits + 2);
    // A bad instant in that minute is still refused (never folded onto a kept answer).
    expect(
      codeOf(
        await client.request(
          MENU_AT,
          { venueId, serviceType: 'TABLE_SERVICE', at: '2026-11-27 16:30' },
          { token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    // The venue's time zone is in the key, and its change bumps the catalog version (0035).
    const db = database.db;
    await db.update(venues).set({ timezone: 'UTC' }).where(eq(venues.id, venueId));
    try {
      expect(happy(await ask('2026-11-27T16:30:05Z'))).toBe(0);
      // The minute decides: 16:59 UTC is before the happy hour, 17:00 inside it.
      expect(happy(await ask('2026-11-27T16:59:59Z'))).toBe(0);
      expect(happy(await ask('2026-11-27T17:00:00Z'))).toBeGreaterThan(0);
    } finally {
      await db.update(venues).set({ timezone: 'Europe/Stockholm' }).where(eq(venues.id, venueId));
    }
    expect(await ask('2026-11-27T16:30:05Z')).toEqual(first);
    // A deleted venue answers NOT_FOUND at once, kept answers or not.
    await db.update(venues).set({ deleted: true }).where(eq(venues.id, venueId));
    try {
      const gone = await client.request(
        MENU_AT,
        { venueId, serviceType: 'TABLE_SERVICE', at: '2026-11-27T16:30:05Z' },
        { token },
      );
      expect(codeOf(gone)).toBe('NOT_FOUND');
    } finally {
      await db.update(venues).set({ deleted: false }).where(eq(venues.id, venueId));
    }
  });

  it('keeps an entry off the POS outside its own times, past midnight included, and refuses bad windows on the field', async () => {
    const [late, always] = [itemIds[6], itemIds[7]];
    const venueId = venueIds[2] ?? venueIds[0] ?? '';
    const { menu, entries } = await menuWith(
      'Late',
      [
        [late, 9_900],
        [always, 3_000],
      ],
      { venueId, serviceType: 'TAKE_AWAY', schedule: null },
    );
    const entry = entries.find((row) => row.itemId === late);
    const setSchedule = (schedule: unknown, language = 'en') =>
      client.request(
        UPDATE,
        {
          id: menu.id,
          data: { menuEntries: { update: [{ where: { id: entry?.id }, data: { schedule } }] } },
        },
        { token, language },
      );
    // Friday and Saturday 22:00–02:00 (venue time): the night menu's burger.
    expectNoErrors(
      await setSchedule({ windows: [{ days: [5, 6], start: 22 * 60, end: 2 * 60, overnight: true }] }),
    );
    const read = (
      await call<{ menus: MenuJson[] }>(
        `query { menus { id menuEntries { id schedule { windows { days start end overnight } } } } }`,
      )
    ).menus.find((row) => row.id === menu.id);
    expect(read?.menuEntries.find((row) => row.id === entry?.id)).toMatchObject({
      schedule: { windows: [{ days: [5, 6], start: 1320, end: 120, overnight: true }] },
    });
    type At = { menuAt: { entries: { itemId: string }[] } };
    const itemsAt = async (at: string) =>
      (await call<At>(MENU_AT, { venueId, serviceType: 'TAKE_AWAY', at })).menuAt.entries.map(
        (row) => row.itemId,
      );
    // Stockholm is UTC+1 in November. Saturday 01:30 is inside Friday's night; Saturday 03:00 is not.
    expect(await itemsAt('2026-11-28T00:30:00Z')).toEqual(expect.arrayContaining([late, always]));
    expect(await itemsAt('2026-11-28T02:00:00Z')).not.toContain(late);
    // Friday 21:00 is before it starts; Sunday 01:00 is Saturday's night; Monday 01:00 is no one's.
    expect(await itemsAt('2026-11-27T20:00:00Z')).not.toContain(late);
    expect(await itemsAt('2026-11-29T00:00:00Z')).toContain(late);
    expect(await itemsAt('2026-11-30T00:00:00Z')).toEqual([always]);

    // Bad input is refused on the field, with the message in the user's language.
    const prefix = 'menuEntries.update.0.data.schedule.windows';
    const backwards = await setSchedule({ windows: [{ days: [2], start: 900, end: 600 }] }, 'sv');
    expect(fieldCodes(backwards)).toEqual({ [`${prefix}.0.end`]: 'windowEndsBeforeStart' });
    const message = errorsOf(backwards)[0]?.extensions?.fieldErrors?.[0]?.message ?? '';
    expect(message.length).toBeGreaterThan(0);
    const english = await setSchedule({ windows: [{ days: [2], start: 900, end: 600 }] }, 'en');
    expect(errorsOf(english)[0]?.extensions?.fieldErrors?.[0]?.message).not.toBe(message);
    expect(fieldCodes(await setSchedule({ windows: [{ days: [], start: 60, end: 120 }] }))).toEqual({
      [`${prefix}.0.days`]: 'windowEmpty',
    });
    expect(fieldCodes(await setSchedule({ windows: [{ days: [3], start: 600, end: 600 }] }))).toEqual({
      [`${prefix}.0.end`]: 'windowEmpty',
    });
    const overlap = await setSchedule({
      windows: [
        { days: [5], start: 22 * 60, end: 2 * 60, overnight: true },
        { days: [6], start: 60, end: 180 },
      ],
    });
    expect(fieldCodes(overlap)).toEqual({ [`${prefix}.1`]: 'windowsOverlap' });
    // Refused changes changed nothing; null makes the entry always available again.
    expect(await itemsAt('2026-11-30T00:00:00Z')).toEqual([always]);
    expectNoErrors(await setSchedule(null));
    expect(await itemsAt('2026-11-30T00:00:00Z')).toEqual(expect.arrayContaining([late, always]));
  });
});
