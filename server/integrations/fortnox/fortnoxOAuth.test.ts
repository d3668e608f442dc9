import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import {
  integrationConnections,
  integrationOauthStates,
  permissions,
  users,
  venues,
  vouchers,
} from '../../platform/db/schema/index.ts';
import { memoryMailer } from '../../platform/mail/mailer.ts';
import { integrationsKey, unseal } from '../../platform/secrets.ts';
import { TEST_TOKEN_SECRET, testApi } from '../../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { codeOf, expectNoErrors } from '../../test/pim.ts';
import { completeAuthorization, hashState, redirectUriOf, STATE_TTL_MS } from '../oauth.ts';
import { oauthCallbackProvider, serveOAuthCallback } from '../oauthCallback.ts';
import { accountingAdapters, oauthClients } from '../registry.ts';
import { runDayRow, type SendDeps } from '../vouchers.service.ts';
import { FAKE_FORTNOX_CLIENT, type FakeFortnox, startFakeFortnox } from './fakeFortnox.ts';

const AUTHORIZE = `mutation { authorizeIntegration(key: "fortnox") }`;
const STATUS = `query { integration(key: "fortnox") { status message oauth credentialFields } }`;
const PASTE = `mutation { connectIntegration(key: "fortnox", credentials: [{ name: "accessToken", value: "x" }]) { status } }`;
const PUBLIC_URL = 'http://ordna.test';
const ENV = ['FORTNOX_API_URL', 'FORTNOX_AUTH_URL', 'FORTNOX_CLIENT_ID', 'FORTNOX_CLIENT_SECRET'] as const;

/**
 * Fortnox's OAuth 2 authorisation-code flow against the fake Fortnox (issue 44 item 1): consent,
 * the callback route (wrong, expired and reused states refused), tokens stored sealed with their
 * expiry, a refresh before a send (one refresh for two concurrent sends, the rotated refresh token
 * stored), and a spent or revoked refresh token marking the connection "needs reconnect".
 */
