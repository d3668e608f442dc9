import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { COUNTRIES, type CountryCode } from '../../src/domain/countries.ts';
import {
  isNorwegianCategory,
  NORWEGIAN_PRODUCT_CATEGORIES,
  standardVatRate,
  vatRatesOf,
} from '../../src/domain/pim.ts';
import type { ItemData, ItemUpdateData, PimFieldErrors } from '../../src/domain/pimSchemas.ts';
import type { Scope } from '../../src/domain/scopes.ts';
import { sortItems } from '../../src/domain/sorting.ts';
import type { VersionedService } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import {
  type CategoryRow,
  categories,
  courseTypes,
  type ItemRow,
  itemCategories,
  itemDefaultVariations,
  items,
  itemUpsells,
  itemVariationGroups,
  menuEntries,
  menus,
  stations,
  upsells,
  variationGroups,
  variations,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import {
  badInput,
  checkReferences,
  checkVersion,
  companyCountry,
  hasErrors,
  isUuid,
  notFound,
  type Queryable,
  type Tx,
} from './common.ts';

/** Who reads the products: the product screens, menu editing and the POS (`items`, the CSV export). */
export const PRODUCT_READER_SCOPES = [
  'POS_CUSTOMIZATION',
  'MENUS',
  'ORDERS',
] as const satisfies readonly Scope[];

export interface ItemShape extends ItemRow {
  categories: CategoryRow[];
}

export async function categoriesByItem(
  db: Queryable,
  companyId: string,
  itemIds?: readonly string[],
): Promise<Map<string, CategoryRow[]>> {
  const rows = await db
    .select({ itemId: itemCategories.itemId, category: categories })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(
      ownRows({ companyId }, categories, itemIds ? inArray(itemCategories.itemId, [...itemIds]) : undefined),
    )
    .orderBy(asc(itemCategories.position), asc(categories.name));
  const byItem = new Map<string, CategoryRow[]>();
  for (const { itemId, category } of rows) {
    const list = byItem.get(itemId);
    if (list) list.push(category);
    else byItem.set(itemId, [category]);
  }
  return byItem;
}

/** The company's live items with their categories, sorted as spec section 5 says. */
export async function listItems(
  db: Queryable,
  companyId: string,
  country: CountryCode,
): Promise<ItemShape[]> {
  const rows = await db
    .select()
    .from(items)
    .where(ownRows({ companyId }, items, eq(items.deleted, false)));
  const byItem = rows.length === 0 ? new Map<string, CategoryRow[]>() : await categoriesByItem(db, companyId);
  const result = rows.map((row) => ({ ...row, categories: byItem.get(row.id) ?? [] }));
  return sortItems(result, COUNTRIES[country].languageTag);
}

/** One live item of the company, or null (a foreign id is as missing as a random one). */
export async function loadItem(db: Queryable, companyId: string, id: string): Promise<ItemShape | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(items)
    .where(ownRows({ companyId }, items, eq(items.id, id), eq(items.deleted, false)));
  if (!row) return null;
  const byItem = await categoriesByItem(db, companyId, [id]);
  return { ...row, categories: byItem.get(id) ?? [] };
}

/** The row, locked for the rest of the transaction so two saves cannot interleave. */
async function lockItem(tx: Tx, companyId: string, id: string): Promise<ItemRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(items)
    .where(ownRows({ companyId }, items, eq(items.id, id), eq(items.deleted, false)))
    .for('update');
  return row ?? null;
}

type LinkFields = Pick<ItemData, 'categoryIds' | 'appliedVariations' | 'defaultVariationsIds' | 'upsellIds'>;

/** Every id of the payload must be a row of the viewer's company. */
async function checkItemReferences(
  tx: Tx,
  companyId: string,
  data: LinkFields & Pick<ItemData, 'courseTypeId' | 'stationId'>,
  appliedGroups: readonly string[],
): Promise<PimFieldErrors> {
  const errors = await checkReferences(tx, companyId, [
    { field: 'categoryIds', table: categories, ids: data.categoryIds },
    { field: 'courseTypeId', table: courseTypes, ids: [data.courseTypeId] },
    { field: 'stationId', table: stations, ids: [data.stationId] },
    { field: 'appliedVariations', table: variationGroups, ids: data.appliedVariations },
    { field: 'defaultVariationsIds', table: variations, ids: data.defaultVariationsIds },
    { field: 'upsellIds', table: upsells, ids: data.upsellIds },
  ]);
  // A default variation must belong to one of the product's modification groups.
  const defaults = (data.defaultVariationsIds ?? []).filter(isUuid);
  if (!errors.defaultVariationsIds && defaults.length > 0) {
    const rows = await tx
      .select({ groupId: variations.groupId })
      .from(variations)
      .where(ownRows({ companyId }, variations, inArray(variations.id, defaults)));
    if (rows.some((row) => !appliedGroups.includes(row.groupId)))
      errors.defaultVariationsIds = 'invalidChoice';
  }
  return errors;
}

