import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../../demo/seed.ts';
import { testApi } from '../../test/api.ts';
import { testDatabaseKinds } from '../../test/db.ts';
import { openDemoDatabase } from '../../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD, licenseModules } from '../../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId } from '../../test/pim.ts';
import type { Database } from '../db/client.ts';

/**
 * The API a declared kind gets from its declaration alone (issue 45): suppliers
 * (src/domain/kinds/supplier.kind.ts) have no server file of their own.
 */
const FIELDS = 'id name contactName email phone accountNumber active version';
const CREATE = `mutation ($data: SupplierInput!) { createSupplier(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: SupplierUpdateInput!, $expectedVersion: Int) {
  updateSupplier(id: $id, data: $data, expectedVersion: $expectedVersion) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteSupplier(id: $id) }';
const ONE = `query ($id: ID!) { supplier(id: $id) { ${FIELDS} } }`;
const PAGE = `query ($first: Int, $after: String, $filter: NamedFilter, $direction: SortDirection) {
  suppliersPage(first: $first, after: $after, filter: $filter, direction: $direction) {
    count results { id name } pageInfo { endCursor hasNextPage } } }`;

interface Supplier {
  id: string;
  name: string;
  contactName: string;
  email: string;
  active: boolean;
  version: number;
}

describe.each(testDatabaseKinds())('a declared kind (suppliers) through the API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let unlicensedToken: string;

  const request = <T>(query: string, variables: Record<string, unknown>, as: string = token) =>
    client.request<T>(query, variables, { token: as, language: 'en' });
  const create = async (data: Record<string, unknown>, as: string = token) => {
    const result = await request<{ createSupplier: Supplier }>(CREATE, { data }, as);
    expectNoErrors(result);
    return result.data?.createSupplier as Supplier;
  };

  beforeAll(async () => {
    const demo = await openDemoDatabase(kind);
    database = demo.database;
    client = testApi(database.db);
    token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const otherEmail = `other-${randomId()}@example.com`;
    const other = await createCompany(database.db, { name: 'Other AB', email: otherEmail });
    await licenseModules(database.db, other.company.id, ['INVENTORY']);
    otherToken = await client.login(otherEmail, FIXTURE_PASSWORD);
    const bareEmail = `bare-${randomId()}@example.com`;
    await createCompany(database.db, { name: 'Bare AB', email: bareEmail, licensed: false });
    unlicensedToken = await client.login(bareEmail, FIXTURE_PASSWORD);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates with the declared defaults, reads one and finds it in its page by name', async () => {
    const made = await create({ name: '  Fisk & Skaldjur AB ', email: 'order@fisk.example' });
    expect(made).toMatchObject({ name: 'Fisk & Skaldjur AB', contactName: '', active: true, version: 1 });
    const one = await request<{ supplier: Supplier }>(ONE, { id: made.id });
    expect(one.data?.supplier).toEqual(made);
    const page = await request<{ suppliersPage: { count: number; results: { id: string }[] } }>(PAGE, {
      filter: { search: 'fisk&skal' },
    });
    expect(page.data?.suppliersPage.results.map((row) => row.id)).toContain(made.id);
  });

  it('pages by name with a cursor, in SQL', async () => {
    for (const name of ['Paging A', 'Paging B', 'Paging C']) await create({ name });
    const first = await request<{
      suppliersPage: { count: number; results: { name: string }[]; pageInfo: { endCursor: string } };
    }>(PAGE, { first: 2, filter: { search: 'Paging' } });
    expect(first.data?.suppliersPage.count).toBe(3);
    expect(first.data?.suppliersPage.results.map((row) => row.name)).toEqual(['Paging A', 'Paging B']);
    const next = await request<{ suppliersPage: { results: { name: string }[] } }>(PAGE, {
      first: 2,
      after: first.data?.suppliersPage.pageInfo.endCursor,
      filter: { search: 'Paging' },
    });
    expect(next.data?.suppliersPage.results.map((row) => row.name)).toEqual(['Paging C']);
  });

  it('refuses bad input field by field, in the shared words, and keeps nothing', async () => {
    const result = await request(CREATE, {
      data: { name: ' ', email: 'not an address', phone: 'x'.repeat(41) },
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(result)).toEqual({ name: 'required', email: 'invalid', phone: 'tooLong' });
    expect(
      (result.errors?.[0]?.extensions as { fieldErrors?: unknown[] } | undefined)?.fieldErrors,
    ).toContainEqual(expect.objectContaining({ field: 'email', message: 'This value is not valid.' }));
  });

  it('saves only the fields given, and refuses a stale version with CONFLICT', async () => {
    const made = await create({ name: 'Versioned', contactName: 'Anna' });
    const saved = await request<{ updateSupplier: Supplier }>(UPDATE, {
      id: made.id,
      data: { active: false },
      expectedVersion: 1,
    });
    expectNoErrors(saved);
    expect(saved.data?.updateSupplier).toMatchObject({ contactName: 'Anna', active: false, version: 2 });
    const stale = await request(UPDATE, { id: made.id, data: { name: 'Mine' }, expectedVersion: 1 });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect((stale.errors?.[0]?.extensions as { currentVersion?: number } | undefined)?.currentVersion).toBe(
      2,
    );
  });

  it("answers another company's supplier like a missing one, for reads and every write", async () => {
    const theirs = await create({ name: 'Theirs' }, otherToken);
    const missing = randomId();
    const read = await request<{ supplier: Supplier | null }>(ONE, { id: theirs.id });
    expect(read.data?.supplier).toBeNull();
    expectSameAsMissing(
      await request(UPDATE, { id: theirs.id, data: { name: 'Mine' } }),
      await request(UPDATE, { id: missing, data: { name: 'Mine' } }),
    );
    expectSameAsMissing(await request(DELETE, { id: theirs.id }), await request(DELETE, { id: missing }));
    const page = await request<{ suppliersPage: { results: { id: string }[] } }>(PAGE, {
      filter: { id: theirs.id },
    });
    expect(page.data?.suppliersPage.results).toEqual([]);
    const still = await request<{ supplier: Supplier }>(ONE, { id: theirs.id }, otherToken);
    expect(still.data?.supplier.name).toBe('Theirs');
  });

  it('needs the inventory module, as its declaration says', async () => {
    const refused = await request(CREATE, { data: { name: 'No licence' } }, unlicensedToken);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe("Your company's licence does not include this feature.");
    expect(codeOf(await request(PAGE, {}, unlicensedToken))).toBe('FORBIDDEN');
  });

  it('deletes, after which the id is missing', async () => {
    const made = await create({ name: 'Short-lived' });
    const removed = await request<{ deleteSupplier: boolean }>(DELETE, { id: made.id });
    expect(removed.data?.deleteSupplier).toBe(true);
    expect(codeOf(await request(DELETE, { id: made.id }))).toBe('NOT_FOUND');
    expect((await request<{ supplier: null }>(ONE, { id: made.id })).data?.supplier).toBeNull();
  });
});
