import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import type { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoAndOther } from '../test/demo.ts';
import type { createCompany } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId, setScopes } from '../test/pim.ts';

const FIELDS =
  'id name legalName street zip city phone timezone accountingCutoff staffIdleTimeout active version';
const LIST = `query ($search: String, $first: Int, $after: String) { settingsVenues(search: $search, first: $first, after: $after) {
  count results { ${FIELDS} } pageInfo { endCursor hasNextPage } } }`;
const ONE = `query ($id: ID!) { settingsVenue(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($data: VenueSettingsInput!) { createVenue(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: VenueSettingsInput!, $v: Int) { updateVenueSettings(id: $id, data: $data, expectedVersion: $v) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteVenue(id: $id) }';
const SELECTOR = 'query { venues { id name } }';

interface VenueJson {
  id: string;
  name: string;
  phone: string;
  timezone: string;
  accountingCutoff: string;
  staffIdleTimeout: number;
  active: boolean;
  version: number;
}
type Page = {
  settingsVenues: {
    count: number;
    results: VenueJson[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
};

describe.each(testDatabaseKinds())('venue settings on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let other: Awaited<ReturnType<typeof createCompany>>;

  const call = async <T>(query: string, variables: Record<string, unknown> = {}, as = token) => {
    const result = await client.request<T>(query, variables, { token: as });
    expectNoErrors(result);
    return result.data as T;
  };

  beforeAll(async () => {
    ({ database, client, token, other, otherToken } = await openDemoAndOther(kind, {
      name: 'Fjord',
      email: 'owner@fjord.test',
      scopes: ['SETTINGS'],
    }));
  });
  afterAll(() => database.close());

  it('creates a venue with the spec defaults, which the venue picker then offers', async () => {
    const { createVenue } = await call<{ createVenue: VenueJson }>(CREATE, {
      data: { name: 'Demo Bistro Kungsholmen', timezone: 'Europe/Stockholm' },
    });
    expect(createVenue).toMatchObject({
      phone: '0',
      active: true,
      accountingCutoff: '05:30',
      staffIdleTimeout: 0,
      version: 1,
    });
    const picker = await call<{ venues: { id: string }[] }>(SELECTOR);
    expect(picker.venues.map((v) => v.id)).toContain(createVenue.id);
  });

  it('refuses bad input field by field, in the caller’s language, and saves nothing', async () => {
    const before = (await call<Page>(LIST)).settingsVenues.count;
    const bad = await client.request(
      CREATE,
      { data: { name: ' ', timezone: 'Mars/Olympus', accountingCutoff: '25:00', staffIdleTimeout: 999 } },
      { token },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(bad)).toEqual({
      name: 'required',
      timezone: 'timezone',
      accountingCutoff: 'cutoff',
      staffIdleTimeout: 'idleTimeout',
    });
    expect((await call<Page>(LIST)).settingsVenues.count).toBe(before);
  });

  it('updates with optimistic concurrency', async () => {
    const [venue] = (await call<Page>(LIST, { search: 'Södermalm' })).settingsVenues.results;
    if (!venue) throw new Error('no demo venue');
    const data = {
      name: venue.name,
      timezone: 'Europe/Stockholm',
      accountingCutoff: '04:00',
      staffIdleTimeout: 10,
    };
    const saved = (
      await call<{ updateVenueSettings: VenueJson }>(UPDATE, { id: venue.id, data, v: venue.version })
    ).updateVenueSettings;
    expect(saved).toMatchObject({
      accountingCutoff: '04:00',
      staffIdleTimeout: 10,
      version: venue.version + 1,
    });
    const stale = await client.request(UPDATE, { id: venue.id, data, v: venue.version }, { token });
    expect(codeOf(stale)).toBe('CONFLICT');
  });

  it('pages by name with a signed cursor, and searches by city', async () => {
    const first = (await call<Page>(LIST, { first: 1 })).settingsVenues;
    expect(first.results).toHaveLength(1);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await call<Page>(LIST, { first: 1, after: first.pageInfo.endCursor })).settingsVenues;
    expect(next.results[0]?.name.localeCompare(first.results[0]?.name ?? '')).toBeGreaterThan(0);
    const forged = await client.request(LIST, { first: 1, after: 'forged' }, { token });
    expect(codeOf(forged)).toBe('BAD_USER_INPUT');
    const found = (await call<Page>(LIST, { search: 'stockholm' })).settingsVenues.results.map((v) => v.name);
    expect(found).toEqual(expect.arrayContaining(['Demo Bistro Södermalm', 'Demo Bistro Vasastan']));
  });

  it('keeps the last venue, and answers a foreign venue like a missing one', async () => {
    const [mine] = (await call<Page>(LIST)).settingsVenues.results;
    const theirs = (await call<Page>(LIST, {}, otherToken)).settingsVenues.results;
    expect(theirs).toHaveLength(1);
    const last = await client.request(DELETE, { id: theirs[0]?.id }, { token: otherToken });
    expect(codeOf(last)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(last)).toEqual({ id: 'lastVenue' });
    expect(
      (await call<{ settingsVenue: VenueJson | null }>(ONE, { id: mine?.id }, otherToken)).settingsVenue,
    ).toBeNull();
    expectSameAsMissing(
      await client.request(DELETE, { id: mine?.id }, { token: otherToken }),
      await client.request(DELETE, { id: randomId() }, { token: otherToken }),
    );
  });

  it('removes a venue softly, and needs SETTINGS', async () => {
    const { createVenue } = await call<{ createVenue: VenueJson }>(CREATE, {
      data: { name: 'Pop-up', timezone: 'Europe/Stockholm' },
    });
    expect((await call<{ deleteVenue: boolean }>(DELETE, { id: createVenue.id })).deleteVenue).toBe(true);
    expect(
      (await call<{ settingsVenue: VenueJson | null }>(ONE, { id: createVenue.id })).settingsVenue,
    ).toBeNull();
    await setScopes(database.db, other.user.id, ['STAFF']);
    expect(codeOf(await client.request(LIST, {}, { token: otherToken }))).toBe('FORBIDDEN');
  });
});
