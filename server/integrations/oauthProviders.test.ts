import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { integrationConnections, venues, vouchers } from '../platform/db/schema/index.ts';
import { memoryMailer } from '../platform/mail/mailer.ts';
import { integrationsKey, unseal } from '../platform/secrets.ts';
import { TEST_TOKEN_SECRET, testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors } from '../test/pim.ts';
import { freshCredentials, redirectUriOf } from './oauth.ts';
import { oauthCallbackProvider, serveOAuthCallback } from './oauthCallback.ts';
import { type FakePlanday, startFakePlanday } from './planday/fakePlanday.ts';
import { accountingAdapters, oauthClients, staffAdapters } from './registry.ts';
import { FAKE_VISMA_CLIENT, type FakeVisma, startFakeVisma } from './visma/fakeVisma.ts';
import { runDayRow, type SendDeps } from './vouchers.service.ts';

const PUBLIC_URL = 'http://ordna.test';
const PLANDAY_APP = 'ordna-planday-app';

/** What differs between the two providers; the flow checked is the same (oauth.ts). */
interface Case {
  key: 'vismaEekonomi' | 'planday';
  name: string;
  start(): Promise<FakeVisma | FakePlanday>;
  env(url: string): Record<string, string>;
  authorizePath: string;
  /** The authorise request's documented parameters (besides redirect_uri and state). */
  params: Record<string, string>;
  /** The token call's client: HTTP Basic (Visma), or the app id in the form (Planday). */
  basic: boolean;
  /** Each refresh answers a new refresh token and spends the old one (Visma), or keeps it (Planday). */
  rotates: boolean;
}

const CASES: Case[] = [
  {
    key: 'vismaEekonomi',
    name: 'Visma eEkonomi',
    start: () => startFakeVisma({ token: 'pasted-token-that-never-works' }),
    env: (url) => ({
      VISMA_EACCOUNTING_API_URL: url,
      VISMA_AUTH_URL: url,
      VISMA_CLIENT_ID: FAKE_VISMA_CLIENT.id,
      VISMA_CLIENT_SECRET: FAKE_VISMA_CLIENT.secret,
    }),
    authorizePath: '/connect/authorize',
    params: {
      client_id: FAKE_VISMA_CLIENT.id,
      scope: 'ea:api offline_access ea:accounting',
      response_type: 'code',
      prompt: 'login',
      acr_values: 'forceselectcompany:true',
    },
    basic: true,
    rotates: true,
  },
  {
    key: 'planday',
    name: 'Planday',
    start: () => startFakePlanday({ clientId: PLANDAY_APP, refreshToken: 'pasted-refresh' }),
    env: (url) => ({ PLANDAY_API_URL: url, PLANDAY_AUTH_URL: url, PLANDAY_CLIENT_ID: PLANDAY_APP }),
    authorizePath: '/connect/authorize',
    params: {
      client_id: PLANDAY_APP,
      scope: 'openid offline_access revenue:read revenue:create',
      response_type: 'code',
    },
    basic: false,
    rotates: false,
  },
];

const ENV = [
  'VISMA_EACCOUNTING_API_URL',
  'VISMA_AUTH_URL',
  'VISMA_CLIENT_ID',
  'VISMA_CLIENT_SECRET',
  'PLANDAY_API_URL',
  'PLANDAY_AUTH_URL',
  'PLANDAY_CLIENT_ID',
  'PLANDAY_SCOPES',
] as const;

/**
 * Visma eEkonomi's and Planday's OAuth 2 authorisation-code flows against their fakes (issue 44):
 * the authorise address with each provider's documented parameters, a wrong state refused, consent
 * connecting with the tokens sealed, a refresh before a send (Visma's refresh token rotated,
 * Planday's kept), and a revoked grant marking the connection "needs reconnect".
 */
