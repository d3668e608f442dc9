import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceTargetData } from '../../src/domain/invoices.ts';
import { idempotencyConflict, idempotencyKeyFits } from '../platform/api/idempotency.ts';
import { invalidFields } from '../platform/api/input.ts';
import { checkVersion, isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { type InvoiceTargetRow, invoiceTargets } from '../platform/db/schema/index.ts';
import { ownRow, ownRows, type Tenant } from '../platform/db/tenant.ts';
import { type ByNameQuery, countWhere, pageByName, searchColumns } from '../platform/paging/byName.ts';
import { isUniqueViolation } from '../staff/errors.ts';
import { INVOICE_TARGET_FIELDS } from './errors.ts';

/**
 * Invoice targets (issue 47 item 3; docs/invoices.md): the customers a company bills. The back
 * office lists, adds, edits and removes them; a terminal adds one (CREATE_INVOICE_TARGET) and
 * names one on an INVOICE payment. Removing one only marks it deleted: payments and invoices keep it.
 */

/** The company's live targets, one page by name, searched by name, organisation number, e-mail or reference. */
export async function listInvoiceTargets(db: Queryable, viewer: Viewer, args: ByNameQuery) {
  const where = ownRows(
    viewer,
    invoiceTargets,
    eq(invoiceTargets.deleted, false),
    searchColumns(args.search, [
      invoiceTargets.name,
      invoiceTargets.organizationNumber,
      invoiceTargets.email,
      invoiceTargets.reference,
    ]),
  );
  return pageByName(
    args,
    { name: invoiceTargets.name, id: invoiceTargets.id },
    {
      rows: (after, order, limit) =>
        db
          .select()
          .from(invoiceTargets)
          .where(and(where, after))
          .orderBy(...order)
          .limit(limit),
      count: () => countWhere(db, invoiceTargets, where),
    },
  );
}

/** One of the company's targets (removed ones too); null when missing, foreign or not an id. */
export async function findInvoiceTarget(db: Queryable, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(invoiceTargets)
    .where(ownRows(tenant, invoiceTargets, eq(invoiceTargets.id, id)));
  return row ?? null;
}

/** Targets of the company by id, removed ones too (an invoice names its target whatever happened since). */
export async function invoiceTargetsByIds(db: Queryable, tenant: Tenant, ids: readonly string[]) {
  const known = [...new Set(ids.filter(isUuid))];
  if (!known.length) return new Map<string, InvoiceTargetRow>();
  const rows = await db
    .select()
    .from(invoiceTargets)
    .where(ownRows(tenant, invoiceTargets, inArray(invoiceTargets.id, known)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The ids among `ids` that are live targets of the company (a foreign or removed id is not). */
export async function liveInvoiceTargetIds(
  db: Queryable,
  tenant: Tenant,
  ids: readonly string[],
): Promise<Set<string>> {
  const known = [...new Set(ids.filter(isUuid))];
  if (!known.length) return new Set();
  const rows = await db
    .select({ id: invoiceTargets.id })
    .from(invoiceTargets)
    .where(
      ownRows(tenant, invoiceTargets, inArray(invoiceTargets.id, known), eq(invoiceTargets.deleted, false)),
    );
  return new Set(rows.map((row) => row.id));
}

const same = (row: InvoiceTargetRow, data: InvoiceTargetData) =>
  row.name === data.name &&
  row.organizationNumber === data.organizationNumber &&
  row.email === data.email &&
  row.address === data.address &&
  row.reference === data.reference;

async function replayed(db: Queryable, viewer: Viewer, key: string, data: InvoiceTargetData) {
  const [row] = await db
    .select()
    .from(invoiceTargets)
    .where(ownRows(viewer, invoiceTargets, eq(invoiceTargets.idempotencyKey, key)));
  if (!row) return null;
  if (!same(row, data)) idempotencyConflict();
  return row;
}

/**
 * Adds a target. With an idempotency key (a terminal's retry) the same call answers the same
 * target; the same key with another body is CONFLICT.
 */
export async function createInvoiceTarget(
  db: DB,
  viewer: Viewer,
  data: InvoiceTargetData,
  idempotencyKey: string | null = null,
): Promise<InvoiceTargetRow> {
  if (idempotencyKey !== null && !idempotencyKeyFits(idempotencyKey))
    throw invalidFields({ idempotencyKey: 'invalid' as const }, INVOICE_TARGET_FIELDS);
  if (idempotencyKey) {
    const earlier = await replayed(db, viewer, idempotencyKey, data);
    if (earlier) return earlier;
  }
  try {
    const [row] = await db
      .insert(invoiceTargets)
      .values(ownRow(viewer, { ...data, idempotencyKey }))
      .returning();
    if (!row) throw new Error('invoice target not created');
    return row;
  } catch (error) {
    if (!isUniqueViolation(error) || !idempotencyKey) throw error;
    const earlier = await replayed(db, viewer, idempotencyKey, data);
    if (!earlier) throw error;
    return earlier;
  }
}

/** Edits a live target; CONFLICT on a stale version; saving what is stored answers it unchanged. */
export async function updateInvoiceTarget(
  db: DB,
  viewer: Viewer,
  id: string,
  data: InvoiceTargetData,
  expectedVersion: number | null | undefined,
): Promise<InvoiceTargetRow> {
  return db.transaction(async (tx) => {
    if (!isUuid(id)) throw notFound();
    const [current] = await tx
      .select()
      .from(invoiceTargets)
      .where(ownRows(viewer, invoiceTargets, eq(invoiceTargets.id, id), eq(invoiceTargets.deleted, false)))
      .for('update');
    if (!current) throw notFound();
    if (same(current, data)) return current;
    checkVersion(current.version, expectedVersion);
    const [row] = await tx
      .update(invoiceTargets)
      .set({ ...data, version: sql`${invoiceTargets.version} + 1` })
      .where(ownRows(viewer, invoiceTargets, eq(invoiceTargets.id, id)))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** Removes a target: marked deleted (refused for new payments; kept on old ones and invoices). Idempotent. */
export async function deleteInvoiceTarget(db: DB, viewer: Viewer, id: string): Promise<void> {
  const current = await findInvoiceTarget(db, viewer, id);
  if (!current) throw notFound();
  if (current.deleted) return;
  await db
    .update(invoiceTargets)
    .set({ deleted: true, version: sql`${invoiceTargets.version} + 1` })
    .where(ownRows(viewer, invoiceTargets, eq(invoiceTargets.id, current.id)));
}
