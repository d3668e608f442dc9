import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { companies, venues } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, fieldCodes } from '../test/pim.ts';

const STATUS = `query { onboardingStatus { steps pages { page state } currentPage done total } }`;
const EVENT = `mutation ($kind: String!, $page: String!) { createOnboardingEvent(kind: $kind, page: $page) { currentPage done } }`;
const INFO = `mutation ($data: OnboardingInformationInput!) { updateOnboardingInformation(data: $data) { steps currentPage } }`;
const LIBRARY = `query ($kind: String!) { productLibrary(kind: $kind) { name products { title price vatRate } } }`;
const IMPORT = `mutation ($kind: String!) { importProductLibrary(kind: $kind) { categories products courseTypes modifierGroups layoutId } }`;
const SALE = `mutation { makeTestSale }`;
const LAYOUTS = `query { posLayouts { id name categories { name page { id } } } }`;

interface Status {
  steps: string[];
  pages: { page: string; state: string }[];
  currentPage: string | null;
  done: number;
  total: number;
}

describe.each(testDatabaseKinds())('onboarding wizard API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let fresh: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    fresh = await createCompany(database.db, {
      name: 'Fresh',
      email: 'fresh@onboarding.test',
      country: 'SE',
      items: 0,
    });
    await createCompany(database.db, { name: 'Other', email: 'other@onboarding.test', items: 0 });
    token = await client.login('fresh@onboarding.test', FIXTURE_PASSWORD);
    otherToken = await client.login('other@onboarding.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  const status = async (as = token) => {
    const result = await client.request<{ onboardingStatus: Status }>(STATUS, {}, { token: as });
    expectNoErrors(result);
    return result.data?.onboardingStatus as Status;
  };

  it('a fresh company starts at the account page; steps come from its data', async () => {
    const s = await status();
    expect(s.currentPage).toBe('account');
    expect(s.steps).toEqual(['ADDED_CATEGORIES']);
    expect(s).toMatchObject({ done: 0, total: 6 });
  });

  it('refuses a page reached out of order, with a translated message', async () => {
    const result = await client.request(
      EVENT,
      { kind: 'PAGE_SKIPPED', page: 'stations' },
      { token, language: 'sv' },
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('Gör klart eller hoppa över stegen före det här först.');
  });

  it('confirms, fills in and skips its way to the product library', async () => {
    expectNoErrors(await client.request(EVENT, { kind: 'PAGE_COMPLETED', page: 'account' }, { token }));
    const empty = await client.request(
      INFO,
      { data: { name: 'Fresh Mat', legalName: ' ', street: 'Götgatan 1', zip: '116 46', city: '' } },
      { token },
    );
    expect(fieldCodes(empty)).toEqual({ legalName: 'required', city: 'required' });
    const saved = await client.request<{ updateOnboardingInformation: Status }>(
      INFO,
      {
        data: {
          name: ' Fresh Mat ',
          legalName: 'Fresh AB',
          street: 'Götgatan 1',
          zip: '116 46',
          city: 'Stockholm',
        },
      },
      { token },
    );
    expectNoErrors(saved);
    // The address is the company's (Settings › Company reads it), and the venue without one takes it.
    const [company] = await database.db.select().from(companies).where(eq(companies.id, fresh.company.id));
    expect(company).toMatchObject({
      name: 'Fresh Mat',
      legalName: 'Fresh AB',
      street: 'Götgatan 1',
      zip: '116 46',
      city: 'Stockholm',
    });
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, fresh.venue.id));
    expect(venue).toMatchObject({ street: 'Götgatan 1', city: 'Stockholm', name: 'Fresh Oslo' });
    const read = await client.request<{ onboardingInformation: Record<string, string> }>(
      '{ onboardingInformation { name legalName street zip city } }',
      {},
      { token },
    );
    expect(read.data?.onboardingInformation).toEqual({
      name: 'Fresh Mat',
      legalName: 'Fresh AB',
      street: 'Götgatan 1',
      zip: '116 46',
      city: 'Stockholm',
    });
    expect(saved.data?.updateOnboardingInformation.steps).toContain('FILLED_IN_COMPANY_INFORMATION');
    expect(saved.data?.updateOnboardingInformation.currentPage).toBe('stations');
    for (const page of ['stations', 'integrations', 'licenses'])
      expectNoErrors(await client.request(EVENT, { kind: 'PAGE_SKIPPED', page }, { token }));
    expect((await status()).currentPage).toBe('productLibrary');
    // The other company's wizard is its own.
    expect((await status(otherToken)).currentPage).toBe('account');
  });

  it('previews the library in the company language with Swedish VAT', async () => {
    const result = await client.request<{
      productLibrary: { name: string; products: { title: string; vatRate: number }[] }[];
    }>(LIBRARY, { kind: 'restaurant' }, { token });
    expectNoErrors(result);
    expect(result.data?.productLibrary[0]?.name).toBe('Förrätter');
    expect(result.data?.productLibrary.flatMap((c) => c.products)).toHaveLength(40);
    expect(codeOf(await client.request(LIBRARY, { kind: 'spa' }, { token }))).toBe('BAD_USER_INPUT');
  });

  it('imports a 40-item menu with a POS layout in one call, and merges when applied twice', async () => {
    const first = await client.request<{
      importProductLibrary: { products: number; categories: number; layoutId: string };
    }>(IMPORT, { kind: 'restaurant' }, { token });
    expectNoErrors(first);
    expect(first.data?.importProductLibrary).toMatchObject({
      products: 40,
      categories: 7,
      courseTypes: 4,
      modifierGroups: 4,
    });
    const again = await client.request<{
      importProductLibrary: { products: number; categories: number; layoutId: string };
    }>(IMPORT, { kind: 'restaurant' }, { token });
    expectNoErrors(again);
    expect(again.data?.importProductLibrary).toMatchObject({
      products: 0,
      categories: 0,
      courseTypes: 0,
      modifierGroups: 0,
      layoutId: first.data?.importProductLibrary.layoutId,
    });
    // A café shares drinks and desserts with the restaurant: only what is new is added.
    const cafe = await client.request<{ importProductLibrary: { products: number; categories: number } }>(
      IMPORT,
      { kind: 'cafe' },
      { token },
    );
    expect(cafe.data?.importProductLibrary).toMatchObject({ categories: 3, products: 16 });
    const layouts = await client.request<{ posLayouts: { name: string; categories: { name: string }[] }[] }>(
      LAYOUTS,
      {},
      { token },
    );
    expect(layouts.data?.posLayouts.map((l) => l.name).sort()).toEqual(['Kafé', 'Restaurang']);
    expect(layouts.data?.posLayouts.find((l) => l.name === 'Restaurang')?.categories).toHaveLength(7);
  });

  it('makes one test sale through the orders service and finishes the wizard', async () => {
    const sale = await client.request<{ makeTestSale: string }>(SALE, {}, { token });
    expectNoErrors(sale);
    const again = await client.request<{ makeTestSale: string }>(SALE, {}, { token });
    expect(again.data?.makeTestSale).toBe(sale.data?.makeTestSale);
    const s = await status();
    expect(s.steps).toEqual(
      expect.arrayContaining(['ADDED_PRODUCTS', 'ADDED_COURSE_TYPES', 'CREATED_POS_LAYOUT', 'FIRST_SALE']),
    );
    expect(s.currentPage).toBeNull();
    expect(s.done).toBe(6);
  });

  it('a test sale needs a layout with products', async () => {
    expect(codeOf(await client.request(SALE, {}, { token: otherToken }))).toBe('BAD_USER_INPUT');
  });
});
