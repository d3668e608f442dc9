import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { companies, permissions } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, fieldCodes } from '../test/pim.ts';
import { type FakeStripe, startFakeStripe } from './fakeStripe.ts';
import { BillingProviderError, billingProviderFromEnv, STRIPE_API_VERSION } from './provider.ts';

const CREATE = `mutation ($input: CreateBillingAccountInput!) { createBillingAccount(input: $input) }`;
const PORTAL = `query { customerPortalLink(returnUrl: "https://app.ordna.test/") }`;
const KEY = 'sk_test_fake_123';

describe.each(testDatabaseKinds())('create billing account (issue 24) on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let fake: FakeStripe;
  let companyId: string;
  let token: string;
  let otherToken: string;
  let userId: string;

  const billingAccountOf = async (id: string) =>
    (
      await database.db.select({ id: companies.billingAccountId }).from(companies).where(eq(companies.id, id))
    )[0]?.id ?? null;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    fake = await startFakeStripe({ key: KEY, apiVersion: STRIPE_API_VERSION });
    const a = await createCompany(database.db, {
      name: 'Kafé Billing',
      email: 'a@billing.test',
      country: 'SE',
    });
    await createCompany(database.db, { name: 'Other', email: 'b@billing.test', country: 'NO' });
    companyId = a.company.id;
    userId = a.user.id;
    await database.db
      .update(companies)
      .set({ legalName: 'Kafé Billing AB' })
      .where(eq(companies.id, companyId));
    token = await client.login('a@billing.test', FIXTURE_PASSWORD);
    otherToken = await client.login('b@billing.test', FIXTURE_PASSWORD);
  });
  afterEach(() => {
    fake.refuse = null;
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_URL;
    await fake.close();
    await database.close();
  });

  it('is refused in words, and stores nothing, when no provider is configured', async () => {
    delete process.env.STRIPE_SECRET_KEY;
    const refused = await client.request(
      CREATE,
      { input: { email: 'faktura@kafe.se' } },
      { token, language: 'sv' },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toContain('Stripe är inte kopplat till Ordna');
    expect(fake.requests).toHaveLength(0);
    expect(await billingAccountOf(companyId)).toBeNull();
  });

  it('validates the input with translated field errors before asking the provider', async () => {
    process.env.STRIPE_SECRET_KEY = KEY;
    process.env.STRIPE_API_URL = fake.url;
    const bad = await client.request(
      CREATE,
      { input: { email: 'not-an-address', name: 'x'.repeat(161) } },
      { token, language: 'en' },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(bad)).toEqual({ email: 'invalidEmail', name: 'tooLong' });
    expect(fake.requests).toHaveLength(0);
  });

  it('leaves nothing stored when the provider refuses, with a message that says what to fix', async () => {
    process.env.STRIPE_SECRET_KEY = KEY;
    process.env.STRIPE_API_URL = fake.url;
    fake.refuse = {
      status: 400,
      error: {
        type: 'invalid_request_error',
        code: 'email_invalid',
        param: 'email',
        message: 'Invalid email',
      },
    };
    const refused = await client.request(
      CREATE,
      { input: { email: 'faktura@kafe.se' } },
      { token, language: 'en' },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(
      'Stripe did not accept this e-mail address. Check it and try again.',
    );
    expect(fieldCodes(refused)).toEqual({ email: 'providerRefused' });
    expect(await billingAccountOf(companyId)).toBeNull();

    fake.refuse = { status: 500, error: { type: 'api_error', message: 'boom' } };
    const down = await client.request(CREATE, { input: { email: 'faktura@kafe.se' } }, { token });
    expect(codeOf(down)).toBe('INTERNAL_SERVER_ERROR');
    expect(down.errors?.[0]?.message).toBe('Stripe did not answer. Try again in a few minutes.');
    fake.refuse = { status: 429, error: { type: 'rate_limit_error', message: 'slow down' } };
    expect(codeOf(await client.request(CREATE, { input: { email: 'faktura@kafe.se' } }, { token }))).toBe(
      'RATE_LIMITED',
    );
    fake.refuse = null;
    process.env.STRIPE_SECRET_KEY = 'sk_test_wrong';
    const badKey = await client.request(CREATE, { input: { email: 'faktura@kafe.se' } }, { token });
    expect(badKey.errors?.[0]?.message).toContain('Contact Ordna support');
    expect(await billingAccountOf(companyId)).toBeNull();
  });

  it("creates the customer with the right request and stores its id on the viewer's company", async () => {
    process.env.STRIPE_SECRET_KEY = KEY;
    process.env.STRIPE_API_URL = fake.url;
    const before = fake.requests.length;
    const created = await client.request<{ createBillingAccount: string }>(
      CREATE,
      // The company comes from the token: no argument can name another.
      { input: { email: ' Faktura@Kafe.SE ' } },
      { token },
    );
    expectNoErrors(created);
    const id = created.data?.createBillingAccount ?? '';
    expect(id).toMatch(/^cus_Fake\d{4}$/);
    expect(fake.requests.slice(before)).toEqual([
      {
        method: 'POST',
        path: '/v1/customers',
        authorization: `Bearer ${KEY}`,
        contentType: 'application/x-www-form-urlencoded',
        // The SDK names the pinned version, and the key is the company's and the request's own.
        stripeVersion: STRIPE_API_VERSION,
        idempotencyKey: expect.stringMatching(new RegExp(`^ordna-customer-${companyId}-[\\w-]{32}$`)),
        form: {
          name: 'Kafé Billing AB',
          email: 'faktura@kafe.se',
          'address[country]': 'SE',
          'metadata[companyId]': companyId,
        },
      },
    ]);
    expect(await billingAccountOf(companyId)).toBe(id);
    // The portal opens for the new account, and the metadata shows it (the sidebar's Billing item).
    const portal = await client.request<{ customerPortalLink: string | null }>(PORTAL, {}, { token });
    expect(portal.data?.customerPortalLink).toBe(`https://billing.stripe.test/session/${id}`);
    const metadata = await client.request<{ userMetadata: { billingAccountId: string | null } }>(
      '{ userMetadata { billingAccountId } }',
      {},
      { token },
    );
    expect(metadata.data?.userMetadata.billingAccountId).toBe(id);
  });

  it('refuses a company that already has one, without asking the provider', async () => {
    const before = fake.requests.length;
    const again = await client.request(
      CREATE,
      { input: { email: 'other@kafe.se', name: 'Someone else' } },
      { token, language: 'en' },
    );
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toContain('already has a billing account');
    expect(fake.requests.length).toBe(before);
  });

  it("uses the company's name when it has no legal name, and never touches another company", async () => {
    const other = await client.request<{ createBillingAccount: string }>(
      CREATE,
      { input: { email: 'billing@other.no', name: '' } },
      { token: otherToken },
    );
    expectNoErrors(other);
    expect(fake.requests.at(-1)?.form).toMatchObject({ name: 'Other', 'address[country]': 'NO' });
    expect(await billingAccountOf(companyId)).not.toBe(other.data?.createBillingAccount);
  });

  it('needs FINANCE', async () => {
    await database.db
      .update(permissions)
      .set({ scopes: ['SETTINGS'] })
      .where(eq(permissions.userId, userId));
    const settingsOnly = await client.login('a@billing.test', FIXTURE_PASSWORD);
    expect(
      codeOf(await client.request(CREATE, { input: { email: 'x@y.se' } }, { token: settingsOnly })),
    ).toBe('FORBIDDEN');
    expect(codeOf(await client.request(CREATE, { input: { email: 'x@y.se' } }))).toBe('UNAUTHENTICATED');
  });
});

