/**
 * The simulator's baskets (issue 18 item 6): items a till sells at the venue's menu price at the
 * sale's instant, often built around an offer in force (a lunch combo, happy hour's second beer),
 * sometimes with a discount staff pick (the staff discount preset), priced by the pricing engine
 * (`priceBasket`, src/domain) so the lines carry their offers and add up as the API checks them.
 */
import {
  discountPermissionProblems,
  discountPermissionsNeeded,
  type OfferedLine,
  priceBasket,
  type ServiceType,
  vatRateFor,
} from '../src/domain/orders.ts';
import { localMoment, type OfferType, type PricingOffer, type Weekday } from '../src/domain/pricing/index.ts';
import { offersInForce } from '../src/domain/pricing/validity.ts';

/** The fields of an offer the simulator reads (`offers` and `bundleOffers`). */
export const OFFER_FIELDS =
  'id name type discountType context selectionMode automatic permission venueIds value groups { itemIds } stages { quantity value } validity { weekdays timeWindows { from to } startDate endDate }';

export interface OfferJson {
  id: string;
  name: string;
  type: string;
  discountType: string;
  context: string;
  selectionMode: string;
  automatic: boolean;
  /** NONE, PRESET_DISCOUNT or MANUAL_DISCOUNT: the terminal permission the seller needs. */
  permission: string;
  venueIds: string[];
  value: number;
  groups: { itemIds: string[] }[];
  stages: { quantity: number; value: number }[];
  validity: {
    weekdays: string[];
    timeWindows: { from: string; to: string }[];
    startDate: string | null;
    endDate: string | null;
  };
}

/** The engine's shape of an offer as the API answers it; offers of other contexts are not the till's. */
export function tillOffers(rows: readonly OfferJson[]): PricingOffer[] {
  const seen = new Set<string>();
  return rows.flatMap((o) => {
    if (o.context !== 'POS' || seen.has(o.id)) return [];
    seen.add(o.id);
    return [
      {
        id: o.id,
        name: o.name,
        type: o.type as OfferType,
        discountType: o.discountType as PricingOffer['discountType'],
        value: o.value,
        groups: o.groups.map((group) => ({ itemIds: group.itemIds })),
        stages: o.stages.map((stage) => ({ quantity: stage.quantity, value: stage.value })),
        selectionMode: o.selectionMode as PricingOffer['selectionMode'],
        automatic: o.automatic,
        venueIds: o.venueIds,
        validity: {
          weekdays: o.validity.weekdays as Weekday[],
          timeWindows: o.validity.timeWindows.map((window) => ({ from: window.from, to: window.to })),
          startDate: o.validity.startDate,
          endDate: o.validity.endDate,
        },
      },
    ];
  });
}

export interface SimItem {
  id: string;
  title: string;
  defaultPrice: number;
  vatRate: number;
  takeAwayVatRate?: number | null;
  manualPrice: boolean;
  /** What a terminal offers as "without …" (Item.removableIngredients), by name. */
  removableIngredients?: readonly { name: string }[];
}

/** The item fields a simulated terminal reads (`items { results { … } }`). */
export const SIM_ITEM_FIELDS =
  'id title defaultPrice vatRate takeAwayVatRate manualPrice removableIngredients { name }';

export interface BasketOptions {
  items: readonly SimItem[];
  /** The venue's menu prices at the instant (item id → price); an item without one sells at its default price. */
  prices: ReadonlyMap<string, number>;
  offers: readonly PricingOffer[];
  venue: { id: string; timezone: string };
  at: Date;
  serviceType: ServiceType;
  /** Most lines drawn at random (1 … size). */
  size: number;
  random: () => number;
  /** Chance the basket is built around an automatic offer in force (default 0.35). */
  offerChance?: number;
  /** Chance staff pick a preset discount in force (default 0.04). */
  pickChance?: number;
  /** Chance a line of an item with removable ingredients leaves one or two out (default 0.2). */
  withoutChance?: number;
}

/** A line as `createOrder` takes it, with the ingredients the guest asked to leave out. */
export type SimLine = OfferedLine & { removedIngredients?: string[] };

export interface Basket {
  lines: SimLine[];
  total: number;
  discount: number;
  pickedOfferIds: string[];
}

/** Units of an offer's items that make it apply once: one of each bundle group, a stage's quantity. */
function offerUnits(offer: PricingOffer, sellable: ReadonlyMap<string, SimItem>, random: () => number) {
  const choose = (itemIds: readonly string[]) => {
    const candidates = itemIds.filter((id) => sellable.has(id));
    return candidates.length ? candidates[Math.floor(random() * candidates.length)] : undefined;
  };
  const first = offer.groups[0]?.itemIds ?? [];
  if (offer.type === 'BUNDLE') {
    const chosen = offer.groups.map((group) => choose(group.itemIds));
    return chosen.every((id) => id !== undefined) ? chosen.map((id) => ({ id, quantity: 1 })) : [];
  }
  if (offer.type === 'STAGED_BUNDLE' || offer.type === 'STAGED_INDIVIDUAL') {
    const stage = [...offer.stages].sort((a, b) => a.quantity - b.quantity)[0];
    const id = choose(first);
    return stage && id ? [{ id, quantity: stage.quantity }] : [];
  }
  if (offer.type === 'ITEM_DISCOUNT') {
    const id = choose(first);
    return id ? [{ id, quantity: 1 }] : [];
  }
  return [];
}

