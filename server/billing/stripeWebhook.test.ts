// Stripe's webhooks through the real HTTP server (issue 44 item 3): the signature checked by the
// SDK before anything is stored, each event applied once, and the billing account's state it
// makes visible through the GraphQL API without anyone opening a page.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app/app.ts';
import type { Database } from '../platform/db/client.ts';
import { companies, stripeEvents } from '../platform/db/schema/index.ts';
import { memoryMailer } from '../platform/mail/mailer.ts';
import { TEST_TOKEN_SECRET, testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { expectNoErrors } from '../test/pim.ts';
import { createBillingAccount } from './billingAccount.service.ts';
import type { BillingProvider } from './provider.ts';
import {
  purgeStripeEvents,
  STRIPE_EVENT_RETENTION_DAYS,
  STRIPE_WEBHOOK_PATH,
  statusOfSubscription,
} from './stripeWebhook.ts';

const SECRET = 'whsec_test_0123456789abcdef';
const ACCOUNTS = '{ company { billingAccounts { id status } } }';

type Accounts = { company: { billingAccounts: { id: string; status: string | null }[] | null } };

let sequence = 0;
/** An event as Stripe sends it: only the fields the product reads, at `created` (seconds). */
function event(type: string, object: Record<string, unknown>, created = 1_800_000_000) {
  sequence += 1;
  return { id: `evt_test_${sequence}`, object: 'event', type, created, data: { object }, livemode: false };
}

describe.each(testDatabaseKinds())('Stripe webhooks on %s', (kind) => {
  let database: Database;
  let app: App;
  let base: string;
  let client: ReturnType<typeof testApi>;
  let companyId: string;
  let otherId: string;
  let token: string;

  const post = async (body: string, signature: string | null) => {
    const response = await fetch(`${base}${STRIPE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** Sent as Stripe sends it: the JSON signed with the endpoint's secret. */
  const send = (payload: object) => {
    const body = JSON.stringify(payload);
    return post(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }));
  };
  const storedIds = async () => (await database.db.select().from(stripeEvents)).map((row) => row.id);
  const accounts = async () => {
    const answer = await client.request<Accounts>(ACCOUNTS, {}, { token });
    expectNoErrors(answer);
    return answer.data?.company.billingAccounts;
  };

  beforeAll(async () => {
    process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    const a = await createCompany(database.db, { name: 'Kafé Hook', email: 'a@hook.test', country: 'SE' });
    const b = await createCompany(database.db, { name: 'Other', email: 'b@hook.test', country: 'NO' });
    companyId = a.company.id;
    otherId = b.company.id;
    await database.db
      .update(companies)
      .set({ billingAccountId: 'cus_Hook' })
      .where(eq(companies.id, companyId));
    await database.db
      .update(companies)
      .set({ billingAccountId: 'cus_Other' })
      .where(eq(companies.id, otherId));
    token = await client.login('a@hook.test', FIXTURE_PASSWORD);
    app = createApp(
      {
        db: database.db,
        tokenSecret: TEST_TOKEN_SECRET,
        mailer: memoryMailer(),
        publicUrl: 'http://ordna.test',
      },
      { distDir: '/nonexistent' },
    );
    await new Promise<void>((done) => app.server.listen(0, '127.0.0.1', () => done()));
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    await app.close(1_000);
    await database.close();
  });

  it('refuses a wrong, missing, stale or foreign signature with 400 and stores nothing', async () => {
    const payload = event('customer.subscription.updated', {
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_Hook',
      status: 'past_due',
    });
    const body = JSON.stringify(payload);
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_other_secret',
    });
    expect((await post(body, wrongSecret)).status).toBe(400);
    expect((await post(body, null)).status).toBe(400);
    // Signed for another body: the body was changed on the way.
    const forOther = Stripe.webhooks.generateTestHeaderString({ payload: `${body} `, secret: SECRET });
    expect((await post(body, forOther)).status).toBe(400);
    // Signed right, but an hour ago: a captured request replayed later.
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post(body, stale)).status).toBe(400);
    expect(await storedIds()).toEqual([]);
    expect(await accounts()).toEqual([{ id: 'cus_Hook', status: null }]);
    // GET is not Stripe's.
    expect((await fetch(`${base}${STRIPE_WEBHOOK_PATH}`)).status).toBe(405);
  });

  it('applies a signed event once: its state shows through the API, a replay is acknowledged only', async () => {
    const pastDue = event('customer.subscription.updated', {
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_Hook',
      status: 'past_due',
    });
    expect(await send(pastDue)).toEqual({ status: 200, body: { received: true, replayed: false } });
    expect(await accounts()).toEqual([{ id: 'cus_Hook', status: 'PAST_DUE' }]);
    // The sidebar's Billing badge reads it too.
    expect((await client.request('{ billingStatus }', {}, { token })).data).toEqual({
      billingStatus: 'PAST_DUE',
    });
    expect(await storedIds()).toEqual([pastDue.id]);
    const [row] = await database.db.select().from(stripeEvents);
    expect(row?.type).toBe('customer.subscription.updated');
    expect(row?.receivedAt).toBeInstanceOf(Date);

    // Paid in the same second: ACTIVE. The first event sent again must not take it back.
    const paid = event('invoice.paid', { id: 'in_1', object: 'invoice', customer: 'cus_Hook' });
    expect((await send(paid)).status).toBe(200);
    expect(await accounts()).toEqual([{ id: 'cus_Hook', status: 'ACTIVE' }]);
    expect(await send(pastDue)).toEqual({ status: 200, body: { received: true, replayed: true } });
    expect(await accounts()).toEqual([{ id: 'cus_Hook', status: 'ACTIVE' }]);
    expect((await storedIds()).sort()).toEqual([pastDue.id, paid.id].sort());
    // Another company's account is untouched.
    const [other] = await database.db
      .select({ status: companies.billingStatus })
      .from(companies)
      .where(eq(companies.id, otherId));
    expect(other?.status).toBeNull();
  });

  it('does not let an older event arriving late overwrite a newer one', async () => {
    const failed = event(
      'invoice.payment_failed',
      { id: 'in_2', object: 'invoice', customer: 'cus_Hook' },
      1_800_000_100,
    );
    expect((await send(failed)).status).toBe(200);
    expect(await accounts()).toEqual([{ id: 'cus_Hook', status: 'PAST_DUE' }]);
    const late = event(
      'customer.subscription.updated',
      { id: 'sub_1', object: 'subscription', customer: 'cus_Hook', status: 'active' },
      1_800_000_050,
    );
    expect((await send(late)).status).toBe(200);
    expect(await accounts()).toEqual([{ id: 'cus_Hook', status: 'PAST_DUE' }]);
    // A customer no company has: acknowledged, nothing changes.
    const stranger = event(
      'invoice.payment_failed',
      { id: 'in_3', object: 'invoice', customer: 'cus_Nobody' },
      1_800_000_200,
    );
    expect((await send(stranger)).status).toBe(200);
  });

  it('keeps the account in step with the customer: delinquency, deletion, and a link from its metadata', async () => {
    const settled = event(
      'customer.updated',
      { id: 'cus_Hook', object: 'customer', delinquent: false, metadata: { companyId } },
      1_800_000_300,
    );
    expect((await send(settled)).status).toBe(200);
    expect(await accounts()).toEqual([{ id: 'cus_Hook', status: 'ACTIVE' }]);

    // A customer whose metadata names a company that already has another account: not taken.
    const stray = event(
      'customer.created',
      { id: 'cus_Stray', object: 'customer', delinquent: false, metadata: { companyId } },
      1_800_000_310,
    );
    expect((await send(stray)).status).toBe(200);
    expect(await accounts()).toEqual([{ id: 'cus_Hook', status: 'ACTIVE' }]);

    const deleted = event(
      'customer.deleted',
      { id: 'cus_Hook', object: 'customer', deleted: true },
      1_800_000_400,
    );
    expect((await send(deleted)).status).toBe(200);
    expect(await accounts()).toEqual([]);
    // An update of the deleted customer made before its deletion, arriving after: not relinked.
    const before = event(
      'customer.updated',
      { id: 'cus_Hook', object: 'customer', delinquent: false, metadata: { companyId } },
      1_800_000_350,
    );
    expect((await send(before)).status).toBe(200);
    expect(await accounts()).toEqual([]);

    // Support made a customer at Stripe for this company: its signed metadata links it, owing.
    const made = event(
      'customer.created',
      { id: 'cus_New', object: 'customer', delinquent: true, metadata: { companyId } },
      1_800_000_500,
    );
    expect((await send(made)).status).toBe(200);
    expect(await accounts()).toEqual([{ id: 'cus_New', status: 'PAST_DUE' }]);
    // Metadata that is not a company id is ignored, not an error Stripe would retry for days.
    const odd = event(
      'customer.updated',
      { id: 'cus_Odd', object: 'customer', delinquent: false, metadata: { companyId: 'not-a-uuid' } },
      1_800_000_600,
    );
    expect((await send(odd)).status).toBe(200);
    const ended = event(
      'customer.subscription.deleted',
      { id: 'sub_2', object: 'subscription', customer: 'cus_New', status: 'canceled' },
      1_800_000_700,
    );
    expect((await send(ended)).status).toBe(200);
    expect(await accounts()).toEqual([{ id: 'cus_New', status: 'CANCELED' }]);
  });

  it("takes a create's customer that the webhook linked first as the create's own success", async () => {
    const c = await createCompany(database.db, { name: 'Third', email: 'c@hook.test', country: 'DK' });
    // Stripe's customer.created arrives while the create's answer is still on its way.
    const racing: BillingProvider = {
      async createCustomer({ companyId: id }) {
        const created = event(
          'customer.created',
          { id: 'cus_Third', object: 'customer', delinquent: false, metadata: { companyId: id } },
          Math.floor(Date.now() / 1000),
        );
        expect((await send(created)).status).toBe(200);
        return 'cus_Third';
      },
      createLink: async () => null,
    };
    const viewer = {
      userId: c.user.id,
      companyId: c.company.id,
      scopes: ['FINANCE'],
      venueIds: [],
      sessionId: 'session',
      actorUserId: null,
      isPaymentsOnly: false,
    };
    expect(await createBillingAccount(database.db, viewer, { email: 'c@hook.test' }, racing)).toBe(
      'cus_Third',
    );
    const [row] = await database.db
      .select({ id: companies.billingAccountId })
      .from(companies)
      .where(eq(companies.id, c.company.id));
    expect(row?.id).toBe('cus_Third');
  });

  it('forgets the ids of events received over 30 days ago, and keeps the newer ones recognised', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await database.db.insert(stripeEvents).values([
      { id: 'evt_gone', type: 'charge.succeeded', receivedAt: ago(STRIPE_EVENT_RETENTION_DAYS + 1) },
      { id: 'evt_kept', type: 'charge.succeeded', receivedAt: ago(STRIPE_EVENT_RETENTION_DAYS - 1) },
      // Within Stripe's three days of retries.
      { id: 'evt_retried', type: 'charge.succeeded', receivedAt: ago(2) },
    ]);
    const before = await storedIds();
    expect(await purgeStripeEvents(database.db, now)).toBe(1);
    expect((await storedIds()).sort()).toEqual(before.filter((id) => id !== 'evt_gone').sort());
    // Nothing newer is touched by another run.
    expect(await purgeStripeEvents(database.db, now)).toBe(0);
    // A retry of an event still kept is acknowledged and not applied again.
    const retried = { ...event('charge.succeeded', { id: 'ch_1', object: 'charge' }), id: 'evt_retried' };
    expect(await send(retried)).toEqual({ status: 200, body: { received: true, replayed: true } });
  });
});

describe('Stripe webhook without a secret', () => {
  it('answers 404: nothing is taken in unless the endpoint is configured', async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    const database = await openTestDatabase('pglite');
    const app = createApp(
      {
        db: database.db,
        tokenSecret: TEST_TOKEN_SECRET,
        mailer: memoryMailer(),
        publicUrl: 'http://ordna.test',
      },
      { distDir: '/nonexistent' },
    );
    await new Promise<void>((done) => app.server.listen(0, '127.0.0.1', () => done()));
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
    try {
      const body = JSON.stringify(event('invoice.paid', { id: 'in_9', customer: 'cus_Hook' }));
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
      const response = await fetch(url, { method: 'POST', headers: { 'stripe-signature': signature }, body });
      expect(response.status).toBe(404);
      expect(await database.db.select().from(stripeEvents)).toEqual([]);
    } finally {
      await app.close(1_000);
      await database.close();
    }
  });

  it("maps a subscription's status to the account's standing", () => {
    expect(statusOfSubscription('active')).toBe('ACTIVE');
    expect(statusOfSubscription('trialing')).toBe('ACTIVE');
    expect(statusOfSubscription('past_due')).toBe('PAST_DUE');
    expect(statusOfSubscription('unpaid')).toBe('PAST_DUE');
    expect(statusOfSubscription('incomplete')).toBe('PAST_DUE');
    expect(statusOfSubscription('paused')).toBe('PAST_DUE');
    expect(statusOfSubscription('canceled')).toBe('CANCELED');
    expect(statusOfSubscription('incomplete_expired')).toBe('CANCELED');
  });
});
