import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const PAGES = 'query ($query: String!) { search(query: $query) { pages { key path } } }';

/**
 * The server's page search reads the page gates' facts of the viewer's company from the database,
 * as the shell does (src/features/shell `gateFacts`): the billing account, the licences and the
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
