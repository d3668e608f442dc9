import { and, asc, eq, sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '../../src/domain/orders.ts';
import type { PaymentMethodData } from '../../src/domain/paymentMethods.ts';
import { requireCompanyMetadata } from '../company/metadata.ts';
import { idempotencyConflict, idempotencyKeyFits } from '../platform/api/idempotency.ts';
import { invalidFields } from '../platform/api/input.ts';
import { checkVersion, isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { type PaymentMethodRow, paymentMethods } from '../platform/db/schema/index.ts';
import { ownRow, ownRows, type Tenant } from '../platform/db/tenant.ts';
import { type ByNameQuery, countWhere, pageByName, searchColumns } from '../platform/paging/byName.ts';
import { isUniqueViolation } from '../staff/errors.ts';
import { requireWholeCompany } from './company.service.ts';
import { PAYMENT_METHOD_FIELDS } from './errors.ts';

/**
 * A payment method as the API answers it (spec section 3): a built-in one (id = its code, no row,
 * not editable) or one of the company's own rows (docs/decisions/0090).
 */
export interface PaymentMethodView {
  id: string;
  internalId: string;
  name: string;
  deleted: boolean;
  builtIn: boolean;
  createdAt: Date | null;
  version: number;
}

const BUILT_IN: readonly PaymentMethodView[] = PAYMENT_METHODS.map((code) => ({
  id: code,
  internalId: code,
  name: code,
  deleted: false,
  builtIn: true,
  createdAt: null,
  version: 0,
}));

const viewOf = (row: PaymentMethodRow): PaymentMethodView => ({
  id: row.id,
  internalId: row.internalId,
  name: row.name,
  deleted: row.deleted,
  builtIn: false,
  createdAt: row.createdAt,
  version: row.version,
});

/**
 * GetPaymentMethods(companyId): the built-in methods first, then the company's own by name; the
 * removed ones only when asked (a report naming old payments), never for a new payment.
 */
export async function paymentMethodsOf(
  db: Queryable,
  tenant: Tenant,
  includeDeleted = false,
): Promise<PaymentMethodView[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(ownRows(tenant, paymentMethods, includeDeleted ? undefined : eq(paymentMethods.deleted, false)))
    .orderBy(asc(paymentMethods.name), asc(paymentMethods.id));
  return [...BUILT_IN, ...rows.map(viewOf)];
}

/** The company's own methods that are not removed, one page by name (the back office's list). */
export async function listPaymentMethods(db: Queryable, viewer: Viewer, args: ByNameQuery) {
  const where = ownRows(
    viewer,
    paymentMethods,
    eq(paymentMethods.deleted, false),
    searchColumns(args.search, [paymentMethods.name, paymentMethods.internalId]),
  );
  const page = await pageByName(
    args,
    { name: paymentMethods.name, id: paymentMethods.id },
    {
      rows: (after, order, limit) =>
        db
          .select()
          .from(paymentMethods)
          .where(and(where, after))
          .orderBy(...order)
          .limit(limit),
      count: () => countWhere(db, paymentMethods, where),
    },
  );
  return { ...page, rows: page.rows.map(viewOf) };
}

/** One of the company's own methods, removed ones too; null when missing, foreign or built-in. */
export async function findPaymentMethod(db: Queryable, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(ownRows(tenant, paymentMethods, eq(paymentMethods.id, id)));
  return row ? viewOf(row) : null;
}

/** Whether a live method of the company has this code (other than `exceptId`). */
async function codeTaken(db: Queryable, tenant: Tenant, internalId: string, exceptId: string | null) {
  const rows = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      ownRows(
        tenant,
        paymentMethods,
        eq(paymentMethods.internalId, internalId),
        eq(paymentMethods.deleted, false),
      ),
    );
  return rows.some((row) => row.id !== exceptId);
}

const taken = () => invalidFields({ internalId: 'taken' as const }, PAYMENT_METHOD_FIELDS);

/** The method an earlier create with this key made; CONFLICT when that create asked for another. */
async function replayed(db: Queryable, viewer: Viewer, key: string, data: PaymentMethodData) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(ownRows(viewer, paymentMethods, eq(paymentMethods.idempotencyKey, key)));
  if (!row) return null;
  if (row.name !== data.name || row.internalId !== data.internalId) idempotencyConflict();
  return viewOf(row);
}

/**
 * Adds a method of the company's own (spec section 5: needs the company metadata, else "Metadata
 * not available"). With an idempotency key a retry answers the same method; the same key with
 * another name or code is CONFLICT.
 */
export async function createPaymentMethod(
  db: DB,
  viewer: Viewer,
  data: PaymentMethodData,
  idempotencyKey: string | null = null,
): Promise<PaymentMethodView> {
  requireWholeCompany(viewer);
  if (idempotencyKey !== null && !idempotencyKeyFits(idempotencyKey))
    throw invalidFields({ idempotencyKey: 'invalid' as const }, PAYMENT_METHOD_FIELDS);
  if (idempotencyKey) {
    const earlier = await replayed(db, viewer, idempotencyKey, data);
    if (earlier) return earlier;
  }
  await requireCompanyMetadata(db, viewer);
  if (await codeTaken(db, viewer, data.internalId, null)) throw taken();
  try {
    const [row] = await db
      .insert(paymentMethods)
      .values(ownRow(viewer, { ...data, idempotencyKey }))
      .returning();
    if (!row) throw new Error('payment method not created');
    return viewOf(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two creates at once: the same key answers the one that won, the same code is taken.
    const earlier = idempotencyKey ? await replayed(db, viewer, idempotencyKey, data) : null;
    if (earlier) return earlier;
    throw taken();
  }
}

/**
 * Renames a method (name and code); a removed or built-in one is not editable (NOT_FOUND, like a
 * missing one). Saving what is already stored answers it unchanged, so a retried rename is harmless.
 */
export async function updatePaymentMethod(
  db: DB,
  viewer: Viewer,
  id: string,
  data: PaymentMethodData,
  expectedVersion: number | null | undefined,
): Promise<PaymentMethodView> {
  requireWholeCompany(viewer);
  try {
    return await db.transaction(async (tx) => {
      if (!isUuid(id)) throw notFound();
      const [current] = await tx
        .select()
        .from(paymentMethods)
        .where(ownRows(viewer, paymentMethods, eq(paymentMethods.id, id), eq(paymentMethods.deleted, false)))
        .for('update');
      if (!current) throw notFound();
      if (current.name === data.name && current.internalId === data.internalId) return viewOf(current);
      checkVersion(current.version, expectedVersion);
      if (await codeTaken(tx, viewer, data.internalId, id)) throw taken();
      const [row] = await tx
        .update(paymentMethods)
        .set({ ...data, version: sql`${paymentMethods.version} + 1` })
        .where(ownRows(viewer, paymentMethods, eq(paymentMethods.id, id)))
        .returning();
      if (!row) throw notFound();
      return viewOf(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Removes a method: only marks it deleted (old orders and reports keep its name; new payments may
 * not use it; its code is free again). Removing a removed one answers the same: a retry is harmless.
 */
export async function deletePaymentMethod(db: DB, viewer: Viewer, id: string): Promise<void> {
  requireWholeCompany(viewer);
  const current = await findPaymentMethod(db, viewer, id);
  if (!current) throw notFound();
  if (current.deleted) return;
  await db
    .update(paymentMethods)
    .set({ deleted: true, version: sql`${paymentMethods.version} + 1` })
    .where(ownRows(viewer, paymentMethods, eq(paymentMethods.id, current.id)));
}
