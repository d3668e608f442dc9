import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getNamedType, isNonNullType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { DEMO_LOGIN } from '../demo/seed.ts';
import type { Database } from '../platform/db/client.ts';
import {
  accountHolders,
  devices,
  diningTables,
  floorPlans,
  invoices,
  invoiceTargets,
  items,
  kdsBumps,
  kdsTickets,
  legalEntities,
  legalEntityVenues,
  licences,
  mailOutbox,
  orders,
  permissions,
  stations,
  stockIngredients,
  users,
  venues,
  vouchers,
} from '../platform/db/schema/index.ts';
import { type GraphQLResult, testApi } from './api.ts';
import { sweepDatabaseKinds } from './db.ts';
import { openDemoDatabase } from './demo.ts';
import { createCompany, FIXTURE_PASSWORD, licenseModules } from './fixtures.ts';
import {
  DECLARED_TABLES,
  declaredOperationTable,
  declaredSlotTable,
  licenseDeclaredKinds,
} from './security/declaredKinds.ts';
import {
  document,
  type IdSlot,
  idSlots,
  type Operation,
  operations,
  sampleArgs,
  withSlot,
} from './security/schemaWalk.ts';
import { allRows, rowsOf, tenantIds, uuidsIn } from './security/snapshot.ts';
import { createTenantRecords } from './security/tenantRecords.ts';

/**
 * Broken object-level authorization (OWASP API #1), swept over the whole schema: every operation
 * that takes an id is called by company B with each kind of company A's real ids, and must answer
 * exactly as it does for a random id, show nothing of A, and leave A's rows as they were.
 */

/** Operations left out of the sweep, with the reason (reviewed like code). */
const SKIPPED: Record<string, string> = {
  guestMenu:
    'public by design: the venue id is printed in the QR code; onlineOrdering.test.ts checks that off, unknown and foreign tables answer alike',
  placeGuestOrder:
    'public by design (the QR code); onlineOrdering.test.ts checks foreign items and tables are refused like unknown ones',
  companyApplication:
    'an application is read by its unguessable id by design, before any account exists (spec: advanced company creation)',
};

/**
 * Operations whose call with B's own ids cannot succeed for B, so the sweep shows only that A's ids
 * answer like random ones. Their positive path is tested elsewhere.
 */
const PAYMENTS_ONLY =
  "a payments-only operation: B is a POS company and is refused whatever the id; server/payments/payments.test.ts checks one payments-only company's ids against another's";
const NO_OWN_BASELINE: Record<string, string> = {
  paymentTransactions: PAYMENTS_ONLY,
  payouts: PAYMENTS_ONLY,
  kycLink: PAYMENTS_ONLY,
  checkoutLink: PAYMENTS_ONLY,
  addProviderStore: PAYMENTS_ONLY,
  createPayoutReport: PAYMENTS_ONLY,
  createAccountHolder: PAYMENTS_ONLY,
  requestBoost:
    'grant offers come from the provider, not the API (and Boost is GB/SE only); boost.test.ts sweeps them',
  switchUser: 'only an organization admin may switch; auth.test.ts sweeps admins across organizations',
};

