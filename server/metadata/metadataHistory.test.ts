import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../auth/sessions.ts';
import type { Database } from '../platform/db/client.ts';
import { items, recordMetadata, users } from '../platform/db/schema/index.ts';
import { TEST_TOKEN_SECRET, testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, randomId, setScopes } from '../test/pim.ts';

/**
 * Record metadata in the change history (issue 16 items 6 and 7; migration 0035) and its version
 * check: who changed a product's removable ingredients, revert (itself revertible, refused when
 * changed since, never across companies), and CONFLICT on a stale save.
 */

const SET = `mutation ($id: ID!, $value: String, $v: Int) {
  updateMetadata(recordType: ITEM, recordId: $id, key: "removable-ingredients", value: $value, expectedVersion: $v) {
    key value version } }`;
const NOTE = `mutation ($id: ID!, $value: String) {
  updateMetadata(recordType: CATEGORY, recordId: $id, key: "note", value: $value) { version } }`;
const LIST = `query ($id: ID!) { recordMetadata(recordType: ITEM, recordId: $id) { key value version } }`;
const CHANGE =
  'id actorName realActorName recordType recordId label op revertOf revertable fields { field before after }';
const CHANGES = `query ($filter: ChangeFilter) { changes(filter: $filter, first: 50) { items { ${CHANGE} } } }`;
const REVERT = 'mutation ($id: ID!) { revertChange(id: $id) }';

interface ChangeJson {
  id: string;
  actorName: string | null;
  realActorName: string | null;
  recordType: string;
  recordId: string;
  label: string;
  op: string;
  revertOf: string | null;
  revertable: boolean;
  fields: { field: string; before: string | null; after: string | null }[];
}

const names = (value: string | null | undefined) =>
  value ? (JSON.parse(value) as { name: string }[]).map((ingredient) => ingredient.name) : null;

