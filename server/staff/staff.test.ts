import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_LEVELS, pinProblem } from '../../src/domain/staff.ts';
import type { Database } from '../platform/db/client.ts';
import { accessLevels, rateLimits, staffMembers, venues } from '../platform/db/schema/index.ts';
import { RATE_LIMITS } from '../platform/rateLimits.ts';
import { TEST_TOKEN_SECRET, testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { proposeStaffPin } from './staff.service.ts';

const STAFF = 'id name venueIds accessLevelId phone email employmentStart active version';
const CREATE = `mutation ($data: StaffMemberInput!) { createStaffMember(data: $data) { ${STAFF} } }`;
const UPDATE = `mutation ($id: ID!, $data: StaffMemberUpdateInput!, $v: Int) { updateStaffMember(id: $id, data: $data, expectedVersion: $v) { ${STAFF} } }`;
const RESET = `mutation ($id: ID!, $pin: String!) { resetStaffPin(id: $id, pin: $pin) { id version } }`;
const PROPOSE = `query ($venueIds: [ID!]!) { proposeStaffPin(venueIds: $venueIds) }`;
const LIST = `query ($search: String, $first: Int, $after: String, $desc: Boolean) {
  staffMembers(search: $search, first: $first, after: $after, desc: $desc) { count results { id name } pageInfo { endCursor hasNextPage } } }`;
const LEVELS = '{ accessLevels { id name permissions defaultKey staffCount version } }';
const CREATE_LEVEL = `mutation ($data: AccessLevelInput!) { createAccessLevel(data: $data) { id name permissions } }`;
const PERMISSIONS = `query ($id: ID!) { staffPermissions(staffId: $id) { staffId name permissions } }`;
const CREATE_KEY = `mutation ($venueId: ID!) { createApiKey(name: "Till", venueId: $venueId, scopes: ["WRITE_ORDERS"]) { key } }`;

type Result = {
  data?: Record<string, unknown> | null;
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
  }[];
};
const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code ?? 'ok';
const fieldCodes = (result: Result) =>
  Object.fromEntries((result.errors?.[0]?.extensions?.fieldErrors ?? []).map((e) => [e.field, e.code]));

interface StaffJson {
  id: string;
  name: string;
  venueIds: string[];
  version: number;
}
interface LevelJson {
  id: string;
  name: string;
  permissions: string[];
  defaultKey: string | null;
  staffCount: number;
}