describe('the Stripe SDK against the fake (issue 44 item 3)', () => {
  let fake: FakeStripe;
  const customer = { name: 'Kafé', email: 'faktura@kafe.se', country: 'SE', companyId: 'company-1' };
  beforeAll(async () => {
    fake = await startFakeStripe({ key: KEY, apiVersion: STRIPE_API_VERSION });
  });
  afterAll(() => fake.close());
  const provider = () => {
    const made = billingProviderFromEnv({ STRIPE_SECRET_KEY: KEY, STRIPE_API_URL: fake.url });
    if (!made) throw new Error('no provider');
    return made;
  };

  it('retries a cut answer with the same idempotency key, and Stripe makes one customer', async () => {
    fake.dropNextAnswer = true;
    const id = await provider().createCustomer(customer);
    const [first, retry] = fake.requests.slice(-2);
    expect(fake.requests).toHaveLength(2);
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(first?.idempotencyKey).toMatch(/^ordna-customer-company-1-/);
    expect(fake.customers.size).toBe(1);
    // The same request again (a double submit, a retry after our write failed): the same customer.
    expect(await provider().createCustomer(customer)).toBe(id);
    expect(fake.customers.size).toBe(1);
    // A corrected one is a new request, not a replay of the first answer.
    const other = await provider().createCustomer({ ...customer, email: 'ekonomi@kafe.se' });
    expect(other).not.toBe(id);
    expect(fake.customers.size).toBe(2);
  });

  it("maps the SDK's error classes to the product's failures", async () => {
    const failure = async () => {
      try {
        await provider().createCustomer({ ...customer, companyId: `c-${fake.requests.length}` });
      } catch (error) {
        if (error instanceof BillingProviderError) return [error.failure, error.field];
        throw error;
      }
      return null;
    };
    fake.refuse = {
      status: 400,
      error: { type: 'invalid_request_error', param: 'address[country]', message: 'bad country' },
    };
    expect(await failure()).toEqual(['invalid', null]);
    fake.refuse = { status: 400, error: { type: 'invalid_request_error', param: 'name', message: 'x' } };
    expect(await failure()).toEqual(['invalid', 'name']);
    fake.refuse = { status: 429, error: { type: 'invalid_request_error', code: 'rate_limit', message: 'x' } };
    expect(await failure()).toEqual(['busy', null]);
    fake.refuse = { status: 403, error: { type: 'invalid_request_error', message: 'restricted key' } };
    expect(await failure()).toEqual(['auth', null]);
    fake.refuse = null;
    const closed = await startFakeStripe({ key: KEY, apiVersion: STRIPE_API_VERSION });
    await closed.close();
    const gone = billingProviderFromEnv({ STRIPE_SECRET_KEY: KEY, STRIPE_API_URL: closed.url });
    await expect(gone?.createCustomer(customer)).rejects.toMatchObject({ failure: 'unavailable' });
  });

  it('the fake refuses another API version and a key reused with other parameters, as Stripe does', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${fake.url}/v1/customers`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${KEY}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body,
      });
    expect((await post({ 'stripe-version': '2020-08-27' }, 'email=a%40b.se')).status).toBe(400);
    const headers = { 'stripe-version': STRIPE_API_VERSION, 'idempotency-key': 'k-1' };
    expect((await post(headers, 'email=a%40b.se')).status).toBe(200);
    const reused = await post(headers, 'email=c%40d.se');
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
  });
});
