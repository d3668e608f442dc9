import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { NATURAL_KEY_DIGITS, naturalSortKey } from '../../src/domain/naturalSort.ts';
import {
  type BulkTablesInput,
  bulkCodes,
  codeKey,
  type Decor,
  type FloorPlanInput,
  type PlanTableInput,
  planProblems,
  type TableErrorCode,
  type TableInput,
  type TableStatus,
  tableFieldErrors,
  tableStatus,
} from '../../src/domain/tables.ts';
import { DomainError, type FieldProblem } from '../platform/api/domainError.ts';
import { type FieldDictionary, invalidFields } from '../platform/api/input.ts';
import { checkVersion, isUuid } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable, Tx } from '../platform/db/queryable.ts';
import {
  type DiningTableRow,
  diningTables,
  type FloorPlanRow,
  floorPlans,
  orders,
  venues,
} from '../platform/db/schema/index.ts';
import { ownRow, ownRows, ownRowsToInsert, seesVenue } from '../platform/db/tenant.ts';
import { permittedVenue, permittedVenues } from '../venues/venues.service.ts';

/**
 * Floor plans and tables (issue 19): the company filter, the venue restriction, the plan's
 * version (covering its tables) and the plan rules (unique codes, inside the plan) live here.
 */

export const TABLE_FIELDS: FieldDictionary<TableErrorCode> = {
  codesOf: tableFieldErrors,
  word: (t, code) => t.tables.errors[code](),
  checkFields: (t) => t.tables.errors.CHECK_FIELDS(),
};

export const notFound = () => new DomainError('NOT_FOUND', (t) => t.tables.errors.NOT_FOUND());
export const conflict = (currentVersion: number) =>
  new DomainError('CONFLICT', (t) => t.tables.errors.CONFLICT(), { extensions: { currentVersion } });
const refuse = (codes: Record<string, TableErrorCode>) => invalidFields(codes, TABLE_FIELDS);
const problem = (field: string, code: TableErrorCode): FieldProblem => ({
  field,
  code,
  wording: (t) => t.tables.errors[code](),
});

/** Unique violation of `tables_plan_code_key` (two writers racing for one code). */
function isDuplicateCode(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? '');
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return (
    (error as { code?: string })?.code === '23505' ||
    cause?.code === '23505' ||
    /tables_plan_code_key|duplicate key/.test(text + (cause?.message ?? ''))
  );
}

async function guardCodes<T>(write: () => Promise<T>, field: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateCode(error))
      throw new DomainError('BAD_USER_INPUT', (t) => t.tables.errors.CHECK_FIELDS(), {
        problems: [problem(field, 'DUPLICATE_CODE')],
      });
    throw error;
  }
}

// Plans --------------------------------------------------------------------------------------

export async function listPlans(db: Queryable, viewer: Viewer, venueId?: string | null) {
  const venues = (await permittedVenues(db, viewer)).map((venue) => venue.id);
  if (venueId != null && !venues.includes(venueId)) return [];
  const allowed = venueId != null ? [venueId] : venues;
  if (allowed.length === 0) return [];
  return db
    .select()
    .from(floorPlans)
    .where(ownRows(viewer, floorPlans, inArray(floorPlans.venueId, allowed), eq(floorPlans.deleted, false)))
    .orderBy(asc(floorPlans.createdAt), asc(floorPlans.id));
}

/** The viewer's plan (company, venue restriction, not deleted), else NOT_FOUND; `lock` for writes. */
export async function planOf(db: Queryable, viewer: Viewer, id: string, lock = false): Promise<FloorPlanRow> {
  if (!isUuid(id)) throw notFound();
  const query = db
    .select()
    .from(floorPlans)
    .where(ownRows(viewer, floorPlans, eq(floorPlans.id, id), eq(floorPlans.deleted, false)));
  const [plan] = lock ? await query.for('update') : await query;
  if (!plan || !seesVenue(viewer, plan.venueId)) throw notFound();
  return plan;
}

/**
 * A table code's natural sort key in SQL, the same text as `naturalSortKey` (src/domain), compared
 * byte by byte ("C"): tables 1, 2, 10, not 1, 10, 2.
 */
