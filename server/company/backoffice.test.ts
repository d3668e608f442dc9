import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherWindow } from '../../src/domain/accountingDay.ts';
import { DEMO_LOGIN } from '../demo/seed.ts';
import { MENUS_LOGIN, PAYMENTS_LOGIN } from '../demo/seed-accounts.ts';
import type { Database } from '../platform/db/client.ts';
import { companies, items, permissions, users, venues, vouchers } from '../platform/db/schema/index.ts';
import type { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoAndOther } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const VENUES = `{ venues { id name deleted location { city } } }`;
const LEGAL_ENTITIES = `{ legalEntities { id name venueIds stores { venueId } } }`;
const VOUCHERS = `query GetVouchers($companyId: ID, $venueId: ID!, $startDate: String!, $endDate: String!, $lastKey: String) {
  getVouchers(companyId: $companyId, venueId: $venueId, startDate: $startDate, endDate: $endDate, lastKey: $lastKey) {
    items { id status message createdAt accountingDate }
    lastKey
  }
}`;
const SEARCH = `query Search($query: String!) {
  search(query: $query) {
    items { id title categories { id name } }
    categories { id name }
    staff { id name }
    pages { key title path kind }
  }
}`;

interface Venue {
  id: string;
  name: string;
}
interface VoucherData {
  getVouchers: { items: { status: string; createdAt: string }[]; lastKey: string | null };
}
interface SearchData {
  search: {
    items: { id: string; title: string; categories: { name: string }[] }[];
    categories: { id: string; name: string }[];
    staff: unknown[];
    pages: { key: string; title: string; path: string; kind: string }[];
  };
}

