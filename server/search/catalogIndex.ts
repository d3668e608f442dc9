import { asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { normalizeSearchText, sortForSearch } from '../../src/domain/search.ts';
import type { DB } from '../platform/db/client.ts';
import { categories, itemCategories, items } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

export interface IndexedCategory {
  id: string;
  title: string;
  normalized: string;
}

export interface IndexedItem {
  id: string;
  title: string;
  normalized: string;
  categories: { id: string; name: string }[];
}

export interface CatalogIndex {
  version: number;
  locale: string;
  /** In the company locale's alphabetical order, so a search is one pass (firstMatches). */
  items: IndexedItem[];
  categories: IndexedCategory[];
}

/**
 * The search palette's view of a company's catalogue: titles normalized and sorted once, kept
 * in memory under the company's catalog version. Database triggers bump that version in the same
 * transaction as any catalogue write, so a search that reads the current version (the caller
 * does, in the same query as its other facts) never sees an index older than the data, on any
 * number of server instances.
 */
const caches = new WeakMap<DB, LRUCache<string, Promise<CatalogIndex>>>();

function cacheFor(db: DB) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 200 });
    caches.set(db, cache);
  }
  return cache;
}

async function build(db: DB, companyId: string, version: number, locale: string): Promise<CatalogIndex> {
  const tenant = { companyId };
  const itemRows = await db
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(ownRows(tenant, items, eq(items.deleted, false)));
  const categoryRows = await db
    .select({ id: categories.id, title: categories.name })
    .from(categories)
    .where(ownRows(tenant, categories));
  const links = await db
    .select({ itemId: itemCategories.itemId, id: categories.id, name: categories.name })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(ownRows(tenant, categories))
    .orderBy(asc(itemCategories.position), asc(categories.name));
  const byItem = new Map<string, { id: string; name: string }[]>();
  for (const { itemId, ...category } of links) {
    const list = byItem.get(itemId);
    if (list) list.push(category);
    else byItem.set(itemId, [category]);
  }
  return {
    version,
    locale,
    items: sortForSearch(
      itemRows.map((row) => ({
        ...row,
        normalized: normalizeSearchText(row.title),
        categories: byItem.get(row.id) ?? [],
      })),
      locale,
    ),
    categories: sortForSearch(
      categoryRows.map((row) => ({ ...row, normalized: normalizeSearchText(row.title) })),
      locale,
    ),
  };
}

/** The company's index at `version` (the current catalog version, read by the caller). */
export async function catalogIndex(
  db: DB,
  companyId: string,
  version: number,
  locale: string,
): Promise<CatalogIndex> {
  const cache = cacheFor(db);
  const cached = cache.get(companyId);
  if (cached) {
    const index = await cached;
    if (index.version === version && index.locale === locale) return index;
  }
  // Concurrent searches after a change share one rebuild.
  const building = build(db, companyId, version, locale);
  cache.set(companyId, building);
  building.catch(() => cache.delete(companyId));
  return building;
}
