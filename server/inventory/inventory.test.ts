import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { permissions, stockMovements } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD, licenseModules } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, fieldCodes } from '../test/pim.ts';

const LEVEL = 'id venueId itemId title level lowLevel low soldOut unitPrice';
const LIST = `query ($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {
  stockLevels(venueId: $venueId, search: $search, lowOnly: $lowOnly, first: $first, after: $after) {
    count results { ${LEVEL} } pageInfo { endCursor hasNextPage } } }`;
const MOVEMENTS = `query ($venueId: ID!, $itemId: ID!, $first: Int, $after: String) {
  stockMovements(venueId: $venueId, itemId: $itemId, first: $first, after: $after) {
    items { kind delta level who note orderId } nextCursor } }`;
const DELIVERY = `mutation ($input: StockDeliveryInput!) { recordDelivery(input: $input) { ${LEVEL} } }`;
const COUNT = `mutation ($input: StockCountInput!) { recordStockCount(input: $input) { ${LEVEL} } }`;
const LOW = `mutation ($venueId: ID!, $itemId: ID!, $lowLevel: Int) { setLowStockLevel(venueId: $venueId, itemId: $itemId, lowLevel: $lowLevel) { ${LEVEL} } }`;
const CREATE_ORDER = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }';
const REFUND =
  'mutation ($orderId: ID!, $key: String!, $lines: [RefundLineInput!]) { refundOrder(orderId: $orderId, idempotencyKey: $key, lines: $lines, reason: "Returned") { id } }';
const ORDER_LINES = 'query ($id: ID!) { order(id: $id) { lines { id } } }';

interface Level {
  id: string;
  itemId: string;
  title: string;
  level: number;
  lowLevel: number | null;
  low: boolean;
  soldOut: boolean;
  unitPrice: number;
}

let seq = 0;
const key = () => `inventory-key-${Date.now()}-${++seq}`;

