import { and, count } from 'drizzle-orm';
import {
  bulkTablesInput,
  DECOR_KINDS,
  type Decor,
  floorPlanInput,
  nextFreeCode,
  planSaveInput,
  TABLE_SHAPES,
  TABLE_STATES,
  tableInput,
} from '../../src/domain/tables.ts';
import { z } from '../../src/domain/zod.ts';
import { badArguments } from '../platform/api/domainError.ts';
import { parseInput } from '../platform/api/input.ts';
import { builder, type SchemaOf, viewerOf } from '../platform/builder.ts';
import type { Context, Viewer } from '../platform/context.ts';
import type { Tx } from '../platform/db/queryable.ts';
import { type DiningTableRow, diningTables, type FloorPlanRow } from '../platform/db/schema/index.ts';
import { merged } from '../platform/events/merged.ts';
import { busOf, pubsubOf } from '../platform/events/pubsub.ts';
import { isEither, keysetCursor, listFilterOf, pageSizeOf } from '../platform/paging/keyset.ts';
import { PageInfo } from '../platform/paging/schema.ts';
import { requireTablesLicence } from './licence.ts';
import {
  createPlan,
  createTable,
  createTables,
  deletePlan,
  deleteTables,
  listPlans,
  type MonitoredTable,
  monitorPlan,
  planOf,
  savePlan,
  TABLE_FIELDS,
  TABLE_SORTS,
  type TableSort,
  tableListWhere,
  tableOf,
  tableOrder,
  tablesOfPlan,
  tablesOfVenue,
  updatePlan,
  updateTable,
} from './tables.service.ts';

/** Spec section 6: tables are POS customisation, and need a venue (the pages' gate). */
const POS = { scope: 'POS_CUSTOMIZATION' } as const;

/** Tells monitoring screens of every instance that a plan or a table changed. */
async function announce(ctx: Context, venueId: string, reason: string) {
  pubsubOf(await busOf(ctx)).publish('tablesChanged', viewerOf(ctx).companyId, { venueId, reason });
}

/** Every tables field first checks the company's licence for tables, then takes the viewer. */
async function tablesViewer(ctx: Context): Promise<Viewer> {
  await requireTablesLicence(ctx);
  return viewerOf(ctx);
}

/**
 * The tail of every single write: the service's write in one transaction, the record read back
 * (by the id the write answers), and its venue's live screens told (`reason`: plan or table).
 */
async function written<T, R extends { venueId: string }>(
  ctx: Context,
  reason: 'plan' | 'table',
  write: (tx: Tx) => Promise<T>,
  read: (result: T) => Promise<R>,
): Promise<R> {
  const record = await read(await ctx.db.transaction(write));
  await announce(ctx, record.venueId, reason);
  return record;
}

const shapeEnum = builder.enumType('TableShape', { values: TABLE_SHAPES });
const decorEnum = builder.enumType('FloorDecorKind', { values: DECOR_KINDS });
const stateEnum = builder.enumType('TableState', { values: TABLE_STATES });
const sortEnum = builder.enumType('TableSort', { values: TABLE_SORTS });

export const TableType = builder.objectRef<DiningTableRow>('Table').implement({
  description:
    'A table on a floor plan (spec section 3: code, posX, posY, rotation, floorPlan, venue, deleted).',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    seats: t.exposeInt('seats'),
    shape: t.field({ type: shapeEnum, resolve: (row) => row.shape as (typeof TABLE_SHAPES)[number] }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    posX: t.exposeInt('posX'),
    posY: t.exposeInt('posY'),
    rotation: t.exposeInt('rotation', { description: 'Degrees clockwise, 0–359.' }),
    area: t.exposeString('area'),
    floorPlan: t.exposeID('floorPlanId'),
    floorPlanId: t.exposeID('floorPlanId'),
    venue: t.exposeID('venueId'),
    deleted: t.exposeBoolean('deleted'),
    version: t.exposeInt('version'),
  }),
});

