import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { DEMO_LOGIN } from '../demo/seed.ts';
import { settleReports } from '../finance/reports.service.ts';
import type { Database } from '../platform/db/client.ts';
import { items, rateLimits, stations, venues } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD, licenseModules } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId } from '../test/pim.ts';

const STOCK = `query ($venueId: ID!, $search: String, $lowOnly: Boolean) {
  ingredientStock(venueId: $venueId, search: $search, lowOnly: $lowOnly) {
    count results { id name unit level lowLevel low empty } pageInfo { hasNextPage } } }`;
const MOVES = `query ($venueId: ID!, $ingredientId: ID!) {
  ingredientMovements(venueId: $venueId, ingredientId: $ingredientId) { items { kind delta level who orderId } nextCursor } }`;
const RECIPE = 'query ($itemId: ID!) { recipe(itemId: $itemId) { ingredientId name unit quantity } }';
const SET_RECIPE = `mutation ($itemId: ID!, $lines: [RecipeLineInput!]!) {
  setRecipe(itemId: $itemId, lines: $lines) { ingredientId name quantity } }`;
const CREATE =
  'mutation ($name: String!, $unit: IngredientUnit!) { createIngredient(name: $name, unit: $unit) { id name unit } }';
const DELIVER = `mutation ($input: IngredientDeliveryInput!) { recordIngredientDelivery(input: $input) { id level empty } }`;
const COUNT = `mutation ($input: IngredientCountInput!) { recordIngredientCount(input: $input) { id level empty } }`;
const LOW = `mutation ($venueId: ID!, $ingredientId: ID!, $lowLevel: Int) {
  setIngredientLowLevel(venueId: $venueId, ingredientId: $ingredientId, lowLevel: $lowLevel) { id level lowLevel low } }`;
const MENU_AT = `query ($venueId: ID!, $at: String!) {
  menuAt(venueId: $venueId, serviceType: TABLE_SERVICE, at: $at) { entries { itemId soldOut } } }`;
const GUEST_MENU = `query ($venueId: ID!, $tableCode: String!) {
  guestMenu(venueId: $venueId, tableCode: $tableCode) { items { itemId title soldOut } } }`;
const PLACE = `mutation ($venueId: ID!, $tableCode: String!, $lines: [GuestOrderLineInput!]!) {
  placeGuestOrder(venueId: $venueId, tableCode: $tableCode, lines: $lines) { number } }`;
const ORDER = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id number } } }';
const BOARD = `query ($stationId: ID!, $venueId: ID!) {
  kdsTickets(stationId: $stationId, venueId: $venueId, first: 50) { tickets { orderId lines { title soldOut } } } }`;
const ITEMS = `query ($venueId: ID!) { items { results { id title soldOut(venueId: $venueId) } } }`;
const UNIT_DELIVERY = `mutation ($input: StockDeliveryInput!) { recordDelivery(input: $input) { level } }`;
const GENERATE = `mutation ($input: ReportsInput!) { generateReport(input: $input) { id } }`;
const REPORT = 'query ($id: ID!) { report(id: $id) { status rowCount csv } }';

interface Stock {
  id: string;
  name: string;
  unit: string;
  level: number | null;
  lowLevel: number | null;
  low: boolean;
  empty: boolean;
}

