import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { clientAddress, parseTrustProxy } from './clientAddress.ts';
import type { Database } from './db/client.ts';
import { rateLimits } from './db/schema/index.ts';
import { THROTTLE } from './limits.ts';

describe('TRUST_PROXY decides the client address (issue 42 item 5)', () => {
  it('believes nobody by default: the socket address', () => {
    expect(clientAddress('10.0.0.1', '203.0.113.9', parseTrustProxy(undefined))).toBe('10.0.0.1');
    expect(clientAddress('::ffff:10.0.0.1', null, parseTrustProxy('0'))).toBe('10.0.0.1');
  });

  it('takes the address the trusted hops saw, never one the client wrote', () => {
    const oneHop = parseTrustProxy('1');
    expect(clientAddress('10.0.0.1', '203.0.113.9', oneHop)).toBe('203.0.113.9');
    // The client sent its own header; the balancer appended the real address.
    expect(clientAddress('10.0.0.1', '198.51.100.1, 203.0.113.9', oneHop)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '198.51.100.1, 203.0.113.9, 10.0.0.1', parseTrustProxy('2'))).toBe(
      '203.0.113.9',
    );
    const listed = parseTrustProxy('10.0.0.1, 10.0.0.2');
    expect(clientAddress('10.0.0.2', '198.51.100.1, 203.0.113.9, 10.0.0.1', listed)).toBe('203.0.113.9');
    // A peer that is not a listed proxy is the client itself, whatever it claims.
    expect(clientAddress('203.0.113.50', '198.51.100.1', listed)).toBe('203.0.113.50');
    expect(() => parseTrustProxy('lb.internal')).toThrow(/TRUST_PROXY/);
  });
});

describe.each(testDatabaseKinds())('limits behind a load balancer on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it("one client's spent budget does not refuse the others behind the same balancer", async () => {
    const client = testApi(database.db, { trustProxy: parseTrustProxy('1') });
    const balancer = '10.0.0.1';
    const login = (forwardedFor: string) =>
      client.request<{ login: { errorCode: string | null } }>(
        'mutation { login(username: "nobody@proxy.test", password: "wrong-password") { errorCode } }',
        {},
        { address: balancer, forwardedFor },
      );
    await database.db.insert(rateLimits).values({
      key: 'loginAddress:203.0.113.9',
      points: THROTTLE.perAddress,
      expire: new Date(Date.now() + THROTTLE.windowMinutes * 60_000),
    });
    expect((await login('203.0.113.9')).data?.login.errorCode).toBe('RATE_LIMITED');
    // Another client through the same balancer is judged on its own.
    expect((await login('203.0.113.10')).data?.login.errorCode).toBe('INVALID_CREDENTIALS');
    // The spent client cannot escape by writing a header of its own: the balancer appends the real one.
    expect((await login('198.51.100.77, 203.0.113.9')).data?.login.errorCode).toBe('RATE_LIMITED');
  });
});
