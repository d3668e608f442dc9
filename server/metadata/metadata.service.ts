import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  METADATA_SCOPES,
  type MetadataRecordType,
  parseMetadataValue,
  REMOVABLE_INGREDIENTS_KEY,
  type RemovableIngredient,
  removableIngredientsOf,
  removableIngredientsSchema,
  withIngredientIds,
} from '../../src/domain/metadata.ts';
import { isPimErrorCode, type PimErrorCode } from '../../src/domain/pimSchemas.ts';
import { hasScope } from '../../src/domain/scopes.ts';
import { PIM_FIELDS } from '../pim/fields.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { invalidFields } from '../platform/api/input.ts';
import { checkVersion, conflict, isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  categories,
  items,
  type RecordMetadataRow,
  recordMetadata,
  upsells,
} from '../platform/db/schema/index.ts';
import { ownRow, ownRows } from '../platform/db/tenant.ts';
import { permittedVenue } from '../venues/venues.service.ts';

/**
 * Record metadata (issue 16 item 7): reads and writes of the typed key-value store. The record
 * must be the viewer's (a foreign or unknown id answers NOT_FOUND, like the rest of the API); the
 * key and its value are checked by the shared rules of `src/domain/metadata.ts`.
 */

/** The record exists in the viewer's company (and, for a venue, among the viewer's venues). */
export async function checkRecord(
  db: Queryable,
  viewer: Viewer,
  recordType: MetadataRecordType,
  recordId: string,
) {
  if (!isUuid(recordId)) throw notFound();
  const exists = async (table: typeof items | typeof categories | typeof upsells, extra = sql`true`) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(ownRows(viewer, table, eq(table.id, recordId), extra))
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

/**
 * The viewer may edit this record type's metadata (METADATA_SCOPES). Asked after the record is
 * found, so an unknown or foreign id answers NOT_FOUND to everyone, as elsewhere in the API.
 */
export function checkMetadataScope(viewer: Viewer, recordType: MetadataRecordType) {
  if (!hasScope(viewer.scopes, METADATA_SCOPES[recordType]))
    throw new DomainError('FORBIDDEN', (t) => t.errors.forbidden());
}

/** The record is the viewer's and the viewer may edit its metadata. */
async function checkEditable(
  db: Queryable,
  viewer: Viewer,
  recordType: MetadataRecordType,
  recordId: string,
) {
  await checkRecord(db, viewer, recordType, recordId);
  checkMetadataScope(viewer, recordType);
}

export async function listMetadata(
  db: Queryable,
  viewer: Viewer,
  recordType: MetadataRecordType,
  recordId: string,
): Promise<RecordMetadataRow[]> {
  await checkEditable(db, viewer, recordType, recordId);
  return db
    .select()
    .from(recordMetadata)
    .where(
      ownRows(
        viewer,
        recordMetadata,
        eq(recordMetadata.recordType, recordType),
        eq(recordMetadata.recordId, recordId),
      ),
    )
    .orderBy(recordMetadata.key);
}

/** The current version of one key of a record: 0 while the key is not set. */
export const MISSING_VERSION = 0;

/**
 * Sets one key of a record (value as JSON text) or removes it (`null`). Answers the stored row,
 * or null after a removal. Refuses an unknown key or a wrong shape with field errors, and a save
 * based on another version than the stored one (`expectedVersion`; 0 for a key not set) with
 * CONFLICT carrying the current version. Runs in a transaction, so the change history's trigger
 * (migration 0035) records the viewer as the actor.
 */
export async function setMetadata(
  db: DB,
  viewer: Viewer,
  input: {
    recordType: MetadataRecordType;
    recordId: string;
    key: string;
    value: string | null;
    expectedVersion?: number | null;
  },
): Promise<RecordMetadataRow | null> {
  await checkEditable(db, viewer, input.recordType, input.recordId);
  const where = ownRows(
    viewer,
    recordMetadata,
    eq(recordMetadata.recordType, input.recordType),
    eq(recordMetadata.recordId, input.recordId),
    eq(recordMetadata.key, input.key),
  );
  const parsed = parseMetadataValue(input.recordType, input.key, input.value ?? 'null');
  if (input.value === null) {
    // Removing needs a known key too: an unknown one is refused, not silently ignored.
    if (!parsed.ok && parsed.problems.some((problem) => problem.field === 'key'))
      throw refusal(parsed.problems);
  } else if (!parsed.ok) throw refusal(parsed.problems);
  const value =
    input.value === null || !parsed.ok
      ? null
      : input.key === REMOVABLE_INGREDIENTS_KEY
        ? withIngredientIds(removableIngredientsSchema.parse(parsed.value), randomUUID)
        : parsed.value;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: recordMetadata.version })
      .from(recordMetadata)
      .where(where)
      .for('update');
    checkVersion(current?.version ?? MISSING_VERSION, input.expectedVersion);
    if (value === null) {
      await tx.delete(recordMetadata).where(where);
      return null;
    }
    if (current) {
      const [row] = await tx
        .update(recordMetadata)
        .set({
          value,
          updatedAt: new Date(),
          updatedBy: viewer.userId,
          version: sql`${recordMetadata.version} + 1`,
        })
        .where(where)
        .returning();
      return row ?? null;
    }
    const [row] = await tx
      .insert(recordMetadata)
      .values(
        ownRow(viewer, {
          recordType: input.recordType,
          recordId: input.recordId,
          key: input.key,
          value,
          updatedBy: viewer.userId,
        }),
      )
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // Another save set the key between our read and our insert: stale unless no version was sent.
    const [raced] = await tx.select().from(recordMetadata).where(where).for('update');
    if (!raced) throw conflict(MISSING_VERSION);
    checkVersion(raced.version, input.expectedVersion);
    const [updated] = await tx
      .update(recordMetadata)
      .set({ value, updatedAt: new Date(), updatedBy: viewer.userId, version: raced.version + 1 })
      .where(where)
      .returning();
    return updated ?? null;
  });
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
      ownRows(
        { companyId },
        recordMetadata,
        eq(recordMetadata.recordType, 'ITEM'),
        eq(recordMetadata.key, REMOVABLE_INGREDIENTS_KEY),
        inArray(recordMetadata.recordId, ids),
      ),
    );
  for (const row of rows) byItem.set(row.recordId, removableIngredientsOf(row.value));
  return byItem;
}