const DecorType = builder.objectRef<Decor>('FloorDecor').implement({
  description: 'A wall or a label: a plain shape on the plan.',
  fields: (t) => ({
    id: t.exposeString('id'),
    kind: t.field({ type: decorEnum, resolve: (row) => row.kind }),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    rotation: t.exposeInt('rotation'),
    text: t.exposeString('text'),
  }),
});

export const FloorPlanType = builder.objectRef<FloorPlanRow>('FloorPlan').implement({
  description: 'A room of a venue (terrace, bar, dining room). Its version covers its tables and decor.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    venueId: t.exposeID('venueId'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    version: t.exposeInt('version'),
    decor: t.field({ type: [DecorType], resolve: (plan) => plan.decor }),
    tables: t.field({
      type: [TableType],
      resolve: (plan, _args, ctx) => tablesOfPlan(ctx.db, plan.companyId, plan.id),
    }),
    tableCount: t.int({
      resolve: async (plan, _args, ctx) => (await tablesOfPlan(ctx.db, plan.companyId, plan.id)).length,
    }),
    otherTableCodes: t.stringList({
      description:
        "The codes of the venue's tables on its other plans: a code is unique across the venue, so the editor proposes one free on all of them.",
      resolve: async (plan, _args, ctx) =>
        (await tablesOfVenue(ctx.db, plan.companyId, plan.venueId))
          .filter((table) => table.floorPlanId !== plan.id)
          .map((table) => table.code),
    }),
    nextTableCode: t.string({
      description: 'The first free number across the venue’s plans: the code proposed for a new table.',
      resolve: async (plan, _args, ctx) =>
        nextFreeCode((await tablesOfVenue(ctx.db, plan.companyId, plan.venueId)).map((table) => table.code)),
    }),
  }),
});

builder.queryField('floorPlans', (t) =>
  t.field({
    type: [FloorPlanType],
    description: "The viewer's floor plans, of one venue when given.",
    authScopes: POS,
    args: { venueId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      return listPlans(ctx.db, await tablesViewer(ctx), args.venueId == null ? null : String(args.venueId));
    },
  }),
);

builder.queryField('floorPlan', (t) =>
  t.field({
    type: FloorPlanType,
    nullable: true,
    description: "One plan; null when missing or not the viewer's.",
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      return planOf(ctx.db, await tablesViewer(ctx), String(args.id)).catch(() => null);
    },
  }),
);

const FloorPlanInput = builder.inputType('FloorPlanInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    venueId: t.id({ required: true }),
    width: t.int({ required: false }),
    height: t.int({ required: false }),
  }),
});

const clean = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null && inner !== undefined));

const parsePlan = (data: { venueId: string | number }) =>
  parseInput(floorPlanInput, { ...clean(data), venueId: String(data.venueId) }, TABLE_FIELDS);

builder.mutationField('createFloorPlan', (t) =>
  t.field({
    type: FloorPlanType,
    authScopes: POS,
    args: { data: t.arg({ type: FloorPlanInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await tablesViewer(ctx);
      const input = parsePlan(args.data);
      return written(
        ctx,
        'plan',
        (tx) => createPlan(tx, viewer, input),
        (id) => planOf(ctx.db, viewer, id),
      );
    },
  }),
);

builder.mutationField('updateFloorPlan', (t) =>
  t.field({
    type: FloorPlanType,
    description: 'Renames or resizes a plan; CONFLICT when expectedVersion is stale.',
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: FloorPlanInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await tablesViewer(ctx);
      const id = String(args.id);
      await planOf(ctx.db, viewer, id);
      const input = parsePlan(args.data);
      return written(
        ctx,
        'plan',
        (tx) => updatePlan(tx, viewer, id, input, args.expectedVersion ?? null),
        () => planOf(ctx.db, viewer, id),
      );
    },
  }),
);

builder.mutationField('deleteFloorPlan', (t) =>
  t.boolean({
    description: 'Soft-deletes a plan and its tables.',
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await tablesViewer(ctx);
      const plan = await planOf(ctx.db, viewer, String(args.id));
      await written(
        ctx,
        'plan',
        (tx) => deletePlan(tx, viewer, plan.id),
        async () => plan,
      );
      return true;
    },
  }),
);

