import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_TTL_HOURS } from '../../src/domain/accounts.ts';
import type { Database } from '../platform/db/client.ts';
import { authTokens, users, venues } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const USER = 'id email name role scopes venueIds pending';
const LIST = `{ backOfficeUsers { ${USER} } }`;
const INVITE = `mutation ($email: String!, $scopes: [String!]!, $venueIds: [ID!]!, $language: String!) {
  inviteUser(email: $email, name: "Invitee", language: $language, role: "REGULAR", scopes: $scopes, venueIds: $venueIds) { ${USER} } }`;
const PERMISSIONS = `mutation ($userId: ID!, $scopes: [String!]!, $venueIds: [ID!]!) {
  updateUserPermissions(userId: $userId, role: "CONTENT_ADMIN", scopes: $scopes, venueIds: $venueIds) { ${USER} } }`;
const REMOVE = 'mutation ($userId: ID!) { removeUser(userId: $userId) }';
const RESEND = 'mutation ($userId: ID!) { resendInvitation(userId: $userId) }';
const REVOKE = 'mutation ($userId: ID!) { revokeInvitation(userId: $userId) }';
const RESET = `mutation ($token: String!) { resetPassword(token: $token, password: "Invited!2026") { success } }`;

type Result = {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string; fieldErrors?: { field: string; code: string }[] } }[];
};
const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code ?? 'ok';
const fieldCodes = (result: Result) =>
  Object.fromEntries((result.errors?.[0]?.extensions?.fieldErrors ?? []).map((e) => [e.field, e.code]));
interface UserJson {
  id: string;
  email: string;
  pending: boolean;
  scopes: string[];
  venueIds: string[];
}