describe.each(testDatabaseKinds())('shell API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let companyId: string;
  let owner: string;
  let ownerId: string;
  let demoVenues: Venue[];
  let other: Awaited<ReturnType<typeof createCompany>>;
  let otherToken: string;
  const window = () => {
    const { startDate, endDate } = voucherWindow(new Date(), 'Europe/Stockholm');
    return { startDate: startDate.toISOString(), endDate: endDate.toISOString() };
  };

  async function restrict(venueIds: string[]) {
    await database.db.update(permissions).set({ venueIds }).where(eq(permissions.userId, ownerId));
  }

  beforeAll(async () => {
    ({
      database,
      client,
      token: owner,
      companyId,
      other,
      otherToken,
    } = await openDemoAndOther(kind, { name: 'Fjord', email: 'owner@fjord.test' }));
    const [row] = await database.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    ownerId = row?.id ?? '';
    const result = await client.request<{ venues: Venue[] }>(VENUES, {}, { token: owner });
    demoVenues = result.data?.venues ?? [];
  });
  afterAll(() => database.close());

  describe('venues and legal entities', () => {
    it("lists the company's venues, oldest first", () => {
      expect(demoVenues.map((venue) => venue.name)).toEqual([
        'Demo Bistro Södermalm',
        'Demo Bistro Vasastan',
      ]);
    });

    it('limits venues and legal entities to the permitted venue ids', async () => {
      const [first, second] = demoVenues;
      if (!first || !second) throw new Error('venues');
      await restrict([second.id]);
      const limited = await client.request<{ venues: Venue[] }>(VENUES, {}, { token: owner });
      expect(limited.data?.venues.map((venue) => venue.id)).toEqual([second.id]);
      const entities = await client.request<{ legalEntities: { venueIds: string[] }[] }>(
        LEGAL_ENTITIES,
        {},
        {
          token: owner,
        },
      );
      expect(entities.data?.legalEntities).toHaveLength(1);
      expect(entities.data?.legalEntities[0]?.venueIds).toEqual([second.id]);
      await restrict([]);
      const all = await client.request<{ legalEntities: { venueIds: string[] }[] }>(
        LEGAL_ENTITIES,
        {},
        {
          token: owner,
        },
      );
      expect(all.data?.legalEntities[0]?.venueIds).toHaveLength(2);
    });

    it('leaves deleted venues out and never shows another company’s', async () => {
      const [first] = demoVenues;
      if (!first) throw new Error('venues');
      await database.db.update(venues).set({ deleted: true }).where(eq(venues.id, first.id));
      const result = await client.request<{ venues: Venue[] }>(VENUES, {}, { token: owner });
      expect(result.data?.venues.map((venue) => venue.id)).not.toContain(first.id);
      await database.db.update(venues).set({ deleted: false }).where(eq(venues.id, first.id));
      const foreign = await client.request<{ venues: Venue[] }>(VENUES, {}, { token: otherToken });
      expect(foreign.data?.venues.map((venue) => venue.name)).toEqual(['Fjord Oslo']);
    });
  });

  describe('getVouchers', () => {
    it('returns the seeded month of vouchers, one failed, newest first', async () => {
      const venueId = demoVenues[0]?.id;
      const result = await client.request<VoucherData>(
        VOUCHERS,
        { companyId, venueId, ...window() },
        { token: owner },
      );
      expect(result.errors).toBeUndefined();
      const list = result.data?.getVouchers.items ?? [];
      expect(list.length).toBeGreaterThan(10);
      expect(list.filter((voucher) => voucher.status === 'failed')).toHaveLength(1);
      const times = list.map((voucher) => voucher.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('answers a foreign company, a foreign venue and a restricted venue exactly like a random one', async () => {
      const venueId = demoVenues[0]?.id;
      const random = await client.request(
        VOUCHERS,
        { venueId: crypto.randomUUID(), ...window() },
        { token: owner },
      );
      expect(random.data).toEqual({ getVouchers: { items: [], lastKey: null } });
      const foreignCompany = await client.request(
        VOUCHERS,
        { companyId: other.company.id, venueId, ...window() },
        { token: owner },
      );
      expect(foreignCompany).toEqual(random);
      const foreignVenue = await client.request(VOUCHERS, { venueId, ...window() }, { token: otherToken });
      expect(foreignVenue).toEqual(random);
      await restrict([demoVenues[1]?.id ?? '']);
      const restricted = await client.request(VOUCHERS, { venueId, ...window() }, { token: owner });
      expect(restricted).toEqual(random);
      await restrict([]);
    });

    it('pages with lastKey without losing or repeating a voucher', async () => {
      const venueId = demoVenues[1]?.id ?? '';
      const base = new Date('2026-01-01T06:00:00.000Z').getTime();
      await database.db.insert(vouchers).values(
        Array.from({ length: 130 }, (_, i) => ({
          companyId,
          venueId,
          accountingDate: '2026-01-01',
          status: 'exported' as const,
          // Pairs share an instant, so the cursor must break ties by id.
          createdAt: new Date(base + Math.floor(i / 2) * 1000),
        })),
      );
      const range = { startDate: '2025-12-31T00:00:00.000Z', endDate: '2026-01-02T00:00:00.000Z' };
      const first = await client.request<VoucherData>(VOUCHERS, { venueId, ...range }, { token: owner });
      const page1 = first.data?.getVouchers;
      expect(page1?.items).toHaveLength(100);
      const second = await client.request<VoucherData>(
        VOUCHERS,
        { venueId, ...range, lastKey: page1?.lastKey },
        { token: owner },
      );
      const page2 = second.data?.getVouchers;
      expect(page2?.items).toHaveLength(30);
      expect(page2?.lastKey).toBeNull();
      const ids = [...(page1?.items ?? []), ...(page2?.items ?? [])].map((v) => JSON.stringify(v));
      expect(new Set(ids).size).toBe(130);
    });

    it('refuses malformed dates and cursors as BAD_USER_INPUT', async () => {
      const venueId = demoVenues[0]?.id;
      const bad = await client.request(
        VOUCHERS,
        { venueId, startDate: 'yesterday', endDate: 'today' },
        { token: owner },
      );
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const cursor = await client.request(
        VOUCHERS,
        { venueId, ...window(), lastKey: 'nope' },
        { token: owner },
      );
      expect(cursor.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('search', () => {
    it('finds products and categories case-insensitively, ignoring spaces and hyphens', async () => {
      const result = await client.request<SearchData>(SEARCH, { query: 'TOAST skagen' }, { token: owner });
      expect(result.data?.search.items.map((item) => item.title)).toEqual(['Toast Skagen']);
      expect(result.data?.search.items[0]?.categories[0]?.name).toBe('Förrätter');
      const joined = await client.request<SearchData>(SEARCH, { query: 'toast-skagen' }, { token: owner });
      expect(joined.data?.search.items.map((item) => item.title)).toEqual(['Toast Skagen']);
      const category = await client.request<SearchData>(SEARCH, { query: 'förrätt' }, { token: owner });
      expect(category.data?.search.categories.map((c) => c.name)).toEqual(['Förrätter']);
    });

    it('finds pages and quick actions in the caller’s language, with their paths', async () => {
      const result = await client.request<SearchData>(SEARCH, { query: 'create' }, { token: owner });
      expect(result.data?.search.pages).toContainEqual({
        key: 'createProduct',
        title: 'Create product',
        path: '/pim/products?id=new',
        kind: 'ACTION',
      });
      const swedish = await client.request<SearchData>(
        SEARCH,
        { query: 'bordskarta' },
        { token: owner, language: 'sv' },
      );
      expect(swedish.data?.search.pages.map((page) => page.path)).toEqual(['/tables/floor-plan']);
    });

    it('offers venue pages only with a permitted venue', async () => {
      await restrict([crypto.randomUUID()]);
      const none = await client.request<SearchData>(SEARCH, { query: 'floor plan' }, { token: owner });
      expect(none.data?.search.pages).toEqual([]);
      await restrict([demoVenues[1]?.id ?? '']);
      const one = await client.request<SearchData>(SEARCH, { query: 'floor plan' }, { token: owner });
      expect(one.data?.search.pages.map((page) => page.path)).toEqual(['/tables/floor-plan']);
      await restrict([]);
    });

    it('sees a catalogue change at once', async () => {
      const [item] = await database.db
        .insert(items)
        .values({ companyId, title: 'Zebra-kaka', defaultPrice: 4500, vatRate: 12 })
        .returning();
      const found = await client.request<SearchData>(SEARCH, { query: 'zebrakaka' }, { token: owner });
      expect(found.data?.search.items.map((i) => i.id)).toEqual([item?.id]);
      await database.db
        .update(items)
        .set({ deleted: true })
        .where(eq(items.id, item?.id ?? ''));
      const gone = await client.request<SearchData>(SEARCH, { query: 'zebrakaka' }, { token: owner });
      expect(gone.data?.search.items).toEqual([]);
    });

    it("offers only what the viewer may open, and never another company's items", async () => {
      const menus = await client.login(MENUS_LOGIN.email, MENUS_LOGIN.password);
      const result = await client.request<SearchData>(SEARCH, { query: 's' }, { token: menus });
      const paths = result.data?.search.pages.map((page) => page.path) ?? [];
      expect(paths.some((path) => path.startsWith('/staff'))).toBe(false);
      expect(paths.some((path) => path.startsWith('/settings'))).toBe(false);
      const foreign = await client.request<SearchData>(SEARCH, { query: 'toast' }, { token: otherToken });
      expect(foreign.data?.search.items).toEqual([]);
      await database.db
        .update(permissions)
        .set({ scopes: ['SETTINGS'] })
        .where(eq(permissions.userId, ownerId));
      const noProducts = await client.request<SearchData>(SEARCH, { query: 'toast' }, { token: owner });
      expect(noProducts.data?.search.items).toEqual([]);
      await database.db.update(permissions).set({ scopes: [] }).where(eq(permissions.userId, ownerId));
    });

    it('answers an empty query with nothing', async () => {
      const result = await client.request<SearchData>(SEARCH, { query: ' - ' }, { token: owner });
      expect(result.data?.search).toEqual({ items: [], categories: [], staff: [], pages: [] });
    });
  });

  describe('demo users', () => {
    it('menus@ordna.se holds POS_CUSTOMIZATION and MENUS only', async () => {
      const token = await client.login(MENUS_LOGIN.email, MENUS_LOGIN.password);
      const meta = await client.request<{
        userMetadata: { companyName: string; permissions: { scopes: string[] } };
      }>('{ userMetadata { companyName permissions { scopes } } }', {}, { token });
      expect(meta.data?.userMetadata).toEqual({
        companyName: 'Demo Bistro',
        permissions: { scopes: ['POS_CUSTOMIZATION', 'MENUS'] },
      });
      const vouchersResult = await client.request(
        VOUCHERS,
        { venueId: demoVenues[0]?.id, ...window() },
        { token },
      );
      expect(vouchersResult.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('payments@ordna.se is in a payments-only company and is refused POS data and search', async () => {
      const token = await client.login(PAYMENTS_LOGIN.email, PAYMENTS_LOGIN.password);
      const meta = await client.request<{ userMetadata: { isPaymentsOnly: boolean } }>(
        '{ userMetadata { isPaymentsOnly } }',
        {},
        { token },
      );
      expect(meta.data?.userMetadata.isPaymentsOnly).toBe(true);
      for (const query of ['{ items { count } }', '{ search(query: "a") { pages { key } } }']) {
        const result = await client.request(query, {}, { token });
        expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      const own = await client.request<{ venues: Venue[] }>(VENUES, {}, { token });
      expect(own.data?.venues.map((venue) => venue.name)).toEqual(['Café Lilla Torget']);
    });
  });

  describe('company status, Boost, billing portal and dashboard', () => {
    it('knows whether products exist', async () => {
      const result = await client.request<{
        companyStatus: { hasProducts: boolean; hasActiveMenus: boolean };
      }>('{ companyStatus { hasProducts hasActiveMenus } }', {}, { token: owner });
      expect(result.data?.companyStatus).toEqual({ hasProducts: true, hasActiveMenus: true });
      const empty = await createCompany(database.db, { name: 'Empty', email: 'empty@fjord.test', items: 0 });
      const token = await client.login('empty@fjord.test', FIXTURE_PASSWORD);
      const none = await client.request<{ companyStatus: { hasProducts: boolean } }>(
        '{ companyStatus { hasProducts } }',
        {},
        { token },
      );
      expect(none.data?.companyStatus.hasProducts).toBe(false);
      await database.db.delete(companies).where(eq(companies.id, empty.company.id));
    });

    it('offers Boost to the demo legal entity and nothing for a foreign one', async () => {
      const query =
        'query ($id: ID!) { grantOffers(legalEntityId: $id) { available { amount currency } current { id } } }';
      const result = await client.request(query, { id: 'LE-DEMO-0001' }, { token: owner });
      expect(result.data).toEqual({
        grantOffers: { available: [{ amount: 15_000_000, currency: 'SEK' }], current: null },
      });
      const foreign = await client.request(query, { id: 'LE-DEMO-0001' }, { token: otherToken });
      expect(foreign.data).toEqual({ grantOffers: { available: [], current: null } });
    });

    it('gives no billing portal link without a payment provider', async () => {
      const result = await client.request(
        'query ($url: String!) { customerPortalLink(returnUrl: $url) }',
        { url: 'http://localhost:3000/' },
        { token: owner },
      );
      expect(result).toMatchObject({ data: { customerPortalLink: null } });
      expect(result.errors).toBeUndefined();
    });

    it("shows today's overview for the chosen venue, the first one for a foreign id", async () => {
      const query = `query ($venueId: ID) { dashboard(venueId: $venueId) {
        accountingDate start end companyName currency venueCount productCount venue { name } sales { amount }
      } }`;
      const second = demoVenues[1];
      const result = await client.request<{
        dashboard: {
          venue: { name: string };
          venueCount: number;
          productCount: number;
          sales: null;
          start: string;
          end: string;
        };
      }>(query, { venueId: second?.id }, { token: owner });
      expect(result.data?.dashboard).toMatchObject({
        companyName: 'Demo Bistro',
        currency: 'SEK',
        venueCount: 2,
        venue: { name: 'Demo Bistro Vasastan' },
        sales: null,
      });
      const dashboard = result.data?.dashboard;
      expect(
        new Date(dashboard?.end ?? 0).getTime() - new Date(dashboard?.start ?? 0).getTime(),
      ).toBeGreaterThan(22 * 3600 * 1000);
      const foreign = await client.request<{ dashboard: { venue: { name: string } } }>(
        query,
        { venueId: other.venue.id },
        { token: owner },
      );
      expect(foreign.data?.dashboard.venue.name).toBe('Demo Bistro Södermalm');
    });
  });
});
