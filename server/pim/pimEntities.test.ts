import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../demo/seed.ts';
import type { Database } from '../platform/db/client.ts';
import { companies, venues } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import {
  codeOf,
  errorsOf,
  expectNoErrors,
  expectSameAsMissing,
  fieldCodes,
  randomId,
  setScopes,
} from '../test/pim.ts';

/** Course types, stations, modification groups, upsells and kitchen messages: one generic API shape. */
const Q = {
  courseTypes: 'query { courseTypes { id name position version nameLang { en } } }',
  createCourseType:
    'mutation ($data: CourseTypeInput!) { createCourseType(data: $data) { id name position version } }',
  updateCourseType:
    'mutation ($id: ID!, $data: CourseTypeUpdateInput!, $v: Int) { updateCourseType(id: $id, data: $data, expectedVersion: $v) { id name position version } }',
  stations: 'query { stations { id name kind venueId version } }',
  createStation:
    'mutation ($data: StationInput!) { createStation(data: $data) { id name kind venueId version } }',
  updateStation:
    'mutation ($id: ID!, $data: StationUpdateInput!, $v: Int) { updateStation(id: $id, data: $data, expectedVersion: $v) { id name kind venueId version } }',
  groups:
    'query { variationGroups { id title selectionMode itemCount version variations { id name price } } }',
  createGroup:
    'mutation ($data: VariationGroupInput!) { createVariationGroup(data: $data) { id title selectionMode version titleLang { en } variations { id name price } } }',
  updateGroup:
    'mutation ($id: ID!, $data: VariationGroupUpdateInput!, $v: Int) { updateVariationGroup(id: $id, data: $data, expectedVersion: $v) { id title version variations { id name price } } }',
  upsells: 'query { upsells { id name displayOrder version items { id title } } }',
  createUpsell:
    'mutation ($data: UpsellInput!) { createUpsell(data: $data) { id name displayOrder version items { id title } } }',
  updateUpsell:
    'mutation ($id: ID!, $data: UpsellUpdateInput!, $v: Int) { updateUpsell(id: $id, data: $data, expectedVersion: $v) { id name displayOrder version items { id title } } }',
  messages: 'query { predefinedMessages { id type text venueId version } }',
  createMessage:
    'mutation ($data: PredefinedMessageInput!) { createPredefinedMessage(data: $data) { id type text venueId version textLang { en } } }',
  updateMessage:
    'mutation ($id: ID!, $data: PredefinedMessageUpdateInput!, $v: Int) { updatePredefinedMessage(id: $id, data: $data, expectedVersion: $v) { id text version } }',
  delete:
    'mutation ($id: ID!, $force: Boolean) { deleteNode(id: $id, force: $force) { success usageCount usages { kind name } } }',
  items: 'query { items { results { id title courseType { id } appliedVariations { id } upsells { id } } } }',
};

type Row = { id: string; name?: string; title?: string; version: number } & Record<string, unknown>;

