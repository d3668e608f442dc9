import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type ChoiceGroup, choiceProblems } from '../../src/domain/guestChoices.ts';
import { type MenuAtVenue, menuAt } from '../../src/domain/menuAt.ts';
import { compareNatural } from '../../src/domain/naturalSort.ts';
import { orderTotals, vatRateFor } from '../../src/domain/orders.ts';
import { soldOutAt } from '../inventory/ingredients.service.ts';
import { listMenus, venueMenuLinks } from '../menus/menus.service.ts';
import { type CreatedOrder, createOrder } from '../orders/orders.service.ts';
import { DomainError, type FieldProblem } from '../platform/api/domainError.ts';
import { conflict, isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  categories,
  diningTables,
  itemCategories,
  items,
  itemVariationGroups,
  menus,
  type OnlineOrderingVenueRow,
  onlineOrderingVenues,
  type VenueRow,
  variationGroups,
  variations,
  venues,
} from '../platform/db/schema/index.ts';
import { ownRow, ownRows } from '../platform/db/tenant.ts';
import { takePoint } from '../platform/rateLimits.ts';
import { loadLicenceFeatures } from '../platform/security/licences.ts';
import { permittedVenue, permittedVenues } from '../venues/venues.service.ts';

/** The service type whose menu the guest page shows (issue 19 item 5). */
export const TABLE_SERVICE = 'TABLE_SERVICE';

type OnlineErrorCode =
  | 'unknownTable'
  | 'closed'
  | 'notOnMenu'
  | 'throttled'
  | 'menuNotLinked'
  | 'invalid'
  | 'choiceRequired';

function problem(field: string, code: OnlineErrorCode): FieldProblem {
  return { field, code, wording: (t) => t.onlineOrdering.errors[code]() };
}

function refuse(problems: FieldProblem[]): never {
  throw new DomainError('BAD_USER_INPUT', (t) => t.onlineOrdering.errors.checkFields(), { problems });
}

/** Unknown venue, unknown table, tableside ordering off, another company's venue: one answer. */
export const unknownTable = () => new DomainError('NOT_FOUND', (t) => t.onlineOrdering.errors.unknownTable());

// ---------------------------------------------------------------------------------------------
// Back office: settings per venue

export interface VenueSetting {
  venueId: string;
  venueName: string;
  enabled: boolean;
  menuId: string | null;
  version: number;
  /** The venue's TABLE_SERVICE menus, to choose from. */
  menus: { id: string; name: string }[];
}

async function tableServiceMenus(db: Queryable, companyId: string, venueIds: string[]) {
  const links = (await venueMenuLinks(db, venueIds)).filter((link) => link.serviceType === TABLE_SERVICE);
  const ids = [...new Set(links.map((link) => link.menuId))];
  const names = ids.length
    ? await db
        .select({ id: menus.id, name: menus.name })
        .from(menus)
        .where(ownRows({ companyId }, menus, inArray(menus.id, ids)))
    : [];
  const byId = new Map(names.map((menu) => [menu.id, menu]));
  const byVenue = new Map<string, { id: string; name: string }[]>();
  for (const link of links) {
    const menu = byId.get(link.menuId);
    if (!menu) continue;
    const list = byVenue.get(link.venueId) ?? [];
    if (!list.some((known) => known.id === menu.id)) list.push(menu);
    byVenue.set(link.venueId, list);
  }
  return byVenue;
}

/** The viewer's venues with their tableside settings (a company has a handful of venues). */
export async function listSettings(db: Queryable, viewer: Viewer): Promise<VenueSetting[]> {
  const venueRows = await permittedVenues(db, viewer);
  if (venueRows.length === 0) return [];
  const ids = venueRows.map((venue) => venue.id);
  const rows = await db
    .select()
    .from(onlineOrderingVenues)
    .where(ownRows(viewer, onlineOrderingVenues, inArray(onlineOrderingVenues.venueId, ids)));
  const byVenue = new Map(rows.map((row) => [row.venueId, row]));
  const menusOf = await tableServiceMenus(db, viewer.companyId, ids);
  return venueRows.map((venue) => {
    const row = byVenue.get(venue.id);
    return {
      venueId: venue.id,
      venueName: venue.name,
      enabled: row?.enabled ?? false,
      menuId: row?.menuId ?? null,
      version: row?.version ?? 0,
      menus: menusOf.get(venue.id) ?? [],
    };
  });
}