/** A table's own fields, the same in the list's form and in the plan editor's save. */
const tableFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaOf, 'InputObject'>) => ({
  code: t.string({ required: true }),
  seats: t.int({ required: false }),
  shape: t.field({ type: shapeEnum, required: false }),
  width: t.int({ required: false }),
  height: t.int({ required: false }),
  posX: t.int({ required: false }),
  posY: t.int({ required: false }),
  rotation: t.int({ required: false }),
  area: t.string({ required: false }),
});

const PlanTableInput = builder.inputType('FloorPlanTableInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Absent for a table drawn in this edit.' }),
    ...tableFields(t),
  }),
});

const DecorInput = builder.inputType('FloorDecorInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    kind: t.field({ type: decorEnum, required: true }),
    x: t.int({ required: true }),
    y: t.int({ required: true }),
    width: t.int({ required: true }),
    height: t.int({ required: true }),
    rotation: t.int({ required: false }),
    text: t.string({ required: false }),
  }),
});

builder.mutationField('saveFloorPlan', (t) =>
  t.field({
    type: FloorPlanType,
    description:
      "Saves the editor's plan in one transaction: all its tables (left-out ones are deleted) and decor. CONFLICT (extensions.currentVersion) when another save came first.",
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      expectedVersion: t.arg.int({ required: true }),
      tables: t.arg({ type: [PlanTableInput], required: true }),
      decor: t.arg({ type: [DecorInput], required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await tablesViewer(ctx);
      const id = String(args.id);
      await planOf(ctx.db, viewer, id);
      const input = parseInput(
        planSaveInput,
        {
          tables: args.tables.map((table) => ({
            ...clean(table),
            id: table.id == null ? null : String(table.id),
          })),
          decor: args.decor.map(clean),
        },
        TABLE_FIELDS,
      );
      return written(
        ctx,
        'plan',
        (tx) => savePlan(tx, viewer, id, args.expectedVersion, input),
        () => planOf(ctx.db, viewer, id),
      );
    },
  }),
);

// Tables: the paged list and single writes ----------------------------------------------------

const TablePage = builder
  .objectRef<{
    items: DiningTableRow[];
    totalCount: number;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  }>('TablePage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [TableType], resolve: (page) => page.items }),
      totalCount: t.exposeInt('totalCount'),
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
    }),
  });

const listFilter = z.object({
  venueId: z.string().max(100).nullish(),
  floorPlanId: z.string().max(100).nullish(),
  search: z.string().max(100).nullish(),
});

builder.queryField('tables', (t) =>
  t.field({
    type: TablePage,
    description:
      "The viewer's tables, keyset-paged, filtered by venue, plan and text (code or area), sorted in SQL.",
    authScopes: POS,
    args: {
      venueId: t.arg.id({ required: false }),
      floorPlanId: t.arg.id({ required: false }),
      search: t.arg.string({ required: false }),
      sort: t.arg({ type: sortEnum, required: false }),
      descending: t.arg.boolean({ required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await tablesViewer(ctx);
      const filter = listFilterOf(listFilter, {
        venueId: args.venueId == null ? null : String(args.venueId),
        floorPlanId: args.floorPlanId == null ? null : String(args.floorPlanId),
        search: args.search,
      });
      const first = pageSizeOf(args.first, 100);
      const sort: TableSort = args.sort ?? 'code';
      const descending = args.descending ?? false;
      const where = await tableListWhere(ctx.db, viewer, filter);
      const { order, after, keyOf } = tableOrder(sort, descending);
      const cursor = keysetCursor(ctx, 'tables', [filter, sort, descending], isEither);
      const start = cursor.read(args.after);
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(diningTables)
          .where(and(where, start ? after(start[0], start[1]) : undefined))
          .orderBy(...order)
          .limit(first + 1),
        ctx.db.select({ n: count() }).from(diningTables).where(where),
      ]);
      const items = rows.slice(0, first);
      const last = items.at(-1);
      const hasNextPage = rows.length > first;
      return {
        items,
        totalCount: Number(total?.n ?? 0),
        pageInfo: { hasNextPage, endCursor: cursor.next(hasNextPage, last && [keyOf(last), last.id]) },
      };
    },
  }),
);

