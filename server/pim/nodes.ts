import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  categories,
  courseTypes,
  itemCategories,
  items,
  itemUpsells,
  itemVariationGroups,
  menuEntries,
  menus,
  predefinedMessages,
  stations,
  upsellItems,
  upsells,
  variationGroups,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { isUuid, type Queryable, type Tx } from './common.ts';

/** The kinds of record `deleteNode(id, force)` removes. */
export type NodeKind =
  | 'ITEM'
  | 'CATEGORY'
  | 'COURSE_TYPE'
  | 'STATION'
  | 'VARIATION_GROUP'
  | 'UPSELL'
  | 'PREDEFINED_MESSAGE';

export interface NodeRef {
  kind: NodeKind;
  id: string;
  name: string;
}

/** Where a record is still used: a menu, a POS layout, an upsell, a product or a category. */
export type UsageKind = 'MENU' | 'POS_LAYOUT' | 'UPSELL' | 'PRODUCT' | 'CATEGORY';
export interface Usage {
  kind: UsageKind;
  id: string;
  name: string;
}

const TABLES = [
  { kind: 'ITEM', table: items, name: items.title, extra: eq(items.deleted, false) },
  { kind: 'CATEGORY', table: categories, name: categories.name },
  { kind: 'COURSE_TYPE', table: courseTypes, name: courseTypes.name },
  { kind: 'STATION', table: stations, name: stations.name },
  { kind: 'VARIATION_GROUP', table: variationGroups, name: variationGroups.title },
  { kind: 'UPSELL', table: upsells, name: upsells.name },
  { kind: 'PREDEFINED_MESSAGE', table: predefinedMessages, name: predefinedMessages.text },
] as const;

/** The company's records with these ids; ids of other companies are not found, like random ones. */
export async function findNodes(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<NodeRef[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  const found: NodeRef[] = [];
  for (const entry of TABLES) {
    const rows = await db
      .select({ id: entry.table.id, name: entry.name })
      .from(entry.table)
      .where(
        ownRows(
          { companyId },
          entry.table,
          inArray(entry.table.id, wanted),
          'extra' in entry ? entry.extra : undefined,
        ),
      );
    for (const row of rows) found.push({ kind: entry.kind, id: row.id, name: row.name });
  }
  return found;
}

/** POS layouts come with their own issue; until then nothing can use a product there. */
const LAYOUT_USAGES: ((db: Queryable, itemIds: string[]) => Promise<Usage[]>)[] = [];

async function productsWhere(
  db: Queryable,
  condition: ReturnType<typeof eq>,
  join?: 'categories' | 'groups' | 'upsells',
): Promise<Usage[]> {
  const base = db.selectDistinct({ id: items.id, name: items.title }).from(items);
  const joined =
    join === 'categories'
      ? base.innerJoin(itemCategories, eq(itemCategories.itemId, items.id))
      : join === 'groups'
        ? base.innerJoin(itemVariationGroups, eq(itemVariationGroups.itemId, items.id))
        : join === 'upsells'
          ? base.innerJoin(itemUpsells, eq(itemUpsells.itemId, items.id))
          : base;
  const rows = await joined.where(and(condition, eq(items.deleted, false))).orderBy(asc(items.title));
  return rows.map((row) => ({ kind: 'PRODUCT', ...row }));
}

/** Everything that still refers to these records, excluding the records being deleted together. */
export async function usagesOf(db: Queryable, nodes: readonly NodeRef[]): Promise<Usage[]> {
  const ids = (kind: NodeKind) => nodes.filter((node) => node.kind === kind).map((node) => node.id);
  const deleting = new Set(nodes.map((node) => node.id));
  const usages: Usage[] = [];
  const itemIds = ids('ITEM');
  if (itemIds.length > 0) {
    const onMenus = await db
      .selectDistinct({ id: menus.id, name: menus.name })
      .from(menuEntries)
      .innerJoin(menus, eq(menus.id, menuEntries.menuId))
      .where(inArray(menuEntries.itemId, itemIds))
      .orderBy(asc(menus.name));
    usages.push(...onMenus.map((row) => ({ kind: 'MENU' as const, ...row })));
    for (const find of LAYOUT_USAGES) usages.push(...(await find(db, itemIds)));
    const inUpsells = await db
      .selectDistinct({ id: upsells.id, name: upsells.name })
      .from(upsellItems)
      .innerJoin(upsells, eq(upsells.id, upsellItems.upsellId))
      .where(inArray(upsellItems.itemId, itemIds))
      .orderBy(asc(upsells.name));
    usages.push(...inUpsells.map((row) => ({ kind: 'UPSELL' as const, ...row })));
  }
  const categoryIds = ids('CATEGORY');
  if (categoryIds.length > 0) {
    usages.push(...(await productsWhere(db, inArray(itemCategories.categoryId, categoryIds), 'categories')));
    const children = await db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.parentId, categoryIds))
      .orderBy(asc(categories.name));
    usages.push(...children.map((row) => ({ kind: 'CATEGORY' as const, ...row })));
  }
  for (const [kind, itemColumn, categoryColumn] of [
    ['COURSE_TYPE', items.courseTypeId, categories.courseTypeId],
    ['STATION', items.stationId, categories.stationId],
  ] as const) {
    const wanted = ids(kind);
    if (wanted.length === 0) continue;
    usages.push(...(await productsWhere(db, inArray(itemColumn, wanted))));
    const inCategories = await db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categoryColumn, wanted))
      .orderBy(asc(categories.name));
    usages.push(...inCategories.map((row) => ({ kind: 'CATEGORY' as const, ...row })));
  }
  const groupIds = ids('VARIATION_GROUP');
  if (groupIds.length > 0)
    usages.push(...(await productsWhere(db, inArray(itemVariationGroups.groupId, groupIds), 'groups')));
  const upsellIds = ids('UPSELL');
  if (upsellIds.length > 0)
    usages.push(...(await productsWhere(db, inArray(itemUpsells.upsellId, upsellIds), 'upsells')));
  const seen = new Set<string>();
  return usages.filter((usage) => {
    const key = `${usage.kind}:${usage.id}`;
    if (deleting.has(usage.id) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Deletes the records in the caller's transaction. Products are soft-deleted (spec: `deleted`)
 * and leave the menus and upsells they were on; everything else is deleted for real, and what
 * pointed at it is cleared by its foreign keys.
 */
export async function deleteNodesIn(tx: Tx, companyId: string, nodes: readonly NodeRef[]): Promise<void> {
  const ids = (kind: NodeKind) => nodes.filter((node) => node.kind === kind).map((node) => node.id);
  const itemIds = ids('ITEM');
  if (itemIds.length > 0) {
    await tx.delete(menuEntries).where(inArray(menuEntries.itemId, itemIds));
    await tx.delete(upsellItems).where(inArray(upsellItems.itemId, itemIds));
    await tx.delete(itemUpsells).where(inArray(itemUpsells.itemId, itemIds));
    await tx
      .update(items)
      .set({ deleted: true, version: sql`${items.version} + 1`, updatedAt: new Date() })
      .where(ownRows({ companyId }, items, inArray(items.id, itemIds)));
  }
  for (const entry of TABLES) {
    if (entry.kind === 'ITEM') continue;
    const wanted = ids(entry.kind);
    if (wanted.length > 0)
      await tx
        .delete(entry.table)
        .where(ownRows({ companyId }, entry.table, inArray(entry.table.id, wanted)));
  }
}
