import { asc, count, eq, inArray } from 'drizzle-orm';
import { notFound } from '../platform/api/versioned.ts';
import { viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  type CategoryRow,
  type CourseTypeRow,
  categories,
  courseTypes,
  itemCategories,
  itemDefaultVariations,
  items,
  itemUpsells,
  itemVariationGroups,
  type StationRow,
  stations,
  type UpsellRow,
  upsellItems,
  upsells,
  type VariationGroupRow,
  type VariationRow,
  variationGroups,
  variations,
} from '../platform/db/schema/index.ts';
import { ownRows, type Tenant } from '../platform/db/tenant.ts';

export interface VariationGroupShape extends VariationGroupRow {
  variations: VariationRow[];
}

export interface UpsellShape extends UpsellRow {
  items: { id: string; title: string }[];
}

/**
 * The company's modification groups with their variations: all of them, or those of `ids` (one
 * page of the paged list).
 */
export async function variationGroupsOf(
  db: Queryable,
  companyId: string,
  ids?: readonly string[],
): Promise<VariationGroupShape[]> {
  const tenant = { companyId };
  const groups = await db
    .select()
    .from(variationGroups)
    .where(ownRows(tenant, variationGroups, ids ? inArray(variationGroups.id, [...ids]) : undefined))
    .orderBy(asc(variationGroups.title));
  const rows = await db
    .select()
    .from(variations)
    .where(ownRows(tenant, variations, ids ? inArray(variations.groupId, [...ids]) : undefined))
    .orderBy(asc(variations.position), asc(variations.name));
  const byGroup = groupBy(
    rows,
    (row) => row.groupId,
    (row) => row,
  );
  return groups.map((group) => ({ ...group, variations: byGroup.get(group.id) ?? [] }));
}

/** The company's upsells with their live products: all of them, or those of `ids`. */
export async function upsellsOf(
  db: Queryable,
  companyId: string,
  ids?: readonly string[],
): Promise<UpsellShape[]> {
  const tenant = { companyId };
  const rows = await db
    .select()
    .from(upsells)
    .where(ownRows(tenant, upsells, ids ? inArray(upsells.id, [...ids]) : undefined))
    .orderBy(asc(upsells.displayOrder), asc(upsells.name));
  const links = await db
    .select({ upsellId: upsellItems.upsellId, id: items.id, title: items.title })
    .from(upsellItems)
    .innerJoin(items, eq(items.id, upsellItems.itemId))
    .where(
      ownRows(
        tenant,
        upsellItems,
        eq(items.deleted, false),
        ids ? inArray(upsellItems.upsellId, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(upsellItems.position), asc(items.title));
  const byUpsell = groupBy(
    links,
    (link) => link.upsellId,
    ({ id, title }) => ({ id, title }),
  );
  return rows.map((row) => ({ ...row, items: byUpsell.get(row.id) ?? [] }));
}

/** One list per key, in the order rows arrive. */
function groupBy<T, K, V>(rows: readonly T[], key: (row: T) => K, value: (row: T) => V): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(value(row));
    else map.set(key(row), [value(row)]);
  }
  return map;
}

/**
 * The product-information rows a request needs, each kind read once per request for the whole
 * company (no N+1 over thousands of items). Mutations reset it after writing.
 */
export class PimLoader {
  readonly #cache = new Map<string, Promise<unknown>>();
  constructor(
    readonly db: DB,
    readonly companyId: string,
  ) {}

