import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { competitions, permissions } from '../platform/db/schema/index.ts';
import { openTestDatabase } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { startInstance } from '../test/instance.ts';

const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { token } }`;
const board = (id: string) =>
  `subscription { competitionLeaderboard(id: "${id}") { rank staffName quantity } }`;
const CREATE_ORDER = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }';

type Instance = Awaited<ReturnType<typeof startInstance>>;
const codeOf = (event: unknown) =>
  (event as { error?: unknown }).error
    ? JSON.stringify((event as { error: unknown }).error)
    : ((event as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ?? 'ok');

/** competitionLeaderboard's gate and tenancy over graphql-ws (the HTTP sweeps do not speak it). */
describe('competitionLeaderboard: who may subscribe and who hears what (PGlite, in process)', () => {
  let database: Database;
  let instance: Instance;
  let fixture: Awaited<ReturnType<typeof createCompany>>;
  let competitionId: string;
  let token: string;
  let otherToken: string;

  const login = async (email: string) => {
    const result = await instance.request<{ login: { token: string } }>(LOGIN, {
      u: email,
      p: FIXTURE_PASSWORD,
    });
    return result.data?.login.token ?? '';
  };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    fixture = await createCompany(database.db, { name: 'Cup', email: 'cup@competitions.test' });
    await createCompany(database.db, { name: 'Elsewhere', email: 'elsewhere@competitions.test' });
    const [row] = await database.db
      .insert(competitions)
      .values({
        companyId: fixture.company.id,
        name: 'Beer week',
        metric: 'QUANTITY',
        startsAt: new Date(Date.now() - 3_600_000),
        endsAt: new Date(Date.now() + 3_600_000),
        itemIds: fixture.items.map((item) => item.id),
      })
      .returning();
    competitionId = row?.id ?? '';
    instance = await startInstance(database);
    token = await login('cup@competitions.test');
    otherToken = await login('elsewhere@competitions.test');
  }, 60_000);
  afterAll(async () => {
    await instance?.close();
    await database?.close();
  });

  it('UNAUTHENTICATED without a token; FORBIDDEN without STAFF or ACCOUNTS; NOT_FOUND for another company', async () => {
    const anonymous = instance.subscribe(board(competitionId), null);
    expect(codeOf(await anonymous.next())).toContain('UNAUTHENTICATED');
    await anonymous.close();
    await database.db
      .update(permissions)
      .set({ scopes: ['ORDERS'] })
      .where(eq(permissions.userId, fixture.user.id));
    const refused = instance.subscribe(board(competitionId), token);
    expect(codeOf(await refused.next())).toContain('FORBIDDEN');
    await refused.close();
    await database.db.update(permissions).set({ scopes: [] }).where(eq(permissions.userId, fixture.user.id));
    const stranger = instance.subscribe(board(competitionId), otherToken);
    expect(codeOf(await stranger.next())).toContain('NOT_FOUND');
    await stranger.close();
  });

  it('a sale through the POS API moves the leaderboard', async () => {
    const screen = instance.subscribe(board(competitionId), token);
    await screen.ready();
    const item = fixture.items[0];
    const created = await instance.request(
      CREATE_ORDER,
      {
        input: {
          idempotencyKey: `cup-${Math.random()}`,
          status: 'ACCEPTED',
          serviceType: 'TABLE_SERVICE',
          venueId: fixture.venue.id,
          staffName: 'Astrid',
          lines: [
            {
              itemId: item?.id,
              title: 'Beer',
              quantity: 4,
              unitPrice: 100,
              manualPrice: true,
              vatRate: 25,
              total: 400,
            },
          ],
          payments: [{ method: 'CASH', amount: 400 }],
          total: 400,
        },
      },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const event = (await screen.next()) as { data: { competitionLeaderboard: unknown[] } };
    expect(event.data.competitionLeaderboard).toEqual([{ rank: 1, staffName: 'Astrid', quantity: 4 }]);
    await screen.close();
  });
});
