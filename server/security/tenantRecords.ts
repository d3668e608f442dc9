import type { testApi } from '../test/api.ts';

type Client = ReturnType<typeof testApi>;

const CREATE = `mutation Records($course: CourseTypeInput!, $station: StationInput!, $group: VariationGroupInput!, $message: PredefinedMessageInput!) {
  createCourseType(data: $course) { id }
  createStation(data: $station) { id }
  createVariationGroup(data: $group) { id }
  createPredefinedMessage(data: $message) { id }
  startItemImport
}`;

/** Record kinds the seed or the fixture company already holds (the sweeps read those). */
export const SEEDED_KINDS: readonly string[] = [
  'createCategory',
  'createItem',
  'createVenue',
  // Payments-only companies' records, made at the card provider; the tenancy sweep inserts them.
  'createPayoutReport',
];

const ACCESS_LEVEL = `mutation { createAccessLevel(data: { name: "Sweep level", permissions: ["REFUND"] }) { id } }`;
// With REFUND, so the tenant's own staff id gets past refundOrder's permission check.
const STAFF = `mutation ($venueId: ID!, $levelId: ID!) {
  createStaffMember(data: { name: "Sweep staff", venueIds: [$venueId], pin: "2580", accessLevelId: $levelId }) { id }
}`;
const UPSELL = 'mutation ($data: UpsellInput!) { createUpsell(data: $data) { id } }';
const MENU = 'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }';
const MENU_ENTRY = `mutation ($id: ID!, $data: MenuUpdateInput!) { updateMenu(menuId: $id, data: $data) { success } }`;
const ORDERS = `mutation ($order: CreateOrderInput!, $venueId: ID!) {
  createOrder(input: $order) { order { id } }
  createApiKey(name: "Sweep till", venueId: $venueId, scopes: ["WRITE_ORDERS"]) { key }
  closeDay(venueId: $venueId) { id }
}`;

const LAYOUT = `mutation ($offer: OfferInput!) {
  createPosLayout(data: { name: "Sweep layout" }) { id }
  createOffer(data: $offer) { id }
}`;
const LAYOUT_PARTS = `mutation ($layoutId: ID!) {
  createPosCategory(layoutId: $layoutId, data: { name: "Sweep category", color: "blue", order: 1 }) { id }
  createPosPage(layoutId: $layoutId, data: { name: "Sweep page", columns: 4, rows: 4 }) { id }
}`;

// A generated report (issue 20) over a past day: it runs in the background.
const REPORT = `mutation ($venueId: ID!) {
  generateReport(input: { type: "SALES", createdAt_gt: "2024-01-01", createdAt_lt: "2024-01-01" }) { id }
  createScheduledReport(input: { name: "Sweep schedule", type: "SALES", period: "DAILY", venueIds: [$venueId], recipients: ["sweep@example.com"], language: "en" }) { id }
}`;

const PLAN =
  'mutation ($venueId: ID!) { createFloorPlan(data: { name: "Sweep room", venueId: $venueId }) { id } }';
const TABLES = `mutation ($planId: ID!) {
  createTable(data: { code: "S1", floorPlanId: $planId }) { id }
  createTables(data: { floorPlanId: $planId, prefix: "S", from: 2, to: 3 }) { id }
}`;

// Beeper numbers of a venue (issue 21 item 5, settings).
const BEEPERS = `mutation ($venueId: ID!) {
  createBeeperRange(data: { venueId: $venueId, name: "Sweep pagers", first: 900, last: 909 }) { id }
}`;
// A sales competition (issue 21 item 3) on the tenant's products; the demo seed has its own.
const COMPETITION = `mutation ($itemIds: [ID!]) {
  createCompetition(data: { name: "Sweep cup", metric: QUANTITY, startsAt: "2026-01-01T00:00:00Z", endsAt: "2026-12-31T00:00:00Z", itemIds: $itemIds }) { id }
}`;

