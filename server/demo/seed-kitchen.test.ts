import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOf, type KdsStage } from '../../src/domain/kds.ts';
import type { Database } from '../platform/db/client.ts';
import { idempotencyKeys, orders, stations } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { expectNoErrors } from '../test/pim.ts';
import { DEMO_LOGIN, seedDemo } from './seed.ts';
import { KITCHEN_ORDERS } from './seed-kitchen.ts';

const BOARD = `query ($stationId: ID!, $venueId: ID!) {
  kdsTickets(stationId: $stationId, venueId: $venueId) {
    tickets { orderNumber table stage createdAt lines { title messages modifications allergens } }
    lastBump { id fromStage toStage } } }`;
const PREP = `query ($venueId: ID!) { kdsPrepTimes(venueId: $venueId) { stationName tickets averageSeconds } }`;

type Board = {
  kdsTickets: {
    tickets: {
      orderNumber: number;
      table: string | null;
      stage: KdsStage;
      createdAt: string;
      lines: { title: string; messages: string[]; modifications: string[]; allergens: string[] }[];
    }[];
    lastBump: { id: string; fromStage: string; toStage: string } | null;
  };
};

describe.each(testDatabaseKinds())("the demo's kitchen display on %s", (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let companyId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ companyId } = await seedDemo(database.db));
    client = testApi(database.db);
    token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
  }, 60_000);
  afterAll(() => database.close());

  const boards = async () => {
    const rows = await database.db.select().from(stations).where(eq(stations.companyId, companyId));
    return Promise.all(
      rows.map(async (station) => {
        const result = await client.request<Board>(
          BOARD,
          { stationId: station.id, venueId: station.venueId },
          { token },
        );
        expectNoErrors(result);
        return { name: station.name, board: result.data?.kdsTickets };
      }),
    );
  };

  it("tonight's orders are real orders, taken through the order service", async () => {
    const rows = await database.db.select().from(orders).where(eq(orders.companyId, companyId));
    expect(rows.filter((order) => order.status === 'ACCEPTED')).toHaveLength(
      KITCHEN_ORDERS.filter((order) => !order.paid).length,
    );
    // The order service's idempotency keys: the seed went through createOrder, not bulk inserts.
    const keys = await database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.companyId, companyId), like(idempotencyKeys.key, 'demo-kitchen-%')));
    expect(keys.filter((key) => key.orderId)).toHaveLength(KITCHEN_ORDERS.length);
  });

  it('every station has open tickets at several stages, one late, with messages and allergens', async () => {
    const now = Date.now();
    const all = await boards();
    for (const { name, board } of all) {
      expect(board?.tickets.length, name).toBeGreaterThanOrEqual(3);
      // Each station's last bump can be recalled.
      expect(board?.lastBump, name).not.toBeNull();
    }
    const tickets = all.flatMap(({ board }) => board?.tickets ?? []);
    const stages = new Set(tickets.map((ticket) => ticket.stage));
    expect([...stages].sort()).toEqual(['IN_PROGRESS', 'NEW', 'READY']);
    const ages = tickets.map((ticket) => ageOf(Date.parse(ticket.createdAt), now, ticket.stage));
    expect(ages.filter((age) => age === 'late')).toHaveLength(1);
    expect(ages).toContain('warning');
    const lines = tickets.flatMap((ticket) => ticket.lines);
    expect(lines.some((line) => line.messages.length > 0)).toBe(true);
    expect(lines.some((line) => line.modifications.length > 0)).toBe(true);
    expect(lines.some((line) => line.allergens.length > 0)).toBe(true);
    // Tables the e2e tests seat guests at stay free.
    expect(tickets.some((ticket) => ticket.table === '7' || ticket.table === '12')).toBe(false);
  });

  it('served tickets give the preparation time per station', async () => {
    const venueId = (await database.db.select().from(stations).where(eq(stations.companyId, companyId)))[0]
      ?.venueId;
    const prep = await client.request<{ kdsPrepTimes: { stationName: string; tickets: number }[] }>(
      PREP,
      { venueId },
      { token },
    );
    expectNoErrors(prep);
    expect(new Set(prep.data?.kdsPrepTimes.map((row) => row.stationName))).toEqual(
      new Set(['Köket', 'Kallskänken', 'Baren']),
    );
  });
});
