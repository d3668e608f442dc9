import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { permissions, venues } from '../platform/db/schema/index.ts';
import { openTestDatabase } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { startInstance } from '../test/instance.ts';

const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { token } }`;
const events = (venueId: string) =>
  `subscription { tableEvents(venueId: "${venueId}") { venueId reason orderId } }`;
const CREATE_ORDER = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }';
const CREATE_PLAN = `mutation ($venueId: ID!) { createFloorPlan(data: { name: "Room", venueId: $venueId }) { id } }`;

type Instance = Awaited<ReturnType<typeof startInstance>>;
const codeOf = (event: unknown) =>
  (event as { error?: unknown }).error
    ? JSON.stringify((event as { error: unknown }).error)
    : ((event as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ?? 'ok');

/** tableEvents' gate and tenancy over graphql-ws (the HTTP sweeps do not speak it). */
describe('tableEvents: who may subscribe and who hears what (PGlite, in process)', () => {
  let database: Database;
  let instance: Instance;
  let fixture: Awaited<ReturnType<typeof createCompany>>;
  let secondVenue: string;
  let token: string;
  let otherToken: string;

  const login = async (email: string) => {
    const result = await instance.request<{ login: { token: string } }>(LOGIN, {
      u: email,
      p: FIXTURE_PASSWORD,
    });
    return result.data?.login.token ?? '';
  };
  const order = (venueId: string) => ({
    idempotencyKey: `tables-${Math.random()}`,
    venueId,
    status: 'ACCEPTED',
    serviceType: 'TABLE_SERVICE',
    table: '4',
    lines: [{ title: 'Soup', quantity: 1, unitPrice: 9500, manualPrice: true, vatRate: 12, total: 9500 }],
    total: 9500,
  });

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    fixture = await createCompany(database.db, { name: 'Room', email: 'room@tables.test' });
    const [venue] = await database.db
      .insert(venues)
      .values({ companyId: fixture.company.id, name: 'Room Bergen' })
      .returning();
    secondVenue = venue?.id ?? '';
    await createCompany(database.db, { name: 'Elsewhere', email: 'elsewhere@tables.test' });
    instance = await startInstance(database);
    token = await login('room@tables.test');
    otherToken = await login('elsewhere@tables.test');
  }, 60_000);
  afterAll(async () => {
    await instance?.close();
    await database?.close();
  });

  it('UNAUTHENTICATED without a token; FORBIDDEN without POS_CUSTOMIZATION', async () => {
    const anonymous = instance.subscribe(events(fixture.venue.id), null);
    expect(codeOf(await anonymous.next())).toContain('UNAUTHENTICATED');
    await anonymous.close();
    await database.db
      .update(permissions)
      .set({ scopes: ['ORDERS'] })
      .where(eq(permissions.userId, fixture.user.id));
    const refused = instance.subscribe(events(fixture.venue.id), token);
    expect(codeOf(await refused.next())).toContain('FORBIDDEN');
    await refused.close();
    await database.db.update(permissions).set({ scopes: [] }).where(eq(permissions.userId, fixture.user.id));
  });

  it("an order at the venue reaches that venue's screens only, and no other company's", async () => {
    const screen = instance.subscribe(events(fixture.venue.id), token);
    const otherVenue = instance.subscribe(events(secondVenue), token);
    const stranger = instance.subscribe(events(fixture.venue.id), otherToken);
    await Promise.all([screen.ready(), otherVenue.ready(), stranger.ready()]);
    const created = await instance.request<{ createOrder: { order: { id: string } } }>(
      CREATE_ORDER,
      { input: order(fixture.venue.id) },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const event = (await screen.next()) as { data: { tableEvents: { orderId: string; reason: string } } };
    expect(event.data.tableEvents).toMatchObject({
      orderId: created.data?.createOrder.order.id,
      reason: 'order',
    });
    expect(await otherVenue.quiet()).toBe(true);
    expect(await stranger.quiet()).toBe(true);

    const plan = await instance.request(CREATE_PLAN, { venueId: fixture.venue.id }, { token });
    expect(plan.errors).toBeUndefined();
    const edited = (await screen.next()) as { data: { tableEvents: { reason: string } } };
    expect(edited.data.tableEvents.reason).toBe('plan');
    await Promise.all([screen.close(), otherVenue.close(), stranger.close()]);
  });
});