builder.queryField('table', (t) =>
  t.field({
    type: TableType,
    nullable: true,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      return tableOf(ctx.db, await tablesViewer(ctx), String(args.id)).catch(() => null);
    },
  }),
);

const TableInput = builder.inputType('TableInput', {
  fields: (t) => {
    // The plan comes second, as it always has in the schema.
    const { code, ...rest } = tableFields(t);
    return { code, floorPlanId: t.id({ required: true }), ...rest };
  },
});

const parseTable = (data: { floorPlanId: string | number }) =>
  parseInput(tableInput, { ...clean(data), floorPlanId: String(data.floorPlanId) }, TABLE_FIELDS);

builder.mutationField('createTable', (t) =>
  t.field({
    type: TableType,
    description: 'Adds a table to a plan; positions default to 0 (spec section 9).',
    authScopes: POS,
    args: { data: t.arg({ type: TableInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await tablesViewer(ctx);
      const input = parseTable(args.data);
      return written(
        ctx,
        'table',
        (tx) => createTable(tx, viewer, input),
        (id) => tableOf(ctx.db, viewer, id),
      );
    },
  }),
);

builder.mutationField('updateTable', (t) =>
  t.field({
    type: TableType,
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: TableInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await tablesViewer(ctx);
      const id = String(args.id);
      const current = await tableOf(ctx.db, viewer, id);
      // Fields left out keep their values: the list edits code and seats, the plan the geometry.
      const { code, seats, shape, width, height, posX, posY, rotation, area } = current;
      const input = parseTable({
        ...{ code, seats, shape, width, height, posX, posY, rotation, area },
        ...clean(args.data),
        floorPlanId: args.data.floorPlanId,
      });
      return written(
        ctx,
        'table',
        (tx) => updateTable(tx, viewer, id, input, args.expectedVersion ?? null),
        () => tableOf(ctx.db, viewer, id),
      );
    },
  }),
);

builder.mutationField('deleteTables', (t) =>
  t.int({
    description: 'Soft-deletes tables (deleted: true); answers how many.',
    authScopes: POS,
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await tablesViewer(ctx);
      if (args.ids.length > 500) throw badArguments();
      const ids = args.ids.map(String);
      const first = ids[0] ? await tableOf(ctx.db, viewer, ids[0]) : null;
      const n = await ctx.db.transaction((tx) => deleteTables(tx, viewer, ids));
      if (first) await announce(ctx, first.venueId, 'table');
      return n;
    },
  }),
);

const BulkInput = builder.inputType('CreateTablesInput', {
  fields: (t) => ({
    floorPlanId: t.id({ required: true }),
    prefix: t.string({ required: false }),
    from: t.int({ required: true }),
    to: t.int({ required: true }),
    seats: t.int({ required: false }),
    shape: t.field({ type: shapeEnum, required: false }),
    area: t.string({ required: false }),
  }),
});

