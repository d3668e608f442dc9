import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { orders, permissions, receiptTemplates } from '../platform/db/schema/index.ts';
import type { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoAndOther } from '../test/demo.ts';
import type { createCompany } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, expectSameAsMissing, fieldCodes, randomId, setScopes } from '../test/pim.ts';

const COMPANY_FIELDS =
  'id name legalName country orgNumber street zip city defaultLanguage currency vatRegistered vatNumber maxTipPercent version';
const COMPANY = `query { companySettings { ${COMPANY_FIELDS} } }`;
const UPDATE_COMPANY = `mutation ($data: CompanySettingsInput!, $v: Int) { updateCompanySettings(data: $data, expectedVersion: $v) { ${COMPANY_FIELDS} } }`;
const TEMPLATE_FIELDS =
  'paperWidth header { language text } footer { language text } fields lockedFields logoDataUrl version';
const TEMPLATE = `query { receiptTemplate { ${TEMPLATE_FIELDS} } }`;
const UPDATE_TEMPLATE = `mutation ($data: ReceiptTemplateInput!, $v: Int) { updateReceiptTemplate(data: $data, expectedVersion: $v) { ${TEMPLATE_FIELDS} } }`;
const BEEPER_FIELDS = 'id venueId venueName name first last enabled version';
const BEEPERS = `query ($venueId: ID, $search: String, $first: Int, $after: String) { beeperRanges(venueId: $venueId, search: $search, first: $first, after: $after) { count results { ${BEEPER_FIELDS} } pageInfo { endCursor hasNextPage } } }`;
const BEEPER = `query ($id: ID!) { beeperRange(id: $id) { ${BEEPER_FIELDS} } }`;
const CREATE_BEEPER = `mutation ($data: BeeperRangeInput!) { createBeeperRange(data: $data) { ${BEEPER_FIELDS} } }`;
const UPDATE_BEEPER = `mutation ($id: ID!, $data: BeeperRangeInput!, $v: Int) { updateBeeperRange(id: $id, data: $data, expectedVersion: $v) { ${BEEPER_FIELDS} } }`;
const DELETE_BEEPER = 'mutation ($id: ID!) { deleteBeeperRange(id: $id) }';
const VENUES = 'query { venues { id name } }';
const RECEIPT_PDF = 'query ($id: ID!, $w: Int) { order(id: $id) { receiptPdf(width: $w) } }';

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface CompanyJson {
  name: string;
  country: string;
  orgNumber: string;
  defaultLanguage: string;
  currency: string;
  vatRegistered: boolean;
  vatNumber: string;
  maxTipPercent: number;
  version: number;
}
interface TemplateJson {
  paperWidth: number;
  header: { language: string; text: string }[];
  footer: { language: string; text: string }[];
  fields: string[];
  lockedFields: string[];
  logoDataUrl: string | null;
  version: number;
}
interface BeeperJson {
  id: string;
  venueId: string;
  name: string;
  first: number;
  last: number;
  enabled: boolean;
  version: number;
}

const companyData = (company: CompanyJson, patch: Record<string, unknown> = {}) => ({
  name: company.name,
  orgNumber: company.orgNumber,
  defaultLanguage: company.defaultLanguage === 'se' ? 'sv' : company.defaultLanguage,
  currency: company.currency,
  vatRegistered: company.vatRegistered,
  vatNumber: company.vatNumber,
  ...patch,
});

