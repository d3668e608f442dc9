import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, scratchTestPostgres } from '../../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { startInstance } from '../../test/instance.ts';
import { testRedisUrl } from '../../test/redis.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { companies, permissions } from '../db/schema/index.ts';
import { THROTTLE } from '../limits.ts';

const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { token } }`;
const ITEMS = '{ items { count results { id defaultPrice } } }';
const SET_PRICE = 'mutation ($id: ID!, $p: Int!) { updateItemPrice(itemId: $id, price: $p) { success } }';
const CATALOG_CHANGED = 'subscription { catalogChanged { version } }';

type Instance = Awaited<ReturnType<typeof startInstance>>;

async function login(instance: Instance, email: string): Promise<string> {
  const result = await instance.request<{ login: { token: string } }>(LOGIN, {
    u: email,
    p: FIXTURE_PASSWORD,
  });
  const token = result.data?.login.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return token;
}

const codeOf = (event: unknown) =>
  (event as { error?: { message?: string }[] | { message?: string } }).error
    ? JSON.stringify((event as { error: unknown }).error)
    : ((event as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ?? 'ok');

/**
 * Two servers as production runs them: own pool, own event bus, own port, one PostgreSQL (and,
 * when it answers, one Redis). What one does is seen by the other at once.
 */
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchTestPostgres>>;
  let first: Database;
  let second: Database;
  const instances: Instance[] = [];
  let fixture: Awaited<ReturnType<typeof createCompany>>;
  let redisUrl: string | null;

  beforeAll(async () => {
    scratch = await scratchTestPostgres('ordna_instances');
    first = await openDatabase(scratch.url);
    second = await openDatabase(scratch.url, { migrate: false });
    fixture = await createCompany(first.db, { name: 'Twin', email: 'twin@instances.test' });
    await createCompany(first.db, { name: 'Other', email: 'other@instances.test' });
    redisUrl = await testRedisUrl();
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await Promise.all([first.close(), second.close()]);
    await scratch.drop();
  });

  async function twoInstances(redis: string | null): Promise<[Instance, Instance]> {
    const a = await startInstance(first, redis);
    const b = await startInstance(second, redis);
    instances.push(a, b);
    return [a, b];
  }

  for (const bus of ['PostgreSQL LISTEN/NOTIFY', 'Redis'] as const) {
    it(`a price changed through one is in the other's cached GetItems at once; catalogChanged crosses (${bus})`, async (context) => {
      if (bus === 'Redis' && !redisUrl) context.skip();
      const [a, b] = await twoInstances(bus === 'Redis' ? redisUrl : null);
      const token = await login(a, 'twin@instances.test');
      const [item] = fixture.items;
      if (!item) throw new Error('fixture without items');

      // B answers the list twice (the second from its catalogue cache, keyed by the version).
      const before = await b.request<{ items: { results: { id: string; defaultPrice: number }[] } }>(
        ITEMS,
        {},
        { token },
      );
      await b.request(ITEMS, {}, { token });
      const subscriber = b.subscribe(CATALOG_CHANGED, token);
      const stranger = b.subscribe(CATALOG_CHANGED, await login(b, 'other@instances.test'));
      await Promise.all([subscriber.ready(), stranger.ready()]);

      const price = (before.data?.items.results.find((row) => row.id === item.id)?.defaultPrice ?? 0) + 100;
      expect((await a.request(SET_PRICE, { id: item.id, p: price }, { token })).data).toEqual({
        updateItemPrice: { success: true },
      });
      const event = (await subscriber.next()) as { data: { catalogChanged: { version: number } } };
      expect(event.data.catalogChanged.version).toBeGreaterThan(0);
      const after = await b.request<{ items: { results: { id: string; defaultPrice: number }[] } }>(
        ITEMS,
        {},
        { token },
      );
      expect(after.data?.items.results.find((row) => row.id === item.id)?.defaultPrice).toBe(price);
      // Another company hears nothing of it.
      expect(await stranger.quiet()).toBe(true);
      await Promise.all([subscriber.close(), stranger.close()]);
    });
  }

  it('a login limit is shared: failures through one instance slow the account on the other (issue 42 item 5)', async () => {
    await createCompany(first.db, { name: 'Guessed', email: 'guessed@instances.test' });
    const [a, b] = await twoInstances(null);
    const attempt = (instance: Instance, password: string) =>
      instance.request<{ login: { errorCode: string | null; retryAfterSeconds: number | null } }>(
        'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { errorCode retryAfterSeconds } }',
        { u: 'guessed@instances.test', p: password },
      );
    for (let i = 0; i < THROTTLE.freeFailures; i++) {
      // Alternating instances: each failure counts in the one store, whichever process took it.
      const answer = await attempt(i % 2 ? b : a, `wrong-${i}`);
      expect(answer.data?.login.errorCode).toBe('INVALID_CREDENTIALS');
    }
    for (const instance of [a, b]) {
      const limited = await attempt(instance, FIXTURE_PASSWORD);
      expect(limited.data?.login.errorCode).toBe('RATE_LIMITED');
      expect(limited.data?.login.retryAfterSeconds).toBeGreaterThan(0);
    }
  });
});

/** catalogChanged's gate: the scope and tenancy sweeps walk queries and mutations; this is the subscription's. */
describe('catalogChanged: who may subscribe (PGlite, in process)', () => {
  let database: Database;
  let instance: Instance;
  let userId: string;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const fixture = await createCompany(database.db, { name: 'Scoped', email: 'scoped@events.test' });
    const payments = await createCompany(database.db, { name: 'Pay', email: 'pay@events.test' });
    await database.db
      .update(companies)
      .set({ isPaymentsOnly: true })
      .where(eq(companies.id, payments.company.id));
    userId = fixture.user.id;
    instance = await startInstance(database);
    token = await login(instance, 'scoped@events.test');
  });
  afterAll(async () => {
    await instance.close();
    await database.close();
  });

  const grant = (scopes: string[]) =>
    database.db.update(permissions).set({ scopes }).where(eq(permissions.userId, userId));

  it('UNAUTHENTICATED without a token', async () => {
    const subscription = instance.subscribe(CATALOG_CHANGED, null);
    expect(codeOf(await subscription.next())).toContain('UNAUTHENTICATED');
    await subscription.close();
  });

  it('FORBIDDEN without POS_CUSTOMIZATION, and to a payments-only company', async () => {
    await grant(['MENUS', 'ORDERS', 'FINANCE', 'STAFF', 'INTEGRATIONS', 'ACCOUNTS', 'SETTINGS']);
    const refused = instance.subscribe(CATALOG_CHANGED, token);
    expect(codeOf(await refused.next())).toContain('FORBIDDEN');
    await refused.close();
    const payments = instance.subscribe(CATALOG_CHANGED, await login(instance, 'pay@events.test'));
    expect(codeOf(await payments.next())).toContain('FORBIDDEN');
    await payments.close();
  });

  it('with POS_CUSTOMIZATION: the change made on PGlite arrives over its in-process LISTEN', async () => {
    await grant(['POS_CUSTOMIZATION']);
    const subscription = instance.subscribe(CATALOG_CHANGED, token);
    await subscription.ready();
    const created = await instance.request(
      'mutation ($d: CategoryInput!) { createCategory(data: $d) { id } }',
      { d: { name: 'Fresh', vatRate: 25 } },
      { token },
    );
    expect(created.errors).toBeUndefined();
    expect(codeOf(await subscription.next())).toBe('ok');
    await subscription.close();
  });
});
