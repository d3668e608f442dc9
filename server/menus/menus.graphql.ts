import { sql } from 'drizzle-orm';
import { menuAt } from '../../src/domain/menuAt.ts';
import {
  menuCreateSchema,
  menuEntriesSchema,
  menuRenameSchema,
  serviceTypeSchema,
  venueMenusSchema,
} from '../../src/domain/menuSchemas.ts';
import { VENUE_SERVICE_TYPES } from '../../src/domain/menus.ts';
import { z } from '../../src/domain/zod.ts';
import { TranslationsInput, TranslationsRef } from '../pim/types.graphql.ts';
import { Batcher, batcher } from '../platform/api/batch.ts';
import { parseInput, withoutNulls } from '../platform/api/input.ts';
import { notFound } from '../platform/api/versioned.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import { menus } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { log } from '../platform/log.ts';
import { namedPageField } from '../platform/paging/namedSchema.ts';
import { inViewerOrder } from '../platform/paging/nameOrder.ts';
import { Venue } from '../venues/venues.graphql.ts';
import { prefetchedInput, prefetchedVenue } from './menuAtAnswers.ts';
import { MENU_FIELDS } from './menuFields.ts';
import {
  createMenu,
  deleteMenu,
  type EntryItem,
  ensureAllArticles,
  entriesByMenu,
  listMenuRows,
  listMenus,
  type MenuEntryShape,
  type MenuListed,
  type MenuUsage,
  type MenuWithEntries,
  menuAtVenue,
  menuProviderFacts,
  permittedVenues,
  setVenueMenus,
  updateMenu,
  type VenueMenuRow,
  venueMenuLinks,
} from './menus.service.ts';
import { withSoldOut } from './soldOut.ts';

// Reads are open to every signed-in POS company (the menus pages are not gated, spec section 2);
// writes need MENUS (issue 16).
const READ = { posCompany: true } as const;
const WRITE = { scope: 'MENUS' } as const;

const ServiceType = builder.enumType('VenueServiceType', {
  description: 'The four service types a venue has a menu for.',
  values: VENUE_SERVICE_TYPES,
});

const WindowRef = builder
  .objectRef<{ days: number[]; start: number; end: number; overnight?: boolean }>('TimeWindow')
  .implement({
    description: "A weekly time window in the venue's time zone; minutes after local midnight.",
    fields: (t) => ({
      days: t.exposeIntList('days', { description: 'ISO weekdays, 1 = Monday … 7 = Sunday.' }),
      start: t.exposeInt('start'),
      end: t.exposeInt('end'),
      overnight: t.boolean({ resolve: (w) => w.overnight === true }),
    }),
  });

const ScheduleRef = builder
  .objectRef<{
    windows: { days: number[]; start: number; end: number; overnight?: boolean }[];
    from?: string | null;
    until?: string | null;
    closedDates?: string[];
  }>('Schedule')
  .implement({
    description:
      'When something is available: weekly windows, optionally limited to dates. No schedule = always.',
    fields: (t) => ({
      windows: t.field({ type: [WindowRef], resolve: (s) => s.windows }),
      from: t.string({ nullable: true, resolve: (s) => s.from ?? null }),
      until: t.string({ nullable: true, resolve: (s) => s.until ?? null }),
      closedDates: t.stringList({ resolve: (s) => s.closedDates ?? [] }),
    }),
  });

const TimePriceRef = builder
  .objectRef<{
    price: number;
    windows: { days: number[]; start: number; end: number; overnight?: boolean }[];
  }>('TimePrice')
  .implement({
    description:
      'A price that applies inside its windows (a happy hour); the narrowest matching window wins.',
    fields: (t) => ({
      price: t.exposeInt('price'),
      windows: t.field({ type: [WindowRef], resolve: (p) => p.windows }),
    }),
  });

const MenuItemRef = builder.objectRef<EntryItem>('MenuItem').implement({
  description: 'The product of a menu entry.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    titleLang: t.field({ type: TranslationsRef, resolve: (item) => item.titleLang }),
    defaultPrice: t.exposeInt('defaultPrice'),
    version: t.exposeInt('version', {
      description: "The product's version, for updateItemPrice's expectedVersion.",
    }),
  }),
});

