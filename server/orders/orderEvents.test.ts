import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { permissions } from '../platform/db/schema/index.ts';
import { openTestDatabase } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { startInstance } from '../test/instance.ts';

const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { token } }`;
const EVENTS = 'subscription { orderEvents { orderId venueId number } }';
const CREATE_KEY = `mutation ($venueId: ID!, $scopes: [String!]!) { createApiKey(name: "Till", venueId: $venueId, scopes: $scopes) { key } }`;
const CREATE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id number } } }';

type Instance = Awaited<ReturnType<typeof startInstance>>;
const codeOf = (event: unknown) =>
  (event as { error?: unknown }).error
    ? JSON.stringify((event as { error: unknown }).error)
    : ((event as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ?? 'ok');

/** orderEvents' gate and tenancy over graphql-ws (the HTTP sweeps do not speak it). */
describe('orderEvents: who may subscribe and who hears what (PGlite, in process)', () => {
  let database: Database;
  let instance: Instance;
  let fixture: Awaited<ReturnType<typeof createCompany>>;
  let token: string;
  let otherToken: string;
  let key: string;

  const login = async (email: string) => {
    const result = await instance.request<{ login: { token: string } }>(LOGIN, {
      u: email,
      p: FIXTURE_PASSWORD,
    });
    return result.data?.login.token ?? '';
  };
  const sale = () => ({
    idempotencyKey: `events-${Math.random()}`,
    venueId: fixture.venue.id,
    lines: [{ title: 'Coffee', quantity: 1, unitPrice: 3500, manualPrice: true, vatRate: 12, total: 3500 }],
    payments: [{ method: 'CARD', amount: 3500 }],
    total: 3500,
  });

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    fixture = await createCompany(database.db, { name: 'Live', email: 'live@events.test' });
    await createCompany(database.db, { name: 'Else', email: 'else@events.test' });
    instance = await startInstance(database);
    token = await login('live@events.test');
    otherToken = await login('else@events.test');
    const made = await instance.request<{ createApiKey: { key: string } }>(
      CREATE_KEY,
      { venueId: fixture.venue.id, scopes: ['WRITE_ORDERS'] },
      { token },
    );
    key = made.data?.createApiKey.key ?? '';
  }, 60_000);
  afterAll(async () => {
    await instance?.close();
    await database?.close();
  });

  it('UNAUTHENTICATED without a token; FORBIDDEN without ORDERS or FINANCE', async () => {
    const anonymous = instance.subscribe(EVENTS, null);
    expect(codeOf(await anonymous.next())).toContain('UNAUTHENTICATED');
    await anonymous.close();
    await database.db
      .update(permissions)
      .set({ scopes: ['MENUS'] })
      .where(eq(permissions.userId, fixture.user.id));
    const refused = instance.subscribe(EVENTS, token);
    expect(codeOf(await refused.next())).toContain('FORBIDDEN');
    await refused.close();
    await database.db.update(permissions).set({ scopes: [] }).where(eq(permissions.userId, fixture.user.id));
  });

  it("a terminal's order reaches its company's screens at once and no one else's", async () => {
    const screen = instance.subscribe(EVENTS, token);
    const stranger = instance.subscribe(EVENTS, otherToken);
    await Promise.all([screen.ready(), stranger.ready()]);
    const created = await instance.request<{ createOrder: { order: { id: string; number: number } } }>(
      CREATE,
      { input: sale() },
      { token: key },
    );
    expect(created.errors).toBeUndefined();
    const event = (await screen.next()) as { data: { orderEvents: { orderId: string; number: number } } };
    expect(event.data.orderEvents.orderId).toBe(created.data?.createOrder.order.id);
    expect(await stranger.quiet()).toBe(true);
    await Promise.all([screen.close(), stranger.close()]);
  });

  it('a WRITE_ORDERS key may subscribe; a key may not subscribe to the catalogue', async () => {
    const terminal = instance.subscribe(EVENTS, key);
    await terminal.ready();
    await instance.request(CREATE, { input: sale() }, { token: key });
    expect(codeOf(await terminal.next())).toBe('ok');
    await terminal.close();
    const catalogue = instance.subscribe('subscription { catalogChanged { version } }', key);
    expect(codeOf(await catalogue.next())).toContain('FORBIDDEN');
    await catalogue.close();
  });
});