describe.each(testDatabaseKinds())('record metadata history and versions on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;
  let itemId: string;
  let itemTitle: string;

  const request = <T>(query: string, variables: Record<string, unknown>, token = tokenA) =>
    client.request<T>(query, variables, { token });
  const call = async <T>(query: string, variables: Record<string, unknown>, token = tokenA) => {
    const result = await request<T>(query, variables, token);
    expectNoErrors(result);
    return result.data as T;
  };
  const save = (value: { name: string }[] | null, v?: number, token = tokenA, id = itemId) =>
    request<{ updateMetadata: { value: string; version: number } | null }>(
      SET,
      { id, value: value === null ? null : JSON.stringify(value), v },
      token,
    );
  const changes = async (filter: Record<string, unknown>, token = tokenA) =>
    (await call<{ changes: { items: ChangeJson[] } }>(CHANGES, { filter }, token)).changes.items;
  const stored = async (id = itemId) => {
    const list = await call<{ recordMetadata: { key: string; value: string; version: number }[] }>(LIST, {
      id,
    });
    return list.recordMetadata.find((entry) => entry.key === 'removable-ingredients') ?? null;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'History A', email: 'a@metahistory.test' });
    await createCompany(database.db, { name: 'History B', email: 'b@metahistory.test' });
    tokenA = await client.login('a@metahistory.test', FIXTURE_PASSWORD);
    tokenB = await client.login('b@metahistory.test', FIXTURE_PASSWORD);
    itemId = a.items[0]?.id ?? '';
    const [item] = await database.db.select({ title: items.title }).from(items).where(eq(items.id, itemId));
    itemTitle = item?.title ?? '';
  }, 120_000);
  afterAll(() => database.close());

  it('versions a key: 0 while unset, +1 a save; a stale expectedVersion is CONFLICT with the current one', async () => {
    expect(await stored()).toBeNull();
    const first = await save([{ name: 'Onion' }], 0);
    expectNoErrors(first);
    expect(first.data?.updateMetadata?.version).toBe(1);
    // Someone else saved on the unset key meanwhile: a second "first" save is stale.
    const stale = await save([{ name: 'Garlic' }], 0);
    expect(codeOf(stale)).toBe('CONFLICT');
    expect((stale.errors?.[0]?.extensions as { currentVersion?: number } | undefined)?.currentVersion).toBe(
      1,
    );
    expect(names((await stored())?.value)).toEqual(['Onion']);
    // Overwrite: the version the conflict named.
    const overwrite = await save([{ name: 'Garlic' }], 1);
    expectNoErrors(overwrite);
    expect(overwrite.data?.updateMetadata?.version).toBe(2);
    // No version sent: saved whatever is stored (scripts, imports).
    const blind = await save([{ name: 'Garlic' }, { name: 'Onion' }]);
    expectNoErrors(blind);
    expect(blind.data?.updateMetadata?.version).toBe(3);
    // A removal is checked too.
    expect(codeOf(await save(null, 2))).toBe('CONFLICT');
    expect((await stored())?.version).toBe(3);
  });

  it('records each change of the value with the actor, on the product’s history, and nothing for an unchanged save', async () => {
    const before = (await changes({ recordId: itemId })).length;
    const current = await stored();
    const same = await save(JSON.parse(current?.value ?? '[]') as { name: string }[], current?.version);
    expectNoErrors(same);
    // Ids are kept, the value is the same: no change to record.
    expect((await changes({ recordId: itemId })).length).toBe(before);

    await save([{ name: 'Pickles' }], current?.version ? current.version + 1 : undefined);
    const [latest] = await changes({ recordId: itemId });
    expect(latest).toMatchObject({
      recordType: 'metadata',
      recordId: itemId,
      op: 'update',
      actorName: a.user.name,
      realActorName: null,
      label: itemTitle,
      revertable: true,
      revertOf: null,
    });
    expect(latest?.fields.map((field) => field.field)).toEqual(['removable-ingredients']);
    expect(names(latest?.fields[0]?.before)).toEqual(['Garlic', 'Onion']);
    expect(names(latest?.fields[0]?.after)).toEqual(['Pickles']);
    // The company-wide page filters it by record type too; the first save was an insert.
    const all = await changes({ recordType: 'metadata' });
    expect(all.map((change) => change.op)).toEqual(['update', 'update', 'update', 'insert']);
    expect(all.at(-1)?.fields[0]?.before).toBeNull();
  });

  it('reverts a change as a new revertible change, bumps the version, and refuses when changed since', async () => {
    const [latest, previous] = await changes({ recordType: 'metadata', recordId: itemId });
    const versionBefore = (await stored())?.version ?? 0;
    // An older change than the latest: the value has moved on since.
    expect(codeOf(await request(REVERT, { id: previous?.id }))).toBe('CONFLICT');
    await call(REVERT, { id: latest?.id });
    const back = await stored();
    expect(names(back?.value)).toEqual(['Garlic', 'Onion']);
    expect(back?.version).toBe(versionBefore + 1);
    // An editor open on the old version now sees a conflict instead of overwriting the revert.
    expect(codeOf(await save([{ name: 'Stale' }], versionBefore))).toBe('CONFLICT');
    const [revert] = await changes({ recordId: itemId });
    expect(revert).toMatchObject({ revertOf: latest?.id, revertable: true, actorName: a.user.name });
    await call(REVERT, { id: revert?.id });
    expect(names((await stored())?.value)).toEqual(['Pickles']);
  });

  it('reverts setting a key (removes it) and removing one (puts it back)', async () => {
    const other = a.items[1]?.id ?? '';
    expectNoErrors(await save([{ name: 'Chili' }], 0, tokenA, other));
    const [set] = await changes({ recordId: other });
    expect(set).toMatchObject({ op: 'insert', revertable: true });
    await call(REVERT, { id: set?.id });
    expect(await stored(other)).toBeNull();
    const [removal] = await changes({ recordId: other });
    expect(removal).toMatchObject({ op: 'delete', revertOf: set?.id });
    expect(names(removal?.fields[0]?.before)).toEqual(['Chili']);
    await call(REVERT, { id: removal?.id });
    expect(names((await stored(other))?.value)).toEqual(['Chili']);
    // Put back once: the same removal cannot be undone twice.
    expect(codeOf(await request(REVERT, { id: removal?.id }))).toBe('CONFLICT');
  });

  it('says a record that is gone is gone, and other record types show their own name', async () => {
    const third = a.items[2]?.id ?? '';
    expectNoErrors(await save([{ name: 'Cheese' }], 0, tokenA, third));
    expectNoErrors(await save(null, 1, tokenA, third));
    const [removal] = await changes({ recordId: third });
    await database.db.update(items).set({ deleted: true }).where(eq(items.id, third));
    expect(codeOf(await request(REVERT, { id: removal?.id }))).toBe('NOT_FOUND');

    const category = a.category;
    expectNoErrors(await request(NOTE, { id: category.id, value: JSON.stringify('Seasonal') }));
    const [note] = await changes({ recordId: category.id });
    expect(note).toMatchObject({ recordType: 'metadata', label: category.name, op: 'insert' });
    expect(note?.fields).toEqual([{ field: 'note', before: null, after: '"Seasonal"' }]);
  });

  it('names the organization admin who acted as the user', async () => {
    const [admin] = await database.db
      .insert(users)
      .values({
        companyId: a.company.id,
        email: 'admin@metahistory.test',
        name: 'Org Admin',
        passwordHash: 'x',
        active: true,
      })
      .returning({ id: users.id });
    if (!admin) throw new Error('no admin');
    const { token } = await startSession(
      database.db,
      TEST_TOKEN_SECRET,
      { id: a.user.id, companyId: a.company.id },
      admin.id,
    );
    const current = await stored();
    expectNoErrors(await save([{ name: 'Tomato' }], current?.version, token));
    const [latest] = await changes({ recordId: itemId });
    expect(latest).toMatchObject({ actorName: a.user.name, realActorName: 'Org Admin' });
  });

  it('never crosses companies: another company neither sees nor reverts the change', async () => {
    const [mine] = await changes({ recordId: itemId });
    expect(await changes({ recordId: itemId }, tokenB)).toEqual([]);
    expect(await changes({ recordType: 'metadata' }, tokenB)).toEqual([]);
    const foreign = await request(REVERT, { id: mine?.id }, tokenB);
    const missing = await request(REVERT, { id: randomId() }, tokenB);
    expectSameAsMissing(foreign, missing);
    const [row] = await database.db
      .select({ value: recordMetadata.value })
      .from(recordMetadata)
      .where(and(eq(recordMetadata.companyId, a.company.id), eq(recordMetadata.recordId, itemId)));
    expect(names(JSON.stringify(row?.value ?? null))).toEqual(['Tomato']);
  });

  it('needs POS_CUSTOMIZATION to revert a metadata change', async () => {
    const [mine] = await changes({ recordId: itemId });
    const menus = await createCompany(database.db, { name: 'Menus', email: 'm@metahistory.test' });
    // A MENUS-only user of company A: may read the history, may not revert a product's metadata.
    const [user] = await database.db
      .update(users)
      .set({ companyId: a.company.id })
      .where(eq(users.id, menus.user.id))
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await setScopes(database.db, user.id, ['MENUS']);
    const token = (
      await startSession(database.db, TEST_TOKEN_SECRET, { id: user.id, companyId: a.company.id })
    ).token;
    expect(codeOf(await request(REVERT, { id: mine?.id }, token))).toBe('FORBIDDEN');
  });
  it('records a venue note in the history under the venue, revertible with SETTINGS only', async () => {
    const VENUE_NOTE = `mutation ($id: ID!, $value: String) {
      updateMetadata(recordType: VENUE, recordId: $id, key: "note", value: $value) { version } }`;
    await call(VENUE_NOTE, { id: a.venue.id, value: '"Deliveries at the back door"' });
    await call(VENUE_NOTE, { id: a.venue.id, value: '"Deliveries before 10"' });
    const [latest] = await changes({ recordId: a.venue.id });
    expect(latest).toMatchObject({
      recordType: 'metadata',
      label: a.venue.name,
      fields: [{ field: 'note', before: '"Deliveries at the back door"', after: '"Deliveries before 10"' }],
    });
    // A second user of company A, first with the product scopes only, then with SETTINGS too.
    const other = await createCompany(database.db, { name: 'Venue notes', email: 'v@metahistory.test' });
    await database.db.update(users).set({ companyId: a.company.id }).where(eq(users.id, other.user.id));
    const tokenOf = async (scopes: string[]) => {
      await setScopes(database.db, other.user.id, scopes);
      return (
        await startSession(database.db, TEST_TOKEN_SECRET, { id: other.user.id, companyId: a.company.id })
      ).token;
    };
    const posOnly = await tokenOf(['POS_CUSTOMIZATION']);
    expect(codeOf(await request(REVERT, { id: latest?.id }, posOnly))).toBe('FORBIDDEN');
    const withSettings = await tokenOf(['MENUS', 'SETTINGS']);
    expectNoErrors(await request(REVERT, { id: latest?.id }, withSettings));
    const [note] = await database.db
      .select({ value: recordMetadata.value })
      .from(recordMetadata)
      .where(and(eq(recordMetadata.recordId, a.venue.id), eq(recordMetadata.key, 'note')));
    expect(note?.value).toBe('Deliveries at the back door');
  });
});