/** Which table an id slot points into, from its name (and the operation's for a bare `id`). */
const SLOT_KINDS: Record<string, string> = {
  itemId: 'items',
  itemIds: 'items',
  categoryIds: 'categories',
  categoryId: 'categories',
  parentId: 'categories',
  courseTypeId: 'course_types',
  stationId: 'stations',
  upsellIds: 'upsells',
  addVariationGroupIds: 'variation_groups',
  appliedVariations: 'variation_groups',
  defaultVariationsIds: 'variations',
  venueId: 'venues',
  companyId: 'companies',
  legalEntityId: 'legal_entities',
  importId: 'item_imports',
  userId: 'users',
  venueIds: 'venues',
  layoutId: 'pos_layouts',
  pageId: 'pos_pages',
  targetPageId: 'pos_pages',
  upsellId: 'upsells',
  offerId: 'offers',
  // The try-it panel's picked offers (issue 14): another company's are ignored like unknown ones.
  pickedOfferIds: 'offers',
  orderId: 'orders',
  lineId: 'order_lines',
  menuId: 'menus',
  // Change history (issue 16): a record's history by its id, changes by a user.
  recordId: 'items',
  actorId: 'users',
  accessLevelId: 'access_levels',
  staffId: 'staff_members',
  floorPlanId: 'floor_plans',
  accountHolderId: 'account_holders',
  // Generated reports (issue 20): the Reports payload's product filter.
  giftcardItemId: 'items',
  // Kitchen display (issue 19): tickets and bumps (createKdsRecords below makes one of each).
  ticketId: 'kds_tickets',
  bumpId: 'kds_bumps',
  // Daily vouchers' "Send again" (issue 44 item 2): the demo has a month of them, B one below.
  voucherId: 'vouchers',
  // Dead mails' "Send again" (issue 44 item 2): one dead mail of each company below.
  mailId: 'mail_outbox',
  // An INVOICE payment's customer (issue 47 item 3).
  invoiceTargetId: 'invoice_targets',
  // Stock counted in ingredients (decision 0109): the demo (A) holds two, seeded.
  ingredientId: 'stock_ingredients',
};
const OPERATION_KINDS: [RegExp, string][] = [
  [/^(update|delete)?Categor(y|ies)$/i, 'categories'],
  [/^updateCourseType$/, 'course_types'],
  // `items(filter: { ids })` (issue 14): a picker's chosen products; another company's match nothing.
  [/^(items?|updateItems?|updateItemsMatching|deleteNodes?)$/, 'items'],
  [/^updatePredefinedMessage$/, 'predefined_messages'],
  [/^updateStation$/, 'stations'],
  [/^updateUpsell$/, 'upsells'],
  [/^updateVariationGroup$/, 'variation_groups'],
  [/^(update|delete|duplicate)PosLayout$/, 'pos_layouts'],
  [/^(update|delete)PosCategory$/, 'pos_layout_categories'],
  [/^posPage$/, 'pos_pages'],
  [/^(update|delete)Offer$/, 'offers'],
  [/^order$/, 'orders'],
  [/^revokeApiKey$/, 'api_keys'],
  [/^rotateApiKey$/, 'api_keys'],
  [/^updateVenue$/, 'venues'],
  [/^(settingsVenue|updateVenueSettings|deleteVenue)$/, 'venues'],
  [/^revertChange$/, 'change_log'],
  [/^(staffMember|updateStaffMember|deleteStaffMember|resetStaffPin)$/, 'staff_members'],
  [/^(update|delete)AccessLevel$/, 'access_levels'],
  [/^(floorPlan|(update|delete|save)FloorPlan)$/, 'floor_plans'],
  [/^(table|updateTable|deleteTables)$/, 'tables'],
  [/^(zReport|sendZReport)$/, 'z_reports'],
  [/^(beeperRange|updateBeeperRange|deleteBeeperRange)$/, 'beeper_ranges'],
  // A company's own payment methods (issue 47 item 2).
  [/^(paymentMethod|updatePaymentMethod|deletePaymentMethod)$/, 'payment_methods'],
  [/^(device|updateDevice)$/, 'devices'],
  // Invoice customers and collective invoices (issue 47 item 3).
  [/^(invoiceTarget|updateInvoiceTarget|deleteInvoiceTarget)$/, 'invoice_targets'],
  [/^resendInvoice$/, 'invoices'],
  [/^(competition|competitionLeaderboard)$/, 'competitions'],
  [/^(report|deleteReport)$/, 'finance_reports'],
  [/^deleteScheduledReport$/, 'scheduled_reports'],
  // The paged named lists (issue 14): `filter.id` reads one record for the editor, `filter.ids` a
  // picker's chosen ones.
  [/^(categoriesPage|updateCategoriesMatching)$/, 'categories'],
  [/^courseTypesPage$/, 'course_types'],
  [/^stationsPage$/, 'stations'],
  [/^upsellsPage$/, 'upsells'],
  [/^variationGroupsPage$/, 'variation_groups'],
  [/^predefinedMessagesPage$/, 'predefined_messages'],
  [/^accessLevelsPage$/, 'access_levels'],
  [/^menusPage$/, 'menus'],
  [/^(offersPage|bundleOffersPage)$/, 'offers'],
  [/^apiKeysPage$/, 'api_keys'],
];

