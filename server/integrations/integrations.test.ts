import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, fieldCodes } from '../test/pim.ts';
import { type FakeFortnox, startFakeFortnox } from './fortnox/fakeFortnox.ts';

const CONNECT = `mutation ($key: String!, $value: String!) { connectIntegration(key: $key, credentials: [{ name: "accessToken", value: $value }]) { status } }`;
const ONE = `query { integration(key: "fortnox") { status message available credentialFields } }`;
const CONFIG = `query { integrationConfig(key: "fortnox") { saved vatRates sales { key account } payments { key account } } }`;
const SAVE = `mutation ($data: IntegrationConfigInput!) { saveIntegrationConfig(key: "fortnox", data: $data) { saved } }`;

describe.each(testDatabaseKinds())('integrations API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let fake: FakeFortnox;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    fake = await startFakeFortnox({ token: 'good' });
    process.env.FORTNOX_API_URL = fake.url;
    await createCompany(database.db, {
      name: 'Int',
      email: 'int@integrations.test',
      country: 'SE',
      items: 0,
    });
    token = await client.login('int@integrations.test', FIXTURE_PASSWORD);
  });
  afterAll(async () => {
    delete process.env.FORTNOX_API_URL;
    await fake.close();
    await database.close();
  });

  it('refused credentials answer the provider message, translated around it; good ones connect; none are returned', async () => {
    const refused = await client.request(
      CONNECT,
      { key: 'fortnox', value: 'bad' },
      { token, language: 'sv' },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(
      'Leverantören nekade inloggningsuppgifterna: Fortnox: Invalid authorization (access token)',
    );
    const ok = await client.request<{ connectIntegration: { status: string } }>(
      CONNECT,
      { key: 'fortnox', value: 'good' },
      { token },
    );
    expectNoErrors(ok);
    expect(ok.data?.connectIntegration.status).toBe('connected');
    const one = await client.request(ONE, {}, { token });
    expect(JSON.stringify(one)).not.toContain('good');
  });

  it('shows BAS defaults, and refuses a mapping that leaves a VAT rate or payment method unmapped', async () => {
    const config = await client.request<{
      integrationConfig: {
        saved: boolean;
        vatRates: number[];
        sales: { key: string; account: string }[];
        payments: { key: string; account: string }[];
      };
    }>(CONFIG, {}, { token });
    expectNoErrors(config);
    expect(config.data?.integrationConfig.saved).toBe(false);
    expect(config.data?.integrationConfig.sales).toContainEqual({ key: '25', account: '3001' });
    const data = {
      sales: [{ key: '25', account: '3001' }],
      vat: [{ key: '25', account: '2611' }],
      payments: [{ key: 'CARD', account: '1580' }],
      tips: '2890',
      rounding: '3740',
      cashDifference: '3990',
    };
    const refused = await client.request(SAVE, { data }, { token });
    expect(fieldCodes(refused)).toMatchObject({
      'sales.12': 'unmappedVatRate',
      'payments.CASH': 'unmappedPaymentMethod',
    });
  });

  it('an unknown integration is NOT_FOUND', async () => {
    expect(codeOf(await client.request(`query { integration(key: "nope") { status } }`, {}, { token }))).toBe(
      'NOT_FOUND',
    );
  });
});
