import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import { seedOrders } from '../demo/seed-orders.ts';
import type { Database } from '../platform/db/client.ts';
import { permissions, users } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { settleReports } from './reports.service.ts';

const GENERATE = `mutation ($input: ReportsInput!) { generateReport(input: $input) { id status progress kind requestedByName } }`;
const REPORT = `query ($id: ID!) { report(id: $id) { id status progress kind from to venueIds rowCount csv pdf } }`;
const LIST = `query ($first: Int, $after: String) { reports(first: $first, after: $after) { items { id status } nextCursor } }`;
const DELETE = `mutation ($id: ID!) { deleteReport(id: $id) }`;

type Err = {
  message: string;
  extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
};
type Report = {
  id: string;
  status: string;
  progress: number;
  kind: string;
  rowCount: number | null;
  csv: string | null;
  pdf: string | null;
  venueIds: string[];
};

describe.each(testDatabaseKinds())('generated reports API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;
  let today: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Alfa', email: 'rep-a@example.com' });
    b = await createCompany(database.db, { name: 'Beta', email: 'rep-b@example.com' });
    await seedOrders(database.db, a.company.id, 6);
    tokenA = await client.login('rep-a@example.com', FIXTURE_PASSWORD);
    tokenB = await client.login('rep-b@example.com', FIXTURE_PASSWORD);
    today = accountingDateWithCutoff(new Date(), 'Europe/Oslo', '05:30');
  }, 120_000);
  afterAll(async () => {
    await settleReports();
    await database?.close();
  });

  const generate = (input: Record<string, unknown>, token = tokenA) =>
    client.request<{ generateReport: Report }>(GENERATE, { input }, { token });
  const read = (id: string, token = tokenA) => client.request<{ report: Report }>(REPORT, { id }, { token });

  it.each(['SALES', 'INVENTORY', 'PAYOUTS'])(
    'generates a %s report in the background, with CSV and PDF',
    async (type) => {
      const started = await generate({
        type,
        createdAt_gt: addDays(today, -6),
        createdAt_lt: today,
        includeItems: true,
      });
      expect(started.errors).toBeUndefined();
      expect(started.data?.generateReport).toMatchObject({ status: 'running', kind: type });
      await settleReports();
      const done = await read(started.data?.generateReport.id ?? '');
      expect(done.errors).toBeUndefined();
      const report = done.data?.report;
      expect(report).toMatchObject({ status: 'done', progress: 100 });
      expect(report?.rowCount).toBeGreaterThan(0);
      expect(report?.venueIds).toEqual([a.venue.id]);
      const lines = (report?.csv ?? '').split('\r\n');
      expect(lines).toHaveLength((report?.rowCount ?? 0) + 1);
      // The shared writer's byte-order mark first (Excel then reads UTF-8), English: commas.
      expect(lines[0]).toMatch(/^\uFEFFAccounting day,Venue/);
      expect(
        Buffer.from(report?.pdf ?? '', 'base64')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    },
  );

  it('sums the sales like the orders, and filters by hour and channel', async () => {
    const all = await generate({ type: 'SALES', createdAt_gt: addDays(today, -6), createdAt_lt: today });
    const none = await generate({
      type: 'SALES',
      createdAt_gt: addDays(today, -6),
      createdAt_lt: today,
      origins: ['THIRD_PARTY'],
      hour_gt: 3,
      hour_lt: 3,
    });
    await settleReports();
    const full = await read(all.data?.generateReport.id ?? '');
    const empty = await read(none.data?.generateReport.id ?? '');
    expect(full.data?.report.rowCount).toBeGreaterThan(0);
    expect(empty.data?.report.rowCount).toBe(0);
  });

  it('refuses bad filters with translated field errors', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ createdAt_gt: today, createdAt_lt: addDays(today, -1) }, 'createdAt_lt', 'endBeforeStart'],
      [{ createdAt_gt: '2017-03-31', createdAt_lt: '2017-04-02' }, 'createdAt_gt', 'beforeAllTime'],
      [{ createdAt_gt: '2018-01-01', createdAt_lt: '2024-01-01' }, 'createdAt_gt', 'tooLong'],
      [{ createdAt_gt: 'yesterday', createdAt_lt: today }, 'createdAt_gt', 'invalidDate'],
      [{ createdAt_gt: today, createdAt_lt: today, hour_gt: 24 }, 'hour_gt', 'invalidHour'],
      [{ createdAt_gt: today, createdAt_lt: today, hour_lt: -1 }, 'hour_lt', 'invalidHour'],
      [{ createdAt_gt: today, createdAt_lt: today, type: 'PROFIT' }, 'type', 'unknownKind'],
    ];
    for (const [input, field, code] of cases) {
      const result = await client.request(
        GENERATE,
        { input: { type: 'SALES', ...input } },
        { token: tokenA, language: 'sv' },
      );
      const error = result.errors?.[0] as Err | undefined;
      expect(error?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(error?.extensions?.fieldErrors?.[0]).toMatchObject({ field, code });
      expect(error?.extensions?.fieldErrors?.[0]?.message).not.toMatch(/^[a-zA-Z]+$/);
    }
  });

  it('answers a foreign venue, staff member, product or report exactly like a missing one', async () => {
    const base = { type: 'SALES', createdAt_gt: today, createdAt_lt: today };
    for (const field of ['venueIds', 'staffId', 'giftcardItemId'] as const) {
      const foreignId = field === 'venueIds' ? [b.venue.id] : field === 'staffId' ? b.user.id : b.venue.id;
      const missingId = field === 'venueIds' ? [crypto.randomUUID()] : crypto.randomUUID();
      const foreign = await generate({ ...base, [field]: foreignId });
      const missing = await generate({ ...base, [field]: missingId });
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(JSON.stringify(foreign.errors)).toBe(JSON.stringify(missing.errors));
    }
    const own = await generate(base);
    await settleReports();
    const id = own.data?.generateReport.id ?? '';
    const foreignRead = await read(id, tokenB);
    const missingRead = await read(crypto.randomUUID(), tokenB);
    expect(foreignRead.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(foreignRead.errors).replaceAll(id, 'X')).toBe(
      JSON.stringify(missingRead.errors).replace(/[0-9a-f-]{36}/g, 'X'),
    );
    const foreignDelete = await client.request(DELETE, { id }, { token: tokenB });
    expect(foreignDelete.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const listB = await client.request<{ reports: { items: { id: string }[] } }>(LIST, {}, { token: tokenB });
    expect(listB.data?.reports.items).toEqual([]);
    expect((await read(id)).data?.report.status).toBe('done');
  });

  it('pages the list with a signed cursor, and deletes', async () => {
    const first = await client.request<{ reports: { items: { id: string }[]; nextCursor: string | null } }>(
      LIST,
      { first: 2 },
      { token: tokenA },
    );
    expect(first.data?.reports.items).toHaveLength(2);
    const next = await client.request<{ reports: { items: { id: string }[] } }>(
      LIST,
      { first: 2, after: first.data?.reports.nextCursor },
      { token: tokenA },
    );
    const seen = new Set(first.data?.reports.items.map((r) => r.id));
    expect(next.data?.reports.items.every((r) => !seen.has(r.id))).toBe(true);
    const forged = await client.request(LIST, { first: 2, after: 'abc.def' }, { token: tokenA });
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const id = first.data?.reports.items[0]?.id ?? '';
    const deleted = await client.request<{ deleteReport: string }>(DELETE, { id }, { token: tokenA });
    expect(deleted.data?.deleteReport).toBe(id);
    expect((await read(id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('hides reports over venues a restricted user may not see', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, 'rep-a@example.com'));
    if (!user) throw new Error('no user');
    await database.db
      .update(permissions)
      .set({ venueIds: [crypto.randomUUID()] })
      .where(eq(permissions.userId, user.id));
    const token = await client.login('rep-a@example.com', FIXTURE_PASSWORD);
    const list = await client.request<{ reports: { items: unknown[] } }>(LIST, {}, { token });
    expect(list.data?.reports.items).toEqual([]);
    await database.db.update(permissions).set({ venueIds: [] }).where(eq(permissions.userId, user.id));
  });

  it('needs the FINANCE scope', async () => {
    await createCompany(database.db, { name: 'Gamma', email: 'rep-c@example.com', scopes: ['ORDERS'] });
    const token = await client.login('rep-c@example.com', FIXTURE_PASSWORD);
    const result = await client.request(LIST, {}, { token });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const started = await generate({ type: 'SALES', createdAt_gt: today, createdAt_lt: today }, token);
    expect(started.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
