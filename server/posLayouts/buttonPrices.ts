import { menuAtOfVenue } from '../menus/menus.service.ts';
import type { Context } from '../platform/context.ts';
import { permittedVenue, permittedVenues } from '../venues/venues.service.ts';

/** One lookup per request and venue: a layout's pages all price from the same POS menu. */
const cache = new WeakMap<Context, Map<string, Promise<Map<string, number>>>>();

/**
 * The item prices the venue's POS menu gives now (issue 17 item 2): item id → price in minor
 * units. Layouts are the company's, not a venue's, so the venue is the one asked for (the editor's
 * selected venue), a key's own venue, or the viewer's first venue. Items without an entry are
 * missing from the map: the button shows the default price.
 */
export function posMenuPrices(ctx: Context, venueId: string | null, now = new Date()) {
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve(new Map<string, number>());
  let perVenue = cache.get(ctx);
  if (!perVenue) {
    perVenue = new Map();
    cache.set(ctx, perVenue);
  }
  const key = venueId ?? '';
  let prices = perVenue.get(key);
  if (!prices) {
    prices = (async () => {
      const venue = venueId
        ? await permittedVenue(ctx.db, viewer, venueId)
        : ((await permittedVenues(ctx.db, viewer))[0] ?? null);
      if (!venue) return new Map<string, number>();
      const menu = await menuAtOfVenue(ctx.db, viewer.companyId, venue, 'POS', now);
      return new Map(menu.entries.map((entry) => [entry.itemId, entry.price]));
    })();
    perVenue.set(key, prices);
  }
  return prices;
}
