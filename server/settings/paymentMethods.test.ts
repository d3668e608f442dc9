import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { companies, paymentMethods } from '../platform/db/schema/index.ts';
import type { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoAndOther } from '../test/demo.ts';
import type { createCompany } from '../test/fixtures.ts';
import {
  codeOf,
  errorsOf,
  expectNoErrors,
  expectSameAsMissing,
  fieldCodes,
  randomId,
  setScopes,
} from '../test/pim.ts';

const FIELDS = 'id name internalId deleted builtIn createdAt version';
const LIST = `query ($companyId: ID, $all: Boolean) { paymentMethods(companyId: $companyId, includeDeleted: $all) { ${FIELDS} } }`;
const PAGE = `query ($search: String, $first: Int, $after: String) { paymentMethodsPage(search: $search, first: $first, after: $after) { count results { ${FIELDS} } pageInfo { endCursor hasNextPage } } }`;
const ONE = `query ($id: ID!) { paymentMethod(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($data: PaymentMethodInput!, $key: String) { createPaymentMethod(data: $data, idempotencyKey: $key) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: PaymentMethodInput!, $v: Int) { updatePaymentMethod(id: $id, data: $data, expectedVersion: $v) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deletePaymentMethod(id: $id) }';

interface MethodJson {
  id: string;
  name: string;
  internalId: string;
  deleted: boolean;
  builtIn: boolean;
  createdAt: string | null;
  version: number;
}

describe.each(testDatabaseKinds())('payment methods of a company (issue 47 item 2) on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let demoCompanyId: string;

  const call = async <T>(query: string, variables: Record<string, unknown> = {}, as = token) => {
    const result = await client.request<T>(query, variables, { token: as });
    expectNoErrors(result);
    return result.data as T;
  };
  const create = async (data: { name: string; internalId: string }, key?: string, as = token) =>
    (await call<{ createPaymentMethod: MethodJson }>(CREATE, { data, key }, as)).createPaymentMethod;
  const list = async (variables: Record<string, unknown> = {}, as = token) =>
    (await call<{ paymentMethods: MethodJson[] }>(LIST, variables, as)).paymentMethods;

  beforeAll(async () => {
    ({ database, client, token, other, otherToken } = await openDemoAndOther(kind, {
      name: 'Fjord',
      email: 'owner@fjord.test',
      scopes: ['SETTINGS', 'ORDERS'],
    }));
    const [row] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Demo Bistro'));
    demoCompanyId = row?.id ?? '';
  });
  afterAll(() => database.close());

  it('lists the five built-in methods first, then the company’s own by name; a removed one only when asked', async () => {
    const before = await list();
    expect(before.map((m) => m.id)).toEqual(['CASH', 'CARD', 'SWISH', 'GIFT_CARD', 'INVOICE']);
    expect(before.every((m) => m.builtIn && m.createdAt === null && m.internalId === m.id)).toBe(true);
    const voucher = await create({ name: 'Lunch voucher', internalId: 'LV-1' });
    expect(voucher).toMatchObject({
      name: 'Lunch voucher',
      internalId: 'LV-1',
      deleted: false,
      builtIn: false,
      version: 1,
    });
    expect(Date.parse(voucher.createdAt ?? '')).not.toBeNaN();
    const account = await create({ name: 'Account', internalId: 'ACC' });
    const names = (await list()).map((m) => m.name);
    expect(names.slice(5)).toEqual(['Account', 'Lunch voucher']);
    // Removed: gone for new payments, kept (by name) for old orders and reports.
    expect(
      (await call<{ deletePaymentMethod: boolean }>(DELETE, { id: account.id })).deletePaymentMethod,
    ).toBe(true);
    expect((await list()).map((m) => m.name).slice(5)).toEqual(['Lunch voucher']);
    const all = await list({ all: true });
    expect(all.find((m) => m.id === account.id)).toMatchObject({ name: 'Account', deleted: true });
    // Removing again answers the same (a retry is harmless); the row stays.
    expect(
      (await call<{ deletePaymentMethod: boolean }>(DELETE, { id: account.id })).deletePaymentMethod,
    ).toBe(true);
    expect(
      await database.db.select().from(paymentMethods).where(eq(paymentMethods.id, account.id)),
    ).toHaveLength(1);
    // Filtered by company: the viewer's own id, or another company's (answers none, like a missing one).
    expect((await list({ companyId: demoCompanyId })).length).toBe(6);
    expect(await list({ companyId: other.company.id })).toEqual([]);
    expect(await list({ companyId: randomId() })).toEqual([]);
  });

  it('validates on the server in the caller’s words: required, too long, a built-in code, a taken code', async () => {
    const empty = await client.request(CREATE, { data: { name: ' ', internalId: '' } }, { token });
    expect(fieldCodes(empty)).toEqual({ name: 'required', internalId: 'required' });
    const long = await client.request(
      CREATE,
      { data: { name: 'x'.repeat(61), internalId: 'card' } },
      { token },
    );
    expect(fieldCodes(long)).toEqual({ name: 'tooLong', internalId: 'reserved' });
    await create({ name: 'Room charge', internalId: 'ROOM' });
    const taken = await client.request(CREATE, { data: { name: 'Room 2', internalId: 'ROOM' } }, { token });
    expect(fieldCodes(taken)).toEqual({ internalId: 'taken' });
    const swedish = await client.request(
      CREATE,
      { data: { name: 'Room 2', internalId: 'ROOM' } },
      { token, language: 'sv' },
    );
    expect(errorsOf(swedish)[0]?.extensions?.fieldErrors).toEqual([
      { field: 'internalId', code: 'taken', message: 'Ett annat betalsätt har redan den här koden.' },
    ]);
  });

  it('renames with optimistic concurrency; a removed code is free again; removed and built-in ones are not editable', async () => {
    const made = await create({ name: 'Staff meal', internalId: 'STAFF' });
    const renamed = (
      await call<{ updatePaymentMethod: MethodJson }>(UPDATE, {
        id: made.id,
        data: { name: 'Staff meals', internalId: 'STAFF' },
        v: made.version,
      })
    ).updatePaymentMethod;
    expect(renamed).toMatchObject({ name: 'Staff meals', version: 2 });
    // A retry of the same rename answers the method unchanged, not CONFLICT.
    const retried = (
      await call<{ updatePaymentMethod: MethodJson }>(UPDATE, {
        id: made.id,
        data: { name: 'Staff meals', internalId: 'STAFF' },
        v: made.version,
      })
    ).updatePaymentMethod;
    expect(retried.version).toBe(2);
    const stale = await client.request(
      UPDATE,
      { id: made.id, data: { name: 'Other', internalId: 'STAFF' }, v: 1 },
      { token },
    );
    expect(codeOf(stale)).toBe('CONFLICT');
    await call(DELETE, { id: made.id });
    const again = await create({ name: 'Staff meals 2', internalId: 'STAFF' });
    expect(again.id).not.toBe(made.id);
    const removed = await client.request(
      UPDATE,
      { id: made.id, data: { name: 'Back', internalId: 'B' } },
      { token },
    );
    expect(codeOf(removed)).toBe('NOT_FOUND');
    for (const query of [UPDATE, DELETE]) {
      const builtIn = await client.request(
        query,
        { id: 'CASH', data: { name: 'Money', internalId: 'M' } },
        { token },
      );
      expect(codeOf(builtIn)).toBe('NOT_FOUND');
    }
    expect((await call<{ paymentMethod: MethodJson | null }>(ONE, { id: 'CASH' })).paymentMethod).toBeNull();
  });

  it('answers a retried create with its idempotency key once, and CONFLICT for the key with another body', async () => {
    const key = `pm-${randomId()}`;
    const first = await create({ name: 'Hotel', internalId: 'HOTEL' }, key);
    const second = await create({ name: 'Hotel', internalId: 'HOTEL' }, key);
    expect(second.id).toBe(first.id);
    expect(
      await database.db.select().from(paymentMethods).where(eq(paymentMethods.internalId, 'HOTEL')),
    ).toHaveLength(1);
    const other = await client.request(
      CREATE,
      { data: { name: 'Hotel 2', internalId: 'HOTEL2' }, key },
      { token },
    );
    expect(codeOf(other)).toBe('CONFLICT');
    const short = await client.request(
      CREATE,
      { data: { name: 'Hotel 3', internalId: 'H3' }, key: 'x' },
      { token },
    );
    expect(fieldCodes(short)).toEqual({ idempotencyKey: 'invalid' });
  });

  it('pages the back office’s list by name with search, and hides another company’s methods', async () => {
    type PageJson = {
      paymentMethodsPage: {
        count: number;
        results: MethodJson[];
        pageInfo: { endCursor: string; hasNextPage: boolean };
      };
    };
    const page = (await call<PageJson>(PAGE, { first: 2 })).paymentMethodsPage;
    expect(page.results).toHaveLength(2);
    expect(page.results.every((m) => !m.builtIn && !m.deleted)).toBe(true);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = (await call<PageJson>(PAGE, { first: 2, after: page.pageInfo.endCursor }))
      .paymentMethodsPage;
    expect(next.results[0]?.name.localeCompare(page.results[1]?.name ?? '')).toBeGreaterThan(0);
    const found = (await call<PageJson>(PAGE, { search: 'hote' })).paymentMethodsPage;
    expect(found.results.map((m) => m.internalId)).toEqual(['HOTEL']);
    const mine = found.results[0];
    if (!mine) throw new Error('no method');
    expect((await call<PageJson>(PAGE, {}, otherToken)).paymentMethodsPage.count).toBe(0);
    expect((await list({}, otherToken)).length).toBe(5);
    expect(
      (await call<{ paymentMethod: MethodJson | null }>(ONE, { id: mine.id }, otherToken)).paymentMethod,
    ).toBeNull();
    for (const query of [UPDATE, DELETE])
      expectSameAsMissing(
        await client.request(
          query,
          { id: mine.id, data: { name: 'Mine', internalId: 'MINE' } },
          { token: otherToken },
        ),
        await client.request(
          query,
          { id: randomId(), data: { name: 'Mine', internalId: 'MINE' } },
          { token: otherToken },
        ),
      );
    // A code is unique per company: the other company may use the same one.
    expect((await create({ name: 'Hotel', internalId: 'HOTEL' }, undefined, otherToken)).internalId).toBe(
      'HOTEL',
    );
  });

  it('needs the company metadata to add one, else "Metadata not available" in the caller’s language', async () => {
    await database.db.update(companies).set({ orgNumber: '' }).where(eq(companies.id, other.company.id));
    const refused = await client.request(
      CREATE,
      { data: { name: 'Tab', internalId: 'TAB' } },
      { token: otherToken },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(errorsOf(refused)[0]?.message).toContain('Metadata not available');
    const swedish = await client.request(
      CREATE,
      { data: { name: 'Tab', internalId: 'TAB' } },
      { token: otherToken, language: 'sv' },
    );
    expect(errorsOf(swedish)[0]?.message).toContain('Metadata saknas');
    expect(
      await database.db.select().from(paymentMethods).where(eq(paymentMethods.internalId, 'TAB')),
    ).toEqual([]);
    await database.db
      .update(companies)
      .set({ orgNumber: '923609016' })
      .where(eq(companies.id, other.company.id));
    expect((await create({ name: 'Tab', internalId: 'TAB' }, undefined, otherToken)).name).toBe('Tab');
  });

  it('needs SETTINGS to manage them and ORDERS to list them; company-wide writes need every venue', async () => {
    await setScopes(database.db, other.user.id, ['STAFF']);
    for (const query of [PAGE, LIST])
      expect(codeOf(await client.request(query, {}, { token: otherToken }))).toBe('FORBIDDEN');
    expect(
      codeOf(await client.request(CREATE, { data: { name: 'X', internalId: 'X' } }, { token: otherToken })),
    ).toBe('FORBIDDEN');
    await setScopes(database.db, other.user.id, ['SETTINGS', 'ORDERS']);
  });
});