describe.each(testDatabaseKinds())(
  'courses, stations, modification groups, upsells and messages on %s',
  (kind) => {
    let database: Database;
    let client: ReturnType<typeof testApi>;
    let token: string;
    let otherToken: string;
    let other: Awaited<ReturnType<typeof createCompany>>;
    let demoVenueId: string;

    async function rows(query: string, field: string, as = token): Promise<Row[]> {
      const result = await client.request<Record<string, Row[]>>(query, {}, { token: as });
      expectNoErrors(result);
      return result.data?.[field] ?? [];
    }

    async function productIds(...titles: string[]): Promise<string[]> {
      const result = await client.request<{ items: { results: { id: string; title: string }[] } }>(
        Q.items,
        {},
        { token },
      );
      return titles.map((title) => result.data?.items.results.find((item) => item.title === title)?.id ?? '');
    }

    beforeAll(async () => {
      const demo = await openDemoDatabase(kind);
      database = demo.database;
      const { companyId } = demo;
      other = await createCompany(database.db, { name: 'Fjord', email: 'owner@fjord.test' });
      client = testApi(database.db);
      token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      otherToken = await client.login('owner@fjord.test', FIXTURE_PASSWORD);
      const [venue] = await database.db.select().from(venues).where(eq(venues.companyId, companyId));
      demoVenueId = venue?.id ?? '';
    });
    afterAll(() => database.close());

    it('course types: list in serving order, create, update with version, delete with usage check', async () => {
      expect((await rows(Q.courseTypes, 'courseTypes')).map((c) => c.name)).toEqual([
        'Förrätt',
        'Varmrätt',
        'Efterrätt',
      ]);
      const created = await client.request<{ createCourseType: Row }>(
        Q.createCourseType,
        { data: { name: 'Mellanrätt', nameLang: { en: 'Intermediate' }, position: 1 } },
        { token },
      );
      expect(created.data?.createCourseType).toMatchObject({ name: 'Mellanrätt', position: 1, version: 1 });
      const id = created.data?.createCourseType.id;
      const bad = await client.request(
        Q.updateCourseType,
        { id, data: { name: ' ', position: -1 } },
        { token },
      );
      expect(fieldCodes(bad)).toEqual({ name: 'required', position: 'orderInvalid' });
      const updated = await client.request<{ updateCourseType: Row }>(
        Q.updateCourseType,
        { id, data: { position: 2 }, v: 1 },
        { token },
      );
      expect(updated.data?.updateCourseType).toMatchObject({ position: 2, version: 2 });
      expect(
        codeOf(await client.request(Q.updateCourseType, { id, data: { position: 3 }, v: 1 }, { token })),
      ).toBe('CONFLICT');
      // Used by products and categories: ask first; forced, their course is cleared.
      const starters = (await rows(Q.courseTypes, 'courseTypes')).find((c) => c.name === 'Förrätt');
      const asked = await client.request<{ deleteNode: { success: boolean; usages: { kind: string }[] } }>(
        Q.delete,
        { id: starters?.id },
        { token },
      );
      expect(asked.data?.deleteNode.success).toBe(false);
      expect(new Set(asked.data?.deleteNode.usages.map((usage) => usage.kind))).toEqual(
        new Set(['PRODUCT', 'CATEGORY']),
      );
      await client.request(Q.delete, { id: starters?.id, force: true }, { token });
      const items = await client.request<{ items: { results: { title: string; courseType: unknown }[] } }>(
        Q.items,
        {},
        { token },
      );
      expect(items.data?.items.results.find((item) => item.title === 'Toast Skagen')?.courseType).toBeNull();
      expect(
        (await client.request<{ deleteNode: { success: boolean } }>(Q.delete, { id }, { token })).data
          ?.deleteNode.success,
      ).toBe(true);
    });

    it("stations: printers and screens of the viewer's venues only", async () => {
      expect((await rows(Q.stations, 'stations')).map((s) => s.name)).toEqual([
        'Baren',
        'Kallskänken',
        'Köket',
      ]);
      const created = await client.request<{ createStation: Row }>(
        Q.createStation,
        { data: { name: 'Pizzaugnen', kind: 'SCREEN', venueId: demoVenueId } },
        { token },
      );
      expect(created.data?.createStation).toMatchObject({
        name: 'Pizzaugnen',
        kind: 'SCREEN',
        venueId: demoVenueId,
      });
      const bad = await client.request(
        Q.createStation,
        { data: { name: 'Fax', kind: 'FAX', venueId: other.venue.id } },
        { token },
      );
      expect(fieldCodes(bad)).toEqual({ kind: 'invalidChoice' });
      const foreignVenue = await client.request(
        Q.createStation,
        { data: { name: 'Fax', kind: 'PRINTER', venueId: other.venue.id } },
        { token },
      );
      expect(fieldCodes(foreignVenue)).toEqual({ venueId: 'unknownReference' });
      const id = created.data?.createStation.id;
      const moved = await client.request<{ updateStation: Row }>(
        Q.updateStation,
        { id, data: { kind: 'PRINTER', venueId: null }, v: 1 },
        { token },
      );
      expect(moved.data?.updateStation).toMatchObject({ kind: 'PRINTER', venueId: null, version: 2 });
      expect(
        (await client.request<{ deleteNode: { success: boolean } }>(Q.delete, { id }, { token })).data
          ?.deleteNode.success,
      ).toBe(true);
    });

    it('modification groups: variations with prices, replaced as a whole list, ids kept', async () => {
      const created = await client.request<{
        createVariationGroup: Row & { variations: { id: string; name: string; price: number }[] };
      }>(
        Q.createGroup,
        {
          data: {
            title: 'Sås',
            titleLang: { en: 'Sauce' },
            selectionMode: 'MULTIPLE',
            variations: [
              { name: 'Bearnaise', price: 1500 },
              { name: 'Rödvinssås', price: 1500 },
            ],
          },
        },
        { token },
      );
      expectNoErrors(created);
      const group = created.data?.createVariationGroup;
      expect(group).toMatchObject({ title: 'Sås', selectionMode: 'MULTIPLE', titleLang: { en: 'Sauce' } });
      const [bearnaise] = group?.variations ?? [];
      const updated = await client.request<{
        updateVariationGroup: { version: number; variations: { id: string; name: string; price: number }[] };
      }>(
        Q.updateGroup,
        {
          id: group?.id,
          v: 1,
          data: {
            variations: [
              { name: 'Pepparsås', price: 1200 },
              { id: bearnaise?.id, name: 'Bearnaisesås', price: 1800 },
            ],
          },
        },
        { token },
      );
      expect(updated.data?.updateVariationGroup.variations).toEqual([
        { id: expect.any(String), name: 'Pepparsås', price: 1200 },
        { id: bearnaise?.id, name: 'Bearnaisesås', price: 1800 },
      ]);
      const bad = await client.request(
        Q.updateGroup,
        { id: group?.id, data: { selectionMode: 'SOME', variations: [{ name: '', price: -5 }] } },
        { token },
      );
      expect(fieldCodes(bad)).toEqual({
        selectionMode: 'invalidChoice',
        'variations.0.name': 'required',
        'variations.0.price': 'priceInvalid',
      });
      // Another company's variation id is not taken over: it becomes a new variation of this group.
      const size = (await rows(Q.groups, 'variationGroups')).find((g) => g.title === 'Storlek') as
        | (Row & { itemCount: number; variations: { id: string }[] })
        | undefined;
      expect(size?.itemCount).toBe(15);
      const theirs = await client.request<{ createVariationGroup: { variations: { id: string }[] } }>(
        Q.createGroup,
        { data: { title: 'Størrelse', variations: [{ name: 'Liten', price: 0 }] } },
        { token: otherToken },
      );
      const stolenId = theirs.data?.createVariationGroup.variations[0]?.id;
      const attempt = await client.request<{ updateVariationGroup: { variations: { id: string }[] } }>(
        Q.updateGroup,
        { id: group?.id, data: { variations: [{ id: stolenId, name: 'Stulen', price: 0 }] } },
        { token },
      );
      expect(attempt.data?.updateVariationGroup.variations[0]?.id).not.toBe(stolenId);
    });

    it('upsells: display order, name and the live products offered', async () => {
      expect((await rows(Q.upsells, 'upsells')).map((u) => u.displayOrder)).toEqual([1, 2, 3]);
      const [cola, bun] = await productIds('Coca-Cola', 'Kanelbulle');
      const created = await client.request<{
        createUpsell: Row & { items: { id: string; title: string }[] };
      }>(Q.createUpsell, { data: { name: 'Fika', displayOrder: 4, itemIds: [bun, cola] } }, { token });
      expect(created.data?.createUpsell).toMatchObject({
        name: 'Fika',
        displayOrder: 4,
        items: [{ title: 'Kanelbulle' }, { title: 'Coca-Cola' }],
      });
      const foreign = await client.request(
        Q.updateUpsell,
        { id: created.data?.createUpsell.id, data: { itemIds: [other.items[0]?.id] } },
        { token },
      );
      expect(fieldCodes(foreign)).toEqual({ itemIds: 'unknownReference' });
      const bad = await client.request(Q.createUpsell, { data: { name: 'X', displayOrder: -1 } }, { token });
      expect(fieldCodes(bad)).toEqual({ displayOrder: 'orderInvalid' });
    });

    it('kitchen messages need the venue of the metadata, else "Metadata not available"', async () => {
      expect(await rows(Q.messages, 'predefinedMessages')).toHaveLength(8);
      const created = await client.request<{ createPredefinedMessage: Row }>(
        Q.createMessage,
        {
          data: {
            type: 'ITEM',
            text: 'Ingen koriander',
            textLang: { en: 'No coriander' },
            venueId: demoVenueId,
          },
        },
        { token },
      );
      expect(created.data?.createPredefinedMessage).toMatchObject({
        type: 'ITEM',
        text: 'Ingen koriander',
        venueId: demoVenueId,
      });
      for (const venueId of [undefined, other.venue.id, randomId()]) {
        const refused = await client.request(
          Q.createMessage,
          { data: { text: 'Utan salt', venueId } },
          { token },
        );
        expect(codeOf(refused)).toBe('BAD_USER_INPUT');
        expect(errorsOf(refused)[0]?.message).toBe('Metadata not available');
      }
      const wrongType = await client.request(
        Q.createMessage,
        { data: { type: 'ORDER', text: 'X', venueId: demoVenueId } },
        { token },
      );
      expect(fieldCodes(wrongType)).toEqual({ type: 'invalidChoice' });
      const id = created.data?.createPredefinedMessage.id;
      const updated = await client.request<{ updatePredefinedMessage: Row }>(
        Q.updateMessage,
        { id, data: { text: 'Utan koriander' }, v: 1 },
        { token },
      );
      expect(updated.data?.updatePredefinedMessage).toMatchObject({ text: 'Utan koriander', version: 2 });
      expect(
        codeOf(await client.request(Q.updateMessage, { id, data: { text: 'X' }, v: 1 }, { token })),
      ).toBe('CONFLICT');
    });

    it("answers another company's records like missing ones", async () => {
      const [theirCourse] = (
        await Promise.all([
          client.request<{ createCourseType: Row }>(
            Q.createCourseType,
            { data: { name: 'Forrett' } },
            { token: otherToken },
          ),
        ])
      ).map((result) => result.data?.createCourseType.id ?? '');
      const theirStation = (
        await client.request<{ createStation: Row }>(
          Q.createStation,
          { data: { name: 'Kjøkken', kind: 'PRINTER' } },
          { token: otherToken },
        )
      ).data?.createStation.id;
      const theirUpsell = (
        await client.request<{ createUpsell: Row }>(
          Q.createUpsell,
          { data: { name: 'Drikke', displayOrder: 1 } },
          { token: otherToken },
        )
      ).data?.createUpsell.id;
      for (const [query, id] of [
        [Q.updateCourseType, theirCourse],
        [Q.updateStation, theirStation],
        [Q.updateUpsell, theirUpsell],
        [Q.delete, theirCourse],
        [Q.delete, theirStation],
        [Q.delete, theirUpsell],
      ] as const) {
        const variables = (value: string | undefined) => ({ id: value, data: {}, force: true });
        expectSameAsMissing(
          await client.request(query, variables(id), { token }),
          await client.request(query, variables(randomId()), { token }),
        );
      }
      expect((await rows(Q.courseTypes, 'courseTypes', otherToken)).map((c) => c.name)).toEqual(['Forrett']);
      expect((await rows(Q.courseTypes, 'courseTypes')).some((c) => c.name === 'Forrett')).toBe(false);
    });

    it('refuses every operation without POS_CUSTOMIZATION, and payments-only companies', async () => {
      await setScopes(database.db, other.user.id, ['FINANCE', 'STAFF']);
      for (const [query, variables] of [
        [Q.courseTypes, {}],
        [Q.createCourseType, { data: { name: 'X' } }],
        [Q.stations, {}],
        [Q.createStation, { data: { name: 'X', kind: 'PRINTER' } }],
        [Q.groups, {}],
        [Q.createGroup, { data: { title: 'X' } }],
        [Q.upsells, {}],
        [Q.createUpsell, { data: { name: 'X', displayOrder: 1 } }],
        [Q.messages, {}],
        [Q.createMessage, { data: { text: 'X' } }],
        [Q.delete, { id: randomId() }],
      ] as const) {
        expect(codeOf(await client.request(query, variables, { token: otherToken })), query).toBe(
          'FORBIDDEN',
        );
      }
      await setScopes(database.db, other.user.id, []);
      await database.db
        .update(companies)
        .set({ isPaymentsOnly: true })
        .where(eq(companies.id, other.company.id));
      expect(codeOf(await client.request(Q.courseTypes, {}, { token: otherToken }))).toBe('FORBIDDEN');
      await database.db
        .update(companies)
        .set({ isPaymentsOnly: false })
        .where(eq(companies.id, other.company.id));
    });
  },
);
