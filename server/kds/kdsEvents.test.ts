import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { companies, items, permissions, stations } from '../platform/db/schema/index.ts';
import { openTestDatabase } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { startInstance } from '../test/instance.ts';

const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { token } }`;
const events = (stationId: string, venueId: string) =>
  `subscription { kdsEvents(stationId: "${stationId}", venueId: "${venueId}") { reason orderId ticketId at } }`;
const CREATE_ORDER = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }';
const BOARD = `query ($s: ID!, $v: ID!) { kdsTickets(stationId: $s, venueId: $v) { tickets { id stage } } }`;
const BUMP = `mutation ($s: ID!, $t: ID!) { bumpKdsTicket(stationId: $s, ticketId: $t, fromStage: NEW) { applied } }`;

type Instance = Awaited<ReturnType<typeof startInstance>>;
const codeOf = (event: unknown) =>
  (event as { error?: unknown }).error
    ? JSON.stringify((event as { error: unknown }).error)
    : ((event as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ?? 'ok');

/** kdsEvents' gate and tenancy over graphql-ws (the HTTP sweeps do not speak it). */
describe('kdsEvents: who may subscribe and who hears what (PGlite, in process)', () => {
  let database: Database;
  let instance: Instance;
  let fixture: Awaited<ReturnType<typeof createCompany>>;
  let stationId: string;
  let barId: string;
  let itemId: string;
  let token: string;
  let otherToken: string;
  let otherStation: string;
  let otherVenue: string;

  const login = async (email: string) => {
    const result = await instance.request<{ login: { token: string } }>(LOGIN, {
      u: email,
      p: FIXTURE_PASSWORD,
    });
    return result.data?.login.token ?? '';
  };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    fixture = await createCompany(database.db, { name: 'Grill', email: 'grill@kds.test' });
    const made = await database.db
      .insert(stations)
      .values([
        { companyId: fixture.company.id, name: 'Grill', kind: 'SCREEN', venueId: fixture.venue.id },
        { companyId: fixture.company.id, name: 'Bar', kind: 'SCREEN', venueId: fixture.venue.id },
      ])
      .returning();
    stationId = made[0]?.id ?? '';
    barId = made[1]?.id ?? '';
    const [item] = await database.db
      .insert(items)
      .values({ companyId: fixture.company.id, title: 'Burger', defaultPrice: 15000, vatRate: 12, stationId })
      .returning();
    itemId = item?.id ?? '';
    const elsewhere = await createCompany(database.db, { name: 'Elsewhere', email: 'elsewhere@kds.test' });
    otherVenue = elsewhere.venue.id;
    const [own] = await database.db
      .insert(stations)
      .values({ companyId: elsewhere.company.id, name: 'Theirs', kind: 'SCREEN', venueId: otherVenue })
      .returning();
    otherStation = own?.id ?? '';
    instance = await startInstance(database);
    token = await login('grill@kds.test');
    otherToken = await login('elsewhere@kds.test');
  }, 60_000);
  afterAll(async () => {
    await instance?.close();
    await database?.close();
  });

  it('UNAUTHENTICATED without a token; FORBIDDEN without the scopes or the licence; NOT_FOUND for a foreign station', async () => {
    const anonymous = instance.subscribe(events(stationId, fixture.venue.id), null);
    expect(codeOf(await anonymous.next())).toContain('UNAUTHENTICATED');
    await anonymous.close();
    await database.db
      .update(permissions)
      .set({ scopes: ['FINANCE'] })
      .where(eq(permissions.userId, fixture.user.id));
    const refused = instance.subscribe(events(stationId, fixture.venue.id), token);
    expect(codeOf(await refused.next())).toContain('FORBIDDEN');
    await refused.close();
    await database.db.update(permissions).set({ scopes: [] }).where(eq(permissions.userId, fixture.user.id));
    await database.db.update(companies).set({ hasKDS: false }).where(eq(companies.id, fixture.company.id));
    const unlicensed = instance.subscribe(events(stationId, fixture.venue.id), token);
    expect(codeOf(await unlicensed.next())).toContain('FORBIDDEN');
    await unlicensed.close();
    await database.db.update(companies).set({ hasKDS: true }).where(eq(companies.id, fixture.company.id));
    const foreign = instance.subscribe(events(stationId, fixture.venue.id), otherToken);
    expect(codeOf(await foreign.next())).toContain('NOT_FOUND');
    await foreign.close();
  });

  it("an order reaches the venue's screens, a bump only its station's, and no other company's", async () => {
    const grill = instance.subscribe(events(stationId, fixture.venue.id), token);
    const second = instance.subscribe(events(stationId, fixture.venue.id), token);
    const bar = instance.subscribe(events(barId, fixture.venue.id), token);
    const stranger = instance.subscribe(events(otherStation, otherVenue), otherToken);
    await Promise.all([grill.ready(), second.ready(), bar.ready(), stranger.ready()]);
    const created = await instance.request<{ createOrder: { order: { id: string } } }>(
      CREATE_ORDER,
      {
        input: {
          idempotencyKey: `kds-${Math.random()}`,
          venueId: fixture.venue.id,
          status: 'ACCEPTED',
          serviceType: 'TABLE_SERVICE',
          lines: [{ itemId, title: 'Burger', quantity: 1, unitPrice: 15000, vatRate: 12, total: 15000 }],
          total: 15000,
        },
      },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const orderId = created.data?.createOrder.order.id;
    for (const screen of [grill, second, bar]) {
      const event = (await screen.next()) as { data: { kdsEvents: { reason: string; orderId: string } } };
      expect(event.data.kdsEvents).toMatchObject({ reason: 'order', orderId });
    }
    expect(await stranger.quiet()).toBe(true);

    const board = await instance.request<{ kdsTickets: { tickets: { id: string }[] } }>(
      BOARD,
      { s: stationId, v: fixture.venue.id },
      { token },
    );
    const ticketId = board.data?.kdsTickets.tickets[0]?.id;
    expect(ticketId).toBeTruthy();
    const bumped = await instance.request(BUMP, { s: stationId, t: ticketId }, { token });
    expect(bumped.errors).toBeUndefined();
    // Both screens of the station stay in sync; the bar hears nothing of the grill's bump.
    for (const screen of [grill, second]) {
      const event = (await screen.next()) as { data: { kdsEvents: { reason: string; ticketId: string } } };
      expect(event.data.kdsEvents).toMatchObject({ reason: 'bump', ticketId });
    }
    expect(await bar.quiet()).toBe(true);
    expect(await stranger.quiet()).toBe(true);
    await Promise.all([grill.close(), second.close(), bar.close(), stranger.close()]);
  });
});