describe.each(testDatabaseKinds())('Visma eEkonomi and Planday OAuth on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let companyId: string;
  let venueId: string;
  let server: Server;
  let origin: string;
  const saved = new Map<string, string | undefined>();

  beforeAll(async () => {
    for (const name of ENV) saved.set(name, process.env[name]);
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    const made = await createCompany(database.db, {
      name: 'Oauth två AB',
      email: 'owner@oauth2.test',
      country: 'SE',
      items: 0,
    });
    companyId = made.company.id;
    const [venue] = await database.db.select().from(venues).where(eq(venues.companyId, companyId));
    venueId = venue?.id ?? '';
    token = await client.login('owner@oauth2.test', FIXTURE_PASSWORD);
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
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    for (const [name, value] of saved)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
  });

  describe.each(CASES)('$name', (c) => {
    let fake: FakeVisma | FakePlanday;
    beforeAll(async () => {
      fake = await c.start();
    });
    afterAll(async () => {
      await fake?.close();
    });
    const AUTHORIZE = `mutation { authorizeIntegration(key: "${c.key}") }`;
    const STATUS = `query { integration(key: "${c.key}") { status oauth credentialFields } }`;
    const configure = () => {
      for (const [name, value] of Object.entries(c.env(fake.url))) process.env[name] = value;
    };
    const connection = async () =>
      (
        await database.db
          .select()
          .from(integrationConnections)
          .where(
            and(eq(integrationConnections.companyId, companyId), eq(integrationConnections.provider, c.key)),
          )
      )[0];
    async function consent(): Promise<URL> {
      const started = await client.request<{ authorizeIntegration: string }>(AUTHORIZE, {}, { token });
      expectNoErrors(started);
      const answer = await fetch(started.data?.authorizeIntegration ?? '', { redirect: 'manual' });
      expect(answer.status).toBe(302);
      return new URL(answer.headers.get('location') ?? '');
    }
    async function arrive(query: URLSearchParams): Promise<string> {
      const answer = await fetch(`${origin}/integrations/oauth/${c.key}/callback?${query}`, {
        redirect: 'manual',
      });
      expect(answer.status).toBe(302);
      return answer.headers.get('location') ?? '';
    }
    /** Pushes the stored access token's expiry to `ms` from now (a refresh is due within 5 minutes). */
    const expireIn = async (ms: number) =>
      database.db
        .update(integrationConnections)
        .set({ expiresAt: new Date(Date.now() + ms) })
        .where(eq(integrationConnections.id, (await connection())?.id ?? ''));

    it('without an app on the server, Connect says so; a pasted credential is refused', async () => {
      for (const name of ENV) delete process.env[name];
      const refused = await client.request(AUTHORIZE, {}, { token, language: 'en' });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toContain(c.name);
      const pasted = await client.request(
        `mutation { connectIntegration(key: "${c.key}", credentials: [{ name: "accessToken", value: "x" }]) { status } }`,
        {},
        { token },
      );
      expect(codeOf(pasted)).toBe('BAD_USER_INPUT');
      const status = await client.request<{ integration: { oauth: boolean; credentialFields: string[] } }>(
        STATUS,
        {},
        { token },
      );
      expect(status.data?.integration).toMatchObject({ oauth: true, credentialFields: [] });
    });

    it("the authorise address carries the provider's documented parameters", async () => {
      configure();
      const started = await client.request<{ authorizeIntegration: string }>(AUTHORIZE, {}, { token });
      expectNoErrors(started);
      const url = new URL(started.data?.authorizeIntegration ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}${c.authorizePath}`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        ...c.params,
        redirect_uri: redirectUriOf(PUBLIC_URL, c.key),
      });
      expect((url.searchParams.get('state') ?? '').length).toBeGreaterThanOrEqual(43);
    });

    it('a wrong state is refused and connects nothing; a refused consent is denied', async () => {
      configure();
      const back = await consent();
      back.searchParams.set('state', 'not-the-state');
      expect(await arrive(back.searchParams)).toBe(`/integrations/${c.key}?oauth=state`);
      fake.consent = 'deny';
      try {
        expect(await arrive((await consent()).searchParams)).toBe(`/integrations/${c.key}?oauth=denied`);
      } finally {
        fake.consent = 'grant';
      }
      expect(await connection()).toBeUndefined();
    });

    it('consent connects: tokens sealed with their expiry, checked with the provider; the callback again is refused', async () => {
      configure();
      const back = await consent();
      expect(await arrive(back.searchParams)).toBe(`/integrations/${c.key}?oauth=connected`);
      const row = await connection();
      expect(row?.status).toBe('connected');
      expect(row?.credentials).toMatch(/^v2\./);
      const opened = unseal(row?.credentials ?? '', integrationsKey());
      expect(row?.credentials).not.toContain(opened.accessToken);
      expect(opened.refreshToken).toMatch(/-refresh-/);
      const ttl = (row?.expiresAt?.getTime() ?? 0) - Date.now();
      expect(ttl).toBeGreaterThan(3500_000);
      expect(ttl).toBeLessThanOrEqual(3600_000);
      // The code exchange used the client as the provider documents it.
      const exchange = fake.requests.find(
        (r) =>
          r.path === '/connect/token' &&
          new URLSearchParams(r.body).get('grant_type') === 'authorization_code',
      );
      expect(exchange?.headers.authorization?.startsWith('Basic ') ?? false).toBe(c.basic);
      expect(new URLSearchParams(exchange?.body).has('client_id')).toBe(!c.basic);
      // The new token was checked with the provider's API before the connection was called connected.
      expect(fake.requests.some((r) => r.headers.authorization === `Bearer ${opened.accessToken}`)).toBe(
        true,
      );
      expect(await arrive(back.searchParams)).toBe(`/integrations/${c.key}?oauth=state`);
    });

    const deps = (): SendDeps => ({
      adapters: accountingAdapters(),
      staff: staffAdapters(),
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
          integration: c.key,
          lines: [
            { account: '1580', debit: 11_200, credit: 0, text: 'Kort' },
            { account: '3002', debit: 0, credit: 10_000, text: 'Försäljning 12 %' },
            { account: '2621', debit: 0, credit: 1_200, text: 'Utgående moms 12 %' },
          ],
        })
        .returning();
      return row?.id ?? '';
    }
    /** One call to the provider as a send makes it: Visma books a voucher, Planday reads its units. */
    async function send(date: string): Promise<'sent' | 'failed' | 'skipped'> {
      if (c.key === 'vismaEekonomi')
        return runDayRow(database.db, { voucherId: await voucherOf(date) }, { attempt: 1 }, deps());
      const app = deps().oauth?.planday;
      if (!app) throw new Error('configured');
      try {
        const credentials = await freshCredentials(database.db, app, companyId, integrationsKey());
        const verdict = await staffAdapters().planday?.verify(credentials);
        return verdict?.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    }

    it('an access token about to expire is refreshed once before a send, and the refresh token kept as the provider answers', async () => {
      configure();
      const old = unseal((await connection())?.credentials ?? '', integrationsKey());
      await expireIn(60_000);
      const refreshes = fake.tokenCalls('refresh_token');
      expect(await send('2026-11-20')).toBe('sent');
      expect(fake.tokenCalls('refresh_token')).toBe(refreshes + 1);
      const after = await connection();
      const fresh = unseal(after?.credentials ?? '', integrationsKey());
      expect(fresh.accessToken).not.toBe(old.accessToken);
      if (c.rotates) expect(fresh.refreshToken).not.toBe(old.refreshToken);
      else expect(fresh.refreshToken).toBe(old.refreshToken);
      expect(after?.refreshingUntil).toBeNull();
      expect((after?.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(3500_000);
      // The send used the fresh token; a second send within the hour refreshes nothing.
      expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${fresh.accessToken}`);
      expect(await send('2026-11-21')).toBe('sent');
      expect(fake.tokenCalls('refresh_token')).toBe(refreshes + 1);
    });

    it('a revoked grant (invalid_grant) marks the connection "needs reconnect"; Reconnect connects again', async () => {
      configure();
      fake.revoke();
      await expireIn(-1000);
      expect(await send('2026-11-22')).toBe('failed');
      const marked = await connection();
      expect(marked?.status).toBe('needsReconnect');
      expect(marked?.message).toBe(`${c.name}: the authorisation has expired or was revoked; reconnect`);
      const status = await client.request<{ integration: { status: string } }>(STATUS, {}, { token });
      expect(status.data?.integration.status).toBe('needsReconnect');
      const calls = fake.tokenCalls('refresh_token');
      expect(await send('2026-11-23')).toBe('failed');
      expect(fake.tokenCalls('refresh_token')).toBe(calls);
      expect(await arrive((await consent()).searchParams)).toBe(`/integrations/${c.key}?oauth=connected`);
      expect((await connection())?.status).toBe('connected');
    });
  });
});
