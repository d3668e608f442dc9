// The card provider's webhooks through the real HTTP server (issue 44 item 3): the HMAC signature
// checked in constant time before anything is read or stored, each event applied once, an account
// holder's onboarding (KYC) status kept true without anyone opening a page, and a provider id no
// row of the company has changing nothing.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app/app.ts';
import type { Database } from '../platform/db/client.ts';
import {
  accountHolders,
  cardProviderEvents,
  cardProviderPayouts,
  companies,
  paymentReports,
  paymentStores,
  venues,
} from '../platform/db/schema/index.ts';
import { memoryMailer } from '../platform/mail/mailer.ts';
import { TEST_TOKEN_SECRET, testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { expectNoErrors } from '../test/pim.ts';
import { startFakeProvider } from './fakeProvider.ts';
import { refreshOnboarding } from './payments.service.ts';
import { httpCardProvider } from './provider.ts';
import {
  CARD_PROVIDER_EVENT_RETENTION_DAYS,
  CARD_PROVIDER_WEBHOOK_PATH,
  purgeCardProviderEvents,
  signCardProviderBody,
  verifyCardProviderSignature,
} from './providerWebhook.ts';

/** A 32-byte HMAC key in hex, as the provider's Customer Area shows one. */
const SECRET = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const OTHER_SECRET = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const OVERVIEW = '{ paymentsOverview { configured accountHolders { id status } } }';
const PAYOUTS = `query ($id: ID!, $first: Int, $after: String) {
  payouts(accountHolderId: $id, first: $first, after: $after) { configured items { id amount currency status bookedAt } nextCursor }
}`;
const STORES = '{ paymentsOverview { venues { store { providerId status } } } }';
const REPORTS = '{ paymentReports { items { status downloadUrl } } }';

type Payouts = {
  payouts: {
    configured: boolean;
    items: { id: string; amount: number; currency: string; status: string; bookedAt: string }[];
    nextCursor: string | null;
  };
};

/** A payout as the provider's transfer webhooks tell it: a transfer of category `bank`. */
function transferEvent(
  id: string,
  payout: string,
  status: string,
  timestamp: string,
  holder = 'AH000001',
  extra: object = {},
) {
  return {
    id,
    type: 'balancePlatform.transfer.updated',
    environment: 'test',
    timestamp,
    data: {
      id: payout,
      category: 'bank',
      accountHolder: { id: holder },
      amount: { value: 125_000, currency: 'SEK' },
      status,
      ...extra,
    },
  };
}

type Overview = {
  paymentsOverview: { configured: boolean; accountHolders: { id: string; status: string }[] };
};

let sequence = 0;
/** A holder event as the provider sends it (docs/payments.md, "Provider webhooks"). */
function holderEvent(providerId: string, status: string, timestamp?: string, extra: object = {}) {
  sequence += 1;
  return {
    id: `EVT${String(sequence).padStart(6, '0')}`,
    type: 'balancePlatform.accountHolder.updated',
    environment: 'test',
    ...(timestamp ? { timestamp } : {}),
    data: { balancePlatform: 'OrdnaTest', accountHolder: { id: providerId, status, ...extra } },
  };
}

describe.each(testDatabaseKinds())('card provider webhooks on %s', (kind) => {
  let database: Database;
  let app: App;
  let base: string;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let companyId: string;
  let otherId: string;
  let holderId: string;

  const post = async (body: string, signature: string | null) => {
    const response = await fetch(`${base}${CARD_PROVIDER_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { HmacSignature: signature }),
      },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** Sent as the provider sends it: the JSON signed with the webhook's HMAC key. */
  const send = (payload: object) => {
    const body = JSON.stringify(payload);
    return post(body, signCardProviderBody(body, SECRET));
  };
  const storedIds = async () =>
    (await database.db.select().from(cardProviderEvents)).map((row) => row.id).sort();
  const holders = async () =>
    (
      await database.db
        .select({ providerId: accountHolders.providerId, status: accountHolders.status })
        .from(accountHolders)
    ).sort((a, b) => a.providerId.localeCompare(b.providerId));
  const overview = async () => {
    const answer = await client.request<Overview>(OVERVIEW, {}, { token });
    expectNoErrors(answer);
    return answer.data?.paymentsOverview;
  };

  beforeAll(async () => {
    process.env.CARD_PROVIDER_WEBHOOK_SECRET = SECRET;
    delete process.env.CARD_PROVIDER_API_KEY;
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    const a = await createCompany(database.db, {
      name: 'Kafé Kyc',
      email: 'a@kyc.test',
      country: 'SE',
      items: 0,
    });
    const b = await createCompany(database.db, {
      name: 'Other',
      email: 'b@kyc.test',
      country: 'NO',
      items: 0,
    });
    companyId = a.company.id;
    otherId = b.company.id;
    for (const id of [companyId, otherId])
      await database.db
        .update(companies)
        .set({ isPaymentsOnly: true, legalEntityId: null })
        .where(eq(companies.id, id));
    const [mine] = await database.db
      .insert(accountHolders)
      .values({
        companyId,
        providerId: 'AH000001',
        legalName: 'Kafé Kyc AB',
        country: 'SE',
        email: 'a@kyc.test',
      })
      .returning({ id: accountHolders.id });
    holderId = mine?.id ?? '';
    await database.db.insert(accountHolders).values({
      companyId: otherId,
      providerId: 'AH000002',
      legalName: 'Other AS',
      country: 'NO',
      email: 'b@kyc.test',
    });
    token = await client.login('a@kyc.test', FIXTURE_PASSWORD);
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
    delete process.env.CARD_PROVIDER_WEBHOOK_SECRET;
    await app.close(1_000);
    await database.close();
  });

  it('refuses a wrong, missing or foreign signature with 401 and stores nothing', async () => {
    const body = JSON.stringify(holderEvent('AH000001', 'VERIFIED', '2026-06-01T10:00:00Z'));
    expect((await post(body, signCardProviderBody(body, OTHER_SECRET))).status).toBe(401);
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, '')).status).toBe(401);
    expect((await post(body, 'not base64 at all')).status).toBe(401);
    // Signed for another body: changed on the way.
    expect((await post(body, signCardProviderBody(`${body} `, SECRET))).status).toBe(401);
    // The right signature, cut short: not a prefix match.
    expect((await post(body, signCardProviderBody(body, SECRET).slice(0, 20))).status).toBe(401);
    // A body that is not even JSON is refused for its signature, before it is parsed.
    expect((await post('{not json', null)).status).toBe(401);
    expect(await storedIds()).toEqual([]);
    expect(await holders()).toEqual([
      { providerId: 'AH000001', status: 'PENDING' },
      { providerId: 'AH000002', status: 'PENDING' },
    ]);
    // GET is not the provider's; a body past the cap is refused unread.
    expect((await fetch(`${base}${CARD_PROVIDER_WEBHOOK_PATH}`)).status).toBe(405);
    const huge = JSON.stringify({ id: 'EVT_HUGE', type: 'x', pad: 'x'.repeat(300 * 1024) });
    const tooLarge = await fetch(`${base}${CARD_PROVIDER_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', HmacSignature: signCardProviderBody(huge, SECRET) },
      body: huge,
    }).catch(() => null);
    // Answered 413, or the connection cut while the client still sends: either way nothing is taken.
    expect(tooLarge === null || tooLarge.status === 413).toBe(true);
    expect(await storedIds()).toEqual([]);
  });

  it('applies a KYC status event without any page call, and a replay is acknowledged only', async () => {
    const verified = holderEvent('AH000001', 'VERIFIED', '2026-06-01T10:00:00Z');
    expect(await send(verified)).toEqual({ status: 200, body: { received: true, replayed: false } });
    // No provider is configured: the page shows what is stored, and it is the event's state.
    expect(await overview()).toEqual({
      configured: false,
      accountHolders: [{ id: holderId, status: 'VERIFIED' }],
    });
    expect(await storedIds()).toEqual([verified.id]);
    const [row] = await database.db.select().from(cardProviderEvents);
    expect(row?.type).toBe('balancePlatform.accountHolder.updated');
    expect(row?.receivedAt).toBeInstanceOf(Date);

    // Suspended a second later; the first event sent again must not take it back.
    const suspended = holderEvent('AH000001', 'SUSPENDED', '2026-06-01T10:00:01Z');
    expect((await send(suspended)).status).toBe(200);
    expect(await send(verified)).toEqual({ status: 200, body: { received: true, replayed: true } });
    expect(await send(suspended)).toEqual({ status: 200, body: { received: true, replayed: true } });
    expect(await holders()).toEqual([
      { providerId: 'AH000001', status: 'SUSPENDED' },
      { providerId: 'AH000002', status: 'PENDING' },
    ]);
    expect(await storedIds()).toEqual([verified.id, suspended.id].sort());
  });

  it('does not let an older event arriving late overwrite a newer state', async () => {
    const late = holderEvent('AH000001', 'VERIFIED', '2026-06-01T09:59:00Z');
    expect(await send(late)).toEqual({ status: 200, body: { received: true, replayed: false } });
    expect((await holders())[0]).toEqual({ providerId: 'AH000001', status: 'SUSPENDED' });
    // Stored all the same: sent again, it is a replay.
    expect((await storedIds()).includes(late.id)).toBe(true);
    const newer = holderEvent('AH000001', 'VERIFIED', '2026-06-02T08:00:00Z');
    expect((await send(newer)).status).toBe(200);
    expect((await holders())[0]).toEqual({ providerId: 'AH000001', status: 'VERIFIED' });
  });

  it("never touches another company's holder through an id no row has, nor through the payload's company", async () => {
    // A provider id no holder has (a guess, or another platform's): acknowledged, nothing changes.
    const forged = holderEvent('AH999999', 'VERIFIED', '2026-06-03T00:00:00Z');
    expect(await send(forged)).toEqual({ status: 200, body: { received: true, replayed: false } });
    // A company named in the payload is not read: the holder is found by its provider id only,
    // and its company is the row's.
    const named = holderEvent('AH999998', 'CLOSED', '2026-06-03T00:00:01Z', { companyId: otherId });
    expect((await send(named)).status).toBe(200);
    // Malformed holder parts and unknown event types are acknowledged and not applied.
    const noStatus = holderEvent('AH000002', '', '2026-06-03T00:00:02Z');
    expect((await send(noStatus)).status).toBe(200);
    const payout = {
      id: 'EVT_PAYOUT_1',
      type: 'balancePlatform.transfer.updated',
      timestamp: '2026-06-03T00:00:03Z',
      data: { accountHolder: { id: 'AH000002', status: 'CLOSED' }, status: 'booked' },
    };
    expect(await send(payout)).toEqual({ status: 200, body: { received: true, replayed: false } });
    expect(await holders()).toEqual([
      { providerId: 'AH000001', status: 'VERIFIED' },
      { providerId: 'AH000002', status: 'PENDING' },
    ]);
    // A signed body that is not an event (no id): refused, nothing stored.
    const before = await storedIds();
    const idless = JSON.stringify({ type: 'balancePlatform.accountHolder.updated' });
    expect((await post(idless, signCardProviderBody(idless, SECRET))).status).toBe(400);
    expect(await storedIds()).toEqual(before);
  });

  it('stores payouts from transfer events and lists them with no provider call, each event once, newest state kept', async () => {
    const payouts = async (variables: Record<string, unknown> = {}) => {
      const answer = await client.request<Payouts>(PAYOUTS, { id: holderId, ...variables }, { token });
      expectNoErrors(answer);
      return answer.data?.payouts;
    };
    // Nothing stored and no provider: not configured, no payouts.
    expect(await payouts()).toEqual({ configured: false, items: [], nextCursor: null });
    const created = {
      ...transferEvent('EVT_PO_1', 'PO_A', 'authorised', '2026-07-01T08:00:00Z'),
      type: 'balancePlatform.transfer.created',
    };
    const booked = transferEvent('EVT_PO_2', 'PO_A', 'booked', '2026-07-01T09:00:00Z');
    expect(await send(created)).toEqual({ status: 200, body: { received: true, replayed: false } });
    expect((await payouts())?.items.map((p) => p.status)).toEqual(['PENDING']);
    expect((await send(booked)).status).toBe(200);
    const one = {
      id: 'PO_A',
      amount: 125_000,
      currency: 'SEK',
      status: 'BOOKED',
      bookedAt: '2026-07-01T08:00:00.000Z',
    };
    expect(await payouts()).toEqual({ configured: false, items: [one], nextCursor: null });
    // The first event again (a provider retry): acknowledged, not applied.
    expect(await send(created)).toEqual({ status: 200, body: { received: true, replayed: true } });
    // An older state arriving late under a new id: stored as seen, the payout stays booked.
    const late = transferEvent('EVT_PO_3', 'PO_A', 'authorised', '2026-07-01T08:30:00Z');
    expect(await send(late)).toEqual({ status: 200, body: { received: true, replayed: false } });
    expect((await payouts())?.items).toEqual([one]);
    // A newer one moves it on (returned by the bank: failed, in the page's words).
    const returned = transferEvent('EVT_PO_4', 'PO_A', 'returned', '2026-07-03T10:00:00Z');
    expect((await send(returned)).status).toBe(200);
    expect((await payouts())?.items).toEqual([{ ...one, status: 'FAILED' }]);

    // A second payout: newest first, paged on the server.
    expect((await send(transferEvent('EVT_PO_5', 'PO_B', 'booked', '2026-07-02T09:00:00Z'))).status).toBe(
      200,
    );
    const first = await payouts({ first: 1 });
    expect(first?.items.map((p) => p.id)).toEqual(['PO_B']);
    expect(first?.nextCursor).toBeTruthy();
    const second = await payouts({ first: 1, after: first?.nextCursor });
    expect(second?.items.map((p) => p.id)).toEqual(['PO_A']);
    expect(second?.nextCursor).toBeNull();

    // Another company's payout is stored under its holder, never shown here; a transfer that is
    // not a payout (category internal), one of a holder no row has and a malformed one change nothing.
    expect(
      (await send(transferEvent('EVT_PO_6', 'PO_C', 'booked', '2026-07-04T00:00:00Z', 'AH000002'))).status,
    ).toBe(200);
    const internal = transferEvent('EVT_PO_7', 'PO_D', 'booked', '2026-07-04T00:00:01Z', 'AH000001', {
      category: 'internal',
    });
    const unknown = transferEvent('EVT_PO_8', 'PO_E', 'booked', '2026-07-04T00:00:02Z', 'AH999999');
    const noAmount = transferEvent('EVT_PO_9', 'PO_F', 'booked', '2026-07-04T00:00:03Z', 'AH000001', {
      amount: { value: 'lots', currency: 'SEK' },
    });
    for (const event of [internal, unknown, noAmount]) expect((await send(event)).status).toBe(200);
    const stored = await database.db
      .select({ providerId: cardProviderPayouts.providerId, companyId: cardProviderPayouts.companyId })
      .from(cardProviderPayouts);
    expect(stored.sort((a, b) => a.providerId.localeCompare(b.providerId))).toEqual([
      { providerId: 'PO_A', companyId },
      { providerId: 'PO_B', companyId },
      { providerId: 'PO_C', companyId: otherId },
    ]);
    expect((await payouts())?.items.map((p) => p.id)).toEqual(['PO_B', 'PO_A']);
  });

  it("keeps a store's status and a payout report's state from their events, newest kept", async () => {
    const [venue] = await database.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.companyId, companyId))
      .limit(1);
    await database.db
      .insert(paymentStores)
      .values({ companyId, venueId: venue?.id ?? '', accountHolderId: holderId, providerId: 'ST000001' });
    await database.db.insert(paymentReports).values({
      companyId,
      accountHolderId: holderId,
      type: 'PAYOUTS',
      orgNumber: '556677-8899',
      currency: 'SEK',
      fromDate: '2026-06-01',
      toDate: '2026-06-30',
      providerId: 'RP000001',
      status: 'PENDING',
    });
    const stores = async () => {
      const answer = await client.request<{
        paymentsOverview: { venues: { store: { providerId: string; status: string | null } | null }[] };
      }>(STORES, {}, { token });
      expectNoErrors(answer);
      return answer.data?.paymentsOverview.venues.flatMap((v) => (v.store ? [v.store] : []));
    };
    const reports = async () => {
      const answer = await client.request<{
        paymentReports: { items: { status: string; downloadUrl: string | null }[] };
      }>(REPORTS, {}, { token });
      expectNoErrors(answer);
      return answer.data?.paymentReports.items;
    };
    expect(await stores()).toEqual([{ providerId: 'ST000001', status: null }]);
    const store = (id: string, status: string, timestamp: string) => ({
      id,
      type: 'balancePlatform.store.updated',
      timestamp,
      data: { store: { id: 'ST000001', status } },
    });
    expect((await send(store('EVT_ST_1', 'active', '2026-07-01T08:00:00Z'))).status).toBe(200);
    expect((await send(store('EVT_ST_2', 'inactive', '2026-07-01T10:00:00Z'))).status).toBe(200);
    expect((await send(store('EVT_ST_3', 'active', '2026-07-01T09:00:00Z'))).status).toBe(200);
    expect(await stores()).toEqual([{ providerId: 'ST000001', status: 'inactive' }]);

    const report = (id: string, status: string, timestamp: string, downloadUrl?: string) => ({
      id,
      type: 'balancePlatform.report.updated',
      timestamp,
      data: { report: { id: 'RP000001', status, ...(downloadUrl ? { downloadUrl } : {}) } },
    });
    // A link that is not https is not kept (the page offers it as a download).
    expect(
      (await send(report('EVT_RP_1', 'READY', '2026-07-01T08:00:00Z', 'http://x.test/r.csv'))).status,
    ).toBe(200);
    expect(await reports()).toEqual([{ status: 'READY', downloadUrl: null }]);
    const link = 'https://provider.test/reports/RP000001.csv';
    expect((await send(report('EVT_RP_2', 'READY', '2026-07-01T08:01:00Z', link))).status).toBe(200);
    expect((await send(report('EVT_RP_3', 'PENDING', '2026-07-01T07:00:00Z'))).status).toBe(200);
    expect(await reports()).toEqual([{ status: 'READY', downloadUrl: link }]);
  });

  it('lets a page read stand against an older event, and an event without a time apply', async () => {
    const fake = await startFakeProvider({ apiKey: 'key' });
    try {
      fake.accountHolders.set('AH000002', { status: 'REJECTED', stores: [] });
      const viewer = {
        userId: '00000000-0000-4000-8000-000000000000',
        companyId: otherId,
        scopes: ['PAYMENTS'],
        venueIds: [],
        sessionId: 'session',
        actorUserId: null,
        isPaymentsOnly: true,
      };
      const provider = httpCardProvider({ baseUrl: fake.url, apiKey: 'key' });
      await refreshOnboarding(database.db, viewer, provider);
      expect((await holders())[1]).toEqual({ providerId: 'AH000002', status: 'REJECTED' });
      // Sent before the page read asked: older than what it stored.
      const stale = holderEvent('AH000002', 'PENDING', new Date(Date.now() - 60_000).toISOString());
      expect((await send(stale)).status).toBe(200);
      expect((await holders())[1]).toEqual({ providerId: 'AH000002', status: 'REJECTED' });
      // The fake provider's own notification, as the provider sends one: applied, no page read.
      expect(await fake.notify(`${base}${CARD_PROVIDER_WEBHOOK_PATH}`, SECRET, 'AH000002', 'ACTIVE')).toBe(
        200,
      );
      expect((await holders())[1]).toEqual({ providerId: 'AH000002', status: 'ACTIVE' });
      expect(fake.requests).toHaveLength(1);
      const timeless = holderEvent('AH000002', 'VERIFIED');
      expect((await send(timeless)).status).toBe(200);
      expect((await holders())[1]).toEqual({ providerId: 'AH000002', status: 'VERIFIED' });
    } finally {
      await fake.close();
    }
  });

  it('forgets the ids of events received over 30 days ago, and keeps the newer ones recognised', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await database.db.insert(cardProviderEvents).values([
      { id: 'EVT_GONE', type: 'x', receivedAt: ago(CARD_PROVIDER_EVENT_RETENTION_DAYS + 1) },
      { id: 'EVT_KEPT', type: 'x', receivedAt: ago(CARD_PROVIDER_EVENT_RETENTION_DAYS - 1) },
      { id: 'EVT_RETRIED', type: 'x', receivedAt: ago(2) },
    ]);
    const before = await storedIds();
    expect(await purgeCardProviderEvents(database.db, now)).toBe(1);
    expect(await storedIds()).toEqual(before.filter((id) => id !== 'EVT_GONE'));
    expect(await purgeCardProviderEvents(database.db, now)).toBe(0);
    // A retry of an event still kept is acknowledged and not applied again.
    const retried = { ...holderEvent('AH000001', 'CLOSED', '2027-01-01T00:00:00Z'), id: 'EVT_RETRIED' };
    expect(await send(retried)).toEqual({ status: 200, body: { received: true, replayed: true } });
    expect((await holders())[0]).toEqual({ providerId: 'AH000001', status: 'VERIFIED' });
  });
});

