import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../demo/seed.ts';
import type { Database } from '../platform/db/client.ts';
import {
  categories,
  itemCategories,
  items,
  itemVariationGroups,
  kdsTickets,
  stations,
  variationGroups,
  variations,
} from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId, setScopes } from '../test/pim.ts';

const STATIONS = 'query ($venueId: ID!) { kdsStations(venueId: $venueId) { id name kind } }';
const BOARD = `query ($stationId: ID!, $venueId: ID!, $first: Int) {
  kdsTickets(stationId: $stationId, venueId: $venueId, first: $first) {
    tickets { id orderId orderNumber table courseName stage createdAt readyAt
      lines { title quantity modifications removed messages allergens } }
    lastBump { id fromStage toStage } } }`;
const BUMP = `mutation ($stationId: ID!, $ticketId: ID!, $fromStage: KdsStage!) {
  bumpKdsTicket(stationId: $stationId, ticketId: $ticketId, fromStage: $fromStage) {
    applied outcome ticket { id stage } bump { id fromStage toStage } } }`;
const RECALL = `mutation ($stationId: ID!, $bumpId: ID) {
  recallKdsTicket(stationId: $stationId, bumpId: $bumpId) { applied outcome ticket { id stage } } }`;
const PREP = `query ($venueId: ID!, $stationId: ID, $from: String) {
  kdsPrepTimes(venueId: $venueId, stationId: $stationId, from: $from) { stationId stationName hour tickets averageSeconds } }`;
const ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id number } } }`;

interface Ticket {
  id: string;
  orderId: string;
  orderNumber: number;
  table: string | null;
  courseName: string | null;
  stage: string;
  lines: {
    title: string;
    quantity: number;
    modifications: string[];
    removed: string[];
    messages: string[];
    allergens: string[];
  }[];
}
type Board = { kdsTickets: { tickets: Ticket[]; lastBump: { id: string } | null } };
type Bump = {
  bumpKdsTicket: {
    applied: boolean;
    outcome: string;
    ticket: { stage: string } | null;
    bump: { id: string } | null;
  };
};
type Recall = { recallKdsTicket: { applied: boolean; outcome: string; ticket: { stage: string } | null } };

describe.each(testDatabaseKinds())('kitchen display API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let unlicensedToken: string;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let venueId: string;
  let kitchen: string;
  let bar: string;
  let otherStation: string;
  let item: { id: string; title: string; vatRate: number; defaultPrice: number };
  let ticket: Ticket;

  const request = <T>(query: string, variables: Record<string, unknown>, as = token, language?: string) =>
    client.request<T>(query, variables, { token: as, language });

  const order = (table: string) =>
    request<{ createOrder: { order: { id: string; number: number } } }>(ORDER, {
      input: {
        idempotencyKey: `kds-${Math.random()}`,
        venueId,
        status: 'ACCEPTED',
        serviceType: 'TABLE_SERVICE',
        table,
        lines: [
          {
            itemId: item.id,
            title: item.title,
            quantity: 2,
            unitPrice: 10500,
            manualPrice: true,
            vatRate: item.vatRate,
            total: 21000,
            variations: [
              { name: 'Extra sås', price: 0 },
              { name: 'Utan lök', price: 500 },
            ],
            // Record metadata (issue 16 item 7): the item's removable ingredients the guest left out.
            removedIngredients: ['Koriander', 'Chili'],
          },
        ],
        total: 21000,
      },
    });

  beforeAll(async () => {
    const demo = await openDemoDatabase(kind);
    database = demo.database;
    const { companyId } = demo;
    client = testApi(database.db);
    token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const demoStations = await database.db.select().from(stations).where(eq(stations.companyId, companyId));
    const byName = (name: string) => demoStations.find((station) => station.name === name);
    kitchen = byName('Köket')?.id ?? '';
    bar = byName('Baren')?.id ?? '';
    venueId = byName('Köket')?.venueId ?? '';
    const [routed] = await database.db
      .select({ id: items.id, title: items.title, vatRate: items.vatRate, defaultPrice: items.defaultPrice })
      .from(items)
      .innerJoin(itemCategories, eq(itemCategories.itemId, items.id))
      .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
      .where(and(eq(items.companyId, companyId), eq(categories.stationId, kitchen), eq(items.deleted, false)))
      .limit(1);
    if (!routed) throw new Error('no demo item routed to Köket');
    item = routed;
    // The demo's kitchen is mid-service (server/demo/seed-kitchen.ts): its stations have tickets and
    // bumps of their own. This suite's own pass, with the item routed there, keeps "nothing to
    // recall" and the ticket counts about this suite's orders only.
    const [pass] = await database.db
      .insert(stations)
      .values({ companyId, name: 'Passet', kind: 'SCREEN', venueId })
      .returning();
    kitchen = pass?.id ?? '';
    await database.db.update(items).set({ stationId: kitchen }).where(eq(items.id, item.id));
    // A paid modification of the product's own (the server takes modifications only from the
    // product's groups, issue 40): the ticket shows it as a modification, not a message.
    const [group] = await database.db
      .insert(variationGroups)
      .values({ companyId, title: 'Tillval', selectionMode: 'MULTIPLE' })
      .returning();
    if (!group) throw new Error('group');
    await database.db
      .insert(variations)
      .values({ companyId, groupId: group.id, name: 'Utan lök', price: 500 });
    await database.db.insert(itemVariationGroups).values({ companyId, itemId: item.id, groupId: group.id });
    other = await createCompany(database.db, { name: 'Other', email: 'other@kds.test' });
    const [own] = await database.db
      .insert(stations)
      .values({ companyId: other.company.id, name: 'Other kitchen', kind: 'SCREEN', venueId: other.venue.id })
      .returning();
    otherStation = own?.id ?? '';
    otherToken = await client.login('other@kds.test', FIXTURE_PASSWORD);
    await createCompany(database.db, { name: 'Plain', email: 'plain@kds.test', licensed: false });
    unlicensedToken = await client.login('plain@kds.test', FIXTURE_PASSWORD);
  }, 60_000);
  afterAll(() => database.close());

  it("lists the venue's stations", async () => {
    const result = await request<{ kdsStations: { name: string }[] }>(STATIONS, { venueId });
    expectNoErrors(result);
    expect(result.data?.kdsStations.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Köket', 'Kallskänken', 'Baren', 'Passet']),
    );
  });

  it('shows a new order as a ticket of its station with lines, modifications, removed ingredients and allergens', async () => {
    const made = await order('12');
    expectNoErrors(made);
    const board = await request<Board>(BOARD, { stationId: kitchen, venueId });
    expectNoErrors(board);
    const found = board.data?.kdsTickets.tickets.find(
      (candidate) => candidate.orderNumber === made.data?.createOrder.order.number,
    );
    expect(found).toMatchObject({ stage: 'NEW', table: '12' });
    expect(found?.lines[0]).toMatchObject({
      title: item.title,
      quantity: 2,
      modifications: ['Utan lök'],
      removed: ['Koriander', 'Chili'],
      messages: ['Extra sås'],
    });
    ticket = found as Ticket;
    // The bar gets nothing of it; reading twice makes no second ticket.
    const barBoard = await request<Board>(BOARD, { stationId: bar, venueId });
    expect(barBoard.data?.kdsTickets.tickets.some((t) => t.orderId === ticket.orderId)).toBe(false);
    const again = await request<Board>(BOARD, { stationId: kitchen, venueId });
    expect(again.data?.kdsTickets.tickets.filter((t) => t.orderId === ticket.orderId)).toHaveLength(1);
  });

  it('bumps one stage, ignores a stale bump visibly, and recalls the last bump', async () => {
    const first = await request<Bump>(BUMP, { stationId: kitchen, ticketId: ticket.id, fromStage: 'NEW' });
    expectNoErrors(first);
    expect(first.data?.bumpKdsTicket).toMatchObject({
      applied: true,
      outcome: 'APPLIED',
      ticket: { stage: 'IN_PROGRESS' },
    });
    // A second screen (or a replayed queued bump) that still saw NEW: not applied twice.
    const stale = await request<Bump>(BUMP, { stationId: kitchen, ticketId: ticket.id, fromStage: 'NEW' });
    expect(stale.data?.bumpKdsTicket).toMatchObject({
      applied: false,
      outcome: 'STALE',
      ticket: { stage: 'IN_PROGRESS' },
    });
    const recalled = await request<Recall>(RECALL, { stationId: kitchen });
    expect(recalled.data?.recallKdsTicket).toMatchObject({ applied: true, ticket: { stage: 'NEW' } });
    const nothing = await request<Recall>(RECALL, { stationId: kitchen });
    expect(nothing.data?.recallKdsTicket).toMatchObject({ applied: false, outcome: 'NOTHING' });
    // A queued recall of a bump that is no longer the last: STALE.
    const bumped = await request<Bump>(BUMP, { stationId: kitchen, ticketId: ticket.id, fromStage: 'NEW' });
    const bumpId = bumped.data?.bumpKdsTicket.bump?.id;
    await request<Bump>(BUMP, { stationId: kitchen, ticketId: ticket.id, fromStage: 'IN_PROGRESS' });
    const old = await request<Recall>(RECALL, { stationId: kitchen, bumpId });
    expect(old.data?.recallKdsTicket).toMatchObject({ applied: false, outcome: 'STALE' });
  });

  it('stores the stamps and answers the average preparation time per station and hour', async () => {
    const [row] = await database.db.select().from(kdsTickets).where(eq(kdsTickets.id, ticket.id));
    expect(row?.stage).toBe('READY');
    expect(row?.readyAt).toBeInstanceOf(Date);
    const prep = await request<{
      kdsPrepTimes: { stationName: string; tickets: number; averageSeconds: number }[];
    }>(PREP, { venueId, stationId: kitchen });
    expectNoErrors(prep);
    expect(prep.data?.kdsPrepTimes[0]).toMatchObject({ stationName: 'Passet' });
    expect(prep.data?.kdsPrepTimes[0]?.tickets).toBeGreaterThanOrEqual(1);
    expect(prep.data?.kdsPrepTimes[0]?.averageSeconds).toBeGreaterThanOrEqual(0);
    const bad = await request(PREP, { venueId, from: 'yesterday' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('refuses a ticket of another station with a translated message, and served tickets leave the board', async () => {
    const refused = await request(
      BUMP,
      { stationId: bar, ticketId: ticket.id, fromStage: 'READY' },
      token,
      'sv',
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(refused)).toEqual({ ticketId: 'otherStation' });
    expect(refused.errors?.[0]?.message).toContain('annan station');
    const served = await request<Bump>(BUMP, { stationId: kitchen, ticketId: ticket.id, fromStage: 'READY' });
    expect(served.data?.bumpKdsTicket.ticket?.stage).toBe('SERVED');
    const board = await request<Board>(BOARD, { stationId: kitchen, venueId });
    expect(board.data?.kdsTickets.tickets.some((t) => t.id === ticket.id)).toBe(false);
  });

  it("answers another company's station, ticket and bump exactly like missing ones", async () => {
    const foreign = await request(
      BUMP,
      { stationId: otherStation, ticketId: ticket.id, fromStage: 'NEW' },
      otherToken,
    );
    const random = await request(
      BUMP,
      { stationId: otherStation, ticketId: randomId(), fromStage: 'NEW' },
      otherToken,
    );
    expect(codeOf(random)).toBe('NOT_FOUND');
    expectSameAsMissing(foreign, random);
    const board = await request(BOARD, { stationId: kitchen, venueId }, otherToken);
    const missing = await request(BOARD, { stationId: randomId(), venueId }, otherToken);
    expectSameAsMissing(board, missing);
    const stationsOfA = await request<{ kdsStations: unknown[] }>(STATIONS, { venueId }, otherToken);
    expect(stationsOfA.data?.kdsStations).toEqual([]);
    const prepOfA = await request(PREP, { venueId }, otherToken);
    expect(codeOf(prepOfA)).toBe('NOT_FOUND');
  });

  it('needs the KDS licence and POS_CUSTOMIZATION or ORDERS', async () => {
    const unlicensed = await request(STATIONS, { venueId: randomId() }, unlicensedToken);
    expect(codeOf(unlicensed)).toBe('FORBIDDEN');
    await setScopes(database.db, other.user.id, ['FINANCE']);
    const finance = await request(BOARD, { stationId: otherStation, venueId: other.venue.id }, otherToken);
    expect(codeOf(finance)).toBe('FORBIDDEN');
    await setScopes(database.db, other.user.id, ['ORDERS']);
    const orders = await request<Board>(
      BOARD,
      { stationId: otherStation, venueId: other.venue.id },
      otherToken,
    );
    expectNoErrors(orders);
    expect(orders.data?.kdsTickets.tickets).toEqual([]);
    const tooMany = await request(
      BOARD,
      { stationId: otherStation, venueId: other.venue.id, first: 501 },
      otherToken,
    );
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
  });
});
