import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../demo/seed.ts';
import { testApi } from '../test/api.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { LEAK } from '../test/security/leaks.ts';
import type { Database } from './db/client.ts';
import { rateLimits } from './db/schema/index.ts';
import { LIMITS, THROTTLE } from './limits.ts';
import { purgeExpiredLimits } from './rateLimits.ts';

function expectNoLeak(body: unknown): void {
  expect(JSON.stringify(body)).not.toMatch(LEAK);
}

describe('request limits and error masking', () => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;

  beforeAll(async () => {
    ({ database } = await openDemoDatabase('pglite'));
    client = testApi(database.db);
    token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
  });
  afterAll(() => database.close());

  it('refuses a query deeper than the limit', async () => {
    const deep = `{ items { results { categories { nameLang { en } } } } }`;
    expect((await client.request(deep, {}, { token })).errors).toBeUndefined();
    // The schema is not yet deep enough to pass the real limit, so prove the rule on a lower one.
    const shallow = testApi(database.db, { limits: { maxDepth: 3 } });
    const result = await shallow.request(deep, {}, { token });
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
    expectNoLeak(result);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: authorizeUser`).join(' ');
    const result = await client.request(`{ ${aliases} }`, {}, { token });
    expect(result.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses too many tokens', async () => {
    const fields = Array.from({ length: LIMITS.maxTokens }, () => '__typename').join(' ');
    const result = await client.request(`{ ${fields} }`, {}, { token });
    expect(result.errors?.[0]?.message).toMatch(/token/i);
  });

  it('accepts exactly the alias limit', async () => {
    const aliases = Array.from({ length: LIMITS.maxAliases }, (_, i) => `a${i}: authorizeUser`).join(' ');
    expect((await client.request(`{ ${aliases} }`, {}, { token })).errors).toBeUndefined();
  });

  it('refuses a query over the cost limit', async () => {
    const query = '{ items { results { id title categories { id name } } } }';
    expect((await client.request(query, {}, { token })).errors).toBeUndefined();
    // Real queries stay far below the real budget, so prove the rule on a lower one.
    const cheap = testApi(database.db, { limits: { maxCost: 20 } });
    const result = await cheap.request(query, {}, { token });
    expect(result.errors?.[0]?.message).toMatch(/cost/i);
    expectNoLeak(result);
  });

  it('refuses too many directives', async () => {
    const directives = Array.from({ length: LIMITS.maxDirectives + 1 }, () => '@include(if: true)').join(' ');
    const result = await client.request(`{ authorizeUser ${directives} }`, {}, { token });
    expect(result.errors?.[0]?.message).toMatch(/directive/i);
  });

  it('refuses batched requests (a list of operations in one body)', async () => {
    const body = JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    const result = await client.request('', {}, { body, token });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expectNoLeak(result);
  });

  it('throttles sign-ups from one address and says when to try again', async () => {
    const address = '10.7.7.7';
    const register = (email: string) =>
      client.request<{ register: { success: boolean; errorCode: string | null } }>(
        'mutation ($input: RegisterInput!) { register(input: $input) { success errorCode error } }',
        {
          input: {
            name: 'Flood',
            email,
            password: 'Flood!2026x',
            phone: '+46701234567',
            country: 'SE',
            language: 'sv',
            storeType: 'SINGLE',
          },
        },
        { address },
      );
    expect((await register('first@limits.test')).data?.register.success).toBe(true);
    // The address has used its budget (sign-ups share it with logins and link requests).
    const spent = {
      points: THROTTLE.perAddress,
      expire: new Date(Date.now() + THROTTLE.windowMinutes * 60_000),
    };
    await database.db
      .insert(rateLimits)
      .values({ key: `loginAddress:${address}`, ...spent })
      .onConflictDoUpdate({ target: rateLimits.key, set: spent });
    const limited = await register('second@limits.test');
    expect(limited.data?.register).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect((await client.request('{ __typename }', {}, { address: '10.7.7.8' })).errors).toBeUndefined();
  });

  it('purges counters expired over an hour ago and keeps the rest', async () => {
    const hour = 3_600_000;
    await database.db.insert(rateLimits).values([
      { key: 'loginFailures:10.0.0.9|old@limits.test', points: 3, expire: new Date(Date.now() - 2 * hour) },
      {
        key: 'loginFailures:10.0.0.9|recent@limits.test',
        points: 3,
        expire: new Date(Date.now() - hour / 2),
      },
      { key: 'loginFailures:10.0.0.9|live@limits.test', points: 3, expire: new Date(Date.now() + hour) },
    ]);
    expect(await purgeExpiredLimits(database.db)).toBe(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).not.toContain('loginFailures:10.0.0.9|old@limits.test');
    expect(keys).toEqual(
      expect.arrayContaining([
        'loginFailures:10.0.0.9|recent@limits.test',
        'loginFailures:10.0.0.9|live@limits.test',
      ]),
    );
  });

  it('gives malformed variables a code and no hints', async () => {
    const result = await client.request(
      'mutation ($input: RegisterInput!) { register(input: $input) { success } }',
      { input: { country: 'SEE' } },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const body = JSON.stringify({
      query: '{ __typename }',
      variables: { pad: 'x'.repeat(LIMITS.maxBodyBytes) },
    });
    const result = await client.request('', {}, { body });
    expect(result.status).toBe(413);
    expectNoLeak(result);
  });

  it('answers a malformed query with a clear message and no stack', async () => {
    const result = await client.request('{ items { ', {}, { token });
    expect(result.errors?.[0]?.message).toMatch(/Syntax Error/);
    expectNoLeak(result);
  });

  it('does not suggest field names to a prober', async () => {
    const result = await client.request('{ itemz { count } }', {}, { token });
    expect(result.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('masks internal errors: no SQL, no driver message; the log has the SQL but not its values', async () => {
    const { database: broken, companyId } = await openDemoDatabase('pglite');
    const log: string[] = [];
    const brokenClient = testApi(broken.db, { log: (line) => log.push(line) });
    const brokenToken = await brokenClient.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    await broken.db.execute('DROP TABLE item_categories');
    const result = await brokenClient.request(
      '{ items { count results { categories { id } } } }',
      {},
      { token: brokenToken },
    );
    expect(result.errors?.[0]?.message).toBe('Unexpected error.');
    expectNoLeak(result);
    const logged = log.join('\n');
    expect(logged).toContain('Failed query');
    expect(logged).toContain('params: [not logged]');
    expect(logged).not.toContain(companyId);
    await broken.close();
  });
});