describe('card provider webhook without a secret', () => {
  it('answers 404: nothing is taken in unless the endpoint is configured', async () => {
    delete process.env.CARD_PROVIDER_WEBHOOK_SECRET;
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
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${CARD_PROVIDER_WEBHOOK_PATH}`;
    try {
      const body = JSON.stringify(holderEvent('AH000001', 'VERIFIED'));
      const response = await fetch(url, {
        method: 'POST',
        headers: { HmacSignature: signCardProviderBody(body, SECRET) },
        body,
      });
      expect(response.status).toBe(404);
      expect(await database.db.select().from(cardProviderEvents)).toEqual([]);
    } finally {
      await app.close(1_000);
      await database.close();
    }
  });

  it("checks Adyen's documented example: the Base64 HMAC-SHA256 of the body with the hex-decoded key", () => {
    const body = Buffer.from('{"id":"EVT1","type":"t"}');
    const signature = signCardProviderBody(body, SECRET);
    expect(Buffer.from(signature, 'base64')).toHaveLength(32);
    expect(verifyCardProviderSignature(body, signature, SECRET)).toBe(true);
    expect(verifyCardProviderSignature(body, signature, SECRET.toLowerCase())).toBe(true);
    expect(verifyCardProviderSignature(body, signature, OTHER_SECRET)).toBe(false);
    expect(verifyCardProviderSignature(body, undefined, SECRET)).toBe(false);
    expect(verifyCardProviderSignature(body, [signature], SECRET)).toBe(false);
  });
});