describe.each(testDatabaseKinds())(
  'inventory: stock counted in ingredients (decision 0109) on %s',
  (kind) => {
    let database: Database;
    let client: ReturnType<typeof testApi>;
    let token: string;
    let otherToken: string;
    let venueId: string;
    let meatballs: { id: string; title: string; vatRate: number; defaultPrice: number };
    let cola: { id: string; defaultPrice: number };
    let pass: string;
    let other: Awaited<ReturnType<typeof createCompany>>;
    const ids = new Map<string, string>();

    const request = <T>(query: string, variables: Record<string, unknown> = {}, as: string | null = token) =>
      client.request<T>(query, variables, { token: as, language: 'en' });
    const call = async <T>(
      query: string,
      variables: Record<string, unknown> = {},
      as: string | null = token,
    ) => {
      const result = await request<T>(query, variables, as);
      expectNoErrors(result);
      return result.data as T;
    };
    const id = (name: string) => ids.get(name) ?? '';
    const stockOf = async (name: string) =>
      (await call<{ ingredientStock: { results: Stock[] } }>(STOCK, { venueId, search: name }))
        .ingredientStock.results[0];
    const soldOnTill = async () =>
      (
        await call<{ menuAt: { entries: { itemId: string; soldOut: boolean }[] } }>(MENU_AT, {
          venueId,
          at: new Date().toISOString(),
        })
      ).menuAt.entries.find((entry) => entry.itemId === meatballs.id)?.soldOut;
    const soldToGuests = async () =>
      (
        await call<{ guestMenu: { items: { itemId: string; soldOut: boolean }[] } }>(
          GUEST_MENU,
          { venueId, tableCode: '5' },
          null,
        )
      ).guestMenu.items.find((item) => item.itemId === meatballs.id)?.soldOut;
    const soldInCatalogue = async () =>
      (
        await call<{ items: { results: { id: string; soldOut: boolean }[] } }>(ITEMS, { venueId })
      ).items.results.find((item) => item.id === meatballs.id)?.soldOut;
    const sell = (lines: { itemId: string; quantity: number; price: number; title?: string }[]) =>
      call<{ createOrder: { order: { id: string; number: number } } }>(ORDER, {
        input: {
          idempotencyKey: `recipe-${Math.random()}`,
          venueId,
          status: 'ACCEPTED',
          serviceType: 'TABLE_SERVICE',
          table: '12',
          lines: lines.map((line) => ({
            itemId: line.itemId,
            title: line.title ?? 'x',
            quantity: line.quantity,
            unitPrice: line.price,
            manualPrice: true,
            vatRate: 12,
            total: line.quantity * line.price,
          })),
          total: lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
        },
      });

    beforeAll(async () => {
      const demo = await openDemoDatabase(kind);
      database = demo.database;
      const { companyId } = demo;
      client = testApi(database.db);
      token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const [venue] = await database.db
        .select()
        .from(venues)
        .where(eq(venues.companyId, companyId))
        .orderBy(asc(venues.createdAt), asc(venues.name))
        .limit(1);
      venueId = venue?.id ?? '';
      const found = await database.db
        .select({
          id: items.id,
          title: items.title,
          vatRate: items.vatRate,
          defaultPrice: items.defaultPrice,
        })
        .from(items)
        .where(and(eq(items.companyId, companyId), eq(items.deleted, false)));
      const byTitle = (title: string) => {
        const item = found.find((row) => row.title === title);
        if (!item) throw new Error(`demo item ${title}`);
        return item;
      };
      meatballs = byTitle('Köttbullar med potatismos');
      cola = byTitle('Coca-Cola');
      // A kitchen pass of this suite's own, with the meatballs routed to it.
      const [station] = await database.db
        .insert(stations)
        .values({ companyId, name: 'Pizzapass', kind: 'SCREEN', venueId })
        .returning();
      pass = station?.id ?? '';
      await database.db.update(items).set({ stationId: pass }).where(eq(items.id, meatballs.id));
      other = await createCompany(database.db, { name: 'Other', email: 'other@recipes.test' });
      await licenseModules(database.db, other.company.id, ['INVENTORY']);
      otherToken = await client.login('other@recipes.test', FIXTURE_PASSWORD);
      const list = await call<{ ingredientStock: { results: Stock[] } }>(STOCK, { venueId });
      for (const row of list.ingredientStock.results) ids.set(row.name, row.id);
    }, 120_000);
    afterAll(async () => {
      await settleReports();
      await database.close();
    });
    beforeEach(async () => {
      await database.db.delete(rateLimits);
    });

    it("lists the demo's ingredients with their stock at the venue, and the meatballs's recipe", async () => {
      const list = await call<{ ingredientStock: { count: number; results: Stock[] } }>(STOCK, { venueId });
      expect(list.ingredientStock.count).toBe(2);
      expect(list.ingredientStock.results).toEqual([
        expect.objectContaining({
          name: 'Köttbullar',
          unit: 'PIECE',
          level: 400,
          lowLevel: 100,
          empty: false,
        }),
        expect.objectContaining({ name: 'Potatis', unit: 'GRAM', level: 20000, lowLevel: 4000, low: false }),
      ]);
      const recipe = await call<{ recipe: { name: string; unit: string; quantity: number }[] }>(RECIPE, {
        itemId: meatballs.id,
      });
      expect(recipe.recipe).toEqual([
        expect.objectContaining({ name: 'Köttbullar', unit: 'PIECE', quantity: 8 }),
        expect.objectContaining({ name: 'Potatis', unit: 'GRAM', quantity: 250 }),
      ]);
      expect(await soldOnTill()).toBe(false);
      expect(await soldToGuests()).toBe(false);
      expect(await soldInCatalogue()).toBe(false);
    });

    it('takes each ingredient by its recipe in the sale, and sells the product out when one runs short: till, guest page, kitchen, catalogue', async () => {
      await call(COUNT, { input: { venueId, ingredientId: id('Potatis'), level: 500, note: 'Counted' } });
      const sale = await sell([
        { itemId: meatballs.id, quantity: 1, price: 13500, title: 'Köttbullar med potatismos' },
      ]);
      expect(await stockOf('Potatis')).toMatchObject({ level: 250, empty: false });
      expect(await stockOf('Köttbullar')).toMatchObject({ level: 392 });
      // 250 g left: exactly one more, so still on sale.
      expect(await soldOnTill()).toBe(false);
      const placed = await call<{ placeGuestOrder: { number: number } }>(
        PLACE,
        { venueId, tableCode: '5', lines: [{ itemId: meatballs.id, quantity: 1 }] },
        null,
      );
      expect(placed.placeGuestOrder.number).toBeGreaterThan(0);
      expect(await stockOf('Potatis')).toMatchObject({ level: 0, empty: true });
      const moves = await call<{
        ingredientMovements: {
          items: { kind: string; delta: number; level: number; orderId: string | null }[];
        };
      }>(MOVES, { venueId, ingredientId: id('Potatis') });
      expect(moves.ingredientMovements.items.map((m) => [m.kind, m.delta, m.level])).toEqual([
        ['SALE', -250, 0],
        ['SALE', -250, 250],
        ['COUNT', -19500, 500],
        ['DELIVERY', 20000, 20000],
      ]);
      expect(moves.ingredientMovements.items[1]?.orderId).toBe(sale.createOrder.order.id);
      expect(await soldOnTill()).toBe(true);
      expect(await soldToGuests()).toBe(true);
      expect(await soldInCatalogue()).toBe(true);
      const board = await call<{
        kdsTickets: { tickets: { orderId: string; lines: { title: string; soldOut: boolean }[] }[] };
      }>(BOARD, { stationId: pass, venueId });
      const ticket = board.kdsTickets.tickets.find((t) => t.orderId === sale.createOrder.order.id);
      expect(ticket?.lines).toEqual([
        expect.objectContaining({ title: 'Köttbullar med potatismos', soldOut: true }),
      ]);
    });

    it('refuses a guest order of a sold-out product with a clear error, and sells again after a delivery', async () => {
      const refused = await request(
        PLACE,
        { venueId, tableCode: '5', lines: [{ itemId: meatballs.id, quantity: 1 }] },
        null,
      );
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(fieldCodes(refused)).toEqual({ 'lines.0.itemId': 'soldOut' });
      expect(JSON.stringify(refused.errors)).toContain('Meatballs with mashed potatoes is sold out.');
      const back = await call<{ recordIngredientDelivery: { level: number; empty: boolean } }>(DELIVER, {
        input: { venueId, ingredientId: id('Potatis'), quantity: 1000 },
      });
      expect(back.recordIngredientDelivery).toMatchObject({ level: 1000, empty: false });
      expect(await soldOnTill()).toBe(false);
      expect(await soldToGuests()).toBe(false);
    });

    it('does not sell out for an untracked ingredient, only once it is counted short', async () => {
      const made = await call<{ createIngredient: { id: string; name: string; unit: string } }>(CREATE, {
        name: 'Basilika',
        unit: 'PIECE',
      });
      ids.set('Basilika', made.createIngredient.id);
      const lines = [
        { ingredientId: id('Köttbullar'), quantity: 8 },
        { ingredientId: id('Potatis'), quantity: 250 },
        { ingredientId: id('Basilika'), quantity: 2 },
      ];
      const set = await call<{ setRecipe: { name: string; quantity: number }[] }>(SET_RECIPE, {
        itemId: meatballs.id,
        lines,
      });
      expect(set.setRecipe.map((line) => line.name)).toEqual(['Basilika', 'Köttbullar', 'Potatis']);
      expect((await stockOf('Basilika'))?.level).toBeNull();
      expect(await soldOnTill()).toBe(false);
      // Counted at one leaf: less than one meatballs takes.
      await call(COUNT, { input: { venueId, ingredientId: id('Basilika'), level: 1 } });
      expect(await soldOnTill()).toBe(true);
      await call(DELIVER, { input: { venueId, ingredientId: id('Basilika'), quantity: 1 } });
      expect(await soldOnTill()).toBe(false);
      // No recipe: the product sells from its units (here untracked) again.
      expect(
        (await call<{ setRecipe: unknown[] }>(SET_RECIPE, { itemId: meatballs.id, lines: [] })).setRecipe,
      ).toEqual([]);
      await call(COUNT, { input: { venueId, ingredientId: id('Basilika'), level: 0 } });
      expect(await soldOnTill()).toBe(false);
      await call(SET_RECIPE, { itemId: meatballs.id, lines: lines.slice(0, 2) });
    });

    it('keeps unit-counted products beside recipes: a unit sale takes units, not ingredients', async () => {
      const before = await stockOf('Köttbullar');
      const level = (
        await call<{ recordDelivery: { level: number } }>(UNIT_DELIVERY, {
          input: { venueId, itemId: cola.id, quantity: 10 },
        })
      ).recordDelivery.level;
      await sell([{ itemId: cola.id, quantity: 2, price: cola.defaultPrice }]);
      expect((await stockOf('Köttbullar'))?.level).toBe(before?.level);
      const after = await call<{ stockLevel: { level: number } }>(
        'query ($venueId: ID!, $itemId: ID!) { stockLevel(venueId: $venueId, itemId: $itemId) { level } }',
        { venueId, itemId: cola.id },
      );
      expect(after.stockLevel.level).toBe(level - 2);
    });

    it('refuses a duplicate name, a bad recipe and a low level of an untracked ingredient with field codes', async () => {
      const duplicate = await request(CREATE, { name: ' potatis ', unit: 'GRAM' });
      expect(codeOf(duplicate)).toBe('BAD_USER_INPUT');
      expect(fieldCodes(duplicate)).toEqual({ name: 'duplicate' });
      const twice = await request(SET_RECIPE, {
        itemId: meatballs.id,
        lines: [
          { ingredientId: id('Köttbullar'), quantity: 1 },
          { ingredientId: id('Köttbullar'), quantity: 0 },
        ],
      });
      expect(fieldCodes(twice)).toEqual({
        'lines.1.ingredientId': 'invalid',
        'lines.1.quantity': 'tooSmall',
      });
      const dill = await call<{ createIngredient: { id: string } }>(CREATE, { name: 'Dill', unit: 'GRAM' });
      const untracked = await request(LOW, { venueId, ingredientId: dill.createIngredient.id, lowLevel: 3 });
      expect(codeOf(untracked)).toBe('NOT_FOUND');
      const low = await call<{ setIngredientLowLevel: { lowLevel: number; low: boolean } }>(LOW, {
        venueId,
        ingredientId: id('Köttbullar'),
        lowLevel: 1000,
      });
      expect(low.setIngredientLowLevel).toMatchObject({ lowLevel: 1000, low: true });
      const lowOnly = await call<{ ingredientStock: { results: Stock[] } }>(STOCK, {
        venueId,
        lowOnly: true,
      });
      expect(lowOnly.ingredientStock.results.map((row) => row.name)).toContain('Köttbullar');
      expect(lowOnly.ingredientStock.results.every((row) => row.low)).toBe(true);
    });

    it("answers another company's product, ingredient or venue exactly like a missing one", async () => {
      const theirs = await call<{ createIngredient: { id: string } }>(
        CREATE,
        { name: 'Ost', unit: 'GRAM' },
        otherToken,
      );
      const cases: [string, (foreign: string) => Record<string, unknown>, string][] = [
        [RECIPE, (x) => ({ itemId: x }), other.items[0]?.id ?? ''],
        [
          SET_RECIPE,
          (x) => ({ itemId: meatballs.id, lines: [{ ingredientId: x, quantity: 1 }] }),
          theirs.createIngredient.id,
        ],
        [DELIVER, (x) => ({ input: { venueId, ingredientId: x, quantity: 1 } }), theirs.createIngredient.id],
        [MOVES, (x) => ({ venueId, ingredientId: x }), theirs.createIngredient.id],
        [STOCK, (x) => ({ venueId: x }), other.venue.id],
        [COUNT, (x) => ({ input: { venueId: x, ingredientId: id('Köttbullar'), level: 1 } }), other.venue.id],
      ];
      for (const [query, variables, foreignId] of cases) {
        const foreign = await request(query, variables(foreignId));
        const missing = await request(query, variables(randomId()));
        expect(codeOf(foreign)).toBe('NOT_FOUND');
        expectSameAsMissing(foreign, missing);
      }
      // The catalogue's sold-out flag for a venue not the viewer's: false, nothing told.
      const catalogue = await call<{ items: { results: { soldOut: boolean }[] } }>(ITEMS, {
        venueId: other.venue.id,
      });
      expect(catalogue.items.results.every((item) => !item.soldOut)).toBe(true);
    });

    it('puts back the ingredients of returned lines (RETURN)', async () => {
      const before = (await stockOf('Köttbullar'))?.level ?? 0;
      const sale = await sell([
        { itemId: meatballs.id, quantity: 2, price: 13500, title: 'Köttbullar med potatismos' },
      ]);
      expect((await stockOf('Köttbullar'))?.level).toBe(before - 16);
      // Served and paid: the order is completed with its payment, so it can be refunded.
      await call(
        `mutation ($key: String!, $orderId: ID!, $payments: [OrderPaymentInput!]) {
          updateOrderStatus(idempotencyKey: $key, orderId: $orderId, status: "COMPLETED", payments: $payments) { order { id } } }`,
        {
          key: `done-${Math.random()}`,
          orderId: sale.createOrder.order.id,
          payments: [{ method: 'CASH', amount: 27000, tip: 0 }],
        },
      );
      const lines = await call<{ order: { lines: { id: string }[] } }>(
        'query ($id: ID!) { order(id: $id) { lines { id } } }',
        { id: sale.createOrder.order.id },
      );
      await call(
        'mutation ($orderId: ID!, $key: String!, $lines: [RefundLineInput!]) { refundOrder(orderId: $orderId, idempotencyKey: $key, lines: $lines, reason: "Returned") { id } }',
        {
          orderId: sale.createOrder.order.id,
          key: `ret-${Math.random()}`,
          lines: [{ lineId: lines.order.lines[0]?.id, quantity: 1 }],
        },
      );
      expect((await stockOf('Köttbullar'))?.level).toBe(before - 8);
    });

    it("reports INVENTORY columns for today's range as CSV: sold, delivered, stock at day end and its value", async () => {
      const today = accountingDateWithCutoff(new Date(), 'Europe/Stockholm', '05:30');
      const started = await call<{ generateReport: { id: string } }>(GENERATE, {
        input: { type: 'INVENTORY', createdAt_gt: today, createdAt_lt: today, venueIds: [venueId] },
      });
      await settleReports();
      const report = (
        await call<{ report: { status: string; csv: string } }>(REPORT, { id: started.generateReport.id })
      ).report;
      expect(report.status).toBe('done');
      const [header, ...rows] = report.csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(header?.split(',')).toEqual([
        'Accounting day',
        'Venue',
        'Product',
        'Sold',
        'Returned',
        'Quantity',
        'Incl. VAT',
        'Delivered',
        'Counted (±)',
        'In stock at day end',
        'Stock value (default price)',
      ]);
      const colaRow = rows.map((row) => row.split(',')).find((cells) => cells[2] === 'Coca-Cola');
      const level = await call<{ stockLevel: { level: number } }>(
        'query ($venueId: ID!, $itemId: ID!) { stockLevel(venueId: $venueId, itemId: $itemId) { level } }',
        { venueId, itemId: cola.id },
      );
      expect(colaRow?.[0]).toBe(today);
      expect(Number(colaRow?.[3])).toBeGreaterThanOrEqual(2);
      expect(Number(colaRow?.[7])).toBe(10);
      expect(Number(colaRow?.[9])).toBe(level.stockLevel.level);
      // Money in the CSV in major units (the shared writer's amounts).
      expect(Number(colaRow?.[10])).toBe((level.stockLevel.level * cola.defaultPrice) / 100);
    });
  },
);
