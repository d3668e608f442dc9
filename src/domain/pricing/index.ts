/**
 * The one pricing engine (issue 17 item 5): pure, no I/O, integer minor units. The orders area and the
 * discounts page's "try it" panel call `priceOrder`; the discounts editor and server call
 * `validateOffer`. Rules and worked examples: docs/pricing.md.
 *
 *   const result = priceOrder({ lines, offers, at: new Date(), venue: { id, timeZone, currency } });
 *   result.lines[i].discount, result.totals.total, result.vatByRate
 */
export { discountOn, PricingInputError, priceOrder } from './engine.ts';
export { emptyGroup, groupCategoryIds, offerCategoryIds, withCategoryItems } from './groups.ts';
export { allocate, CURRENCY_RULES, roundCash } from './rounding.ts';
export type {
  AppliedOffer,
  AppliedOnLine,
  DiscountKind,
  OfferGroup,
  OfferPermission,
  OfferStage,
  OfferType,
  OfferValidity,
  PricedLine,
  PricingCurrency,
  PricingInput,
  PricingLine,
  PricingOffer,
  PricingResult,
  PricingVenue,
  SelectionMode,
  TimeWindow,
  VatRow,
  Weekday,
} from './types.ts';
export {
  DISCOUNT_KINDS,
  OFFER_PERMISSIONS,
  OFFER_TYPES,
  SELECTION_MODES,
  WEEKDAYS,
} from './types.ts';
export type { OfferDraft, OfferProblem, OfferProblemCode } from './validate.ts';
export { validateOffer } from './validate.ts';
export { localMoment, validAt } from './validity.ts';
