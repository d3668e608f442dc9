import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { companies, devices, licences, venues } from '../platform/db/schema/index.ts';
import { loadLicenceFeatures } from '../platform/security/licences.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId, setScopes } from '../test/pim.ts';

const DEVICE = 'id name venueId version activeLicenses { id product }';
const CLAIM = `mutation ($data: ClaimDeviceInput!) { claimDevice(data: $data) { ${DEVICE} } }`;
const UPDATE = `mutation ($id: ID!, $data: DeviceInput!, $v: Int) { updateDevice(id: $id, data: $data, expectedVersion: $v) { ${DEVICE} } }`;
const DEVICES = `query ($first: Int, $after: String, $search: String) { devices(first: $first, after: $after, search: $search) {
  count results { ${DEVICE} } pageInfo { endCursor hasNextPage } } }`;
const ONE = `query ($id: ID!) { device(id: $id) { ${DEVICE} } }`;
const LICENSES = `query ($activeOnly: Boolean, $first: Int, $after: String) { licenses(activeOnly: $activeOnly, first: $first, after: $after) {
  count results { id plan status product deviceId expiresAt } pageInfo { endCursor hasNextPage } } }`;
const VIEWER = 'query { operativeViewer { isPOSAccessBlocked onboarded activeLicenses { product } } }';
const BLOCK = 'mutation ($b: Boolean!) { setPOSAccessBlocked(blocked: $b) }';
const GRANT = 'mutation { grantPOSAccessToCurrentUser }';

interface DeviceJson {
  id: string;
  name: string;
  venueId: string | null;
  version: number;
  activeLicenses: { id: string; product: string }[];
}

