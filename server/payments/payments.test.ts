import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import {
  accountHolders,
  companies,
  legalEntities,
  orderPayments,
  orders,
  paymentReports,
  paymentStores,
  venues,
} from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, fieldCodes } from '../test/pim.ts';
import { type FakeProvider, startFakeProvider } from './fakeProvider.ts';

const OVERVIEW = `query { paymentsOverview { configured providerError balanceAccounts { id currency available } accountHolders { id legalName status } } }`;
const CREATE_HOLDER = `mutation ($input: AccountHolderInput!) { createAccountHolder(input: $input) { accountHolder { id legalName status shareholders { name jobTitle } } } }`;
const TRANSACTIONS = `query ($filter: PaymentTransactionFilter, $first: Int, $after: String) {
  paymentTransactions(filter: $filter, first: $first, after: $after) { items { id orderNumber amount tip currency venueName reference } nextCursor totalCount totalAmount }
}`;
const PAYOUTS = `query ($id: ID!, $first: Int, $after: String) { payouts(accountHolderId: $id, first: $first, after: $after) { configured items { id amount status } nextCursor } }`;
const REPORT = `mutation ($input: PayoutReportInput!) { createPayoutReport(input: $input) { id status orgNumber currency fromDate toDate } }`;
const REPORTS = `query { paymentReports { items { id status } nextCursor } }`;
const STORE = `mutation ($venueId: ID!, $holder: ID!) { addProviderStore(venueId: $venueId, accountHolderId: $holder) { id providerId } }`;
const STORE_AT = `mutation ($venueId: ID!, $holder: ID!, $address: StoreAddressInput) {
  addProviderStore(venueId: $venueId, accountHolderId: $holder, address: $address) { id providerId } }`;
const KYC = `query ($id: ID!) { kycLink(accountHolderId: $id) }`;
const CHECKOUT = `query ($id: ID!) { checkoutLink(accountHolderId: $id) }`;

const holder = {
  legalName: 'Kaffe AB',
  country: 'SE',
  email: 'owner@kaffe.test',
  shareholders: [{ name: 'Elsa Nord', jobTitle: 'CEO' }],
};