const MenuEntry = builder.objectRef<MenuEntryShape>('MenuEntry').implement({
  description: "A product on a menu with the menu's price (minor units).",
  fields: (t) => ({
    id: t.exposeID('id'),
    price: t.exposeInt('price'),
    itemId: t.exposeID('itemId'),
    item: t.field({ type: MenuItemRef, resolve: (entry) => entry.item }),
    schedule: t.field({ type: ScheduleRef, nullable: true, resolve: (entry) => entry.schedule ?? null }),
    timePrices: t.field({ type: [TimePriceRef], resolve: (entry) => entry.timePrices }),
  }),
});

export const Menu = builder.objectRef<MenuListed>('Menu').implement({
  description: 'A menu: a set of products with their own prices, used by venues per service type.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (menu) => menu.nameLang }),
    currency: t.exposeString('currency'),
    version: t.exposeInt('version'),
    allArticles: t.exposeBoolean('allArticles', { description: 'The all-articles menu (spec section 4).' }),
    // A menu of the list (menusPage) has no entries read: they are read when asked, per page.
    menuEntries: t.field({
      type: [MenuEntry],
      // By product title in the viewer's order (Swedish å ä ö after z), as the products list.
      resolve: async (menu, _args, ctx) =>
        inViewerOrder(
          ctx,
          menu.entries ??
            (await batcher(
              ctx,
              'menuEntries',
              () =>
                new Batcher(
                  (ids: string[]) => entriesByMenu(ctx.db, ids),
                  () => [],
                ),
            ).load(menu.id)),
          (entry) => entry.item.title,
        ),
    }),
  }),
});

const VenueMenu = builder.objectRef<VenueMenuRow>('VenueMenu').implement({
  description: "A venue's menu for one service type.",
  fields: (t) => ({
    id: t.exposeID('id'),
    serviceType: t.field({ type: ServiceType, resolve: (link) => serviceTypeSchema.parse(link.serviceType) }),
    menuId: t.exposeID('menuId'),
    schedule: t.field({ type: ScheduleRef, nullable: true, resolve: (link) => link.schedule ?? null }),
  }),
});

/** The venue-menu links of many venues at once, by venue. */
function linksByVenue(ctx: Context) {
  return async (venueIds: string[]): Promise<Map<string, VenueMenuRow[]>> => {
    const byVenue = new Map<string, VenueMenuRow[]>();
    for (const link of await venueMenuLinks(ctx.db, venueIds))
      byVenue.set(link.venueId, [...(byVenue.get(link.venueId) ?? []), link]);
    return byVenue;
  };
}

builder.objectField(Venue, 'menus', (t) =>
  t.field({
    type: [VenueMenu],
    description: "The venue's menu per service type (spec section 3).",
    // Batched: a list of venues (Company.venues, User.venues) reads its links in one query.
    resolve: (venue, _args, ctx) =>
      batcher(ctx, 'venueMenus', () => new Batcher(linksByVenue(ctx), () => [])).load(venue.id),
  }),
);

/** The company of the call: the viewer's. Another companyId answers like a missing one. */
function companyOf(ctx: Context, companyId: string | number | null | undefined): string {
  const viewer = viewerOf(ctx);
  if (companyId != null && String(companyId) !== viewer.companyId) throw notFound();
  return viewer.companyId;
}

const logOf = (_ctx: Context) => (line: string) => log.error(line);

builder.queryField('menus', (t) =>
  t.field({
    type: [Menu],
    description:
      "GetMenus: the company's active menus with their entries, by name in the company country's locale ([TA] ignored). The all-articles menu is made when missing (spec section 4) and included only with includeAllArticles.",
    authScopes: READ,
    args: {
      companyId: t.arg.id({ required: false }),
      includeAllArticles: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const companyId = companyOf(ctx, args.companyId);
      await ensureAllArticles(ctx.db, companyId, logOf(ctx));
      return listMenus(ctx.db, companyId, { includeAllArticles: args.includeAllArticles ?? false });
    },
  }),
);