describe.each(testDatabaseKinds())('licences and devices on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let tokenA: string;
  let tokenB: string;

  const call = async <T>(query: string, variables: Record<string, unknown> = {}, token = tokenA) => {
    const result = await client.request<T>(query, variables, { token });
    expectNoErrors(result);
    return result.data as T;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    a = await createCompany(database.db, { name: 'Alfa', email: 'owner@alfa.test', licensed: false });
    b = await createCompany(database.db, { name: 'Bravo', email: 'owner@bravo.test' });
    client = testApi(database.db);
    tokenA = await client.login('owner@alfa.test', FIXTURE_PASSWORD);
    tokenB = await client.login('owner@bravo.test', FIXTURE_PASSWORD);
    await database.db.insert(devices).values([
      { claimCode: 'ABC123', name: 'Till' },
      { claimCode: 'KDS777', name: 'Kitchen' },
      { claimCode: 'BRAVO1', name: 'Bravo till' },
    ]);
  });
  afterAll(() => database.close());

  it('claims a device by its code (case and spaces ignored); a wrong or used code is one field error', async () => {
    const bad = await client.request(
      CLAIM,
      { data: { code: 'nope', name: 'Bar till', venueId: a.venue.id } },
      { token: tokenA },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(bad)).toEqual({ code: 'unknownCode' });
    const empty = await client.request(
      CLAIM,
      { data: { code: '', name: ' ', venueId: a.venue.id } },
      { token: tokenA },
    );
    expect(fieldCodes(empty)).toEqual({ code: 'required', name: 'required' });
    const { claimDevice } = await call<{ claimDevice: DeviceJson }>(CLAIM, {
      data: { code: 'abc 123', name: 'Bar till', venueId: a.venue.id },
    });
    expect(claimDevice).toMatchObject({ name: 'Bar till', venueId: a.venue.id });
    const again = await client.request(
      CLAIM,
      { data: { code: 'ABC123', name: 'Mine', venueId: b.venue.id } },
      { token: tokenB },
    );
    expect(fieldCodes(again)).toEqual({ code: 'unknownCode' });
    // Another company's venue answers like a missing one.
    const foreignVenue = await client.request(
      CLAIM,
      { data: { code: 'KDS777', name: 'K', venueId: b.venue.id } },
      { token: tokenA },
    );
    expect(fieldCodes(foreignVenue)).toEqual({ venueId: 'venue' });
    const list = (await call<{ devices: { count: number; results: DeviceJson[] } }>(DEVICES)).devices;
    expect(list.results.map((d) => d.name)).toEqual(['Bar till']);
  });

  it('moves a device between venues with a version check; a foreign device answers like a missing one', async () => {
    const [second] = await database.db
      .insert(venues)
      .values({ companyId: a.company.id, name: 'Alfa Bergen' })
      .returning();
    const [device] = (await call<{ devices: { results: DeviceJson[] } }>(DEVICES)).devices.results;
    if (!device || !second) throw new Error('setup');
    const moved = (
      await call<{ updateDevice: DeviceJson }>(UPDATE, {
        id: device.id,
        data: { name: 'Bar till', venueId: second.id },
        v: device.version,
      })
    ).updateDevice;
    expect(moved).toMatchObject({ venueId: second.id, version: device.version + 1 });
    const stale = await client.request(
      UPDATE,
      { id: device.id, data: { name: 'X', venueId: second.id }, v: device.version },
      { token: tokenA },
    );
    expect(codeOf(stale)).toBe('CONFLICT');
    expect((await call<{ device: DeviceJson | null }>(ONE, { id: device.id }, tokenB)).device).toBeNull();
    expectSameAsMissing(
      await client.request(
        UPDATE,
        { id: device.id, data: { name: 'X', venueId: b.venue.id } },
        { token: tokenB },
      ),
      await client.request(
        UPDATE,
        { id: randomId(), data: { name: 'X', venueId: b.venue.id } },
        { token: tokenB },
      ),
    );
  });

  it('lists licences with paging; new-style licences decide the gated features everywhere', async () => {
    const [device] = await database.db.select().from(devices).where(eq(devices.companyId, a.company.id));
    await database.db.insert(licences).values([
      {
        companyId: a.company.id,
        plan: 'MONTHLY',
        status: 'ACTIVE',
        product: 'EPOS',
        deviceId: device?.id ?? null,
        createdAt: new Date('2026-01-01'),
      },
      {
        companyId: a.company.id,
        plan: 'YEARLY',
        status: 'ACTIVE',
        product: 'KDS',
        createdAt: new Date('2026-01-02'),
      },
      {
        companyId: a.company.id,
        plan: 'MONTHLY',
        status: 'CANCELLED',
        product: 'TSR',
        createdAt: new Date('2026-01-03'),
      },
      {
        companyId: a.company.id,
        plan: 'TRIAL',
        status: 'TRIAL',
        product: 'APP',
        expiresAt: new Date('2020-01-01'),
        createdAt: new Date('2026-01-04'),
      },
    ]);
    type Page = {
      licenses: {
        count: number;
        results: { product: string }[];
        pageInfo: { endCursor: string | null; hasNextPage: boolean };
      };
    };
    const first = (await call<Page>(LICENSES, { first: 2 })).licenses;
    expect(first.count).toBe(4);
    expect(first.results.map((l) => l.product)).toEqual(['EPOS', 'KDS']);
    const next = (await call<Page>(LICENSES, { first: 2, after: first.pageInfo.endCursor })).licenses;
    expect(next.results.map((l) => l.product)).toEqual(['TSR', 'APP']);
    expect((await call<Page>(LICENSES, { activeOnly: true })).licenses.results.map((l) => l.product)).toEqual(
      ['EPOS', 'KDS'],
    );
    expect(
      codeOf(await client.request(LICENSES, { after: next.pageInfo.endCursor ?? 'x' }, { token: tokenB })),
    ).toBe('BAD_USER_INPUT');
    const [withLicence] = (await call<{ devices: { results: DeviceJson[] } }>(DEVICES)).devices.results;
    expect(withLicence?.activeLicenses.map((l) => l.product)).toEqual(['EPOS']);
    // The operative viewer carries the same page (spec section 3: devices with activeLicenses).
    const operative = await call<{ operativeViewer: { devices: { results: DeviceJson[] } } }>(
      'query { operativeViewer { devices { results { id activeLicenses { product } } } } }',
    );
    expect(operative.operativeViewer.devices.results).toEqual(
      (await call<{ devices: { results: DeviceJson[] } }>(DEVICES)).devices.results.map((d) => ({
        id: d.id,
        activeLicenses: d.activeLicenses.map((l) => ({ product: l.product })),
      })),
    );

    // Old flags until the company switches to new-style licences.
    expect(await loadLicenceFeatures(database.db, a.company.id)).toEqual([]);
    await database.db
      .update(companies)
      .set({ useNewLicenses: true, hasTables: true, hasExpress: true })
      .where(eq(companies.id, a.company.id));
    // Every feature follows the licences now: the old hasExpress flag no longer counts either.
    expect(await loadLicenceFeatures(database.db, a.company.id)).toEqual(['kds']);
    // The server refuses a tables call: the old hasTables flag no longer counts.
    expect(codeOf(await client.request('query { floorPlans { id } }', {}, { token: tokenA }))).toBe(
      'FORBIDDEN',
    );
    // Bravo's licences are not Alfa's.
    expect((await call<Page>(LICENSES, {}, tokenB)).licenses.count).toBe(0);
  });

  it('lists a licence of each new module; QSR, CUSTOMER_DISPLAY and INVENTORY gate their features, the others nothing', async () => {
    const c = await createCompany(database.db, {
      name: 'Charlie',
      email: 'owner@charlie.test',
      licensed: false,
    });
    const tokenC = await client.login('owner@charlie.test', FIXTURE_PASSWORD);
    await database.db.update(companies).set({ useNewLicenses: true }).where(eq(companies.id, c.company.id));
    const FLAGS = 'query { company { hasExpress hasCDS hasKDS hasTables hasAppOrders } }';
    type Flags = { company: Record<string, boolean> };
    expect((await call<Flags>(FLAGS, {}, tokenC)).company).toEqual({
      hasExpress: false,
      hasCDS: false,
      hasKDS: false,
      hasTables: false,
      hasAppOrders: false,
    });
    const modules = ['GIFTCARD', 'HANDHELD_PAY', 'INSIGHTS_YEAR', 'INVENTORY', 'SUPPORT_SUNSET'] as const;
    await database.db.insert(licences).values(
      modules.map((product, i) => ({
        companyId: c.company.id,
        plan: 'YEARLY' as const,
        status: 'ACTIVE' as const,
        product,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    type Listed = { licenses: { count: number; results: { product: string }[] } };
    expect((await call<Listed>(LICENSES, {}, tokenC)).licenses.results.map((l) => l.product)).toEqual([
      ...modules,
    ]);
    // Sold and listed; of these only INVENTORY turns a feature on (stock, issue 47 item 8), the
    // rest none yet (docs/decisions/0095).
    expect(await loadLicenceFeatures(database.db, c.company.id)).toEqual(['inventory']);

    await database.db.insert(licences).values([
      {
        companyId: c.company.id,
        plan: 'MONTHLY',
        status: 'ACTIVE',
        product: 'QSR',
        createdAt: new Date('2026-02-01'),
      },
      {
        companyId: c.company.id,
        plan: 'TRIAL',
        status: 'TRIAL',
        product: 'CUSTOMER_DISPLAY',
        createdAt: new Date('2026-02-02'),
      },
    ]);
    const listed = (await call<Listed>(LICENSES, { activeOnly: true }, tokenC)).licenses;
    expect(listed.count).toBe(7);
    expect(listed.results.slice(-2).map((l) => l.product)).toEqual(['QSR', 'CUSTOMER_DISPLAY']);
    expect(await loadLicenceFeatures(database.db, c.company.id)).toEqual(['express', 'cds', 'inventory']);
    expect((await call<Flags>(FLAGS, {}, tokenC)).company).toMatchObject({
      hasExpress: true,
      hasCDS: true,
      hasKDS: false,
    });
    // The module reaches the POS's view and the session's features too.
    const active = await call<{ operativeViewer: { activeLicenses: { product: string }[] } }>(
      VIEWER,
      {},
      tokenC,
    );
    expect(active.operativeViewer.activeLicenses.map((l) => l.product)).toContain('CUSTOMER_DISPLAY');
    const session = await call<{ userMetadata: { licences: string[] } }>(
      'query { userMetadata { licences } }',
      {},
      tokenC,
    );
    expect(session.userMetadata.licences).toEqual(['express', 'cds', 'inventory']);
  });

  it('operative viewer: onboarded with a licence; POS access blocked, restored, and granted when no venue', async () => {
    const viewer = async (token: string) =>
      (
        await call<{
          operativeViewer: { isPOSAccessBlocked: boolean; onboarded: boolean; activeLicenses: unknown[] };
        }>(VIEWER, {}, token)
      ).operativeViewer;
    expect(await viewer(tokenA)).toMatchObject({ isPOSAccessBlocked: false, onboarded: true });
    expect((await viewer(tokenB)).onboarded).toBe(false);
    expect((await call<{ setPOSAccessBlocked: boolean }>(BLOCK, { b: true })).setPOSAccessBlocked).toBe(true);
    expect((await viewer(tokenA)).isPOSAccessBlocked).toBe(true);
    expect((await viewer(tokenB)).isPOSAccessBlocked).toBe(false);
    // Without SETTINGS, the grant is refused while the company has venues …
    await setScopes(database.db, a.user.id, ['STAFF']);
    expect((await call<{ grantPOSAccessToCurrentUser: boolean }>(GRANT)).grantPOSAccessToCurrentUser).toBe(
      false,
    );
    expect(codeOf(await client.request(DEVICES, {}, { token: tokenA }))).toBe('FORBIDDEN');
    const noDevices = await client.request<{
      operativeViewer: { devices: null; isPOSAccessBlocked: boolean };
    }>('query { operativeViewer { isPOSAccessBlocked devices { count } } }', {}, { token: tokenA });
    expect(codeOf(noDevices)).toBe('FORBIDDEN');
    expect(noDevices.data?.operativeViewer).toMatchObject({ devices: null, isPOSAccessBlocked: true });
    expect(codeOf(await client.request(BLOCK, { b: false }, { token: tokenA }))).toBe('FORBIDDEN');
    // … and automatic once it has none (spec section 4).
    await database.db.update(venues).set({ deleted: true }).where(eq(venues.companyId, a.company.id));
    expect((await viewer(tokenA)).isPOSAccessBlocked).toBe(false);
    await setScopes(database.db, a.user.id, []);
  });
});
