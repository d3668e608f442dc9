import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import { MAX_CLOCK_SKEW_MS } from '../../src/domain/fiscalDays.ts';
import { dayTotals } from '../integrations/vouchers.service.ts';
import type { Database } from '../platform/db/client.ts';
import { companies, devices, orderRefunds, orders, venues, zReports } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

/**
 * Issue 40, items 2, 3, 7 and 8 (the Z side): each bypass of the closed day, tried through the API.
 * Every case here passed on main before: a second Z for a closed day under a made-up register, a
 * sale dated into a closed day, a cancel of a counted sale with no return, impossible dates and
 * closes out of order, and Z-reports without the organisation number.
 */

const CLOSE = `mutation ($venueId: ID!, $date: String, $register: String) {
  closeDay(venueId: $venueId, accountingDate: $date, register: $register) { id number register accountingDate content { json } } }`;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id number status total accountingDate createdAt registerId } } }`;
const STATUS = `mutation ($key: String!, $orderId: ID!, $status: String!) {
  updateOrderStatus(idempotencyKey: $key, orderId: $orderId, status: $status) { order { id status } } }`;
const REFUND = `mutation ($key: String!, $orderId: ID!, $reason: String!) { refundOrder(idempotencyKey: $key, orderId: $orderId, reason: $reason) { id refunded } }`;
const CREATE_KEY = `mutation ($name: String!, $venueId: ID!, $scopes: [String!]!) {
  createApiKey(name: $name, venueId: $venueId, scopes: $scopes) { key } }`;

type Result<T> = {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
  }[];
};
interface Z {
  id: string;
  number: number;
  register: string;
  accountingDate: string;
  content: { json: string };
}
interface Order {
  id: string;
  number: number;
  status: string;
  total: number;
  accountingDate: string;
  createdAt: string;
  registerId: string | null;
}
const fieldCodes = (result: Result<unknown>) =>
  Object.fromEntries((result.errors?.[0]?.extensions?.fieldErrors ?? []).map((e) => [e.field, e.code]));
const messageOf = (result: Result<unknown>) =>
  result.errors?.[0]?.extensions?.fieldErrors?.[0]?.message ?? '';

let seq = 0;
const key = () => `closed-days-${Date.now()}-${++seq}`;

describe.each(testDatabaseKinds())('closed days stay closed on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let token: string;
  let apiKey: string;
  let today: string;
  let register: { id: string; name: string };

  const noonOf = (date: string) => new Date(`${date}T11:00:00Z`).toISOString();
  const close = (date: string | null, registerName?: string) =>
    client.request<{ closeDay: Z }>(
      CLOSE,
      { venueId: a.venue.id, date, register: registerName ?? null },
      { token },
    ) as Promise<Result<{ closeDay: Z }>>;
  const create = async (overrides: Record<string, unknown>) => {
    const item = a.items[0];
    if (!item) throw new Error('fixture item');
    const input = {
      idempotencyKey: key(),
      venueId: a.venue.id,
      status: 'COMPLETED',
      lines: [{ itemId: item.id, title: item.title, quantity: 1, unitPrice: 1000, vatRate: 25, total: 1000 }],
      payments: [{ method: 'CASH', amount: 1000, tip: 0 }],
      total: 1000,
      ...overrides,
    };
    const body = JSON.stringify({ query: CREATE, variables: { input } });
    const response = await client.api.fetch(
      'http://ordna.test/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          authorization: `ApiKey ${apiKey}`,
        },
        body,
      },
      { req: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return (await response.json()) as Result<{ createOrder: { order: Order } }>;
  };
  const contentOf = (z: Z | undefined) => JSON.parse(z?.content.json ?? '{}');
  const storedZ = async (id: string) =>
    (await database.db.select().from(zReports).where(eq(zReports.id, id)))[0]?.content;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Closer', email: 'closer@example.com' });
    token = await client.login('closer@example.com', FIXTURE_PASSWORD);
    const made = await client.request<{ createApiKey: { key: string } }>(
      CREATE_KEY,
      { name: 'Till', venueId: a.venue.id, scopes: ['WRITE_ORDERS', 'READ_CATALOGUE'] },
      { token },
    );
    apiKey = made.data?.createApiKey.key ?? '';
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, a.venue.id));
    today = accountingDateWithCutoff(new Date(), venue?.timezone, venue?.accountingCutoff);
    const [device] = await database.db
      .insert(devices)
      .values({ companyId: a.company.id, venueId: a.venue.id, name: 'Kassa 1' })
      .returning();
    if (!device) throw new Error('device');
    register = { id: device.id, name: device.name };
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('refuses impossible and future dates with a translated error, storing nothing', async () => {
    for (const date of ['2026-02-30', '2026-11-31', '0000-00-00', '2026-1-1', 'yesterday']) {
      const result = await close(date);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(fieldCodes(result)).toEqual({ accountingDate: 'invalidDate' });
    }
    expect(fieldCodes(await close(addDays(today, 1)))).toEqual({ accountingDate: 'inFuture' });
    expect(await database.db.select().from(zReports).where(eq(zReports.companyId, a.company.id))).toEqual([]);
  });

  it('refuses a sale in the future beyond the clock skew, or before the venue existed', async () => {
    const ahead = new Date(Date.now() + MAX_CLOCK_SKEW_MS + 60_000).toISOString();
    expect(fieldCodes(await create({ createdAt: ahead }))).toEqual({ createdAt: 'saleInFuture' });
    expect(fieldCodes(await create({ createdAt: '2001-01-01T12:00:00Z' }))).toEqual({
      createdAt: 'saleBeforeVenue',
    });
    expect(fieldCodes(await create({ register: 'R2' }))).toEqual({ register: 'unknownRegister' });
  });

  it('closes days in order only, and books a late sale into the open day without touching the closed Z', async () => {
    const d3 = addDays(today, -3);
    const d2 = addDays(today, -2);
    const first = await create({ createdAt: noonOf(d3) });
    expect(first.data?.createOrder.order.accountingDate).toBe(d3);
    const unpaid = await create({ createdAt: noonOf(d2), status: 'ACCEPTED', payments: [] });
    const tilled = await create({ createdAt: noonOf(d2), register: 'Kassa 1' });
    expect(tilled.data?.createOrder.order.registerId).toBe(register.id);

    // An earlier day with sales is still open: named in the refusal.
    const early = await close(d2);
    expect(fieldCodes(early)).toEqual({ accountingDate: 'earlierDayOpen' });
    expect(messageOf(early)).toContain(d3);

    const closed = await close(d3);
    expect(closed.errors).toBeUndefined();
    const z1 = closed.data?.closeDay;
    expect(z1?.number).toBe(1);
    expect(contentOf(z1).receipts.sales).toBe(1);
    expect(contentOf(z1).company.orgNumber).toBe('923609016');
    expect(fieldCodes(await close(d3))).toEqual({ accountingDate: 'alreadyClosed' });
    const before = await storedZ(z1?.id ?? '');

    // A till that was offline sends a sale of the closed day: kept time, booked into the open day.
    const lateAt = new Date(`${d3}T12:30:00Z`).toISOString();
    const late = await create({ createdAt: lateAt });
    expect(late.errors).toBeUndefined();
    expect(late.data?.createOrder.order.createdAt).toBe(lateAt);
    expect(late.data?.createOrder.order.accountingDate).toBe(today);

    // Closing an older day after a later one is refused, naming the last closed day.
    const old = await close('2001-01-01');
    expect(fieldCodes(old)).toEqual({ accountingDate: 'beforeLastClosed' });
    expect(messageOf(old)).toContain(d3);

    // The venue's register-less Z leaves the register's sale out; the register's Z holds only it.
    const z2 = (await close(d2)).data?.closeDay;
    expect(z2?.number).toBe(2);
    expect(contentOf(z2).receipts.sales).toBe(1);
    expect(contentOf(z2).totals.gross).toBe(1000);

    // The day's voucher waits for the register's close: it would leave the register's sale out.
    expect(await dayTotals(database.db, a.company.id, a.venue.id, d2)).toBeNull();

    // A register the venue does not have is refused; its own register closes with its own numbers.
    expect(fieldCodes(await close(d2, 'R2'))).toEqual({ register: 'unknownRegister' });
    const byRegister = await close(d2, 'Kassa 1');
    expect(byRegister.errors).toBeUndefined();
    // Now one voucher holds the whole day: both books' sales, and the register's payment (the
    // venue book's sale of that day is the unpaid one).
    const day = await dayTotals(database.db, a.company.id, a.venue.id, d2);
    expect(day?.sales.reduce((sum, row) => sum + row.gross, 0)).toBe(2000);
    expect(day?.payments.reduce((sum, row) => sum + row.amount, 0)).toBe(1000);
    expect(byRegister.data?.closeDay).toMatchObject({ number: 1, register: register.id, accountingDate: d2 });
    expect(contentOf(byRegister.data?.closeDay)).toMatchObject({
      register: 'Kassa 1',
      receipts: { sales: 1 },
      totals: { gross: 1000 },
    });
    expect(fieldCodes(await close(d2, register.id))).toEqual({ accountingDate: 'alreadyClosed' });

    // The counted, unpaid sale of the closed day is cancelled; the paid one refunded: both are
    // returns of the open day, and the closed reports stay as they were.
    const unpaidId = unpaid.data?.createOrder.order.id ?? '';
    const cancelled = await client.request(
      STATUS,
      { key: key(), orderId: unpaidId, status: 'CANCELLED' },
      { token },
    );
    expect(cancelled.errors).toBeUndefined();
    const refunded = await client.request(
      REFUND,
      { key: key(), orderId: first.data?.createOrder.order.id, reason: 'Cold' },
      { token },
    );
    expect(refunded.errors).toBeUndefined();
    const returns = await database.db
      .select({ accountingDate: orderRefunds.accountingDate, method: orderRefunds.method })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(eq(orders.companyId, a.company.id));
    expect(returns.map((r) => r.accountingDate)).toEqual([today, today]);
    expect(returns.map((r) => r.method).sort()).toEqual(['CANCELLED', 'CASH']);

    const zToday = (await close(today)).data?.closeDay;
    const content = contentOf(zToday);
    expect(content.receipts.sales).toBe(1);
    expect(content.lateReceipts).toEqual([
      { number: late.data?.createOrder.order.number, createdAt: lateAt, gross: 1000 },
    ]);
    expect(content.returns).toEqual({ count: 2, amount: 2000 });
    expect(await storedZ(z1?.id ?? '')).toEqual(before);

    // Today is closed: a sale made now goes into tomorrow, never into a closed day.
    const after = await create({});
    expect(after.data?.createOrder.order.accountingDate).toBe(addDays(today, 1));
  });

  it('refuses a close while the company has no organisation number, and prints the one from Settings', async () => {
    await database.db.update(companies).set({ orgNumber: '' }).where(eq(companies.id, a.company.id));
    const refused = await close(today, 'Kassa 1');
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldCodes(refused)).toEqual({ 'company.orgNumber': 'companyFactsMissing' });
    expect(refused.errors?.[0]?.message).toMatch(/organisation number/);
    await database.db
      .update(companies)
      .set({ orgNumber: '556036-0793' })
      .where(eq(companies.id, a.company.id));
    const ok = await close(today, 'Kassa 1');
    expect(ok.errors).toBeUndefined();
    expect(contentOf(ok.data?.closeDay).company.orgNumber).toBe('556036-0793');
  });
});
