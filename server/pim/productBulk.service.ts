import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { MAX_BULK } from '../../src/domain/pimSchemas.ts';
import type { DB } from '../platform/db/client.ts';
import { categories, itemCategories, items, variationGroups } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { badInput, checkReferences, hasErrors, isUuid, notFound, type Tx } from './common.ts';
import { checkItemIds, type ItemPageArgs, matchingItems } from './itemsPage.ts';

/** A bulk change of products: new categories, a VAT rate, modification groups to attach. */
export interface BulkItemChange {
  categoryIds?: string[] | null;
  vatRate?: number;
  addVariationGroupIds?: string[];
}

/** Bulk change of the company's products by id, all or nothing: a foreign or missing id is NOT_FOUND. */
export async function updateItems(db: DB, companyId: string, ids: readonly string[], data: BulkItemChange) {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BULK) throw badInput({ ids: 'tooMany' });
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: items.id })
      .from(items)
      .where(
        ownRows({ companyId }, items, eq(items.deleted, false), inArray(items.id, unique.filter(isUuid))),
      );
    if (found.length !== unique.length) throw notFound();
    await bulkChangeItems(tx, companyId, inArray(items.id, unique), data);
    return unique.length;
  });
}

/** Bulk change of every product of the company a list filter matches, all or nothing. */
export async function updateItemsMatching(
  db: DB,
  companyId: string,
  filter: ItemPageArgs['filter'],
  data: BulkItemChange,
) {
  checkItemIds(filter);
  const target = matchingItems(companyId, filter);
  return db.transaction((tx) => bulkChangeItems(tx, companyId, target, data));
}

/**
 * One bulk change over the company's items that `target` selects (a list of ids, or a list
 * filter), in the caller's transaction, in SQL whatever the number of items: new categories
 * replace the old, modification groups are added, the VAT rate is set, every version moves on.
 */
async function bulkChangeItems(
  tx: Tx,
  companyId: string,
  target: SQL | undefined,
  data: BulkItemChange,
): Promise<number> {
  const errors = await checkReferences(tx, companyId, [
    { field: 'categoryIds', table: categories, ids: data.categoryIds },
    { field: 'addVariationGroupIds', table: variationGroups, ids: data.addVariationGroupIds },
  ]);
  if (hasErrors(errors)) throw badInput(errors);
  const where = ownRows({ companyId }, items, eq(items.deleted, false), target);
  const chosen = tx.select({ id: items.id }).from(items).where(where);
  const listOf = (ids: readonly string[], offset: number) =>
    sql.join(
      ids.map((id, position) => sql`(${id}::uuid, ${position + offset}::int)`),
      sql`, `,
    );
  if (data.categoryIds) {
    await tx.delete(itemCategories).where(inArray(itemCategories.itemId, chosen));
    if (data.categoryIds.length > 0)
      await tx.execute(sql`insert into item_categories (item_id, category_id, position)
        select "items"."id", chosen.category_id, chosen.position from items
        cross join (values ${listOf(data.categoryIds, 0)}) as chosen(category_id, position)
        where ${where}`);
  }
  if (data.addVariationGroupIds && data.addVariationGroupIds.length > 0)
    await tx.execute(sql`insert into item_variation_groups (company_id, item_id, group_id, position)
      select ${companyId}::uuid, "items"."id", chosen.group_id, chosen.position from items
      cross join (values ${listOf(data.addVariationGroupIds, 100)}) as chosen(group_id, position)
      where ${where}
      on conflict do nothing`);
  const changed = await tx
    .update(items)
    .set({
      ...(data.vatRate != null ? { vatRate: data.vatRate } : {}),
      version: sql`${items.version} + 1`,
      updatedAt: new Date(),
    })
    .where(where)
    .returning({ id: items.id });
  return changed.length;
}
