import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../demo/seed.ts';
import { ORG_ADMIN_LOGIN } from '../demo/seed-organization.ts';
import type { Database } from '../platform/db/client.ts';
import {
  authTokens,
  companies,
  companyApplications,
  rateLimits,
  retiredRefreshTokens,
  users,
} from '../platform/db/schema/index.ts';
import { THROTTLE } from '../platform/limits.ts';
import { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { REFRESH_REUSE_GRACE_MS } from './sessions.ts';
import { loginDelaySeconds } from './throttle.ts';

const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { success error errorCode fieldErrors { field code message } }
}`;
const ACTIVATE =
  'mutation Activate($token: String!) { activate(token: $token) { success error errorCode token refreshToken } }';
const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password, backoffice: true) { success error errorCode token refreshToken retryAfterSeconds }
}`;
const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) { success error } }';
const RESET = `mutation ($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) { success error errorCode fieldErrors { field code message } }
}`;
const ME = '{ authorizeUser }';

type Result = { success: boolean; error: string | null; errorCode: string | null };
type LoginData = Result & {
  token: string | null;
  refreshToken: string | null;
  retryAfterSeconds: number | null;
};

const signUp = (email: string, overrides: Record<string, unknown> = {}) => ({
  input: {
    storeType: 'SINGLE',
    country: 'NO',
    name: 'Kari Nordmann',
    phone: '412 34 567',
    email,
    password: 'Fjellet!2026',
    language: 'no',
    ...overrides,
  },
});

function tokenFromLink(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop() ?? '';
}

