import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { companies } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const PAGES = 'query ($query: String!) { search(query: $query) { pages { key path } } }';

/**
 * The server's page search reads the page gates' facts of the viewer's company from the database,
 * as the shell does (src/platform/shell `gateFacts`): the billing account, the licences and the
 * viewer's scopes. "Set up billing" is for companies without a billing account only.
 */
describe.each(testDatabaseKinds())('page search gate facts on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let finance: string;
  let menus: string;

  const pagesFor = async (token: string, query: string) => {
    const result = await client.request<{ search: { pages: { key: string; path: string }[] } }>(
      PAGES,
      { query },
      { token },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.search.pages.map((page) => page.key) ?? [];
  };
  const setBillingAccount = (id: string | null) =>
    database.db.update(companies).set({ billingAccountId: id }).where(eq(companies.id, company.company.id));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    company = await createCompany(database.db, {
      name: 'Kassa',
      email: 'finance@search.test',
      scopes: ['FINANCE'],
    });
    finance = await client.login('finance@search.test', FIXTURE_PASSWORD);
    await createCompany(database.db, { name: 'Meny', email: 'menus@search.test', scopes: ['MENUS'] });
    menus = await client.login('menus@search.test', FIXTURE_PASSWORD);
  }, 120_000);
  afterAll(() => database?.close());

  it('offers Set up billing to FINANCE while the company has no billing account', async () => {
    await setBillingAccount(null);
    expect(await pagesFor(finance, 'set up billing')).toEqual(['billingSetup']);
  });

  it('stops offering it once the company has a billing account', async () => {
    await setBillingAccount('BA-SEARCH-0001');
    expect(await pagesFor(finance, 'set up billing')).toEqual([]);
    await setBillingAccount(null);
    expect(await pagesFor(finance, 'set up billing')).toEqual(['billingSetup']);
  });

  it('never offers it without FINANCE', async () => {
    expect(await pagesFor(menus, 'set up billing')).toEqual([]);
  });

  it('offers a licence-gated page only with the licence', async () => {
    const fullAccess = await createCompany(database.db, { name: 'Bord', email: 'tables@search.test' });
    const token = await client.login('tables@search.test', FIXTURE_PASSWORD);
    expect(await pagesFor(token, 'floor plan')).toEqual(['floorPlan']);
    await database.db
      .update(companies)
      .set({ hasTables: false })
      .where(eq(companies.id, fullAccess.company.id));
    expect(await pagesFor(token, 'floor plan')).toEqual([]);
  });
});

const STAFF_SEARCH = 'query ($query: String!) { search(query: $query) { staff { id name } } }';
const CREATE_STAFF = 'mutation ($data: StaffMemberInput!) { createStaffMember(data: $data) { id } }';

/**
 * Spec section 5: the palette finds staff members by name (case-insensitive, spaces and hyphens
 * ignored), titles starting with the query first; only for STAFF or ACCOUNTS, and only the
 * viewer's company.
 */
describe.each(testDatabaseKinds())('staff search on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let owner: string;
  let menus: string;
  let foreign: string;

  const staffFor = async (token: string, query: string) => {
    const result = await client.request<{ search: { staff: { id: string; name: string }[] } }>(
      STAFF_SEARCH,
      { query },
      { token },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.search.staff.map((person) => person.name) ?? [];
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    const company = await createCompany(database.db, {
      name: 'Personal',
      email: 'owner@staffsearch.test',
      scopes: ['STAFF', 'POS_CUSTOMIZATION'],
    });
    owner = await client.login('owner@staffsearch.test', FIXTURE_PASSWORD);
    const names = ['Åsa Öster', 'Anna-Lena Berg', 'Johanna Lind', 'Olle Ek'];
    for (const [i, name] of names.entries()) {
      const created = await client.request(
        CREATE_STAFF,
        { data: { name, venueIds: [company.venue.id], pin: `48${i}7` } },
        { token: owner },
      );
      expect(created.errors).toBeUndefined();
    }
    await createCompany(database.db, { name: 'Meny', email: 'menus@staffsearch.test', scopes: ['MENUS'] });
    menus = await client.login('menus@staffsearch.test', FIXTURE_PASSWORD);
    const other = await createCompany(database.db, {
      name: 'Annan',
      email: 'other@staffsearch.test',
      scopes: ['STAFF'],
    });
    foreign = await client.login('other@staffsearch.test', FIXTURE_PASSWORD);
    await client.request(
      CREATE_STAFF,
      { data: { name: 'Anna Främling', venueIds: [other.venue.id], pin: '9191' } },
      { token: foreign },
    );
  }, 120_000);
  afterAll(() => database?.close());

  it('finds staff by name, ignoring case, spaces and hyphens, starts of names first', async () => {
    expect(await staffFor(owner, 'anna lena')).toEqual(['Anna-Lena Berg']);
    expect(await staffFor(owner, 'ÅSA')).toEqual(['Åsa Öster']);
    expect(await staffFor(owner, 'anna')).toEqual(['Anna-Lena Berg', 'Johanna Lind']);
  });

  it("never shows another company's staff, nor staff to a viewer without STAFF or ACCOUNTS", async () => {
    expect(await staffFor(foreign, 'anna')).toEqual(['Anna Främling']);
    expect(await staffFor(menus, 'anna')).toEqual([]);
  });
});