function kindOf(op: Operation, slot: IdSlot): string | undefined {
  const name = slot.path.at(-1) ?? '';
  if (slot.path.at(-2) === 'variations' && name === 'id') return 'variations';
  // Menus (issue 16): `item: { connect: { id } }`, `menu: { connect: { id } }`, entries by id.
  if (slot.path.at(-2) === 'connect') return { item: 'items', menu: 'menus' }[slot.path.at(-3) ?? ''];
  if (slot.path.includes('menuEntries') && name === 'id') return 'menu_entries';
  // Record metadata (issue 16 item 7): the sample's recordType is the schema's first value of
  // MetadataRecordType, CATEGORY (the printed schema sorts values), so recordId is a category.
  if (/^(recordMetadata|updateMetadata)$/.test(op.name) && name === 'recordId') return 'categories';
  if (name === 'id' || name === 'ids')
    return declaredOperationTable(op.name) ?? OPERATION_KINDS.find(([pattern]) => pattern.test(op.name))?.[1];
  return SLOT_KINDS[name] ?? declaredSlotTable(name);
}

/**
 * A kitchen display ticket and a bump of the company (issue 19): tickets come from orders routed to
 * a station when a screen reads, so the sweep writes one of each straight away.
 */
async function createKdsRecords(db: Database['db'], companyId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.companyId, companyId)).limit(1);
  const [station] = await db.select().from(stations).where(eq(stations.companyId, companyId)).limit(1);
  if (!order || !station) throw new Error('kds records: the company has no order or station');
  const [ticket] = await db
    .insert(kdsTickets)
    .values({
      companyId,
      venueId: order.venueId,
      orderId: order.id,
      stationId: station.id,
      stage: 'IN_PROGRESS',
      orderedAt: order.createdAt,
    })
    .returning();
  if (!ticket) throw new Error('kds records: no ticket');
  await db.insert(kdsBumps).values({
    companyId,
    ticketId: ticket.id,
    stationId: station.id,
    fromStage: 'NEW',
    toStage: 'IN_PROGRESS',
  });
}

const ENDS = /^(delete|revoke)/;
const OPERATIONS = operations()
  .filter((op) => idSlots(op).length > 0 && !(op.name in SKIPPED))
  // Deletes and revokes last: their baseline removes (or ends) B's records that the other
  // operations use (rotateApiKey needs B's key live).
  .sort((a, b) => Number(ENDS.test(a.name)) - Number(ENDS.test(b.name)));

const TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g;
/** The answer with the id under test and every generated id or time made neutral. */
function normalized(result: GraphQLResult, id: string): string {
  return (
    JSON.stringify({ data: result.data ?? null, errors: result.errors ?? null })
      .replaceAll(id, '<ID>')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
      .replace(TIME, '<time>')
      // Optimistic-concurrency counters move with every accepted save, whoever's ids were sent.
      .replace(/"version":\d+/g, '"version":<n>')
  );
}
const short = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);
const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code ?? 'ok';

/**
 * The sweep in two parts, two test files, so the API tests' two workers share it (it was the
 * longest file): the reads (queries, the argument-free reads and the one-venue user) and the
 * writes (mutations, deletes and revokes last). Each part has its own database and companies.
 */
export type SweepPart = 'reads' | 'writes';

