import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../platform/db/client.ts';
import { apiKeys, permissions, users } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const KEY_FIELDS = 'id name createdBy owner createdAt lastUsedAt expiresAt revokedAt';
const CREATE = `mutation ($venueId: ID!, $scopes: [String!]!, $expiresAt: String) {
  createApiKey(name: "Till", venueId: $venueId, scopes: $scopes, expiresAt: $expiresAt) { key apiKey { ${KEY_FIELDS} } } }`;
const LIST = `{ apiKeys { ${KEY_FIELDS} } }`;
const REVOKE = 'mutation ($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }';
const ROTATE = `mutation ($id: ID!, $overlapHours: Int) { rotateApiKey(id: $id, overlapHours: $overlapHours) { key apiKey { ${KEY_FIELDS} } } }`;
const REMOVE =
  'mutation ($userId: ID!, $apiKeys: RemovedUserKeys) { removeUser(userId: $userId, apiKeys: $apiKeys) }';
const MENU = '{ categories { id } }';

type Result = { data?: unknown; errors?: { extensions?: { code?: string } }[] };
const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code ?? 'ok';
interface KeyJson {
  id: string;
  name: string;
  createdBy: string | null;
  owner: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}
interface Created {
  createApiKey: { key: string; apiKey: KeyJson };
}

