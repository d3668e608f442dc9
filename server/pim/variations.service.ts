import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { variationGroupSchema, variationGroupUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { isUuid, type VersionedKind } from '../platform/api/versioned.ts';
import type { Tx } from '../platform/db/queryable.ts';
import { variationGroups, variations } from '../platform/db/schema/index.ts';

type VariationData = NonNullable<z.output<typeof variationGroupSchema>['variations']>;

/** Makes the group's variations exactly this list, in this order, keeping the ids of known ones. */
async function replaceVariations(
  tx: Tx,
  companyId: string,
  groupId: string,
  list: VariationData,
): Promise<void> {
  const existing = await tx
    .select({ id: variations.id })
    .from(variations)
    .where(eq(variations.groupId, groupId));
  const known = new Set(existing.map((row) => row.id));
  const kept = list.map((entry) => entry.id).filter((id): id is string => Boolean(id && known.has(id)));
  await tx
    .delete(variations)
    .where(and(eq(variations.groupId, groupId), kept.length ? notInArray(variations.id, kept) : undefined));
  for (const [position, entry] of list.entries()) {
    const values = { name: entry.name, nameLang: entry.nameLang ?? {}, price: entry.price, position };
    if (entry.id && known.has(entry.id))
      await tx.update(variations).set(values).where(eq(variations.id, entry.id));
    else await tx.insert(variations).values({ ...values, companyId, groupId });
  }
}

/** Of these variation ids, the ones of this group (others count as new). */
async function ownVariations(tx: Tx, groupId: string, list: VariationData): Promise<Set<string>> {
  const ids = list
    .map((entry) => entry.id)
    .filter((value): value is string => Boolean(value && isUuid(value)));
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: variations.id })
    .from(variations)
    .where(and(eq(variations.groupId, groupId), inArray(variations.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Modification groups (GraphQL `VariationGroup`; `variations` in the browser) with their variations. */
export const variationGroupKind: VersionedKind<
  typeof variationGroups,
  z.output<typeof variationGroupSchema>,
  z.output<typeof variationGroupUpdateSchema>
> = {
  table: variationGroups,
  values: (_tx, _viewer, data) => ({
    title: data.title,
    titleLang: data.titleLang ?? {},
    selectionMode: data.selectionMode ?? 'SINGLE',
  }),
  // New groups take no ids from elsewhere: every variation is new.
  afterCreate: (tx, viewer, id, data) =>
    replaceVariations(
      tx,
      viewer.companyId,
      id,
      (data.variations ?? []).map((entry) => ({ ...entry, id: null })),
    ),
  changes: (data) => ({
    ...(data.title !== undefined ? { title: data.title } : {}),
    ...(data.titleLang != null ? { titleLang: data.titleLang } : {}),
    ...(data.selectionMode != null ? { selectionMode: data.selectionMode } : {}),
  }),
  afterUpdate: async (tx, viewer, id, data) => {
    if (!data.variations) return;
    const mine = await ownVariations(tx, id, data.variations);
    await replaceVariations(
      tx,
      viewer.companyId,
      id,
      data.variations.map((entry) => ({ ...entry, id: entry.id && mine.has(entry.id) ? entry.id : null })),
    );
  },
};
