import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../demo/seed.ts';
import type { Database } from '../platform/db/client.ts';
import { companies, venues } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId, setScopes } from '../test/pim.ts';

const PLANS = `query ($venueId: ID) { floorPlans(venueId: $venueId) { id name venueId version width height tables { id code posX posY } decor { id kind } } }`;
const CREATE_PLAN = `mutation ($data: FloorPlanInput!) { createFloorPlan(data: $data) { id version width height } }`;
const BULK = `mutation ($data: CreateTablesInput!) { createTables(data: $data) { id code posX posY } }`;
const CREATE_TABLE = `mutation ($data: TableInput!) { createTable(data: $data) { id code posX posY rotation floorPlan venue deleted version } }`;
const UPDATE_TABLE = `mutation ($id: ID!, $data: TableInput!, $v: Int) { updateTable(id: $id, data: $data, expectedVersion: $v) { id code version } }`;
const DELETE = `mutation ($ids: [ID!]!) { deleteTables(ids: $ids) }`;
const LIST = `query ($plan: ID, $search: String, $first: Int, $after: String, $sort: TableSort, $desc: Boolean) {
  tables(floorPlanId: $plan, search: $search, first: $first, after: $after, sort: $sort, descending: $desc) {
    totalCount items { id code seats } pageInfo { endCursor hasNextPage } } }`;
const SAVE = `mutation ($id: ID!, $v: Int!, $tables: [FloorPlanTableInput!]!, $decor: [FloorDecorInput!]!) {
  saveFloorPlan(id: $id, expectedVersion: $v, tables: $tables, decor: $decor) { id version tables { id code posX posY rotation } decor { id kind text } } }`;
