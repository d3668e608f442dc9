import { asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../platform/db/queryable.ts';
import { paymentMethods } from '../platform/db/schema/index.ts';
import { ownRows, type Tenant } from '../platform/db/tenant.ts';

/**
 * What the orders, reports and exports need of a company's own payment methods (docs/decisions.md,
 * "Paying with a company's own payment method"), kept apart from the settings service so the
 * orders and finance areas read it without the settings' screens and checks. Always for the
 * tenant's company, never a company the client names.
 */

/** The codes a new payment may use: the company's own methods that are not removed. */
export async function livePaymentCodes(db: Queryable, tenant: Tenant): Promise<Set<string>> {
  const rows = await db
    .select({ code: paymentMethods.internalId })
    .from(paymentMethods)
    .where(ownRows(tenant, paymentMethods, eq(paymentMethods.deleted, false)));
  return new Set(rows.map((row) => row.code));
}

/**
 * Code → name of every method of the company's own, removed ones too (old payments keep their
 * method). A code taken again after its method was removed names the live method; among removed
 * methods only, the newest one.
 */
export async function paymentMethodNames(db: Queryable, tenant: Tenant): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: paymentMethods.internalId, name: paymentMethods.name })
    .from(paymentMethods)
    .where(ownRows(tenant, paymentMethods))
    // Live last, and the newest last among the same kind: the last write of a code wins.
    .orderBy(desc(paymentMethods.deleted), asc(paymentMethods.createdAt), asc(paymentMethods.id));
  return new Map(rows.map((row) => [row.code, row.name]));
}
