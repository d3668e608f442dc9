import { allocate, basisPoints, divHalfUp, percentOf } from './rounding.ts';
import type {
  AppliedOffer,
  DiscountKind,
  OfferGroup,
  OfferType,
  PricedLine,
  PricingInput,
  PricingLine,
  PricingOffer,
  PricingResult,
  VatRow,
} from './types.ts';
import { localMoment, offersInForce } from './validity.ts';

/** Thrown for order lines the engine cannot price (a programming error upstream, not a customer's). */
export class PricingInputError extends Error {
  override name = 'PricingInputError';
}

interface Work {
  readonly line: PricingLine;
  readonly key: string;
  remaining: number;
  discount: number;
  readonly applied: Map<string, { type: OfferType; units: number; discount: number }>;
}

const TYPE_RANK: Record<OfferType, number> = {
  BUNDLE: 0,
  STAGED_BUNDLE: 1,
  STAGED_INDIVIDUAL: 2,
  ITEM_DISCOUNT: 3,
  ORDER_DISCOUNT: 4,
  VISUAL: 5,
};

const groupSets = new WeakMap<OfferGroup, ReadonlySet<string>>();
function itemSet(group: OfferGroup | undefined): ReadonlySet<string> {
  if (!group) return new Set();
  let s = groupSets.get(group);
  if (!s) {
    s = new Set(group.itemIds);
    groupSets.set(group, s);
  }
  return s;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Discount a kind gives on a base amount: never negative, never more than the base. */
export function discountOn(kind: DiscountKind, value: number, base: number): number {
  if (base <= 0) return 0;
  const v = Math.max(0, Number.isFinite(value) ? value : 0);
  switch (kind) {
    case 'FIXED':
      return Math.min(Math.round(v), base);
    case 'PERCENTAGE':
      return Math.min(percentOf(base, Math.min(v, 100)), base);
    case 'PRICE': {
      const price = Math.round(v);
      return price < base ? base - price : 0;
    }
  }
}

function record(w: Work, offer: PricingOffer, units: number, discount: number) {
  w.remaining -= units;
  w.discount += discount;
  const prev = w.applied.get(offer.id);
  if (prev) {
    prev.units += units;
    prev.discount += discount;
  } else w.applied.set(offer.id, { type: offer.type, units, discount });
}

type Pick = { w: Work; n: number };

/** Commits a set (bundle or staged set) with its discount spread over the units by price. */
function commitSet(offer: PricingOffer, picks: Pick[], discount: number) {
  const parts = allocate(
    discount,
    picks.map((p) => p.w.line.unitPrice * p.n),
  );
  picks.forEach((p, i) => {
    record(p.w, offer, p.n, parts[i] ?? 0);
  });
}

function applyBundle(offer: PricingOffer, works: Work[]): { times: number; discount: number } {
  const groups = offer.groups.map(itemSet);
  let times = 0;
  let total = 0;
  if (groups.length === 0 || groups.some((g) => g.size === 0)) return { times, discount: total };
  for (;;) {
    const taken = new Map<Work, number>();
    for (const g of groups) {
      const w = works.find((x) => g.has(x.line.itemId) && x.remaining - (taken.get(x) ?? 0) > 0);
      if (!w) return { times, discount: total };
      taken.set(w, (taken.get(w) ?? 0) + 1);
    }
    const picks = [...taken].map(([w, n]) => ({ w, n }));
    const base = picks.reduce((s, p) => s + p.w.line.unitPrice * p.n, 0);
    const d = discountOn(offer.discountType, offer.value, base);
    if (d <= 0) return { times, discount: total };
    commitSet(offer, picks, d);
    times++;
    total += d;
    if (offer.selectionMode === 'SINGLE') return { times, discount: total };
  }
}

function takeUnits(eligible: Work[], count: number): Pick[] {
  const picks: Pick[] = [];
  let need = count;
  for (const w of eligible) {
    if (need === 0) break;
    const n = Math.min(w.remaining, need);
    if (n > 0) {
      picks.push({ w, n });
      need -= n;
    }
  }
  return picks;
}

function validStages(offer: PricingOffer) {
  return offer.stages
    .filter((s) => Number.isInteger(s.quantity) && s.quantity >= 1)
    .slice()
    .sort((a, b) => b.quantity - a.quantity || a.value - b.value);
}

function applyStagedBundle(offer: PricingOffer, works: Work[]): { times: number; discount: number } {
  const items = itemSet(offer.groups[0]);
  const eligible = works.filter((w) => items.has(w.line.itemId));
  const stages = validStages(offer);
  let avail = eligible.reduce((s, w) => s + w.remaining, 0);
  let times = 0;
  let total = 0;
  for (;;) {
    const stage = stages.find((s) => s.quantity <= avail);
    if (!stage) break;
    const picks = takeUnits(eligible, stage.quantity);
    const base = picks.reduce((s, p) => s + p.w.line.unitPrice * p.n, 0);
    const d = discountOn(offer.discountType, stage.value, base);
    if (d <= 0) break;
    commitSet(offer, picks, d);
    times++;
    total += d;
    avail -= stage.quantity;
    if (offer.selectionMode === 'SINGLE') break;
  }
  return { times, discount: total };
}

function unitsDiscount(kind: DiscountKind, value: number, unitPrice: number, n: number): number {
  if (kind === 'PERCENTAGE') return discountOn(kind, value, unitPrice * n);
  return discountOn(kind, value, unitPrice) * n;
}

function applyStagedIndividual(offer: PricingOffer, works: Work[]): { times: number; discount: number } {
  const items = itemSet(offer.groups[0]);
  const eligible = works.filter((w) => items.has(w.line.itemId));
  const avail = eligible.reduce((s, w) => s + w.remaining, 0);
  const stage = validStages(offer).find((s) => s.quantity <= avail);
  if (!stage) return { times: 0, discount: 0 };
  const picks = takeUnits(eligible, offer.selectionMode === 'SINGLE' ? stage.quantity : avail);
  let times = 0;
  let total = 0;
  for (const p of picks) {
    const d = unitsDiscount(offer.discountType, stage.value, p.w.line.unitPrice, p.n);
    if (d > 0) {
      record(p.w, offer, p.n, d);
      times += p.n;
      total += d;
    }
  }
  return { times, discount: total };
}

function applyItemDiscounts(offers: PricingOffer[], works: Work[], out: Map<string, AppliedOffer>) {
  if (offers.length === 0) return;
  const usedSingles = new Set<string>();
  const add = (offer: PricingOffer, units: number, discount: number) => {
    const prev = out.get(offer.id);
    out.set(offer.id, {
      offerId: offer.id,
      name: offer.name,
      type: offer.type,
      times: (prev?.times ?? 0) + units,
      discount: (prev?.discount ?? 0) + discount,
    });
  };
  for (const w of works) {
    if (w.remaining === 0) continue;
    let multi: { o: PricingOffer; d: number } | null = null;
    let single: { o: PricingOffer; d: number } | null = null;
    for (const o of offers) {
      if (!itemSet(o.groups[0]).has(w.line.itemId)) continue;
      const d = discountOn(o.discountType, o.value, w.line.unitPrice);
      if (d <= 0) continue;
      if (o.selectionMode === 'SINGLE') {
        if (!usedSingles.has(o.id) && (!single || d > single.d)) single = { o, d };
      } else if (!multi || d > multi.d) multi = { o, d };
    }
    if (single && (!multi || single.d > multi.d)) {
      usedSingles.add(single.o.id);
      record(w, single.o, 1, single.d);
      add(single.o, 1, single.d);
    }
    if (multi && w.remaining > 0) {
      const n = w.remaining;
      const d = unitsDiscount(multi.o.discountType, multi.o.value, w.line.unitPrice, n);
      record(w, multi.o, n, d);
      add(multi.o, n, d);
    }
  }
}

function checkLines(lines: readonly PricingLine[]) {
  const ids = new Set<string>();
  for (const l of lines) {
    if (ids.has(l.id)) throw new PricingInputError(`Duplicate line id ${l.id}`);
    ids.add(l.id);
    if (!Number.isSafeInteger(l.quantity) || l.quantity < 0)
      throw new PricingInputError(`Line ${l.id}: quantity must be a whole number ≥ 0`);
    if (!Number.isSafeInteger(l.unitPrice) || l.unitPrice < 0)
      throw new PricingInputError(`Line ${l.id}: unit price must be whole minor units ≥ 0`);
    if (!Number.isFinite(l.vatRate) || l.vatRate < 0 || l.vatRate > 100)
      throw new PricingInputError(`Line ${l.id}: VAT rate must be 0–100`);
  }
}

/**
 * Prices an order: applies the offers in force at `at` for `venue` and returns per-line discounts,
 * the offers applied, totals and VAT per rate, all in integer minor units. Pure and deterministic:
 * the same input (in any line order) gives the same result. The rules are in docs/pricing.md.
 */
export function priceOrder(input: PricingInput): PricingResult {
  checkLines(input.lines);
  const moment = localMoment(input.at, input.venue.timeZone);
  const inForce = offersInForce(
    input.offers,
    moment,
    input.venue.id,
    new Set(input.pickedOfferIds ?? []),
  ).sort((a, b) => TYPE_RANK[a.type] - TYPE_RANK[b.type] || cmp(a.id, b.id));

  // Canonical order: most expensive unit first, then by item, variations and line id.
  const works: Work[] = input.lines
    .map((line) => ({
      line,
      key: `${line.itemId}\u0000${[...(line.variationIds ?? [])].sort().join(',')}\u0000${line.id}`,
      remaining: line.quantity,
      discount: 0,
      applied: new Map(),
    }))
    .sort((a, b) => b.line.unitPrice - a.line.unitPrice || cmp(a.key, b.key));

  const applied = new Map<string, AppliedOffer>();
  const note = (o: PricingOffer, r: { times: number; discount: number }) => {
    if (r.times > 0)
      applied.set(o.id, {
        offerId: o.id,
        name: o.name,
        type: o.type,
        times: r.times,
        discount: r.discount,
      });
  };
  const itemDiscounts: PricingOffer[] = [];
  const orderDiscounts: PricingOffer[] = [];
  const visual: { offerId: string; name: string }[] = [];
  for (const o of inForce) {
    if (o.type === 'BUNDLE') note(o, applyBundle(o, works));
    else if (o.type === 'STAGED_BUNDLE') note(o, applyStagedBundle(o, works));
    else if (o.type === 'STAGED_INDIVIDUAL') note(o, applyStagedIndividual(o, works));
    else if (o.type === 'ITEM_DISCOUNT') itemDiscounts.push(o);
    else if (o.type === 'ORDER_DISCOUNT') orderDiscounts.push(o);
    else visual.push({ offerId: o.id, name: o.name });
  }
  applyItemDiscounts(itemDiscounts, works, applied);

  // At most one order discount: the one that saves the most (ties: lowest id).
  const netOf = (w: Work) => w.line.unitPrice * w.line.quantity - w.discount;
  const orderBase = works.reduce((s, w) => s + netOf(w), 0);
  let best: { o: PricingOffer; d: number } | null = null;
  for (const o of orderDiscounts) {
    const d = discountOn(o.discountType, o.value, orderBase);
    if (d > 0 && (!best || d > best.d)) best = { o, d };
  }
  if (best) {
    const parts = allocate(best.d, works.map(netOf));
    works.forEach((w, i) => {
      const d = parts[i] ?? 0;
      if (d > 0) {
        w.discount += d;
        w.applied.set(best.o.id, { type: best.o.type, units: w.line.quantity, discount: d });
      }
    });
    note(best.o, { times: 1, discount: best.d });
  }

  const byLine = new Map(works.map((w) => [w.line.id, w]));
  const lines: PricedLine[] = input.lines.map((line) => {
    const w = byLine.get(line.id) as Work;
    const gross = line.unitPrice * line.quantity;
    return {
      lineId: line.id,
      itemId: line.itemId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      gross,
      discount: w.discount,
      net: gross - w.discount,
      applied: [...w.applied]
        .map(([offerId, a]) => ({ offerId, type: a.type, units: a.units, discount: a.discount }))
        .sort((a, b) => cmp(a.offerId, b.offerId)),
    };
  });

  const inclusive = input.venue.pricesIncludeVat ?? true;
  const bases = new Map<number, number>();
  for (const l of lines) bases.set(l.vatRate, (bases.get(l.vatRate) ?? 0) + l.net);
  const vatByRate: VatRow[] = [...bases]
    .sort((a, b) => a[0] - b[0])
    .map(([rate, base]) => {
      const bp = basisPoints(rate);
      const vat = inclusive ? divHalfUp(base * bp, 10_000 + bp) : divHalfUp(base * bp, 10_000);
      return { rate, base, vat };
    });

  const gross = lines.reduce((s, l) => s + l.gross, 0);
  const discount = lines.reduce((s, l) => s + l.discount, 0);
  const vat = vatByRate.reduce((s, r) => s + r.vat, 0);
  const net = gross - discount;
  return {
    currency: input.venue.currency,
    lines,
    appliedOffers: [...applied.values()].sort((a, b) => cmp(a.offerId, b.offerId)),
    visualOffers: visual.sort((a, b) => cmp(a.offerId, b.offerId)),
    totals: { gross, discount, net, vat, total: inclusive ? net : net + vat },
    vatByRate,
  };
}