/** The create mutations this module calls, read from its own documents. */
export const CREATED_KINDS: readonly string[] = [
  CREATE,
  UPSELL,
  MENU,
  LAYOUT,
  LAYOUT_PARTS,
  ORDERS,
  ACCESS_LEVEL,
  STAFF,
  PLAN,
  TABLES,
  BEEPERS,
  COMPETITION,
  REPORT,
].flatMap((text) => [...text.matchAll(/\b(create[A-Z]\w*)\(/g)].map((match) => match[1] ?? ''));

/**
 * One record of every product-information kind that the seed or the fixture company lacks,
 * made through the API as the tenant (so they are the tenant's by the same path users take).
 */
export async function createTenantRecords(
  client: Client,
  token: string,
  venueId: string,
  itemIds: string[] = [],
) {
  const created = await client.request(
    CREATE,
    {
      course: { name: 'Sweep course' },
      station: { name: 'Sweep station', kind: 'SCREEN' },
      group: { title: 'Sweep group', selectionMode: 'MULTIPLE', variations: [{ name: 'Sweep', price: 100 }] },
      message: { text: 'Sweep message', venueId },
    },
    { token },
  );
  const upsell = await client.request(
    UPSELL,
    { data: { name: 'Sweep upsell', displayOrder: 1, itemIds: itemIds.slice(0, 1) } },
    { token },
  );
  const layout = await client.request<{ createPosLayout: { id: string } }>(
    LAYOUT,
    {
      offer: {
        name: 'Sweep offer',
        type: 'ORDER_DISCOUNT',
        discountType: 'PERCENTAGE',
        value: 10,
        selectionMode: 'SINGLE',
        automatic: false,
        permission: 'PRESET_DISCOUNT',
        venueIds: [venueId],
        groups: [],
        stages: [],
        validity: { weekdays: [], timeWindows: [] },
      },
    },
    { token },
  );
  const parts = layout.data
    ? await client.request(LAYOUT_PARTS, { layoutId: layout.data.createPosLayout.id }, { token })
    : { errors: [] };
  const order = await client.request(
    ORDERS,
    {
      venueId,
      order: {
        idempotencyKey: `sweep-${venueId}`,
        venueId,
        lines: [
          { title: 'Sweep line', quantity: 1, unitPrice: 100, manualPrice: true, vatRate: 25, total: 100 },
        ],
        payments: [{ method: 'CASH', amount: 100 }],
        total: 100,
      },
    },
    { token },
  );
  // A staff member and an access level (issue 21).
  const level = await client.request<{ createAccessLevel: { id: string } }>(ACCESS_LEVEL, {}, { token });
  const staff = await client.request(
    STAFF,
    { venueId, levelId: level.data?.createAccessLevel.id },
    { token },
  );
  // A menu with one entry (issue 16); the demo company's menus come from the seed.
  const menu = await client.request<{ createMenu: { id: string } }>(
    MENU,
    { data: { name: 'Sweep menu', currency: 'NOK' } },
    { token },
  );
  const entry = itemIds[0]
    ? await client.request(
        MENU_ENTRY,
        {
          id: menu.data?.createMenu.id,
          data: { menuEntries: { create: [{ item: { connect: { id: itemIds[0] } }, price: 100 }] } },
        },
        { token },
      )
    : { errors: [] };
  // A floor plan with tables (issue 19).
  const plan = await client.request<{ createFloorPlan: { id: string } }>(PLAN, { venueId }, { token });
  const tables = plan.data
    ? await client.request(TABLES, { planId: plan.data.createFloorPlan.id }, { token })
    : { errors: [] };
  const beepers = await client.request(BEEPERS, { venueId }, { token });
  const competition = itemIds.length
    ? await client.request(COMPETITION, { itemIds: itemIds.slice(0, 1) }, { token })
    : { errors: [] };
  const report = await client.request(REPORT, { venueId }, { token });
  const errors = [
    ...(beepers.errors ?? []),
    ...(competition.errors ?? []),
    ...(report.errors ?? []),
    ...(plan.errors ?? []),
    ...(tables.errors ?? []),
    ...(created.errors ?? []),
    ...(upsell.errors ?? []),
    ...(menu.errors ?? []),
    ...(entry.errors ?? []),
    ...(layout.errors ?? []),
    ...(parts.errors ?? []),
    ...(order.errors ?? []),
    ...(level.errors ?? []),
    ...(staff.errors ?? []),
  ];
  if (errors.length) throw new Error(`tenant records: ${JSON.stringify(errors)}`);
}
