import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type MetadataRecordType,
  parseMetadataValue,
  REMOVABLE_INGREDIENTS_KEY,
  type RemovableIngredient,
  removableIngredientsOf,
  removableIngredientsSchema,
  withIngredientIds,
} from '../../src/domain/metadata.ts';
import { isPimErrorCode, type PimErrorCode } from '../../src/domain/pimSchemas.ts';
import { invalidFields, PIM_FIELDS } from '../api/input.ts';
import { isUuid, notFound } from '../api/versioned.ts';
import type { Viewer } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import { categories, items, type RecordMetadataRow, recordMetadata, upsells } from '../db/schema/index.ts';
import { permittedVenue } from '../venues/venues.service.ts';

/**
 * Record metadata (issue 16 item 7): reads and writes of the typed key-value store. The record
 * must be the viewer's (a foreign or unknown id answers NOT_FOUND, like the rest of the API); the
 * key and its value are checked by the shared rules of `src/domain/metadata.ts`.
 */

/** The record exists in the viewer's company (and, for a venue, among the viewer's venues). */
async function checkRecord(db: Queryable, viewer: Viewer, recordType: MetadataRecordType, recordId: string) {
  if (!isUuid(recordId)) throw notFound();
  const exists = async (table: typeof items | typeof categories | typeof upsells, extra = sql`true`) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.companyId, viewer.companyId), eq(table.id, recordId), extra))
        .limit(1)
    ).length > 0;
  const found =
    recordType === 'COMPANY'
      ? recordId === viewer.companyId
      : recordType === 'VENUE'
        ? (await permittedVenue(db, viewer, recordId)) !== null
        : recordType === 'ITEM'
          ? await exists(items, eq(items.deleted, false))
          : recordType === 'CATEGORY'
            ? await exists(categories)
            : await exists(upsells);
  if (!found) throw notFound();
}

export async function listMetadata(
  db: Queryable,
  viewer: Viewer,
  recordType: MetadataRecordType,
  recordId: string,
): Promise<RecordMetadataRow[]> {
  await checkRecord(db, viewer, recordType, recordId);
  return db
    .select()
    .from(recordMetadata)
    .where(
      and(
        eq(recordMetadata.companyId, viewer.companyId),
        eq(recordMetadata.recordType, recordType),
        eq(recordMetadata.recordId, recordId),
      ),
    )
    .orderBy(recordMetadata.key);
}

/**
 * Sets one key of a record (value as JSON text) or removes it (`null`). Answers the stored row,
 * or null after a removal. Refuses an unknown key or a wrong shape with field errors.
 */
export async function setMetadata(
  db: Queryable,
  viewer: Viewer,
  input: { recordType: MetadataRecordType; recordId: string; key: string; value: string | null },
): Promise<RecordMetadataRow | null> {
  await checkRecord(db, viewer, input.recordType, input.recordId);
  const where = and(
    eq(recordMetadata.companyId, viewer.companyId),
    eq(recordMetadata.recordType, input.recordType),
    eq(recordMetadata.recordId, input.recordId),
    eq(recordMetadata.key, input.key),
  );
  const parsed = parseMetadataValue(input.recordType, input.key, input.value ?? 'null');
  if (input.value === null) {
    // Removing needs a known key too: an unknown one is refused, not silently ignored.
    if (!parsed.ok && parsed.problems.some((problem) => problem.field === 'key'))
      throw refusal(parsed.problems);
    await db.delete(recordMetadata).where(where);
    return null;
  }
  if (!parsed.ok) throw refusal(parsed.problems);
  const value =
    input.key === REMOVABLE_INGREDIENTS_KEY
      ? withIngredientIds(removableIngredientsSchema.parse(parsed.value), randomUUID)
      : parsed.value;
  const [row] = await db
    .insert(recordMetadata)
    .values({
      companyId: viewer.companyId,
      recordType: input.recordType,
      recordId: input.recordId,
      key: input.key,
      value,
      updatedBy: viewer.userId,
    })
    .onConflictDoUpdate({
      target: [
        recordMetadata.companyId,
        recordMetadata.recordType,
        recordMetadata.recordId,
        recordMetadata.key,
      ],
      set: { value, updatedAt: new Date(), updatedBy: viewer.userId },
    })
    .returning();
  return row ?? null;
}

function refusal(problems: { field: string; code: string }[]) {
  const codes: Record<string, PimErrorCode> = {};
  for (const problem of problems)
    codes[problem.field] = isPimErrorCode(problem.code) ? problem.code : 'valueInvalid';
  return invalidFields(codes, PIM_FIELDS);
}

/** The removable ingredients of many items of a company at once (for the Item field), by item. */
export async function removableIngredientsByItem(
  db: Queryable,
  companyId: string,
  itemIds: string[],
): Promise<Map<string, RemovableIngredient[]>> {
  const ids = itemIds.filter(isUuid);
  const byItem = new Map<string, RemovableIngredient[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .select({ recordId: recordMetadata.recordId, value: recordMetadata.value })
    .from(recordMetadata)
    .where(
      and(
        eq(recordMetadata.companyId, companyId),
        eq(recordMetadata.recordType, 'ITEM'),
        eq(recordMetadata.key, REMOVABLE_INGREDIENTS_KEY),
        inArray(recordMetadata.recordId, ids),
      ),
    );
  for (const row of rows) byItem.set(row.recordId, removableIngredientsOf(row.value));
  return byItem;
}