/** Spec section 9: the VAT of a product; Norway's product categories set both rates. */
function vatOf(
  data: Pick<ItemData, 'vatRate' | 'takeAwayVatRate' | 'norwegianCategory'>,
  fallback: number,
): { vatRate: number; takeAwayVatRate: number | null } {
  if (data.norwegianCategory && isNorwegianCategory(data.norwegianCategory)) {
    return { ...NORWEGIAN_PRODUCT_CATEGORIES[data.norwegianCategory] };
  }
  return { vatRate: data.vatRate ?? fallback, takeAwayVatRate: data.takeAwayVatRate ?? null };
}

async function firstCategoryVat(
  tx: Tx,
  companyId: string,
  country: CountryCode,
  categoryIds: readonly string[] | null | undefined,
): Promise<number> {
  const [first] = categoryIds ?? [];
  if (first && isUuid(first)) {
    const [category] = await tx
      .select({ vatRate: categories.vatRate })
      .from(categories)
      .where(ownRows({ companyId }, categories, eq(categories.id, first)));
    if (category && vatRatesOf(country).includes(category.vatRate)) return category.vatRate;
  }
  return standardVatRate(country);
}

async function replaceLinks(tx: Tx, companyId: string, itemId: string, data: LinkFields): Promise<void> {
  if (data.categoryIds) {
    await tx.delete(itemCategories).where(eq(itemCategories.itemId, itemId));
    if (data.categoryIds.length > 0)
      await tx
        .insert(itemCategories)
        .values(data.categoryIds.map((categoryId, position) => ({ itemId, categoryId, position })));
  }
  if (data.appliedVariations) {
    await tx.delete(itemVariationGroups).where(eq(itemVariationGroups.itemId, itemId));
    if (data.appliedVariations.length > 0)
      await tx
        .insert(itemVariationGroups)
        .values(
          data.appliedVariations.map((groupId, position) => ({ companyId, itemId, groupId, position })),
        );
  }
  if (data.defaultVariationsIds) {
    await tx.delete(itemDefaultVariations).where(eq(itemDefaultVariations.itemId, itemId));
    if (data.defaultVariationsIds.length > 0)
      await tx
        .insert(itemDefaultVariations)
        .values(data.defaultVariationsIds.map((variationId) => ({ companyId, itemId, variationId })));
  } else if (data.appliedVariations) {
    // Defaults of groups that were taken off go with them.
    const keep = data.appliedVariations;
    const stale = await tx
      .select({ id: itemDefaultVariations.variationId, groupId: variations.groupId })
      .from(itemDefaultVariations)
      .innerJoin(variations, eq(variations.id, itemDefaultVariations.variationId))
      .where(eq(itemDefaultVariations.itemId, itemId));
    const drop = stale.filter((row) => !keep.includes(row.groupId)).map((row) => row.id);
    if (drop.length > 0)
      await tx
        .delete(itemDefaultVariations)
        .where(
          and(eq(itemDefaultVariations.itemId, itemId), inArray(itemDefaultVariations.variationId, drop)),
        );
  }
  if (data.upsellIds) {
    await tx.delete(itemUpsells).where(eq(itemUpsells.itemId, itemId));
    if (data.upsellIds.length > 0)
      await tx
        .insert(itemUpsells)
        .values(data.upsellIds.map((upsellId, position) => ({ companyId, itemId, upsellId, position })));
  }
}

/** Creates a product with all its links in the caller's transaction; returns its id. */
export async function createItemIn(
  tx: Tx,
  companyId: string,
  country: CountryCode,
  data: ItemData,
): Promise<string> {
  const errors = await checkItemReferences(tx, companyId, data, data.appliedVariations ?? []);
  if (hasErrors(errors)) throw badInput(errors);
  const vat = vatOf(data, await firstCategoryVat(tx, companyId, country, data.categoryIds));
  const [row] = await tx
    .insert(items)
    .values({
      companyId,
      title: data.title,
      titleLang: data.titleLang ?? {},
      defaultPrice: data.defaultPrice,
      ...vat,
      norwegianCategory: data.norwegianCategory,
      volumeSuffix: data.volumeSuffix,
      manualPrice: data.manualPrice ?? false,
      courseTypeId: data.courseTypeId ?? null,
      stationId: data.stationId ?? null,
      allergens: data.allergens ?? [],
      imageUrl: data.imageUrl,
    })
    .returning({ id: items.id });
  if (!row) throw new Error('item not created');
  await replaceLinks(tx, companyId, row.id, data);
  return row.id;
}