/** Issue 42 item 1: API keys under their own scope, with maker, owner, expiry and rotation. */
describe.each(testDatabaseKinds())('API keys have their own permission on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let fixture: Awaited<ReturnType<typeof createCompany>>;
  let owner: string;

  /** A second user of the company with these scopes; answers the id and a token. */
  async function colleague(email: string, scopes: string[]) {
    const [user] = await database.db
      .insert(users)
      .values({
        email,
        name: `Colleague ${email}`,
        passwordHash: await hashPassword(FIXTURE_PASSWORD),
        companyId: fixture.company.id,
        activatedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('user');
    await database.db.insert(permissions).values({ userId: user.id, scopes, venueIds: [] });
    return { id: user.id, token: await client.login(email, FIXTURE_PASSWORD) };
  }

  const create = async (token: string, scopes = ['READ_CATALOGUE'], expiresAt?: string) =>
    client.request<Created>(CREATE, { venueId: fixture.venue.id, scopes, expiresAt }, { token });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    fixture = await createCompany(database.db, { name: 'Keys', email: 'owner@keys.test' });
    owner = await client.login('owner@keys.test', FIXTURE_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('refuses listing, creating, rotating and revoking keys to a user without API_KEYS', async () => {
    const made = await create(owner);
    const id = made.data?.createApiKey.apiKey.id ?? '';
    const menus = await colleague('menus@keys.test', ['MENUS', 'POS_CUSTOMIZATION', 'ORDERS']);
    expect(codeOf(await client.request(LIST, {}, { token: menus.token }))).toBe('FORBIDDEN');
    expect(codeOf(await create(menus.token))).toBe('FORBIDDEN');
    expect(codeOf(await client.request(REVOKE, { id }, { token: menus.token }))).toBe('FORBIDDEN');
    expect(codeOf(await client.request(ROTATE, { id }, { token: menus.token }))).toBe('FORBIDDEN');
    // The till still works: nothing was revoked.
    expect(codeOf(await client.request(MENU, {}, { token: made.data?.createApiKey.key }))).toBe('ok');

    const keeper = await colleague('keys@keys.test', ['API_KEYS', 'POS_CUSTOMIZATION']);
    expect(codeOf(await client.request(LIST, {}, { token: keeper.token }))).toBe('ok');
    expect(codeOf(await create(keeper.token))).toBe('ok');
    // No more than the maker holds: API_KEYS alone does not give ORDERS to a key.
    expect(codeOf(await create(keeper.token, ['WRITE_ORDERS']))).toBe('FORBIDDEN');
  });

  it('makeTestSale needs ORDERS', async () => {
    const library = await colleague('library@keys.test', ['POS_CUSTOMIZATION', 'MENUS']);
    expect(codeOf(await client.request('mutation { makeTestSale }', {}, { token: library.token }))).toBe(
      'FORBIDDEN',
    );
  });

  it('shows the maker, the owner, the last use and the expiry; an expired key is refused', async () => {
    const soon = new Date(Date.now() + 3600_000).toISOString();
    const made = await create(owner, ['READ_CATALOGUE'], soon);
    const key = made.data?.createApiKey.apiKey;
    expect(key?.createdBy).toBe('Keys Owner');
    expect(key?.owner).toBe('Keys Owner');
    expect(key?.expiresAt).toBe(soon);
    const secret = made.data?.createApiKey.key ?? '';
    expect(codeOf(await client.request(MENU, {}, { token: secret }))).toBe('ok');
    const listed = await client.request<{ apiKeys: (KeyJson & { lastUsedAt: string | null })[] }>(
      LIST,
      {},
      { token: owner },
    );
    expect(listed.data?.apiKeys.find((row) => row.id === key?.id)?.lastUsedAt).not.toBeNull();
    // Past its expiry the key is refused like a revoked one.
    await database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key?.id ?? ''));
    expect(codeOf(await client.request(MENU, {}, { token: secret }))).toBe('UNAUTHENTICATED');
    // An expiry in the past is refused at creation.
    expect(codeOf(await create(owner, ['READ_CATALOGUE'], new Date(Date.now() - 60_000).toISOString()))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('rotation gives a new key and keeps the old one for the overlap, then refuses it', async () => {
    const made = await create(owner);
    const old = made.data?.createApiKey.key ?? '';
    const rotated = await client.request<{ rotateApiKey: { key: string; apiKey: KeyJson } }>(
      ROTATE,
      { id: made.data?.createApiKey.apiKey.id, overlapHours: 2 },
      { token: owner },
    );
    const fresh = rotated.data?.rotateApiKey.key ?? '';
    expect(fresh).not.toBe(old);
    expect(rotated.data?.rotateApiKey.apiKey.name).toBe('Till');
    // Both work during the overlap.
    expect(codeOf(await client.request(MENU, {}, { token: old }))).toBe('ok');
    expect(codeOf(await client.request(MENU, {}, { token: fresh }))).toBe('ok');
    const [row] = await database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, made.data?.createApiKey.apiKey.id ?? ''));
    const hours = ((row?.expiresAt?.getTime() ?? 0) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    // With no overlap the old key stops at once.
    const again = await client.request<{ rotateApiKey: { key: string } }>(
      ROTATE,
      { id: rotated.data?.rotateApiKey.apiKey.id, overlapHours: 0 },
      { token: owner },
    );
    expect(codeOf(await client.request(MENU, {}, { token: fresh }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await client.request(MENU, {}, { token: again.data?.rotateApiKey.key }))).toBe('ok');
  });

  it('removing a user revokes their keys, or keeps them with the remover as owner', async () => {
    const leaving = await colleague('leaving@keys.test', ['API_KEYS', 'POS_CUSTOMIZATION', 'ACCOUNTS']);
    const revokedKey = (await create(leaving.token)).data?.createApiKey.key ?? '';
    expect(codeOf(await client.request(MENU, {}, { token: revokedKey }))).toBe('ok');
    expect(
      codeOf(await client.request(REMOVE, { userId: leaving.id, apiKeys: 'REVOKE' }, { token: owner })),
    ).toBe('ok');
    expect(codeOf(await client.request(MENU, {}, { token: revokedKey }))).toBe('UNAUTHENTICATED');

    const staying = await colleague('staying@keys.test', ['API_KEYS', 'POS_CUSTOMIZATION']);
    const kept = (await create(staying.token)).data?.createApiKey;
    expect(
      codeOf(await client.request(REMOVE, { userId: staying.id, apiKeys: 'KEEP' }, { token: owner })),
    ).toBe('ok');
    expect(codeOf(await client.request(MENU, {}, { token: kept?.key }))).toBe('ok');
    const listed = await client.request<{ apiKeys: KeyJson[] }>(LIST, {}, { token: owner });
    const row = listed.data?.apiKeys.find((candidate) => candidate.id === kept?.apiKey.id);
    expect(row?.createdBy).toBe('Colleague staying@keys.test');
    expect(row?.owner).toBe('Keys Owner');
  });

  it('revokes a removed user’s keys when nothing is said', async () => {
    const leaving = await colleague('silent@keys.test', ['API_KEYS', 'POS_CUSTOMIZATION']);
    const key = (await create(leaving.token)).data?.createApiKey.key ?? '';
    expect(codeOf(await client.request(REMOVE, { userId: leaving.id }, { token: owner }))).toBe('ok');
    expect(codeOf(await client.request(MENU, {}, { token: key }))).toBe('UNAUTHENTICATED');
  });
});