describe.each(testDatabaseKinds())(
  'inventory: stock per product and venue (issue 47 item 8) on %s',
  (kind) => {
    let database: Database;
    let client: ReturnType<typeof testApi>;
    let a: Awaited<ReturnType<typeof createCompany>>;
    let b: Awaited<ReturnType<typeof createCompany>>;
    let tokenA: string;
    let tokenB: string;
    let tokenC: string;

    const request = (query: string, variables: Record<string, unknown>, token = tokenA) =>
      client.request<Record<string, unknown>>(query, variables, { token });
    const call = async <T>(query: string, variables: Record<string, unknown>, token = tokenA) => {
      const result = await client.request<T>(query, variables, { token });
      expectNoErrors(result);
      return result.data as T;
    };
    const item = (index: number) => {
      const found = a.items[index];
      if (!found) throw new Error('fixture item');
      return found;
    };
    const deliver = async (itemId: string, quantity: number, idempotencyKey?: string, token = tokenA) =>
      (
        await call<{ recordDelivery: Level }>(
          DELIVERY,
          { input: { venueId: a.venue.id, itemId, quantity, idempotencyKey } },
          token,
        )
      ).recordDelivery;
    const list = async (variables: Record<string, unknown> = {}) =>
      (
        await call<{
          stockLevels: { count: number; results: Level[]; pageInfo: { endCursor: string | null } };
        }>(LIST, { venueId: a.venue.id, ...variables })
      ).stockLevels;
    const sell = (itemId: string, quantity: number, price: number) =>
      call<{ createOrder: { order: { id: string } } }>(CREATE_ORDER, {
        input: {
          idempotencyKey: key(),
          venueId: a.venue.id,
          source: 'POS',
          status: 'COMPLETED',
          serviceType: 'EAT_HERE',
          lines: [{ itemId, title: 'x', quantity, unitPrice: price, vatRate: 25, total: quantity * price }],
          payments: [{ method: 'CASH', amount: quantity * price, tip: 0 }],
          total: quantity * price,
        },
      });

    const licensed = (companyId: string) => licenseModules(database.db, companyId, ['INVENTORY']);

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      client = testApi(database.db);
      a = await createCompany(database.db, { name: 'Lager', email: 'lager@example.com', items: 4 });
      b = await createCompany(database.db, { name: 'Andra', email: 'andra@example.com' });
      const c = await createCompany(database.db, { name: 'Olicens', email: 'olicens@example.com' });
      await licensed(a.company.id);
      await licensed(b.company.id);
      tokenA = await client.login('lager@example.com', FIXTURE_PASSWORD);
      tokenB = await client.login('andra@example.com', FIXTURE_PASSWORD);
      tokenC = await client.login('olicens@example.com', FIXTURE_PASSWORD);
      expect(c.venue.id).toBeTruthy();
    }, 120_000);
    afterAll(() => database.close());

    it('starts tracking with a delivery, adds further deliveries and keeps each as a movement', async () => {
      const first = await deliver(item(0).id, 5);
      expect(first).toMatchObject({
        level: 5,
        soldOut: false,
        low: false,
        title: 'Lager item 1',
        unitPrice: 1000,
      });
      expect((await deliver(item(0).id, 3)).level).toBe(8);
      const moves = await call<{
        stockMovements: { items: { kind: string; delta: number; level: number; who: string }[] };
      }>(MOVEMENTS, { venueId: a.venue.id, itemId: item(0).id });
      expect(moves.stockMovements.items.map((m) => [m.kind, m.delta, m.level])).toEqual([
        ['DELIVERY', 3, 8],
        ['DELIVERY', 5, 5],
      ]);
      expect(moves.stockMovements.items[0]?.who).toBe('Lager Owner');
    });

    it('sets the level with a count and records the difference', async () => {
      const counted = await call<{ recordStockCount: Level }>(COUNT, {
        input: { venueId: a.venue.id, itemId: item(0).id, level: 6, note: 'Friday count' },
      });
      expect(counted.recordStockCount.level).toBe(6);
      const moves = await call<{
        stockMovements: { items: { kind: string; delta: number; note: string | null }[] };
      }>(MOVEMENTS, { venueId: a.venue.id, itemId: item(0).id, first: 1 });
      expect(moves.stockMovements.items).toEqual([
        expect.objectContaining({ kind: 'COUNT', delta: -2, note: 'Friday count' }),
      ]);
    });

    it('answers a retried write once per idempotency key; another body with the key is CONFLICT', async () => {
      const k = key();
      const once = await deliver(item(1).id, 4, k);
      const again = await deliver(item(1).id, 4, k);
      expect(again.level).toBe(once.level);
      expect(once.level).toBe(4);
      const other = await request(DELIVERY, {
        input: { venueId: a.venue.id, itemId: item(1).id, quantity: 5, idempotencyKey: k },
      });
      expect(codeOf(other)).toBe('CONFLICT');
    });

    it('refuses bad quantities with field errors', async () => {
      const zero = await request(DELIVERY, {
        input: { venueId: a.venue.id, itemId: item(0).id, quantity: 0 },
      });
      expect(codeOf(zero)).toBe('BAD_USER_INPUT');
      expect(fieldCodes(zero)).toEqual({ quantity: 'tooSmall' });
      const negative = await request(COUNT, {
        input: { venueId: a.venue.id, itemId: item(0).id, level: -1 },
      });
      expect(fieldCodes(negative)).toEqual({ level: 'tooSmall' });
    });

    it('lists the tracked products by title, searched, paged and filtered to those low on stock', async () => {
      await deliver(item(2).id, 2);
      await call(LOW, { venueId: a.venue.id, itemId: item(2).id, lowLevel: 3 });
      const all = await list();
      expect(all.count).toBe(3);
      expect(all.results.map((r) => r.title)).toEqual(['Lager item 1', 'Lager item 2', 'Lager item 3']);
      const low = await list({ lowOnly: true });
      expect(low.results.map((r) => [r.title, r.low])).toEqual([['Lager item 3', true]]);
      expect((await list({ search: 'item 2' })).results.map((r) => r.title)).toEqual(['Lager item 2']);
      const page = await list({ first: 2 });
      const next = await list({ first: 2, after: page.pageInfo.endCursor });
      expect([...page.results, ...next.results].map((r) => r.title)).toEqual(all.results.map((r) => r.title));
      // Clearing the level; a product not tracked has none to set.
      expect(
        (await call<{ setLowStockLevel: Level }>(LOW, { venueId: a.venue.id, itemId: item(2).id }))
          .setLowStockLevel.lowLevel,
      ).toBeNull();
      expect(codeOf(await request(LOW, { venueId: a.venue.id, itemId: item(3).id, lowLevel: 1 }))).toBe(
        'NOT_FOUND',
      );
    });

    it('takes a sale from tracked stock in the order, sells out at zero, and a delivery restocks', async () => {
      await call(COUNT, { input: { venueId: a.venue.id, itemId: item(1).id, level: 2 } });
      const order = await sell(item(1).id, 2, 2000);
      const after = (await list({ search: 'item 2' })).results[0];
      expect(after).toMatchObject({ level: 0, soldOut: true });
      const moves = await call<{
        stockMovements: { items: { kind: string; delta: number; orderId: string | null }[] };
      }>(MOVEMENTS, { venueId: a.venue.id, itemId: item(1).id, first: 1 });
      expect(moves.stockMovements.items[0]).toMatchObject({
        kind: 'SALE',
        delta: -2,
        orderId: order.createOrder.order.id,
      });
      // A product not tracked at the venue is sold without a movement.
      await sell(item(3).id, 1, 4000);
      expect(
        await database.db
          .select()
          .from(stockMovements)
          .where(eq(stockMovements.itemId, item(3).id)),
      ).toEqual([]);
      // A refund of the line puts its units back (RETURN).
      const lines = await call<{ order: { lines: { id: string }[] } }>(ORDER_LINES, {
        id: order.createOrder.order.id,
      });
      await call(REFUND, {
        key: key(),
        orderId: order.createOrder.order.id,
        lines: [{ lineId: lines.order.lines[0]?.id, quantity: 1 }],
      });
      expect((await list({ search: 'item 2' })).results[0]).toMatchObject({ level: 1, soldOut: false });
      await sell(item(1).id, 1, 2000);
      expect((await list({ search: 'item 2' })).results[0]).toMatchObject({ level: 0, soldOut: true });
      expect((await deliver(item(1).id, 10)).soldOut).toBe(false);
    });

    it('answers a foreign venue or product like a missing one, and needs the INVENTORY module', async () => {
      const foreignVenue = await request(DELIVERY, {
        input: { venueId: b.venue.id, itemId: item(0).id, quantity: 1 },
      });
      expect(codeOf(foreignVenue)).toBe('NOT_FOUND');
      const foreignItem = await request(DELIVERY, {
        input: { venueId: a.venue.id, itemId: b.items[0]?.id, quantity: 1 },
      });
      expect(codeOf(foreignItem)).toBe('NOT_FOUND');
      const missing = await request(LIST, { venueId: '00000000-0000-4000-8000-000000000000' });
      expect(codeOf(missing)).toBe('NOT_FOUND');
      expect(codeOf(await request(LIST, { venueId: a.venue.id }, tokenB))).toBe('NOT_FOUND');
      expect(
        (await call<{ stockLevels: { count: number } }>(LIST, { venueId: b.venue.id }, tokenB)).stockLevels
          .count,
      ).toBe(0);
      expect(codeOf(await request(LIST, { venueId: a.venue.id }, tokenC))).toBe('FORBIDDEN');
    });

    it('keeps a user restricted to other venues out, and needs a product scope', async () => {
      const [user] = [a.user];
      await database.db
        .update(permissions)
        .set({ venueIds: [b.venue.id] })
        .where(eq(permissions.userId, user.id));
      const restricted = await client.login('lager@example.com', FIXTURE_PASSWORD);
      expect(codeOf(await request(LIST, { venueId: a.venue.id }, restricted))).toBe('NOT_FOUND');
      await database.db
        .update(permissions)
        .set({ venueIds: [], scopes: ['FINANCE'] })
        .where(eq(permissions.userId, user.id));
      const finance = await client.login('lager@example.com', FIXTURE_PASSWORD);
      expect(codeOf(await request(LIST, { venueId: a.venue.id }, finance))).toBe('FORBIDDEN');
      await database.db.update(permissions).set({ scopes: [] }).where(eq(permissions.userId, user.id));
    });
  },
);
