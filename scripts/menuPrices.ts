/**
 * The prices a terminal charges: the venue's menu at the sale's instant (`menuAt`), as the API
 * checks them (server/orders/orders.service.ts); the venue's POS menu when the service type has
 * none open; an item without an entry at its default price. One lookup per service type and minute
 * (menu windows are whole minutes).
 */
type Gql = <T>(query: string, variables: Record<string, unknown>, authorization: string | null) => Promise<T>;

const MENU_AT =
  'query ($v: ID!, $s: VenueServiceType!, $at: String!) { menuAt(venueId: $v, serviceType: $s, at: $at) { menuId entries { itemId price } } }';
const VENUE_SERVICE_TYPES = new Set(['POS', 'TABLE_SERVICE', 'TAKE_AWAY', 'EAT_HERE']);

export function menuPricer(gql: Gql, authorization: string, venueId: string) {
  const cache = new Map<string, Promise<Map<string, number>>>();
  const read = async (serviceType: string, at: string) => {
    const { menuAt } = await gql<{
      menuAt: { menuId: string | null; entries: { itemId: string; price: number }[] };
    }>(MENU_AT, { v: venueId, s: serviceType, at }, authorization);
    return menuAt;
  };
  return (serviceType: string, instant: Date): Promise<Map<string, number>> => {
    const at = new Date(Math.floor(instant.getTime() / 60_000) * 60_000).toISOString();
    const key = `${serviceType}@${at}`;
    let prices = cache.get(key);
    if (!prices) {
      prices = (async () => {
        let menu = VENUE_SERVICE_TYPES.has(serviceType) ? await read(serviceType, at) : null;
        if (!menu?.menuId && serviceType !== 'POS') menu = await read('POS', at);
        return new Map((menu?.entries ?? []).map((entry) => [entry.itemId, entry.price]));
      })();
      cache.set(key, prices);
    }
    return prices;
  };
}
