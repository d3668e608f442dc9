import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type InventoryErrorCode, inventoryFieldErrors } from '../../src/domain/inventory.ts';
import type { FieldDictionary } from '../platform/api/input.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { items } from '../platform/db/schema/index.ts';
import { ownRows, type Tenant } from '../platform/db/tenant.ts';
import { permittedVenue } from '../venues/venues.service.ts';

/** What the unit stock and the ingredient stock share (docs/inventory.md). */

export const INVENTORY_FIELDS: FieldDictionary<InventoryErrorCode> = {
  codesOf: inventoryFieldErrors,
  word: (t, code) => t.inventory.errors[code](),
  checkFields: (t) => t.inventory.errors.checkFields(),
};

/** The venue when it is one of the viewer's (restricted venues included), else NOT_FOUND. */
export async function venueOf(db: Queryable, viewer: Viewer, venueId: string) {
  const venue = isUuid(venueId) ? await permittedVenue(db, viewer, venueId) : null;
  if (!venue) throw notFound();
  return venue;
}

/** A product of the viewer's company that is not removed, else NOT_FOUND (foreign like missing). */
export async function itemOf(db: Queryable, tenant: Tenant, itemId: string) {
  if (!isUuid(itemId)) throw notFound();
  const [item] = await db
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(ownRows(tenant, items, eq(items.id, itemId), eq(items.deleted, false)));
  if (!item) throw notFound();
  return item;
}

export function hashOf(operation: string, input: unknown): string {
  return createHash('sha256')
    .update(`${operation}:${JSON.stringify(input)}`)
    .digest('hex');
}

/**
 * A product's sold-out state changed: the company's catalogue version moves on, so the answer
 * caches of `items` and `menuAt` are not reused and `catalogChanged` fires on every instance
 * (migration 0007's NOTIFY): tills, the guest page and kitchen screens read again.
 */
export async function soldOutChanged(tx: Queryable, tenant: Tenant): Promise<void> {
  await tx.execute(sql`select bump_catalog_versions(array[${tenant.companyId}]::uuid[])`);
}
