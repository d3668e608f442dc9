import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { COUNTRIES, menuCurrenciesFor, normalizeCountry } from '../../src/domain/countries.ts';
import {
  type MenuAtResult,
  type MenuAtVenue,
  menuAt,
  type Schedule,
  type TimePrice,
} from '../../src/domain/menuAt.ts';
import {
  ALL_ARTICLES_NAMES,
  isAllArticles,
  type MenuErrorCode,
  sortMenus,
  VENUE_SERVICE_TYPES,
  type VenueServiceType,
} from '../../src/domain/menus.ts';
import { companyCountry } from '../pim/common.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { invalidFields } from '../platform/api/input.ts';
import { checkVersion, isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable, Tx } from '../platform/db/queryable.ts';
import {
  catalogVersions,
  companies,
  items,
  menuEntries,
  menus,
  venueMenus,
  venues,
} from '../platform/db/schema/index.ts';
import type { Translations } from '../platform/db/schema/translations.ts';
import { ownedBy, ownRow, ownRows, seesVenue } from '../platform/db/tenant.ts';
import { log } from '../platform/log.ts';
import { findCompany } from '../settings/company.service.ts';
import { permittedVenue, permittedVenues } from '../venues/venues.service.ts';
import { menuAtSource, rememberedVenue, rememberVenue } from './menuAtCache.ts';
import { MENU_FIELDS } from './menuFields.ts';

export type MenuRow = typeof menus.$inferSelect;
export type MenuEntryRow = typeof menuEntries.$inferSelect;
export type VenueMenuRow = typeof venueMenus.$inferSelect;
export interface EntryItem {
  id: string;
  title: string;
  titleLang: Translations;
  defaultPrice: number;
  /** The product's version: the menu editor sends it with a default price change. */
  version: number;
}
export interface MenuEntryShape extends MenuEntryRow {
  item: EntryItem;
}
export interface MenuWithEntries extends MenuRow {
  entries: MenuEntryShape[];
  allArticles: boolean;
}

type Log = (line: string) => void;
const defaultLog: Log = (line) => log.error(line);

function badInput(codes: Record<string, MenuErrorCode>) {
  return invalidFields(codes, MENU_FIELDS);
}

// The all-articles rule (spec section 4) -----------------------------------------------------

/**
 * The all-articles menu of the company, made when missing, and a menu for each of the four service
 * types of every venue that lacks one (linked to it). Idempotent and safe to run concurrently: a
 * partial unique index allows one all-articles menu per company, and every insert is
 * `ON CONFLICT DO NOTHING`, so two tabs or two instances both end with the same single menu.
 * Products missing from it are added at their default price (logged, spec section 8).
 */
export async function applyAllArticlesRule(
  db: DB,
  companyId: string,
  log: Log = defaultLog,
): Promise<string> {
  const tenant = { companyId };
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ currency: companies.currency })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw notFound();
    const inserted = await tx.execute(sql`
      insert into ${menus} (company_id, name, name_lang, currency)
      values (${companyId}, ${ALL_ARTICLES_NAMES.en}, ${JSON.stringify(ALL_ARTICLES_NAMES)}::jsonb, ${company.currency})
      on conflict (company_id) where lower(trim(name)) = 'all articles' do nothing
      returning id`);
    const [found] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(ownRows(tenant, menus, sql`lower(trim(${menus.name})) = 'all articles'`));
    if (!found) throw new Error('all-articles menu neither created nor found');
    const created = rowsOf(inserted).length > 0;
    const added = await tx.execute(sql`
      insert into ${menuEntries} (menu_id, item_id, price)
      select ${found.id}, i.id, i.default_price from ${items} i
      where ${ownedBy(tenant, sql.raw('i.company_id'))} and i.deleted = false
      on conflict (menu_id, item_id) do nothing
      returning id`);
    const addedCount = rowsOf(added).length;
    if (addedCount > 0 && !created)
      log(
        JSON.stringify({
          event: 'allArticlesMenuMissingItems',
          companyId,
          menuId: found.id,
          added: addedCount,
        }),
      );
    await tx.execute(sql`
      insert into ${venueMenus} (venue_id, menu_id, service_type)
      select v.id, ${found.id}, s.service_type
      from ${venues} v cross join unnest(${sql.raw(`array[${VENUE_SERVICE_TYPES.map((t) => `'${t}'`).join(',')}]`)}::text[]) as s(service_type)
      where ${ownedBy(tenant, sql.raw('v.company_id'))} and v.deleted = false
      on conflict (venue_id, service_type) do nothing`);
    return found.id;
  });
}