/**
 * Sets the default price. Menu entries of this item that carried the old default price follow
 * it (spec section 4, menu editing), so menus that never set their own price stay in step.
 */
async function applyPrice(tx: Tx, row: ItemRow, price: number): Promise<boolean> {
  if (row.defaultPrice === price) return false;
  const moved = await tx
    .update(menuEntries)
    .set({ price })
    .where(and(eq(menuEntries.itemId, row.id), eq(menuEntries.price, row.defaultPrice)))
    .returning({ menuId: menuEntries.menuId });
  // A moved entry changes its menu: an editor holding the menu's older version is asked before
  // it writes over the new price (decision 0116).
  const menuIds = [...new Set(moved.map((entry) => entry.menuId))];
  if (menuIds.length > 0)
    await tx
      .update(menus)
      .set({ version: sql`${menus.version} + 1` })
      .where(inArray(menus.id, menuIds));
  return true;
}

/** Changes the named fields of a product in the caller's transaction; returns the new version. */
export async function updateItemIn(
  tx: Tx,
  companyId: string,
  id: string,
  data: ItemUpdateData,
  expectedVersion: number | null | undefined,
): Promise<number> {
  const row = await lockItem(tx, companyId, id);
  if (!row) throw notFound();
  checkVersion(row.version, expectedVersion);
  let applied = data.appliedVariations;
  if (!applied && data.defaultVariationsIds) {
    const current = await tx
      .select({ id: itemVariationGroups.groupId })
      .from(itemVariationGroups)
      .where(eq(itemVariationGroups.itemId, id));
    applied = current.map((link) => link.id);
  }
  const errors = await checkItemReferences(tx, companyId, data, applied ?? []);
  if (hasErrors(errors)) throw badInput(errors);
  const norwegianCategory =
    data.norwegianCategory === undefined ? row.norwegianCategory : data.norwegianCategory;
  const vat =
    norwegianCategory && isNorwegianCategory(norwegianCategory)
      ? vatOf({ norwegianCategory }, row.vatRate)
      : {
          vatRate: data.vatRate ?? row.vatRate,
          takeAwayVatRate: data.takeAwayVatRate === undefined ? row.takeAwayVatRate : data.takeAwayVatRate,
        };
  if (data.defaultPrice !== undefined) await applyPrice(tx, row, data.defaultPrice);
  const [updated] = await tx
    .update(items)
    .set({
      title: data.title ?? row.title,
      titleLang: data.titleLang ?? row.titleLang,
      defaultPrice: data.defaultPrice ?? row.defaultPrice,
      ...vat,
      norwegianCategory,
      volumeSuffix: data.volumeSuffix === undefined ? row.volumeSuffix : data.volumeSuffix,
      manualPrice: data.manualPrice ?? row.manualPrice,
      courseTypeId: data.courseTypeId === undefined ? row.courseTypeId : data.courseTypeId,
      stationId: data.stationId === undefined ? row.stationId : data.stationId,
      allergens: data.allergens ?? row.allergens,
      imageUrl: data.imageUrl === undefined ? row.imageUrl : data.imageUrl,
      version: sql`${items.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(items.id, id))
    .returning({ version: items.version });
  await replaceLinks(tx, companyId, id, data);
  return updated?.version ?? row.version + 1;
}

/** Spec: the separate price update. Unchanged prices change nothing (and keep the version). */
export async function setItemPriceIn(
  tx: Tx,
  companyId: string,
  id: string,
  price: number,
  expectedVersion: number | null | undefined,
): Promise<number> {
  const row = await lockItem(tx, companyId, id);
  if (!row) throw notFound();
  checkVersion(row.version, expectedVersion);
  if (!(await applyPrice(tx, row, price))) return row.version;
  const [updated] = await tx
    .update(items)
    .set({ defaultPrice: price, version: sql`${items.version} + 1`, updatedAt: new Date() })
    .where(eq(items.id, id))
    .returning({ version: items.version });
  return updated?.version ?? row.version + 1;
}

/** Product writes for one viewer, in the shape the versioned fields take. */
export function itemService(db: DB, viewer: Viewer): VersionedService<ItemData, ItemUpdateData> {
  return {
    create: async (data) => {
      const country = await companyCountry(db, viewer.companyId);
      return db.transaction((tx) => createItemIn(tx, viewer.companyId, country, data));
    },
    update: async (id, data, expectedVersion) => {
      await db.transaction((tx) => updateItemIn(tx, viewer.companyId, id, data, expectedVersion));
    },
  };
}
