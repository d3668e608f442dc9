import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { DEMO_LOGIN } from '../demo/seed.ts';
import { PAYMENTS_LOGIN } from '../demo/seed-accounts.ts';
import type { Database } from '../platform/db/client.ts';
import { companies, licences, permissions, users, venues } from '../platform/db/schema/index.ts';
import { loadLicenceFeatures } from '../platform/security/licences.ts';
import { type GraphQLResult, testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { tenantIds, uuidsIn } from '../test/security/snapshot.ts';

/** The API's User and Company (issue 24 item 2): every field, read within the viewer's scopes. */
const COMPANY_FIELDS = `id name createdAt country timezone defaultCurrency defaultLanguage defaultCountryCode
  isPaymentsOnly useNewLicenses hasExpress hasAppOrders hasKDS hasCDS hasTables
  activeMenus { id name currency menuEntries { id price itemId } }
  accountHolders { id legalName country status }
  venues { id name location { city } menus { serviceType menuId } }
  billingAccounts { id }
  licenses { id product status plan deviceId }`;
const VIEWER = `query Viewer { viewer {
  id email name language companyId country permissions { scopes venueIds }
  venues { id name }
  company { ${COMPANY_FIELDS} }
} }`;
const COMPANY = `query Company { company { ${COMPANY_FIELDS} } }`;

interface VenueOut {
  id: string;
  name: string;
  menus?: { serviceType: string; menuId: string }[];
}
interface CompanyOut {
  id: string;
  country: string;
  defaultCurrency: string;
  defaultCountryCode: string;
  hasTables: boolean;
  hasKDS: boolean;
  hasAppOrders: boolean;
  hasExpress: boolean;
  hasCDS: boolean;
  activeMenus: { id: string; menuEntries: unknown[] }[] | null;
  accountHolders: { id: string; legalName: string }[] | null;
  venues: VenueOut[];
  billingAccounts: { id: string }[] | null;
  licenses: { id: string; product: string }[] | null;
  [field: string]: unknown;
}
interface ViewerOut {
  viewer: {
    id: string;
    email: string;
    companyId: string;
    country: string;
    permissions: { scopes: string[]; venueIds: string[] } | null;
    venues: VenueOut[];
    company: CompanyOut;
  };
}
type Errors = { extensions?: { code?: string }; path?: (string | number)[] }[];
/** The refused fields of an answer, as "path: CODE". */
const refusals = (result: Pick<GraphQLResult, 'errors'>) =>
  ((result.errors ?? []) as Errors).map((e) => `${(e.path ?? []).join('.')}: ${e.extensions?.code}`).sort();

describe.each(testDatabaseKinds())('viewer and company on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let demoCompanyId: string;
  let demoVenues: { id: string; name: string }[];

  async function userOfDemo(email: string, scopes: string[], venueIds: string[]) {
    const [user] = await database.db
      .insert(users)
      .values({
        email,
        name: 'Limited User',
        passwordHash: await hashPassword(FIXTURE_PASSWORD),
        companyId: demoCompanyId,
        language: 'en',
        activatedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('no user');
    await database.db.insert(permissions).values({ userId: user.id, scopes, venueIds });
    return client.login(email, FIXTURE_PASSWORD);
  }

  beforeAll(async () => {
    ({ database, companyId: demoCompanyId } = await openDemoDatabase(kind));
    client = testApi(database.db);
    demoVenues = await database.db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(and(eq(venues.companyId, demoCompanyId), eq(venues.deleted, false)));
  });
  afterAll(() => database.close());

  it('answers every field to a user with full access', async () => {
    const token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const result = await client.request<ViewerOut>(VIEWER, {}, { token });
    expect(result.errors).toBeUndefined();
    const viewer = result.data?.viewer;
    const [owner] = await database.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    expect(viewer).toMatchObject({
      id: owner?.id,
      email: DEMO_LOGIN.email,
      name: 'Astrid Lindqvist',
      companyId: demoCompanyId,
      country: 'SE',
      permissions: { scopes: [], venueIds: [] },
    });
    expect(viewer?.venues.map((v) => v.id).sort()).toEqual(demoVenues.map((v) => v.id).sort());
    const company = viewer?.company;
    expect(company).toMatchObject({
      id: demoCompanyId,
      name: 'Demo Bistro',
      country: 'SE',
      timezone: 'Europe/Stockholm',
      defaultCurrency: 'SEK',
      defaultLanguage: 'sv',
      defaultCountryCode: '+46',
      isPaymentsOnly: false,
      billingAccounts: [{ id: 'BA-DEMO-0001' }],
      // Account holders belong to payments-only companies; the POS demo has none.
      accountHolders: [],
    });
    expect(Number.isNaN(Date.parse(String(company?.createdAt)))).toBe(false);
    expect(company?.venues).toHaveLength(demoVenues.length);
    expect(company?.venues.some((venue) => (venue.menus ?? []).length > 0)).toBe(true);
    expect(company?.activeMenus?.length).toBeGreaterThan(0);
    expect(company?.activeMenus?.some((menu) => menu.menuEntries.length > 0)).toBe(true);
    const stored = await database.db.select().from(licences).where(eq(licences.companyId, demoCompanyId));
    expect(company?.licenses?.map((l) => l.id).sort()).toEqual(stored.map((l) => l.id).sort());
    // The flags say what the gates say (one rule: src/domain/licences.ts companyFeatures).
    const features = await loadLicenceFeatures(database.db, demoCompanyId);
    expect({
      hasTables: company?.hasTables,
      hasKDS: company?.hasKDS,
      hasAppOrders: company?.hasAppOrders,
      hasExpress: company?.hasExpress,
      hasCDS: company?.hasCDS,
    }).toEqual({
      hasTables: features.includes('tables'),
      hasKDS: features.includes('kds'),
      hasAppOrders: features.includes('appOrders'),
      hasExpress: features.includes('express'),
      hasCDS: features.includes('cds'),
    });
    // `company` is the same Company as `viewer.company`.
    const alone = await client.request<{ company: CompanyOut }>(COMPANY, {}, { token });
    expect(alone.errors).toBeUndefined();
    expect(alone.data?.company).toEqual(company);
  });

  it('limits a one-venue user with fewer scopes: own venue only, scoped fields FORBIDDEN and null', async () => {
    const [first] = demoVenues;
    if (!first) throw new Error('the demo has no venue');
    const token = await userOfDemo('one-venue@accounts.test', ['MENUS', 'ORDERS'], [first.id]);
    const result = await client.request<ViewerOut>(VIEWER, {}, { token });
    const viewer = result.data?.viewer;
    expect(viewer?.permissions).toEqual({ scopes: ['MENUS', 'ORDERS'], venueIds: [first.id] });
    expect(viewer?.venues.map((v) => v.id)).toEqual([first.id]);
    expect(viewer?.company.venues.map((v) => v.id)).toEqual([first.id]);
    expect(viewer?.company).toMatchObject({
      id: demoCompanyId,
      country: 'SE',
      accountHolders: null,
      billingAccounts: null,
      licenses: null,
    });
    expect(viewer?.company.activeMenus?.length).toBeGreaterThan(0);
    expect(refusals(result)).toEqual([
      'viewer.company.accountHolders: FORBIDDEN',
      'viewer.company.billingAccounts: FORBIDDEN',
      'viewer.company.licenses: FORBIDDEN',
    ]);
    // Nothing of the other venue anywhere in the answer.
    const others = demoVenues.filter((venue) => venue.id !== first.id).map((venue) => venue.id);
    expect(uuidsIn(JSON.stringify(result)).filter((id) => others.includes(id))).toEqual([]);
  });

  it('opens each scoped field with its own scope', async () => {
    const token = await userOfDemo('settings-finance@accounts.test', ['SETTINGS', 'FINANCE'], []);
    const result = await client.request<{ company: CompanyOut }>(COMPANY, {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.company.licenses?.length).toBeGreaterThan(0);
    expect(result.data?.company.billingAccounts).toEqual([{ id: 'BA-DEMO-0001' }]);
    expect(result.data?.company.accountHolders).toEqual([]);
  });

  it("answers a venue's own fields and its users under ACCOUNTS: the unrestricted and those restricted to it", async () => {
    const [first, second] = demoVenues;
    if (!first || !second) throw new Error('the demo needs two venues');
    await userOfDemo('venue-users@accounts.test', ['ORDERS'], [first.id]);
    const query = `{ company { venues { id legalName phone staffIdleTimeout active users { email venueIds } } } }`;
    type Out = {
      company: {
        venues: {
          id: string;
          legalName: string;
          phone: string;
          staffIdleTimeout: number;
          active: boolean;
          users: { email: string; venueIds: string[] }[] | null;
        }[];
      };
    };
    const owner = await client.request<Out>(
      query,
      {},
      { token: await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password) },
    );
    expect(owner.errors).toBeUndefined();
    const byId = new Map(owner.data?.company.venues.map((venue) => [venue.id, venue]));
    const [stored] = await database.db.select().from(venues).where(eq(venues.id, first.id));
    expect(byId.get(first.id)).toMatchObject({
      legalName: stored?.legalName,
      phone: stored?.phone,
      staffIdleTimeout: stored?.staffIdleTimeout,
      active: stored?.active,
    });
    const emailsAt = (id: string) => (byId.get(id)?.users ?? []).map((user) => user.email);
    expect(emailsAt(first.id)).toContain(DEMO_LOGIN.email);
    expect(emailsAt(second.id)).toContain(DEMO_LOGIN.email);
    expect(emailsAt(first.id)).toContain('venue-users@accounts.test');
    expect(emailsAt(second.id)).not.toContain('venue-users@accounts.test');
    // By name, like the accounts screen.
    const names = emailsAt(first.id);
    expect(names.length).toBeGreaterThan(1);
    // Without ACCOUNTS the users are null with FORBIDDEN; the venues still answer.
    const limited = await userOfDemo('venue-users-menus@accounts.test', ['MENUS'], []);
    const refused = await client.request<Out>(query, {}, { token: limited });
    expect(refused.data?.company.venues.length).toBe(demoVenues.length);
    expect(refused.data?.company.venues.every((venue) => venue.users === null)).toBe(true);
    expect(new Set(refusals(refused).map((line) => line.replace(/\.\d+\./, '.N.')))).toEqual(
      new Set(['company.venues.N.users: FORBIDDEN']),
    );
  });

  it('shows a payments-only company its account holders and refuses its POS fields', async () => {
    const token = await client.login(PAYMENTS_LOGIN.email, PAYMENTS_LOGIN.password);
    const result = await client.request<{ company: CompanyOut }>(COMPANY, {}, { token });
    expect(result.data?.company).toMatchObject({
      name: 'Café Lilla Torget',
      isPaymentsOnly: true,
      billingAccounts: null,
      licenses: null,
      activeMenus: null,
    });
    expect(result.data?.company.accountHolders?.map((holder) => holder.legalName)).toEqual([
      'Lilla Torget Kaffe AB',
    ]);
    expect(refusals(result)).toEqual([
      'company.activeMenus: FORBIDDEN',
      'company.billingAccounts: FORBIDDEN',
      'company.licenses: FORBIDDEN',
    ]);
  });

  it('shows a venue-restricted payments user only the account holders of their legal entities', async () => {
    const [cafe] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.legalEntityId, 'LE-DEMO-0002'));
    if (!cafe) throw new Error('the seed has no payments company');
    const [cafeVenue] = await database.db.select().from(venues).where(eq(venues.companyId, cafe.id));
    const [kiosk] = await database.db
      .insert(venues)
      .values({ companyId: cafe.id, name: 'Kiosk' })
      .returning();
    if (!cafeVenue || !kiosk) throw new Error('no venues');
    const holders = async (email: string, venueIds: string[]) => {
      const [user] = await database.db
        .insert(users)
        .values({
          email,
          name: 'Cafe Clerk',
          passwordHash: await hashPassword(FIXTURE_PASSWORD),
          companyId: cafe.id,
          activatedAt: new Date(),
        })
        .returning();
      if (!user) throw new Error('no user');
      await database.db.insert(permissions).values({ userId: user.id, scopes: [], venueIds });
      const token = await client.login(email, FIXTURE_PASSWORD);
      const result = await client.request<{ company: CompanyOut }>(
        '{ company { accountHolders { legalName } venues { id } } }',
        {},
        { token },
      );
      expect(result.errors).toBeUndefined();
      return result.data?.company;
    };
    expect(await holders('cafe-clerk@accounts.test', [cafeVenue.id])).toEqual({
      accountHolders: [{ legalName: 'Lilla Torget Kaffe AB' }],
      venues: [{ id: cafeVenue.id }],
    });
    // The kiosk is in no legal entity: its clerk sees no holder.
    expect(await holders('kiosk-clerk@accounts.test', [kiosk.id])).toEqual({
      accountHolders: [],
      venues: [{ id: kiosk.id }],
    });
  });

  it('reads a company stored with country EN as GB', async () => {
    const english = await createCompany(database.db, {
      name: 'Albion',
      email: 'albion@accounts.test',
      country: 'EN',
    });
    const token = await client.login('albion@accounts.test', FIXTURE_PASSWORD);
    const result = await client.request<ViewerOut>(VIEWER, {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer.country).toBe('GB');
    expect(result.data?.viewer.company).toMatchObject({
      id: english.company.id,
      country: 'GB',
      defaultCountryCode: '+44',
    });
  });

  it('derives the flags from active licences with useNewLicenses', async () => {
    const fresh = await createCompany(database.db, {
      name: 'Nova',
      email: 'nova@accounts.test',
      licensed: false,
    });
    await database.db
      .update(companies)
      .set({ useNewLicenses: true, hasKDS: true, hasCDS: true, hasExpress: true })
      .where(eq(companies.id, fresh.company.id));
    await database.db.insert(licences).values([
      { companyId: fresh.company.id, plan: 'MONTHLY', status: 'ACTIVE', product: 'TSR' },
      { companyId: fresh.company.id, plan: 'MONTHLY', status: 'CANCELLED', product: 'KDS' },
      // The customer display comes from its module now; the stored hasCDS flag no longer counts.
      { companyId: fresh.company.id, plan: 'MONTHLY', status: 'ACTIVE', product: 'CUSTOMER_DISPLAY' },
      {
        companyId: fresh.company.id,
        plan: 'TRIAL',
        status: 'TRIAL',
        product: 'APP',
        expiresAt: new Date(Date.now() - 60_000),
      },
    ]);
    const token = await client.login('nova@accounts.test', FIXTURE_PASSWORD);
    const result = await client.request<{ company: CompanyOut }>(COMPANY, {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.company).toMatchObject({
      useNewLicenses: true,
      hasTables: true,
      hasKDS: false,
      hasAppOrders: false,
      hasExpress: false,
      hasCDS: true,
    });
    expect(result.data?.company.licenses).toHaveLength(4);
  });

  it("never shows another company's records", async () => {
    await createCompany(database.db, { name: 'Bravo', email: 'bravo@accounts.test' });
    const token = await client.login('bravo@accounts.test', FIXTURE_PASSWORD);
    const ofDemo = await tenantIds(database.db, demoCompanyId);
    for (const query of [VIEWER, COMPANY]) {
      const result = await client.request(query, {}, { token });
      expect(result.errors).toBeUndefined();
      expect(uuidsIn(JSON.stringify(result)).filter((id) => ofDemo.has(id))).toEqual([]);
    }
  });

  it('reads as many queries for ten venues as for one (no N+1 over venues and their menus)', async () => {
    const fresh = await createCompany(database.db, { name: 'Many', email: 'many@accounts.test' });
    let selects = 0;
    // Every read of the request goes through `select` on the database: count them.
    const counting = new Proxy(database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          selects++;
          return value.apply(target, args);
        };
      },
    });
    const api = testApi(counting);
    const token = await api.login('many@accounts.test', FIXTURE_PASSWORD);
    const query = `{ viewer { venues { id menus { id } } company { id venues { id menus { id } } } } }`;
    const count = async () => {
      selects = 0;
      const result = await api.request<ViewerOut>(query, {}, { token });
      expect(result.errors).toBeUndefined();
      return { selects, venues: result.data?.viewer.company.venues.length };
    };
    const one = await count();
    await database.db
      .insert(venues)
      .values(Array.from({ length: 9 }, (_, n) => ({ companyId: fresh.company.id, name: `Many ${n}` })));
    const ten = await count();
    expect([one.venues, ten.venues]).toEqual([1, 10]);
    // N+1 would add a read per venue (9 more here). Exactly equal: the venues' menus are asked
    // for by two paths (viewer.venues, company.venues) and read once, whichever resolves first
    // (a query's batcher keeps its answers: server/platform/api/batch.ts). The count was once allowed to
    // move by one: the second path's keys, arriving after the first batch, were read again.
    expect(ten.selects).toBe(one.selects);
    expect(one.selects).toBe(5);
  });

  it('is UNAUTHENTICATED without a token', async () => {
    for (const query of [VIEWER, COMPANY]) {
      const result = await client.request(query);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(result.data).toBeNull();
    }
  });
});
