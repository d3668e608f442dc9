import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_FIELDS, type OfferJson } from '../../scripts/simulateBasket.ts';
import { runDinner } from '../../scripts/simulateDinner.ts';
import { type OfferedLine, priceBasket } from '../../src/domain/orders.ts';
import type { PricingOffer } from '../../src/domain/pricing/index.ts';
import { storedOffer } from '../discounts/offers.service.ts';
import type { Database } from '../platform/db/client.ts';
import { offers, orderLines, orders, venues } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order {
  id total lines { total offers { offerId name discount } } } } }`;
const CREATE_KEY = `mutation ($name: String!, $venueId: ID!, $scopes: [String!]!) {
  createApiKey(name: $name, venueId: $venueId, scopes: $scopes) { key } }`;

type Answer<T> = {
  data?: T;
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
  }[];
};

const ALWAYS = { weekdays: [], timeWindows: [], startDate: null, endDate: null };

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe.each(testDatabaseKinds())(
  'the server checks the offers an order claims on %s (issue 18)',
  (kind) => {
    let database: Database;
    let client: ReturnType<typeof testApi>;
    let company: Awaited<ReturnType<typeof createCompany>>;
    let key: string;
    let timezone: string;
    let token: string;
    const ids = { combo: '', expired: '', elsewhere: '', foreign: '' };
    const rows = new Map<string, PricingOffer>();

    const call = async <T>(
      query: string,
      variables: Record<string, unknown>,
      authorization: string | null,
      language?: string,
    ): Promise<Answer<T>> => {
      const body = JSON.stringify({ query, variables });
      const response = await client.api.fetch(
        'http://ordna.test/graphql',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            ...(authorization ? { authorization } : {}),
            ...(language ? { 'accept-language': language } : {}),
          },
          body,
        },
        { req: { socket: { remoteAddress: '127.0.0.1' } } },
      );
      return (await response.json()) as Answer<T>;
    };

    const combo = (id: string, overrides: Partial<PricingOffer> = {}): PricingOffer => {
      const offer = rows.get(id);
      if (!offer) throw new Error('fixture offer');
      return { ...offer, ...overrides };
    };

    /** The combo's two items priced by the engine with `offer` treated as in force here and now. */
    const basket = (offer: PricingOffer, at: Date) => {
      const [first, second] = company.items;
      if (!first || !second) throw new Error('fixture items');
      return priceBasket(
        [first, second].map((item) => ({
          itemId: item.id,
          title: item.title,
          quantity: 1,
          unitPrice: item.defaultPrice,
          vatRate: item.vatRate,
        })),
        [{ ...offer, validity: ALWAYS, venueIds: [] }],
        { at, venue: { id: company.venue.id, timeZone: timezone, currency: 'NOK' } },
      );
    };

    const send = (lines: OfferedLine[], total: number, at: Date, language?: string) =>
      call<{ createOrder: { order: { id: string; total: number; lines: OfferedLine[] } } }>(
        CREATE,
        {
          input: {
            idempotencyKey: `offer-check-${crypto.randomUUID()}`,
            createdAt: at.toISOString(),
            lines,
            payments: [{ method: 'CASH', amount: total, tip: 0 }],
            total,
          },
        },
        `ApiKey ${key}`,
        language,
      );

    const orderCount = async () =>
      (
        await database.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.companyId, company.company.id))
      ).length;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      client = testApi(database.db);
      company = await createCompany(database.db, { name: 'Offers', email: 'offers@example.com', items: 4 });
      const other = await createCompany(database.db, { name: 'Rival', email: 'rival@example.com', items: 2 });
      const [second] = await database.db
        .insert(venues)
        .values({ companyId: company.company.id, name: 'Offers Bergen' })
        .returning();
      const [first, two] = company.items;
      const [foreignFirst, foreignSecond] = other.items;
      if (!first || !two || !foreignFirst || !foreignSecond || !second) throw new Error('fixtures');
      const bundle = (itemIds: [string, string], validity: typeof ALWAYS | object = ALWAYS) => ({
        value: 1000,
        groups: [{ itemIds: [itemIds[0]] }, { itemIds: [itemIds[1]] }],
        stages: [],
        validity: validity as typeof ALWAYS,
      });
      const made = await database.db
        .insert(offers)
        .values([
          {
            companyId: company.company.id,
            name: 'Combo',
            type: 'BUNDLE',
            discountType: 'PRICE',
            rules: bundle([first.id, two.id]),
          },
          {
            companyId: company.company.id,
            name: 'Summer combo 2020',
            type: 'BUNDLE',
            discountType: 'PRICE',
            rules: bundle([first.id, two.id], { ...ALWAYS, startDate: '2020-06-01', endDate: '2020-08-31' }),
          },
          {
            companyId: company.company.id,
            name: 'Bergen combo',
            type: 'BUNDLE',
            discountType: 'PRICE',
            venueIds: [second.id],
            rules: bundle([first.id, two.id]),
          },
          {
            companyId: other.company.id,
            name: 'Rival combo',
            type: 'BUNDLE',
            discountType: 'PRICE',
            rules: bundle([first.id, two.id]),
          },
        ])
        .returning();
      for (const row of made) rows.set(row.id, storedOffer(row));
      [ids.combo, ids.expired, ids.elsewhere, ids.foreign] = made.map((row) => row.id) as [
        string,
        string,
        string,
        string,
      ];
      const [venue] = await database.db
        .select({ timezone: venues.timezone })
        .from(venues)
        .where(eq(venues.id, company.venue.id));
      timezone = venue?.timezone ?? 'Europe/Stockholm';
      token = await client.login('offers@example.com', FIXTURE_PASSWORD);
      const made2 = await client.request<{ createApiKey: { key: string } }>(
        CREATE_KEY,
        { name: 'Till', venueId: company.venue.id, scopes: ['READ_CATALOGUE', 'WRITE_ORDERS'] },
        { token },
      );
      key = made2.data?.createApiKey.key ?? '';
      expect(key).not.toBe('');
    }, 120_000);

    afterAll(async () => {
      await database?.close();
    });

    const at = new Date('2026-11-18T11:30:00Z');

    it('accepts an offer in force at the venue and instant, at the engine’s discount, and keeps it', async () => {
      const priced = basket(combo(ids.combo), at);
      expect(priced.discount).toBeGreaterThan(0);
      const answer = await send(priced.lines, priced.total, at);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.createOrder.order.total).toBe(priced.total);
      expect(answer.data?.createOrder.order.lines.map((line) => line.offers)).toEqual(
        priced.lines.map((line) => line.offers),
      );
    });

    const refusedWith = async (lines: OfferedLine[], total: number) => {
      const before = await orderCount();
      const answer = await send(lines, total, at, 'sv');
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await orderCount()).toBe(before);
      return answer.errors?.[0]?.extensions?.fieldErrors ?? [];
    };

    it('refuses an offer out of its dates (expired) in words, and writes nothing', async () => {
      const priced = basket(combo(ids.expired), at);
      const errors = await refusedWith(priced.lines, priced.total);
      expect(errors).toContainEqual({
        field: 'lines.0.offers.0.offerId',
        code: 'offerNotInForce',
        message: 'Erbjudandet gäller inte på det här stället vid den här tiden',
      });
      // The same offer inside its dates would have been accepted: the refusal is the schedule's.
      const summer = new Date('2020-07-01T11:30:00Z');
      const inSummer = basket(combo(ids.expired), summer);
      const answer = await send(inSummer.lines, inSummer.total, summer);
      expect(answer.errors).toBeUndefined();
    });

    it('refuses an offer of another venue of the company', async () => {
      const priced = basket(combo(ids.elsewhere), at);
      const errors = await refusedWith(priced.lines, priced.total);
      expect(errors.map((e) => [e.field, e.code])).toContainEqual([
        'lines.0.offers.0.offerId',
        'offerNotInForce',
      ]);
    });

    it('answers another company’s offer as a missing one', async () => {
      const foreign = basket(combo(ids.foreign), at);
      const foreignErrors = await refusedWith(foreign.lines, foreign.total);
      const missing = basket(combo(ids.foreign, { id: crypto.randomUUID() }), at);
      const missingErrors = await refusedWith(missing.lines, missing.total);
      expect(foreignErrors.filter((e) => e.field.includes('offers'))).toEqual(
        missingErrors.filter((e) => e.field.includes('offers')),
      );
      expect(foreignErrors.map((e) => e.code)).toContain('offerUnknown');
      const malformed = basket(combo(ids.foreign, { id: 'not-an-id' }), at);
      expect((await refusedWith(malformed.lines, malformed.total)).map((e) => e.code)).toContain(
        'offerUnknown',
      );
    });

    it('refuses a tampered discount even when the lines and the total add up', async () => {
      const priced = basket(combo(ids.combo), at);
      const first = priced.lines[0];
      const claim = first?.offers[0];
      if (!first || !claim) throw new Error('the combo gives the first line a discount');
      // 100 more off the first line, its total and the order's total moved to match.
      const lines = [
        { ...first, offers: [{ ...claim, discount: claim.discount + 100 }], total: first.total - 100 },
        ...priced.lines.slice(1),
      ];
      const errors = await refusedWith(lines, priced.total - 100);
      expect(errors.map((e) => [e.field, e.code])).toEqual([['lines.0.offers', 'offerDiscountMismatch']]);
    });

    it('the dinner simulator sells with the offers in force (the lunch simulator’s baskets)', async () => {
      const bearer = `Bearer ${token}`;
      const backOffice = await call<{ offers: OfferJson[] }>(`{ offers { ${OFFER_FIELDS} } }`, {}, bearer);
      expect(backOffice.errors).toBeUndefined();
      const gql = async <T>(
        query: string,
        variables: Record<string, unknown>,
        authorization: string | null,
      ) => {
        const answer = await call<T>(query, variables, authorization);
        if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
        return answer.data as T;
      };
      const before = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.companyId, company.company.id));
      const summary = await runDinner({
        gql,
        token: bearer,
        venues: [{ id: company.venue.id, name: 'Oslo', timezone }],
        offers: backOffice.data?.offers ?? [],
        minutes: 0.01,
        speed: 1000,
        random: seeded(19),
        chances: { offerChance: 1, pickChance: 0 },
      });
      expect(summary.paid).toBe(summary.seated);
      expect(summary.withOffers).toBeGreaterThan(0);
      const known = new Set(before.map((row) => row.id));
      const dinner = (
        await database.db
          .select({ id: orders.id, status: orders.status, serviceType: orders.serviceType })
          .from(orders)
          .where(eq(orders.companyId, company.company.id))
      ).filter((row) => !known.has(row.id));
      expect(dinner.length).toBe(summary.seated);
      expect(new Set(dinner.map((row) => `${row.status} ${row.serviceType}`))).toEqual(
        new Set(['COMPLETED TABLE_SERVICE']),
      );
      const applied = await database.db
        .select({ offers: orderLines.offers })
        .from(orderLines)
        .where(
          and(
            eq(orderLines.companyId, company.company.id),
            inArray(
              orderLines.orderId,
              dinner.map((row) => row.id),
            ),
          ),
        );
      const names = new Set(applied.flatMap((line) => line.offers.map((offer) => offer.name)));
      // Only the offer in force here and now: not the expired one, not Bergen's.
      expect([...names]).toEqual(['Combo']);
    }, 120_000);
  },
);