const MONITOR = `query ($id: ID!) { tableMonitor(floorPlanId: $id) { plan { id } tables { table { code } state guests amount staff seatedAt } } }`;
const ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }`;

interface Plan {
  id: string;
  name: string;
  venueId: string;
  version: number;
  width: number;
  height: number;
  tables: { id: string; code: string; posX: number; posY: number }[];
}

describe.each(testDatabaseKinds())('tables API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let venueId: string;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let plan: { id: string; version: number };

  const request = <T>(query: string, variables: Record<string, unknown>, as = token) =>
    client.request<T>(query, variables, { token: as });

  beforeAll(async () => {
    ({ database } = await openDemoDatabase(kind));
    client = testApi(database.db);
    token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    other = await createCompany(database.db, { name: 'Other', email: 'other@tables.test' });
    await database.db.update(companies).set({ hasTables: true }).where(eq(companies.id, other.company.id));
    otherToken = await client.login('other@tables.test', FIXTURE_PASSWORD);
    const [venue] = await database.db
      .select()
      .from(venues)
      .where(eq(venues.name, (await database.db.select().from(venues))[0]?.name ?? ''));
    venueId = venue?.id ?? '';
    const made = await request<{ createFloorPlan: { id: string; version: number } }>(CREATE_PLAN, {
      data: { name: 'Test room', venueId, width: 1000, height: 600 },
    });
    expectNoErrors(made);
    plan = made.data?.createFloorPlan as { id: string; version: number };
  }, 60_000);
  afterAll(() => database.close());

  it('lists the seeded rooms of a venue with their tables', async () => {
    const result = await request<{ floorPlans: Plan[] }>(PLANS, { venueId });
    expectNoErrors(result);
    const names = result.data?.floorPlans.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Matsal', 'Bar', 'Terrass', 'Test room']));
    const dining = result.data?.floorPlans.find((p) => p.name === 'Matsal');
    expect(dining?.tables.map((t) => t.code)).toContain('1');
  });

  it('creates a table at position 0 by default and refuses duplicates, outside positions and unknown plans', async () => {
    const made = await request<{
      createTable: {
        posX: number;
        posY: number;
        rotation: number;
        floorPlan: string;
        venue: string;
        deleted: boolean;
      };
    }>(CREATE_TABLE, { data: { code: 'A1', floorPlanId: plan.id } });
    expectNoErrors(made);
    expect(made.data?.createTable).toMatchObject({
      posX: 0,
      posY: 0,
      rotation: 0,
      floorPlan: plan.id,
      venue: venueId,
      deleted: false,
    });
    const duplicate = await request(CREATE_TABLE, { data: { code: 'a1 ', floorPlanId: plan.id } });
    expect(codeOf(duplicate)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(duplicate)).toMatchObject({ code: 'DUPLICATE_CODE' });
    const outside = await request(CREATE_TABLE, {
      data: { code: 'A2', floorPlanId: plan.id, posX: 990, posY: 10 },
    });
    expect(fieldCodes(outside)).toMatchObject({ posX: 'OUTSIDE_PLAN' });
    const unknown = await request(CREATE_TABLE, { data: { code: 'A3', floorPlanId: randomId() } });
    expect(fieldCodes(unknown)).toMatchObject({ floorPlanId: 'UNKNOWN_PLAN' });
    // Another company's plan answers exactly like an unknown one.
    const foreign = await request(CREATE_TABLE, { data: { code: 'A3', floorPlanId: plan.id } }, otherToken);
    expect(fieldCodes(foreign)).toMatchObject({ floorPlanId: 'UNKNOWN_PLAN' });
  });

  it('a venue of another company cannot hold a plan', async () => {
    const result = await request(CREATE_PLAN, { data: { name: 'Theirs', venueId } }, otherToken);
    const random = await request(CREATE_PLAN, { data: { name: 'Theirs', venueId: randomId() } }, otherToken);
    expectSameAsMissing(result, random);
  });

  it('bulk-creates tables 1–20, pages them in SQL, and soft-deletes', async () => {
    const made = await request<{ createFloorPlan: { id: string } }>(CREATE_PLAN, {
      data: { name: 'Bulk room', venueId, width: 1200, height: 800 },
    });
    const planId = made.data?.createFloorPlan.id;
    const bulk = await request<{ createTables: { code: string }[] }>(BULK, {
      data: { floorPlanId: planId, prefix: 'B', from: 1, to: 20, seats: 2, shape: 'ROUND' },
    });
    expectNoErrors(bulk);
    expect(bulk.data?.createTables).toHaveLength(20);
    const again = await request(BULK, { data: { floorPlanId: planId, prefix: 'b', from: 20, to: 21 } });
    expect(fieldCodes(again)).toMatchObject({ from: 'DUPLICATE_CODE' });
    const empty = await request(BULK, { data: { floorPlanId: planId, from: 5, to: 1 } });
    expect(fieldCodes(empty)).toMatchObject({ to: 'INVALID_RANGE' });

    type Page = {
      tables: {
        totalCount: number;
        items: { id: string; code: string }[];
        pageInfo: { endCursor: string | null; hasNextPage: boolean };
      };
    };
    const first = await request<Page>(LIST, { plan: planId, first: 8, sort: 'code' });
    expectNoErrors(first);
    expect(first.data?.tables.totalCount).toBe(20);
    expect(first.data?.tables.pageInfo.hasNextPage).toBe(true);
    const codes = [...(first.data?.tables.items.map((t) => t.code) ?? [])];
    let after = first.data?.tables.pageInfo.endCursor ?? null;
    while (after) {
      const page = await request<Page>(LIST, {
        plan: planId,
        first: 8,
        sort: 'code',
        after,
      });
      codes.push(...(page.data?.tables.items.map((t) => t.code) ?? []));
      after = page.data?.tables.pageInfo.endCursor ?? null;
    }
    expect(codes).toHaveLength(20);
    expect(new Set(codes).size).toBe(20);
    const search = await request<Page>(LIST, { plan: planId, search: 'B1' });
    expect(search.data?.tables.items.map((t) => t.code).sort()).toEqual(
      ['B1', 'B10', 'B11', 'B12', 'B13', 'B14', 'B15', 'B16', 'B17', 'B18', 'B19'].sort(),
    );
    const forged = await request(LIST, { plan: planId, after: 'abc.def' });
    expect(codeOf(forged)).toBe('BAD_USER_INPUT');

    const victims = first.data?.tables.items.slice(0, 2).map((t) => t.id) ?? [];
    const removed = await request<{ deleteTables: number }>(DELETE, { ids: victims });
    expect(removed.data?.deleteTables).toBe(2);
    const after2 = await request<Page>(LIST, { plan: planId });
    expect(after2.data?.tables.totalCount).toBe(18);
    // The freed codes may be used again.
    const reuse = await request(CREATE_TABLE, {
      data: { code: first.data?.tables.items[0]?.code, floorPlanId: planId },
    });
    expectNoErrors(reuse);
    const foreignDelete = await request(DELETE, { ids: [victims[0]] }, otherToken);
    expect(codeOf(foreignDelete)).toBe('NOT_FOUND');
  });

  it('saves a plan in one transaction; a stale version is CONFLICT, never a silent loss', async () => {
    const made = await request<{ createFloorPlan: { id: string; version: number } }>(CREATE_PLAN, {
      data: { name: 'Concurrent room', venueId, width: 800, height: 600 },
    });
    const id = made.data?.createFloorPlan.id;
    const version = made.data?.createFloorPlan.version ?? 0;
    const tables = [
      { code: 'C1', posX: 20, posY: 20, rotation: 45, shape: 'ROUND', seats: 2 },
      { code: 'C2', posX: 200, posY: 20, shape: 'RECTANGLE', width: 160, height: 80 },
    ];
    const decor = [{ id: 'w', kind: 'WALL', x: 0, y: 0, width: 800, height: 10 }];
    const [a, b] = await Promise.all([
      request<{ saveFloorPlan: { version: number; tables: { id: string; code: string }[] } }>(SAVE, {
        id,
        v: version,
        tables,
        decor,
      }),
      request(SAVE, { id, v: version, tables: [{ code: 'X' }], decor: [] }),
    ]);
    const outcomes = [codeOf(a) ?? 'ok', codeOf(b) ?? 'ok'].sort();
    expect(outcomes).toEqual(['CONFLICT', 'ok']);
    const plans = await request<{ floorPlans: (Plan & { decor: unknown[] })[] }>(PLANS, { venueId });
    const saved = plans.data?.floorPlans.find((p) => p.id === id);
    expect(saved?.version).toBe(version + 1);
    const loser = codeOf(a) === 'CONFLICT' ? a : b;
    expect((loser.errors?.[0]?.extensions as { currentVersion?: number } | undefined)?.currentVersion).toBe(
      version + 1,
    );

    // Rename one, swap codes, drop one: all in one save.
    const current = saved?.tables ?? [];
    const next = await request<{ saveFloorPlan: { version: number; tables: { code: string }[] } }>(SAVE, {
      id,
      v: saved?.version,
      tables: current.slice(0, 1).map((t) => ({ id: t.id, code: 'Z', posX: 40, posY: 40 })),
      decor: [{ id: 'l', kind: 'LABEL', x: 10, y: 10, width: 100, height: 30, text: 'Bar' }],
    });
    expectNoErrors(next);
    expect(next.data?.saveFloorPlan.tables.map((t) => t.code)).toEqual(['Z']);

    const duplicate = await request(SAVE, {
      id,
      v: next.data?.saveFloorPlan.version,
      tables: [{ code: 'Q' }, { code: 'q' }, { code: 'R', posX: 790 }],
      decor: [],
    });
    expect(fieldCodes(duplicate)).toMatchObject({
      'tables.1.code': 'DUPLICATE_CODE',
      'tables.2.code': 'OUTSIDE_PLAN',
    });
    const foreignTable = await request(SAVE, {
      id,
      v: next.data?.saveFloorPlan.version,
      tables: [{ id: randomId(), code: 'Q' }],
      decor: [],
    });
    expect(fieldCodes(foreignTable)).toMatchObject({ 'tables.0.id': 'NOT_FOUND' });
    const foreignPlan = await request(SAVE, { id, v: 1, tables: [], decor: [] }, otherToken);
    const randomPlan = await request(SAVE, { id: randomId(), v: 1, tables: [], decor: [] }, otherToken);
    expectSameAsMissing(foreignPlan, randomPlan);
  });

  it('a code is unique across the venue, on every plan, with a translated field error; the next free one is proposed', async () => {
    // The demo's dining room holds tables 1–12 of this venue; "Test room" is another plan of it.
    const clash = await client.request(
      CREATE_TABLE,
      { data: { code: ' 12', floorPlanId: plan.id } },
      { token, language: 'sv' },
    );
    expect(fieldCodes(clash)).toMatchObject({ code: 'DUPLICATE_CODE' });
    const fields = (clash.errors?.[0]?.extensions as { fieldErrors?: { field: string; message: string }[] })
      ?.fieldErrors;
    expect(fields?.find((f) => f.field === 'code')?.message).toBe(
      'Ett annat bord på försäljningsstället har den koden, på den här kartan eller en annan.',
    );
    const bulk = await request(BULK, { data: { floorPlanId: plan.id, prefix: '', from: 12, to: 13 } });
    expect(fieldCodes(bulk)).toMatchObject({ from: 'DUPLICATE_CODE' });
    const plans = await request<{ floorPlans: (Plan & { version: number })[] }>(PLANS, { venueId });
    const room = plans.data?.floorPlans.find((p) => p.id === plan.id);
    const saved = await request(SAVE, {
      id: plan.id,
      v: room?.version,
      tables: [...(room?.tables ?? []).map((t) => ({ id: t.id, code: t.code })), { code: '3' }],
      decor: [],
    });
    expect(fieldCodes(saved)).toMatchObject({ [`tables.${room?.tables.length}.code`]: 'DUPLICATE_CODE' });
    const moved = await request<{ createTable: { id: string } }>(CREATE_TABLE, {
      data: { code: 'M1', floorPlanId: plan.id },
    });
    const renamed = await request(UPDATE_TABLE, {
      id: moved.data?.createTable.id,
      data: { code: '7', floorPlanId: plan.id },
    });
    expect(fieldCodes(renamed)).toMatchObject({ code: 'DUPLICATE_CODE' });

    const next = await request<{
      floorPlans: { id: string; nextTableCode: string; otherTableCodes: string[] }[];
    }>('query ($venueId: ID) { floorPlans(venueId: $venueId) { id nextTableCode otherTableCodes } }', {
      venueId,
    });
    const proposed = next.data?.floorPlans.find((p) => p.id === plan.id);
    expect(proposed?.otherTableCodes).toEqual(expect.arrayContaining(['1', '12', '20']));
    expect(Number(proposed?.nextTableCode)).toBeGreaterThan(20);
    expectNoErrors(
      await request(CREATE_TABLE, { data: { code: proposed?.nextTableCode, floorPlanId: plan.id } }),
    );
  });

  it('sorts table codes naturally: 1, 2, 10, not 1, 10, 2, in pages too', async () => {
    const dining = (await request<{ floorPlans: Plan[] }>(PLANS, { venueId })).data?.floorPlans.find(
      (p) => p.name === 'Matsal',
    );
    expect(dining?.tables.map((t) => t.code)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    type Page = { tables: { items: { code: string }[]; pageInfo: { endCursor: string | null } } };
    const codes: string[] = [];
    let after: string | null = null;
    do {
      const page: { data?: Page | null } = await request<Page>(LIST, {
        plan: dining?.id,
        first: 5,
        sort: 'code',
        after,
      });
      codes.push(...(page.data?.tables.items.map((t) => t.code) ?? []));
      after = page.data?.tables.pageInfo.endCursor ?? null;
    } while (after);
    expect(codes).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it('an update with an old version is CONFLICT', async () => {
    const made = await request<{ createTable: { id: string; version: number } }>(CREATE_TABLE, {
      data: { code: 'V1', floorPlanId: plan.id },
    });
    const id = made.data?.createTable.id;
    const ok = await request(UPDATE_TABLE, { id, data: { code: 'V2', floorPlanId: plan.id }, v: 1 });
    expectNoErrors(ok);
    const stale = await request(UPDATE_TABLE, { id, data: { code: 'V3', floorPlanId: plan.id }, v: 1 });
    expect(codeOf(stale)).toBe('CONFLICT');
  });

  it("monitoring shows a table's state from its open orders", async () => {
    const dining = (await request<{ floorPlans: Plan[] }>(PLANS, { venueId })).data?.floorPlans.find(
      (p) => p.name === 'Matsal',
    );
    const code = dining?.tables[0]?.code ?? '';
    const line = {
      title: 'Soup',
      quantity: 2,
      unitPrice: 9_500,
      manualPrice: true,
      vatRate: 12,
      total: 19_000,
    };
    const open = await request(ORDER, {
      input: {
        idempotencyKey: `monitor-${kind}`,
        venueId,
        status: 'ACCEPTED',
        serviceType: 'TABLE_SERVICE',
        table: code,
        staffName: 'Ada',
        guestCount: 3,
        lines: [line],
        total: 19_000,
      },
    });
    expectNoErrors(open);
    type Monitor = {
      tableMonitor: {
        tables: {
          table: { code: string };
          state: string;
          guests: number;
          amount: number;
          staff: string | null;
        }[];
      };
    };
    const result = await request<Monitor>(MONITOR, { id: dining?.id });
    expectNoErrors(result);
    const row = result.data?.tableMonitor.tables.find((t) => t.table.code === code);
    expect(row).toMatchObject({ state: 'OPEN', guests: 3, staff: 'Ada' });
    expect(row?.amount).toBeGreaterThanOrEqual(19_000);
    const foreign = await request<{ tableMonitor: unknown }>(MONITOR, { id: dining?.id }, otherToken);
    expect(foreign.data?.tableMonitor).toBeNull();
  });

  it('needs POS_CUSTOMIZATION and the tables licence for everything', async () => {
    await setScopes(database.db, other.user.id, ['MENUS']);
    const refused = await request(PLANS, {}, otherToken);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    await setScopes(database.db, other.user.id, ['ORDERS']);
    const write = await request(CREATE_PLAN, { data: { name: 'No', venueId: other.venue.id } }, otherToken);
    expect(codeOf(write)).toBe('FORBIDDEN');
    await setScopes(database.db, other.user.id, []);
    await database.db.update(companies).set({ hasTables: false }).where(eq(companies.id, other.company.id));
    const unlicensed = await request(PLANS, {}, otherToken);
    expect(codeOf(unlicensed)).toBe('FORBIDDEN');
    await database.db.update(companies).set({ hasTables: true }).where(eq(companies.id, other.company.id));
  });
});
