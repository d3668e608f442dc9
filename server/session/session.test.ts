import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nObject } from '../../src/i18n/i18n-util.ts';
import { DEMO_LOGIN } from '../demo/seed.ts';
import type { Database } from '../platform/db/client.ts';
import { permissions, users } from '../platform/db/schema/index.ts';
import { signAccessToken } from '../platform/token.ts';
import '../platform/i18n.ts';
import { TEST_TOKEN_SECRET, testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password, backoffice: true) { success error token }
}`;
const METADATA = `query GetUserMetadata { userMetadata {
  companyId venueId organizationId legalEntityId billingAccountId balanceAccountId userId userFirstName
  userLastName companyName country currency timezone email legalname isPaymentsOnly permissions { scopes venueIds }
} }`;

type LoginData = { login: { success: boolean; error: string | null; token: string | null } };

describe.each(testDatabaseKinds())('session API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;

  beforeAll(async () => {
    ({ database } = await openDemoDatabase(kind));
    client = testApi(database.db);
  });
  afterAll(() => database.close());

  it('logs in the demo owner with a token', async () => {
    const result = await client.request<LoginData>(LOGIN, {
      username: DEMO_LOGIN.email,
      password: DEMO_LOGIN.password,
    });
    expect(result.data?.login).toMatchObject({ success: true, error: null });
    expect(result.data?.login.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('accepts the email in any case and with spaces', async () => {
    const result = await client.request<LoginData>(LOGIN, {
      username: '  Demo@Ordna.SE ',
      password: DEMO_LOGIN.password,
    });
    expect(result.data?.login.success).toBe(true);
  });

  it('refuses a wrong password with a translated error, no token and no change', async () => {
    const before = await database.db.select({ n: count() }).from(users);
    const english = await client.request<LoginData>(LOGIN, {
      username: DEMO_LOGIN.email,
      password: 'nope-nope',
    });
    expect(english.data?.login).toEqual({
      success: false,
      error: i18nObject('en').errors.invalidCredentials(),
      token: null,
    });
    const swedish = await client.request<LoginData>(
      LOGIN,
      { username: DEMO_LOGIN.email, password: 'nope-nope' },
      { language: 'sv-SE,sv;q=0.9' },
    );
    expect(swedish.data?.login.error).toBe(i18nObject('sv').errors.invalidCredentials());
    expect(swedish.data?.login.error).not.toBe(english.data?.login.error);
    expect(await database.db.select({ n: count() }).from(users)).toEqual(before);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const unknown = await client.request<LoginData>(LOGIN, {
      username: 'nobody@ordna.se',
      password: 'Demo!2026',
    });
    const wrong = await client.request<LoginData>(LOGIN, {
      username: DEMO_LOGIN.email,
      password: 'Demo!2027',
    });
    expect(unknown.data).toEqual(wrong.data);
  });

  it('refuses empty and oversized credentials without an error leak', async () => {
    const empty = await client.request<LoginData>(LOGIN, { username: '', password: '' });
    expect(empty.data?.login.success).toBe(false);
    const huge = await client.request<LoginData>(LOGIN, {
      username: DEMO_LOGIN.email,
      password: 'x'.repeat(5000),
    });
    expect(huge.data?.login.success).toBe(false);
  });

  it('authorizeUser returns the user id of the token', async () => {
    const token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const result = await client.request<{ authorizeUser: string }>(
      'query AuthorizeUser { authorizeUser }',
      {},
      { token },
    );
    const [owner] = await database.db.select({ id: users.id }).from(users);
    expect(result.data?.authorizeUser).toBe(owner?.id);
  });

  it('is UNAUTHENTICATED without a token', async () => {
    const result = await client.request('{ authorizeUser }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
  });

  it('refuses forged, foreign-secret and expired tokens as UNAUTHENTICATED with 401', async () => {
    const token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, cid: crypto.randomUUID() })).toString('base64url')}.${signature}`;
    const [owner] = await database.db.select().from(users);
    if (!owner) throw new Error('no owner');
    const otherSecret = await signAccessToken(
      { userId: owner.id, companyId: owner.companyId, sessionId: String(claims.sid) },
      'x'.repeat(48),
    );
    const expired = await signAccessToken(
      { userId: owner.id, companyId: owner.companyId, sessionId: String(claims.sid) },
      TEST_TOKEN_SECRET,
      -60,
    );
    for (const bad of [tampered, otherSecret, expired, 'not-a-token', `${token}x`]) {
      // Even an anonymous operation is refused: a bad token is never silently ignored.
      const result = await client.request(LOGIN, { username: 'a', password: 'b' }, { token: bad });
      expect(result.status).toBe(401);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('returns every metadata field of the signed-in user', async () => {
    const token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const result = await client.request<{ userMetadata: Record<string, unknown> }>(METADATA, {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.userMetadata).toMatchObject({
      userFirstName: 'Astrid',
      userLastName: 'Lindqvist',
      companyName: 'Demo Bistro',
      country: 'SE',
      currency: 'SEK',
      timezone: 'Europe/Stockholm',
      email: DEMO_LOGIN.email,
      legalname: 'Demo Bistro AB',
      isPaymentsOnly: false,
      organizationId: expect.any(String),
      permissions: { scopes: [], venueIds: [] },
    });
    expect(result.data?.userMetadata.venueId).toEqual(expect.any(String));
  });

  it('picks the first permitted venue for a venue-restricted user', async () => {
    const other = await createCompany(database.db, { name: 'Fjord', email: 'fjord-meta@ordna.test' });
    const { venues } = await import('../platform/db/schema/index.ts');
    const [second] = await database.db
      .insert(venues)
      .values({ companyId: other.company.id, name: 'Fjord Bergen' })
      .returning();
    const { eq } = await import('drizzle-orm');
    await database.db
      .update(permissions)
      .set({ venueIds: [second?.id ?? ''] })
      .where(eq(permissions.userId, other.user.id));
    const token = await client.login('fjord-meta@ordna.test', FIXTURE_PASSWORD);
    const result = await client.request<{
      userMetadata: { venueId: string; permissions: { venueIds: string[] } };
    }>(METADATA, {}, { token });
    expect(result.data?.userMetadata.venueId).toBe(second?.id);
    expect(result.data?.userMetadata.permissions.venueIds).toEqual([second?.id]);
  });
});
