import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OfferedLine, priceBasket } from '../../src/domain/orders.ts';
import { storedOffer } from '../discounts/offers.service.ts';
import type { Database } from '../platform/db/client.ts';
import {
  accessLevels,
  offers,
  orders,
  staffMembers,
  staffVenues,
  venues,
} from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order {
  id total staffId staffName lines { total offers { offerId name discount } } } } }`;
const CREATE_KEY = `mutation ($name: String!, $venueId: ID!, $scopes: [String!]!) {
  createApiKey(name: $name, venueId: $venueId, scopes: $scopes) { key } }`;

type Answer = {
  data?: { createOrder: { order: { id: string; staffId: string | null; staffName: string | null } } };
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
  }[];
};

const ALWAYS = { weekdays: [], timeWindows: [], startDate: null, endDate: null };

describe.each(testDatabaseKinds())(
  'discounts on orders need the staff member’s terminal permission on %s (issue 18)',
  (kind) => {
    let database: Database;
    let client: ReturnType<typeof testApi>;
    let company: Awaited<ReturnType<typeof createCompany>>;
    let other: Awaited<ReturnType<typeof createCompany>>;
    let key: string;
    let token: string;
    let timezone: string;
    const staff = { manager: '', cashier: '', clockIn: '', elsewhere: '', inactive: '', foreign: '' };
    const offerIds = { preset: '', managerOnly: '', combo: '' };
    const offerRows = new Map<string, ReturnType<typeof storedOffer>>();
    let pins = 0;

    const addStaff = async (
      companyId: string,
      name: string,
      level: 'manager' | 'staff' | 'clockIn',
      venueId: string,
      active = true,
    ) => {
      const [levelRow] = await database.db
        .select({ id: accessLevels.id })
        .from(accessLevels)
        .where(and(eq(accessLevels.companyId, companyId), eq(accessLevels.defaultKey, level)));
      const pinKey = `test:${++pins}`;
      const [row] = await database.db
        .insert(staffMembers)
        .values({ companyId, name, accessLevelId: levelRow?.id ?? null, active, pinHash: 'x', pinKey })
        .returning();
      if (!row) throw new Error('staff');
      await database.db.insert(staffVenues).values({ staffId: row.id, venueId, companyId, pinKey });
      return row.id;
    };

    const call = async (input: Record<string, unknown>, authorization: string): Promise<Answer> => {
      const body = JSON.stringify({ query: CREATE, variables: { input } });
      const response = await client.api.fetch(
        'http://ordna.test/graphql',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'accept-language': 'sv',
            authorization,
          },
          body,
        },
        { req: { socket: { remoteAddress: '127.0.0.1' } } },
      );
      return (await response.json()) as Answer;
    };

    const orderCount = async () =>
      (
        await database.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.companyId, company.company.id))
      ).length;

    /** One line of 50.00 with a manual discount of 5.00 (no offerId). */
    const manual = (staffId?: string) => ({
      idempotencyKey: `discount-${crypto.randomUUID()}`,
      ...(staffId !== undefined ? { staffId } : {}),
      lines: [
        {
          title: 'Kaffe',
          quantity: 1,
          unitPrice: 5000,
          manualPrice: true,
          vatRate: 12,
          offers: [{ name: 'Manuell rabatt', discount: 500 }],
          total: 4500,
        },
      ],
      payments: [{ method: 'CASH', amount: 4500 }],
      total: 4500,
    });

    /** The company's first two items priced by the engine with one picked offer. */
    const withOffer = (offerId: string, staffId?: string) => {
      const offer = offerRows.get(offerId);
      const [first, second] = company.items;
      if (!offer || !first || !second) throw new Error('fixtures');
      const at = new Date('2026-11-18T11:30:00Z');
      const priced = priceBasket(
        [first, second].map((item) => ({
          itemId: item.id,
          title: item.title,
          quantity: 1,
          unitPrice: item.defaultPrice,
          vatRate: item.vatRate,
        })),
        [offer],
        {
          at,
          venue: { id: company.venue.id, timeZone: timezone, currency: 'NOK' },
          pickedOfferIds: [offerId],
        },
      );
      expect(priced.discount).toBeGreaterThan(0);
      return {
        idempotencyKey: `discount-${crypto.randomUUID()}`,
        createdAt: at.toISOString(),
        ...(staffId !== undefined ? { staffId } : {}),
        lines: priced.lines satisfies OfferedLine[],
        payments: [{ method: 'CASH', amount: priced.total }],
        total: priced.total,
      };
    };

    const refused = async (input: Record<string, unknown>, authorization = `ApiKey ${key}`) => {
      const before = await orderCount();
      const answer = await call(input, authorization);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await orderCount()).toBe(before);
      return (answer.errors?.[0]?.extensions?.fieldErrors ?? []).map((e) => [e.field, e.code, e.message]);
    };

    const accepted = async (input: Record<string, unknown>, authorization = `ApiKey ${key}`) => {
      const answer = await call(input, authorization);
      expect(answer.errors).toBeUndefined();
      const order = answer.data?.createOrder.order;
      if (!order) throw new Error('no order');
      return order;
    };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      client = testApi(database.db);
      company = await createCompany(database.db, { name: 'Rabatt', email: 'rabatt@orders.test', items: 2 });
      other = await createCompany(database.db, { name: 'Annan', email: 'annan@orders.test', items: 1 });
      const [second] = await database.db
        .insert(venues)
        .values({ companyId: company.company.id, name: 'Rabatt Bergen' })
        .returning();
      if (!second) throw new Error('venue');
      const id = company.company.id;
      const venue = company.venue.id;
      staff.manager = await addStaff(id, 'Maja Chef', 'manager', venue);
      staff.cashier = await addStaff(id, 'Kim Kassa', 'staff', venue);
      staff.clockIn = await addStaff(id, 'Stina Stämpel', 'clockIn', venue);
      staff.elsewhere = await addStaff(id, 'Berit Bergen', 'manager', second.id);
      staff.inactive = await addStaff(id, 'Ivar Slutat', 'manager', venue, false);
      staff.foreign = await addStaff(other.company.id, 'Fredrik Främling', 'manager', other.venue.id);
      const [first, two] = company.items;
      if (!first || !two) throw new Error('items');
      const percent = (value: number) => ({ value, groups: [], stages: [], validity: ALWAYS });
      const made = await database.db
        .insert(offers)
        .values([
          {
            companyId: id,
            name: 'Personalrabatt 15 %',
            type: 'ORDER_DISCOUNT',
            discountType: 'PERCENTAGE',
            automatic: false,
            permission: 'PRESET_DISCOUNT',
            rules: percent(15),
          },
          {
            companyId: id,
            name: 'Chefens 50 %',
            type: 'ORDER_DISCOUNT',
            discountType: 'PERCENTAGE',
            automatic: false,
            permission: 'MANUAL_DISCOUNT',
            rules: percent(50),
          },
          {
            companyId: id,
            name: 'Kombo',
            type: 'BUNDLE',
            discountType: 'PRICE',
            rules: {
              value: 1000,
              groups: [{ itemIds: [first.id] }, { itemIds: [two.id] }],
              stages: [],
              validity: ALWAYS,
            },
          },
        ])
        .returning();
      for (const row of made) offerRows.set(row.id, storedOffer(row));
      [offerIds.preset, offerIds.managerOnly, offerIds.combo] = made.map((row) => row.id) as [
        string,
        string,
        string,
      ];
      const [venueRow] = await database.db
        .select({ timezone: venues.timezone })
        .from(venues)
        .where(eq(venues.id, venue));
      timezone = venueRow?.timezone ?? 'Europe/Oslo';
      token = await client.login('rabatt@orders.test', FIXTURE_PASSWORD);
      const created = await client.request<{ createApiKey: { key: string } }>(
        CREATE_KEY,
        { name: 'Kassa 1', venueId: venue, scopes: ['READ_CATALOGUE', 'WRITE_ORDERS'] },
        { token },
      );
      key = created.data?.createApiKey.key ?? '';
      expect(key).not.toBe('');
    }, 120_000);

    afterAll(async () => {
      await database?.close();
    });

    it("refuses a key's manual discount without a staff member, in words, and writes nothing", async () => {
      expect(await refused(manual())).toEqual([
        ['staffId', 'staffRequired', 'Ange vilken personal (staffId) som ger rabatten'],
      ]);
    });

    it('refuses a manual discount by staff without MANUAL_DISCOUNT (preset-only, clock-in, inactive)', async () => {
      for (const staffId of [staff.cashier, staff.clockIn, staff.inactive])
        expect(await refused(manual(staffId))).toEqual([
          [
            'lines.0.offers.0',
            'discountNotPermitted',
            'Personalen på ordern har inte behörighet att ge den här rabatten',
          ],
        ]);
    });

    it('accepts a manual discount by a manager and keeps who gave it', async () => {
      const order = await accepted(manual(staff.manager));
      expect(order).toMatchObject({ staffId: staff.manager, staffName: 'Maja Chef' });
      // The name the till sent wins over the register's.
      const named = await accepted({ ...manual(staff.manager), staffName: 'Maja' });
      expect(named).toMatchObject({ staffId: staff.manager, staffName: 'Maja' });
    });

    it("gates an offer by its own permission: PRESET_DISCOUNT for the staff preset, MANUAL_DISCOUNT for the manager's", async () => {
      expect((await refused(withOffer(offerIds.preset))).map(([field, code]) => [field, code])).toEqual([
        ['staffId', 'staffRequired'],
      ]);
      const clockInErrors = await refused(withOffer(offerIds.preset, staff.clockIn));
      expect(clockInErrors.map(([, code]) => code)).toEqual(['discountNotPermitted', 'discountNotPermitted']);
      await accepted(withOffer(offerIds.preset, staff.cashier));
      expect(
        (await refused(withOffer(offerIds.managerOnly, staff.cashier))).map(([field, code]) => [field, code]),
      ).toEqual([
        ['lines.0.offers.0', 'discountNotPermitted'],
        ['lines.1.offers.0', 'discountNotPermitted'],
      ]);
      await accepted(withOffer(offerIds.managerOnly, staff.manager));
      // An offer that needs no permission needs no staff member.
      await accepted(withOffer(offerIds.combo));
    });

    it("answers another company's staff, another venue's (for a key), a random and a malformed id alike", async () => {
      const answers = [];
      for (const staffId of [staff.foreign, staff.elsewhere, crypto.randomUUID(), 'not-an-id'])
        answers.push(await refused(manual(staffId)));
      for (const answer of answers)
        expect(answer).toEqual([['staffId', 'unknownStaff', 'Personalen finns inte på det här stället']]);
      // Also on an order without discounts: an order never names a staff member it cannot see.
      const plain = { ...manual(staff.foreign), lines: [{ ...manual().lines[0], offers: [], total: 5000 }] };
      expect(await refused({ ...plain, payments: [{ method: 'CASH', amount: 5000 }], total: 5000 })).toEqual([
        ['staffId', 'unknownStaff', 'Personalen finns inte på det här stället'],
      ]);
    });

    it('the back office (ORDERS) is not a till: no staff member needed, but one it names is checked', async () => {
      const bearer = `Bearer ${token}`;
      await accepted({ ...manual(), venueId: company.venue.id }, bearer);
      expect(
        (await refused({ ...manual(staff.cashier), venueId: company.venue.id }, bearer)).map(([f, c]) => [
          f,
          c,
        ]),
      ).toEqual([['lines.0.offers.0', 'discountNotPermitted']]);
      await accepted({ ...manual(staff.elsewhere), venueId: company.venue.id }, bearer);
    });
  },
);