const naturalKeySql = sql`(regexp_replace(lower(trim(${diningTables.code})), '[0-9].*$', '') || chr(1) || lpad(coalesce(ltrim(substring(lower(trim(${diningTables.code})) from '[0-9]+'), '0'), ''), ${sql.raw(String(NATURAL_KEY_DIGITS))}, '0') || chr(1) || lower(trim(${diningTables.code}))) collate "C"`;

/** The venue's live tables on its live plans (codes are unique across them, issue 41). */
export function tablesOfVenue(db: Queryable, companyId: string, venueId: string) {
  return db
    .select({ id: diningTables.id, code: diningTables.code, floorPlanId: diningTables.floorPlanId })
    .from(diningTables)
    .innerJoin(floorPlans, eq(floorPlans.id, diningTables.floorPlanId))
    .where(
      ownRows(
        { companyId },
        diningTables,
        eq(diningTables.venueId, venueId),
        eq(diningTables.deleted, false),
        eq(floorPlans.deleted, false),
      ),
    )
    .orderBy(naturalKeySql, asc(diningTables.id));
}

/** Holds the venue's row for the transaction, so two plans' writers cannot take one code at once. */
async function lockVenue(tx: Tx, venueId: string) {
  await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('update');
}

export function tablesOfPlan(db: Queryable, companyId: string, planId: string) {
  return db
    .select()
    .from(diningTables)
    .where(
      ownRows(
        { companyId },
        diningTables,
        eq(diningTables.floorPlanId, planId),
        eq(diningTables.deleted, false),
      ),
    )
    .orderBy(naturalKeySql, asc(diningTables.id));
}

async function bumpPlan(tx: Tx, planId: string) {
  await tx
    .update(floorPlans)
    .set({ version: sql`${floorPlans.version} + 1` })
    .where(eq(floorPlans.id, planId));
}

export async function createPlan(tx: Tx, viewer: Viewer, input: FloorPlanInput): Promise<string> {
  const venue = await permittedVenue(tx, viewer, input.venueId);
  if (!venue) throw notFound();
  const [row] = await tx
    .insert(floorPlans)
    .values(ownRow(viewer, { venueId: venue.id, name: input.name, width: input.width, height: input.height }))
    .returning({ id: floorPlans.id });
  return row?.id ?? '';
}

export async function updatePlan(
  tx: Tx,
  viewer: Viewer,
  id: string,
  input: { name: string; width: number; height: number },
  expectedVersion: number | null,
): Promise<string> {
  const plan = await planOf(tx, viewer, id, true);
  checkVersion(plan.version, expectedVersion);
  const tables = await tablesOfPlan(tx, viewer.companyId, id);
  if (planProblems(input, tables).some((p) => p.code === 'OUTSIDE_PLAN')) refuseSize();
  await tx
    .update(floorPlans)
    .set({ name: input.name, width: input.width, height: input.height, version: plan.version + 1 })
    .where(eq(floorPlans.id, id));
  return id;
}

function refuseSize(): never {
  throw refuse({ width: 'OUTSIDE_PLAN' });
}

export async function deletePlan(tx: Tx, viewer: Viewer, id: string): Promise<boolean> {
  const plan = await planOf(tx, viewer, id, true);
  await tx
    .update(floorPlans)
    .set({ deleted: true, version: plan.version + 1 })
    .where(eq(floorPlans.id, id));
  await tx.update(diningTables).set({ deleted: true }).where(eq(diningTables.floorPlanId, id));
  return true;
}

/**
 * Saves the editor's whole plan in one transaction: every table the plan keeps (new ones without
 * id), the decor; tables left out are soft-deleted. A stale `expectedVersion` is CONFLICT.
 */