namedPageField({
  field: 'menusPage',
  typeName: 'MenuPage',
  type: Menu,
  scope: 'posCompany',
  description:
    "The company's menus one page at a time (keyset), by name in lower case with a leading [TA] ignored (byte order: the same on PGlite and PostgreSQL; docs/decisions.md). The all-articles menu is left out.",
  list: (viewer) => ({
    list: 'menus',
    table: menus,
    id: menus.id,
    name: menus.name,
    where: ownRows(viewer, menus, sql`lower(trim(${menus.name})) <> 'all articles'`),
  }),
  // Rows only: the list shows `entryCount` (one grouped count per page), never the entries.
  load: (ctx, ids) => listMenuRows(ctx.db, viewerOf(ctx).companyId, { ids }),
});

builder.queryField('menu', (t) =>
  t.field({
    type: Menu,
    description: 'One menu of the company with its entries (the all-articles menu too).',
    authScopes: READ,
    args: { menuId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const [menu] = await listMenus(ctx.db, viewerOf(ctx).companyId, {
        includeAllArticles: true,
        ids: [String(args.menuId)],
      });
      if (!menu) throw notFound();
      return menu;
    },
  }),
);

interface ProviderVenue {
  id: string;
  name: string;
  timezone: string;
  menus: VenueMenuRow[];
}
const ProviderVenueRef = builder.objectRef<ProviderVenue>('MenuProviderVenue').implement({
  description: 'A venue with its menu per service type.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    timezone: t.exposeString('timezone'),
    menus: t.field({ type: [VenueMenu], resolve: (venue) => venue.menus }),
  }),
});

const ProviderItems = builder
  .objectRef<{ count: number; results: { id: string; defaultPrice: number; title: string }[] }>(
    'MenuProviderItems',
  )
  .implement({
    fields: (t) => ({
      count: t.exposeInt('count'),
      results: t.field({
        type: [
          builder
            .objectRef<{ id: string; defaultPrice: number; title: string }>('MenuProviderItem')
            .implement({
              fields: (f) => ({
                id: f.exposeID('id'),
                title: f.exposeString('title'),
                defaultPrice: f.exposeInt('defaultPrice'),
              }),
            }),
        ],
        resolve: (list) => list.results,
      }),
    }),
  });

interface ProviderData {
  defaultCurrency: string;
  activeMenus: MenuWithEntries[];
  venues: ProviderVenue[];
  items: { count: number; results: { id: string; defaultPrice: number; title: string }[] };
}

const ProviderDataRef = builder.objectRef<ProviderData>('MenuProviderData').implement({
  description: 'Everything the menu screens start from (spec section 7, getMenuProviderData).',
  fields: (t) => ({
    defaultCurrency: t.exposeString('defaultCurrency'),
    activeMenus: t.field({ type: [Menu], resolve: (data) => data.activeMenus }),
    venues: t.field({ type: [ProviderVenueRef], resolve: (data) => data.venues }),
    items: t.field({ type: ProviderItems, resolve: (data) => data.items }),
  }),
});

builder.queryField('getMenuProviderData', (t) =>
  t.field({
    type: ProviderDataRef,
    description:
      "The company's default currency, its menus (the all-articles one included) with entries, its venues (the viewer's) with their menu per service type, and its products (count; id and default price). Runs the all-articles rule first (spec section 4).",
    authScopes: READ,
    args: { companyId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const companyId = companyOf(ctx, args.companyId);
      await ensureAllArticles(ctx.db, companyId, logOf(ctx));
      const { currency, products, productCount } = await menuProviderFacts(ctx.db, companyId);
      const venueRows = await permittedVenues(ctx.db, viewerOf(ctx));
      const links = await venueMenuLinks(
        ctx.db,
        venueRows.map((venue) => venue.id),
      );
      return {
        defaultCurrency: currency,
        activeMenus: await listMenus(ctx.db, companyId, { includeAllArticles: true }),
        venues: venueRows.map((venue) => ({
          id: venue.id,
          name: venue.name,
          timezone: venue.timezone,
          menus: links.filter((link) => link.venueId === venue.id),
        })),
        items: { count: productCount, results: products },
      };
    },
  }),
);