function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows?: unknown[] }).rows ?? [];
}

/** Runs the rule on company load; a failure is logged and retried, and never blocks the read. */
export async function ensureAllArticles(db: DB, companyId: string, log: Log = defaultLog): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      await applyAllArticlesRule(db, companyId, log);
      return;
    } catch (error) {
      log(
        JSON.stringify({
          event: 'allArticlesMenuFailed',
          companyId,
          attempt,
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }
}

// Reads ---------------------------------------------------------------------------------------

export async function companyLocale(db: Queryable, companyId: string): Promise<string> {
  return COUNTRIES[await companyCountry(db, companyId)].languageTag;
}

/**
 * The company's menus with their entries, by name in the company country's locale ([TA] ignored).
 * The all-articles menu is left out unless asked for (spec section 4).
 */
export async function listMenus(
  db: Queryable,
  companyId: string,
  options: { includeAllArticles?: boolean; ids?: string[] } = {},
): Promise<MenuWithEntries[]> {
  const visible = await listMenuRows(db, companyId, options);
  if (visible.length === 0) return [];
  const byMenu = await entriesByMenu(
    db,
    visible.map((menu) => menu.id),
  );
  const withEntries = visible.map((menu) => ({ ...menu, entries: byMenu.get(menu.id) ?? [] }));
  return sortMenus(withEntries, await companyLocale(db, companyId));
}

/** A menu as the list screen reads it: its row, without its entries (read only when asked). */
export interface MenuListed extends MenuRow {
  allArticles: boolean;
  entries?: MenuEntryShape[];
}

/** The company's menus (these ids only, when given), without their entries and unsorted. */
export async function listMenuRows(
  db: Queryable,
  companyId: string,
  options: { includeAllArticles?: boolean; ids?: string[] } = {},
): Promise<MenuListed[]> {
  const where = ownRows(
    { companyId },
    menus,
    options.ids ? inArray(menus.id, options.ids.filter(isUuid)) : undefined,
  );
  if (options.ids && options.ids.filter(isUuid).length === 0) return [];
  const rows = await db.select().from(menus).where(where);
  return rows
    .map((row) => ({ ...row, allArticles: isAllArticles(row.name) }))
    .filter((row) => options.includeAllArticles || !row.allArticles);
}

/** The company's all-articles menu row (without its entries), or null while it is not made. */
export async function findAllArticlesMenu(db: Queryable, companyId: string): Promise<MenuListed | null> {
  const [row] = await db
    .select()
    .from(menus)
    .where(ownRows({ companyId }, menus, sql`lower(trim(${menus.name})) = 'all articles'`));
  return row ? { ...row, allArticles: true } : null;
}

/** The live products' entries of these menus, by menu, each by product title. */
export async function entriesByMenu(
  db: Queryable,
  menuIds: string[],
): Promise<Map<string, MenuEntryShape[]>> {
  const byMenu = new Map<string, MenuEntryShape[]>();
  if (menuIds.length === 0) return byMenu;
  const entries = await db
    .select({
      entry: menuEntries,
      item: {
        id: items.id,
        title: items.title,
        titleLang: items.titleLang,
        defaultPrice: items.defaultPrice,
        version: items.version,
      },
    })
    .from(menuEntries)
    .innerJoin(items, eq(items.id, menuEntries.itemId))
    .where(and(inArray(menuEntries.menuId, menuIds), eq(items.deleted, false)))
    .orderBy(asc(items.title), asc(menuEntries.id));
  for (const { entry, item } of entries) {
    const list = byMenu.get(entry.menuId) ?? [];
    list.push({ ...entry, item: { ...item, titleLang: item.titleLang } });
    byMenu.set(entry.menuId, list);
  }
  return byMenu;
}

/**
 * How many live products each of these menus has: one grouped SQL count (the list screen's
 * `entryCount` for a page of menus), no entry row read.
 */
export async function entryCounts(db: Queryable, menuIds: string[]): Promise<Map<string, number>> {
  if (menuIds.length === 0) return new Map();
  const rows = await db
    .select({ menuId: menuEntries.menuId, count: count() })
    .from(menuEntries)
    .innerJoin(items, eq(items.id, menuEntries.itemId))
    .where(and(inArray(menuEntries.menuId, menuIds), eq(items.deleted, false)))
    .groupBy(menuEntries.menuId);
  return new Map(rows.map((row) => [row.menuId, Number(row.count)]));
}

export async function venueMenuLinks(db: Queryable, venueIds: string[]): Promise<VenueMenuRow[]> {
  if (venueIds.length === 0) return [];
  return db.select().from(venueMenus).where(inArray(venueMenus.venueId, venueIds));
}

// Writes --------------------------------------------------------------------------------------

async function lockMenu(tx: Tx, companyId: string, id: string): Promise<MenuRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(menus)
    .where(ownRows({ companyId }, menus, eq(menus.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export interface MenuCreateData {
  name: string;
  currency: string;
  nameLang?: Translations | null;
}

export async function createMenu(db: DB, viewer: Viewer, data: MenuCreateData): Promise<string> {
  const company = await findCompany(db, viewer);
  if (!menuCurrenciesFor(normalizeCountry(company.country), company.currency).includes(data.currency))
    throw invalidFields({ currency: 'currencyInvalid' }, MENU_FIELDS);
  const [row] = await db
    .insert(menus)
    .values(ownRow(viewer, { name: data.name, currency: data.currency, nameLang: data.nameLang ?? {} }))
    .returning({ id: menus.id });
  if (!row) throw new Error('menu not created');
  return row.id;
}

export interface EntryChanges {
  create?: { itemId: string; price: number }[] | null;
  disconnect?: string[] | null;
  update?:
    | { id: string; price?: number | null; schedule?: Schedule | null; timePrices?: TimePrice[] | null }[]
    | null;
}

export interface MenuUpdateData {
  name?: string;
  nameLang?: Translations | null;
  menuEntries?: EntryChanges | null;
}

/**
 * Renames a menu and changes its entries in one transaction: disconnect, then update, then create.
 * Entries must be the menu's own and items the company's (others answer like missing ones).
 */
export async function updateMenu(
  db: DB,
  viewer: Viewer,
  menuId: string,
  data: MenuUpdateData,
  expectedVersion?: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const menu = await lockMenu(tx, viewer.companyId, menuId);
    checkVersion(menu.version, expectedVersion);
    if (isAllArticles(menu.name) && (data.name !== undefined || data.nameLang != null))
      throw badInput({ name: 'reservedName' });
    const changes = data.menuEntries ?? {};
    const own = await tx
      .select({ id: menuEntries.id, itemId: menuEntries.itemId })
      .from(menuEntries)
      .where(eq(menuEntries.menuId, menu.id));
    const ownIds = new Set(own.map((entry) => entry.id));
    const errors: Record<string, MenuErrorCode> = {};
    (changes.disconnect ?? []).forEach((id, index) => {
      if (!ownIds.has(id)) errors[`menuEntries.disconnect.${index}.id`] = 'unknownReference';
    });
    (changes.update ?? []).forEach((entry, index) => {
      if (!ownIds.has(entry.id)) errors[`menuEntries.update.${index}.where.id`] = 'unknownReference';
    });
    const creates = changes.create ?? [];
    const wanted = creates.map((entry) => entry.itemId).filter(isUuid);
    const known = wanted.length
      ? await tx
          .select({ id: items.id })
          .from(items)
          .where(ownRows(viewer, items, eq(items.deleted, false), inArray(items.id, wanted)))
      : [];
    const knownIds = new Set(known.map((item) => item.id));
    const disconnected = new Set(changes.disconnect ?? []);
    const remaining = new Set(
      own.filter((entry) => !disconnected.has(entry.id)).map((entry) => entry.itemId),
    );
    const seen = new Set<string>();
    creates.forEach((entry, index) => {
      const field = `menuEntries.create.${index}.item.connect.id`;
      if (!knownIds.has(entry.itemId)) errors[field] = 'unknownReference';
      else if (remaining.has(entry.itemId) || seen.has(entry.itemId)) errors[field] = 'duplicate';
      seen.add(entry.itemId);
    });
    if (Object.keys(errors).length) throw badInput(errors);

    if (disconnected.size) await tx.delete(menuEntries).where(inArray(menuEntries.id, [...disconnected]));
    for (const entry of changes.update ?? []) {
      const set: Partial<MenuEntryRow> = {};
      if (entry.price != null) set.price = entry.price;
      if (entry.schedule !== undefined) set.schedule = entry.schedule;
      if (entry.timePrices != null) set.timePrices = entry.timePrices;
      if (Object.keys(set).length) await tx.update(menuEntries).set(set).where(eq(menuEntries.id, entry.id));
    }
    if (creates.length)
      await tx
        .insert(menuEntries)
        .values(creates.map((entry) => ({ menuId: menu.id, itemId: entry.itemId, price: entry.price })));
    await tx
      .update(menus)
      .set({
        ...(data.name !== undefined ? { name: data.name } : {}),
        ...(data.nameLang != null ? { nameLang: data.nameLang } : {}),
        version: sql`${menus.version} + 1`,
      })
      .where(eq(menus.id, menu.id));
  });
}

export interface MenuUsage {
  venueName: string;
  serviceType: string;
}

/** The venues (and service types) that use a menu. */
export async function menuUsages(db: Queryable, companyId: string, menuId: string): Promise<MenuUsage[]> {
  return db
    .select({ venueName: venues.name, serviceType: venueMenus.serviceType })
    .from(venueMenus)
    .innerJoin(venues, eq(venues.id, venueMenus.venueId))
    .where(ownRows({ companyId }, venues, eq(venueMenus.menuId, menuId), eq(venues.deleted, false)))
    .orderBy(asc(venues.name), asc(venueMenus.serviceType));
}

/**
 * Deletes a menu. One used by venues is deleted only with force (the screen asks first); those
 * venues then fall back to the all-articles menu. The all-articles menu cannot be deleted.
 */
export async function deleteMenu(
  db: DB,
  viewer: Viewer,
  menuId: string,
  force: boolean,
  log?: Log,
): Promise<{ deleted: boolean; usages: MenuUsage[] }> {
  const result = await db.transaction(async (tx) => {
    const menu = await lockMenu(tx, viewer.companyId, menuId);
    if (isAllArticles(menu.name))
      throw new DomainError('BAD_USER_INPUT', (t) => t.menus.errors.allArticlesFixed(), { problems: [] });
    const usages = await menuUsages(tx, viewer.companyId, menu.id);
    if (usages.length > 0 && !force) return { deleted: false, usages };
    await tx.delete(menus).where(eq(menus.id, menu.id));
    return { deleted: true, usages };
  });
  if (result.deleted && result.usages.length > 0) await ensureAllArticles(db, viewer.companyId, log);
  return result;
}

export interface VenueMenuInput {
  menuId: string;
  serviceType: VenueServiceType;
  schedule?: Schedule | null;
}

/** Sets the venue's menu per service type (`updateVenue(id, { menus: { create } })`). */
export async function setVenueMenus(
  db: DB,
  viewer: Viewer,
  venueId: string,
  links: VenueMenuInput[],
): Promise<void> {
  const venue = isUuid(venueId) ? await permittedVenue(db, viewer, venueId) : null;
  if (!venue) throw notFound();
  const ids = [...new Set(links.map((link) => link.menuId))].filter(isUuid);
  const found = ids.length
    ? await db
        .select({ id: menus.id })
        .from(menus)
        .where(ownRows(viewer, menus, inArray(menus.id, ids)))
    : [];
  const known = new Set(found.map((menu) => menu.id));
  const errors: Record<string, MenuErrorCode> = {};
  const seen = new Set<string>();
  links.forEach((link, index) => {
    if (!known.has(link.menuId)) errors[`menus.create.${index}.menu.connect.id`] = 'unknownReference';
    if (seen.has(link.serviceType)) errors[`menus.create.${index}.serviceType`] = 'duplicate';
    seen.add(link.serviceType);
  });
  if (Object.keys(errors).length) throw badInput(errors);
  await db.transaction(async (tx) => {
    for (const link of links)
      await tx
        .insert(venueMenus)
        .values({
          venueId: venue.id,
          menuId: link.menuId,
          serviceType: link.serviceType,
          schedule: link.schedule ?? null,
        })
        .onConflictDoUpdate({
          target: [venueMenus.venueId, venueMenus.serviceType],
          set: { menuId: link.menuId, ...(link.schedule !== undefined ? { schedule: link.schedule } : {}) },
        });
  });
}

/**
 * What the venue's POS shows for a service type at an instant (time-based prices applied). One
 * read finds the venue (the viewer's, not deleted) and the company's catalog version together;
 * the menus come compiled from menuAtCache.ts while that version holds.
 */
export interface MenuAtVenueRow {
  id: string;
  timezone: string;
  /** The company's catalog version, read in the same query. */
  version: number;
}

/**
 * The viewer's venue (not deleted) with the company's catalog version, or null. With the version
 * read with the viewer (Viewer.catalogVersion) a venue seen at that version is taken from memory
 * (menuAtCache.ts: a venue's time zone or removal bumps the version, migration 0035): a repeated
 * call makes no read here. Otherwise one read finds the venue and the version together.
 */
export async function readMenuAtVenue(
  db: Queryable,
  viewer: Viewer,
  venueId: string,
): Promise<MenuAtVenueRow | null> {
  if (!isUuid(venueId) || !seesVenue(viewer, venueId)) return null;
  const known = viewer.catalogVersion;
  if (known !== undefined) {
    const remembered = rememberedVenue(viewer.companyId, known, venueId);
    if (remembered) return { ...remembered, version: known };
  }
  const [venue] = await db
    .select({
      id: venues.id,
      timezone: venues.timezone,
      version:
        sql<number>`coalesce((select ${catalogVersions.version} from ${catalogVersions} where ${ownedBy(viewer, catalogVersions.companyId)}), 0)`.mapWith(
          Number,
        ),
    })
    .from(venues)
    .where(ownRows(viewer, venues, eq(venues.id, venueId), eq(venues.deleted, false)));
  if (!venue) return null;
  if (known === undefined) return venue;
  // Read after the viewer's version: at least as new as it, so it may stand for that version.
  if (!(db instanceof PgTransaction))
    rememberVenue(viewer.companyId, known, { id: venue.id, timezone: venue.timezone });
  return { ...venue, version: known };
}

export async function menuAtVenue(
  db: Queryable,
  viewer: Viewer,
  venueId: string,
  serviceType: string,
  at: Date,
  /** The venue as read earlier in this request (the answer cache read it to make its key). */
  prefetched?: MenuAtVenueRow | null,
): Promise<MenuAtResult> {
  const venue = prefetched?.id === venueId ? prefetched : await readMenuAtVenue(db, viewer, venueId);
  if (!venue) throw notFound();
  return menuAtOfVenue(db, viewer.companyId, venue, serviceType, at, venue.version);
}

/** `menuAt` of a venue already checked to be the viewer's (orders, POS buttons). */
export async function menuAtOfVenue(
  db: Queryable,
  companyId: string,
  venue: { id: string; timezone: string },
  serviceType: string,
  at: Date,
  /** The company's catalog version when the caller read it already. */
  version?: number,
): Promise<MenuAtResult> {
  return menuAt(await menuAtInputOfVenue(db, companyId, venue, serviceType, version), serviceType, at);
}

/**
 * What `menuAt` reads for one venue and service type (its linked menus, schedules and entries):
 * loaded once, it answers any instant without the database (the demo's order history).
 * Compiled once per catalog version (menuAtCache.ts): a call reads the version, not the menus.
 */
export async function menuAtInputOfVenue(
  db: Queryable,
  companyId: string,
  venue: { id: string; timezone: string },
  serviceType: string,
  /** The company's catalog version when the caller read it already. */
  version?: number,
): Promise<MenuAtVenue> {
  const source = await menuAtSource(db, companyId, venue.id, serviceType, version);
  return {
    timezone: venue.timezone,
    menus: source.links.flatMap((link) => {
      const menu = source.menus.get(link.menuId);
      return menu ? [{ serviceType: link.serviceType, schedule: link.schedule, menu }] : [];
    }),
  };
}

export { permittedVenues };

/**
 * What `getMenuProviderData` tells besides the menus and venues: the company's default currency
 * and its products (id, title and default price, by title) with their count.
 */
export async function menuProviderFacts(db: Queryable, companyId: string) {
  const [company] = await db
    .select({ currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  const products = await db
    .select({ id: items.id, title: items.title, defaultPrice: items.defaultPrice })
    .from(items)
    .where(ownRows({ companyId }, items, eq(items.deleted, false)))
    .orderBy(items.title);
  const [productCount] = await db
    .select({ n: count() })
    .from(items)
    .where(ownRows({ companyId }, items, eq(items.deleted, false)));
  return { currency: company?.currency ?? 'SEK', products, productCount: productCount?.n ?? 0 };
}