export interface SettingInput {
  venueId: string;
  enabled: boolean;
  menuId: string | null;
  expectedVersion: number | null;
}

/** Turns tableside ordering on or off for a venue and picks its menu; version-checked. */
export async function updateSetting(db: DB, viewer: Viewer, input: SettingInput): Promise<VenueSetting> {
  const venue = isUuid(input.venueId) ? await permittedVenue(db, viewer, input.venueId) : null;
  if (!venue) throw notFound();
  if (input.menuId) {
    const linked = (await tableServiceMenus(db, viewer.companyId, [venue.id])).get(venue.id) ?? [];
    if (!linked.some((menu) => menu.id === input.menuId)) refuse([problem('menuId', 'menuNotLinked')]);
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(onlineOrderingVenues)
      .where(eq(onlineOrderingVenues.venueId, venue.id))
      .for('update');
    const version = current?.version ?? 0;
    if (input.expectedVersion != null && input.expectedVersion !== version) throw conflict(version);
    if (current) {
      await tx
        .update(onlineOrderingVenues)
        .set({ enabled: input.enabled, menuId: input.menuId, version: version + 1, updatedAt: new Date() })
        .where(eq(onlineOrderingVenues.venueId, venue.id));
    } else {
      await tx
        .insert(onlineOrderingVenues)
        .values(ownRow(viewer, { venueId: venue.id, enabled: input.enabled, menuId: input.menuId }));
    }
  });
  const settings = await listSettings(db, viewer);
  const setting = settings.find((entry) => entry.venueId === venue.id);
  if (!setting) throw notFound();
  return setting;
}

/** The venue's tables (for the QR sheet), in code order. */
export async function venueForSheet(db: Queryable, viewer: Viewer, venueId: string) {
  const venue = isUuid(venueId) ? await permittedVenue(db, viewer, venueId) : null;
  if (!venue) throw notFound();
  const tables = await db
    .select({ code: diningTables.code })
    .from(diningTables)
    .where(ownRows(viewer, diningTables, eq(diningTables.venueId, venue.id), eq(diningTables.deleted, false)))
    .orderBy(asc(sql`length(${diningTables.code})`), asc(diningTables.code));
  return { venue, codes: [...new Set(tables.map((table) => table.code))] };
}

/** The guest page's address for a table (what the QR code holds). */
export function guestUrl(publicUrl: string, venueId: string, tableCode: string): string {
  return `${publicUrl.replace(/\/$/, '')}/order/${venueId}/${encodeURIComponent(tableCode)}`;
}

// ---------------------------------------------------------------------------------------------
// The guest: no login, the company comes from the venue of the QR code

/** A viewer standing for the venue's company, limited to that venue (the guest acts through it). */
function guestViewer(venue: VenueRow): Viewer {
  return {
    userId: '',
    companyId: venue.companyId,
    scopes: [],
    venueIds: [venue.id],
    sessionId: '',
    actorUserId: null,
    isPaymentsOnly: false,
    apiKey: null,
  };
}

export interface GuestTable {
  venue: VenueRow;
  setting: OnlineOrderingVenueRow;
  tableCode: string;
  viewer: Viewer;
}

/**
 * The venue and table of a QR code, when the venue takes tableside orders: the venue exists, its
 * company has the app-orders licence, ordering is on, and the table is one of the venue's.
 * Anything else is the same NOT_FOUND (no hint which part was wrong).
 */