describe.each(testDatabaseKinds())('staff and access levels on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;
  let levelsA: LevelJson[];
  let secondVenueA: string;
  // Six digits: a proposed PIN (four digits, random) saved by a test can never be one of these.
  let pinSeq = 258_000;
  /** A PIN no other test uses, never weak. */
  const freshPin = () => {
    pinSeq += 7;
    return String(pinSeq);
  };

  const createStaff = (data: Record<string, unknown>, token = tokenA) =>
    client.request<{ createStaffMember: StaffJson }>(CREATE, { data }, { token });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Alfa', email: 'alfa@staff.test' });
    b = await createCompany(database.db, { name: 'Beta', email: 'beta@staff.test' });
    tokenA = await client.login('alfa@staff.test', FIXTURE_PASSWORD);
    tokenB = await client.login('beta@staff.test', FIXTURE_PASSWORD);
    const [venue] = await database.db
      .insert(venues)
      .values({ companyId: a.company.id, name: 'Alfa Bergen' })
      .returning();
    secondVenueA = venue?.id ?? '';
    levelsA = ((await client.request<{ accessLevels: LevelJson[] }>(LEVELS, {}, { token: tokenA })).data
      ?.accessLevels ?? []) as LevelJson[];
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('gives every new company the three default access levels', () => {
    expect(levelsA.map((level) => level.defaultKey).sort()).toEqual(['clockIn', 'manager', 'staff']);
    for (const level of levelsA)
      expect(level.permissions).toEqual([
        ...DEFAULT_ACCESS_LEVELS[level.defaultKey as keyof typeof DEFAULT_ACCESS_LEVELS],
      ]);
  });

  it('refuses an access level naming an unknown permission, and saves nothing', async () => {
    const result = await client.request(
      CREATE_LEVEL,
      { data: { name: 'Odd', permissions: ['REFUND', 'FLY'] } },
      { token: tokenA },
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(result)).toEqual({ 'permissions.1': 'unknownPermission' });
    const rows = await database.db.select().from(accessLevels).where(eq(accessLevels.name, 'Odd'));
    expect(rows).toEqual([]);
  });

  it('words refusals in the caller’s language', async () => {
    const result = await client.request(
      CREATE,
      { data: { name: 'Sven', venueIds: [a.venue.id], pin: '1234' } },
      { token: tokenA, language: 'sv' },
    );
    expect(fieldCodes(result)).toEqual({ pin: 'pinWeak' });
    expect(JSON.stringify(result.errors)).toContain('PIN-kod');
  });

  it('stores the PIN hashed and never answers it', async () => {
    const pin = freshPin();
    const made = await createStaff({
      name: 'Hash Test',
      venueIds: [a.venue.id],
      pin,
      accessLevelId: levelsA[0]?.id,
    });
    expect(codeOf(made)).toBe('ok');
    expect(JSON.stringify(made)).not.toContain(pin);
    const [row] = await database.db.select().from(staffMembers).where(eq(staffMembers.name, 'Hash Test'));
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(`"${pin}"`);
  });

  it('refuses weak, malformed and duplicate PINs per venue', async () => {
    for (const pin of ['0000', '1234', '98765'])
      expect(fieldCodes(await createStaff({ name: 'W', venueIds: [a.venue.id], pin }))).toEqual({
        pin: 'pinWeak',
      });
    expect(fieldCodes(await createStaff({ name: 'W', venueIds: [a.venue.id], pin: '12a4' }))).toEqual({
      pin: 'pinFormat',
    });
    const pin = freshPin();
    expect(codeOf(await createStaff({ name: 'First', venueIds: [a.venue.id], pin }))).toBe('ok');
    expect(fieldCodes(await createStaff({ name: 'Second', venueIds: [a.venue.id], pin }))).toEqual({
      pin: 'pinTaken',
    });
    // Another venue may use the same PIN.
    expect(codeOf(await createStaff({ name: 'Elsewhere', venueIds: [secondVenueA], pin }))).toBe('ok');
    // Moving someone into a venue where their PIN is taken is refused too.
    const other = await createStaff({ name: 'Mover', venueIds: [secondVenueA], pin: freshPin() });
    const moved = await client.request(
      UPDATE,
      { id: other.data?.createStaffMember.id, data: { venueIds: [a.venue.id] } },
      { token: tokenA },
    );
    expect(codeOf(moved)).toBe('ok');
    const elsewhere = (
      await client.request<{ staffMembers: { results: StaffJson[] } }>(
        LIST,
        { search: 'Elsewhere' },
        { token: tokenA },
      )
    ).data?.staffMembers.results[0];
    const clash = await client.request(
      UPDATE,
      { id: elsewhere?.id, data: { venueIds: [a.venue.id, secondVenueA] } },
      { token: tokenA },
    );
    expect(fieldCodes(clash)).toEqual({ venueIds: 'pinTaken' });
  });

  it('answers "PIN taken" a few times an hour per user, then RATE_LIMITED (no walk through the PINs)', async () => {
    const pin = freshPin();
    await createStaff({ name: 'Probed', venueIds: [a.venue.id], pin });
    // The user's budget spent, as ten earlier "taken" answers this hour would leave it.
    const spent = { points: RATE_LIMITS.pinProbes.points, expire: new Date(Date.now() + 3_600_000) };
    const key = `pinProbes:${a.user.id}`;
    await database.db
      .insert(rateLimits)
      .values({ key, ...spent })
      .onConflictDoUpdate({ target: rateLimits.key, set: spent });
    const probe = await createStaff({ name: 'Prober', venueIds: [a.venue.id], pin });
    expect(codeOf(probe)).toBe('RATE_LIMITED');
    expect(JSON.stringify(probe)).not.toContain('pinTaken');
    // A free PIN is still saved: only the "taken" answers are counted.
    expect(codeOf(await createStaff({ name: 'Honest', venueIds: [a.venue.id], pin: freshPin() }))).toBe('ok');
    await database.db.delete(rateLimits).where(eq(rateLimits.key, key));
  });

  it('keeps PINs unique under concurrent saves', async () => {
    const pin = freshPin();
    const results = await Promise.all(
      ['Race 1', 'Race 2', 'Race 3'].map((name) => createStaff({ name, venueIds: [a.venue.id], pin })),
    );
    expect(results.map(codeOf).sort()).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'ok']);
    const rows = await database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.companyId, a.company.id));
    expect(rows.filter((row) => row.name.startsWith('Race'))).toHaveLength(1);
  });

  it('resets a PIN, refusing one that is taken', async () => {
    const taken = freshPin();
    await createStaff({ name: 'Holder', venueIds: [a.venue.id], pin: taken });
    const made = await createStaff({ name: 'Resetter', venueIds: [a.venue.id], pin: freshPin() });
    const id = made.data?.createStaffMember.id;
    expect(fieldCodes(await client.request(RESET, { id, pin: taken }, { token: tokenA }))).toEqual({
      pin: 'pinTaken',
    });
    const reset = await client.request<{ resetStaffPin: { version: number } }>(
      RESET,
      { id, pin: freshPin() },
      { token: tokenA },
    );
    expect(reset.data?.resetStaffPin.version).toBe(2);
  });

  it('proposes a free PIN the manager can save, never one taken at the venues named', async () => {
    const proposed = await client.request<{ proposeStaffPin: string }>(
      PROPOSE,
      { venueIds: [a.venue.id, secondVenueA] },
      { token: tokenA },
    );
    const pin = proposed.data?.proposeStaffPin ?? '';
    expect(pin).toMatch(/^\d{4}$/);
    expect(pinProblem(pin)).toBeNull();
    expect(codeOf(await createStaff({ name: 'Proposed', venueIds: [a.venue.id], pin }))).toBe('ok');
    // Digits drawn so the first candidate is the PIN just saved: the next free one is answered.
    const rigged = [...pin, '2', '4', '6', '8'].map(Number);
    let next = 0;
    const digit = () => rigged[next++ % rigged.length] ?? 0;
    const viewer = {
      userId: a.user.id,
      companyId: a.company.id,
      scopes: ['STAFF'],
      venueIds: [],
      sessionId: 'test',
      actorUserId: null,
      isPaymentsOnly: false,
    };
    const again = await proposeStaffPin(database.db, viewer, TEST_TOKEN_SECRET, [a.venue.id], digit);
    expect(again).not.toBe(pin);
    // Another company's venue is refused like an unknown one, and nothing is answered.
    const foreign = await client.request(PROPOSE, { venueIds: [b.venue.id] }, { token: tokenA });
    expect(fieldCodes(foreign)).toEqual({ 'venueIds.0': 'unknownVenue' });
  });

  it('proposes 60 PINs an hour per user, then RATE_LIMITED', async () => {
    const spent = { points: RATE_LIMITS.pinProposals.points, expire: new Date(Date.now() + 3_600_000) };
    const key = `pinProposals:${b.user.id}`;
    await database.db
      .insert(rateLimits)
      .values({ key, ...spent })
      .onConflictDoUpdate({ target: rateLimits.key, set: spent });
    const refused = await client.request(PROPOSE, { venueIds: [b.venue.id] }, { token: tokenB });
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    await database.db.delete(rateLimits).where(eq(rateLimits.key, key));
  });

  it('keeps companies apart: foreign venues, levels and staff answer as missing', async () => {
    const levelB = (await client.request<{ accessLevels: LevelJson[] }>(LEVELS, {}, { token: tokenB })).data
      ?.accessLevels[0];
    expect(fieldCodes(await createStaff({ name: 'X', venueIds: [b.venue.id], pin: freshPin() }))).toEqual({
      'venueIds.0': 'unknownVenue',
    });
    expect(
      fieldCodes(
        await createStaff({ name: 'X', venueIds: [a.venue.id], pin: freshPin(), accessLevelId: levelB?.id }),
      ),
    ).toEqual({
      accessLevelId: 'unknownAccessLevel',
    });
    const mine = await createStaff({ name: 'Private', venueIds: [a.venue.id], pin: freshPin() });
    const id = mine.data?.createStaffMember.id;
    expect(
      codeOf(await client.request(UPDATE, { id, data: { name: 'Taken over' } }, { token: tokenB })),
    ).toBe('NOT_FOUND');
    const seen = await client.request<{ staffMember: unknown }>(
      'query ($id: ID!) { staffMember(id: $id) { id } }',
      { id },
      { token: tokenB },
    );
    expect(seen.data?.staffMember).toBeNull();
    const list = await client.request<{ staffMembers: { count: number } }>(LIST, {}, { token: tokenB });
    expect(list.data?.staffMembers.count).toBe(0);
  });

  it('is closed to users without the STAFF or ACCOUNTS scope', async () => {
    await createCompany(database.db, { name: 'Gamma', email: 'finance@staff.test', scopes: ['FINANCE'] });
    const token = await client.login('finance@staff.test', FIXTURE_PASSWORD);
    expect(codeOf(await client.request(LIST, {}, { token }))).toBe('FORBIDDEN');
    expect(codeOf(await client.request(LEVELS, {}, { token }))).toBe('FORBIDDEN');
  });

  it('pages by name with signed cursors', async () => {
    for (const name of ['Page A', 'Page B', 'Page C'])
      await createStaff({ name, venueIds: [a.venue.id], pin: freshPin() });
    type Page = {
      staffMembers: {
        count: number;
        results: { name: string }[];
        pageInfo: { endCursor: string | null; hasNextPage: boolean };
      };
    };
    const first = await client.request<Page>(LIST, { search: 'page', first: 2 }, { token: tokenA });
    expect(first.data?.staffMembers.count).toBe(3);
    expect(first.data?.staffMembers.results.map((r) => r.name)).toEqual(['Page A', 'Page B']);
    const next = await client.request<Page>(
      LIST,
      { search: 'page', first: 2, after: first.data?.staffMembers.pageInfo.endCursor },
      { token: tokenA },
    );
    expect(next.data?.staffMembers.results.map((r) => r.name)).toEqual(['Page C']);
    expect(next.data?.staffMembers.pageInfo.hasNextPage).toBe(false);
    const forged = await client.request(
      LIST,
      { search: 'other', first: 2, after: first.data?.staffMembers.pageInfo.endCursor },
      { token: tokenA },
    );
    expect(codeOf(forged)).toBe('BAD_USER_INPUT');
  });

  it('lets a terminal read a staff member’s permissions, and refunds check REFUND', async () => {
    const clockIn = levelsA.find((level) => level.defaultKey === 'clockIn');
    const made = await createStaff({
      name: 'Clocker',
      venueIds: [a.venue.id],
      pin: freshPin(),
      accessLevelId: clockIn?.id,
    });
    const id = made.data?.createStaffMember.id;
    const key = (
      await client.request<{ createApiKey: { key: string } }>(
        CREATE_KEY,
        { venueId: a.venue.id },
        { token: tokenA },
      )
    ).data?.createApiKey.key;
    const body = JSON.stringify({ query: PERMISSIONS, variables: { id } });
    const response = await client.api.fetch(
      'http://ordna.test/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          authorization: `ApiKey ${key}`,
        },
        body,
      },
      { req: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    const answer = (await response.json()) as { data?: { staffPermissions: { permissions: string[] } } };
    expect(answer.data?.staffPermissions.permissions).toEqual(['LOG_OUT']);
    const refund = await client.request(
      `mutation ($staffId: ID!) { refundOrder(idempotencyKey: "staff-test-refund", orderId: "00000000-0000-4000-8000-000000000000", reason: "x", staffId: $staffId) { id } }`,
      { staffId: id },
      { token: tokenA },
    );
    expect(codeOf(refund)).toBe('FORBIDDEN');
  });
});