describe.each(testDatabaseKinds())('Fortnox OAuth on %s', (kind) => {
  let database: Database;
  let fake: FakeFortnox;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let companyId: string;
  let venueId: string;
  let server: Server;
  let callback: string;
  const saved = new Map<string, string | undefined>();

  beforeAll(async () => {
    for (const name of ENV) saved.set(name, process.env[name]);
    database = await openTestDatabase(kind);
    fake = await startFakeFortnox({ token: 'pasted-token-that-never-works' });
    client = testApi(database.db);
    const made = await createCompany(database.db, {
      name: 'Oauth AB',
      email: 'owner@oauth.test',
      country: 'SE',
      items: 0,
    });
    companyId = made.company.id;
    const [venue] = await database.db.select().from(venues).where(eq(venues.companyId, companyId));
    venueId = venue?.id ?? '';
    token = await client.login('owner@oauth.test', FIXTURE_PASSWORD);
    const services = {
      db: database.db,
      tokenSecret: TEST_TOKEN_SECRET,
      mailer: memoryMailer(),
      publicUrl: PUBLIC_URL,
    };
    server = createServer((req, res) => {
      const provider = oauthCallbackProvider((req.url ?? '/').split('?')[0] ?? '/');
      if (provider) void serveOAuthCallback(services, req, res, provider);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    callback = `http://127.0.0.1:${(server.address() as AddressInfo).port}/integrations/oauth/fortnox/callback`;
  }, 120_000);
  afterAll(async () => {
    for (const [name, value] of saved)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    await new Promise((resolve) => server?.close(resolve));
    await fake?.close();
    await database?.close();
  });

  const configure = () => {
    process.env.FORTNOX_API_URL = fake.url;
    process.env.FORTNOX_AUTH_URL = fake.url;
    process.env.FORTNOX_CLIENT_ID = FAKE_FORTNOX_CLIENT.id;
    process.env.FORTNOX_CLIENT_SECRET = FAKE_FORTNOX_CLIENT.secret;
  };
  const connection = async () =>
    (
      await database.db
        .select()
        .from(integrationConnections)
        .where(
          and(
            eq(integrationConnections.companyId, companyId),
            eq(integrationConnections.provider, 'fortnox'),
          ),
        )
    )[0];
  /** "Connect with Fortnox": the mutation's address, the fake's consent, and where it sends the browser. */
  async function consent(): Promise<URL> {
    const started = await client.request<{ authorizeIntegration: string }>(AUTHORIZE, {}, { token });
    expectNoErrors(started);
    const answer = await fetch(started.data?.authorizeIntegration ?? '', { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  }
  /** The browser arrives at the callback (this test's server) with the query the fake gave. */
  async function arrive(query: URLSearchParams): Promise<string> {
    const answer = await fetch(`${callback}?${query}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return answer.headers.get('location') ?? '';
  }

  it('without a Fortnox app on the server, Connect says so (translated); a pasted token is refused', async () => {
    for (const name of ENV) delete process.env[name];
    const refused = await client.request(AUTHORIZE, {}, { token, language: 'sv' });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(
      'Kopplingar till Fortnox är inte konfigurerade på den här servern.',
    );
    expect(codeOf(await client.request(PASTE, {}, { token }))).toBe('BAD_USER_INPUT');
    const status = await client.request<{ integration: { oauth: boolean; credentialFields: string[] } }>(
      STATUS,
      {},
      { token },
    );
    expect(status.data?.integration).toMatchObject({ oauth: true, credentialFields: [] });
  });

  it('the authorise address carries the documented parameters, with a state stored hashed', async () => {
    configure();
    const started = await client.request<{ authorizeIntegration: string }>(AUTHORIZE, {}, { token });
    expectNoErrors(started);
    const url = new URL(started.data?.authorizeIntegration ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth-v1/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: FAKE_FORTNOX_CLIENT.id,
      redirect_uri: redirectUriOf(PUBLIC_URL, 'fortnox'),
      scope: 'bookkeeping companyinformation',
      response_type: 'code',
      access_type: 'offline',
    });
    const state = url.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(43);
    const rows = await database.db
      .select()
      .from(integrationOauthStates)
      .where(eq(integrationOauthStates.companyId, companyId));
    expect(rows.map((r) => r.stateHash)).toEqual([hashState(state)]);
    expect(rows.map((r) => r.stateHash)).not.toContain(state);
    const life = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(life).toBeGreaterThan(STATE_TTL_MS - 60_000);
    expect(life).toBeLessThanOrEqual(STATE_TTL_MS);
  });

  it('a callback with a wrong state is refused and connects nothing', async () => {
    configure();
    const back = await consent();
    back.searchParams.set('state', 'not-the-state');
    expect(await arrive(back.searchParams)).toBe('/integrations/fortnox?oauth=state');
    expect(await connection()).toBeUndefined();
  });

  it('a state older than 10 minutes is refused', async () => {
    configure();
    const back = await consent();
    const clientApp = oauthClients().fortnox;
    if (!clientApp) throw new Error('configured');
    const later = new Date(Date.now() + STATE_TTL_MS + 1000);
    expect(
      await completeAuthorization(
        database.db,
        clientApp,
        redirectUriOf(PUBLIC_URL, 'fortnox'),
        back.searchParams,
        integrationsKey(),
        later,
      ),
    ).toBe('state');
    expect(await connection()).toBeUndefined();
  });

  it('a refused consent comes back as denied', async () => {
    configure();
    fake.consent = 'deny';
    try {
      const back = await consent();
      expect(await arrive(back.searchParams)).toBe('/integrations/fortnox?oauth=denied');
    } finally {
      fake.consent = 'grant';
    }
    expect(await connection()).toBeUndefined();
  });

  it('a user whose INTEGRATIONS scope was removed (or who left the company) after starting connects nothing', async () => {
    configure();
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@oauth.test'));
    const userId = owner?.id ?? '';
    const codes = fake.tokenCalls('authorization_code');
    // Started with full access; the scopes are narrowed to FINANCE before the browser comes back.
    const narrowed = await consent();
    await database.db
      .update(permissions)
      .set({ scopes: ['FINANCE'] })
      .where(eq(permissions.userId, userId));
    try {
      expect(await arrive(narrowed.searchParams)).toBe('/integrations/fortnox?oauth=access');
    } finally {
      await database.db.update(permissions).set({ scopes: [] }).where(eq(permissions.userId, userId));
    }
    // Deactivated in between: refused alike.
    const deactivated = await consent();
    await database.db.update(users).set({ active: false }).where(eq(users.id, userId));
    try {
      expect(await arrive(deactivated.searchParams)).toBe('/integrations/fortnox?oauth=access');
    } finally {
      await database.db.update(users).set({ active: true }).where(eq(users.id, userId));
    }
    // The code was never exchanged and nothing was stored; the state is spent all the same.
    expect(fake.tokenCalls('authorization_code')).toBe(codes);
    expect(await connection()).toBeUndefined();
    expect(await arrive(narrowed.searchParams)).toBe('/integrations/fortnox?oauth=state');
    // With INTEGRATIONS among narrowed scopes the user still connects (checked in the next test).
    await database.db
      .update(permissions)
      .set({ scopes: ['INTEGRATIONS'] })
      .where(eq(permissions.userId, userId));
  });

  it('consent connects: the tokens are stored sealed with their expiry; the same callback again is refused', async () => {
    configure();
    const back = await consent();
    expect(await arrive(back.searchParams)).toBe('/integrations/fortnox?oauth=connected');
    const row = await connection();
    expect(row?.status).toBe('connected');
    expect(row?.credentials).toMatch(/^v2\./);
    expect(row?.credentials).not.toContain('fortnox-access');
    expect(row?.credentials).not.toContain('fortnox-refresh');
    const opened = unseal(row?.credentials ?? '', integrationsKey());
    expect(opened.accessToken).toMatch(/^fortnox-access-/);
    expect(opened.refreshToken).toMatch(/^fortnox-refresh-/);
    const ttl = (row?.expiresAt?.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(3500_000);
    expect(ttl).toBeLessThanOrEqual(3600_000);
    // The new token was checked with Fortnox before the connection was called connected.
    expect(
      fake.requests.some(
        (r) =>
          r.path === '/3/companyinformation' && r.headers.authorization === `Bearer ${opened.accessToken}`,
      ),
    ).toBe(true);
    // Replayed: the state was spent (and Fortnox's code with it).
    expect(await arrive(back.searchParams)).toBe('/integrations/fortnox?oauth=state');
    const status = await client.request<{ integration: { status: string } }>(STATUS, {}, { token });
    expect(status.data?.integration.status).toBe('connected');
    expect(JSON.stringify(status)).not.toContain('fortnox-');
  });

  const deps = (): SendDeps => ({
    adapters: accountingAdapters(),
    key: integrationsKey(),
    oauth: oauthClients(),
  });
  async function voucherOf(date: string) {
    const [row] = await database.db
      .insert(vouchers)
      .values({
        companyId,
        venueId,
        accountingDate: date,
        status: 'pending',
        integration: 'fortnox',
        lines: [
          { account: '1580', debit: 11_200, credit: 0, text: 'Kort' },
          { account: '3002', debit: 0, credit: 10_000, text: 'Försäljning 12 %' },
          { account: '2621', debit: 0, credit: 1_200, text: 'Utgående moms 12 %' },
        ],
      })
      .returning();
    return row?.id ?? '';
  }
  const statusOf = async (id: string) =>
    (await database.db.select().from(vouchers).where(eq(vouchers.id, id)))[0];

  it('an access token about to expire is refreshed once for two concurrent sends; both book; the rotated refresh token is kept', async () => {
    configure();
    const before = await connection();
    const old = unseal(before?.credentials ?? '', integrationsKey());
    await database.db
      .update(integrationConnections)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(integrationConnections.id, before?.id ?? ''));
    const refreshes = fake.tokenCalls('refresh_token');
    const [a, b] = [await voucherOf('2026-11-20'), await voucherOf('2026-11-21')];
    const results = await Promise.all([
      runDayRow(database.db, { voucherId: a }, { attempt: 1, id: 'job-a' }, deps()),
      runDayRow(database.db, { voucherId: b }, { attempt: 1, id: 'job-b' }, deps()),
    ]);
    expect(results).toEqual(['sent', 'sent']);
    expect(fake.tokenCalls('refresh_token')).toBe(refreshes + 1);
    expect(fake.vouchers).toHaveLength(2);
    const after = await connection();
    const fresh = unseal(after?.credentials ?? '', integrationsKey());
    expect(fresh.refreshToken).not.toBe(old.refreshToken);
    expect(fresh.accessToken).not.toBe(old.accessToken);
    expect(after?.refreshingUntil).toBeNull();
    expect((after?.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(3500_000);
    // Both sends used the fresh token.
    const bearers = fake.requests
      .filter((r) => r.path === '/3/vouchers' && r.method === 'POST')
      .map((r) => r.headers.authorization);
    expect(new Set(bearers)).toEqual(new Set([`Bearer ${fresh.accessToken}`]));
  });

  it('a spent refresh token (reused) fails the send and marks the connection "needs reconnect"; Reconnect connects again', async () => {
    configure();
    const now = await connection();
    const current = unseal(now?.credentials ?? '', integrationsKey());
    // The refresh token is spent elsewhere (or Fortnox revoked the grant): Fortnox answers invalid_grant.
    fake.revoke();
    await database.db
      .update(integrationConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(integrationConnections.id, now?.id ?? ''));
    const id = await voucherOf('2026-11-22');
    expect(await runDayRow(database.db, { voucherId: id }, { attempt: 1, id: 'job-c' }, deps())).toBe(
      'failed',
    );
    expect((await statusOf(id))?.message).toBe(
      'Fortnox: the authorisation has expired or was revoked; reconnect',
    );
    const marked = await connection();
    expect(marked?.status).toBe('needsReconnect');
    expect(unseal(marked?.credentials ?? '', integrationsKey()).refreshToken).toBe(current.refreshToken);
    const status = await client.request<{ integration: { status: string } }>(STATUS, {}, { token });
    expect(status.data?.integration.status).toBe('needsReconnect');
    // A later send does not call Fortnox's token endpoint again.
    const calls = fake.tokenCalls('refresh_token');
    const next = await voucherOf('2026-11-23');
    expect(await runDayRow(database.db, { voucherId: next }, { attempt: 1, id: 'job-d' }, deps())).toBe(
      'failed',
    );
    expect(fake.tokenCalls('refresh_token')).toBe(calls);
    // Reconnect: consent again, connected with fresh tokens.
    const back = await consent();
    expect(await arrive(back.searchParams)).toBe('/integrations/fortnox?oauth=connected');
    expect((await connection())?.status).toBe('connected');
  });
});