/** A realistic basket for one sale, priced with the offers in force. */
export function buildBasket(options: BasketOptions): Basket {
  const { random } = options;
  const sellable = new Map(options.items.filter((item) => !item.manualPrice).map((item) => [item.id, item]));
  const all = [...sellable.values()];
  if (all.length === 0) throw new Error('no items to sell');
  const inForce = offersInForce(
    options.offers,
    localMoment(options.at, options.venue.timezone),
    options.venue.id,
    new Set(options.offers.map((offer) => offer.id)),
  );
  const units: { id: string; quantity: number }[] = [];
  const automatic = inForce.filter((offer) => offer.automatic && offer.type !== 'VISUAL');
  if (automatic.length && random() < (options.offerChance ?? 0.35)) {
    const offer = automatic[Math.floor(random() * automatic.length)] as PricingOffer;
    units.push(...offerUnits(offer, sellable, random));
  }
  const extra = 1 + Math.floor(random() * options.size) - (units.length ? 1 : 0);
  for (let n = 0; n < extra; n++) {
    const item = all[Math.floor(random() * all.length)] as SimItem;
    units.push({ id: item.id, quantity: random() < 0.8 ? 1 : 2 });
  }
  const presets = inForce.filter((offer) => !offer.automatic && offer.type === 'ORDER_DISCOUNT');
  const pickedOfferIds =
    presets.length && random() < (options.pickChance ?? 0.04)
      ? [(presets[Math.floor(random() * presets.length)] as PricingOffer).id]
      : [];
  const lines = units.map(({ id, quantity }) => {
    const item = sellable.get(id) as SimItem;
    return {
      itemId: item.id,
      title: item.title,
      quantity,
      unitPrice: options.prices.get(item.id) ?? item.defaultPrice,
      vatRate: vatRateFor(
        { vatRate: item.vatRate, takeAwayVatRate: item.takeAwayVatRate ?? null },
        options.serviceType,
      ),
    };
  });
  const priced = priceBasket(lines, options.offers, {
    at: options.at,
    venue: { id: options.venue.id, timeZone: options.venue.timezone, currency: 'SEK' },
    pickedOfferIds,
  });
  // Now and then a guest asks for an item "without …": the kitchen display shows it (issue 16 item 7).
  const withoutChance = options.withoutChance ?? 0.2;
  const withRemoved = priced.lines.map((line): SimLine => {
    const names = (sellable.get(line.itemId)?.removableIngredients ?? []).map(
      (ingredient) => ingredient.name,
    );
    if (names.length === 0 || random() >= withoutChance) return line;
    const first = Math.floor(random() * names.length);
    const removed = [names[first] as string];
    // One in four leaves out a second one too.
    if (names.length > 1 && random() < 0.25)
      removed.push(names[(first + 1 + Math.floor(random() * (names.length - 1))) % names.length] as string);
    return { ...line, removedIngredients: removed };
  });
  return { ...priced, lines: withRemoved, pickedOfferIds };
}

/** The company's staff as the simulator reads them once with the back office's token. */
export const STAFF_QUERY =
  '{ staffMembers(first: 100) { results { id name active venueIds accessLevel { permissions } } } }';

export interface SimStaff {
  id: string;
  name: string;
  active: boolean;
  venueIds: string[];
  accessLevel: { permissions: string[] } | null;
}

/**
 * Who rings up a basket at a venue (the staff member signed in at the till): someone active at the
 * venue whose terminal permissions cover the basket's discounts (a preset needs PRESET_DISCOUNT, a
 * manual discount MANUAL_DISCOUNT; the API refuses a key's order otherwise), picked at random;
 * null when the venue has nobody who may (the order is then sent without discounts' sellers and
 * the API says why).
 */
export function sellerFor(
  staff: readonly SimStaff[],
  venueId: string,
  lines: readonly OfferedLine[],
  offers: readonly OfferJson[],
  random: () => number,
): { id: string; name: string } | null {
  const needed = discountPermissionsNeeded(
    lines,
    new Map(offers.map((offer) => [offer.id, offer.permission])),
  );
  const able = staff.filter(
    (person) =>
      person.active &&
      person.venueIds.includes(venueId) &&
      discountPermissionProblems(needed, person.accessLevel?.permissions ?? []).length === 0,
  );
  const chosen = able[Math.floor(random() * able.length)];
  return chosen ? { id: chosen.id, name: chosen.name } : null;
}