  /** The loader reads its company's rows. */
  get #tenant(): Tenant {
    return { companyId: this.companyId };
  }

  #once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let promise = this.#cache.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      this.#cache.set(key, promise);
    }
    return promise;
  }

  courseTypes(): Promise<Map<string, CourseTypeRow>> {
    return this.#once('courseTypes', async () => {
      const rows = await this.db
        .select()
        .from(courseTypes)
        .where(ownRows(this.#tenant, courseTypes))
        .orderBy(asc(courseTypes.position), asc(courseTypes.name));
      return new Map(rows.map((row) => [row.id, row]));
    });
  }

  stations(): Promise<Map<string, StationRow>> {
    return this.#once('stations', async () => {
      const rows = await this.db
        .select()
        .from(stations)
        .where(ownRows(this.#tenant, stations))
        .orderBy(asc(stations.name));
      return new Map(rows.map((row) => [row.id, row]));
    });
  }

  categories(): Promise<Map<string, CategoryRow>> {
    return this.#once('categories', async () => {
      const rows = await this.db
        .select()
        .from(categories)
        .where(ownRows(this.#tenant, categories))
        .orderBy(asc(categories.name));
      return new Map(rows.map((row) => [row.id, row]));
    });
  }

  variationGroups(): Promise<Map<string, VariationGroupShape>> {
    return this.#once('variationGroups', async () => {
      const groups = await variationGroupsOf(this.db, this.companyId);
      return new Map(groups.map((group) => [group.id, group]));
    });
  }

  upsells(): Promise<Map<string, UpsellShape>> {
    return this.#once('upsells', async () => {
      const rows = await upsellsOf(this.db, this.companyId);
      return new Map(rows.map((row) => [row.id, row]));
    });
  }

  /** Per item: applied variation groups, default variations and upsells, each in order. */
  itemLinks(): Promise<{
    groups: Map<string, string[]>;
    defaults: Map<string, string[]>;
    upsells: Map<string, string[]>;
  }> {
    return this.#once('itemLinks', async () => {
      const [groups, defaults, upsellLinks] = await Promise.all([
        this.db
          .select({ itemId: itemVariationGroups.itemId, id: itemVariationGroups.groupId })
          .from(itemVariationGroups)
          .where(ownRows(this.#tenant, itemVariationGroups))
          .orderBy(asc(itemVariationGroups.position)),
        this.db
          .select({ itemId: itemDefaultVariations.itemId, id: itemDefaultVariations.variationId })
          .from(itemDefaultVariations)
          .where(ownRows(this.#tenant, itemDefaultVariations)),
        this.db
          .select({ itemId: itemUpsells.itemId, id: itemUpsells.upsellId })
          .from(itemUpsells)
          .where(ownRows(this.#tenant, itemUpsells))
          .orderBy(asc(itemUpsells.position)),
      ]);
      const ids = (rows: { itemId: string; id: string }[]) =>
        groupBy(
          rows,
          (row) => row.itemId,
          (row) => row.id,
        );
      return { groups: ids(groups), defaults: ids(defaults), upsells: ids(upsellLinks) };
    });
  }

  /** How many live products each category, variation group and upsell has. */
  usageCounts(): Promise<{
    categories: Map<string, number>;
    groups: Map<string, number>;
  }> {
    return this.#once('usageCounts', async () => {
      const [perCategory, perGroup] = await Promise.all([
        this.db
          .select({ id: itemCategories.categoryId, n: count() })
          .from(itemCategories)
          .innerJoin(items, eq(items.id, itemCategories.itemId))
          .where(ownRows(this.#tenant, items, eq(items.deleted, false)))
          .groupBy(itemCategories.categoryId),
        this.db
          .select({ id: itemVariationGroups.groupId, n: count() })
          .from(itemVariationGroups)
          .innerJoin(items, eq(items.id, itemVariationGroups.itemId))
          .where(ownRows(this.#tenant, itemVariationGroups, eq(items.deleted, false)))
          .groupBy(itemVariationGroups.groupId),
      ]);
      return {
        categories: new Map(perCategory.map((row) => [row.id, row.n])),
        groups: new Map(perGroup.map((row) => [row.id, row.n])),
      };
    });
  }
}

const loaders = new WeakMap<Context, PimLoader>();

/** The request's loader for the viewer's company. */
export function pimLoader(ctx: Context, companyId: string): PimLoader {
  let loader = loaders.get(ctx);
  if (!loader || loader.companyId !== companyId) {
    loader = new PimLoader(ctx.db, companyId);
    loaders.set(ctx, loader);
  }
  return loader;
}

/** After a write, the next field reads fresh rows. */
export function resetPimLoader(ctx: Context): void {
  loaders.delete(ctx);
}

/** One record after a write, read fresh through a new loader; a missing one answers NOT_FOUND. */
export async function loadFresh<Row>(
  ctx: Context,
  kind: (loader: PimLoader) => Promise<Map<string, Row>>,
  id: string,
): Promise<Row> {
  resetPimLoader(ctx);
  const row = (await kind(pimLoader(ctx, viewerOf(ctx).companyId))).get(id);
  if (!row) throw notFound();
  return row;
}