// Writes ---------------------------------------------------------------------------------------

const MenuInput = builder.inputType('MenuInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    currency: t.string({ required: true, description: 'ISO 4217, e.g. SEK.' }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
  }),
});

builder.mutationField('createMenu', (t) =>
  t.field({
    type: Menu,
    description: 'Creates an empty menu (name, currency, names in other languages) and returns it.',
    authScopes: WRITE,
    args: { data: t.arg({ type: MenuInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const data = parseInput(menuCreateSchema, withoutNulls(args.data), MENU_FIELDS);
      const id = await createMenu(ctx.db, viewer, data);
      const [menu] = await listMenus(ctx.db, viewer.companyId, { includeAllArticles: true, ids: [id] });
      if (!menu) throw notFound();
      return menu;
    },
  }),
);

const TimeWindowInput = builder.inputType('TimeWindowInput', {
  fields: (t) => ({
    days: t.intList({ required: true, description: 'ISO weekdays, 1 = Monday … 7 = Sunday.' }),
    start: t.int({ required: true, description: 'Minutes after local midnight.' }),
    end: t.int({
      required: true,
      description: 'Minutes after local midnight; on the next day with overnight.',
    }),
    overnight: t.boolean({ required: false }),
  }),
});

const ScheduleInput = builder.inputType('ScheduleInput', {
  fields: (t) => ({
    windows: t.field({ type: [TimeWindowInput], required: true }),
    from: t.string({ required: false, description: 'First local date, YYYY-MM-DD.' }),
    until: t.string({ required: false, description: 'Last local date, YYYY-MM-DD.' }),
    closedDates: t.stringList({ required: false }),
  }),
});

const TimePriceInput = builder.inputType('TimePriceInput', {
  fields: (t) => ({
    price: t.int({ required: true }),
    windows: t.field({ type: [TimeWindowInput], required: true }),
  }),
});

const ConnectById = builder.inputType('ConnectById', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});
const ItemConnect = builder.inputType('MenuEntryItemConnect', {
  fields: (t) => ({ connect: t.field({ type: ConnectById, required: true }) }),
});
const EntryCreate = builder.inputType('MenuEntryCreateInput', {
  fields: (t) => ({
    item: t.field({ type: ItemConnect, required: true }),
    price: t.int({ required: true }),
  }),
});
const WhereId = builder.inputType('WhereIdInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});
const EntryData = builder.inputType('MenuEntryDataInput', {
  fields: (t) => ({
    price: t.int({ required: false }),
    schedule: t.field({ type: ScheduleInput, required: false, description: 'null = always available.' }),
    timePrices: t.field({ type: [TimePriceInput], required: false }),
  }),
});
const EntryUpdate = builder.inputType('MenuEntryUpdateInput', {
  fields: (t) => ({
    where: t.field({ type: WhereId, required: true }),
    data: t.field({ type: EntryData, required: true }),
  }),
});
const EntriesInput = builder.inputType('MenuEntriesInput', {
  fields: (t) => ({
    create: t.field({ type: [EntryCreate], required: false }),
    disconnect: t.field({ type: [WhereId], required: false }),
    update: t.field({ type: [EntryUpdate], required: false }),
  }),
});
const MenuUpdateInput = builder.inputType('MenuUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    menuEntries: t.field({ type: EntriesInput, required: false }),
  }),
});

interface UpdateMenuResultShape {
  success: boolean;
  error: string | null;
  menu: MenuWithEntries | null;
}
const UpdateMenuResult = builder.objectRef<UpdateMenuResultShape>('UpdateMenuResult').implement({
  description:
    'The outcome of updateMenu (spec section 7: success and error). Invalid input, a missing menu or a stale version are GraphQL errors.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    error: t.exposeString('error', { nullable: true }),
    menu: t.field({ type: Menu, nullable: true, resolve: (r) => r.menu }),
  }),
});

