import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import type { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoAndOther } from '../test/demo.ts';
import { happyHourDraft } from '../test/offers.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId } from '../test/pim.ts';

const FIELDS =
  'id name type discountType value selectionMode automatic permission venueIds groups { itemIds categoryIds } stages { quantity value } validity { weekdays timeWindows { from to } startDate endDate }';
const CREATE = `mutation ($data: OfferInput!) { createOffer(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: OfferInput!) { updateOffer(id: $id, data: $data) { ${FIELDS} } }`;

describe.each(testDatabaseKinds())('offers API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let beer: { id: string; defaultPrice: number };

  const happyHour = (over: Record<string, unknown> = {}) => happyHourDraft(beer.id, over);

  beforeAll(async () => {
    ({ database, client, token, otherToken } = await openDemoAndOther(kind, {
      name: 'Other',
      email: 'other@offers.test',
    }));
    const items = await client.request<{
      items: { results: { id: string; title: string; defaultPrice: number }[] };
    }>('query { items { results { id title defaultPrice } } }', {}, { token });
    beer = items.data?.items.results.find((i) => i.title === 'IPA') as { id: string; defaultPrice: number };
  });
  afterAll(() => database.close());

  it('creates and updates a happy-hour 2-for-1; GetBundleOffers lists only bundles', async () => {
    const created = await client.request<{ createOffer: { id: string; stages: unknown } }>(
      CREATE,
      { data: happyHour() },
      { token },
    );
    expectNoErrors(created);
    expect(created.data?.createOffer.stages).toEqual([{ quantity: 2, value: 50 }]);
    const updated = await client.request(
      UPDATE,
      { id: created.data?.createOffer.id, data: happyHour({ name: 'HH' }) },
      { token },
    );
    expectNoErrors(updated);
    const bundles = await client.request<{ bundleOffers: { id: string; type: string; name: string }[] }>(
      'query { bundleOffers { id name discountType type } }',
      {},
      { token },
    );
    expect(bundles.data?.bundleOffers.map((o) => o.type)).toEqual(['BUNDLE']);
    // The layout editor's paged read answers the same rows, none of the other offers.
    const PAGE = `query ($first: Int, $after: String, $filter: NamedFilter) {
      bundleOffersPage(first: $first, after: $after, filter: $filter) {
        count results { id type } pageInfo { endCursor hasNextPage } } }`;
    type Page = {
      bundleOffersPage: {
        count: number;
        results: { id: string; type: string }[];
        pageInfo: { endCursor: string | null; hasNextPage: boolean };
      };
    };
    const paged = await client.request<Page>(PAGE, { first: 500 }, { token });
    expectNoErrors(paged);
    expect(paged.data?.bundleOffersPage.results.map((o) => o.id).sort()).toEqual(
      bundles.data?.bundleOffers.map((o) => o.id).sort(),
    );
    expect(paged.data?.bundleOffersPage.count).toBe(bundles.data?.bundleOffers.length);
    // The happy hour (a staged bundle) is not a bundle button's target, even by id.
    const byId = await client.request<Page>(
      PAGE,
      { first: 1, filter: { id: created.data?.createOffer.id } },
      { token },
    );
    expect(byId.data?.bundleOffersPage.results).toEqual([]);
    // Another company's cursor is bad input; its list holds none of these.
    const cursor = (await client.request<Page>(PAGE, { first: 1 }, { token })).data?.bundleOffersPage.pageInfo
      .endCursor;
    if (cursor)
      expect(codeOf(await client.request(PAGE, { first: 1, after: cursor }, { token: otherToken }))).toBe(
        'BAD_USER_INPUT',
      );
    const other = await client.request<Page>(PAGE, {}, { token: otherToken });
    expect(other.data?.bundleOffersPage.count).toBe(0);
  });

  it('refuses bad input with translated field messages', async () => {
    const check = async (over: Record<string, unknown>, field: string, code: string) => {
      const result = await client.request(CREATE, { data: happyHour(over) }, { token, language: 'sv' });
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(fieldCodes(result)).toMatchObject({ [field]: code });
    };
    await check({ stages: [{ quantity: 2, value: 150 }] }, 'stages', 'PERCENT_RANGE');
    await check({ discountType: 'FIXED', stages: [{ quantity: 2, value: -5 }] }, 'stages', 'NEGATIVE_AMOUNT');
    await check(
      { type: 'ITEM_DISCOUNT', discountType: 'PRICE', value: beer.defaultPrice + 1, stages: [] },
      'value',
      'PRICE_ABOVE_ITEMS',
    );
    await check({ type: 'BUNDLE', groups: [{ itemIds: [] }] }, 'groups', 'EMPTY_GROUP');
    await check(
      { validity: { weekdays: [], timeWindows: [{ from: '16:00', to: '16:00' }] } },
      'timeWindows',
      'WINDOW_INVALID',
    );
    const sv = await client.request(CREATE, { data: happyHour({ name: ' ' }) }, { token, language: 'sv' });
    expect(JSON.stringify(sv.errors)).toContain('Ge erbjudandet ett namn.');
  });

  it("another company's items and offers answer like missing ones", async () => {
    const foreignItem = await client.request(CREATE, { data: happyHour() }, { token: otherToken });
    expect(fieldCodes(foreignItem)).toMatchObject({ groups: 'UNKNOWN_REFERENCE' });
    const mine = await client.request<{ offers: { id: string }[] }>('query { offers { id } }', {}, { token });
    const id = mine.data?.offers[0]?.id;
    const data = happyHour({ groups: [], type: 'ORDER_DISCOUNT', stages: [], value: 5 });
    expectSameAsMissing(
      await client.request(UPDATE, { id, data }, { token: otherToken }),
      await client.request(UPDATE, { id: randomId(), data }, { token: otherToken }),
    );
  });

  it('limits an offer to chosen venues; a foreign venue is refused like a missing one', async () => {
    const venuesOf = async (as: string) =>
      (await client.request<{ venues: { id: string }[] }>('query { venues { id } }', {}, { token: as })).data
        ?.venues ?? [];
    const [own] = await venuesOf(token);
    const [foreign] = await venuesOf(otherToken);
    const limited = await client.request<{ createOffer: { venueIds: string[] } }>(
      CREATE,
      { data: happyHour({ name: 'Only here', venueIds: [own?.id] }) },
      { token },
    );
    expectNoErrors(limited);
    expect(limited.data?.createOffer.venueIds).toEqual([own?.id]);
    const refused = async (venueId: string | undefined) => {
      const result = await client.request(
        CREATE,
        { data: happyHour({ venueIds: [own?.id, venueId] }) },
        { token, language: 'sv' },
      );
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      return result;
    };
    const foreignAnswer = await refused(foreign?.id);
    expect(fieldCodes(foreignAnswer)).toMatchObject({ venueIds: 'UNKNOWN_REFERENCE' });
    expect(foreignAnswer.errors).toEqual((await refused(randomId())).errors);
  });

  it('a group takes categories: a product of a sub-category, added later, gets the discount in try-it and orders', async () => {
    const CATEGORY = 'mutation ($data: CategoryInput!) { createCategory(data: $data) { id } }';
    const category = async (data: Record<string, unknown>, as = token) => {
      const made = await client.request<{ createCategory: { id: string } }>(
        CATEGORY,
        { data },
        { token: as },
      );
      expectNoErrors(made);
      return made.data?.createCategory.id as string;
    };
    const drinks = await category({ name: 'Offer drinks', vatRate: 25 });
    const craft = await category({ name: 'Offer craft beer', vatRate: 25, parentId: drinks });
    const always = { weekdays: [], timeWindows: [] };
    const deal = {
      name: 'Drinks 5 off',
      type: 'ITEM_DISCOUNT',
      discountType: 'FIXED',
      value: 500,
      stages: [],
      groups: [{ itemIds: [], categoryIds: [drinks] }],
      validity: always,
    };
    const created = await client.request<{ createOffer: { id: string; groups: unknown } }>(
      CREATE,
      { data: happyHour(deal) },
      { token },
    );
    expectNoErrors(created);
    const offerId = created.data?.createOffer.id as string;
    expect(created.data?.createOffer.groups).toEqual([{ itemIds: [], categoryIds: [drinks] }]);
    // Offers stored before groups took categories (the demo's) read with none.
    const all = await client.request<{ offers: { groups: { categoryIds: string[] }[] }[] }>(
      'query { offers { groups { categoryIds } } }',
      {},
      { token },
    );
    expect(all.data?.offers.flatMap((o) => o.groups).every((g) => Array.isArray(g.categoryIds))).toBe(true);

    // The product comes into the sub-category after the offer was saved.
    const made = await client.request<{ createItem: { id: string } }>(
      'mutation ($data: ItemInput!) { createItem(data: $data) { id } }',
      { data: { title: 'Offer stout', defaultPrice: 6000, vatRate: 25, categoryIds: [craft] } },
      { token },
    );
    expectNoErrors(made);
    const stout = made.data?.createItem.id as string;
    const venues = await client.request<{ venues: { id: string }[] }>(
      'query { venues { id } }',
      {},
      { token },
    );
    const venueId = venues.data?.venues[0]?.id as string;
    const TRY = `query ($venueId: ID!, $lines: [OfferTrialLineInput!]!) {
      tryOffers(venueId: $venueId, at: "2026-11-25T12:00", lines: $lines) { appliedOffers { offerId discount } } }`;
    const tried = await client.request<{
      tryOffers: { appliedOffers: { offerId: string; discount: number }[] };
    }>(TRY, { venueId, lines: [{ itemId: stout, quantity: 2 }] }, { token });
    expectNoErrors(tried);
    expect(tried.data?.tryOffers.appliedOffers).toContainEqual({ offerId, discount: 1000 });
    const beerTried = await client.request<{ tryOffers: { appliedOffers: { offerId: string }[] } }>(
      TRY,
      { venueId, lines: [{ itemId: beer.id, quantity: 1 }] },
      { token },
    );
    expect(beerTried.data?.tryOffers.appliedOffers.map((a) => a.offerId)).not.toContain(offerId);

    // A till's order claiming the offer on the stout is confirmed; on a product outside it, refused.
    const key = await client.request<{ createApiKey: { key: string } }>(
      'mutation ($venueId: ID!) { createApiKey(name: "Offer till", venueId: $venueId, scopes: ["WRITE_ORDERS", "READ_CATALOGUE"]) { key } }',
      { venueId },
      { token },
    );
    expectNoErrors(key);
    const order = async (item: { id: string; price: number }) => {
      const body = JSON.stringify({
        query: 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { total } } }',
        variables: {
          input: {
            idempotencyKey: `category-offer-${crypto.randomUUID()}`,
            source: 'POS',
            status: 'COMPLETED',
            lines: [
              {
                itemId: item.id,
                title: 'Drink',
                quantity: 1,
                unitPrice: item.price,
                vatRate: 25,
                offers: [{ offerId, name: 'Drinks 5 off', discount: 500 }],
                total: item.price - 500,
              },
            ],
            payments: [{ method: 'CASH', amount: item.price - 500, tip: 0 }],
            total: item.price - 500,
          },
        },
      });
      const response = await client.api.fetch(
        'http://ordna.test/graphql',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            authorization: `ApiKey ${key.data?.createApiKey.key}`,
          },
          body,
        },
        { req: { socket: { remoteAddress: '127.0.0.1' } } },
      );
      return (await response.json()) as {
        data?: { createOrder: { order: { total: number } } };
        errors?: unknown[];
      };
    };
    const sold = await order({ id: stout, price: 6000 });
    expect(sold.errors).toBeUndefined();
    expect(sold.data?.createOrder.order.total).toBe(5500);
    const refused = await order({ id: beer.id, price: beer.defaultPrice });
    expect(JSON.stringify(refused.errors)).toContain('offerDiscountMismatch');

    // A PRICE offer weighs the category's products; a group with a category is not empty.
    const price = await client.request(
      CREATE,
      { data: happyHour({ ...deal, discountType: 'PRICE', value: 7000 }) },
      { token, language: 'sv' },
    );
    expect(fieldCodes(price)).toMatchObject({ value: 'PRICE_ABOVE_ITEMS' });
    const empty = await client.request(
      CREATE,
      { data: happyHour({ ...deal, groups: [{ itemIds: [], categoryIds: [] }] }) },
      { token },
    );
    expect(fieldCodes(empty)).toMatchObject({ groups: 'EMPTY_GROUP' });

    // Another company's category is refused like a missing one.
    const refusedCategory = async (id: string) => {
      const result = await client.request(
        CREATE,
        { data: happyHourDraft(beer.id, { ...deal, groups: [{ itemIds: [], categoryIds: [id] }] }) },
        { token: otherToken, language: 'sv' },
      );
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(fieldCodes(result)).toEqual({ groups: 'UNKNOWN_REFERENCE' });
      return result.errors;
    };
    expect(await refusedCategory(drinks)).toEqual(await refusedCategory(randomId()));
  });
});
