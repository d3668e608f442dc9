import {
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type { testApi } from '../api.ts';
import { type Operation, operations } from './schemaWalk.ts';

type Client = ReturnType<typeof testApi>;

const CREATE = `mutation Records($station: StationInput!, $group: VariationGroupInput!) {
  createStation(data: $station) { id }
  createVariationGroup(data: $group) { id }
  startItemImport
}`;

/** Record kinds the seed or the fixture company already holds (the sweeps read those). */
export const SEEDED_KINDS: readonly string[] = [
  'createCategory',
  'createItem',
  'createVenue',
  // Stock ingredients need the INVENTORY module: the demo's seed holds two (seed-inventory.ts).
  'createIngredient',
  // Payments-only companies' records, made at the card provider; the tenancy sweep inserts them.
  'createPayoutReport',
];

const ACCESS_LEVEL = `mutation { createAccessLevel(data: { name: "Sweep level", permissions: ["REFUND", "CREATE_INVOICE_TARGET"] }) { id } }`;
// With REFUND and CREATE_INVOICE_TARGET, so the tenant's own staff id gets past refundOrder's and
// createInvoiceTarget's permission checks.
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

// Beeper numbers of a venue (issue 21 item 5, settings): a range the demo's ranges leave free.
const BEEPERS = `mutation ($venueId: ID!) {
  createBeeperRange(data: { venueId: $venueId, name: "Sweep pagers", first: 900, last: 909 }) { id }
}`;

const PLAN =
  'mutation ($venueId: ID!) { createFloorPlan(data: { name: "Sweep room", venueId: $venueId }) { id } }';
const TABLES = `mutation ($planId: ID!) {
  createTable(data: { code: "S1", floorPlanId: $planId }) { id }
  createTables(data: { floorPlanId: $planId, prefix: "S", from: 2, to: 3 }) { id }
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
  // Every kind without a recipe here: made from its create mutation's input type (courses and
  // predefined messages today, and a new area's records the day it is added).
  await createGenericRecords(client, token, venueId);
  const created = await client.request(
    CREATE,
    {
      station: { name: 'Sweep station', kind: 'SCREEN' },
      group: { title: 'Sweep group', selectionMode: 'MULTIPLE', variations: [{ name: 'Sweep', price: 100 }] },
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
    { data: { name: 'Sweep menu', currency: 'EUR' } },
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

/** Every `create…` mutation of the schema that answers a record with an id: one kind each. */
export function creatableKinds(): Operation[] {
  return operations()
    .filter((op) => op.type === 'mutation' && op.name.startsWith('create'))
    .filter((op) => {
      const named = getNamedType(op.field.type);
      return isObjectType(named) && 'id' in named.getFields();
    });
}

/** The kinds no recipe above makes and no seed holds: made from their input types alone. */
export function genericKinds(): Operation[] {
  const covered = new Set([...SEEDED_KINDS, ...CREATED_KINDS]);
  return creatableKinds().filter((op) => !covered.has(op.name));
}

/** `createFloorPlan` → `floorplan`: what an input's `floorPlanId` points at. */
const kindOf = (name: string) =>
  name
    .replace(/^create/, '')
    .replace(/Ids?$/, '')
    .toLowerCase();

/**
 * A value for an input type from the schema alone: required fields (and the tenant's venue where a
 * field names one), a readable string, 1 for numbers, the first enum value, and for another ID the
 * record of that kind made before it. A kind whose rules this cannot meet (a string with a fixed
 * set of values, a range) fails loudly in the sweeps: it then needs a recipe above.
 */
function sampleInput(
  type: GraphQLInputType,
  field: string,
  refs: { venueId: string; made: Map<string, string> },
  op: string,
): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType, field, refs, op);
  if (isListType(type)) return [sampleInput(type.ofType, field, refs, op)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((inner) => isNonNullType(inner.type) || /^venueIds?$/.test(inner.name))
        .map((inner) => [inner.name, sampleInput(inner.type, inner.name, refs, op)]),
    );
  switch (getNamedType(type).name) {
    case 'ID': {
      if (/^venueIds?$/.test(field)) return refs.venueId;
      const id = refs.made.get(kindOf(field));
      if (!id) throw new Error(`${op}: no record for ${field}; give it a recipe in tenantRecords.ts`);
      return id;
    }
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'String':
      return `Sweep ${field}`;
    default:
      return new Date().toISOString();
  }
}

/** One record of each generic kind, through the API as the tenant; answers the ids by kind. */
export async function createGenericRecords(
  client: Client,
  token: string,
  venueId: string,
): Promise<Map<string, string>> {
  const made = new Map<string, string>();
  for (const op of genericKinds()) {
    const args = op.field.args.filter((arg) => isNonNullType(arg.type));
    const params = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const query = `mutation ${params ? `(${params})` : ''} { ${op.name}${passed ? `(${passed})` : ''} { id } }`;
    const variables = Object.fromEntries(
      args.map((arg) => [arg.name, sampleInput(arg.type, arg.name, { venueId, made }, op.name)]),
    );
    const result = await client.request<Record<string, { id: string }>>(query, variables, { token });
    const id = result.data?.[op.name]?.id;
    if (!id)
      throw new Error(
        `tenant records: ${op.name} from its input type failed (${JSON.stringify(result.errors)}); give it a recipe in tenantRecords.ts`,
      );
    made.set(kindOf(op.name), id);
  }
  return made;
}
