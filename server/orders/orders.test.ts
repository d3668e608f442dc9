import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyViewer, prefixOf } from '../platform/apiKeyViewer.ts';
import type { Database } from '../platform/db/client.ts';
import {
  apiKeys,
  menuEntries,
  menus,
  offers,
  orders,
  rateLimits,
  venueMenus,
  venues,
} from '../platform/db/schema/index.ts';
import { RATE_LIMITS } from '../platform/rateLimits.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const ORDER_FIELDS = `id number status total vatTotal paid refunded accountingDate createdAt source channel
  vat { rate net vat gross } lines { id title quantity unitPrice total vat refundedQuantity }
  payments { method amount tip } refunds { amount status reason acquirerReference } audit { who action }`;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { replayed order { ${ORDER_FIELDS} } } }`;
const REFUND = `mutation ($key: String!, $orderId: ID!, $lines: [RefundLineInput!], $amount: Int, $reason: String!) {
  refundOrder(idempotencyKey: $key, orderId: $orderId, lines: $lines, amount: $amount, reason: $reason) { ${ORDER_FIELDS} } }`;
const STATUS = `mutation ($key: String!, $orderId: ID!, $status: String!, $payments: [OrderPaymentInput!]) {
  updateOrderStatus(idempotencyKey: $key, orderId: $orderId, status: $status, payments: $payments) { replayed order { id status paid } } }`;
const CREATE_KEY = `mutation ($name: String!, $venueId: ID!, $scopes: [String!]!) {
  createApiKey(name: $name, venueId: $venueId, scopes: $scopes) { key apiKey { id prefix scopes lastUsedAt } } }`;

interface OrderJson {
  id: string;
  number: number;
  status: string;
  total: number;
  vatTotal: number;
  paid: number;
  refunded: number;
  accountingDate: string;
  createdAt: string;
  channel: string;
  vat: { rate: number; net: number; vat: number; gross: number }[];
  lines: { id: string; title: string; quantity: number; total: number; refundedQuantity: number }[];
  refunds: { amount: number; status: string; reason: string; acquirerReference: string | null }[];
  audit: { who: string; action: string }[];
}

type Result = {
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { field: string; code: string }[] };
  }[];
};
const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code;
const fieldCodes = (result: Result) =>
  Object.fromEntries((result.errors?.[0]?.extensions?.fieldErrors ?? []).map((e) => [e.field, e.code]));

