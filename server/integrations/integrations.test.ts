import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMapping } from '../../src/domain/integrations/mapping.ts';
import type { Database } from '../platform/db/client.ts';
import { companies, venues } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, errorsOf, expectNoErrors, fieldCodes } from '../test/pim.ts';
import { type FakeFortnox, startFakeFortnox } from './fortnox/fakeFortnox.ts';
import { mappingOf } from './integrations.service.ts';
import { type FakeQuinyx, startFakeQuinyx } from './quinyx/fakeQuinyx.ts';

const CONNECT = `mutation ($key: String!, $value: String!) { connectIntegration(key: $key, credentials: [{ name: "accessToken", value: $value }]) { status } }`;
/** Quinyx's pasted credentials (its client credentials grant): the secret is the value tried. */
const CONNECT_QUINYX = `mutation ($value: String!) { connectIntegration(key: "quinyx", credentials: [{ name: "clientId", value: "c" }, { name: "clientSecret", value: $value }, { name: "variableId", value: "NET" }]) { status } }`;
const ONE = `query { integration(key: "quinyx") { status message available credentialFields } }`;
const CONFIG = `query { integrationConfig(key: "fortnox") { saved vatRates sales { key account } payments { key account } } }`;
const SAVE = `mutation ($data: IntegrationConfigInput!) { saveIntegrationConfig(key: "fortnox", data: $data) { saved } }`;