export function sweepTenancy(part: SweepPart): void {
  const swept = OPERATIONS.filter((op) => (op.type === 'query') === (part === 'reads'));

  if (part === 'reads')
    describe('every operation that takes an id is in the tenancy sweep', () => {
      it('knows the kind of every id slot', () => {
        const unknown = OPERATIONS.flatMap((op) =>
          idSlots(op)
            .filter((slot) => !kindOf(op, slot))
            .map((slot) => `${op.name}(${slot.path.join('.')})`),
        );
        expect(unknown, 'add the slot to SLOT_KINDS or OPERATION_KINDS').toEqual([]);
      });
    });

  describe.each(sweepDatabaseKinds())(`tenant isolation (${part}) on %s`, (kind) => {
    let database: Database;
    let client: ReturnType<typeof testApi>;
    let tokenB: string;
    /** A's ids by table: one of each kind is tried in every slot. */
    let idsOfA: Map<string, string>;
    let sampleOfA: Map<string, string>;
    let ownOfB: Map<string, string>;
    let companyOfB: string;
    let venueOfB: string;

    beforeAll(async () => {
      const demo = await openDemoDatabase(kind);
      database = demo.database;
      const { companyId } = demo;
      // Generous limits: the sweep selects every field of every answer (limits.test.ts checks them).
      client = testApi(database.db, { limits: { maxTokens: 100_000, maxCost: 1_000_000, maxAliases: 100 } });
      const b = await createCompany(database.db, { name: 'Bravo', email: 'bravo@tenancy.test' });
      companyOfB = b.company.id;
      venueOfB = b.venue.id;
      // Stock (issue 47 item 8) needs the INVENTORY module; the demo company (A) has it from its seed.
      await licenseModules(database.db, b.company.id, ['INVENTORY']);
      await licenseDeclaredKinds(database.db, b.company.id);
      const [venueOfA] = await database.db
        .select()
        .from(venues)
        .where(eq(venues.companyId, companyId))
        .limit(1);
      if (!venueOfA) throw new Error('the demo company has no venue');
      await createTenantRecords(
        client,
        await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password),
        venueOfA.id,
      );
      tokenB = await client.login('bravo@tenancy.test', FIXTURE_PASSWORD);
      await createTenantRecords(
        client,
        tokenB,
        b.venue.id,
        b.items.map((item) => item.id),
      );
      const [entity] = await database.db
        .insert(legalEntities)
        .values({ companyId: b.company.id, name: 'Bravo AS' })
        .returning();
      if (entity)
        await database.db.insert(legalEntityVenues).values({ legalEntityId: entity.id, venueId: b.venue.id });
      // A stock ingredient of B's (the demo, A, has its seeded ones; decision 0109).
      await database.db
        .insert(stockIngredients)
        .values({ companyId: b.company.id, name: 'Bravo mjöl', unit: 'GRAM' });
      // Card-provider account holders are made through the provider (payments-only companies): rows here.
      for (const [owner, name] of [
        [companyId, 'Alpha AB'],
        [b.company.id, 'Bravo AS'],
      ] as const)
        await database.db.insert(accountHolders).values({
          companyId: owner,
          providerId: `AH-${name}`,
          legalName: name,
          country: 'SE',
          email: 'holder@tenancy.test',
        });
      // A claimed device with a licence (issue 21 item 6): devices are claimed, not created.
      const [device] = await database.db
        .insert(devices)
        .values({ companyId: b.company.id, venueId: b.venue.id, name: 'Bravo till' })
        .returning();
      await database.db.insert(licences).values({
        companyId: b.company.id,
        plan: 'MONTHLY',
        status: 'ACTIVE',
        product: 'EPOS',
        deviceId: device?.id,
      });

      await createKdsRecords(database.db, companyId);
      await createKdsRecords(database.db, b.company.id);
      // A failed daily voucher of B (issue 44: "Send again"); the demo company has its own month.
      await database.db.insert(vouchers).values({
        companyId: b.company.id,
        venueId: b.venue.id,
        accountingDate: '2026-11-20',
        status: 'failed',
        integration: 'fortnox',
        message: 'Fortnox: down',
      });
      // A failed collective invoice of each company (issue 47 item 3: "Send again"), for the
      // customer its tenant records made.
      for (const owner of [companyId, b.company.id]) {
        const [target] = await database.db
          .select({ id: invoiceTargets.id })
          .from(invoiceTargets)
          .where(eq(invoiceTargets.companyId, owner))
          .limit(1);
        if (!target) throw new Error('no invoice target of the tenant records');
        await database.db.insert(invoices).values({
          companyId: owner,
          targetId: target.id,
          integration: 'vismaEekonomi',
          periodStart: '2026-11-01',
          periodEnd: '2026-11-30',
          amount: 1000,
          currency: 'SEK',
          status: 'failed',
          message: 'Invoices are not supported by Visma eEkonomi',
        });
      }
      // A dead mail of each company (issue 44 item 2: the bell's "Send again").
      for (const owner of [companyId, b.company.id])
        await database.db.insert(mailOutbox).values({
          companyId: owner,
          kind: 'receipt',
          recipient: 'guest@tenancy.test',
          subject: 'Receipt',
          text: 'Thanks',
          html: '<p>Thanks</p>',
          state: 'DEAD',
          attempts: 6,
          lastError: 'REFUSED',
        });
      idsOfA = await tenantIds(database.db, companyId);
      const firstOfKind = (ids: Map<string, string>) => {
        const first = new Map<string, string>();
        for (const [id, table] of ids) if (!first.has(table)) first.set(table, id);
        return first;
      };
      sampleOfA = firstOfKind(idsOfA);
      ownOfB = firstOfKind(await tenantIds(database.db, b.company.id));
    }, 120_000);
    afterAll(() => database.close());

    /** B's record of the kind; a delete gets a new product, as the earlier delete removed the last. */
    async function ownId(op: Operation, table: string): Promise<string | undefined> {
      // deleteFloorPlan runs before deleteTables and takes the plan's tables with it: a fresh one.
      if (op.name === 'deleteTables' && table === 'tables') {
        const [plan] = await database.db
          .insert(floorPlans)
          .values({ companyId: companyOfB, venueId: venueOfB, name: 'Bravo room' })
          .returning();
        const [row] = plan
          ? await database.db
              .insert(diningTables)
              .values({ companyId: companyOfB, venueId: venueOfB, floorPlanId: plan.id, code: 'B1' })
              .returning()
          : [];
        return row?.id;
      }
      if (!op.name.startsWith('delete') || table !== 'items') return ownOfB.get(table);
      const [item] = await database.db
        .insert(items)
        .values({ companyId: companyOfB, title: `Bravo ${op.name}`, defaultPrice: 100, vatRate: 25 })
        .returning();
      return item?.id;
    }

    it('has records of A and of B of every kind an id slot names', () => {
      const kinds = new Set([
        ...Object.values(SLOT_KINDS),
        ...OPERATION_KINDS.map(([, table]) => table),
        ...DECLARED_TABLES,
      ]);
      kinds.add('variations');
      expect([...kinds].filter((table) => !sampleOfA.has(table) || !ownOfB.has(table))).toEqual([]);
    });

    for (const op of swept) {
      it(`${op.type} ${op.name}: A's ids answer like random ones and change nothing of A`, async () => {
        const slots = idSlots(op);
        // The other ids are B's own, so the slot under test is what decides the answer.
        const base = baseArgs(op, ownOfB);

        const before = rowsOf(await allRows(database.db), new Set(idsOfA.keys()));
        const mismatches: string[] = [];
        const leaks: string[] = [];
        const baselines: string[] = [];
        for (const slot of slots) {
          const random = randomUUID();
          const call = (id: string) => {
            const variables = withSlot(op, base, slot, id);
            return client.request(documentFor(op, variables), variables, { token: tokenB });
          };
          const expected = normalized(await call(random), random);
          for (const [table, id] of sampleOfA) {
            const answer = await call(id);
            const seen = uuidsIn(JSON.stringify(answer)).filter((found) => idsOfA.has(found));
            if (seen.length) leaks.push(`${slot.path.join('.')} = ${table}: answer shows ${seen.join(', ')}`);
            if (normalized(answer, id) !== expected)
              mismatches.push(
                `${slot.path.join('.')} = ${table}: ${short(normalized(answer, id))} ≠ ${short(expected)}`,
              );
          }
          const own = await ownId(op, kindOf(op, slot) ?? '');
          if (own && !(op.name in NO_OWN_BASELINE)) {
            const code = codeOf(await call(own));
            if (code === 'NOT_FOUND' || code === 'FORBIDDEN')
              baselines.push(`${slot.path.join('.')}: B's own id answers ${code}`);
          }
        }
        expect(leaks).toEqual([]);
        expect(mismatches).toEqual([]);
        // The sweep means something only if B's own ids get past the lookup.
        expect(baselines).toEqual([]);
        expect(rowsOf(await allRows(database.db), new Set(idsOfA.keys()))).toEqual(before);
        // Hang detection, not a timing: an operation with many id slots makes dozens of calls and
        // whole-database reads, about 4 s on a quiet machine and over 30 s at load 24 on 2 cores.
      }, 120_000);
    }
    /**
     * Reads that take no id (`viewer`, `company`, `venues`, …) decide the company from the token
     * alone: B's whole answer, every field three levels deep, shows none of A's ids.
     */
    if (part === 'reads')
      it("argument-free reads show B nothing of A's", async () => {
        const reads = operations().filter(
          (op) => op.type === 'query' && idSlots(op).length === 0 && !(op.name in SKIPPED),
        );
        expect(reads.map((op) => op.name)).toEqual(expect.arrayContaining(['viewer', 'company']));
        const leaks: string[] = [];
        for (const op of reads) {
          const variables = baseArgs(op, ownOfB);
          const answer = await client.request(documentFor(op, variables), variables, { token: tokenB });
          const seen = uuidsIn(JSON.stringify(answer)).filter((found) => idsOfA.has(found));
          if (seen.length) leaks.push(`${op.name}: shows ${seen.map((id) => idsOfA.get(id)).join(', ')}`);
          // The sweep means something only if B's reads answer: the new User and Company in full.
          if ((op.name === 'viewer' || op.name === 'company') && answer.errors)
            leaks.push(`${op.name}: refused ${JSON.stringify(answer.errors).slice(0, 300)}`);
        }
        expect(leaks).toEqual([]);
      });

    if (part === 'reads')
      it("a user limited to one venue: the company's other venue answers like a random one", async () => {
        const companyId = [...idsOfA].find(([, table]) => table === 'companies')?.[0] ?? '';
        const ofA = await database.db.select().from(venues).where(eq(venues.companyId, companyId));
        const [allowed, other] = ofA;
        if (!allowed || !other) throw new Error('the demo company needs two venues');
        const [user] = await database.db
          .insert(users)
          .values({
            email: 'one-venue@tenancy.test',
            name: 'One Venue',
            passwordHash: await hashPassword(FIXTURE_PASSWORD),
            companyId,
            activatedAt: new Date(),
          })
          .returning();
        if (!user) throw new Error('no user');
        await database.db.insert(permissions).values({ userId: user.id, scopes: [], venueIds: [allowed.id] });
        const token = await client.login('one-venue@tenancy.test', FIXTURE_PASSWORD);
        const own = new Map([...sampleOfA, ['venues', allowed.id]]);
        const before = await allRows(database.db);
        const mismatches: string[] = [];
        let swept = 0;
        for (const op of OPERATIONS) {
          for (const slot of idSlots(op).filter((s) => kindOf(op, s) === 'venues')) {
            const base = baseArgs(op, own);
            const call = (id: string) => {
              const variables = withSlot(op, base, slot, id);
              return client.request(documentFor(op, variables), variables, { token });
            };
            const random = randomUUID();
            const expected = normalized(await call(random), random);
            const answer = normalized(await call(other.id), other.id);
            if (answer !== expected)
              mismatches.push(`${op.name}(${slot.path.join('.')}): ${short(answer)} ≠ ${short(expected)}`);
            swept++;
          }
        }
        expect(swept).toBeGreaterThan(0);
        expect(mismatches).toEqual([]);
        expect(rowsOf(await allRows(database.db), new Set([other.id]))).toEqual(
          rowsOf(before, new Set([other.id])),
        );
      });
  });
}

/** Sample arguments with the caller's own ids in the required id slots, and every flag on. */
function baseArgs(op: Operation, own: ReadonlyMap<string, string>): Record<string, unknown> {
  let base = sampleArgs(op);
  for (const slot of idSlots(op).filter((s) => s.required)) {
    const id = own.get(kindOf(op, slot) ?? '');
    if (id) base = withSlot(op, base, slot, id);
  }
  for (const arg of op.field.args)
    if (!isNonNullType(arg.type) && getNamedType(arg.type).name === 'Boolean') base[arg.name] = true;
  return base;
}

/** Declares exactly the arguments that the variables carry. */
function documentFor(op: Operation, variables: Record<string, unknown>): string {
  const args = op.field.args.filter((arg) => arg.name in variables);
  return document(op, args);
}
