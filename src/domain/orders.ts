/**
 * Orders (spec section 3, issue 18): the enumerations, the status transition table
 * (docs/orders.md) and the totals and VAT of an order; the shapes a terminal sends are in
 * orderSchemas.ts (zod loads only where input is checked). Amounts are integer minor units; VAT is
 * included in prices.
 */
import {
  localMoment,
  type PricingCurrency,
  type PricingOffer,
  type PricingVenue,
  priceOrder,
  validAt,
} from './pricing/index.ts';

export const ORDER_SOURCES = ['APP', 'EXPRESS', 'POS', 'THIRD_PARTY'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The channel a source is shown as (spec section 3): POS, Online (app) and Express. */
export const ORDER_CHANNELS = ['POS', 'ONLINE', 'EXPRESS'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export function channelOf(source: OrderSource): OrderChannel {
  if (source === 'APP') return 'ONLINE';
  if (source === 'EXPRESS') return 'EXPRESS';
  return 'POS';
}
export function sourcesOfChannel(channel: OrderChannel): OrderSource[] {
  return ORDER_SOURCES.filter((source) => channelOf(source) === channel);
}

export const ORDER_STATUSES = [
  'ACCEPTED',
  'CANCELLED',
  'COMPLETED',
  'DELIVERING',
  'FINALIZING',
  'PENDING',
  'READY',
  'REFUNDED',
  'REJECTED',
  'SCHEDULED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const SERVICE_TYPES = [
  'BOOKING',
  'DELIVERY',
  'EAT_HERE',
  'INSTANT_BUY',
  'LOCAL_DELIVERY',
  'POS',
  'SHIPPED',
  'TABLE_SERVICE',
  'TAKE_AWAY',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Service types that take the item's take-away VAT rate when it has one. */
export const TAKE_AWAY_SERVICE_TYPES: readonly ServiceType[] = [
  'TAKE_AWAY',
  'DELIVERY',
  'LOCAL_DELIVERY',
  'SHIPPED',
];
export function vatRateFor(
  item: { vatRate: number; takeAwayVatRate: number | null },
  serviceType: ServiceType,
) {
  return TAKE_AWAY_SERVICE_TYPES.includes(serviceType) && item.takeAwayVatRate != null
    ? item.takeAwayVatRate
    : item.vatRate;
}

/** GetPaymentMethods: the methods a terminal may record. */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'SWISH', 'GIFT_CARD', 'INVOICE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The status transition table (docs/orders.md). REFUNDED is reached only by refunding the whole
 * paid amount; CANCELLED, REJECTED and REFUNDED are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  SCHEDULED: ['PENDING', 'CANCELLED'],
  PENDING: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
  ACCEPTED: ['FINALIZING', 'READY', 'COMPLETED', 'CANCELLED'],
  FINALIZING: ['READY', 'COMPLETED', 'CANCELLED'],
  READY: ['DELIVERING', 'COMPLETED'],
  DELIVERING: ['COMPLETED'],
  COMPLETED: ['REFUNDED'],
  CANCELLED: [],
  REJECTED: [],
  REFUNDED: [],
};

/** The statuses an order may be created in (a POS sale is usually created COMPLETED). */
export const INITIAL_STATUSES: readonly OrderStatus[] = ['SCHEDULED', 'PENDING', 'ACCEPTED', 'COMPLETED'];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses in which the order must be paid in full (payments, tips aside, equal the total). */
export function requiresFullPayment(status: OrderStatus): boolean {
  return status === 'COMPLETED';
}

/** Refunds are possible only on a completed order. */
export function isRefundable(status: OrderStatus): boolean {
  return status === 'COMPLETED';
}

export interface PricedLine {
  quantity: number;
  unitPrice: number;
  vatRate: number;
  /** Offer discounts on this line, positive minor units. */
  discounts: readonly number[];
}

/** VAT included in a gross amount at a rate in percent, rounded half away from zero. */
export function includedVat(gross: number, rate: number): number {
  const exact = (gross * rate) / (100 + rate);
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export interface OrderTotals {
  lines: { total: number; vat: number }[];
  total: number;
  vat: { rate: number; net: number; vat: number; gross: number }[];
}

/**
 * The one place order totals are computed, by the pricing engine (src/domain/pricing): the API
 * refuses lines that disagree, the screen shows it. The terminal's applied offers arrive as line
 * discounts (the offers themselves live in the discounts area): such a line is priced as one unit
 * at its discounted amount, so the engine still sums the lines and computes VAT per rate.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  options: { at?: Date | string; currency?: PricingCurrency; timeZone?: string } = {},
): OrderTotals {
  const priced = priceOrder({
    lines: lines.map((line, index) => {
      const discount = line.discounts.reduce((sum, d) => sum + d, 0);
      return discount === 0
        ? {
            id: String(index),
            itemId: String(index),
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            vatRate: line.vatRate,
          }
        : {
            id: String(index),
            itemId: String(index),
            quantity: 1,
            unitPrice: Math.max(0, line.quantity * line.unitPrice - discount),
            vatRate: line.vatRate,
          };
    }),
    offers: [],
    at: options.at ?? new Date(0),
    venue: {
      id: 'venue',
      timeZone: options.timeZone ?? 'Europe/Stockholm',
      currency: options.currency ?? 'SEK',
    },
  });
  return {
    lines: priced.lines.map((line) => ({ total: line.net, vat: includedVat(line.net, line.vatRate) })),
    total: priced.totals.total,
    vat: priced.vatByRate.map((row) => ({
      rate: row.rate,
      gross: row.base,
      vat: row.vat,
      net: row.base - row.vat,
    })),
  };
}

/** A line of a terminal's basket before offers: one catalogue item at its menu price. */
export interface BasketLine {
  itemId: string;
  title: string;
  quantity: number;
  unitPrice: number;
  vatRate: number;
}

/** A basket line as `createOrder` takes it: the offers the engine applied, and its total after them. */
export interface OfferedLine extends BasketLine {
  offers: { offerId: string; name: string; discount: number }[];
  total: number;
}

/**
 * Prices a terminal's basket as a till does (issue 18: lines carry the applied offers of the pricing
 * engine): the offers in force at `at` for the venue (automatic ones, and those staff picked) are
 * applied by `priceOrder`, and each line carries its share as offer discounts. The lines then add
 * up to what `orderTotals` (the API's check) computes: a line's total is its gross minus its
 * discounts, the order's total their sum.
 */
export function priceBasket(
  lines: readonly BasketLine[],
  offers: readonly PricingOffer[],
  options: { at: Date | string; venue: PricingVenue; pickedOfferIds?: readonly string[] },
): { lines: OfferedLine[]; total: number; discount: number } {
  const priced = priceOrder({
    lines: lines.map((line, index) => ({
      id: String(index),
      itemId: line.itemId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
    })),
    offers,
    at: options.at,
    venue: { ...options.venue, pricesIncludeVat: true },
    pickedOfferIds: options.pickedOfferIds,
  });
  const names = new Map(offers.map((offer) => [offer.id, offer.name]));
  const offered = lines.map((line, index) => {
    const result = priced.lines[index];
    return {
      ...line,
      offers: (result?.applied ?? [])
        .filter((applied) => applied.discount > 0)
        .map((applied) => ({
          offerId: applied.offerId,
          name: names.get(applied.offerId) ?? applied.offerId,
          discount: applied.discount,
        })),
      total: result?.net ?? line.quantity * line.unitPrice,
    };
  });
  return {
    lines: offered,
    total: offered.reduce((sum, line) => sum + line.total, 0),
    discount: priced.totals.discount,
  };
}

/** An offer as the API reads it for the check: the engine's shape and the sales context it is for. */
export interface StoredOffer extends PricingOffer {
  /** POS: the till's offers (orders of the POS channel); otherwise the channel it is for. */
  readonly context: string;
}

/** Whether an offer of this context may price an order of this source (channel). */
export function offerFitsSource(context: string, source: OrderSource): boolean {
  return context === channelOf(source);
}

/** A claimed offer the server could not confirm: where it is and why. */
export interface OfferClaimProblem {
  line: number;
  /** The claim's place in the line's `offers`; absent when the line's claims as a whole disagree. */
  offer?: number;
  code: 'offerUnknown' | 'offerNotInForce' | 'offerDiscountMismatch';
}

/**
 * The server's check of the offers a basket claims (issue 18: lines carry the engine's applied
 * offers). Each claim naming an `offerId` must be an offer of the company (`offers` holds only
 * those; another company's answers like a missing one), for the order's channel, at its venue and
 * in force at its instant in the venue's time zone; then the claimed offers are applied by the
 * engine (`priceBasket`, the simulator's and the tills' one code path) to the lines as sent, and
 * every line's claimed discount per offer must equal what it computes. A discount without an
 * `offerId` is a manual discount and is not checked here (docs/decisions.md).
 */
export function checkClaimedOffers(
  lines: readonly (BasketLine & { offers: readonly { offerId?: string | null; discount: number }[] })[],
  offers: readonly StoredOffer[],
  options: { at: Date; venue: PricingVenue; source: OrderSource },
): OfferClaimProblem[] {
  const problems: OfferClaimProblem[] = [];
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const moment = localMoment(options.at, options.venue.timeZone);
  const claimed = new Map<string, StoredOffer>();
  lines.forEach((line, index) => {
    line.offers.forEach((claim, position) => {
      if (!claim.offerId) return;
      const offer = byId.get(claim.offerId);
      if (!offer) problems.push({ line: index, offer: position, code: 'offerUnknown' });
      else if (
        !offerFitsSource(offer.context, options.source) ||
        offer.type === 'VISUAL' ||
        (offer.venueIds.length > 0 && !offer.venueIds.includes(options.venue.id)) ||
        !validAt(offer.validity, moment)
      )
        problems.push({ line: index, offer: position, code: 'offerNotInForce' });
      else claimed.set(offer.id, offer);
    });
  });
  if (problems.length || claimed.size === 0) return problems;
  const chosen = [...claimed.values()];
  const priced = priceBasket(lines, chosen, {
    at: options.at,
    venue: options.venue,
    pickedOfferIds: chosen.filter((offer) => !offer.automatic).map((offer) => offer.id),
  });
  const perOffer = (list: readonly { offerId?: string | null; discount: number }[]) => {
    const sums = new Map<string, number>();
    for (const claim of list)
      if (claim.offerId) sums.set(claim.offerId, (sums.get(claim.offerId) ?? 0) + claim.discount);
    return [...sums].sort(([a], [b]) => a.localeCompare(b));
  };
  lines.forEach((line, index) => {
    const sent = perOffer(line.offers);
    const computed = perOffer(priced.lines[index]?.offers ?? []);
    if (JSON.stringify(sent) !== JSON.stringify(computed))
      problems.push({ line: index, code: 'offerDiscountMismatch' });
  });
  return problems;
}

/** The terminal permissions a line discount may need (an offer's `permission` besides NONE). */
export type DiscountPermission = 'PRESET_DISCOUNT' | 'MANUAL_DISCOUNT';

/** A line discount the staff member on the order may not give. */
export interface DiscountPermissionProblem {
  line: number;
  offer: number;
  needs: DiscountPermission;
}

/**
 * The permission each line discount needs (spec section 6, issue 18): a manual discount (no
 * `offerId`, a discount above 0) needs MANUAL_DISCOUNT; an offer needs its own `permission`
 * (PRESET_DISCOUNT or MANUAL_DISCOUNT; NONE needs nothing). `offerPermissions` maps the company's
 * offers by id; a claim of an offer not in it is `checkClaimedOffers`' to refuse, not this.
 */
export function discountPermissionsNeeded(
  lines: readonly { offers: readonly { offerId?: string | null; discount: number }[] }[],
  offerPermissions: ReadonlyMap<string, string>,
): DiscountPermissionProblem[] {
  const needed: DiscountPermissionProblem[] = [];
  lines.forEach((line, index) => {
    line.offers.forEach((claim, position) => {
      const permission = claim.offerId
        ? offerPermissions.get(claim.offerId)
        : claim.discount > 0
          ? 'MANUAL_DISCOUNT'
          : undefined;
      if (permission === 'PRESET_DISCOUNT' || permission === 'MANUAL_DISCOUNT')
        needed.push({ line: index, offer: position, needs: permission });
    });
  });
  return needed;
}

/** The needed discount permissions a staff member's terminal permissions do not cover. */
export function discountPermissionProblems(
  needed: readonly DiscountPermissionProblem[],
  staffPermissions: readonly string[],
): DiscountPermissionProblem[] {
  return needed.filter((need) => !staffPermissions.includes(need.needs));
}

/** Error codes of the orders area, keys of the `orders.errors` dictionary. */
export const ORDER_ERROR_CODES = [
  'required',
  'invalid',
  'lineTotalMismatch',
  'orderTotalMismatch',
  'priceMismatch',
  'unknownItem',
  'paymentMismatch',
  'refundTooLarge',
  'transitionForbidden',
  'notRefundable',
  'idempotencyConflict',
  'unknownVenue',
  'offerUnknown',
  'offerNotInForce',
  'offerDiscountMismatch',
  'discountNotPermitted',
  'staffRequired',
  'unknownStaff',
  'unknownVariation',
  'vatRateNotAllowed',
  'tipTooLarge',
  'paidBeforeSale',
  'invalidDate',
  'dateRange',
  'saleInFuture',
  'saleBeforeVenue',
  'unknownRegister',
  'scopesRequired',
  'unknownPaymentMethod',
  'invoiceTargetRequired',
  'unknownInvoiceTarget',
  'invoiceTargetNotAllowed',
  'invoiceNotPermitted',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/** Sum of payments without tips. */
export function paidAmount(payments: readonly { amount: number }[]): number {
  return payments.reduce((sum, payment) => sum + payment.amount, 0);
}