describe.each(testDatabaseKinds())('integrations API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let fake: FakeFortnox;
  let quinyx: FakeQuinyx;
  let companyId: string;
  let otherVenueId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    fake = await startFakeFortnox({ token: 'good' });
    process.env.FORTNOX_API_URL = fake.url;
    quinyx = await startFakeQuinyx({ clientId: 'c', clientSecret: 'good', variableId: 'NET', units: [] });
    process.env.QUINYX_API_URL = quinyx.url;
    const made = await createCompany(database.db, {
      name: 'Int',
      email: 'int@integrations.test',
      country: 'SE',
      items: 0,
    });
    companyId = made.company.id;
    const other = await createCompany(database.db, {
      name: 'Other',
      email: 'other@integrations.test',
      country: 'SE',
      items: 0,
    });
    const [foreign] = await database.db
      .insert(venues)
      .values({ companyId: other.company.id, name: 'Foreign' })
      .returning();
    otherVenueId = foreign?.id ?? '';
    token = await client.login('int@integrations.test', FIXTURE_PASSWORD);
  });
  afterAll(async () => {
    delete process.env.FORTNOX_API_URL;
    delete process.env.QUINYX_API_URL;
    await fake.close();
    await quinyx.close();
    await database.close();
  });

  it('refused credentials answer the provider message, translated around it; good ones connect; none are returned', async () => {
    const refused = await client.request(CONNECT_QUINYX, { value: 'bad' }, { token, language: 'sv' });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(
      'Leverantören nekade inloggningsuppgifterna: Quinyx: Bad client credentials',
    );
    // Fortnox, Visma eEkonomi and Planday take no pasted token: they are connected through their
    // authorisation (fortnoxOAuth.test.ts, oauthProviders.test.ts).
    for (const key of ['fortnox', 'vismaEekonomi', 'planday']) {
      const pasted = await client.request(CONNECT, { key, value: 'good' }, { token, language: 'sv' });
      expect(pasted.errors?.[0]?.message).toBe(
        'Den här leverantören kopplas genom att logga in hos den, inte med en inklistrad token.',
      );
    }
    const ok = await client.request<{ connectIntegration: { status: string } }>(
      CONNECT_QUINYX,
      { value: 'good' },
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

  it('a venue gets a mapping of its own, the shared one stays, and going back follows the shared one again', async () => {
    const [second] = await database.db.insert(venues).values({ companyId, name: 'Int Göteborg' }).returning();
    const venueId = second?.id ?? '';
    const SE = defaultMapping('SE');
    const entries = (record: Record<string, string | undefined>) =>
      Object.entries(record).map(([key, account]) => ({ key, account: account ?? '' }));
    const data = (sales12: string) => ({
      sales: entries({ ...SE.sales, '12': sales12 }),
      vat: entries(SE.vat),
      payments: entries(SE.payments),
      tips: SE.tips,
      rounding: SE.rounding,
      cashDifference: SE.cashDifference,
    });
    const SAVE_FOR = `mutation ($data: IntegrationConfigInput!, $venueId: ID) { saveIntegrationConfig(key: "fortnox", data: $data, venueId: $venueId) { saved own } }`;
    const READ = `query ($venueId: ID) { integrationConfig(key: "fortnox", venueId: $venueId) { saved own sales { key account } } }`;
    const REMOVE = `mutation ($venueId: ID!) { removeVenueIntegrationConfig(key: "fortnox", venueId: $venueId) { own } }`;
    type Read = {
      integrationConfig: { saved: boolean; own: boolean; sales: { key: string; account: string }[] };
    };
    const sales12 = async (venue: string | null) => {
      const read = await client.request<Read>(READ, { venueId: venue }, { token });
      expectNoErrors(read);
      const config = read.data?.integrationConfig;
      return [config?.own, config?.sales.find((e) => e.key === '12')?.account];
    };
    expectNoErrors(await client.request(SAVE_FOR, { data: data('3002'), venueId: null }, { token }));
    expect(await sales12(venueId)).toEqual([false, '3002']);
    const own = await client.request(SAVE_FOR, { data: data('3012'), venueId }, { token });
    expectNoErrors(own);
    expect(await sales12(venueId)).toEqual([true, '3012']);
    expect(await sales12(null)).toEqual([false, '3002']);
    const { mapping } = await mappingOf(database.db, companyId, 'fortnox', venueId);
    expect(mapping.sales['12']).toBe('3012');
    expectNoErrors(await client.request(REMOVE, { venueId }, { token }));
    expect(await sales12(venueId)).toEqual([false, '3002']);
    // Another company's venue answers like an unknown one, and its mapping is not touched.
    for (const venue of [otherVenueId, '00000000-0000-4000-8000-000000000000']) {
      expect(codeOf(await client.request(SAVE_FOR, { data: data('3012'), venueId: venue }, { token }))).toBe(
        'NOT_FOUND',
      );
      expect(codeOf(await client.request(READ, { venueId: venue }, { token }))).toBe('NOT_FOUND');
    }
  });

  it('a configuration and a staff-scheduling connection need the company metadata, else "Metadata not available" (spec section 5)', async () => {
    await database.db.update(companies).set({ orgNumber: '' }).where(eq(companies.id, companyId));
    try {
      const data = {
        sales: [],
        vat: [],
        payments: [],
        tips: '2890',
        rounding: '3740',
        cashDifference: '3990',
      };
      const save = await client.request(SAVE, { data }, { token, language: 'sv' });
      expect(codeOf(save)).toBe('BAD_USER_INPUT');
      expect(errorsOf(save)[0]?.message).toContain('Metadata saknas');
      const staff = await client.request(CONNECT, { key: 'quinyx', value: 'x' }, { token });
      expect(errorsOf(staff)[0]?.message).toContain('Metadata not available');
      // An accounting provider is not a staff-scheduling one: its own answer, not the metadata's.
      const books = await client.request(CONNECT, { key: 'vismaEekonomi', value: 'bad' }, { token });
      expect(errorsOf(books)[0]?.message).not.toContain('Metadata');
    } finally {
      await database.db.update(companies).set({ orgNumber: '923609016' }).where(eq(companies.id, companyId));
    }
    const data = { sales: [], vat: [], payments: [], tips: '2890', rounding: '3740', cashDifference: '3990' };
    expect(errorsOf(await client.request(SAVE, { data }, { token }))[0]?.message).not.toContain('Metadata');
  });

  it('an unknown integration is NOT_FOUND', async () => {
    expect(codeOf(await client.request(`query { integration(key: "nope") { status } }`, {}, { token }))).toBe(
      'NOT_FOUND',
    );
  });
});