describe.each(testDatabaseKinds())('payments API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let posToken: string;
  let venueId: string;
  let fake: FakeProvider;

  async function paymentsCompany(name: string, email: string) {
    const made = await createCompany(database.db, { name, email, country: 'SE', items: 0 });
    await database.db
      .update(companies)
      .set({ isPaymentsOnly: true, legalEntityId: null })
      .where(eq(companies.id, made.company.id));
    return made;
  }
  const configure = () => {
    process.env.CARD_PROVIDER_API_URL = fake.url;
    process.env.CARD_PROVIDER_API_KEY = 'good-key';
  };
  const unconfigure = () => {
    delete process.env.CARD_PROVIDER_API_URL;
    delete process.env.CARD_PROVIDER_API_KEY;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    fake = await startFakeProvider({ apiKey: 'good-key' });
    const a = await paymentsCompany('Kaffe', 'kaffe@payments.test');
    venueId = a.venue.id;
    await paymentsCompany('Other', 'other@payments.test');
    await createCompany(database.db, { name: 'Pos', email: 'pos@payments.test', items: 0 });
    token = await client.login('kaffe@payments.test', FIXTURE_PASSWORD);
    otherToken = await client.login('other@payments.test', FIXTURE_PASSWORD);
    posToken = await client.login('pos@payments.test', FIXTURE_PASSWORD);
    // Three card payments and one cash payment of company A.
    for (const [number, method] of [
      [1, 'CARD'],
      [2, 'CARD'],
      [3, 'CASH'],
      [4, 'CARD'],
    ] as const) {
      const createdAt = new Date(Date.UTC(2026, 10, 20, 10, number));
      const [order] = await database.db
        .insert(orders)
        .values({
          companyId: a.company.id,
          venueId,
          number,
          source: 'POS',
          status: 'COMPLETED',
          serviceType: 'EAT_HERE',
          createdAt,
          accountingDate: '2026-11-20',
          total: 1000 * number,
          vatTotal: 0,
          vat: [],
          paid: 1000 * number,
        })
        .returning();
      if (!order) throw new Error('no order');
      await database.db.insert(orderPayments).values({
        companyId: a.company.id,
        orderId: order.id,
        method,
        amount: 1000 * number,
        tip: number === 4 ? 100 : 0,
        acquirerReference: `PSP${number}`,
        createdAt,
      });
    }
  }, 60_000);
  afterAll(async () => {
    unconfigure();
    await fake.close();
    await database.close();
  });

  it('pages the card payments in SQL, newest first, with totals, search and a bound cursor', async () => {
    const first = await client.request<{
      paymentTransactions: {
        items: { orderNumber: number; currency: string }[];
        nextCursor: string;
        totalCount: number;
        totalAmount: number;
      };
    }>(TRANSACTIONS, { first: 2 }, { token });
    expectNoErrors(first);
    const page = first.data?.paymentTransactions;
    expect(page?.items.map((i) => i.orderNumber)).toEqual([4, 2]);
    expect(page?.items[0]?.currency).toBe('NOK');
    expect(page?.totalCount).toBe(3);
    expect(page?.totalAmount).toBe(7000);
    const second = await client.request<{
      paymentTransactions: { items: { orderNumber: number }[]; nextCursor: null };
    }>(TRANSACTIONS, { first: 2, after: page?.nextCursor }, { token });
    expect(second.data?.paymentTransactions.items.map((i) => i.orderNumber)).toEqual([1]);
    expect(second.data?.paymentTransactions.nextCursor).toBeNull();
    // A cursor is good only for the list and filter that issued it.
    expect(
      codeOf(
        await client.request(
          TRANSACTIONS,
          { first: 2, after: page?.nextCursor, filter: { search: '2' } },
          { token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    const searched = await client.request<{ paymentTransactions: { items: { reference: string }[] } }>(
      TRANSACTIONS,
      { filter: { search: 'PSP2' } },
      { token },
    );
    expect(searched.data?.paymentTransactions.items.map((i) => i.reference)).toEqual(['PSP2']);
    // Another payments company sees none of them; a POS company is refused.
    const other = await client.request<{ paymentTransactions: { totalCount: number } }>(
      TRANSACTIONS,
      {},
      { token: otherToken },
    );
    expect(other.data?.paymentTransactions.totalCount).toBe(0);
    expect(codeOf(await client.request(TRANSACTIONS, {}, { token: posToken }))).toBe('FORBIDDEN');
  });

  it('says "not configured" without a provider key, and stores nothing', async () => {
    unconfigure();
    const overview = await client.request<{ paymentsOverview: { configured: boolean } }>(
      OVERVIEW,
      {},
      { token },
    );
    expectNoErrors(overview);
    expect(overview.data?.paymentsOverview.configured).toBe(false);
    const refused = await client.request(CREATE_HOLDER, { input: holder }, { token, language: 'sv' });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toContain('Kortinlösaren är inte ansluten');
    expect(await database.db.select().from(accountHolders)).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('validates shareholders per country before calling the provider', async () => {
    configure();
    const se = await client.request(
      CREATE_HOLDER,
      { input: { ...holder, shareholders: [{ name: 'Elsa Nord' }] } },
      { token },
    );
    expect(fieldCodes(se)).toEqual({ 'shareholders.0.jobTitle': 'jobTitleRequired' });
    const none = await client.request(CREATE_HOLDER, { input: { ...holder, shareholders: [] } }, { token });
    expect(fieldCodes(none)).toEqual({ shareholders: 'shareholdersMin' });
    const email = await client.request(CREATE_HOLDER, { input: { ...holder, email: 'nope' } }, { token });
    expect(fieldCodes(email)).toEqual({ email: 'invalidEmail' });
    expect(fake.requests).toEqual([]);
  });

  it('turns a provider refusal into a translated field error and stores nothing', async () => {
    configure();
    const refused = await client.request(
      CREATE_HOLDER,
      { input: { ...holder, email: 'owner@kaffe.invalid' } },
      { token, language: 'sv' },
    );
    expect(fieldCodes(refused)).toEqual({ email: 'providerRejected' });
    expect(refused.errors?.[0]?.message).toBe(
      'Kortinlösaren nekade begäran: The e-mail domain does not exist. Rätta det och försök igen.',
    );
    expect(await database.db.select().from(accountHolders)).toEqual([]);
    // A wrong key says who fixes it.
    process.env.CARD_PROVIDER_API_KEY = 'wrong';
    const key = await client.request(CREATE_HOLDER, { input: holder }, { token });
    expect(key.errors?.[0]?.message).toContain('did not accept our key');
    expect(await database.db.select().from(accountHolders)).toEqual([]);
  });

  it('needs the company metadata to create an account holder, and calls the provider only with it', async () => {
    configure();
    fake.requests.length = 0;
    const [kaffe] = await database.db.select().from(companies).where(eq(companies.name, 'Kaffe'));
    await database.db
      .update(companies)
      .set({ orgNumber: ' ' })
      .where(eq(companies.id, kaffe?.id ?? ''));
    try {
      const refused = await client.request(CREATE_HOLDER, { input: holder }, { token });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toContain('Metadata not available');
      const swedish = await client.request(CREATE_HOLDER, { input: holder }, { token, language: 'sv' });
      expect(swedish.errors?.[0]?.message).toContain('Metadata saknas');
      expect(fake.requests).toEqual([]);
      expect(await database.db.select().from(accountHolders)).toEqual([]);
    } finally {
      await database.db
        .update(companies)
        .set({ orgNumber: kaffe?.orgNumber ?? '' })
        .where(eq(companies.id, kaffe?.id ?? ''));
    }
  });

  it('creates an account holder (ES needs no job title), shows balance, onboarding and links', async () => {
    configure();
    fake.requests.length = 0;
    const created = await client.request<{
      createAccountHolder: { accountHolder: { id: string; status: string } };
    }>(
      CREATE_HOLDER,
      { input: { ...holder, country: 'ES', shareholders: [{ name: 'Elsa Nord' }] } },
      { token },
    );
    expectNoErrors(created);
    const id = created.data?.createAccountHolder.accountHolder.id ?? '';
    expect(created.data?.createAccountHolder.accountHolder.status).toBe('PENDING');
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/accountHolders',
      body: {
        legalName: 'Kaffe AB',
        country: 'ES',
        email: 'owner@kaffe.test',
        shareholders: [{ name: 'Elsa Nord', jobTitle: '' }],
      },
    });
    const overview = await client.request<{
      paymentsOverview: { configured: boolean; accountHolders: { id: string }[] };
    }>(OVERVIEW, {}, { token });
    expect(overview.data?.paymentsOverview.configured).toBe(true);
    expect(overview.data?.paymentsOverview.accountHolders.map((h) => h.id)).toEqual([id]);
    const kyc = await client.request<{ kycLink: string }>(KYC, { id }, { token });
    expect(kyc.data?.kycLink).toMatch(/^https:\/\/provider\.test\/onboard\/AH/);
    const checkout = await client.request<{ checkoutLink: string }>(CHECKOUT, { id }, { token });
    expect(checkout.data?.checkoutLink).toMatch(/^https:\/\/provider\.test\/checkout\/AH/);
    // Another company's holder answers like a missing one.
    const foreign = await client.request(KYC, { id }, { token: otherToken });
    const random = await client.request(KYC, { id: crypto.randomUUID() }, { token: otherToken });
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.message).toBe(random.errors?.[0]?.message);
  });

  it('reads the balance of the legal entity (GetBalance)', async () => {
    configure();
    const [company] = await database.db.select().from(companies).where(eq(companies.name, 'Kaffe'));
    await database.db
      .update(companies)
      .set({ legalEntityId: null })
      .where(eq(companies.id, company?.id ?? ''));
    await database.db
      .insert(legalEntities)
      .values({ id: 'LE-KAFFE', companyId: company?.id ?? '', name: 'Kaffe AB' });
    await database.db
      .update(companies)
      .set({ legalEntityId: 'LE-KAFFE' })
      .where(eq(companies.id, company?.id ?? ''));
    const overview = await client.request<{
      paymentsOverview: { balanceAccounts: { id: string; available: number }[] };
    }>(OVERVIEW, {}, { token });
    expect(overview.data?.paymentsOverview.balanceAccounts).toEqual([
      { id: 'BA-LE-KAFFE', currency: 'SEK', available: 1234500 },
    ]);
    // The onboarding state follows the provider's.
    for (const holder of fake.accountHolders.values()) holder.status = 'VERIFIED';
    const verified = await client.request<{ paymentsOverview: { accountHolders: { status: string }[] } }>(
      OVERVIEW,
      {},
      { token },
    );
    expect(verified.data?.paymentsOverview.accountHolders.map((h) => h.status)).toEqual(['VERIFIED']);
    expect((await database.db.select().from(accountHolders)).map((h) => h.status)).toEqual(['VERIFIED']);
  });

  it('adds a store only with the venue metadata', async () => {
    configure();
    const [row] = await database.db.select().from(accountHolders);
    const missing = await client.request(STORE, { venueId, holder: row?.id }, { token });
    expect(missing.errors?.[0]?.message).toContain('Metadata not available');
    await database.db
      .update(venues)
      .set({ street: 'Lilla Torget 3', zip: '211 34', city: 'Malmö' })
      .where(eq(venues.id, venueId));
    fake.requests.length = 0;
    const added = await client.request<{ addProviderStore: { providerId: string } }>(
      STORE,
      { venueId, holder: row?.id },
      { token },
    );
    expectNoErrors(added);
    expect(fake.requests[0]?.body).toMatchObject({
      reference: venueId,
      street: 'Lilla Torget 3',
      city: 'Malmö',
      country: 'SE',
    });
    const foreign = await client.request(STORE, { venueId, holder: row?.id }, { token: otherToken });
    expect(codeOf(foreign)).toBe('NOT_FOUND');
  });

  it('takes the address a venue lacks on the onboarding page, saved only when the provider accepts', async () => {
    configure();
    const [holder] = await database.db.select().from(accountHolders);
    const [first] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    if (!first) throw new Error('no venue');
    const { id: _id, ...copy } = first;
    const [bare] = await database.db
      .insert(venues)
      .values({ ...copy, name: 'Kaffe Hamnen', street: '', zip: '', city: '' })
      .returning();
    const variables = { venueId: bare?.id, holder: holder?.id };
    fake.requests.length = 0;
    const blank = await client.request(
      STORE_AT,
      { ...variables, address: { street: ' ', zip: '211 20', city: 'Malmö' } },
      { token },
    );
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(blank)).toEqual({ street: 'required' });
    expect(fake.requests).toEqual([]);
    const address = { street: 'Hamngatan 1', zip: '211 20', city: 'Malmö' };
    fake.failNext = 500;
    const refused = await client.request(STORE_AT, { ...variables, address }, { token });
    expect(codeOf(refused)).not.toBe('ok');
    const [unchanged] = await database.db
      .select()
      .from(venues)
      .where(eq(venues.id, bare?.id ?? ''));
    expect(unchanged).toMatchObject({ street: '', zip: '', city: '' });
    const added = await client.request(STORE_AT, { ...variables, address }, { token });
    expectNoErrors(added);
    expect(fake.requests.at(-1)?.body).toMatchObject({
      reference: bare?.id,
      street: 'Hamngatan 1',
      zip: '211 20',
    });
    const [saved] = await database.db
      .select()
      .from(venues)
      .where(eq(venues.id, bare?.id ?? ''));
    expect(saved).toMatchObject({ ...address, version: (bare?.version ?? 0) + 1 });
    // The later tests count company A's venues: this one goes again.
    await database.db.delete(paymentStores).where(eq(paymentStores.venueId, bare?.id ?? ''));
    await database.db.delete(venues).where(eq(venues.id, bare?.id ?? ''));
  });

  it('reads payouts through from the provider, page by page', async () => {
    const [row] = await database.db.select().from(accountHolders);
    unconfigure();
    const off = await client.request<{ payouts: { configured: boolean } }>(
      PAYOUTS,
      { id: row?.id },
      { token },
    );
    expect(off.data?.payouts.configured).toBe(false);
    configure();
    for (let n = 1; n <= 3; n++)
      fake.payouts.push({
        id: `PO${n}`,
        accountHolderId: row?.providerId ?? '',
        amount: n * 10_000,
        currency: 'SEK',
        status: 'BOOKED',
        bookedAt: `2026-11-0${n}T06:00:00Z`,
      });
    const first = await client.request<{ payouts: { items: { id: string }[]; nextCursor: string } }>(
      PAYOUTS,
      { id: row?.id, first: 2 },
      { token },
    );
    expect(first.data?.payouts.items.map((p) => p.id)).toEqual(['PO1', 'PO2']);
    const second = await client.request<{ payouts: { items: { id: string }[]; nextCursor: null } }>(
      PAYOUTS,
      { id: row?.id, first: 2, after: first.data?.payouts.nextCursor },
      { token },
    );
    expect(second.data?.payouts.items.map((p) => p.id)).toEqual(['PO3']);
  });

  it('creates payout reports: validated, a provider 500 stores nothing, success is listed', async () => {
    configure();
    const [row] = await database.db.select().from(accountHolders);
    const input = {
      accountHolderId: row?.id,
      venueId,
      orgNumber: '556677-8899',
      currency: 'SEK',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    };
    expect(
      fieldCodes(await client.request(REPORT, { input: { ...input, toDate: '2026-10-01' } }, { token })),
    ).toEqual({
      toDate: 'invalidRange',
    });
    // ES numbers are 9 characters long.
    expect(
      fieldCodes(await client.request(REPORT, { input: { ...input, orgNumber: '12' } }, { token })),
    ).toEqual({
      orgNumber: 'invalidOrgNumber',
    });
    fake.failNext = 500;
    const down = await client.request(REPORT, { input: { ...input, orgNumber: 'B12345678' } }, { token });
    expect(codeOf(down)).toBe('INTERNAL_SERVER_ERROR');
    expect(await database.db.select().from(paymentReports)).toEqual([]);
    const made = await client.request<{ createPayoutReport: { status: string } }>(
      REPORT,
      { input: { ...input, orgNumber: 'B12345678' } },
      { token },
    );
    expectNoErrors(made);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/reports/payouts',
      body: {
        type: 'PAYOUTS',
        storeReference: venueId,
        orgNumber: 'B12345678',
        currency: 'SEK',
        from: '2026-11-01',
        to: '2026-11-30',
      },
    });
    const listed = await client.request<{ paymentReports: { items: { status: string }[] } }>(
      REPORTS,
      {},
      { token },
    );
    expect(listed.data?.paymentReports.items).toEqual([expect.objectContaining({ status: 'READY' })]);
    const other = await client.request<{ paymentReports: { items: unknown[] } }>(
      REPORTS,
      {},
      { token: otherToken },
    );
    expect(other.data?.paymentReports.items).toEqual([]);
  });

  it('shows per venue its store and metadata, and creates holders per legal entity, checked per country', async () => {
    configure();
    const VENUES = `query { paymentsOverview { legalEntities { id name } venues { id metadataComplete store { accountHolderId } } accountHolders { id legalEntityId } } }`;
    const [first] = await database.db.select().from(accountHolders).orderBy(accountHolders.createdAt);
    type Shape = {
      paymentsOverview: {
        legalEntities: { id: string }[];
        venues: { id: string; metadataComplete: boolean; store: { accountHolderId: string } | null }[];
        accountHolders: { id: string; legalEntityId: string | null }[];
      };
    };
    const mine = await client.request<Shape>(VENUES, {}, { token });
    expectNoErrors(mine);
    expect(mine.data?.paymentsOverview.legalEntities.map((e) => e.id)).toEqual(['LE-KAFFE']);
    expect(mine.data?.paymentsOverview.venues).toEqual([
      { id: venueId, metadataComplete: true, store: { accountHolderId: first?.id } },
    ]);
    const theirs = await client.request<Shape>(VENUES, {}, { token: otherToken });
    expect(theirs.data?.paymentsOverview.legalEntities).toEqual([]);
    expect(theirs.data?.paymentsOverview.venues).toEqual([
      expect.objectContaining({ metadataComplete: false, store: null }),
    ]);

    // Per country: a single word is no name the Swedish register can match; the same person twice is refused.
    fake.requests.length = 0;
    const single = await client.request(
      CREATE_HOLDER,
      {
        input: {
          ...holder,
          shareholders: [
            { name: 'Elsa', jobTitle: 'VD' },
            { name: 'Per Ek', jobTitle: 'Ledamot' },
            { name: 'per  ek', jobTitle: 'Ledamot' },
          ],
        },
      },
      { token, language: 'sv' },
    );
    expect(fieldCodes(single)).toEqual({
      'shareholders.0.name': 'fullNameRequired',
      'shareholders.2.name': 'duplicateShareholder',
    });
    expect(fake.requests).toEqual([]);

    // A foreign legal entity answers like a missing one, and nothing reaches the provider.
    const foreign = await client.request(
      CREATE_HOLDER,
      { input: { ...holder, legalEntityId: 'LE-KAFFE' } },
      { token: otherToken },
    );
    const missing = await client.request(
      CREATE_HOLDER,
      { input: { ...holder, legalEntityId: 'LE-NOPE' } },
      { token: otherToken },
    );
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    expect(fake.requests).toEqual([]);

    const made = await client.request<{ createAccountHolder: { accountHolder: { id: string } } }>(
      CREATE_HOLDER,
      { input: { ...holder, legalName: 'Kaffe Två AB', legalEntityId: 'LE-KAFFE' } },
      { token },
    );
    expectNoErrors(made);
    expect(fake.requests[0]?.body).toMatchObject({ legalEntityId: 'LE-KAFFE', legalName: 'Kaffe Två AB' });
    const after = await client.request<Shape>(VENUES, {}, { token });
    expect(after.data?.paymentsOverview.accountHolders).toContainEqual({
      id: made.data?.createAccountHolder.accountHolder.id,
      legalEntityId: 'LE-KAFFE',
    });
  });
});