builder.mutationField('updateMenu', (t) =>
  t.field({
    type: UpdateMenuResult,
    description:
      'Renames a menu and changes its entries in one transaction: disconnect [id], update [where id, data price / schedule / timePrices], create [item connect id, price]. Entries of other menus and products of other companies answer like missing ones (unknownReference on the field).',
    authScopes: WRITE,
    args: {
      menuId: t.arg.id({ required: true }),
      data: t.arg({ type: MenuUpdateInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const data = args.data;
      const rename = parseInput(
        menuRenameSchema,
        withoutNulls({ name: data.name, nameLang: data.nameLang }),
        MENU_FIELDS,
      );
      const entries = data.menuEntries
        ? parseInput(
            z.object({ menuEntries: menuEntriesSchema }),
            { menuEntries: data.menuEntries },
            MENU_FIELDS,
          ).menuEntries
        : null;
      const parsed = entries
        ? {
            create: entries.create?.map((entry) => ({ itemId: entry.item.connect.id, price: entry.price })),
            disconnect: entries.disconnect?.map((entry) => entry.id),
            update: entries.update?.map((entry, index) => ({
              id: entry.where.id,
              price: entry.data.price ?? null,
              // Sent as null: always available again; left out: unchanged.
              ...(data.menuEntries?.update?.[index]?.data.schedule !== undefined
                ? { schedule: entry.data.schedule ?? null }
                : {}),
              ...(entry.data.timePrices ? { timePrices: entry.data.timePrices } : {}),
            })),
          }
        : null;
      const menuId = String(args.menuId);
      await updateMenu(
        ctx.db,
        viewer,
        menuId,
        {
          ...rename,
          menuEntries: parsed,
        },
        args.expectedVersion,
      );
      const [menu] = await listMenus(ctx.db, viewer.companyId, { includeAllArticles: true, ids: [menuId] });
      return { success: true, error: null, menu: menu ?? null };
    },
  }),
);

const UsageRef = builder.objectRef<MenuUsage>('MenuUsage').implement({
  description: 'A venue and service type that use a menu.',
  fields: (t) => ({
    venueName: t.exposeString('venueName'),
    serviceType: t.field({ type: ServiceType, resolve: (u) => serviceTypeSchema.parse(u.serviceType) }),
  }),
});

const DeleteMenuResult = builder
  .objectRef<{ success: boolean; deleted: boolean; usedBy: MenuUsage[] }>('DeleteMenuResult')
  .implement({
    description:
      'The outcome of deleteMenu: without force, a menu used by venues is not deleted and usedBy lists them.',
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      deleted: t.exposeBoolean('deleted'),
      usedBy: t.field({ type: [UsageRef], resolve: (r) => r.usedBy }),
    }),
  });