export async function guestTable(db: DB, venueId: string, tableCode: string): Promise<GuestTable> {
  const code = tableCode.trim();
  if (!isUuid(venueId) || code.length === 0 || code.length > 50) throw unknownTable();
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.deleted, false)));
  if (!venue) throw unknownTable();
  // The venue's company: a guest has no login, the QR code's venue says whose rows these are.
  const tenant = { companyId: venue.companyId };
  const [setting] = await db
    .select()
    .from(onlineOrderingVenues)
    .where(ownRows(tenant, onlineOrderingVenues, eq(onlineOrderingVenues.venueId, venue.id)));
  if (!setting?.enabled) throw unknownTable();
  if (!(await loadLicenceFeatures(db, venue.companyId)).includes('appOrders')) throw unknownTable();
  const [table] = await db
    .select({ code: diningTables.code })
    .from(diningTables)
    .where(
      ownRows(
        tenant,
        diningTables,
        eq(diningTables.venueId, venue.id),
        eq(diningTables.deleted, false),
        sql`lower(${diningTables.code}) = lower(${code})`,
      ),
    )
    .limit(1);
  if (!table) throw unknownTable();
  return { venue, setting, tableCode: table.code, viewer: guestViewer(venue) };
}

export interface GuestChoiceGroup extends ChoiceGroup {
  name: string;
  options: { id: string; name: string; price: number }[];
}

export interface GuestMenuItem {
  itemId: string;
  title: string;
  price: number;
  allergens: string[];
  /** The item's first category's name in the guest's language ('' without one). */
  category: string;
  groups: GuestChoiceGroup[];
  /** Tracked stock at the venue at zero or below (issue 47 item 8): shown, not orderable. */
  soldOut: boolean;
}

export interface GuestMenu {
  venueName: string;
  tableCode: string;
  open: boolean;
  currency: string;
  items: GuestMenuItem[];
}

/** Each item's first category (by its position), with the names to translate. */
async function guestCategories(db: Queryable, companyId: string, itemIds: string[]) {
  const found = new Map<string, { name: string; nameLang: Record<string, string | undefined> }>();
  if (itemIds.length === 0) return found;
  const rows = await db
    .select({
      itemId: itemCategories.itemId,
      name: categories.name,
      nameLang: categories.nameLang,
    })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(ownRows({ companyId }, categories, inArray(itemCategories.itemId, itemIds)))
    .orderBy(asc(itemCategories.position), asc(categories.name));
  for (const row of rows) if (!found.has(row.itemId)) found.set(row.itemId, row);
  return found;
}

interface StoredGroup {
  id: string;
  title: string;
  titleLang: Record<string, string | undefined>;
  selectionMode: string;
  options: { id: string; name: string; nameLang: Record<string, string | undefined>; price: number }[];
}

/** Each item's modification groups in their order, with their options in theirs. */
async function guestGroups(db: Queryable, companyId: string, itemIds: string[]) {
  const found = new Map<string, StoredGroup[]>();
  if (itemIds.length === 0) return found;
  const tenant = { companyId };
  const links = await db
    .select({
      itemId: itemVariationGroups.itemId,
      id: variationGroups.id,
      title: variationGroups.title,
      titleLang: variationGroups.titleLang,
      selectionMode: variationGroups.selectionMode,
    })
    .from(itemVariationGroups)
    .innerJoin(variationGroups, eq(variationGroups.id, itemVariationGroups.groupId))
    .where(ownRows(tenant, itemVariationGroups, inArray(itemVariationGroups.itemId, itemIds)))
    .orderBy(asc(itemVariationGroups.position));
  const groupIds = [...new Set(links.map((link) => link.id))];
  const options = groupIds.length
    ? await db
        .select()
        .from(variations)
        .where(ownRows(tenant, variations, inArray(variations.groupId, groupIds)))
        .orderBy(asc(variations.position), asc(variations.name))
    : [];
  for (const link of links) {
    const group: StoredGroup = {
      id: link.id,
      title: link.title,
      titleLang: link.titleLang,
      selectionMode: link.selectionMode,
      options: options.filter((option) => option.groupId === link.id),
    };
    // A group without options offers nothing to choose: it cannot be required.
    if (group.options.length === 0) continue;
    found.set(link.itemId, [...(found.get(link.itemId) ?? []), group]);
  }
  return found;
}

/** Back-office language codes of item translations (spec section 3: `se` for Swedish). */
const TRANSLATION_KEY: Record<string, string> = { sv: 'se' };