builder.mutationField('createTables', (t) =>
  t.field({
    type: [TableType],
    description:
      'Bulk create ("tables 1–20"): prefix + every number from..to, laid out on the grid; all or none.',
    authScopes: POS,
    args: { data: t.arg({ type: BulkInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await tablesViewer(ctx);
      const input = parseInput(
        bulkTablesInput,
        { ...clean(args.data), floorPlanId: String(args.data.floorPlanId) },
        TABLE_FIELDS,
      );
      const ids = await ctx.db.transaction((tx) => createTables(tx, viewer, input));
      const tables = await Promise.all(ids.map((id) => tableOf(ctx.db, viewer, id)));
      if (tables[0]) await announce(ctx, tables[0].venueId, 'table');
      return tables;
    },
  }),
);

// Monitoring ---------------------------------------------------------------------------------

const TableStatusType = builder.objectRef<MonitoredTable>('TableStatus').implement({
  description: 'A table and its state from its open orders (free, open, pre-billed, paid).',
  fields: (t) => ({
    table: t.field({ type: TableType, resolve: (row) => row.table }),
    state: t.field({ type: stateEnum, resolve: (row) => row.status.state }),
    guests: t.int({ resolve: (row) => row.status.guests }),
    seatedAt: t.string({ nullable: true, resolve: (row) => row.status.seatedAt?.toISOString() ?? null }),
    amount: t.int({ description: 'Minor units, VAT included.', resolve: (row) => row.status.amount }),
    staff: t.string({ nullable: true, resolve: (row) => row.status.staff }),
  }),
});

const MonitorType = builder
  .objectRef<{ plan: FloorPlanRow; tables: MonitoredTable[]; at: Date }>('TableMonitor')
  .implement({
    fields: (t) => ({
      plan: t.field({ type: FloorPlanType, resolve: (row) => row.plan }),
      tables: t.field({ type: [TableStatusType], resolve: (row) => row.tables }),
      at: t.string({ description: 'When the states were read.', resolve: (row) => row.at.toISOString() }),
    }),
  });

builder.queryField('tableMonitor', (t) =>
  t.field({
    type: MonitorType,
    nullable: true,
    description:
      "Every table of a plan with its state read from the venue's recent orders; null for a plan not the viewer's.",
    authScopes: POS,
    args: { floorPlanId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireTablesLicence(ctx);
      const at = new Date();
      const result = await monitorPlan(ctx.db, viewerOf(ctx), String(args.floorPlanId), at).catch(() => null);
      return result && { ...result, at };
    },
  }),
);

const TableEventType = builder
  .objectRef<{ venueId: string; reason: string; orderId: string | null }>('TableEvent')
  .implement({
    description:
      "Something that may change a venue's tables happened: an order (reason order) or a plan edit.",
    fields: (t) => ({
      venueId: t.exposeID('venueId'),
      reason: t.exposeString('reason', { description: 'order, plan or table.' }),
      orderId: t.exposeID('orderId', { nullable: true }),
    }),
  });

builder.subscriptionField('tableEvents', (t) =>
  t.field({
    type: TableEventType,
    nullable: true,
    description:
      "Fires when an order of the venue or its plans change (any instance): monitoring reads tableMonitor again. Other venues' events come as null.",
    authScopes: POS,
    args: { venueId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      await requireTablesLicence(ctx);
      const pubsub = pubsubOf(await busOf(ctx));
      const companyId = viewerOf(ctx).companyId;
      const venueId = String(args.venueId);
      // Only this venue's events travel to the screen: a busy company's other venues cost nothing.
      return merged(
        [pubsub.subscribe('orderChanged', companyId), pubsub.subscribe('tablesChanged', companyId)],
        (payload) => String((payload as { venueId?: unknown }).venueId ?? '') === venueId,
      );
    },
    resolve: (payload, args, ctx) => {
      const viewer = viewerOf(ctx);
      const event = payload as { venueId?: unknown; orderId?: unknown; reason?: unknown };
      const venueId = String(event.venueId ?? '');
      if (venueId !== String(args.venueId)) return null;
      if (viewer.venueIds.length && !viewer.venueIds.includes(venueId)) return null;
      return {
        venueId,
        reason: typeof event.reason === 'string' ? event.reason : 'order',
        orderId: typeof event.orderId === 'string' ? event.orderId : null,
      };
    },
  }),
);
