import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMapping } from '../../src/domain/integrations/mapping.ts';
import type { Database } from '../platform/db/client.ts';
import { venues, vouchers } from '../platform/db/schema/index.ts';
import { integrationsKey } from '../platform/secrets.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, fieldCodes } from '../test/pim.ts';
import { contractVoucher } from './contractFixture.ts';
import { saveMapping } from './integrations.service.ts';
import { type FakePlanday, startFakePlanday } from './planday/fakePlanday.ts';
import { type FakeQuinyx, startFakeQuinyx } from './quinyx/fakeQuinyx.ts';
import { accountingAdapters } from './registry.ts';
import { type FakeTripletex, startFakeTripletex } from './tripletex/fakeTripletex.ts';
import { runDayRow } from './vouchers.service.ts';

const CONNECT = `mutation ($key: String!, $credentials: [IntegrationCredentialInput!]!) {
  connectIntegration(key: $key, credentials: $credentials) { status message } }`;
const CATALOGUE = `query { integrations { key available } }`;

/** The env keys these tests set; put back afterwards so other files see the defaults. */
const ENV = {
  TRIPLETEX_CONSUMER_TOKEN: 'ordna-consumer',
  PLANDAY_CLIENT_ID: 'ordna-planday',
};

describe.each(testDatabaseKinds())('the other providers through the connect flow on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let companyId: string;
  let tripletex: FakeTripletex;
  let planday: FakePlanday;
  let quinyx: FakeQuinyx;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    tripletex = await startFakeTripletex({
      consumerToken: 'ordna-consumer',
      employeeToken: 'emp',
      clients: ['4711'],
    });
    planday = await startFakePlanday({ clientId: 'ordna-planday', refreshToken: 'refresh' });
    quinyx = await startFakeQuinyx({ clientId: 'c', clientSecret: 's', variableId: 'NET', units: [] });
    const urls = {
      TRIPLETEX_API_URL: tripletex.url,
      PLANDAY_API_URL: planday.url,
      PLANDAY_AUTH_URL: planday.url,
      QUINYX_API_URL: quinyx.url,
    };
    for (const [name, value] of Object.entries({ ...ENV, ...urls })) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    const made = await createCompany(database.db, {
      name: 'Norsk',
      email: 'no@providers.test',
      country: 'NO',
      items: 0,
    });
    companyId = made.company.id;
    token = await client.login('no@providers.test', FIXTURE_PASSWORD);
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await Promise.all([tripletex.close(), planday.close(), quinyx.close(), database.close()]);
  });

  it("offers the country's providers with adapters", async () => {
    const result = await client.request<{ integrations: { key: string; available: boolean }[] }>(
      CATALOGUE,
      {},
      { token },
    );
    expectNoErrors(result);
    const available = result.data?.integrations.filter((i) => i.available).map((i) => i.key);
    expect(available).toEqual(['powerOfficeGo', 'tripletex', 'planday', 'quinyx', 'caspeco']);
  });

  it('connects Tripletex and Quinyx against their fakes; a refusal names the provider; Planday takes no pasted token', async () => {
    const refused = await client.request(
      CONNECT,
      { key: 'tripletex', credentials: [{ name: 'employeeToken', value: 'bad' }] },
      { token },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toContain('Tripletex: Invalid employee token');
    for (const [key, credentials] of [
      ['tripletex', [{ name: 'employeeToken', value: 'emp' }]],
      [
        'quinyx',
        [
          { name: 'clientId', value: 'c' },
          { name: 'clientSecret', value: 's' },
          { name: 'variableId', value: 'NET' },
        ],
      ],
    ] as const) {
      const ok = await client.request<{ connectIntegration: { status: string } }>(
        CONNECT,
        { key, credentials },
        { token },
      );
      expectNoErrors(ok);
      expect(ok.data?.connectIntegration.status).toBe('connected');
    }
  });

  it('Planday is connected through its authorisation, not a pasted refresh token (oauthProviders.test.ts)', async () => {
    const pasted = await client.request(
      CONNECT,
      { key: 'planday', credentials: [{ name: 'refreshToken', value: 'refresh' }] },
      { token },
    );
    expect(codeOf(pasted)).toBe('BAD_USER_INPUT');
  });

  it('the file export has nothing to send', async () => {
    const result = await client.request(
      `mutation { sendDailyVouchers(key: "sieFile", accountingDate: "2026-11-23") { key } }`,
      {},
      { token },
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
  });

  it('refuses a tenant that is not a company number, on the tenant field', async () => {
    const data = {
      sales: Object.entries(defaultMapping('NO').sales).map(([key, account]) => ({ key, account })),
      vat: Object.entries(defaultMapping('NO').vat).map(([key, account]) => ({ key, account })),
      payments: Object.entries(defaultMapping('NO').payments).map(([key, account]) => ({
        key,
        account: account ?? '',
      })),
      tips: '2990',
      rounding: '3900',
      cashDifference: '7790',
      tenant: 'Acme AS',
    };
    const save = `mutation ($data: IntegrationConfigInput!) { saveIntegrationConfig(key: "tripletex", data: $data) { saved } }`;
    const refused = await client.request(save, { data }, { token });
    expect(fieldCodes(refused)).toEqual({ tenant: 'invalidTenant' });
    const ok = await client.request(save, { data: { ...data, tenant: '4711' } }, { token });
    expectNoErrors(ok);
  });

  it("sends a waiting voucher to the config's tenant (a Tripletex client company)", async () => {
    await saveMapping(database.db, companyId, 'tripletex', { ...defaultMapping('NO'), tenant: '4711' });
    const [venue] = await database.db.select().from(venues).where(eq(venues.companyId, companyId));
    const [row] = await database.db
      .insert(vouchers)
      .values({
        companyId,
        venueId: venue?.id ?? '',
        accountingDate: '2026-11-23',
        integration: 'tripletex',
        status: 'pending',
        lines: [...contractVoucher('NO', 25).lines],
      })
      .returning();
    // The voucher job, run by hand (server/integrations/vouchers.service.test.ts runs it on the queue).
    const outcome = await runDayRow(
      database.db,
      { voucherId: row?.id ?? '' },
      { attempt: 1 },
      {
        adapters: accountingAdapters(),
        key: integrationsKey(),
      },
    );
    expect(outcome).toBe('sent');
    expect(tripletex.vouchers.map((v) => v.companyId)).toEqual(['4711']);
  });
});