export async function savePlan(
  tx: Tx,
  viewer: Viewer,
  id: string,
  expectedVersion: number,
  input: { tables: PlanTableInput[]; decor: Decor[] },
): Promise<string> {
  const plan = await planOf(tx, viewer, id, true);
  if (plan.version !== expectedVersion) throw conflict(plan.version);
  const codes: Record<string, TableErrorCode> = {};
  for (const p of planProblems(plan, input.tables)) codes[`tables.${p.index}.code`] ??= p.code;
  for (const [index, shape] of input.decor.entries())
    if (shape.x + shape.width > plan.width || shape.y + shape.height > plan.height)
      codes[`decor.${index}.x`] = 'OUTSIDE_PLAN';
  const existing = await tablesOfPlan(tx, viewer.companyId, id);
  const known = new Set(existing.map((table) => table.id));
  input.tables.forEach((table, index) => {
    if (table.id && !known.has(table.id)) codes[`tables.${index}.id`] = 'NOT_FOUND';
  });
  await lockVenue(tx, plan.venueId);
  const elsewhere = new Set(
    (await tablesOfVenue(tx, viewer.companyId, plan.venueId))
      .filter((table) => table.floorPlanId !== id)
      .map((table) => codeKey(table.code)),
  );
  input.tables.forEach((table, index) => {
    if (elsewhere.has(codeKey(table.code))) codes[`tables.${index}.code`] ??= 'DUPLICATE_CODE';
  });
  if (Object.keys(codes).length > 0) throw refuse(codes);
  const kept = new Set(input.tables.flatMap((table) => (table.id ? [table.id] : [])));
  const gone = existing.filter((table) => !kept.has(table.id)).map((table) => table.id);
  // Deletes and renames first, so a code may move from one table to another in one save.
  if (gone.length > 0)
    await tx
      .update(diningTables)
      .set({ deleted: true, version: sql`${diningTables.version} + 1` })
      .where(inArray(diningTables.id, gone));
  const renamed = input.tables.filter((table) => table.id);
  if (renamed.length > 0)
    await tx
      .update(diningTables)
      .set({ code: sql`'~' || ${diningTables.id}::text` })
      .where(
        inArray(
          diningTables.id,
          renamed.map((table) => table.id as string),
        ),
      );
  await guardCodes(async () => {
    for (const table of input.tables) {
      const values = {
        code: table.code,
        seats: table.seats,
        shape: table.shape,
        width: table.width,
        height: table.height,
        posX: table.posX,
        posY: table.posY,
        rotation: table.rotation,
        area: table.area,
      };
      if (table.id)
        await tx
          .update(diningTables)
          .set({ ...values, version: sql`${diningTables.version} + 1` })
          .where(eq(diningTables.id, table.id));
      else
        await tx
          .insert(diningTables)
          .values(ownRow(viewer, { ...values, venueId: plan.venueId, floorPlanId: id }));
    }
  }, 'tables');
  await tx
    .update(floorPlans)
    .set({ decor: input.decor, version: plan.version + 1 })
    .where(eq(floorPlans.id, id));
  return id;
}

// Tables -------------------------------------------------------------------------------------

export async function tableOf(db: Queryable, viewer: Viewer, id: string): Promise<DiningTableRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(diningTables)
    .where(ownRows(viewer, diningTables, eq(diningTables.id, id), eq(diningTables.deleted, false)));
  if (!row || !seesVenue(viewer, row.venueId)) throw notFound();
  return row;
}

/** The plan a table goes on: an unknown or foreign plan is a field problem, not NOT_FOUND of the table. */
async function targetPlan(tx: Tx, viewer: Viewer, planId: string) {
  try {
    return await planOf(tx, viewer, planId, true);
  } catch {
    throw refuse({ floorPlanId: 'UNKNOWN_PLAN' });
  }
}

function checkTable(
  plan: FloorPlanRow,
  siblings: readonly { id: string; code: string }[],
  input: TableInput,
  selfId?: string,
) {
  const codes: Record<string, TableErrorCode> = {};
  if (siblings.some((other) => other.id !== selfId && codeKey(other.code) === codeKey(input.code)))
    codes.code = 'DUPLICATE_CODE';
  if (input.posX + input.width > plan.width) codes.posX = 'OUTSIDE_PLAN';
  if (input.posY + input.height > plan.height) codes.posY = 'OUTSIDE_PLAN';
  if (Object.keys(codes).length > 0) throw refuse(codes);
}

