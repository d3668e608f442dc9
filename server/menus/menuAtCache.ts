import { and, asc, eq, inArray } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { MenuAtMenu, Schedule } from '../../src/domain/menuAt.ts';
import { catalogVersion } from '../platform/cache/catalogCache.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { items, menuEntries, menus, venueMenus } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/**
 * What `menuAt` reads, compiled once per company and catalog version (issue 16, bench:menus).
 *
 * A terminal asks `menuAt` again and again, and a menu may have thousands of entries: reading
 * and sorting them with their schedules on every call cost 20–50 ms on PostgreSQL. Every write
 * to menus, entries, venue menus and items bumps the company's catalog version (triggers,
 * 0002 and 0028), so a compiled menu is reused while the version read at the start of a call
 * is the one it was compiled at: never older than the data, on any instance. One call then
 * costs one indexed read of the version, and nothing for the menus.
 *
 * The version is read BEFORE the rows, so rows cached under a version are at least as new as it
 * (a write in between only costs the next call a miss). Inside a transaction nothing is stored:
 * that transaction may have written menus (its version is then its own, uncommitted) and could
 * still roll back.
 */

export interface VenueMenuLink {
  menuId: string;
  serviceType: string;
  schedule: Schedule | null;
}

interface Compiled {
  version: number;
  links: Map<string, VenueMenuLink[]>;
  menus: Map<string, MenuAtMenu>;
}

// By company id (random UUIDs: tests and benches with several databases in one process never
// share one), at most 100 companies; a company's entry holds the venues and menus asked for.
const cache = new LRUCache<string, Compiled>({ max: 100 });

export interface MenuAtSource {
  links: VenueMenuLink[];
  menus: Map<string, MenuAtMenu>;
  /** Both came from the cache (for tests and the bench). */
  cached: boolean;
}

/** The venue's menu links of a service type and their menus with entries, compiled. */
export async function menuAtSource(
  db: Queryable,
  companyId: string,
  venueId: string,
  serviceType: string,
  /** The company's catalog version when the caller read it already (one round trip less). */
  knownVersion?: number,
): Promise<MenuAtSource> {
  const inTransaction = db instanceof PgTransaction;
  const version = knownVersion ?? (await catalogVersion(db as DB, companyId));
  let compiled = cache.get(companyId);
  if (!compiled || compiled.version !== version) {
    compiled = { version, links: new Map(), menus: new Map() };
    if (!inTransaction) cache.set(companyId, compiled);
  }
  let cached = true;
  let links = compiled.links.get(venueId);
  if (!links) {
    cached = false;
    links = (
      await db
        .select({
          menuId: venueMenus.menuId,
          serviceType: venueMenus.serviceType,
          schedule: venueMenus.schedule,
        })
        .from(venueMenus)
        .where(eq(venueMenus.venueId, venueId))
    ).map((link) => ({ ...link, schedule: link.schedule ?? null }));
    if (!inTransaction) compiled.links.set(venueId, links);
  }
  const wanted = links.filter((link) => link.serviceType === serviceType);
  const missing = [...new Set(wanted.map((link) => link.menuId))].filter((id) => !compiled.menus.has(id));
  const found = new Map<string, MenuAtMenu>();
  if (missing.length) {
    cached = false;
    // Only what the resolver reads (no titles, no translations): entries in the menu's order.
    const [menuRows, entryRows] = await Promise.all([
      db
        .select({ id: menus.id, name: menus.name, currency: menus.currency })
        .from(menus)
        .where(ownRows({ companyId }, menus, inArray(menus.id, missing))),
      db
        .select({
          id: menuEntries.id,
          menuId: menuEntries.menuId,
          itemId: menuEntries.itemId,
          price: menuEntries.price,
          schedule: menuEntries.schedule,
          timePrices: menuEntries.timePrices,
        })
        .from(menuEntries)
        .innerJoin(items, eq(items.id, menuEntries.itemId))
        .where(and(inArray(menuEntries.menuId, missing), eq(items.deleted, false)))
        .orderBy(asc(items.title), asc(menuEntries.id)),
    ]);
    for (const menu of menuRows) found.set(menu.id, { ...menu, entries: [] });
    for (const { menuId, ...entry } of entryRows)
      (found.get(menuId)?.entries as MenuAtEntryList | undefined)?.push(entry);
    if (!inTransaction) for (const [id, menu] of found) compiled.menus.set(id, menu);
  }
  const all = new Map<string, MenuAtMenu>();
  for (const link of wanted) {
    const menu = compiled.menus.get(link.menuId) ?? found.get(link.menuId);
    if (menu) all.set(link.menuId, menu);
  }
  return { links: wanted, menus: all, cached };
}

type MenuAtEntryList = MenuAtMenu['entries'][number][];

/**
 * The venues `menuAt` was asked about, per company and catalog version (the time zone is all it
 * needs of one). Migration 0035 makes a venue's time zone change and its removal bump the
 * version, so a venue remembered at the version read at the start of a request is still the
 * venue: a repeated call needs no venue read. Only found venues are kept (a missing one is read
 * again, and answers NOT_FOUND).
 */
const venues = new LRUCache<
  string,
  { version: number; venues: Map<string, { id: string; timezone: string }> }
>({
  max: 100,
});

export function rememberedVenue(
  companyId: string,
  version: number,
  venueId: string,
): { id: string; timezone: string } | null {
  const entry = venues.get(companyId);
  return entry?.version === version ? (entry.venues.get(venueId) ?? null) : null;
}

export function rememberVenue(
  companyId: string,
  version: number,
  venue: { id: string; timezone: string },
): void {
  let entry = venues.get(companyId);
  if (!entry || entry.version !== version) {
    // Only move forward: an older request finishing late does not push out a newer version.
    if (entry && entry.version > version) return;
    entry = { version, venues: new Map() };
    venues.set(companyId, entry);
  }
  entry.venues.set(venue.id, venue);
}
