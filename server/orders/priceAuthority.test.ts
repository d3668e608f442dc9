import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import {
  accessLevels,
  companies,
  items,
  itemVariationGroups,
  orders,
  predefinedMessages,
  staffMembers,
  staffVenues,
  variationGroups,
  variations,
  venues,
} from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

/**
 * Issue 40 items 1, 6 and 8 (the order side): the bypasses a hostile till used on the money path,
 * each refused with a translated field error and nothing written; what the catalogue allows still
 * sells; money columns are 64-bit; idempotency keys are per venue.
 */

const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { replayed order {
  id number total tips paid venueId lines { unitPrice total vatRate priceChange { rule originalPrice staffId by } } } } }`;
const STATUS = `mutation ($key: String!, $orderId: ID!, $status: String!, $payments: [OrderPaymentInput!]) {
  updateOrderStatus(idempotencyKey: $key, orderId: $orderId, status: $status, payments: $payments) { order { id tips } } }`;
const CREATE_KEY = `mutation ($name: String!, $venueId: ID!, $scopes: [String!]!) {
  createApiKey(name: $name, venueId: $venueId, scopes: $scopes) { key } }`;
const LIST = `query ($filter: OrderFilter) { orders(filter: $filter) { items { id } } }`;

interface OrderJson {
  id: string;
  number: number;
  total: number;
  tips: number;
  venueId: string;
  lines: {
    unitPrice: number;
    total: number;
    priceChange: { rule: string; originalPrice: number; staffId: string | null; by: string } | null;
  }[];
}
type Answer<T> = {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
  }[];
};

let seq = 0;
const newKey = () => `price-${Date.now()}-${++seq}`;

describe.each(testDatabaseKinds())('the server is the price authority on %s (issue 40)', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let token: string;
  let key: string;
  let secondVenue: string;
  const ids = { pizza: '', open: '', manager: '', cashier: '' };

  const post = async <T>(query: string, variables: Record<string, unknown>, authorization: string) => {
    const body = JSON.stringify({ query, variables });
    const response = await client.api.fetch(
      'http://ordna.test/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'accept-language': 'en',
          authorization,
        },
        body,
      },
      { req: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return (await response.json()) as Answer<T>;
  };
  const create = (input: Record<string, unknown>, authorization = `ApiKey ${key}`) =>
    post<{ createOrder: { replayed: boolean; order: OrderJson } }>(CREATE, { input }, authorization);
  const orderCount = async () =>
    (await database.db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, company.company.id)))
      .length;

  /** Refused as BAD_USER_INPUT with translated field errors, and no order written. */
  const refused = async (input: Record<string, unknown>, authorization?: string) => {
    const before = await orderCount();
    const answer = await create(input, authorization);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await orderCount()).toBe(before);
    const fieldErrors = answer.errors?.[0]?.extensions?.fieldErrors ?? [];
    for (const error of fieldErrors) expect(error.message).not.toBe('');
    return fieldErrors.map((error) => [error.field, error.code]);
  };
  const accepted = async (input: Record<string, unknown>, authorization?: string) => {
    const answer = await create(input, authorization);
    expect(answer.errors).toBeUndefined();
    const order = answer.data?.createOrder.order;
    if (!order) throw new Error('no order');
    return order;
  };

  /** One pizza (99.00, 12 %) at `unitPrice`, paid in cash. */
  const pizza = (
    unitPrice: number,
    extra: Record<string, unknown> = {},
    line: Record<string, unknown> = {},
  ) => ({
    idempotencyKey: newKey(),
    lines: [
      { itemId: ids.pizza, title: 'Pizza', quantity: 1, unitPrice, vatRate: 12, total: unitPrice, ...line },
    ],
    payments: [{ method: 'CASH', amount: unitPrice }],
    total: unitPrice,
    ...extra,
  });

  const addStaff = async (name: string, level: 'manager' | 'staff') => {
    const [levelRow] = await database.db
      .select({ id: accessLevels.id })
      .from(accessLevels)
      .where(and(eq(accessLevels.companyId, company.company.id), eq(accessLevels.defaultKey, level)));
    const pinKey = `price:${name}`;
    const [row] = await database.db
      .insert(staffMembers)
      .values({
        companyId: company.company.id,
        name,
        accessLevelId: levelRow?.id ?? null,
        pinHash: 'x',
        pinKey,
      })
      .returning();
    if (!row) throw new Error('staff');
    await database.db
      .insert(staffVenues)
      .values({ staffId: row.id, venueId: company.venue.id, companyId: company.company.id, pinKey });
    return row.id;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    company = await createCompany(database.db, { name: 'Pris', email: 'pris@orders.test', items: 0 });
    const companyId = company.company.id;
    const [pizzaRow, openRow] = await database.db
      .insert(items)
      .values([
        { companyId, title: 'Pizza', defaultPrice: 9900, vatRate: 12 },
        { companyId, title: 'Fri vara', defaultPrice: 0, vatRate: 25, manualPrice: true },
      ])
      .returning();
    if (!pizzaRow || !openRow) throw new Error('items');
    ids.pizza = pizzaRow.id;
    ids.open = openRow.id;
    const [group] = await database.db
      .insert(variationGroups)
      .values({ companyId, title: 'Storlek' })
      .returning();
    if (!group) throw new Error('group');
    await database.db.insert(variations).values([
      { companyId, groupId: group.id, name: 'Stor', nameLang: { en: 'Large' }, price: 2000, position: 0 },
      { companyId, groupId: group.id, name: 'Liten', price: -1000, position: 1 },
    ]);
    await database.db
      .insert(itemVariationGroups)
      .values({ companyId, itemId: pizzaRow.id, groupId: group.id });
    await database.db
      .insert(predefinedMessages)
      .values({ companyId, text: 'Utan lök', textLang: { en: 'No onion' } });
    ids.manager = await addStaff('Maja Chef', 'manager');
    ids.cashier = await addStaff('Kim Kassa', 'staff');
    const [second] = await database.db.insert(venues).values({ companyId, name: 'Pris Bergen' }).returning();
    if (!second) throw new Error('venue');
    secondVenue = second.id;
    token = await client.login('pris@orders.test', FIXTURE_PASSWORD);
    const made = await client.request<{ createApiKey: { key: string } }>(
      CREATE_KEY,
      { name: 'Kassa 1', venueId: company.venue.id, scopes: ['READ_CATALOGUE', 'WRITE_ORDERS'] },
      { token },
    );
    key = made.data?.createApiKey.key ?? '';
    expect(key).not.toBe('');
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('sells at the catalogue price and refuses another price without the flag', async () => {
    const order = await accepted(pizza(9900));
    expect(order.lines[0]).toMatchObject({ unitPrice: 9900, priceChange: null });
    expect(await refused(pizza(1))).toEqual([['lines.0.unitPrice', 'priceMismatch']]);
  });

  it('a manualPrice line on a product that is not open-price is a price change that needs MANUAL_DISCOUNT', async () => {
    // Today's bypass: 99.00 sold for 0.01 with no staff member and no permission.
    expect(await refused(pizza(1, {}, { manualPrice: true }))).toEqual([['staffId', 'staffRequired']]);
    expect(await refused(pizza(1, { staffId: ids.cashier }, { manualPrice: true }))).toEqual([
      ['lines.0.unitPrice', 'discountNotPermitted'],
    ]);
    const order = await accepted(pizza(1, { staffId: ids.manager }, { manualPrice: true }));
    expect(order.lines[0]?.priceChange).toEqual({
      rule: 'MANUAL_PRICE',
      originalPrice: 9900,
      staffId: ids.manager,
      by: 'Maja Chef',
    });
  });

  it('an open-price product takes the price the till sets and records it', async () => {
    const order = await accepted({
      idempotencyKey: newKey(),
      lines: [
        { itemId: ids.open, title: 'Fri vara', quantity: 1, unitPrice: 4200, vatRate: 25, total: 4200 },
      ],
      payments: [{ method: 'CASH', amount: 4200 }],
      total: 4200,
    });
    expect(order.lines[0]?.priceChange).toMatchObject({ rule: 'OPEN_PRICE', originalPrice: 0 });
  });

  it("takes modifications only from the product's own groups at their catalogue prices", async () => {
    // Today's bypass: a made-up variation with a negative price, without the manualPrice flag.
    expect(await refused(pizza(1, {}, { variations: [{ name: 'Rabatt', price: -9899 }] }))).toEqual([
      ['lines.0.variations.0.name', 'unknownVariation'],
    ]);
    // A real variation at a made-up price.
    expect(await refused(pizza(1, {}, { variations: [{ name: 'Stor', price: -9899 }] }))).toEqual([
      ['lines.0.variations.0.price', 'priceMismatch'],
    ]);
    const large = await accepted(pizza(11_900, {}, { variations: [{ name: 'Stor', price: 2000 }] }));
    expect(large.total).toBe(11_900);
    // By its translated name too, and a catalogue variation that lowers the price.
    await accepted(pizza(11_900, {}, { variations: [{ name: 'Large', price: 2000 }] }));
    await accepted(pizza(8900, {}, { variations: [{ name: 'Liten', price: -1000 }] }));
    // A predefined kitchen message at no price is a message, not a variation; at a price it is refused.
    await accepted(pizza(9900, {}, { variations: [{ name: 'No onion', price: 0 }] }));
    expect(await refused(pizza(9800, {}, { variations: [{ name: 'Utan lök', price: -100 }] }))).toEqual([
      ['lines.0.variations.0.name', 'unknownVariation'],
    ]);
    // A custom line has no product, so no modifications.
    expect(
      await refused({
        idempotencyKey: newKey(),
        lines: [
          {
            title: 'Egen rad',
            quantity: 1,
            unitPrice: 100,
            vatRate: 25,
            variations: [{ name: 'Stor', price: 0 }],
            total: 100,
          },
        ],
        payments: [{ method: 'CASH', amount: 100 }],
        total: 100,
      }),
    ).toEqual([['lines.0.variations.0.name', 'unknownVariation']]);
  });

  it("takes VAT from the product, and a custom line's only from the country's legal rates", async () => {
    expect(await refused(pizza(9900, {}, { vatRate: 25 }))).toEqual([['lines.0.vatRate', 'invalid']]);
    const custom = (vatRate: number) => ({
      idempotencyKey: newKey(),
      lines: [{ title: 'Egen rad', quantity: 1, unitPrice: 1000, vatRate, total: 1000 }],
      payments: [{ method: 'CASH', amount: 1000 }],
      total: 1000,
    });
    // Today any rate from 0 to 100 % passes; the company is Norwegian: 0, 12, 15, 25.
    for (const rate of [100, 6, 21, 1])
      expect(await refused(custom(rate))).toEqual([['lines.0.vatRate', 'vatRateNotAllowed']]);
    for (const rate of [0, 12, 15, 25]) await accepted(custom(rate));
  });

  it("bounds tips by the company's setting (default: the order's total) with a field error, never an overflow", async () => {
    // Today's bypass: 2,000,000,000 in tips on a 99.00 order, then an integer overflow.
    const huge = pizza(9900, {
      status: 'COMPLETED',
      payments: [
        { method: 'CARD', amount: 9900, tip: 100_000_000 },
        ...Array.from({ length: 19 }, () => ({ method: 'CARD', amount: 0, tip: 100_000_000 })),
      ],
    });
    expect(await refused(huge)).toEqual([['payments', 'tipTooLarge']]);
    expect(await refused(pizza(9900, { payments: [{ method: 'CARD', amount: 9900, tip: 9901 }] }))).toEqual([
      ['payments', 'tipTooLarge'],
    ]);
    const tipped = await accepted(pizza(9900, { payments: [{ method: 'CARD', amount: 9900, tip: 9900 }] }));
    expect(tipped.tips).toBe(9900);
    // Tips added later count with the earlier ones.
    const pending = await accepted(
      pizza(9900, { status: 'PENDING', payments: [{ method: 'CARD', amount: 0, tip: 9000 }] }),
    );
    const more = await post<unknown>(
      STATUS,
      {
        key: newKey(),
        orderId: pending.id,
        status: 'ACCEPTED',
        payments: [{ method: 'CARD', amount: 0, tip: 100_000_000 }],
      },
      `ApiKey ${key}`,
    );
    expect(more.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(more.errors?.[0]?.extensions?.fieldErrors?.map((e) => [e.field, e.code])).toEqual([
      ['payments', 'tipTooLarge'],
    ]);
    // The company's setting: at most 10 % of the order.
    await database.db
      .update(companies)
      .set({ maxTipPercent: 10 })
      .where(eq(companies.id, company.company.id));
    expect(await refused(pizza(9900, { payments: [{ method: 'CARD', amount: 9900, tip: 991 }] }))).toEqual([
      ['payments', 'tipTooLarge'],
    ]);
    await accepted(pizza(9900, { payments: [{ method: 'CARD', amount: 9900, tip: 990 }] }));
    await database.db
      .update(companies)
      .set({ maxTipPercent: 100 })
      .where(eq(companies.id, company.company.id));
  });

  it('keeps money in 64-bit columns, read back as numbers', async () => {
    const columns = await database.db.execute<{ table_name: string; column_name: string; data_type: string }>(
      sql`select table_name, column_name, data_type from information_schema.columns
          where table_schema = current_schema()
            and (table_name, column_name) in (('orders','total'),('orders','vat_total'),('orders','paid'),
              ('orders','tips'),('orders','refunded'),('order_lines','unit_price'),('order_lines','total'),
              ('order_lines','vat'),('order_payments','amount'),('order_payments','tip'),('order_refunds','amount'))`,
    );
    const { rows } = columns as unknown as { rows: { data_type: string }[] };
    expect(rows).toHaveLength(11);
    for (const row of rows) expect(row.data_type).toBe('bigint');
    const [row] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.companyId, company.company.id))
      .limit(1);
    expect(typeof row?.total).toBe('number');
  });

  it('refuses a payment time before the sale', async () => {
    // A moment ago (the venue was made just before: a sale before it is another rule's to refuse).
    const sold = new Date(Date.now() - 60_000);
    const createdAt = sold.toISOString();
    const before = new Date(sold.getTime() - 1000).toISOString();
    expect(await refused(pizza(9900, { createdAt, paidAt: before }))).toEqual([['paidAt', 'paidBeforeSale']]);
    await accepted(pizza(9900, { createdAt, paidAt: new Date(sold.getTime() + 1000).toISOString() }));
  });

  it("keys are per venue: the docs' till pattern works at two venues at once, and replays per venue", async () => {
    const bearer = `Bearer ${token}`;
    const idempotencyKey = 'till-1-2026-11-24-000123';
    const [first, second] = await Promise.all([
      create({ ...pizza(9900), idempotencyKey, venueId: company.venue.id }, bearer),
      create({ ...pizza(9900), idempotencyKey, venueId: secondVenue }, bearer),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(first.data?.createOrder.order.venueId).toBe(company.venue.id);
    expect(second.data?.createOrder.order.venueId).toBe(secondVenue);
    expect(first.data?.createOrder.order.id).not.toBe(second.data?.createOrder.order.id);
    const again = await create({ ...pizza(9900), idempotencyKey, venueId: secondVenue }, bearer);
    expect(again.data?.createOrder).toMatchObject({
      replayed: true,
      order: { id: second.data?.createOrder.order.id },
    });
    // The same key with another body at the same venue is still a conflict.
    const other = await create(
      {
        ...pizza(11_900, {}, { variations: [{ name: 'Stor', price: 2000 }] }),
        idempotencyKey,
        venueId: secondVenue,
      },
      bearer,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses impossible and reversed dates in the orders filter instead of answering nothing', async () => {
    const bearer = `Bearer ${token}`;
    for (const fromDate of ['2026-02-30', '2026-11-31', '0000-00-00', '2026-13-01']) {
      const answer = await post<unknown>(LIST, { filter: { fromDate } }, bearer);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.map((e) => [e.field, e.code])).toEqual([
        ['fromDate', 'invalidDate'],
      ]);
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.[0]?.message).toBe('Not a valid date (YYYY-MM-DD)');
    }
    const reversed = await post<unknown>(
      LIST,
      { filter: { fromDate: '2026-11-30', toDate: '2026-11-01' } },
      bearer,
    );
    expect(reversed.errors?.[0]?.extensions?.fieldErrors?.map((e) => [e.field, e.code])).toEqual([
      ['toDate', 'dateRange'],
    ]);
    const fine = await post<{ orders: { items: unknown[] } }>(
      LIST,
      { filter: { fromDate: '2026-11-01', toDate: '2026-11-30' } },
      bearer,
    );
    expect(fine.errors).toBeUndefined();
  });
});