export async function createTable(tx: Tx, viewer: Viewer, input: TableInput): Promise<string> {
  const plan = await targetPlan(tx, viewer, input.floorPlanId);
  await lockVenue(tx, plan.venueId);
  checkTable(plan, await tablesOfVenue(tx, viewer.companyId, plan.venueId), input);
  const { floorPlanId: _plan, ...values } = input;
  const [row] = await guardCodes(
    () =>
      tx
        .insert(diningTables)
        .values(ownRow(viewer, { ...values, venueId: plan.venueId, floorPlanId: plan.id }))
        .returning({ id: diningTables.id }),
    'code',
  );
  await bumpPlan(tx, plan.id);
  return row?.id ?? '';
}

export async function updateTable(
  tx: Tx,
  viewer: Viewer,
  id: string,
  input: TableInput,
  expectedVersion: number | null,
): Promise<string> {
  const table = await tableOf(tx, viewer, id);
  const [locked] = await tx.select().from(diningTables).where(eq(diningTables.id, id)).for('update');
  checkVersion(locked?.version ?? table.version, expectedVersion);
  const plan = await targetPlan(tx, viewer, input.floorPlanId);
  await lockVenue(tx, plan.venueId);
  checkTable(plan, await tablesOfVenue(tx, viewer.companyId, plan.venueId), input, id);
  const { floorPlanId: _plan, ...values } = input;
  await guardCodes(
    () =>
      tx
        .update(diningTables)
        .set({
          ...values,
          venueId: plan.venueId,
          floorPlanId: plan.id,
          version: sql`${diningTables.version} + 1`,
        })
        .where(eq(diningTables.id, id)),
    'code',
  );
  await bumpPlan(tx, plan.id);
  if (plan.id !== table.floorPlanId) await bumpPlan(tx, table.floorPlanId);
  return id;
}

export async function deleteTables(tx: Tx, viewer: Viewer, ids: readonly string[]): Promise<number> {
  const rows = await Promise.all(ids.map((id) => tableOf(tx, viewer, id)));
  if (rows.length === 0) return 0;
  await tx
    .update(diningTables)
    .set({ deleted: true, version: sql`${diningTables.version} + 1` })
    .where(
      inArray(
        diningTables.id,
        rows.map((row) => row.id),
      ),
    );
  for (const planId of new Set(rows.map((row) => row.floorPlanId))) await bumpPlan(tx, planId);
  return rows.length;
}

/** "Tables 1–20": the codes laid out in rows on the plan's grid, refused whole when one clashes. */
export async function createTables(tx: Tx, viewer: Viewer, input: BulkTablesInput): Promise<string[]> {
  const plan = await targetPlan(tx, viewer, input.floorPlanId);
  const codes = bulkCodes(input.prefix, input.from, input.to);
  if (!codes) throw refuse({ to: 'INVALID_RANGE' });
  await lockVenue(tx, plan.venueId);
  const siblings = await tablesOfVenue(tx, viewer.companyId, plan.venueId);
  const taken = new Set(siblings.map((table) => codeKey(table.code)));
  if (codes.some((code) => taken.has(codeKey(code)))) throw refuse({ from: 'DUPLICATE_CODE' });
  const size = 80;
  const step = size + 40;
  const perRow = Math.max(1, Math.floor(plan.width / step));
  const rows = ownRowsToInsert(
    viewer,
    codes.map((code, index) => ({
      venueId: plan.venueId,
      floorPlanId: plan.id,
      code,
      seats: input.seats,
      shape: input.shape,
      width: input.shape === 'RECTANGLE' ? size * 2 : size,
      height: size,
      posX: (index % perRow) * step,
      posY: Math.floor(index / perRow) * step,
      area: input.area,
    })),
  );
  if (rows.some((row) => row.posY + row.height > plan.height || row.posX + row.width > plan.width))
    throw refuse({ to: 'TOO_MANY' });
  const inserted = await guardCodes(
    () => tx.insert(diningTables).values(rows).returning({ id: diningTables.id }),
    'from',
  );
  await bumpPlan(tx, plan.id);
  return inserted.map((row) => row.id);
}