builder.mutationField('deleteMenu', (t) =>
  t.field({
    type: DeleteMenuResult,
    description:
      'Deletes a menu. One used by venues is deleted only with force: true; those venues then use the all-articles menu. The all-articles menu cannot be deleted.',
    authScopes: WRITE,
    args: { menuId: t.arg.id({ required: true }), force: t.arg.boolean({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const result = await deleteMenu(
        ctx.db,
        viewerOf(ctx),
        String(args.menuId),
        args.force === true,
        logOf(ctx),
      );
      return { success: result.deleted, deleted: result.deleted, usedBy: result.usages };
    },
  }),
);

const MenuConnect = builder.inputType('VenueMenuConnect', {
  fields: (t) => ({ connect: t.field({ type: ConnectById, required: true }) }),
});
const VenueMenuCreate = builder.inputType('VenueMenuCreateInput', {
  fields: (t) => ({
    menu: t.field({ type: MenuConnect, required: true }),
    serviceType: t.field({ type: ServiceType, required: true }),
    schedule: t.field({ type: ScheduleInput, required: false }),
  }),
});
const VenueMenusInput = builder.inputType('VenueMenusInput', {
  fields: (t) => ({ create: t.field({ type: [VenueMenuCreate], required: true }) }),
});
const VenueUpdateInput = builder.inputType('VenueUpdateInput', {
  fields: (t) => ({ menus: t.field({ type: VenueMenusInput, required: false }) }),
});

builder.mutationField('updateVenue', (t) =>
  t.field({
    type: ProviderVenueRef,
    description:
      "Sets the venue's menu for service types: menus create [menu connect id, serviceType] replaces the menu of each given service type.",
    authScopes: WRITE,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: VenueUpdateInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const input = parseInput(
        z.object({ menus: venueMenusSchema.nullish() }),
        { menus: args.data.menus },
        MENU_FIELDS,
      );
      const links = (input.menus?.create ?? []).map((link, index) => ({
        menuId: link.menu.connect.id,
        serviceType: link.serviceType,
        // Sent as null: always available again (the editor's cleared grid); left out: unchanged.
        ...(args.data.menus?.create?.[index]?.schedule !== undefined
          ? { schedule: link.schedule ?? null }
          : {}),
      }));
      await setVenueMenus(ctx.db, viewer, String(args.id), links);
      const venue = (await permittedVenues(ctx.db, viewer)).find((row) => row.id === String(args.id));
      if (!venue) throw notFound();
      return {
        id: venue.id,
        name: venue.name,
        timezone: venue.timezone,
        menus: await venueMenuLinks(ctx.db, [venue.id]),
      };
    },
  }),
);

const ResolvedEntryRef = builder
  .objectRef<{
    id: string;
    itemId: string;
    price: number;
    basePrice: number;
    timeBound: boolean;
    soldOut?: boolean;
  }>('MenuAtEntry')
  .implement({
    description: 'A menu entry as the POS shows it at an instant: the price now and its own price.',
    fields: (t) => ({
      id: t.exposeID('id'),
      itemId: t.exposeID('itemId'),
      price: t.exposeInt('price'),
      basePrice: t.exposeInt('basePrice'),
      timeBound: t.exposeBoolean('timeBound', { description: 'A time-bound price (happy hour) applies.' }),
      soldOut: t.boolean({
        description:
          "The product's stock at the venue is tracked and at zero or below (issue 47 item 8): the till shows it sold out until it is restocked.",
        resolve: (entry) => entry.soldOut ?? false,
      }),
    }),
  });

const MenuAtRef = builder
  .objectRef<{
    menu: { id: string; name: string; currency: string } | null;
    entries: { id: string; itemId: string; price: number; basePrice: number; timeBound: boolean }[];
  }>('MenuAt')
  .implement({
    description: 'What a POS shows for a venue and service type at an instant.',
    fields: (t) => ({
      menuId: t.id({ nullable: true, resolve: (r) => r.menu?.id ?? null }),
      menuName: t.string({ nullable: true, resolve: (r) => r.menu?.name ?? null }),
      currency: t.string({ nullable: true, resolve: (r) => r.menu?.currency ?? null }),
      entries: t.field({ type: [ResolvedEntryRef], resolve: (r) => r.entries }),
    }),
  });

builder.queryField('menuAt', (t) =>
  t.field({
    type: MenuAtRef,
    description:
      "The menu a venue's POS shows for a service type at an instant (ISO 8601), with time-based availability and prices applied in the venue's time zone. For terminals and the editor's preview.",
    // Terminals read it too (a key with READ_CATALOGUE, limited to its venue by permittedVenue).
    authScopes: { posCompany: { orKey: 'READ_CATALOGUE' } },
    args: {
      venueId: t.arg.id({ required: true }),
      serviceType: t.arg({ type: ServiceType, required: true }),
      at: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const at = parseInput(
        z.object({ at: z.iso.datetime({ offset: true, message: 'dateInvalid' }) }),
        { at: args.at },
        MENU_FIELDS,
      ).at;
      // The answer cache compiled this venue's menus already to find the answer's span.
      const compiled = prefetchedInput(ctx, String(args.venueId), args.serviceType);
      const answer = compiled
        ? menuAt(compiled, args.serviceType, new Date(at))
        : await menuAtVenue(
            ctx.db,
            viewerOf(ctx),
            String(args.venueId),
            args.serviceType,
            new Date(at),
            prefetchedVenue(ctx),
          );
      // Sold out (docs/inventory.md): a change of it moves the catalogue version, which the answer
      // cache's key holds, so a cached answer is never staler than the stock.
      return withSoldOut(ctx.db, viewerOf(ctx), String(args.venueId), answer);
    },
  }),
);
