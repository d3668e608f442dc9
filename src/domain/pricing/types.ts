/** The pricing engine's input and output shapes (spec section 3 enumerations, issue 17 item 5). */

export const OFFER_TYPES = [
  'BUNDLE',
  'ITEM_DISCOUNT',
  'ORDER_DISCOUNT',
  'STAGED_BUNDLE',
  'STAGED_INDIVIDUAL',
  'VISUAL',
] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const DISCOUNT_KINDS = ['FIXED', 'PERCENTAGE', 'PRICE'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const SELECTION_MODES = ['MULTIPLE', 'SINGLE'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Terminal permission staff need to apply an offer by hand (spec section 6). */
export const OFFER_PERMISSIONS = ['NONE', 'PRESET_DISCOUNT', 'MANUAL_DISCOUNT'] as const;
export type OfferPermission = (typeof OFFER_PERMISSIONS)[number];

export type PricingCurrency = 'AED' | 'DKK' | 'EUR' | 'GBP' | 'NOK' | 'SEK' | 'TRY' | 'USD';

/** One order line. Money is integer minor units (öre, cents). */
export interface PricingLine {
  /** Unique within the order. */
  readonly id: string;
  readonly itemId: string;
  readonly variationIds?: readonly string[];
  /** Whole units, ≥ 0. */
  readonly quantity: number;
  /** Price of one unit with its variations, in minor units, ≥ 0 (VAT included unless the venue says otherwise). */
  readonly unitPrice: number;
  /** VAT rate in percent for the order's service type (e.g. 12 eat-in food, 6 take-away in SE). Up to two decimals. */
  readonly vatRate: number;
}

/**
 * A group of items; a BUNDLE takes one unit from each of its groups, other types use the first group
 * as "eligible items". `categoryIds` (issue 41 item 10) cover the products of those categories and
 * their sub-categories at the time of the sale: the server turns them into `itemIds`
 * (`withCategoryItems`) before pricing, so the engine reads `itemIds` only. Absent reads as none.
 */
export interface OfferGroup {
  readonly itemIds: readonly string[];
  readonly categoryIds?: readonly string[];
}

/** STAGED_* offers: "2 for 50, 3 for 70". `value` is read with the offer's discount kind. */
export interface OfferStage {
  readonly quantity: number;
  readonly value: number;
}

/** A time window in the venue's local time, "HH:MM"; `to` before `from` runs past midnight. */
export interface TimeWindow {
  readonly from: string;
  readonly to: string;
}

export interface OfferValidity {
  /** Empty: every day. */
  readonly weekdays: readonly Weekday[];
  /** Empty: all day. */
  readonly timeWindows: readonly TimeWindow[];
  /** Inclusive local dates "YYYY-MM-DD"; null: open. */
  readonly startDate: string | null;
  readonly endDate: string | null;
}

export interface PricingOffer {
  readonly id: string;
  readonly name: string;
  readonly type: OfferType;
  readonly discountType: DiscountKind;
  /**
   * FIXED: minor units off; PRICE: the price in minor units; PERCENTAGE: percent 0–100 (two decimals).
   * STAGED_* offers read their stages' values instead.
   */
  readonly value: number;
  readonly groups: readonly OfferGroup[];
  readonly stages: readonly OfferStage[];
  /** SINGLE: applies at most once per order; MULTIPLE: as often as the basket allows. */
  readonly selectionMode: SelectionMode;
  /** Automatic offers apply by themselves; the others only when staff pick them. */
  readonly automatic: boolean;
  /** Empty: every venue. */
  readonly venueIds: readonly string[];
  readonly validity: OfferValidity;
}

export interface PricingVenue {
  readonly id: string;
  /** IANA time zone, e.g. Europe/Stockholm. */
  readonly timeZone: string;
  readonly currency: PricingCurrency;
  /** Default true: unit prices include VAT (as the Nordic and EU tills show them). */
  readonly pricesIncludeVat?: boolean;
}

export interface PricingInput {
  readonly lines: readonly PricingLine[];
  readonly offers: readonly PricingOffer[];
  /** The instant the order is priced at (ISO string or Date). */
  readonly at: string | Date;
  readonly venue: PricingVenue;
  /** Offers staff picked (non-automatic offers apply only when listed here). */
  readonly pickedOfferIds?: readonly string[];
}

export interface AppliedOnLine {
  readonly offerId: string;
  readonly type: OfferType;
  /** Units of this line the offer covered. */
  readonly units: number;
  readonly discount: number;
}

export interface PricedLine {
  readonly lineId: string;
  readonly itemId: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly vatRate: number;
  /** unitPrice × quantity. */
  readonly gross: number;
  readonly discount: number;
  /** gross − discount. */
  readonly net: number;
  readonly applied: readonly AppliedOnLine[];
}

export interface AppliedOffer {
  readonly offerId: string;
  readonly name: string;
  readonly type: OfferType;
  /** How many times it applied (bundles formed, units discounted, or 1 for an order discount). */
  readonly times: number;
  readonly discount: number;
}

export interface VatRow {
  readonly rate: number;
  /** Net of the lines at this rate (what the customer pays for them, before VAT when prices exclude it). */
  readonly base: number;
  readonly vat: number;
}

export interface PricingResult {
  readonly currency: PricingCurrency;
  /** In input order. */
  readonly lines: readonly PricedLine[];
  /** Sorted by offer id. */
  readonly appliedOffers: readonly AppliedOffer[];
  /** VISUAL offers in force: shown to staff and guests, never applied. Sorted by id. */
  readonly visualOffers: readonly { readonly offerId: string; readonly name: string }[];
  readonly totals: {
    readonly gross: number;
    readonly discount: number;
    readonly net: number;
    readonly vat: number;
    /** What the customer pays: net when prices include VAT, net + VAT otherwise. */
    readonly total: number;
  };
  /** Sorted by rate; the vat column sums to totals.vat. */
  readonly vatByRate: readonly VatRow[];
}