// The paged list -----------------------------------------------------------------------------

export const TABLE_SORTS = ['code', 'seats', 'area'] as const;
export type TableSort = (typeof TABLE_SORTS)[number];

export interface TableListFilter {
  venueId?: string | null;
  floorPlanId?: string | null;
  search?: string | null;
}

/** The filter in SQL: the company, the viewer's venues, live rows and live plans. */
export async function tableListWhere(db: Queryable, viewer: Viewer, filter: TableListFilter): Promise<SQL> {
  const plans = await listPlans(db, viewer, filter.venueId);
  const planIds = plans
    .map((plan) => plan.id)
    .filter((id) => !filter.floorPlanId || id === filter.floorPlanId);
  const search = filter.search?.trim();
  return ownRows(
    viewer,
    diningTables,
    eq(diningTables.deleted, false),
    planIds.length > 0 ? inArray(diningTables.floorPlanId, planIds) : sql`false`,
    search
      ? or(
          ilike(diningTables.code, `%${search.replace(/[%_\\]/g, '\\$&')}%`),
          ilike(diningTables.area, `%${search.replace(/[%_\\]/g, '\\$&')}%`),
        )
      : undefined,
  );
}

/** The sort column's SQL and the keyset after a row (value, id). */
export function tableOrder(sort: TableSort, descending: boolean) {
  const column =
    sort === 'seats'
      ? sql`${diningTables.seats}`
      : sort === 'area'
        ? sql`lower(${diningTables.area})`
        : naturalKeySql;
  const order = descending ? [desc(column), desc(diningTables.id)] : [asc(column), asc(diningTables.id)];
  const after = (value: string | number, id: string) => {
    const cmp = descending ? lt : gt;
    return or(cmp(column, value), and(eq(column, value), cmp(diningTables.id, id))) as SQL;
  };
  const keyOf = (row: DiningTableRow): string | number =>
    sort === 'seats' ? row.seats : sort === 'area' ? row.area.toLowerCase() : naturalSortKey(row.code);
  return { order, after, keyOf };
}

// Monitoring ---------------------------------------------------------------------------------

/** Orders that end a table's service for good (they never count toward its state). */
const VOID_STATUSES = ['CANCELLED', 'REJECTED', 'REFUNDED'];
/** How far back monitoring looks for a table's orders. */
const LOOKBACK_HOURS = 16;

export interface MonitoredTable {
  table: DiningTableRow;
  status: TableStatus;
}

export async function monitorPlan(
  db: Queryable,
  viewer: Viewer,
  planId: string,
  now: Date,
): Promise<{ plan: FloorPlanRow; tables: MonitoredTable[] }> {
  const plan = await planOf(db, viewer, planId);
  const tables = await tablesOfPlan(db, viewer.companyId, plan.id);
  const codes = tables.map((table) => table.code);
  const recent =
    codes.length === 0
      ? []
      : await db
          .select({
            tableRef: orders.tableRef,
            status: orders.status,
            total: orders.total,
            paid: orders.paid,
            guestCount: orders.guestCount,
            staffName: orders.staffName,
            createdAt: orders.createdAt,
            paidAt: orders.paidAt,
          })
          .from(orders)
          .where(
            ownRows(
              viewer,
              orders,
              eq(orders.venueId, plan.venueId),
              inArray(orders.tableRef, codes),
              gte(orders.createdAt, new Date(now.getTime() - LOOKBACK_HOURS * 3_600_000)),
              notInArray(orders.status, VOID_STATUSES),
            ),
          );
  const byCode = new Map<string, typeof recent>();
  for (const order of recent) {
    const key = codeKey(order.tableRef ?? '');
    byCode.set(key, [...(byCode.get(key) ?? []), order]);
  }
  return {
    plan,
    tables: tables.map((table) => ({
      table,
      status: tableStatus(byCode.get(codeKey(table.code)) ?? [], now),
    })),
  };
}
