import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CategoryData, categoryUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { MAX_BULK } from '../../src/domain/pimSchemas.ts';
import type { VersionedKind } from '../platform/api/versioned.ts';
import type { DB } from '../platform/db/client.ts';
import type { Tx } from '../platform/db/queryable.ts';
import { categories, courseTypes, stations } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { matchingNamed, type NamedList, type NamedPageArgs } from '../platform/paging/named.ts';
import { badInput, checkReferences, hasErrors, isUuid, notFound } from './common.ts';

/** Course, station and parent must be the company's; a category cannot sit inside itself. */
async function checkCategory(
  tx: Tx,
  companyId: string,
  id: string | null,
  data: Partial<Pick<CategoryData, 'courseTypeId' | 'stationId' | 'parentId'>>,
): Promise<void> {
  const errors = await checkReferences(tx, companyId, [
    { field: 'courseTypeId', table: courseTypes, ids: [data.courseTypeId] },
    { field: 'stationId', table: stations, ids: [data.stationId] },
    { field: 'parentId', table: categories, ids: [data.parentId] },
  ]);
  if (!errors.parentId && id && data.parentId) {
    // Walk up from the new parent; meeting this category again would make a loop.
    let current: string | null = data.parentId;
    const seen = new Set<string>();
    while (current && !seen.has(current)) {
      if (current === id) {
        errors.parentId = 'parentCycle';
        break;
      }
      seen.add(current);
      const [row] = await tx
        .select({ parentId: categories.parentId })
        .from(categories)
        .where(ownRows({ companyId }, categories, eq(categories.id, current)));
      current = row?.parentId ?? null;
    }
  }
  if (hasErrors(errors)) throw badInput(errors);
}

/** Product categories: VAT, course, station and a parent category. */
export const categoryKind: VersionedKind<
  typeof categories,
  CategoryData,
  z.output<ReturnType<typeof categoryUpdateSchema>>
> = {
  table: categories,
  values: async (tx, viewer, data) => {
    await checkCategory(tx, viewer.companyId, null, data);
    return {
      name: data.name,
      nameLang: data.nameLang ?? {},
      color: data.color,
      courseTypeId: data.courseTypeId ?? null,
      stationId: data.stationId ?? null,
      vatRate: data.vatRate,
      parentId: data.parentId ?? null,
    };
  },
  beforeUpdate: (tx, viewer, id, data) => checkCategory(tx, viewer.companyId, id, data),
  changes: (data) => ({
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.nameLang != null ? { nameLang: data.nameLang } : {}),
    ...(data.color !== undefined ? { color: data.color } : {}),
    ...(data.courseTypeId !== undefined ? { courseTypeId: data.courseTypeId } : {}),
    ...(data.stationId !== undefined ? { stationId: data.stationId } : {}),
    ...(data.vatRate !== undefined ? { vatRate: data.vatRate } : {}),
    ...(data.parentId !== undefined ? { parentId: data.parentId } : {}),
    updatedAt: new Date(),
  }),
};

/** The categories list's query as the paged field reads it (the rows a bulk change by filter takes). */
export const categoryList = (companyId: string): NamedList => ({
  list: 'categories',
  table: categories,
  id: categories.id,
  name: categories.name,
  where: ownRows({ companyId }, categories),
});

/** What a bulk change sets (the VAT rate), with the version bump every write makes. */
function bulkChanges(data: { vatRate?: number | null }) {
  return {
    ...(data.vatRate != null ? { vatRate: data.vatRate } : {}),
    version: sql`${categories.version} + 1`,
    updatedAt: new Date(),
  };
}

/** Bulk change of the company's categories by id, all or nothing: a foreign or missing id is NOT_FOUND. */
export async function updateCategories(
  db: DB,
  companyId: string,
  ids: readonly string[],
  data: { vatRate?: number | null },
): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BULK) throw badInput({ ids: 'tooMany' });
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(ownRows({ companyId }, categories, inArray(categories.id, unique.filter(isUuid))));
    if (found.length !== unique.length) throw notFound();
    await tx.update(categories).set(bulkChanges(data)).where(inArray(categories.id, unique));
  });
  return unique.length;
}

/** Bulk change of every category of the company a list filter matches, in one statement. */
export async function updateCategoriesMatching(
  db: DB,
  companyId: string,
  filter: NamedPageArgs['filter'],
  data: { vatRate?: number | null },
): Promise<number> {
  const changed = await db
    .update(categories)
    .set(bulkChanges(data))
    .where(matchingNamed(categoryList(companyId), filter))
    .returning({ id: categories.id });
  return changed.length;
}
