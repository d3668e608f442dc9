import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import { seedOrders } from '../demo/seed-orders.ts';
import type { Database } from '../platform/db/client.ts';
import { permissions, users, venues, zReports } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { recomputedRollups, storedRollups } from './rollups.ts';
import { dayFigures } from './zReports.service.ts';

const DASHBOARD = `query ($from: String!, $to: String!, $venueIds: [ID!]) {
  financeDashboard(from: $from, to: $to, venueIds: $venueIds) {
    from to previousFrom previousTo currency metrics { metric value previous }
    overTimeUnit overTime { key amount count }
    byHour { key amount count } byWeekday { key amount count } byChannel { key amount count }
    byServiceType { key amount count } topProducts { title quantity amount } topCategories { title amount }
    vat { rate net vat gross } } }`;
const CLOSE = `mutation ($venueId: ID!, $date: String) { closeDay(venueId: $venueId, accountingDate: $date) {
  id number accountingDate closedBy previousClosedAt content { kind grossTotal json } } }`;

type Err = {
  message: string;
  extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
};

describe.each(testDatabaseKinds())('finance API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;
  let today: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Alfa', email: 'fin-a@example.com' });
    await createCompany(database.db, { name: 'Beta', email: 'fin-b@example.com' });
    await seedOrders(database.db, a.company.id, 6);
    tokenA = await client.login('fin-a@example.com', FIXTURE_PASSWORD);
    tokenB = await client.login('fin-b@example.com', FIXTURE_PASSWORD);
    today = accountingDateWithCutoff(new Date(), 'Europe/Oslo', '05:30');
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('shows the six metrics against the previous period, from the rollups', async () => {
    const result = await client.request<{
      financeDashboard: Record<string, unknown> & {
        metrics: { metric: string; value: number; previous: number }[];
        overTimeUnit: string;
        overTime: { key: string; amount: number }[];
        byHour: unknown[];
        byWeekday: unknown[];
        vat: { gross: number }[];
      };
    }>(DASHBOARD, { from: addDays(today, -6), to: today }, { token: tokenA });
    expect(result.errors).toBeUndefined();
    const d = result.data?.financeDashboard;
    expect(d?.metrics.map((m) => m.metric)).toEqual([
      'SALES_AMOUNT',
      'SALES_AVERAGE',
      'SALES_COUNT',
      'TIPS_AMOUNT',
      'TIPS_AVERAGE',
      'TIPS_COUNT',
    ]);
    const sales = d?.metrics.find((m) => m.metric === 'SALES_AMOUNT')?.value ?? 0;
    const [raw] = await database.db
      .execute<{ total: string }>(
        // The range's own orders: the seed's oldest day can fall before it, depending on the hour
        // the test runs (the accounting day turns at 05:30).
        sql`select coalesce(sum(total), 0)::text as total from orders where company_id = ${a.company.id}
          and accounting_date between ${addDays(today, -6)} and ${today}`,
      )
      .then((r) => (r as unknown as { rows: { total: string }[] }).rows ?? []);
    expect(sales).toBe(Number(raw?.total));
    expect(sales).toBeGreaterThan(0);
    // Sales over time: each of the seven days, oldest first, summing to the range's sales.
    expect(d?.overTimeUnit).toBe('DAY');
    expect(d?.overTime.map((b) => b.key)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    expect(d?.overTime.reduce((sum, b) => sum + b.amount, 0)).toBe(sales);
    expect(d?.byHour).toHaveLength(24);
    expect(d?.byWeekday).toHaveLength(7);
    expect(d?.vat.reduce((sum, v) => sum + v.gross, 0)).toBe(sales);
    expect(d?.previousTo).toBe(addDays(today, -7));
    // The demo writes orders in bulk: the rollups still match the raw orders.
    expect(await storedRollups(database.db, a.company.id)).toEqual(
      await recomputedRollups(database.db, a.company.id),
    );
  });

  it('draws a year as months, from the first month with sales', async () => {
    const result = await client.request<{
      financeDashboard: {
        overTimeUnit: string;
        overTime: { key: string; amount: number }[];
        metrics: { metric: string; value: number }[];
      };
    }>(DASHBOARD, { from: addDays(today, -364), to: today }, { token: tokenA });
    const d = result.data?.financeDashboard;
    expect(d?.overTimeUnit).toBe('MONTH');
    expect(d?.overTime.at(-1)?.key).toBe(today.slice(0, 7));
    expect(d?.overTime[0]?.amount).toBeGreaterThan(0);
    const sales = d?.metrics.find((m) => m.metric === 'SALES_AMOUNT')?.value;
    expect(d?.overTime.reduce((sum, b) => sum + b.amount, 0)).toBe(sales);
  });

  it('refuses bad ranges with translated messages', async () => {
    const backwards = await client.request(
      DASHBOARD,
      { from: today, to: addDays(today, -3) },
      { token: tokenA, language: 'sv' },
    );
    const error = backwards.errors?.[0] as Err | undefined;
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fieldErrors?.[0]).toMatchObject({
      field: 'to',
      code: 'endBeforeStart',
      message: 'Slutet ligger före början.',
    });
    const early = await client.request(
      DASHBOARD,
      { from: '2017-03-01', to: '2017-04-05' },
      { token: tokenA },
    );
    expect((early.errors?.[0] as Err | undefined)?.extensions?.fieldErrors?.[0]?.code).toBe('beforeAllTime');
    const future = await client.request(DASHBOARD, { from: today, to: addDays(today, 2) }, { token: tokenA });
    expect((future.errors?.[0] as Err | undefined)?.extensions?.fieldErrors?.[0]?.code).toBe('inFuture');
  });

  it("answers another company's venue like a missing one", async () => {
    const foreign = await client.request(
      DASHBOARD,
      { from: today, to: today, venueIds: [a.venue.id] },
      { token: tokenB },
    );
    const missing = await client.request(
      DASHBOARD,
      { from: today, to: today, venueIds: [crypto.randomUUID()] },
      { token: tokenB },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(foreign.errors)).toBe(JSON.stringify(missing.errors));
    const xForeign = await client.request(
      'query ($v: ID!) { xReport(venueId: $v) { kind } }',
      { v: a.venue.id },
      { token: tokenB },
    );
    expect(xForeign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('needs the FINANCE scope', async () => {
    await createCompany(database.db, { name: 'Gamma', email: 'fin-c@example.com', scopes: ['ORDERS'] });
    const token = await client.login('fin-c@example.com', FIXTURE_PASSWORD);
    const result = await client.request(DASHBOARD, { from: today, to: today }, { token });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const close = await client.request(CLOSE, { venueId: crypto.randomUUID() }, { token });
    expect(close.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('numbers Z-reports without gaps under concurrent closes, once per day, in day order', async () => {
    // The seeded sales before these five days are history from before the venue existed (an
    // import): no register's record (docs/z-report.md, "Closed days stay closed").
    const days = [5, 4, 3, 2, 1].map((n) => addDays(today, -n));
    await database.db
      .update(venues)
      .set({ createdAt: new Date(`${days[0]}T12:00:00Z`) })
      .where(eq(venues.id, a.venue.id));
    const closeOn = (date: string | undefined) =>
      client.request<{ closeDay: { number: number; accountingDate: string } }>(
        CLOSE,
        { venueId: a.venue.id, date },
        { token: tokenA },
      );
    // All at once: the counter's lock queues them; a day whose earlier day is still open, or that
    // another close took, is refused and nothing else changes.
    const results = await Promise.all([...days, days[0]].map(closeOn));
    const codeOf = (r: (typeof results)[number]) =>
      (r.errors?.[0] as Err | undefined)?.extensions?.fieldErrors?.[0]?.code;
    for (const refused of results.filter((r) => r.errors))
      expect(['alreadyClosed', 'earlierDayOpen']).toContain(codeOf(refused));
    expect(results.filter((r) => codeOf(r) === 'alreadyClosed').length).toBeGreaterThanOrEqual(1);
    // Then the rest in order.
    for (const date of days) {
      const again = await closeOn(date);
      if (again.errors) expect(codeOf(again)).toBe('alreadyClosed');
    }
    const stored = await database.db
      .select({ number: zReports.number, date: zReports.accountingDate })
      .from(zReports)
      .where(eq(zReports.venueId, a.venue.id))
      .orderBy(zReports.accountingDate);
    expect(stored.map((z) => z.date)).toEqual(days);
    expect(stored.map((z) => z.number)).toEqual([1, 2, 3, 4, 5]);
    const list = await client.request<{ zReports: { number: number; content: { json: string } }[] }>(
      `query ($v: ID) { zReports(venueId: $v) { number content { json } } }`,
      { v: a.venue.id },
      { token: tokenA },
    );
    expect(list.data?.zReports.map((z) => z.number)).toHaveLength(5);
    // Each report carries the legal fields; the grand total only grows.
    const contents = (list.data?.zReports ?? [])
      .map((z) => JSON.parse(z.content.json))
      .sort((x, y) => x.number - y.number);
    for (const c of contents) {
      expect(c).toMatchObject({ kind: 'Z', company: { name: 'Alfa' }, venue: { name: 'Alfa Oslo' } });
      expect(Object.keys(c)).toEqual(
        expect.arrayContaining([
          'productGroups',
          'vat',
          'payments',
          'tips',
          'rounding',
          'discounts',
          'returns',
          'receipts',
          'cashDrawerOpenings',
          'grandTotals',
          'previousClosedAt',
          'closedBy',
        ]),
      );
    }
    for (let i = 1; i < contents.length; i++)
      expect(contents[i].grandTotals.sales).toBe(
        contents[i - 1].grandTotals.sales + contents[i].totals.gross,
      );
    expect(contents[1].previousClosedAt).toBe(contents[0].createdAt);
    // Company B sees none of them.
    const other = await client.request<{ zReports: unknown[] }>('{ zReports { id } }', {}, { token: tokenB });
    expect(other.data?.zReports).toEqual([]);
  });

  it('pages the Z-reports newest day first with signed cursors; a foreign cursor or venue is refused', async () => {
    const PAGE = `query ($v: ID, $first: Int, $after: String) {
      zReportsPage(venueId: $v, first: $first, after: $after) { items { id number accountingDate } nextCursor } }`;
    type Page = {
      zReportsPage: {
        items: { id: string; number: number; accountingDate: string }[];
        nextCursor: string | null;
      };
    };
    const whole = await client.request<{ zReports: { id: string }[] }>(
      `query ($v: ID) { zReports(venueId: $v) { id } }`,
      { v: a.venue.id },
      { token: tokenA },
    );
    const walked: Page['zReportsPage']['items'] = [];
    let after: string | null = null;
    let firstCursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof client.request<Page>>> = await client.request<Page>(
        PAGE,
        { v: a.venue.id, first: 2, after },
        { token: tokenA },
      );
      expect(page.errors).toBeUndefined();
      expect(page.data?.zReportsPage.items.length).toBeLessThanOrEqual(2);
      walked.push(...(page.data?.zReportsPage.items ?? []));
      after = page.data?.zReportsPage.nextCursor ?? null;
      firstCursor ??= after;
    } while (after);
    // Every report once, newest first: the same reports the old field answers.
    expect(walked).toHaveLength(5);
    expect(walked.map((z) => z.id).sort()).toEqual(whole.data?.zReports.map((z) => z.id).sort());
    // Newest accounting day first, then number (issue 41), whatever order they were closed in.
    const keys = walked.map((z) => `${z.accountingDate}#${String(z.number).padStart(8, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
    // Every venue the viewer sees, without the venue.
    const all = await client.request<Page>(PAGE, { first: 500 }, { token: tokenA });
    expect(all.data?.zReportsPage.items).toHaveLength(5);
    // A cursor of another filter, another company, a made-up one, or a size outside 1–500: bad input.
    const refused = [
      await client.request(PAGE, { first: 2, after: firstCursor }, { token: tokenA }),
      await client.request(PAGE, { v: a.venue.id, first: 2, after: firstCursor }, { token: tokenB }),
      await client.request(PAGE, { v: a.venue.id, first: 2, after: 'bm90LWEtY3Vyc29y' }, { token: tokenA }),
      await client.request(PAGE, { v: a.venue.id, first: 0 }, { token: tokenA }),
      await client.request(PAGE, { v: a.venue.id, first: 501 }, { token: tokenA }),
    ];
    expect(refused.map((r) => (r.errors?.[0] as Err | undefined)?.extensions?.code)).toEqual(
      Array(5).fill('BAD_USER_INPUT'),
    );
    // Another company's venue answers like a missing one; its own list is empty.
    const foreign = await client.request(PAGE, { v: a.venue.id }, { token: tokenB });
    expect((foreign.errors?.[0] as Err | undefined)?.extensions?.code).toBe('NOT_FOUND');
    const ofB = await client.request<Page>(PAGE, {}, { token: tokenB });
    expect(ofB.data?.zReportsPage).toEqual({ items: [], nextCursor: null });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of a stored Z-report in the database', async () => {
    const [row] = await database.db
      .select()
      .from(zReports)
      .where(eq(zReports.companyId, a.company.id))
      .limit(1);
    if (!row) throw new Error('no z-report');
    // Drizzle wraps the database's error; the trigger's words are in its cause.
    const refusal = (write: PromiseLike<unknown>) =>
      Promise.resolve(write).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(
      await refusal(database.db.update(zReports).set({ closedBy: 'Mallory' }).where(eq(zReports.id, row.id))),
    ).toMatch(/immutable: UPDATE/);
    expect(await refusal(database.db.delete(zReports).where(eq(zReports.id, row.id)))).toMatch(
      /immutable: DELETE/,
    );
    expect(await refusal(database.db.execute(sql`truncate z_reports`))).toMatch(/immutable: TRUNCATE/);
    const [still] = await database.db.select().from(zReports).where(eq(zReports.id, row.id));
    expect(still?.closedBy).toBe(row.closedBy);
  });

  it('shows an X-report without storing it, and mails a Z-report PDF', async () => {
    const before = await database.db.select().from(zReports);
    const x = await client.request<{ xReport: { kind: string; pdf: string } }>(
      'query ($v: ID!) { xReport(venueId: $v) { kind pdf } }',
      { v: a.venue.id },
      { token: tokenA },
    );
    expect(x.data?.xReport.kind).toBe('X');
    expect(
      Buffer.from(x.data?.xReport.pdf ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await database.db.select().from(zReports)).toHaveLength(before.length);
    const id = before.find((r) => r.companyId === a.company.id)?.id;
    const bad = await client.request(
      'mutation ($id: ID!) { sendZReport(id: $id, email: "not-an-address") }',
      { id },
      { token: tokenA },
    );
    expect((bad.errors?.[0] as Err | undefined)?.extensions?.fieldErrors?.[0]?.code).toBe('invalidEmail');
    const sent = await client.request<{ sendZReport: boolean }>(
      'mutation ($id: ID!) { sendZReport(id: $id, email: "owner@example.com") }',
      { id },
      { token: tokenA },
    );
    expect(sent.data?.sendZReport).toBe(true);
    const mail = client.mails.at(-1);
    expect(mail?.to).toBe('owner@example.com');
    expect(mail?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const foreign = await client.request(
      'mutation ($id: ID!) { sendZReport(id: $id, email: "x@example.com") }',
      { id },
      { token: tokenB },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("reads the X-report's groups, VAT and totals from the rollups: the same figures as the receipts", async () => {
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, a.venue.id));
    if (!venue) throw new Error('venue');
    const days = Array.from({ length: 8 }, (_, i) => addDays(today, -i));
    const compare = async () => {
      let seen = 0;
      for (const date of days) {
        const receipts = await dayFigures(database.db, a.company.id, venue, date, 'orders');
        const rollups = await dayFigures(database.db, a.company.id, venue, date, 'rollups');
        expect(rollups).toEqual(receipts);
        seen += receipts.receipts.sales;
      }
      return seen;
    };
    const before = await compare();
    expect(before).toBeGreaterThan(0);
    // An order cancelled after the fact leaves both; the rollups follow in the same transaction.
    await database.db.execute(sql`update orders set status = 'CANCELLED' where id = (
      select id from orders where company_id = ${a.company.id} and venue_id = ${a.venue.id}
        and accounting_date = ${addDays(today, -1)} and status = 'COMPLETED' order by number limit 1)`);
    expect(await compare()).toBe(before - 1);
    // The X-report through the API answers the same figures as the receipts of today.
    const x = await client.request<{ xReport: { json: string } }>(
      'query ($v: ID!) { xReport(venueId: $v) { json } }',
      { v: a.venue.id },
      { token: tokenA },
    );
    expect(x.errors).toBeUndefined();
    const shown = JSON.parse(x.data?.xReport.json ?? '{}') as Record<string, unknown>;
    const receipts = await dayFigures(
      database.db,
      a.company.id,
      venue,
      String(shown.accountingDate),
      'orders',
    );
    for (const field of [
      'productGroups',
      'vat',
      'totals',
      'payments',
      'discounts',
      'receipts',
      'tips',
    ] as const)
      expect(shown[field]).toEqual(receipts[field]);
  });

  it('keeps a venue-restricted user to their venues', async () => {
    const [second] = await database.db
      .insert(venues)
      .values({ companyId: a.company.id, name: 'Alfa Bergen' })
      .returning();
    const [user] = await database.db.select().from(users).where(eq(users.email, 'fin-a@example.com'));
    if (!second || !user) throw new Error('fixture');
    await database.db
      .update(permissions)
      .set({ venueIds: [second.id] })
      .where(eq(permissions.userId, user.id));
    const token = await client.login('fin-a@example.com', FIXTURE_PASSWORD);
    const result = await client.request(
      DASHBOARD,
      { from: today, to: today, venueIds: [a.venue.id] },
      { token },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = await client.request<{ zReports: unknown[] }>('{ zReports { id } }', {}, { token });
    expect(list.data?.zReports).toEqual([]);
    await database.db.update(permissions).set({ venueIds: [] }).where(eq(permissions.userId, user.id));
  });
});