describe.each(testDatabaseKinds())('company, receipt and beeper settings on %s', (kind) => {
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
  const company = async (as = token) =>
    (await call<{ companySettings: CompanyJson }>(COMPANY, {}, as)).companySettings;
  const template = async (as = token) =>
    (await call<{ receiptTemplate: TemplateJson }>(TEMPLATE, {}, as)).receiptTemplate;

  beforeAll(async () => {
    ({ database, client, token, other, otherToken } = await openDemoAndOther(kind, {
      name: 'Fjord',
      email: 'owner@fjord.test',
      scopes: ['SETTINGS'],
    }));
  });
  afterAll(() => database.close());

  it("saves the company with the country's org-number rule, normalised, with optimistic concurrency", async () => {
    const current = await company();
    expect(current.country).toBe('SE');
    const saved = (
      await call<{ updateCompanySettings: CompanyJson }>(UPDATE_COMPANY, {
        data: companyData(current, {
          orgNumber: '5560360793',
          vatRegistered: true,
          vatNumber: 'se 556036079301',
        }),
        v: current.version,
      })
    ).updateCompanySettings;
    expect(saved).toMatchObject({
      orgNumber: '556036-0793',
      vatNumber: 'SE556036079301',
      version: current.version + 1,
    });
    const stale = await client.request(
      UPDATE_COMPANY,
      { data: companyData(saved), v: current.version },
      { token },
    );
    expect(codeOf(stale)).toBe('CONFLICT');
  });

  it('sets the tip limit that orders are held to, a whole percentage from 0 to 100 (issue 40)', async () => {
    const before = await company();
    expect(before.maxTipPercent).toBe(100);
    for (const maxTipPercent of [-1, 101]) {
      const bad = await client.request(
        UPDATE_COMPANY,
        { data: companyData(before, { maxTipPercent }), v: before.version },
        { token, language: 'sv' },
      );
      expect(fieldCodes(bad), String(maxTipPercent)).toEqual({ maxTipPercent: 'tipLimit' });
    }
    // Not a whole number: the API's Int type refuses it before the rule.
    const half = await client.request(
      UPDATE_COMPANY,
      { data: companyData(before, { maxTipPercent: 12.5 }), v: before.version },
      { token },
    );
    expect(codeOf(half)).toBe('BAD_USER_INPUT');
    const saved = (
      await call<{ updateCompanySettings: CompanyJson }>(UPDATE_COMPANY, {
        data: companyData(before, { maxTipPercent: 15 }),
        v: before.version,
      })
    ).updateCompanySettings;
    expect(saved.maxTipPercent).toBe(15);
    // Left out, it stays; the order service reads it (server/orders/priceAuthority.test.ts).
    const kept = (
      await call<{ updateCompanySettings: CompanyJson }>(UPDATE_COMPANY, {
        data: companyData(saved),
        v: saved.version,
      })
    ).updateCompanySettings;
    expect(kept.maxTipPercent).toBe(15);
  });

  it('refuses a bad org number, language or currency in the caller’s language and saves nothing', async () => {
    const before = await company();
    const bad = await client.request(
      UPDATE_COMPANY,
      {
        data: companyData(before, {
          name: ' ',
          orgNumber: '556036-0794',
          defaultLanguage: 'xx',
          currency: 'ABC',
        }),
        v: before.version,
      },
      { token, language: 'sv' },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(bad)).toEqual({
      name: 'required',
      orgNumber: 'orgNumber',
      defaultLanguage: 'language',
      currency: 'currency',
    });
    expect(JSON.stringify(bad.errors)).toContain('Organisationsnumret');
    expect(await company()).toEqual(before);
    // Norway's rule (mod 11) for the Norwegian fixture company: a Swedish number fails there.
    const theirs = await company(otherToken);
    const norwegian = await client.request(
      UPDATE_COMPANY,
      { data: companyData(theirs, { orgNumber: '556036-0793' }) },
      { token: otherToken },
    );
    expect(fieldCodes(norwegian)).toEqual({ orgNumber: 'orgNumber' });
    const ok = await call<{ updateCompanySettings: CompanyJson }>(
      UPDATE_COMPANY,
      { data: companyData(theirs, { orgNumber: '923 609 016' }) },
      otherToken,
    );
    expect(ok.updateCompanySettings.orgNumber).toBe('923609016');
    // Each company sees only its own.
    expect((await company()).orgNumber).toBe('556036-0793');
  });

  it('keeps the legal receipt fields on for SE and refuses texts wider than the paper, nothing half-saved', async () => {
    const first = await template();
    // The demo seed's template (seed-settings.ts).
    expect(first.header).toEqual(
      expect.arrayContaining([{ language: 'sv', text: 'Välkommen till Demo Bistro!' }]),
    );
    expect(first.lockedFields).toEqual(
      expect.arrayContaining(['orgNumber', 'vatSummary', 'total', 'dateTime']),
    );
    const saved = (
      await call<{ updateReceiptTemplate: TemplateJson }>(UPDATE_TEMPLATE, {
        data: {
          paperWidth: 58,
          header: [{ language: 'sv', text: 'Välkommen!' }],
          footer: [{ language: 'en', text: 'Thank you' }],
          fields: ['logo', 'phone'],
          logo: `data:image/png;base64,${PNG}`,
        },
        v: first.version,
      })
    ).updateReceiptTemplate;
    expect(saved.version).toBe(first.version + 1);
    expect(saved.fields).toEqual(expect.arrayContaining(['logo', 'phone', 'orgNumber', 'total']));
    expect(saved.logoDataUrl).toBe(`data:image/png;base64,${PNG}`);
    const wide = 'x'.repeat(33);
    const bad = await client.request(
      UPDATE_TEMPLATE,
      {
        data: {
          paperWidth: 58,
          header: [{ language: 'sv', text: wide }],
          footer: [{ language: 'en', text: 'a\nb\nc\nd\ne\nf\ng' }],
          fields: [],
          removeLogo: true,
        },
        v: saved.version,
      },
      { token },
    );
    expect(fieldCodes(bad)).toEqual({ 'header.sv': 'tooWide', 'footer.en': 'tooManyLines' });
    // 33 characters fit 80 mm paper.
    const fake = await client.request(
      UPDATE_TEMPLATE,
      {
        data: {
          paperWidth: 80,
          header: [{ language: 'sv', text: wide }],
          footer: [],
          fields: [],
          logo: 'data:image/png;base64,R0lGODlh',
        },
        v: 1,
      },
      { token },
    );
    expect(fieldCodes(fake)).toEqual({ logo: 'logoType' });
    const big = await client.request(
      UPDATE_TEMPLATE,
      {
        data: {
          paperWidth: 80,
          header: [],
          footer: [],
          fields: [],
          logo: `data:image/png;base64,${Buffer.alloc(40_000, 1).toString('base64')}`,
        },
        v: saved.version,
      },
      { token },
    );
    expect(fieldCodes(big)).toEqual({ logo: 'logoSize' });
    expect(await template()).toEqual(saved);
    // Another company has its own template.
    expect((await template(otherToken)).version).toBe(0);
  });

  it("prints the order's PDF receipt from the stored template at 58 and 80 mm", async () => {
    // One of the demo company's orders: the demo seed also gives other companies orders.
    const venueIds = (await call<{ venues: { id: string }[] }>(VENUES)).venues.map((venue) => venue.id);
    const [order] = await database.db.select().from(orders).where(inArray(orders.venueId, venueIds)).limit(1);
    if (!order) throw new Error('the demo seed has no order');
    for (const w of [58, 80]) {
      const pdf = (await call<{ order: { receiptPdf: string } }>(RECEIPT_PDF, { id: order.id, w })).order
        .receiptPdf;
      expect(Buffer.from(pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
    const [row] = await database.db.select().from(receiptTemplates);
    expect(row?.paperWidth).toBe(58);
  });

  it('keeps beeper ranges per venue without overlaps, pages them and hides foreign ones', async () => {
    const { venues } = await call<{ venues: { id: string; name: string }[] }>(VENUES);
    const venue = venues[0];
    if (!venue) throw new Error('no demo venue');
    const made = (
      await call<{ createBeeperRange: BeeperJson }>(CREATE_BEEPER, {
        data: { venueId: venue.id, name: 'Terrace', first: 1, last: 20 },
      })
    ).createBeeperRange;
    expect(made).toMatchObject({ first: 1, last: 20, enabled: true, version: 1 });
    await call(CREATE_BEEPER, { data: { venueId: venue.id, name: 'Bar', first: 21, last: 40 } });
    const overlap = await client.request(
      CREATE_BEEPER,
      { data: { venueId: venue.id, first: 15, last: 25 } },
      { token },
    );
    expect(fieldCodes(overlap)).toEqual({ first: 'overlap' });
    const badRange = await client.request(
      CREATE_BEEPER,
      { data: { venueId: venue.id, first: 50, last: 10 } },
      { token },
    );
    expect(fieldCodes(badRange)).toEqual({ last: 'range' });
    // The venue's own ranges by first number: these two, then the seeded ones (seed-settings.ts).
    type PageJson = {
      beeperRanges: { count: number; results: BeeperJson[]; pageInfo: { endCursor: string } };
    };
    const page = (await call<PageJson>(BEEPERS, { venueId: venue.id, first: 1 })).beeperRanges;
    expect(page.count).toBe(4);
    expect(page.results[0]?.first).toBe(1);
    const next = (
      await call<PageJson>(BEEPERS, { venueId: venue.id, first: 1, after: page.pageInfo.endCursor })
    ).beeperRanges;
    expect(next.results[0]?.first).toBe(21);
    const found = (await call<{ beeperRanges: { results: BeeperJson[] } }>(BEEPERS, { search: 'terrace' }))
      .beeperRanges;
    expect(found.results.map((r) => r.name)).toEqual(['Terrace']);
    const off = (
      await call<{ updateBeeperRange: BeeperJson }>(UPDATE_BEEPER, {
        id: made.id,
        data: { venueId: venue.id, first: 1, last: 10, enabled: false },
        v: made.version,
      })
    ).updateBeeperRange;
    expect(off).toMatchObject({ last: 10, enabled: false, name: 'Terrace', version: 2 });
    const stale = await client.request(
      UPDATE_BEEPER,
      { id: made.id, data: { venueId: venue.id, first: 1, last: 10 }, v: 1 },
      { token },
    );
    expect(codeOf(stale)).toBe('CONFLICT');
    // Foreign: the other company sees none, and A's range answers like a missing one.
    expect(
      (await call<{ beeperRanges: { count: number } }>(BEEPERS, {}, otherToken)).beeperRanges.count,
    ).toBe(0);
    expect(
      (await call<{ beeperRange: BeeperJson | null }>(BEEPER, { id: made.id }, otherToken)).beeperRange,
    ).toBeNull();
    expectSameAsMissing(
      await client.request(DELETE_BEEPER, { id: made.id }, { token: otherToken }),
      await client.request(DELETE_BEEPER, { id: randomId() }, { token: otherToken }),
    );
    const foreignVenue = await client.request(
      CREATE_BEEPER,
      { data: { venueId: venue.id, first: 500, last: 510 } },
      { token: otherToken },
    );
    expect(fieldCodes(foreignVenue)).toEqual({ venueId: 'invalid' });
    expect(
      (await call<{ deleteBeeperRange: boolean }>(DELETE_BEEPER, { id: made.id })).deleteBeeperRange,
    ).toBe(true);
  });

  it('needs SETTINGS, and company-wide settings need access to every venue', async () => {
    await setScopes(database.db, other.user.id, ['STAFF']);
    for (const query of [COMPANY, TEMPLATE, BEEPERS])
      expect(codeOf(await client.request(query, {}, { token: otherToken }))).toBe('FORBIDDEN');
    await setScopes(database.db, other.user.id, ['SETTINGS']);
    const theirs = await company(otherToken);
    await database.db
      .update(permissions)
      .set({ venueIds: [other.venue.id] })
      .where(eq(permissions.userId, other.user.id));
    const restricted = await client.request(
      UPDATE_COMPANY,
      { data: companyData(theirs) },
      { token: otherToken },
    );
    expect(codeOf(restricted)).toBe('FORBIDDEN');
  });
});
