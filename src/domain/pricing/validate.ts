import { emptyGroup } from './groups.ts';
import type { PricingOffer } from './types.ts';
import { WEEKDAYS } from './types.ts';
import { parseClock } from './validity.ts';

/** What can be wrong with an offer (issue 17, "Bad input"); the UI and server translate the codes. */
export type OfferProblemCode =
  | 'NAME_REQUIRED'
  | 'PERCENT_RANGE'
  | 'NEGATIVE_AMOUNT'
  | 'PRICE_ABOVE_ITEMS'
  | 'GROUPS_REQUIRED'
  | 'EMPTY_GROUP'
  | 'STAGES_REQUIRED'
  | 'STAGE_QUANTITY'
  | 'WINDOW_INVALID'
  | 'DATES_INVERTED'
  | 'NEVER_VALID';

export interface OfferProblem {
  readonly code: OfferProblemCode;
  /** The field the problem is on, for the form: name, value, groups, stages, timeWindows, dates, weekdays. */
  readonly field: string;
}

export type OfferDraft = Omit<PricingOffer, 'id'>;

const WHOLE = (n: number) => Number.isSafeInteger(n);

/**
 * Checks an offer before it is saved. `itemPrice` gives the default price of an item (minor units),
 * or undefined when unknown; PRICE offers must be below what the items cost. A group needs products
 * or categories; to weigh a category's products in the PRICE check, pass the offer with them in its
 * groups' `itemIds` (`withCategoryItems`).
 */
export function validateOffer(
  offer: OfferDraft,
  itemPrice: (itemId: string) => number | undefined = () => undefined,
): OfferProblem[] {
  const problems: OfferProblem[] = [];
  const add = (code: OfferProblemCode, field: string) => {
    if (!problems.some((p) => p.code === code && p.field === field)) problems.push({ code, field });
  };
  if (offer.name.trim() === '') add('NAME_REQUIRED', 'name');

  const staged = offer.type === 'STAGED_BUNDLE' || offer.type === 'STAGED_INDIVIDUAL';
  const checkValue = (v: number, field: string) => {
    if (!Number.isFinite(v) || v < 0) add('NEGATIVE_AMOUNT', field);
    else if (offer.discountType === 'PERCENTAGE' && (v > 100 || Math.round(v * 100) !== v * 100))
      add('PERCENT_RANGE', field);
    else if (offer.discountType !== 'PERCENTAGE' && !WHOLE(v)) add('NEGATIVE_AMOUNT', field);
  };
  if (staged) {
    if (offer.stages.length === 0) add('STAGES_REQUIRED', 'stages');
    for (const s of offer.stages) {
      if (!WHOLE(s.quantity) || s.quantity < 1) add('STAGE_QUANTITY', 'stages');
      checkValue(s.value, 'stages');
    }
  } else if (offer.type !== 'VISUAL') checkValue(offer.value, 'value');

  const needsGroups = offer.type !== 'ORDER_DISCOUNT' && offer.type !== 'VISUAL';
  if (needsGroups && offer.groups.length === 0) add('GROUPS_REQUIRED', 'groups');
  if (needsGroups && offer.groups.some(emptyGroup)) add('EMPTY_GROUP', 'groups');

  if (offer.discountType === 'PRICE') {
    const cheapest = (ids: readonly string[]) => {
      const prices = ids.map(itemPrice).filter((p): p is number => p !== undefined);
      return prices.length ? Math.min(...prices) : undefined;
    };
    if (offer.type === 'BUNDLE') {
      const mins = offer.groups.map((g) => cheapest(g.itemIds));
      if (mins.every((m) => m !== undefined)) {
        const sum = mins.reduce((a: number, b) => a + (b ?? 0), 0);
        if (mins.length > 0 && offer.value >= sum) add('PRICE_ABOVE_ITEMS', 'value');
      }
    } else if (offer.type === 'ITEM_DISCOUNT') {
      const min = cheapest(offer.groups[0]?.itemIds ?? []);
      if (min !== undefined && offer.value >= min) add('PRICE_ABOVE_ITEMS', 'value');
    } else if (staged) {
      const min = cheapest(offer.groups[0]?.itemIds ?? []);
      for (const s of offer.stages) {
        const cap = offer.type === 'STAGED_BUNDLE' ? (min ?? 0) * s.quantity : (min ?? 0);
        if (min !== undefined && s.value >= cap) add('PRICE_ABOVE_ITEMS', 'stages');
      }
    }
  }

  const v = offer.validity;
  for (const w of v.timeWindows) {
    const from = parseClock(w.from);
    const to = parseClock(w.to);
    if (from === null || to === null || from === to) add('WINDOW_INVALID', 'timeWindows');
  }
  const dateOk = (d: string | null) => d === null || /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (!dateOk(v.startDate) || !dateOk(v.endDate)) add('DATES_INVERTED', 'dates');
  else if (v.startDate && v.endDate) {
    if (v.endDate < v.startDate) add('DATES_INVERTED', 'dates');
    else if (v.weekdays.length > 0) {
      // A short date range may contain none of the chosen weekdays: the offer could never apply.
      const start = Date.parse(`${v.startDate}T00:00:00Z`);
      const end = Date.parse(`${v.endDate}T00:00:00Z`);
      const days = Math.round((end - start) / 86_400_000) + 1;
      if (days < 7) {
        const seen = new Set<string>();
        for (let i = 0; i < days; i++) {
          const js = new Date(start + i * 86_400_000).getUTCDay();
          seen.add(WEEKDAYS[(js + 6) % 7] as string);
        }
        if (!v.weekdays.some((d) => seen.has(d))) add('NEVER_VALID', 'weekdays');
      }
    }
  }
  return problems;
}