/** The menu the guest sees now: the venue's TABLE_SERVICE menu by its schedule (`menuAt`). */
export async function guestMenu(
  db: DB,
  guest: GuestTable,
  locale: string,
  at = new Date(),
): Promise<GuestMenu> {
  const links = (await venueMenuLinks(db, [guest.venue.id])).filter(
    (link) =>
      link.serviceType === TABLE_SERVICE && (!guest.setting.menuId || link.menuId === guest.setting.menuId),
  );
  const menuRows = await listMenus(db, guest.venue.companyId, {
    includeAllArticles: true,
    ids: links.map((link) => link.menuId),
  });
  const byId = new Map(menuRows.map((menu) => [menu.id, menu]));
  const input: MenuAtVenue = {
    timezone: guest.venue.timezone,
    menus: links.flatMap((link) => {
      const menu = byId.get(link.menuId);
      return menu ? [{ serviceType: link.serviceType, schedule: link.schedule, menu }] : [];
    }),
  };
  const resolved = menuAt(input, TABLE_SERVICE, at);
  const base = { venueName: guest.venue.name, tableCode: guest.tableCode };
  if (!resolved.menu) return { ...base, open: false, currency: '', items: [] };
  const ids = [...new Set(resolved.entries.map((entry) => entry.itemId))];
  const tenant = { companyId: guest.venue.companyId };
  const rows = ids.length
    ? await db
        .select({ id: items.id, title: items.title, titleLang: items.titleLang, allergens: items.allergens })
        .from(items)
        .where(ownRows(tenant, items, inArray(items.id, ids), eq(items.deleted, false)))
    : [];
  const byItem = new Map(rows.map((row) => [row.id, row]));
  const key = TRANSLATION_KEY[locale] ?? locale;
  const named = (name: string, lang: Record<string, string | undefined>) => lang[key]?.trim() || name;
  const categoryOf = await guestCategories(db, guest.venue.companyId, ids);
  const groupsOf = await guestGroups(db, guest.venue.companyId, ids);
  const soldOut = await soldOutAt(db, tenant, guest.venue.id, ids);
  const seen = new Set<string>();
  const list: GuestMenuItem[] = [];
  for (const entry of resolved.entries) {
    const item = byItem.get(entry.itemId);
    if (!item || seen.has(item.id)) continue;
    seen.add(item.id);
    const category = categoryOf.get(item.id);
    list.push({
      itemId: item.id,
      title: named(item.title, item.titleLang),
      price: entry.price,
      allergens: item.allergens,
      soldOut: soldOut.has(item.id),
      category: category ? named(category.name, category.nameLang) : '',
      groups: (groupsOf.get(item.id) ?? []).map((group) => ({
        id: group.id,
        selectionMode: group.selectionMode,
        name: named(group.title, group.titleLang),
        options: group.options.map((option) => ({
          id: option.id,
          name: named(option.name, option.nameLang),
          price: option.price,
        })),
      })),
    });
  }
  // Sorted in the guest's language (issue 41: not by the Swedish names under English titles):
  // by category, then title, numbers naturally.
  list.sort((a, b) =>
    (a.category === '') !== (b.category === '')
      ? a.category === ''
        ? 1
        : -1
      : compareNatural(a.category, b.category, locale) || compareNatural(a.title, b.title, locale),
  );
  return { ...base, open: true, currency: resolved.menu.currency, items: list };
}

export interface GuestOrderInput {
  lines: { itemId: string; quantity: number; choices?: readonly string[] }[];
  idempotencyKey?: string | null;
}

/**
 * Places the guest's order through the one order service (`createOrder`, source APP, status
 * PENDING, no payment: pay at the table), priced from the menu the guest sees now.
 */
