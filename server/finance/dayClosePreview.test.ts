import { and, eq, gte, inArray, isNull, lte, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import { COUNTED_STATUSES } from '../../src/domain/fiscalDays.ts';
import { seedOrders } from '../demo/seed-orders.ts';
import type { Database } from '../platform/db/client.ts';
import { devices, orders, venues, zReports } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { dayFigures } from './zReports.service.ts';

const PREVIEW = `query ($venueId: ID!, $date: String) { dayClosePreview(venueId: $venueId, accountingDate: $date) {
  venueId venueName accountingDate today closedNumber closeProblem { code date } openDaysUpTo sales openOrders gross vat net returns } }`;
const CLOSE = `mutation ($venueId: ID!, $date: String) { closeDay(venueId: $venueId, accountingDate: $date) { number } }`;

interface Preview {
  venueId: string;
  venueName: string;
  accountingDate: string;
  today: string;
  closedNumber: number | null;
  closeProblem: { code: string; date: string } | null;
  openDaysUpTo: number;
  sales: number;
  openOrders: number;
  gross: number;
  vat: number;
  net: number;
  returns: number;
}
type Err = {
  extensions?: { code?: string; fieldErrors?: { field: string; code: string; message?: string }[] };
};

describe.each(testDatabaseKinds())('closing a day asks first: its preview on %s (issue 41)', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;
  let today: string;
  const preview = (variables: Record<string, unknown>, token = tokenA) =>
    client.request<{ dayClosePreview: Preview }>(PREVIEW, variables, { token });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Alfa', email: 'close-a@example.com' });
    await createCompany(database.db, { name: 'Beta', email: 'close-b@example.com' });
    await seedOrders(database.db, a.company.id, 4);
    tokenA = await client.login('close-a@example.com', FIXTURE_PASSWORD);
    tokenB = await client.login('close-b@example.com', FIXTURE_PASSWORD);
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, a.venue.id));
    today = accountingDateWithCutoff(new Date(), venue?.timezone, venue?.accountingCutoff);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  /** The oldest accounting day with sales of a venue (the seed's times fall on their own days). */
  const firstSaleDay = async (venueId: string): Promise<string> => {
    const [row] = await database.db
      .select({ date: min(orders.accountingDate) })
      .from(orders)
      .where(eq(orders.venueId, venueId));
    if (!row?.date) throw new Error('no sales');
    return row.date;
  };

  it('proposes the day a close takes next, the oldest open day with sales, with its figures from the receipts', async () => {
    const oldest = await firstSaleDay(a.venue.id);
    expect(oldest < addDays(today, -1)).toBe(true);
    const result = await preview({ venueId: a.venue.id });
    expect(result.errors).toBeUndefined();
    const day = result.data?.dayClosePreview;
    expect(day).toMatchObject({
      venueId: a.venue.id,
      venueName: 'Alfa Oslo',
      accountingDate: oldest,
      today,
      closedNumber: null,
      closeProblem: null,
    });
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, a.venue.id));
    if (!venue) throw new Error('no venue');
    const figures = await dayFigures(database.db, a.company.id, venue, oldest);
    expect(day?.sales).toBe(figures.receipts.sales);
    expect(day?.sales).toBeGreaterThan(0);
    expect(day?.gross).toBe(figures.totals.gross);
    expect(day?.net).toBe(figures.totals.gross - figures.totals.vat);
  });

  it('says a later day must wait for the oldest open one (days close in order, issue 40)', async () => {
    const oldest = await firstSaleDay(a.venue.id);
    const yesterday = (await preview({ venueId: a.venue.id, date: addDays(today, -1) })).data
      ?.dayClosePreview;
    expect(yesterday).toMatchObject({
      accountingDate: addDays(today, -1),
      closedNumber: null,
      closeProblem: { code: 'earlierDayOpen', date: oldest },
    });
    // The confirmation offers to close them all in one call: every open day with sales from the
    // oldest to this one (the days with receipts at least, never more than the days between).
    const soldDays = await database.db
      .selectDistinct({ date: orders.accountingDate })
      .from(orders)
      .where(
        and(
          eq(orders.venueId, a.venue.id),
          isNull(orders.registerId),
          gte(orders.accountingDate, oldest),
          lte(orders.accountingDate, addDays(today, -1)),
          inArray(orders.status, [...COUNTED_STATUSES]),
        ),
      );
    expect(yesterday?.openDaysUpTo).toBeGreaterThanOrEqual(soldDays.length);
    expect(soldDays.length).toBeGreaterThan(1);
    const span = Math.round((Date.parse(addDays(today, -1)) - Date.parse(oldest)) / 86_400_000) + 1;
    expect(yesterday?.openDaysUpTo).toBeLessThanOrEqual(span);
    expect((await preview({ venueId: a.venue.id })).data?.dayClosePreview.openDaysUpTo).toBe(0);
  });

  it("counts the day's orders still under way", async () => {
    const date = addDays(today, -2);
    const before = (await preview({ venueId: a.venue.id, date })).data?.dayClosePreview.openOrders ?? -1;
    const [order] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.venueId, a.venue.id), eq(orders.accountingDate, date)))
      .limit(1);
    if (!order) throw new Error('no order that day');
    await database.db.update(orders).set({ status: 'PENDING' }).where(eq(orders.id, order.id));
    const after = (await preview({ venueId: a.venue.id, date })).data?.dayClosePreview;
    expect(after?.openOrders).toBe(before + 1);
  });

  it('says which Z-report closed a day already', async () => {
    const date = addDays(today, -3);
    // Days close in order (issue 40): the earlier days with sales first, as the error names them.
    const close = async (day: string): Promise<number | undefined> => {
      const closed = await client.request<{ closeDay: { number: number } }>(
        CLOSE,
        { venueId: a.venue.id, date: day },
        { token: tokenA },
      );
      const earlier = (closed.errors?.[0] as Err | undefined)?.extensions?.fieldErrors?.find(
        (error) => error.code === 'earlierDayOpen',
      );
      if (!earlier) {
        expect(closed.errors).toBeUndefined();
        return closed.data?.closeDay.number;
      }
      const first = /\d{4}-\d{2}-\d{2}/.exec(earlier.message ?? '')?.[0];
      if (!first || first >= day) throw new Error(`no earlier day named: ${JSON.stringify(earlier)}`);
      await close(first);
      return close(day);
    };
    const number = await close(date);
    expect(number).toBeGreaterThan(0);
    expect((await preview({ venueId: a.venue.id, date })).data?.dayClosePreview).toMatchObject({
      closedNumber: number,
      closeProblem: null,
    });
    // The next open day is proposed now; a day without sales before the closed one stays shut.
    const next = (await preview({ venueId: a.venue.id })).data?.dayClosePreview;
    expect((next?.accountingDate ?? '') > date).toBe(true);
    expect(next?.closeProblem).toBeNull();
    expect(
      (await preview({ venueId: a.venue.id, date: addDays(today, -20) })).data?.dayClosePreview.closeProblem,
    ).toEqual({ code: 'beforeLastClosed', date });
  });

  it('lets sales dated before the venue existed (imports) hold no day back, also after one of their days was closed', async () => {
    const d = await createCompany(database.db, { name: 'Delta', email: 'close-d@example.com' });
    await seedOrders(database.db, d.company.id, 4);
    // The venue opened today: its seeded history is dated before it (the demo's is).
    await database.db.update(venues).set({ createdAt: new Date() }).where(eq(venues.id, d.venue.id));
    const token = await client.login('close-d@example.com', FIXTURE_PASSWORD);
    const ask = async (date: string | null) =>
      (await preview({ venueId: d.venue.id, date }, token)).data?.dayClosePreview;
    expect((await ask(null))?.accountingDate).toBe(addDays(today, -1));
    const oldest = await firstSaleDay(d.venue.id);
    const closed = await client.request<{ closeDay: { number: number } }>(
      CLOSE,
      { venueId: d.venue.id, date: oldest },
      { token },
    );
    expect(closed.errors).toBeUndefined();
    expect(await ask(null)).toMatchObject({ accountingDate: addDays(today, -1), closeProblem: null });
    const yesterday = await client.request<{ closeDay: { number: number } }>(
      CLOSE,
      { venueId: d.venue.id, date: addDays(today, -1) },
      { token },
    );
    expect(yesterday.errors).toBeUndefined();
    expect(yesterday.data?.closeDay.number).toBe(2);
  });

  it('lists the Z-reports newest day first whatever order they were stored in, page after page', async () => {
    // An older day stored after it (the demo's history has such): the list still reads by day.
    await database.db.insert(zReports).values({
      companyId: a.company.id,
      venueId: a.venue.id,
      register: '',
      number: 99,
      accountingDate: addDays(today, -6),
      createdAt: new Date(Date.now() + 60_000),
      closedBy: 'test',
      content: {},
    });
    const PAGE = `query ($v: ID, $after: String) { zReportsPage(venueId: $v, first: 2, after: $after) {
      items { number accountingDate } nextCursor } }`;
    type Page = {
      zReportsPage: { items: { number: number; accountingDate: string }[]; nextCursor: string | null };
    };
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: { data?: Page | null } = await client.request<Page>(
        PAGE,
        { v: a.venue.id, after },
        { token: tokenA },
      );
      seen.push(...(page.data?.zReportsPage.items ?? []).map((z) => z.accountingDate));
      after = page.data?.zReportsPage.nextCursor ?? null;
    } while (after);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(seen).toEqual(
      expect.arrayContaining([addDays(today, -3), addDays(today, -4), addDays(today, -6)]),
    );
  });

  it('refuses a day in the future or not a date, at the field', async () => {
    const future = await preview({ venueId: a.venue.id, date: addDays(today, 1) });
    expect((future.errors?.[0] as Err | undefined)?.extensions?.fieldErrors?.[0]).toMatchObject({
      field: 'accountingDate',
      code: 'inFuture',
    });
    const bad = await preview({ venueId: a.venue.id, date: 'yesterday' });
    expect((bad.errors?.[0] as Err | undefined)?.extensions?.fieldErrors?.[0]?.code).toBe('invalidDate');
  });

  it("answers another company's venue like a missing one, and needs FINANCE", async () => {
    const foreign = await preview({ venueId: a.venue.id }, tokenB);
    const missing = await preview({ venueId: crypto.randomUUID() }, tokenB);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(foreign.errors)).toBe(JSON.stringify(missing.errors));
    await createCompany(database.db, { name: 'Gamma', email: 'close-c@example.com', scopes: ['ORDERS'] });
    const token = await client.login('close-c@example.com', FIXTURE_PASSWORD);
    const refused = await preview({ venueId: crypto.randomUUID() }, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe.each(testDatabaseKinds())(
  "a register's own book in the close preview on %s (issue 40 item 3)",
  (kind) => {
    let database: Database;
    let client: ReturnType<typeof testApi>;
    let token: string;
    let venueId: string;
    let register: { id: string; name: string };
    let day: string;
    let total: number;
    let daySales: number;
    const REGISTER_PREVIEW = `query ($venueId: ID!, $date: String, $register: String) {
    dayClosePreview(venueId: $venueId, accountingDate: $date, register: $register) {
      accountingDate closedNumber sales gross register { id name } registers { id name } } }`;
    const CLOSE_REGISTER = `mutation ($venueId: ID!, $date: String, $register: String) {
    closeDay(venueId: $venueId, accountingDate: $date, register: $register) { number register registerName } }`;
    type RegisterPreview = Pick<Preview, 'accountingDate' | 'closedNumber' | 'sales' | 'gross'> & {
      register: { id: string; name: string } | null;
      registers: { id: string; name: string }[];
    };
    const preview = (variables: Record<string, unknown>) =>
      client.request<{ dayClosePreview: RegisterPreview }>(
        REGISTER_PREVIEW,
        { venueId, ...variables },
        { token },
      );

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      client = testApi(database.db);
      const a = await createCompany(database.db, { name: 'Kassor', email: 'registers@example.com' });
      venueId = a.venue.id;
      await seedOrders(database.db, a.company.id, 2);
      token = await client.login('registers@example.com', FIXTURE_PASSWORD);
      const [device] = await database.db
        .insert(devices)
        .values({ companyId: a.company.id, venueId, name: 'Kassa 1' })
        .returning();
      if (!device) throw new Error('device');
      register = { id: device.id, name: device.name };
      // One completed sale of the oldest day moves to the register: its own book from now on.
      const [sale] = await database.db
        .select()
        .from(orders)
        .where(and(eq(orders.venueId, venueId), inArray(orders.status, [...COUNTED_STATUSES])))
        .orderBy(orders.accountingDate)
        .limit(1);
      if (!sale) throw new Error('sale');
      day = sale.accountingDate;
      total = sale.total;
      await database.db.update(orders).set({ registerId: device.id }).where(eq(orders.id, sale.id));
      const counted = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.venueId, venueId),
            eq(orders.accountingDate, day),
            inArray(orders.status, [...COUNTED_STATUSES]),
          ),
        );
      daySales = counted.length;
    }, 120_000);
    afterAll(async () => {
      await database?.close();
    });

    it("lists the venue's registers, and previews a register's sales apart from the venue's", async () => {
      const whole = await preview({ date: day });
      expect(whole.errors).toBeUndefined();
      expect(whole.data?.dayClosePreview).toMatchObject({
        register: null,
        registers: [register],
        sales: daySales - 1,
      });
      const own = await preview({ date: day, register: register.name });
      expect(own.errors).toBeUndefined();
      expect(own.data?.dayClosePreview).toMatchObject({
        accountingDate: day,
        register,
        registers: [register],
        sales: 1,
        gross: total,
        closedNumber: null,
      });
      // By id as well as by name; the day a register's close takes next is its own oldest open day.
      const byId = await preview({ register: register.id });
      expect(byId.data?.dayClosePreview).toMatchObject({ register, accountingDate: day, sales: 1 });
    });

    it('refuses a register the venue does not have, at the field', async () => {
      const unknown = await preview({ date: day, register: 'Kassa 9' });
      expect((unknown.errors?.[0] as Err | undefined)?.extensions?.fieldErrors?.[0]).toMatchObject({
        field: 'register',
        code: 'unknownRegister',
      });
    });

    it("a register's close numbers its own Z; the venue's day stays open", async () => {
      const closed = await client.request<{
        closeDay: { number: number; register: string; registerName: string };
      }>(CLOSE_REGISTER, { venueId, date: day, register: register.id }, { token });
      expect(closed.errors).toBeUndefined();
      expect(closed.data?.closeDay).toEqual({ number: 1, register: register.id, registerName: 'Kassa 1' });
      expect((await preview({ date: day, register: register.id })).data?.dayClosePreview.closedNumber).toBe(
        1,
      );
      expect((await preview({ date: day })).data?.dayClosePreview.closedNumber).toBeNull();
    });
  },
);