describe.each(testDatabaseKinds())('back-office accounts on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;
  const tokenOfMail = (to: string) => {
    const mail = client.mails.filter((m) => m.to === to).at(-1);
    return /token=([^\s"&<]+)/.exec(mail?.text ?? '')?.[1];
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Alfa', email: 'owner@accounts.test' });
    b = await createCompany(database.db, { name: 'Beta', email: 'beta@accounts.test' });
    tokenA = await client.login('owner@accounts.test', FIXTURE_PASSWORD);
    tokenB = await client.login('beta@accounts.test', FIXTURE_PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('invites by e-mail in the invitee’s language; the link works once', async () => {
    const made = await client.request<{ inviteUser: UserJson }>(
      INVITE,
      { email: 'New@Accounts.test', scopes: ['ORDERS'], venueIds: [a.venue.id], language: 'sv' },
      { token: tokenA },
    );
    expect(codeOf(made)).toBe('ok');
    expect(made.data?.inviteUser).toMatchObject({
      email: 'new@accounts.test',
      pending: true,
      scopes: ['ORDERS'],
    });
    const mail = client.mails.filter((m) => m.to === 'new@accounts.test').at(-1);
    expect(mail?.subject).toContain('inbjuden');
    // Resend: the first link stops working, the new one works once.
    const first = tokenOfMail('new@accounts.test');
    expect(
      codeOf(await client.request(RESEND, { userId: made.data?.inviteUser.id }, { token: tokenA })),
    ).toBe('ok');
    const second = tokenOfMail('new@accounts.test');
    expect(second).not.toBe(first);
    const stale = await client.request<{ resetPassword: { success: boolean } }>(RESET, {
      token: decodeURIComponent(first ?? ''),
    });
    expect(stale.data?.resetPassword.success).toBe(false);
    const accepted = await client.request<{ resetPassword: { success: boolean } }>(RESET, {
      token: decodeURIComponent(second ?? ''),
    });
    expect(accepted.data?.resetPassword.success).toBe(true);
    const again = await client.request<{ resetPassword: { success: boolean } }>(RESET, {
      token: decodeURIComponent(second ?? ''),
    });
    expect(again.data?.resetPassword.success).toBe(false);
    const invitee = await client.login('new@accounts.test', 'Invited!2026');
    expect(invitee).toBeTruthy();
    // Accepted: no longer pending, cannot be revoked.
    expect(
      fieldCodes(await client.request(REVOKE, { userId: made.data?.inviteUser.id }, { token: tokenA })),
    ).toEqual({ id: 'notPending' });
  });

  it('refuses addresses already in the company, unknown scopes and foreign venues; nothing saved', async () => {
    const base = { scopes: [], venueIds: [], language: 'en' };
    expect(
      fieldCodes(await client.request(INVITE, { ...base, email: 'owner@accounts.test' }, { token: tokenA })),
    ).toEqual({
      email: 'alreadyInCompany',
    });
    expect(
      fieldCodes(
        await client.request(
          INVITE,
          { ...base, email: 'x@accounts.test', scopes: ['ROOT'] },
          { token: tokenA },
        ),
      ),
    ).toEqual({
      'scopes.0': 'unknownScope',
    });
    expect(
      fieldCodes(
        await client.request(
          INVITE,
          { ...base, email: 'y@accounts.test', venueIds: [b.venue.id] },
          { token: tokenA },
        ),
      ),
    ).toEqual({ 'venueIds.0': 'unknownVenue' });
    const list = await client.request<{ backOfficeUsers: UserJson[] }>(LIST, {}, { token: tokenA });
    expect(list.data?.backOfficeUsers.map((u) => u.email)).not.toContain('y@accounts.test');
    expect(list.data?.backOfficeUsers.map((u) => u.email)).not.toContain('x@accounts.test');
  });

  it('keeps the last full-access account', async () => {
    const list = await client.request<{ backOfficeUsers: UserJson[] }>(LIST, {}, { token: tokenA });
    const owner = list.data?.backOfficeUsers.find((u) => u.email === 'owner@accounts.test');
    expect(fieldCodes(await client.request(REMOVE, { userId: owner?.id }, { token: tokenA }))).toEqual({
      id: 'lastOwner',
    });
    expect(
      fieldCodes(
        await client.request(
          PERMISSIONS,
          { userId: owner?.id, scopes: ['ORDERS'], venueIds: [] },
          { token: tokenA },
        ),
      ),
    ).toEqual({ id: 'lastOwner' });
    // With a second full-access account, the restriction is allowed.
    const [second] = await database.db
      .insert(venues)
      .values({ companyId: a.company.id, name: 'Alfa 2' })
      .returning();
    expect(second).toBeTruthy();
    const invitee = list.data?.backOfficeUsers.find((u) => u.email === 'new@accounts.test');
    expect(
      codeOf(
        await client.request(
          PERMISSIONS,
          { userId: invitee?.id, scopes: [], venueIds: [] },
          { token: tokenA },
        ),
      ),
    ).toBe('ok');
    const narrowed = await client.request<{ updateUserPermissions: UserJson }>(
      PERMISSIONS,
      { userId: owner?.id, scopes: [], venueIds: [a.venue.id] },
      { token: tokenA },
    );
    expect(narrowed.data?.updateUserPermissions.venueIds).toEqual([a.venue.id]);
  });

  it('refuses an invitation link past its lifetime; the invitee stays pending and a resend works', async () => {
    const made = await client.request<{ inviteUser: UserJson }>(
      INVITE,
      { email: 'late@accounts.test', scopes: ['ORDERS'], venueIds: [a.venue.id], language: 'en' },
      { token: tokenA },
    );
    const id = made.data?.inviteUser.id ?? '';
    const [link] = await database.db.select().from(authTokens).where(eq(authTokens.userId, id));
    // The link lives INVITATION_TTL_HOURS (a minute of slack for a slow machine).
    const ttl = (link?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(INVITATION_TTL_HOURS * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(INVITATION_TTL_HOURS * 3600_000);
    // Time passes: the link is one second past its lifetime.
    await database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, id));
    const expired = await client.request<{ resetPassword: { success: boolean } }>(RESET, {
      token: decodeURIComponent(tokenOfMail('late@accounts.test') ?? ''),
    });
    expect(expired.data?.resetPassword.success).toBe(false);
    const list = await client.request<{ backOfficeUsers: UserJson[] }>(LIST, {}, { token: tokenA });
    expect(list.data?.backOfficeUsers.find((u) => u.id === id)?.pending).toBe(true);
    expect(codeOf(await client.request(RESEND, { userId: id }, { token: tokenA }))).toBe('ok');
    const renewed = await client.request<{ resetPassword: { success: boolean } }>(RESET, {
      token: decodeURIComponent(tokenOfMail('late@accounts.test') ?? ''),
    });
    expect(renewed.data?.resetPassword.success).toBe(true);
  });

  it('answers another company’s users as missing', async () => {
    const list = await client.request<{ backOfficeUsers: UserJson[] }>(LIST, {}, { token: tokenA });
    const id = list.data?.backOfficeUsers[0]?.id;
    expect(codeOf(await client.request(REMOVE, { userId: id }, { token: tokenB }))).toBe('NOT_FOUND');
    expect(
      codeOf(await client.request(PERMISSIONS, { userId: id, scopes: [], venueIds: [] }, { token: tokenB })),
    ).toBe('NOT_FOUND');
    const seen = await client.request<{ backOfficeUsers: UserJson[] }>(LIST, {}, { token: tokenB });
    expect(seen.data?.backOfficeUsers.map((u) => u.email)).toEqual(['beta@accounts.test']);
  });

  it('pages the users by name, searches name and e-mail on the server, and refuses a foreign cursor', async () => {
    // Rows straight in (an invitation names everyone "Invitee"): three names, one company.
    await database.db.insert(users).values(
      [
        ['carl@paging.test', 'Paging Carl'],
        ['anna@paging.test', 'Paging Anna'],
        ['bert@paging.test', 'Paging Bert'],
      ].map(([email = '', name = '']) => ({ email, name, passwordHash: 'x', companyId: a.company.id })),
    );
    const PAGE = `query ($first: Int, $after: String, $search: String, $desc: Boolean) {
      backOfficeUsersPage(first: $first, after: $after, search: $search, desc: $desc) {
        count results { email name } pageInfo { endCursor hasNextPage } } }`;
    type Page = {
      backOfficeUsersPage: {
        count: number;
        results: { email: string; name: string }[];
        pageInfo: { endCursor: string | null; hasNextPage: boolean };
      };
    };
    const first = await client.request<Page>(PAGE, { search: 'PAGING.test', first: 2 }, { token: tokenA });
    expect(first.data?.backOfficeUsersPage.count).toBe(3);
    expect(first.data?.backOfficeUsersPage.results.map((u) => u.email)).toEqual([
      'anna@paging.test',
      'bert@paging.test',
    ]);
    expect(first.data?.backOfficeUsersPage.pageInfo.hasNextPage).toBe(true);
    const cursor = first.data?.backOfficeUsersPage.pageInfo.endCursor;
    const next = await client.request<Page>(
      PAGE,
      { search: 'PAGING.test', first: 2, after: cursor },
      { token: tokenA },
    );
    expect(next.data?.backOfficeUsersPage.results.map((u) => u.email)).toEqual(['carl@paging.test']);
    expect(next.data?.backOfficeUsersPage.pageInfo).toEqual({ endCursor: null, hasNextPage: false });
    // By name: the whole list in pages is the old field's list, in order.
    const whole = await client.request<{ backOfficeUsers: UserJson[] }>(LIST, {}, { token: tokenA });
    const walked: string[] = [];
    let after: string | null | undefined = null;
    do {
      const page: Awaited<ReturnType<typeof client.request<Page>>> = await client.request<Page>(
        PAGE,
        { first: 2, after },
        { token: tokenA },
      );
      walked.push(...(page.data?.backOfficeUsersPage.results.map((u) => u.email) ?? []));
      after = page.data?.backOfficeUsersPage.pageInfo.endCursor;
    } while (after);
    expect(walked).toEqual(whole.data?.backOfficeUsers.map((u) => u.email));
    const backwards = await client.request<Page>(PAGE, { first: 500, desc: true }, { token: tokenA });
    expect(backwards.data?.backOfficeUsersPage.results.map((u) => u.email)).toEqual([...walked].reverse());
    // The name is searched too; `%` is plain text.
    const byName = await client.request<Page>(PAGE, { search: 'paging b' }, { token: tokenA });
    expect(byName.data?.backOfficeUsersPage.results.map((u) => u.email)).toEqual(['bert@paging.test']);
    const percent = await client.request<Page>(PAGE, { search: '%' }, { token: tokenA });
    expect(percent.data?.backOfficeUsersPage.count).toBe(0);
    // A cursor of another search, another company, or none at all is bad input, saying no more.
    const refused = [
      await client.request(PAGE, { search: 'anna', first: 2, after: cursor }, { token: tokenA }),
      await client.request(PAGE, { search: 'PAGING.test', first: 2, after: cursor }, { token: tokenB }),
      await client.request(PAGE, { first: 2, after: 'not-a-cursor' }, { token: tokenA }),
      await client.request(PAGE, { first: 0 }, { token: tokenA }),
      await client.request(PAGE, { first: 501 }, { token: tokenA }),
    ];
    expect(refused.map(codeOf)).toEqual(Array(5).fill('BAD_USER_INPUT'));
    // Another company sees only its own users.
    const ofB = await client.request<Page>(PAGE, {}, { token: tokenB });
    expect(ofB.data?.backOfficeUsersPage.results.map((u) => u.email)).toEqual(['beta@accounts.test']);
  });
});