let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${++keySeq}`;

describe.each(testDatabaseKinds())('orders and the POS API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;
  let keyA: string;
  let keyB: string;

  const asKey = (key: string) => ({ headers: { authorization: `ApiKey ${key}` } });
  const callWithKey = async <T>(key: string, query: string, variables: Record<string, unknown> = {}) => {
    const body = JSON.stringify({ query, variables });
    const response = await client.api.fetch(
      'http://ordna.test/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...asKey(key).headers,
        },
        body,
      },
      { req: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return (await response.json()) as { data?: T } & Result;
  };

  const sale = (overrides: Record<string, unknown> = {}) => {
    const item = a.items[0];
    if (!item) throw new Error('fixture item');
    return {
      idempotencyKey: newKey(),
      venueId: a.venue.id,
      source: 'POS',
      status: 'COMPLETED',
      serviceType: 'EAT_HERE',
      lines: [
        { itemId: item.id, title: item.title, quantity: 2, unitPrice: 1000, vatRate: 25, total: 2000 },
        { title: 'Open price', quantity: 1, unitPrice: 500, vatRate: 12, manualPrice: true, total: 500 },
      ],
      payments: [{ method: 'CASH', amount: 2500, tip: 0 }],
      total: 2500,
      ...overrides,
    };
  };
  const create = (input: Record<string, unknown>, key = keyA) =>
    callWithKey<{ createOrder: { replayed: boolean; order: OrderJson } }>(key, CREATE, { input });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Alfa', email: 'alfa@example.com' });
    b = await createCompany(database.db, { name: 'Beta', email: 'beta@example.com' });
    tokenA = await client.login('alfa@example.com', FIXTURE_PASSWORD);
    tokenB = await client.login('beta@example.com', FIXTURE_PASSWORD);
    const made = await client.request<{ createApiKey: { key: string } }>(
      CREATE_KEY,
      { name: 'Till 1', venueId: a.venue.id, scopes: ['WRITE_ORDERS', 'READ_CATALOGUE'] },
      { token: tokenA },
    );
    keyA = made.data?.createApiKey.key ?? '';
    const madeB = await client.request<{ createApiKey: { key: string } }>(
      CREATE_KEY,
      { name: 'Till B', venueId: b.venue.id, scopes: ['WRITE_ORDERS'] },
      { token: tokenB },
    );
    keyB = madeB.data?.createApiKey.key ?? '';
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('stores keys hashed and shows the whole key once', async () => {
    expect(keyA).toMatch(/^ordna_[0-9a-f]{12}_/);
    const rows = await database.db.select().from(apiKeys).where(eq(apiKeys.companyId, a.company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hash).not.toContain(keyA);
    expect(JSON.stringify(rows)).not.toContain(keyA);
    const list = await client.request<{ apiKeys: { prefix: string }[] }>(
      '{ apiKeys { prefix scopes lastUsedAt } }',
      {},
      { token: tokenA },
    );
    expect(JSON.stringify(list)).not.toContain(keyA);
    expect(list.data?.apiKeys[0]?.prefix).toBe(keyA.slice(0, 18));
  });

  it('keeps a key’s last use at a minute’s resolution and writes it only when due', async () => {
    const lastUsed = async () =>
      (
        await database.db
          .select({ at: apiKeys.lastUsedAt })
          .from(apiKeys)
          .where(eq(apiKeys.companyId, a.company.id))
      )[0]?.at?.getTime();
    const t0 = new Date(Date.now() + 3_600_000);
    expect(await keyViewer(database.db, keyA, t0)).toMatchObject({ companyId: a.company.id });
    expect(await lastUsed()).toBe(t0.getTime());
    // Within the minute: no write (a till's repeated calls cost one read each).
    await keyViewer(database.db, keyA, new Date(t0.getTime() + 30_000));
    expect(await lastUsed()).toBe(t0.getTime());
    const later = new Date(t0.getTime() + 61_000);
    await keyViewer(database.db, keyA, later);
    expect(await lastUsed()).toBe(later.getTime());
  });

  it('creates an order with totals and VAT per rate from the engine, numbered 1', async () => {
    const result = await create(sale());
    expect(result.errors).toBeUndefined();
    const order = result.data?.createOrder.order;
    expect(order?.number).toBe(1);
    expect(order?.total).toBe(2500);
    expect(order?.vat).toEqual([
      { rate: 12, net: 446, vat: 54, gross: 500 },
      { rate: 25, net: 1600, vat: 400, gross: 2000 },
    ]);
    expect(order?.channel).toBe('POS');
    expect(order?.audit[0]).toEqual({ who: 'API key: Till 1', action: 'created' });
  });

  it('answers a retry with the same order and writes nothing, also for concurrent retries', async () => {
    const input = sale();
    const first = await create(input);
    const again = await create(input);
    expect(again.data?.createOrder.replayed).toBe(true);
    expect(again.data?.createOrder.order.id).toBe(first.data?.createOrder.order.id);
    const burst = sale();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(burst)));
    expect(answers.map(codeOf)).toEqual(Array(6).fill(undefined));
    const ids = new Set(answers.map((answer) => answer.data?.createOrder.order.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.data?.createOrder.replayed === false)).toHaveLength(1);
  });

  it('refuses a reused key with another body as CONFLICT', async () => {
    const input = sale();
    await create(input);
    const other = await create({ ...input, guestCount: 4 });
    expect(codeOf(other)).toBe('CONFLICT');
  });

  it('numbers orders per venue without gaps under concurrency, failures included', async () => {
    const answers = await Promise.all([
      create(sale()),
      create(sale({ total: 1 })), // refused: nothing written, no number used
      create(sale()),
      create(sale()),
    ]);
    expect(codeOf(answers[1] as Result)).toBe('BAD_USER_INPUT');
    const numbers = (
      await database.db.select({ n: orders.number }).from(orders).where(eq(orders.venueId, a.venue.id))
    )
      .map((row) => row.n)
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('refuses bad input with translated field errors and writes nothing', async () => {
    const before = (await database.db.select().from(orders)).length;
    const item = a.items[0];
    const line = { itemId: item?.id, title: 'x', quantity: 1, unitPrice: 1000, vatRate: 25, total: 1000 };
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { lines: [{ ...line, total: 999 }], total: 999, payments: [{ method: 'CASH', amount: 999 }] },
        'lines.0.total',
        'lineTotalMismatch',
      ],
      [
        { lines: [line], total: 1200, payments: [{ method: 'CASH', amount: 1200 }] },
        'total',
        'orderTotalMismatch',
      ],
      [
        {
          lines: [{ ...line, unitPrice: 900, total: 900 }],
          total: 900,
          payments: [{ method: 'CASH', amount: 900 }],
        },
        'lines.0.unitPrice',
        'priceMismatch',
      ],
      [
        { lines: [line], total: 1000, payments: [{ method: 'CASH', amount: 500 }] },
        'payments',
        'paymentMismatch',
      ],
      [
        { lines: [line], total: 1000, payments: [{ method: 'CASH', amount: 1500 }] },
        'payments',
        'paymentMismatch',
      ],
      [
        {
          lines: [{ ...line, itemId: b.items[0]?.id }],
          total: 1000,
          payments: [{ method: 'CASH', amount: 1000 }],
        },
        'lines.0.itemId',
        'unknownItem',
      ],
      [
        { lines: [line], total: 1000, status: 'REFUNDED', payments: [{ method: 'CASH', amount: 1000 }] },
        'status',
        'transitionForbidden',
      ],
      [{ lines: [] }, 'lines', 'invalid'],
    ];
    for (const [overrides, field, code] of cases) {
      const result = await create(sale(overrides));
      expect(codeOf(result), field).toBe('BAD_USER_INPUT');
      expect(fieldCodes(result)[field], JSON.stringify(result.errors)).toBe(code);
    }
    const sv = await client.request(CREATE, { input: sale({ total: 1 }) }, { token: tokenA, language: 'sv' });
    expect(sv.errors?.[0]?.message).toBe('Kontrollera de markerade fälten');
    expect((await database.db.select().from(orders)).length).toBe(before);
  });

  it('keeps the original instants of an offline order and files it under its accounting day', async () => {
    // 2026-03-10 05:00 in Oslo (UTC+1) is still the accounting day of 03-09.
    const result = await create(sale({ createdAt: '2026-03-10T04:00:00.000Z' }));
    const order = result.data?.createOrder.order;
    expect(order?.createdAt).toBe('2026-03-10T04:00:00.000Z');
    expect(order?.accountingDate).toBe('2026-03-09');
  });

  it("checks prices against the venue's menu at the order's instant: happy hour in its window only", async () => {
    const item = a.items[0];
    if (!item) throw new Error('fixture item');
    const [bar] = await database.db
      .insert(menus)
      .values({ companyId: a.company.id, name: 'Bar', currency: 'NOK' })
      .returning();
    const weekdays = [1, 2, 3, 4, 5, 6, 7] as (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
    await database.db.insert(menuEntries).values({
      menuId: bar?.id as string,
      itemId: item.id,
      price: 1200,
      timePrices: [{ price: 800, windows: [{ days: weekdays, start: 16 * 60, end: 18 * 60 }] }],
    });
    await database.db
      .insert(venueMenus)
      .values({ venueId: a.venue.id, menuId: bar?.id as string, serviceType: 'TABLE_SERVICE' })
      .onConflictDoUpdate({
        target: [venueMenus.venueId, venueMenus.serviceType],
        set: { menuId: bar?.id as string },
      });
    const at = (price: number, createdAt: string, language?: string) => {
      const input = sale({
        serviceType: 'TABLE_SERVICE',
        createdAt,
        lines: [
          { itemId: item.id, title: item.title, quantity: 1, unitPrice: price, vatRate: 25, total: price },
        ],
        payments: [{ method: 'CASH', amount: price }],
        total: price,
      });
      return language
        ? client.request<{ createOrder: { order: OrderJson } }>(
            CREATE,
            { input },
            { token: tokenA, language },
          )
        : create(input);
    };
    // 16:30 in Stockholm (UTC+1 in March): the happy-hour price, not the menu's own or the default.
    expect((await at(800, '2026-03-10T15:30:00.000Z')).errors).toBeUndefined();
    expect(fieldCodes(await at(1200, '2026-03-10T15:30:00.000Z'))['lines.0.unitPrice']).toBe('priceMismatch');
    // 13:00: outside the window, the happy-hour price is refused in words, with the field.
    const outside = await at(800, '2026-03-10T12:00:00.000Z', 'sv');
    expect(codeOf(outside)).toBe('BAD_USER_INPUT');
    const fields = (outside as Result).errors?.[0]?.extensions?.fieldErrors as
      | { field: string; code: string; message?: string }[]
      | undefined;
    const field = fields?.find((e) => e.field === 'lines.0.unitPrice');
    expect(field?.code).toBe('priceMismatch');
    expect(field?.message).toMatch(/pris/i);
    expect((await at(1200, '2026-03-10T12:00:00.000Z')).errors).toBeUndefined();
    // An item the menu has no entry for: its default price.
    const other = a.items[1];
    const plain = sale({
      serviceType: 'TABLE_SERVICE',
      lines: [{ itemId: other?.id, title: 'x', quantity: 1, unitPrice: 2000, vatRate: 25, total: 2000 }],
      payments: [{ method: 'CASH', amount: 2000 }],
      total: 2000,
    });
    expect((await create(plain)).errors).toBeUndefined();
  });

  it("a terminal's key reads the till (menuAt, layouts, pages, bundle offers) and closes the day, of its venue only", async () => {
    const [second] = await database.db
      .insert(venues)
      .values({ companyId: a.company.id, name: 'Alfa Bergen' })
      .returning();
    const elsewhere = second?.id as string;
    const MENU_AT = `query ($venueId: ID!) { menuAt(venueId: $venueId, serviceType: POS, at: "2026-03-10T12:00:00Z") { menuId entries { itemId price } } }`;
    expect((await callWithKey(keyA, MENU_AT, { venueId: a.venue.id })).errors).toBeUndefined();
    for (const venueId of [elsewhere, b.venue.id])
      expect(codeOf(await callWithKey(keyA, MENU_AT, { venueId })), venueId).toBe('NOT_FOUND');
    // keyB has no READ_CATALOGUE.
    expect(codeOf(await callWithKey(keyB, MENU_AT, { venueId: b.venue.id }))).toBe('FORBIDDEN');

    const layout = await client.request<{ createPosLayout: { id: string } }>(
      'mutation { createPosLayout(data: { name: "Kassa" }) { id } }',
      {},
      { token: tokenA },
    );
    const page = await client.request<{ createPosPage: { id: string } }>(
      'mutation ($id: ID!) { createPosPage(layoutId: $id, data: { name: "Öl", columns: 3, rows: 2 }) { id } }',
      { id: layout.data?.createPosLayout.id },
      { token: tokenA },
    );
    const pageId = page.data?.createPosPage.id;
    const layouts = await callWithKey<{ posLayouts: { id: string }[] }>(keyA, '{ posLayouts { id } }');
    expect(layouts.data?.posLayouts.map((l) => l.id)).toContain(layout.data?.createPosLayout.id);
    const PAGE =
      'query ($id: ID!, $venueId: ID) { posPage(id: $id, venueId: $venueId) { id buttons { price } } }';
    expect((await callWithKey(keyA, PAGE, { id: pageId })).errors).toBeUndefined();
    expect(codeOf(await callWithKey(keyA, PAGE, { id: pageId, venueId: elsewhere }))).toBe('NOT_FOUND');

    const rules = {
      value: 5000,
      groups: [],
      stages: [],
      validity: { weekdays: [], timeWindows: [], startDate: null, endDate: null },
    };
    const bundle = (name: string, venueIds: string[]) => ({
      companyId: a.company.id,
      name,
      type: 'BUNDLE',
      discountType: 'PRICE',
      venueIds,
      rules: rules as never,
    });
    await database.db
      .insert(offers)
      .values([bundle('Everywhere', []), bundle('Here', [a.venue.id]), bundle('Bergen only', [elsewhere])]);
    const bundles = await callWithKey<{ bundleOffers: { name: string }[] }>(
      keyA,
      '{ bundleOffers { name } }',
    );
    expect(bundles.data?.bundleOffers.map((o) => o.name)).toEqual(['Everywhere', 'Here']);

    const CLOSE =
      'mutation ($venueId: ID!) { closeDay(venueId: $venueId, accountingDate: "2025-12-01") { number } }';
    expect(codeOf(await callWithKey(keyA, CLOSE, { venueId: a.venue.id }))).toBe('FORBIDDEN');
    const reports = await client.request<{ createApiKey: { key: string } }>(
      CREATE_KEY,
      { name: 'Till 1 reports', venueId: a.venue.id, scopes: ['READ_REPORTS'] },
      { token: tokenA },
    );
    const reporter = reports.data?.createApiKey.key ?? '';
    expect(codeOf(await callWithKey(reporter, CLOSE, { venueId: elsewhere }))).toBe('NOT_FOUND');
    const closed = await callWithKey<{ closeDay: { number: number } }>(reporter, CLOSE, {
      venueId: a.venue.id,
    });
    expect(closed.errors).toBeUndefined();
    expect(closed.data?.closeDay.number).toBe(1);
    // The key still reaches nothing else of the finance area.
    expect(codeOf(await callWithKey(reporter, '{ zReports(venueId: "x") { id } }'))).toBe('FORBIDDEN');
  });

  it('bounds keys: other company, revoked, back-office operations, scopes', async () => {
    // A key of B naming A's venue or A's order: as if missing.
    expect(codeOf(await create(sale(), keyB))).toBe('NOT_FOUND');
    const own = await create(sale());
    const id = own.data?.createOrder.order.id;
    const foreign = await callWithKey<{ order: unknown }>(
      keyB,
      'query ($id: ID!) { order(id: $id) { id } }',
      { id },
    );
    expect(foreign.data?.order).toBeNull();
    // Back-office operations are closed to a key whatever its scopes stand for.
    for (const query of ['{ apiKeys { id } }', '{ userMetadata { userId } }', '{ venues { id } }']) {
      expect(codeOf(await callWithKey(keyA, query)), query).toBe('FORBIDDEN');
    }
    const createItem = await callWithKey(
      keyA,
      'mutation { createItem(data: { title: "x", defaultPrice: 1, vatRate: 25 }) { id } }',
    );
    expect(codeOf(createItem)).toBe('FORBIDDEN');
    expect(codeOf(await callWithKey(keyA, REFUND, { key: newKey(), orderId: id, reason: 'x' }))).toBe(
      'FORBIDDEN',
    );
    // READ_CATALOGUE reads items; a key without WRITE_ORDERS cannot sell.
    const items = await callWithKey<{ items: { results: unknown[] } }>(keyA, '{ items { results { id } } }');
    expect(items.errors).toBeUndefined();
    const readOnly = await client.request<{ createApiKey: { key: string } }>(
      CREATE_KEY,
      { name: 'Reader', venueId: a.venue.id, scopes: ['READ_CATALOGUE'] },
      { token: tokenA },
    );
    const reader = readOnly.data?.createApiKey.key ?? '';
    expect(codeOf(await create(sale(), reader))).toBe('FORBIDDEN');
    // Revoked: refused as a whole.
    const keyRow = (
      await client.request<{ apiKeys: { id: string; prefix: string }[] }>(
        '{ apiKeys { id prefix } }',
        {},
        { token: tokenA },
      )
    ).data?.apiKeys.find((row) => reader.startsWith(row.prefix));
    await client.request(
      'mutation ($id: ID!) { revokeApiKey(id: $id) { revokedAt } }',
      { id: keyRow?.id },
      { token: tokenA },
    );
    expect(codeOf(await callWithKey(reader, '{ items { results { id } } }'))).toBe('UNAUTHENTICATED');
    // B cannot revoke A's key.
    expect(
      codeOf(
        await client.request(
          'mutation ($id: ID!) { revokeApiKey(id: $id) { id } }',
          { id: keyRow?.id },
          { token: tokenB },
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('a user without ORDERS cannot give a key WRITE_ORDERS', async () => {
    await createCompany(database.db, {
      name: 'Gamma',
      email: 'gamma@example.com',
      scopes: ['POS_CUSTOMIZATION', 'API_KEYS'],
    });
    const token = await client.login('gamma@example.com', FIXTURE_PASSWORD);
    const venues = await client.request<{ venues: { id: string }[] }>('{ venues { id } }', {}, { token });
    const venueId = venues.data?.venues[0]?.id;
    const refused = await client.request(
      CREATE_KEY,
      { name: 'x', venueId, scopes: ['WRITE_ORDERS'] },
      { token },
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
    const allowed = await client.request(
      CREATE_KEY,
      { name: 'x', venueId, scopes: ['READ_CATALOGUE'] },
      { token },
    );
    expect(allowed.errors).toBeUndefined();
  });

  it('moves statuses along the table only, once per key', async () => {
    const pending = await create(sale({ status: 'PENDING', payments: [] }));
    const orderId = pending.data?.createOrder.order.id;
    const bad = await callWithKey(keyA, STATUS, { key: newKey(), orderId, status: 'DELIVERING' });
    expect(fieldCodes(bad).status).toBe('transitionForbidden');
    const accept = await callWithKey(keyA, STATUS, { key: newKey(), orderId, status: 'ACCEPTED' });
    expect(accept.errors).toBeUndefined();
    const unpaid = await callWithKey(keyA, STATUS, { key: newKey(), orderId, status: 'COMPLETED' });
    expect(fieldCodes(unpaid).payments).toBe('paymentMismatch');
    const key = newKey();
    const vars = {
      key,
      orderId,
      status: 'COMPLETED',
      payments: [{ method: 'CARD', amount: 2500, tip: 300, acquirerReference: 'psp-1' }],
    };
    const done = await callWithKey<{ updateOrderStatus: { order: { status: string; paid: number } } }>(
      keyA,
      STATUS,
      vars,
    );
    expect(done.data?.updateOrderStatus.order).toEqual({ id: orderId, status: 'COMPLETED', paid: 2500 });
    const retry = await callWithKey<{ updateOrderStatus: { replayed: boolean } }>(keyA, STATUS, vars);
    expect(retry.data?.updateOrderStatus.replayed).toBe(true);
  });

  it('refunds a line, refuses more than paid, and reaches REFUNDED', async () => {
    const made = await create(sale());
    const order = made.data?.createOrder.order as OrderJson;
    const line = order.lines[0];
    const partial = await client.request<{ refundOrder: OrderJson }>(
      REFUND,
      { key: newKey(), orderId: order.id, lines: [{ lineId: line?.id, quantity: 1 }], reason: 'Cold' },
      { token: tokenA },
    );
    expect(partial.errors).toBeUndefined();
    expect(partial.data?.refundOrder.refunded).toBe(1000);
    expect(partial.data?.refundOrder.lines[0]?.refundedQuantity).toBe(1);
    expect(partial.data?.refundOrder.refunds[0]).toMatchObject({
      amount: 1000,
      status: 'done',
      reason: 'Cold',
    });
    const tooMuch = await client.request(
      REFUND,
      { key: newKey(), orderId: order.id, amount: 1501, reason: 'x' },
      { token: tokenA },
    );
    expect(fieldCodes(tooMuch).amount).toBe('refundTooLarge');
    const tooMany = await client.request(
      REFUND,
      { key: newKey(), orderId: order.id, lines: [{ lineId: line?.id, quantity: 2 }], reason: 'x' },
      { token: tokenA },
    );
    expect(fieldCodes(tooMany)['lines.0.quantity']).toBe('refundTooLarge');
    const rest = await client.request<{ refundOrder: OrderJson }>(
      REFUND,
      { key: newKey(), orderId: order.id, reason: 'Closed' },
      { token: tokenA },
    );
    expect(rest.data?.refundOrder.status).toBe('REFUNDED');
    expect(rest.data?.refundOrder.refunded).toBe(2500);
    const again = await client.request(
      REFUND,
      { key: newKey(), orderId: order.id, reason: 'x' },
      { token: tokenA },
    );
    expect(fieldCodes(again).orderId).toBe('notRefundable');
    // Another company's order: as if missing; a user without ORDERS: forbidden.
    expect(
      codeOf(
        await client.request(REFUND, { key: newKey(), orderId: order.id, reason: 'x' }, { token: tokenB }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('records a card refund as pending without an acquirer, and through a fake acquirer when configured', async () => {
    const card = { payments: [{ method: 'CARD', amount: 2500, acquirerReference: 'psp-9' }] };
    const first = (await create(sale(card))).data?.createOrder.order as OrderJson;
    const pending = await client.request<{ refundOrder: OrderJson }>(
      REFUND,
      { key: newKey(), orderId: first.id, amount: 500, reason: 'Late' },
      { token: tokenA },
    );
    expect(pending.data?.refundOrder.refunds[0]?.status).toBe('pending_acquirer');
    const calls: unknown[] = [];
    const acquirer: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        calls.push(JSON.parse(body));
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ reference: `refund-${calls.length}` }));
      });
    });
    await new Promise<void>((resolve) => acquirer.listen(0, '127.0.0.1', resolve));
    process.env.ACQUIRER_URL = `http://127.0.0.1:${(acquirer.address() as AddressInfo).port}`;
    try {
      const done = await client.request<{ refundOrder: OrderJson }>(
        REFUND,
        { key: newKey(), orderId: first.id, amount: 500, reason: 'Late' },
        { token: tokenA },
      );
      expect(done.data?.refundOrder.refunds[1]).toMatchObject({
        status: 'done',
        acquirerReference: 'refund-1',
      });
      expect(calls).toEqual([
        {
          reference: 'psp-9',
          amount: 500,
          orderId: first.id,
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ]);
    } finally {
      delete process.env.ACQUIRER_URL;
      acquirer.close();
    }
  });

  it('sends the receipt by email in the company language and lists with filters, totals and cursors', async () => {
    const made = (await create(sale({ serviceType: 'TAKE_AWAY' }))).data?.createOrder.order as OrderJson;
    const sent = await client.request(
      'mutation ($id: ID!) { sendOrderEmail(orderId: $id, email: "guest@example.com") { id } }',
      { id: made.id },
      { token: tokenA },
    );
    expect(sent.errors).toBeUndefined();
    const mail = client.mails.at(-1);
    expect(mail?.to).toBe('guest@example.com');
    expect(mail?.subject).toContain(String(made.number));
    const page = async (variables: Record<string, unknown>) =>
      client.request<{
        orders: {
          items: { id: string; number: number }[];
          nextCursor: string | null;
          totalCount: number;
          totalAmount: number;
        };
      }>(
        'query ($filter: OrderFilter, $first: Int, $after: String) { orders(filter: $filter, first: $first, after: $after) { items { id number } nextCursor totalCount totalAmount } }',
        variables,
        { token: tokenA },
      );
    const all = await page({ first: 3 });
    const total = all.data?.orders.totalCount ?? 0;
    expect(total).toBeGreaterThan(5);
    const seen = new Set<string>();
    let after: string | null | undefined;
    do {
      const next = await page({ first: 3, after });
      for (const item of next.data?.orders.items ?? []) seen.add(item.id);
      after = next.data?.orders.nextCursor;
    } while (after);
    expect(seen.size).toBe(total);
    const takeAway = await page({ filter: { serviceType: 'TAKE_AWAY' } });
    expect(takeAway.data?.orders.items.map((o) => o.id)).toEqual([made.id]);
    expect(takeAway.data?.orders.totalAmount).toBe(2500);
    const byNumber = await page({ filter: { number: made.number } });
    expect(byNumber.data?.orders.totalCount).toBe(1);
    const days = await page({ filter: { fromDate: '2026-03-09', toDate: '2026-03-09' } });
    expect(days.data?.orders.totalCount).toBe(1);
    expect(codeOf(await page({ after: 'forged.cursor' }))).toBe('BAD_USER_INPUT');
    const other = await client.request<{ orders: { totalCount: number } }>(
      '{ orders { totalCount } }',
      {},
      { token: tokenB },
    );
    expect(other.data?.orders.totalCount).toBe(0);
  });

  it('holds each key to its budget per minute, counted where every instance sees it (issue 42 item 5)', async () => {
    const [row] = await database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.prefix, prefixOf(keyA) ?? ''));
    if (!row) throw new Error('key A');
    // The budget spent, as 600 calls in this minute from any instance would leave it.
    const spent = { points: RATE_LIMITS.apiKey.points, expire: new Date(Date.now() + 60_000) };
    await database.db
      .insert(rateLimits)
      .values({ key: `apiKey:${row.id}`, ...spent })
      .onConflictDoUpdate({ target: rateLimits.key, set: spent });
    const QUERY = '{ paymentMethods { id } }';
    const held = await callWithKey(keyA, QUERY);
    expect(held.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
    // Another key is not held back; the window passed, the key works again.
    expect((await callWithKey(keyB, QUERY)).errors).toBeUndefined();
    await database.db.delete(rateLimits).where(eq(rateLimits.key, `apiKey:${row.id}`));
    expect((await callWithKey(keyA, QUERY)).errors).toBeUndefined();
  });

  it("names each order's venue with one read per page, not one per order (issue 45)", async () => {
    let reads = 0;
    // Every read goes through `select`: count them.
    const counting = new Proxy(database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          reads++;
          return value.apply(target, args);
        };
      },
    });
    const api = testApi(counting);
    const token = await api.login('alfa@example.com', FIXTURE_PASSWORD);
    const page = async (fields: string) => {
      reads = 0;
      const answer = await api.request<{ orders: { items: { venueName?: string }[] } }>(
        `query { orders(first: 20) { items { ${fields} } } }`,
        {},
        { token },
      );
      expect(answer.errors).toBeUndefined();
      return { reads, items: answer.data?.orders.items ?? [] };
    };
    const without = await page('id');
    const named = await page('id venueName');
    expect(named.items.length).toBeGreaterThan(2);
    expect(named.items.every((item) => item.venueName === a.venue.name)).toBe(true);
    expect(named.reads - without.reads).toBe(1);
  });
});