describe.each(testDatabaseKinds())('sign-up and account API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;

  beforeAll(async () => {
    ({ database } = await openDemoDatabase(kind));
    client = testApi(database.db);
  });
  afterAll(() => database.close());

  it('signs up a company in its country with a trial, mails the link in the user language, and refuses login until activated', async () => {
    const email = 'kari@fjell.no';
    const result = await client.request<{ register: Result }>(REGISTER, signUp(' Kari@Fjell.NO '));
    expect(result.data?.register).toMatchObject({ success: true, error: null });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const [company] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId ?? ''));
    expect(user).toMatchObject({ language: 'no', phone: '+4741234567', activatedAt: null });
    expect(company).toMatchObject({
      country: 'NO',
      currency: 'NOK',
      timezone: 'Europe/Oslo',
      storeType: 'SINGLE',
    });
    const trialDays = ((company?.trialEndsAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(29.9);
    const mail = client.mails.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.subject).not.toBe('Verify your email address for Ordna'); // Norwegian, not English
    expect(mail?.html).toContain(mail?.link);
    expect(mail?.link).toMatch(/^http:\/\/ordna\.test\/activate\//);

    const refused = await client.request<{ login: LoginData }>(LOGIN, {
      username: email,
      password: 'Fjellet!2026',
    });
    expect(refused.data?.login).toMatchObject({ success: false, errorCode: 'NOT_ACTIVATED', token: null });

    const token = tokenFromLink(mail?.link ?? '');
    const activated = await client.request<{ activate: LoginData }>(ACTIVATE, { token });
    expect(activated.data?.activate.success).toBe(true);
    const me = await client.request<{ authorizeUser: string }>(
      ME,
      {},
      { token: activated.data?.activate.token },
    );
    expect(me.data?.authorizeUser).toBe(user?.id);

    const again = await client.request<{ activate: LoginData }>(ACTIVATE, { token });
    expect(again.data?.activate).toMatchObject({ success: false, errorCode: 'LINK_INVALID', token: null });
    const login = await client.request<{ login: LoginData }>(LOGIN, {
      username: email,
      password: 'Fjellet!2026',
    });
    expect(login.data?.login.success).toBe(true);
  });

  it('names the company after the business name given at sign-up, and after the owner without one', async () => {
    await client.request(REGISTER, signUp('bua@fjell.no', { businessName: '  Fjellbua  ' }));
    const nameOf = async (email: string) => {
      const [row] = await database.db
        .select({ name: companies.name })
        .from(companies)
        .innerJoin(users, eq(users.companyId, companies.id))
        .where(eq(users.email, email));
      return row?.name;
    };
    expect(await nameOf('bua@fjell.no')).toBe('Fjellbua');
    expect(await nameOf('kari@fjell.no')).toBe('Kari Nordmann');
  });

  it('refuses expired activation links', async () => {
    await client.request(REGISTER, signUp('late@fjell.no'));
    const token = tokenFromLink(client.mails.at(-1)?.link ?? '');
    await database.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const result = await client.request<{ activate: LoginData }>(ACTIVATE, { token });
    expect(result.data?.activate.errorCode).toBe('LINK_INVALID');
  });

  it('names every bad field in the user language and writes nothing', async () => {
    const before = await database.db.select().from(users);
    const result = await client.request<{
      register: Result & { fieldErrors: { field: string; code: string }[] };
    }>(REGISTER, signUp('not-an-email', { password: '1234567', phone: '12', name: '  ' }), {
      language: 'sv',
    });
    expect(result.data?.register.success).toBe(false);
    expect(result.data?.register.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['name', 'required'],
      ['email', 'invalidEmail'],
      ['password', 'passwordTooShort'],
      ['phone', 'invalidPhone'],
    ]);
    expect(await database.db.select().from(users)).toHaveLength(before.length);
  });

  it('rejects an unknown country or store type at the schema', async () => {
    const result = await client.request(REGISTER, signUp('x@fjell.no', { country: 'FR' }));
    expect(result.errors?.[0]?.message).toMatch(/CountryCode/);
  });

  it('gives a second registration with the same email a clear error without details', async () => {
    const result = await client.request<{ register: Result }>(REGISTER, signUp(DEMO_LOGIN.email));
    expect(result.data?.register).toMatchObject({ success: false, errorCode: 'EMAIL_TAKEN' });
    expect(result.data?.register.error).not.toMatch(/Demo Bistro|Astrid/);
  });

  it('resets a password with a single-use link and ends other sessions', async () => {
    const session = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const unknown = await client.request<{ requestPasswordReset: Result }>(REQUEST_RESET, {
      email: 'ghost@nowhere.se',
    });
    const known = await client.request<{ requestPasswordReset: Result }>(REQUEST_RESET, {
      email: DEMO_LOGIN.email,
    });
    expect(unknown.data).toEqual(known.data);
    const mail = client.mails.at(-1);
    expect(mail?.to).toBe(DEMO_LOGIN.email);
    const token = tokenFromLink(mail?.link ?? '');

    const weak = await client.request<{ resetPassword: Result & { fieldErrors: { code: string }[] } }>(
      RESET,
      {
        token,
        password: 'short',
      },
    );
    expect(weak.data?.resetPassword.fieldErrors.map((e) => e.code)).toEqual(['passwordTooShort']);

    const done = await client.request<{ resetPassword: Result }>(RESET, { token, password: 'Nytt!2027' });
    expect(done.data?.resetPassword.success).toBe(true);
    const reused = await client.request<{ resetPassword: Result }>(RESET, { token, password: 'Nytt!2028' });
    expect(reused.data?.resetPassword.errorCode).toBe('LINK_INVALID');
    const old = await client.request(ME, {}, { token: session });
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await client.login(DEMO_LOGIN.email, 'Nytt!2027')).toBeTruthy();
    // Put the demo password back for the other tests.
    await client.request(REQUEST_RESET, { email: DEMO_LOGIN.email });
    await client.request(RESET, {
      token: tokenFromLink(client.mails.at(-1)?.link ?? ''),
      password: DEMO_LOGIN.password,
    });
  });

  it('refreshes tokens with rotation, a replayed refresh token ends its session, and logout ends the session', async () => {
    const login = await client.request<{ login: LoginData }>(LOGIN, DEMO_CREDENTIALS);
    const first = login.data?.login;
    const refreshed = await client.request<{ refreshToken: LoginData }>(
      'mutation ($r: String!) { refreshToken(refreshToken: $r) { success token refreshToken } }',
      { r: first?.refreshToken },
    );
    expect(refreshed.data?.refreshToken.success).toBe(true);
    const replay = await client.request<{ refreshToken: LoginData }>(
      'mutation ($r: String!) { refreshToken(refreshToken: $r) { success } }',
      { r: first?.refreshToken },
    );
    // Within the grace window (two tabs refreshing at once) the loser is only refused.
    expect(replay.data?.refreshToken.success).toBe(false);
    const stolen = refreshed.data?.refreshToken;
    expect((await client.request(ME, {}, { token: stolen?.token })).data).toBeTruthy();
    await database.db
      .update(retiredRefreshTokens)
      .set({ retiredAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) });
    const later = await client.request<{ refreshToken: LoginData }>(
      'mutation ($r: String!) { refreshToken(refreshToken: $r) { success } }',
      { r: first?.refreshToken },
    );
    expect(later.data?.refreshToken.success).toBe(false);
    // The later replay (a copy of a retired token) ended the whole session: the tokens the rightful
    // holder got next stop working too (issue 42 item 6).
    expect((await client.request(ME, {}, { token: stolen?.token })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const after = await client.request<{ refreshToken: LoginData }>(
      'mutation ($r: String!) { refreshToken(refreshToken: $r) { success } }',
      { r: stolen?.refreshToken },
    );
    expect(after.data?.refreshToken.success).toBe(false);
    // Another session of the same user is not touched; its logout ends it.
    const second = (await client.request<{ login: LoginData }>(LOGIN, DEMO_CREDENTIALS)).data?.login;
    const rotated = await client.request<{ refreshToken: LoginData }>(
      'mutation ($r: String!) { refreshToken(refreshToken: $r) { success token refreshToken } }',
      { r: second?.refreshToken },
    );
    expect(rotated.data?.refreshToken.success).toBe(true);
    const token = rotated.data?.refreshToken.token;
    expect((await client.request(ME, {}, { token })).data).toBeTruthy();
    expect(
      (await client.request<{ logout: boolean }>('mutation { logout }', {}, { token })).data?.logout,
    ).toBe(true);
    expect((await client.request(ME, {}, { token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await client.request(ME, {}, { token: second?.token })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('slows one address guessing one account with growing delays, and never locks the owner out elsewhere', async () => {
    const attacker = { address: '10.9.8.7' };
    for (let i = 0; i < THROTTLE.freeFailures - 1; i++) {
      await client.request(LOGIN, { username: DEMO_LOGIN.email, password: `wrong-${i}` }, attacker);
    }
    // Still judged until the free failures are used up.
    await client.request(LOGIN, { username: DEMO_LOGIN.email, password: 'wrong-last' }, attacker);
    const limited = await client.request<{ login: LoginData }>(LOGIN, DEMO_CREDENTIALS, {
      ...attacker,
      language: 'sv',
    });
    expect(limited.data?.login).toMatchObject({ success: false, errorCode: 'RATE_LIMITED', token: null });
    expect(limited.data?.login.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.data?.login.retryAfterSeconds).toBeLessThanOrEqual(THROTTLE.firstDelaySeconds);
    expect(limited.data?.login.error).toMatch(/\d/);
    // The owner, from another address, gets in at once (before issue 42: locked out everywhere).
    expect((await client.request<{ login: LoginData }>(LOGIN, DEMO_CREDENTIALS)).data?.login.success).toBe(
      true,
    );
    // And the guesser stays slowed: the owner's success clears only the owner's own address.
    const still = await client.request<{ login: LoginData }>(LOGIN, DEMO_CREDENTIALS, attacker);
    expect(still.data?.login.errorCode).toBe('RATE_LIMITED');
    // Once the wait is over (its row in the shared store expires), one more failure waits twice as long.
    await database.db.delete(rateLimits).where(like(rateLimits.key, 'loginDelay:%'));
    await client.request(LOGIN, { username: DEMO_LOGIN.email, password: 'wrong-again' }, attacker);
    const longer = (await client.request<{ login: LoginData }>(LOGIN, DEMO_CREDENTIALS, attacker)).data
      ?.login;
    expect(longer?.errorCode).toBe('RATE_LIMITED');
    expect(longer?.retryAfterSeconds).toBeGreaterThan(THROTTLE.firstDelaySeconds);
    expect(longer?.retryAfterSeconds).toBeLessThanOrEqual(2 * THROTTLE.firstDelaySeconds);
    // A success from the guessed address, once allowed, clears its failures there.
    await database.db.delete(rateLimits).where(like(rateLimits.key, 'loginDelay:%'));
    expect(
      (await client.request<{ login: LoginData }>(LOGIN, DEMO_CREDENTIALS, attacker)).data?.login.success,
    ).toBe(true);
    await client.request(LOGIN, { username: DEMO_LOGIN.email, password: 'wrong-after' }, attacker);
    expect(
      (await client.request<{ login: LoginData }>(LOGIN, DEMO_CREDENTIALS, attacker)).data?.login.success,
    ).toBe(true);
    // The delays grow with each failure, up to the window.
    expect([5, 6, 7, 10, 30].map(loginDelaySeconds)).toEqual([30, 60, 120, 900, 900]);
    expect(loginDelaySeconds(THROTTLE.freeFailures - 1)).toBe(0);
    await database.db.execute('DELETE FROM rate_limits');
  });

  it('throttles one address after 50 failures across accounts', async () => {
    const address = { address: '10.1.1.1' };
    for (let i = 0; i < 50; i++) {
      await client.request(LOGIN, { username: `user${i}@spray.test`, password: 'x' }, address);
    }
    const limited = await client.request<{ login: LoginData }>(LOGIN, DEMO_CREDENTIALS, address);
    expect(limited.data?.login.errorCode).toBe('RATE_LIMITED');
    const elsewhere = await client.request<{ login: LoginData }>(LOGIN, DEMO_CREDENTIALS, {
      address: '10.2.2.2',
    });
    expect(elsewhere.data?.login.success).toBe(true);
    await database.db.execute('DELETE FROM rate_limits');
  }, 120_000); // 50 password checks (argon2): slow on a busy machine

  it('stores an advanced company application and shows its status', async () => {
    const input = {
      companyName: 'Fjord Mat AS',
      orgNumber: '923 456 789',
      phone: '412 34 567',
      email: 'post@fjordmat.no',
      country: 'NO',
      bankInfo: 'NO93 8601 1117 947',
      companyForm: 'Business',
      referralId: 'PARTNER-7',
      businessDocumentUrl: 'https://example.no/attest.pdf',
      address: { street: 'Bryggen 1', zip: '5003', city: 'Bergen' },
      owner: {
        fullName: 'Ola Nordmann',
        personalNumber: '01017012345',
        identityImageUrl: '',
        address: { street: 'Bryggen 2', zip: '5003', city: 'Bergen' },
      },
    };
    const bad = await client.request<{ createCompany: Result & { fieldErrors: { field: string }[] } }>(
      'mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { success fieldErrors { field } } }',
      { input: { ...input, orgNumber: '12' } },
    );
    expect(bad.data?.createCompany.fieldErrors.map((e) => e.field)).toEqual(['orgNumber']);
    const good = await client.request<{ createCompany: Result & { accountId: string } }>(
      'mutation ($input: CreateCompanyInput!) { createCompany(input: $input, language: "no") { success accountId } }',
      { input },
    );
    expect(good.data?.createCompany.success).toBe(true);
    const id = good.data?.createCompany.accountId;
    const [row] = await database.db
      .select()
      .from(companyApplications)
      .where(eq(companyApplications.id, id ?? ''));
    expect(row?.details).toMatchObject({ referralId: 'PARTNER-7', owner: { fullName: 'Ola Nordmann' } });
    const status = await client.request<{
      companyApplication: { companyName: string; status: string } | null;
    }>('query ($id: ID!) { companyApplication(id: $id) { companyName status } }', { id });
    expect(status.data?.companyApplication).toEqual({ companyName: 'Fjord Mat AS', status: 'SUBMITTED' });
    const missing = await client.request<{ companyApplication: null }>(
      'query ($id: ID!) { companyApplication(id: $id) { id } }',
      {
        id: 'not-a-uuid',
      },
    );
    expect(missing.data?.companyApplication).toBeNull();
  });

  it('lets an organization admin act as a user of its companies and nobody else', async () => {
    const admin = await client.login(ORG_ADMIN_LOGIN.email, ORG_ADMIN_LOGIN.password);
    const org = await client.request<{
      organization: {
        name: string;
        companies: { name: string; users: { id: string; username: string }[] }[];
      };
    }>('{ organization { name companies { name users { id username } } } }', {}, { token: admin });
    expect(org.data?.organization.name).toBe('Demo Group');
    expect(org.data?.organization.companies.map((c) => c.name)).toEqual(['Demo Bistro', 'Demo Kafé']);
    const barista = org.data?.organization.companies[1]?.users.find((u) => u.username === 'barista@ordna.se');
    const switched = await client.request<{ switchUser: LoginData }>(
      'mutation ($id: ID!) { switchUser(userId: $id) { success token } }',
      { id: barista?.id },
      { token: admin },
    );
    expect(switched.data?.switchUser.success).toBe(true);
    const me = await client.request<{ authorizeUser: string }>(
      ME,
      {},
      { token: switched.data?.switchUser.token },
    );
    expect(me.data?.authorizeUser).toBe(barista?.id);

    // Not from an acted-as session, not by a plain owner, not for a foreign or random id.
    const chained = await client.request<{ switchUser: LoginData }>(
      'mutation ($id: ID!) { switchUser(userId: $id) { success errorCode } }',
      { id: barista?.id },
      { token: switched.data?.switchUser.token },
    );
    expect(chained.data?.switchUser.errorCode).toBe('NOT_FOUND');
    const owner = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    expect(
      (await client.request<{ organization: null }>('{ organization { id } }', {}, { token: owner })).data
        ?.organization,
    ).toBeNull();
    const byOwner = await client.request<{ switchUser: LoginData }>(
      'mutation ($id: ID!) { switchUser(userId: $id) { success errorCode } }',
      { id: barista?.id },
      { token: owner },
    );
    const [outsider] = await database.db.select().from(users).where(eq(users.email, 'kari@fjell.no'));
    const foreign = await client.request<{ switchUser: LoginData }>(
      'mutation ($id: ID!) { switchUser(userId: $id) { success errorCode } }',
      { id: outsider?.id },
      { token: admin },
    );
    const random = await client.request<{ switchUser: LoginData }>(
      'mutation ($id: ID!) { switchUser(userId: $id) { success errorCode } }',
      { id: crypto.randomUUID() },
      { token: admin },
    );
    expect(byOwner.data?.switchUser.errorCode).toBe('NOT_FOUND');
    expect(foreign.data).toEqual(random.data);
  });
});

const DEMO_CREDENTIALS = { username: DEMO_LOGIN.email, password: DEMO_LOGIN.password };
