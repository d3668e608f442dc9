import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBasket,
  OFFER_FIELDS,
  type OfferJson,
  SIM_ITEM_FIELDS,
  type SimItem,
  type SimStaff,
  STAFF_QUERY,
  sellerFor,
  tillOffers,
} from '../../scripts/simulateBasket.ts';
import { localMoment, type PricingOffer } from '../../src/domain/pricing/index.ts';
import type { Database } from '../platform/db/client.ts';
import { accessLevels, offers, recordMetadata, venues } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { replayed order {
  id total lines { title quantity unitPrice total offers { offerId name discount } } } } }`;
const CREATE_WITHOUT = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order {
  lines { removedIngredients } } } }`;
const CREATE_KEY = `mutation ($name: String!, $venueId: ID!, $scopes: [String!]!) {
  createApiKey(name: $name, venueId: $venueId, scopes: $scopes) { key } }`;

interface StoredOrder {
  id: string;
  total: number;
  lines: {
    title: string;
    quantity: number;
    unitPrice: number;
    total: number;
    offers: { offerId: string | null; name: string; discount: number }[];
  }[];
}
type Answer<T> = {
  data?: T;
  errors?: { extensions?: { code?: string; fieldErrors?: { field: string; code: string }[] } }[];
};

/** A fixed generator, so the baskets (and what they prove) are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ALWAYS = { weekdays: [], timeWindows: [], startDate: null, endDate: null };

describe.each(testDatabaseKinds())('the simulator’s baskets with offers on %s (issue 18 item 6)', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let key: string;
  let timezone: string;
  let items: SimItem[];
  let tillOffersRead: PricingOffer[];
  let offerRowsRead: OfferJson[] = [];
  let staff: SimStaff[] = [];

  const withKey = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> => {
    const body = JSON.stringify({ query, variables });
    const response = await client.api.fetch(
      'http://ordna.test/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          authorization: `ApiKey ${key}`,
        },
        body,
      },
      { req: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return (await response.json()) as Answer<T>;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    company = await createCompany(database.db, { name: 'Sim', email: 'sim@example.com', items: 6 });
    const [first, second, third] = company.items;
    if (!first || !second || !third) throw new Error('fixture items');
    // The demo's kinds of offer: a combo (BUNDLE, always), happy hour's 2 for 1 on weekdays 16–18
    // (STAGED_BUNDLE), and a staff discount preset staff pick (ORDER_DISCOUNT, not automatic).
    await database.db.insert(offers).values([
      {
        companyId: company.company.id,
        name: 'Combo',
        type: 'BUNDLE',
        discountType: 'PRICE',
        rules: {
          value: 2500,
          groups: [{ itemIds: [first.id] }, { itemIds: [second.id] }],
          stages: [],
          validity: ALWAYS,
        },
      },
      {
        companyId: company.company.id,
        name: 'Happy hour 2 for 1',
        type: 'STAGED_BUNDLE',
        discountType: 'PERCENTAGE',
        rules: {
          value: 0,
          groups: [{ itemIds: [third.id] }],
          stages: [{ quantity: 2, value: 50 }],
          validity: {
            weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
            timeWindows: [{ from: '16:00', to: '18:00' }],
            startDate: null,
            endDate: null,
          },
        },
      },
      {
        companyId: company.company.id,
        name: 'Staff 15 %',
        type: 'ORDER_DISCOUNT',
        discountType: 'PERCENTAGE',
        automatic: false,
        permission: 'PRESET_DISCOUNT',
        rules: { value: 15, groups: [], stages: [], validity: ALWAYS },
      },
    ]);
    const [venue] = await database.db
      .select({ timezone: venues.timezone })
      .from(venues)
      .where(eq(venues.id, company.venue.id));
    timezone = venue?.timezone ?? 'Europe/Stockholm';
    const token = await client.login('sim@example.com', FIXTURE_PASSWORD);
    const made = await client.request<{ createApiKey: { key: string } }>(
      CREATE_KEY,
      { name: 'Simulator till', venueId: company.venue.id, scopes: ['READ_CATALOGUE', 'WRITE_ORDERS'] },
      { token },
    );
    key = made.data?.createApiKey.key ?? '';
    // What the simulator reads: the catalogue and bundle offers with the till's key, the other
    // offers once by the back office.
    const catalogue = await withKey<{ items: { results: SimItem[] }; bundleOffers: OfferJson[] }>(
      `{ items { results { id title defaultPrice vatRate takeAwayVatRate manualPrice } } bundleOffers { ${OFFER_FIELDS} } }`,
    );
    expect(catalogue.errors).toBeUndefined();
    const backOffice = await client.request<{ offers: OfferJson[] }>(
      `{ offers { ${OFFER_FIELDS} } }`,
      {},
      { token },
    );
    expect(backOffice.errors).toBeUndefined();
    items = catalogue.data?.items.results ?? [];
    expect(catalogue.data?.bundleOffers.map((offer) => offer.name)).toEqual(['Combo']);
    tillOffersRead = tillOffers([
      ...(catalogue.data?.bundleOffers ?? []),
      ...(backOffice.data?.offers ?? []),
    ]);
    offerRowsRead = [...(catalogue.data?.bundleOffers ?? []), ...(backOffice.data?.offers ?? [])];
    // The till's cashier (the default Staff level: PRESET_DISCOUNT, so the staff preset is theirs),
    // read back as the simulator reads the company's staff.
    const levels = await database.db
      .select({ id: accessLevels.id, key: accessLevels.defaultKey })
      .from(accessLevels)
      .where(eq(accessLevels.companyId, company.company.id));
    const staffLevel = levels.find((row) => row.key === 'staff');
    const cashier = await client.request(
      `mutation ($venueId: ID!, $levelId: ID!) {
        createStaffMember(data: { name: "Kim Kassa", venueIds: [$venueId], pin: "2580", accessLevelId: $levelId }) { id } }`,
      { venueId: company.venue.id, levelId: staffLevel?.id },
      { token },
    );
    expect(cashier.errors).toBeUndefined();
    const read = await client.request<{ staffMembers: { results: SimStaff[] } }>(STAFF_QUERY, {}, { token });
    expect(read.errors).toBeUndefined();
    staff = read.data?.staffMembers.results ?? [];
    expect(tillOffersRead.map((offer) => offer.name).sort()).toEqual([
      'Combo',
      'Happy hour 2 for 1',
      'Staff 15 %',
    ]);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  const sell = async (at: Date, random: () => number, tamper = false) => {
    const basket = buildBasket({
      items,
      prices: new Map(),
      offers: tillOffersRead,
      venue: { id: company.venue.id, timezone },
      at,
      serviceType: 'EAT_HERE',
      size: 3,
      random,
      offerChance: 1,
      pickChance: 0.25,
    });
    const lines = tamper
      ? basket.lines.map((line, index) =>
          index === 0 && line.offers[0]
            ? { ...line, offers: [{ ...line.offers[0], discount: line.offers[0].discount + 100 }] }
            : line,
        )
      : basket.lines;
    const seller = sellerFor(staff, company.venue.id, lines, offerRowsRead, random);
    expect(seller?.name).toBe('Kim Kassa');
    const answer = await withKey<{ createOrder: { replayed: boolean; order: StoredOrder } }>(CREATE, {
      input: {
        idempotencyKey: `sim-test-${crypto.randomUUID()}`,
        staffId: seller?.id,
        createdAt: at.toISOString(),
        lines,
        payments: [{ method: 'CARD', amount: basket.total, tip: 0 }],
        total: basket.total,
      },
    });
    return { basket, answer };
  };

  it('prices baskets around the offers in force; the API accepts them and keeps each line’s offers', async () => {
    // A Wednesday in happy hour (17:00 at the venue) and the same day at noon, both in the past:
    // the offline terminal's sales keep their instants.
    const happy = new Date('2026-11-18T16:30:00Z');
    const noon = new Date('2026-11-18T11:30:00Z');
    const local = localMoment(happy, timezone);
    expect(local.weekday).toBe('WEDNESDAY');
    expect(local.minutes).toBeGreaterThanOrEqual(16 * 60);
    expect(local.minutes).toBeLessThan(18 * 60);
    expect(localMoment(noon, timezone).minutes).toBeLessThan(16 * 60);

    const random = seeded(18);
    const applied = { happy: new Set<string>(), noon: new Set<string>() };
    for (let n = 0; n < 24; n++) {
      const when = n % 2 === 0 ? 'happy' : 'noon';
      const { basket, answer } = await sell(when === 'happy' ? happy : noon, random);
      expect(answer.errors).toBeUndefined();
      const order = answer.data?.createOrder.order;
      expect(order?.total).toBe(basket.total);
      // What the till sent is what the order keeps: each line's offers and total after them.
      expect(order?.lines).toEqual(
        basket.lines.map((line) => ({
          title: line.title,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          total: line.total,
          offers: line.offers,
        })),
      );
      expect(
        basket.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) - basket.discount,
      ).toBe(basket.total);
      for (const line of basket.lines) for (const offer of line.offers) applied[when].add(offer.name);
    }
    // Each kind of offer reached the API, and happy hour only in its window.
    expect([...applied.happy].sort()).toEqual(['Combo', 'Happy hour 2 for 1', 'Staff 15 %']);
    expect(applied.noon.has('Happy hour 2 for 1')).toBe(false);
    expect(applied.noon.has('Combo')).toBe(true);
  });

  it('refuses a basket whose offer discount disagrees with the engine, and writes nothing', async () => {
    const random = seeded(7);
    let refused = 0;
    for (let n = 0; n < 6 && refused === 0; n++) {
      const { basket, answer } = await sell(new Date('2026-11-18T11:30:00Z'), random, true);
      if (!basket.lines[0]?.offers.length) continue;
      refused += 1;
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.map((e) => e.code)).toContain('lineTotalMismatch');
    }
    expect(refused).toBe(1);
  });

  it('now and then sends a line of an item with removable ingredients "without" one or two (issue 16 item 7)', async () => {
    const burger = company.items[5];
    if (!burger) throw new Error('fixture item');
    const ingredients = ['Onion', 'Pickles', 'Cheese'];
    await database.db.insert(recordMetadata).values({
      companyId: company.company.id,
      recordType: 'ITEM',
      recordId: burger.id,
      key: 'removable-ingredients',
      value: ingredients.map((name, index) => ({ id: `i${index}`, name, nameLang: {} })),
    });
    // What the simulator's terminals read with their key (SIM_ITEM_FIELDS).
    const catalogue = await withKey<{ items: { results: SimItem[] } }>(
      `{ items { results { ${SIM_ITEM_FIELDS} } } }`,
    );
    expect(catalogue.errors).toBeUndefined();
    const read = catalogue.data?.items.results.find((item) => item.id === burger.id);
    expect(read?.removableIngredients?.map((ingredient) => ingredient.name)).toEqual(ingredients);
    const basketOf = (withoutChance: number, random: () => number) =>
      buildBasket({
        items: read ? [read] : [],
        prices: new Map(),
        offers: [],
        venue: { id: company.venue.id, timezone },
        at: new Date('2026-11-18T11:30:00Z'),
        serviceType: 'EAT_HERE',
        size: 3,
        random,
        withoutChance,
      });
    expect(basketOf(0, seeded(3)).lines.every((line) => line.removedIngredients === undefined)).toBe(true);
    const basket = basketOf(1, seeded(3));
    for (const line of basket.lines) {
      expect(line.removedIngredients?.length).toBeGreaterThanOrEqual(1);
      expect(new Set(line.removedIngredients).size).toBe(line.removedIngredients?.length);
      for (const name of line.removedIngredients ?? []) expect(ingredients).toContain(name);
    }
    const answer = await withKey<{ createOrder: { order: { lines: { removedIngredients: string[] }[] } } }>(
      CREATE_WITHOUT,
      {
        input: {
          idempotencyKey: `sim-test-${crypto.randomUUID()}`,
          createdAt: '2026-11-18T11:30:00Z',
          lines: basket.lines,
          payments: [{ method: 'CARD', amount: basket.total, tip: 0 }],
          total: basket.total,
        },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createOrder.order.lines.map((line) => line.removedIngredients)).toEqual(
      basket.lines.map((line) => line.removedIngredients),
    );
  });
});
