import { fromZonedTime } from 'date-fns-tz';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PricingCurrency, priceOrder } from '../../src/domain/pricing/index.ts';
import { DEMO_LOGIN } from '../demo/seed.ts';
import type { Database } from '../platform/db/client.ts';
import { offers } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { happyHourDraft } from '../test/offers.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, randomId } from '../test/pim.ts';
import { storedOffer } from './offers.service.ts';

/**
 * The discounts page's "try it" panel prices on the server (issue 14): the browser sends a basket,
 * never reads every offer. The answer is the pricing engine's for the company's offers.
 */

const OFFER = `mutation ($data: OfferInput!) { createOffer(data: $data) { id name } }`;
const TRY = `query ($venueId: ID!, $at: String!, $lines: [OfferTrialLineInput!]!, $picked: [ID!]) {
  tryOffers(venueId: $venueId, at: $at, lines: $lines, pickedOfferIds: $picked) {
    lines { lineId gross discount net } gross discount total vatByRate { rate base vat }
    appliedOffers { offerId name discount } visualOffers { offerId name } manualOffers { id name } } }`;

interface Trial {
  lines: { lineId: string; gross: number; discount: number; net: number }[];
  gross: number;
  discount: number;
  total: number;
  vatByRate: { rate: number; base: number; vat: number }[];
  appliedOffers: { offerId: string; name: string; discount: number }[];
  manualOffers: { id: string; name: string }[];
}

