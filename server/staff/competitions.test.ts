import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, fieldCodes, setScopes } from '../test/pim.ts';

const CREATE = `mutation ($data: CompetitionInput!) { createCompetition(data: $data) { id name metric phase itemIds categoryIds } }`;
const BOARD =
  'query ($id: ID!) { competition(id: $id) { id leaderboard { rank staffName quantity amount score } } }';
const LIST = 'query { competitions { count results { id name } } }';
const ORDER = 'mutation ($order: CreateOrderInput!) { createOrder(input: $order) { order { id } } }';

describe.each(testDatabaseKinds())('sales competitions on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;
  let orderNo = 0;

  const call = async <T>(query: string, variables: Record<string, unknown> = {}, token = tokenA) => {
    const result = await client.request<T>(query, variables, { token });
    expectNoErrors(result);
    return result.data as T;
  };
  const sell = (staffName: string, itemId: string, quantity: number, unitPrice: number) =>
    call(ORDER, {
      order: {
        idempotencyKey: `competition-${orderNo++}`,
        venueId: a.venue.id,
        staffName,
        lines: [
          {
            itemId,
            title: 'Beer',
            quantity,
            unitPrice,
            manualPrice: true,
            vatRate: 25,
            total: quantity * unitPrice,
          },
        ],
        payments: [{ method: 'CASH', amount: quantity * unitPrice }],
        total: quantity * unitPrice,
      },
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    a = await createCompany(database.db, { name: 'Alfa', email: 'owner@alfa.test' });
    b = await createCompany(database.db, { name: 'Bravo', email: 'owner@bravo.test' });
    client = testApi(database.db);
    tokenA = await client.login('owner@alfa.test', FIXTURE_PASSWORD);
    tokenB = await client.login('owner@bravo.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  it('counts the chosen products sold by each staff member in the period, ranked by the metric', async () => {
    const [beer, wine, other] = a.items;
    if (!beer || !wine || !other) throw new Error('setup');
    const now = Date.now();
    const data = {
      name: 'Beer week',
      metric: 'QUANTITY',
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
      itemIds: [beer.id, wine.id],
    };
    const { createCompetition } = await call<{ createCompetition: { id: string; phase: string } }>(CREATE, {
      data,
    });
    expect(createCompetition.phase).toBe('RUNNING');
    const board = async () =>
      (
        await call<{
          competition: {
            leaderboard: { rank: number; staffName: string; quantity: number; amount: number }[];
          };
        }>(BOARD, { id: createCompetition.id })
      ).competition.leaderboard;
    expect(await board()).toEqual([]);
    await sell('Anna', beer.id, 2, 1000);
    await sell('Björn', wine.id, 3, 500);
    await sell('Anna', other.id, 10, 100);
    expect((await board()).map((e) => [e.rank, e.staffName, e.quantity, e.amount])).toEqual([
      [1, 'Björn', 3, 1500],
      [2, 'Anna', 2, 2000],
    ]);
    // By amount, and on a category (all three fixture items are in it).
    const byAmount = await call<{ createCompetition: { id: string } }>(CREATE, {
      data: { ...data, name: 'Category cup', metric: 'AMOUNT', itemIds: [], categoryIds: [a.category.id] },
    });
    const ranked = (
      await call<{ competition: { leaderboard: { staffName: string; amount: number }[] } }>(BOARD, {
        id: byAmount.createCompetition.id,
      })
    ).competition.leaderboard;
    expect(ranked.map((e) => [e.staffName, e.amount])).toEqual([
      ['Anna', 3000],
      ['Björn', 1500],
    ]);
  });

  it('refuses a bad period, no targets and foreign products; B never sees A’s competitions; needs STAFF or ACCOUNTS', async () => {
    const now = Date.now();
    const base = {
      name: 'Cup',
      metric: 'AMOUNT',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now - 1).toISOString(),
    };
    const bad = await client.request(
      CREATE,
      { data: { ...base, itemIds: [a.items[0]?.id] } },
      { token: tokenA },
    );
    expect(fieldCodes(bad)).toEqual({ endsAt: 'period' });
    const ok = { ...base, endsAt: new Date(now + 60_000).toISOString() };
    expect(fieldCodes(await client.request(CREATE, { data: ok }, { token: tokenA }))).toEqual({
      itemIds: 'targets',
    });
    expect(
      fieldCodes(
        await client.request(CREATE, { data: { ...ok, itemIds: [b.items[0]?.id] } }, { token: tokenA }),
      ),
    ).toEqual({ itemIds: 'targets' });
    const mine = (await call<{ competitions: { count: number; results: { id: string }[] } }>(LIST))
      .competitions;
    expect(mine.count).toBe(2);
    expect((await call<{ competitions: { count: number } }>(LIST, {}, tokenB)).competitions.count).toBe(0);
    expect(
      (await call<{ competition: unknown }>(BOARD, { id: mine.results[0]?.id }, tokenB)).competition,
    ).toBeNull();
    await setScopes(database.db, b.user.id, ['FINANCE']);
    expect(codeOf(await client.request(LIST, {}, { token: tokenB }))).toBe('FORBIDDEN');
  });
});
