import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passesGate } from '../../src/domain/navigation.ts';
import { integrationsArea } from '../../src/features/integrations/integrations.area.ts';
import type { Database } from '../platform/db/client.ts';
import { companies, organizations, venues } from '../platform/db/schema/index.ts';
import { integrationsKey } from '../platform/secrets.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { expectNoErrors } from '../test/pim.ts';
import { FAKE_FORTNOX_CLIENT, type FakeFortnox, startFakeFortnox } from './fortnox/fakeFortnox.ts';
import { completeAuthorization, redirectUriOf } from './oauth.ts';
import { oauthClients } from './registry.ts';

// Issue 44 item 4: a company that signed up by itself reaches /integrations (its gate is
// "INTEGRATIONS and an organization": sign-up makes the organization) and connects a provider;
// providers of other countries say where they are offered.

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { success errorCode } }`;
const ACTIVATE = 'mutation ($token: String!) { activate(token: $token) { success token } }';
const METADATA = '{ userMetadata { organizationId permissions { scopes } } organization { name } }';
const CATALOGUE = '{ integrations { key available offeredHere countries } }';
const AUTHORIZE = `mutation { authorizeIntegration(key: "fortnox") }`;
const STATUS = `query { integration(key: "fortnox") { status } }`;

type Catalogue = {
  integrations: { key: string; available: boolean; offeredHere: boolean; countries: string[] }[];
};

describe.each(testDatabaseKinds())('a self-signed-up company and integrations on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let fake: FakeFortnox;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    fake = await startFakeFortnox({ token: 'granted' });
    process.env.FORTNOX_API_URL = fake.url;
    process.env.FORTNOX_AUTH_URL = fake.url;
    process.env.FORTNOX_CLIENT_ID = FAKE_FORTNOX_CLIENT.id;
    process.env.FORTNOX_CLIENT_SECRET = FAKE_FORTNOX_CLIENT.secret;
    const registered = await client.request<{ register: { success: boolean } }>(REGISTER, {
      input: {
        storeType: 'SINGLE',
        country: 'SE',
        name: 'Sara Ek',
        phone: '070 123 45 67',
        email: 'sara@ek.test',
        password: 'Skogen!2026',
        language: 'sv',
      },
    });
    expect(registered.data?.register.success).toBe(true);
    const link = new URL(client.mails.at(-1)?.link ?? '');
    const activated = await client.request<{ activate: { token: string } }>(ACTIVATE, {
      token: link.pathname.split('/').pop() ?? '',
    });
    token = activated.data?.activate.token ?? '';
    expect(token).not.toBe('');
  });
  afterAll(async () => {
    for (const name of ['FORTNOX_API_URL', 'FORTNOX_AUTH_URL', 'FORTNOX_CLIENT_ID', 'FORTNOX_CLIENT_SECRET'])
      delete process.env[name];
    await fake.close();
    await database.close();
  });

  it('has an organization of its own, so the integrations gate opens, without being its admin', async () => {
    const answer = await client.request<{
      userMetadata: { organizationId: string | null; permissions: { scopes: string[] } };
      organization: { name: string } | null;
    }>(METADATA, {}, { token });
    expectNoErrors(answer);
    const metadata = answer.data?.userMetadata;
    expect(metadata?.organizationId).toBeTruthy();
    // Not an organization admin: the sidebar is not cut down to "Select user".
    expect(answer.data?.organization).toBeNull();
    const facts = {
      scopes: metadata?.permissions.scopes ?? [],
      hasVenue: false,
      hasProducts: false,
      hasOrganization: metadata?.organizationId != null,
      hasBillingAccount: false,
      hasBillingProvider: false,
      isPaymentsOnly: false,
      hasAdminToken: false,
      hasOrganizationUserList: answer.data?.organization != null,
      licences: [],
    };
    const gate = integrationsArea.pages.integrations.gate;
    expect(passesGate(gate, facts)).toBe(true);
    expect(passesGate(gate, { ...facts, hasOrganization: false })).toBe(false);
  });

  it('connects Fortnox through its authorisation (consent at the fake, then the callback)', async () => {
    const started = await client.request<{ authorizeIntegration: string }>(AUTHORIZE, {}, { token });
    expectNoErrors(started);
    const consent = await fetch(started.data?.authorizeIntegration ?? '', { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    const app = oauthClients().fortnox;
    if (!app) throw new Error('Fortnox is configured in this test');
    expect(
      await completeAuthorization(
        database.db,
        app,
        redirectUriOf('http://ordna.test', 'fortnox'),
        back.searchParams,
        integrationsKey(),
      ),
    ).toBe('connected');
    const status = await client.request<{ integration: { status: string } }>(STATUS, {}, { token });
    expect(status.data?.integration.status).toBe('connected');
  });

  it("says where another country's provider is offered instead of coming soon", async () => {
    const answer = await client.request<Catalogue>(CATALOGUE, {}, { token });
    expectNoErrors(answer);
    const of = (key: string) => answer.data?.integrations.find((i) => i.key === key);
    expect(of('fortnox')).toMatchObject({ available: true, offeredHere: true });
    expect(of('powerOfficeGo')).toMatchObject({ available: false, offeredHere: false, countries: ['NO'] });
    expect(of('tripletex')).toMatchObject({ available: false, offeredHere: false, countries: ['NO'] });
    expect(of('economic')).toMatchObject({ available: false, offeredHere: false, countries: ['DK'] });
  });
});

describe.each(testDatabaseKinds())('the organization backfill (migration 0038) on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('gives a company made before without one its own organization, and its venues follow', async () => {
    const made = await createCompany(database.db, {
      name: 'Before',
      email: 'before@backfill.test',
      items: 0,
    });
    expect(made.company.organizationId).toBeNull();
    const text = readFileSync(
      new URL('../platform/db/migrations/0038_every_company_has_an_organization.sql', import.meta.url),
      'utf8',
    );
    for (const statement of text.split('--> statement-breakpoint'))
      await database.db.execute(sql.raw(statement));
    const [company] = await database.db.select().from(companies).where(eq(companies.id, made.company.id));
    expect(company?.organizationId).toBeTruthy();
    const [organization] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, company?.organizationId ?? ''));
    expect(organization?.name).toBe('Before');
    const own = await database.db.select().from(venues).where(eq(venues.companyId, made.company.id));
    for (const venue of own) expect(venue.organizationId).toBe(company?.organizationId);
  });
});