export async function placeGuestOrder(
  db: DB,
  guest: GuestTable,
  input: GuestOrderInput,
  locale: string,
  now = new Date(),
): Promise<CreatedOrder> {
  const problems: FieldProblem[] = [];
  if (input.lines.length === 0 || input.lines.length > 50) refuse([problem('lines', 'invalid')]);
  input.lines.forEach((line, index) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 50)
      problems.push(problem(`lines.${index}.quantity`, 'invalid'));
  });
  if (problems.length) refuse(problems);
  const menu = await guestMenu(db, guest, locale, now);
  if (!menu.open)
    throw new DomainError('BAD_USER_INPUT', (t) => t.onlineOrdering.errors.closed(), {
      problems: [problem('venueId', 'closed')],
    });
  const onMenu = new Map(menu.items.map((item) => [item.itemId, item]));
  input.lines.forEach((line, index) => {
    const item = onMenu.get(line.itemId);
    if (!item) {
      problems.push(problem(`lines.${index}.itemId`, 'notOnMenu'));
      return;
    }
    if (item.soldOut) {
      const product = item.title;
      problems.push({
        field: `lines.${index}.itemId`,
        code: 'soldOut',
        wording: (t) => t.inventory.errors.soldOut({ product }),
      });
      return;
    }
    // A required choice (a single-choice group such as doneness) cannot be skipped.
    for (const found of choiceProblems(item.groups, line.choices ?? []))
      problems.push(
        problem(`lines.${index}.choices`, found.code === 'required' ? 'choiceRequired' : 'invalid'),
      );
  });
  if (problems.length) refuse(problems);
  // Per table, counted in the database every instance shares (server/platform/rateLimits.ts).
  const slot = await takePoint(db, 'guestOrders', `${guest.venue.id}:${guest.tableCode.toLowerCase()}`);
  if (!slot.allowed) throw new DomainError('RATE_LIMITED', (t) => t.onlineOrdering.errors.throttled());
  const tenant = { companyId: guest.venue.companyId };
  const catalogue = await db
    .select({
      id: items.id,
      title: items.title,
      defaultPrice: items.defaultPrice,
      vatRate: items.vatRate,
      takeAwayVatRate: items.takeAwayVatRate,
    })
    .from(items)
    .where(
      ownRows(
        tenant,
        items,
        inArray(
          items.id,
          input.lines.map((line) => line.itemId),
        ),
      ),
    );
  const byId = new Map(catalogue.map((item) => [item.id, item]));
  const chosenIds = [...new Set(input.lines.flatMap((line) => line.choices ?? []))];
  const variationNames = new Map(
    (chosenIds.length
      ? await db
          .select({ id: variations.id, name: variations.name })
          .from(variations)
          .where(ownRows(tenant, variations, inArray(variations.id, chosenIds)))
      : []
    ).map((row) => [row.id, row.name]),
  );
  const lines = input.lines.map((line) => {
    const item = byId.get(line.itemId);
    const shown = onMenu.get(line.itemId);
    const price = shown?.price ?? 0;
    if (!item || !shown) throw unknownTable();
    const chosen = new Set(line.choices ?? []);
    const picked = shown.groups.flatMap((group) => group.options.filter((option) => chosen.has(option.id)));
    return {
      itemId: item.id,
      title: item.title,
      quantity: line.quantity,
      // The order service's rule: the unit price holds the chosen options' prices.
      unitPrice: price + picked.reduce((sum, option) => sum + option.price, 0),
      // The menu's price (a menu entry or happy hour) may differ from the item's default price.
      manualPrice: price !== item.defaultPrice,
      vatRate: vatRateFor(item, 'TABLE_SERVICE'),
      offers: [],
      // In the venue's own words (the kitchen reads them), priced as the menu shows them.
      variations: picked.map((option) => ({
        name: variationNames.get(option.id) ?? option.name,
        price: option.price,
      })),
    };
  });
  const totals = orderTotals(
    lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      discounts: [],
    })),
  );
  return createOrder(
    db,
    guest.viewer,
    { userId: null, name: `Guest, table ${guest.tableCode}`, device: 'tableside' },
    {
      // The guest's key is kept apart from terminals' keys and other tables' keys.
      idempotencyKey:
        `guest:${guest.venue.id}:${guest.tableCode}:${input.idempotencyKey?.trim() || randomUUID()}`.slice(
          0,
          200,
        ),
      venueId: guest.venue.id,
      source: 'APP',
      status: 'PENDING',
      serviceType: 'TABLE_SERVICE',
      table: guest.tableCode,
      lines: lines.map((line, index) => ({ ...line, total: totals.lines[index]?.total ?? 0 })),
      payments: [],
      total: totals.total,
    },
    now,
  );
}