describe.each(testDatabaseKinds())('try-it pricing on the server, on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let venue: { id: string; timezone: string };
  let ipa: { id: string; defaultPrice: number; vatRate: number };
  let otherItem: string;
  let otherVenue: string;
  let companyId: string;

  const offer = (over: Record<string, unknown>) =>
    happyHourDraft(ipa.id, { name: 'Trial happy hour', ...over });
  const trial = (variables: Record<string, unknown>, as = token) =>
    client.request<{ tryOffers: Trial }>(TRY, { venueId: venue.id, ...variables }, { token: as });

  beforeAll(async () => {
    ({ database, companyId } = await openDemoDatabase(kind));
    client = testApi(database.db);
    token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const other = await createCompany(database.db, { name: 'Other', email: 'other@trial.test' });
    otherToken = await client.login('other@trial.test', FIXTURE_PASSWORD);
    otherItem = other.items[0]?.id ?? '';
    otherVenue = other.venue.id;
    const read = await client.request<{
      venues: { id: string; timezone: string }[];
      items: { results: { id: string; title: string; defaultPrice: number; vatRate: number }[] };
    }>(
      'query { venues { id timezone } items(first: 50, filter: { search: "IPA" }) { results { id title defaultPrice vatRate } } }',
      {},
      { token },
    );
    venue = read.data?.venues[0] as typeof venue;
    ipa = read.data?.items.results.find((item) => item.title === 'IPA') as typeof ipa;
    expectNoErrors(await client.request(OFFER, { data: offer({}) }, { token }));
  }, 120_000);
  afterAll(() => database.close());

  it('prices a basket at the venue’s local time: the happy hour inside its hours, full price after', async () => {
    const lines = [{ itemId: ipa.id, quantity: 2 }];
    const inside = await trial({ at: '2026-11-27T17:00', lines });
    expectNoErrors(inside);
    // This happy hour or the demo's own (both Friday afternoon on IPA): the engine takes one.
    expect(inside.data?.tryOffers.discount).toBeGreaterThan(0);
    expect(inside.data?.tryOffers.appliedOffers).not.toEqual([]);
    expect(inside.data?.tryOffers.gross).toBe(2 * ipa.defaultPrice);
    const after = await trial({ at: '2026-11-27T18:30', lines });
    expect(after.data?.tryOffers.appliedOffers.map((o) => o.name)).not.toContain('Trial happy hour');
    expect(after.data?.tryOffers.discount).toBeLessThan(inside.data?.tryOffers.discount ?? 0);
    expect(after.data?.tryOffers.total).toBeGreaterThan(inside.data?.tryOffers.total ?? 0);
    // The same instant given with its offset answers the same.
    const instant = fromZonedTime('2026-11-27T17:00', venue.timezone).toISOString();
    expect((await trial({ at: instant, lines })).data).toEqual(inside.data);
  });

  it('answers what the pricing engine answers for the company’s offers', async () => {
    // The company's offers as the engine takes them, straight from the table.
    const stored = (await database.db.select().from(offers).where(eq(offers.companyId, companyId))).map(
      storedOffer,
    );
    const lines = [
      { itemId: ipa.id, quantity: 3 },
      { itemId: ipa.id, quantity: 1 },
    ];
    const at = '2026-11-27T16:30';
    const server = (await trial({ at, lines })).data?.tryOffers;
    const engine = priceOrder({
      lines: lines.map((line, index) => ({
        id: String(index),
        itemId: line.itemId,
        quantity: line.quantity,
        unitPrice: ipa.defaultPrice,
        vatRate: ipa.vatRate,
      })),
      offers: stored,
      at: fromZonedTime(at, venue.timezone),
      venue: { id: venue.id, timeZone: venue.timezone, currency: 'SEK' as PricingCurrency },
    });
    expect(server?.total).toBe(engine.totals.total);
    expect(server?.discount).toBe(engine.totals.discount);
    expect(server?.lines.map((line) => line.net)).toEqual(engine.lines.map((line) => line.net));
    expect(server?.appliedOffers.map((o) => o.offerId)).toEqual(engine.appliedOffers.map((o) => o.offerId));
  });

  it('offers the manual offers that could apply to the basket, and applies a picked one', async () => {
    const made = await client.request<{ createOffer: { id: string } }>(
      OFFER,
      {
        data: offer({
          name: 'Trial staff discount',
          type: 'ORDER_DISCOUNT',
          value: 10,
          automatic: false,
          permission: 'PRESET_DISCOUNT',
          groups: [],
          stages: [],
          validity: { weekdays: [], timeWindows: [] },
        }),
      },
      { token },
    );
    expectNoErrors(made);
    const id = made.data?.createOffer.id ?? '';
    const lines = [{ itemId: ipa.id, quantity: 1 }];
    const offered = await trial({ at: '2026-11-25T12:00', lines });
    expect(offered.data?.tryOffers.manualOffers).toContainEqual({ id, name: 'Trial staff discount' });
    expect(offered.data?.tryOffers.appliedOffers.map((o) => o.offerId)).not.toContain(id);
    const picked = await trial({ at: '2026-11-25T12:00', lines, picked: [id] });
    expect(picked.data?.tryOffers.appliedOffers.map((o) => o.offerId)).toContain(id);
    expect(picked.data?.tryOffers.total).toBeLessThan(offered.data?.tryOffers.total ?? 0);
  });

  it('answers another company’s products and venues like missing ones, and ignores its offers', async () => {
    const at = '2026-11-27T17:00';
    expectSameAsMissing(
      await trial({ at, lines: [{ itemId: otherItem, quantity: 1 }] }),
      await trial({ at, lines: [{ itemId: randomId(), quantity: 1 }] }),
    );
    const lines = [{ itemId: ipa.id, quantity: 1 }];
    expectSameAsMissing(
      await trial({ at, lines, venueId: otherVenue }),
      await trial({ at, lines, venueId: randomId() }),
    );
    // The other company sees none of these offers for its own basket.
    const own = await client.request<{ tryOffers: Trial }>(
      TRY,
      { venueId: otherVenue, at, lines: [{ itemId: otherItem, quantity: 2 }] },
      { token: otherToken },
    );
    expectNoErrors(own);
    expect(own.data?.tryOffers.appliedOffers).toEqual([]);
    expect(own.data?.tryOffers.manualOffers).toEqual([]);
  });

  it('refuses a bad time, quantity or basket size as bad input', async () => {
    const line = { itemId: ipa.id, quantity: 1 };
    const refused = [
      await trial({ at: 'tomorrow', lines: [line] }),
      await trial({ at: '2026-11-27T17:00', lines: [{ ...line, quantity: 0 }] }),
      await trial({ at: '2026-11-27T17:00', lines: Array(101).fill(line) }),
    ];
    expect(refused.map(codeOf)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT']);
  });
});
