import { eq } from 'drizzle-orm';
import {
  emptyGroup,
  type PricingCurrency,
  type PricingResult,
  priceOrder,
} from '../../src/domain/pricing/index.ts';
import { zonedToInstant } from '../../src/domain/zonedTime.ts';
import { badArguments } from '../platform/api/domainError.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { companies, items, offers } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { idIn } from '../platform/paging/named.ts';
import { permittedVenue } from '../venues/venues.service.ts';
import { pricingOffers } from './pricingOffers.ts';

/** Lines a trial basket may hold (a till's basket, not a catalogue). */
export const MAX_TRIAL_LINES = 100;

export interface TrialInput {
  venueId: string;
  /** Local time at the venue (`YYYY-MM-DDTHH:mm`), or an instant with its offset (`…Z`, `…+01:00`). */
  at: string;
  lines: readonly { itemId: string; quantity: number }[];
  pickedOfferIds: readonly string[];
}

export interface Trial extends PricingResult {
  /** The staff-picked offers that could apply to this basket here: those without products, or with one of its products. */
  manualOffers: { id: string; name: string }[];
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const ZONED = /(Z|[+-]\d{2}:\d{2})$/;

/**
 * The discounts page's "try it" panel (issue 14): a basket priced by the server against the
 * company's offers, so the browser never reads every offer. Products at their default price, at
 * the venue's local time; a product not the company's (or deleted) answers like a missing one.
 */
export async function tryOffers(db: Queryable, viewer: Viewer, input: TrialInput): Promise<Trial> {
  if (
    input.lines.length > MAX_TRIAL_LINES ||
    input.pickedOfferIds.length > MAX_TRIAL_LINES ||
    !TIME.test(input.at) ||
    input.lines.some(
      (line) => !Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 10_000,
    )
  )
    throw badArguments();
  const venue = await permittedVenue(db, viewer, input.venueId);
  if (!venue) throw notFound();
  const at = ZONED.test(input.at) ? new Date(input.at) : zonedToInstant(input.at, venue.timezone);
  if (Number.isNaN(at.getTime())) throw badArguments();
  const ids = [...new Set(input.lines.map((line) => line.itemId))];
  if (ids.some((id) => !isUuid(id))) throw notFound();
  const [products, offerRows, [company]] = await Promise.all([
    ids.length
      ? db
          .select({ id: items.id, defaultPrice: items.defaultPrice, vatRate: items.vatRate })
          .from(items)
          .where(ownRows(viewer, items, eq(items.deleted, false), idIn(items.id, ids)))
      : [],
    db.select().from(offers).where(ownRows(viewer, offers)),
    db.select({ currency: companies.currency }).from(companies).where(eq(companies.id, viewer.companyId)),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  if (byId.size !== ids.length) throw notFound();
  const stored = await pricingOffers(db, viewer, offerRows);
  const priced = priceOrder({
    lines: input.lines.map((line, index) => {
      const product = byId.get(line.itemId);
      return {
        id: String(index),
        itemId: line.itemId,
        quantity: line.quantity,
        unitPrice: product?.defaultPrice ?? 0,
        vatRate: product?.vatRate ?? 0,
      };
    }),
    offers: stored,
    at,
    venue: {
      id: venue.id,
      timeZone: venue.timezone,
      currency: (company?.currency ?? 'SEK') as PricingCurrency,
    },
    pickedOfferIds: [...input.pickedOfferIds],
  });
  const inBasket = new Set(ids);
  const manualOffers = stored
    .filter(
      (offer) =>
        !offer.automatic &&
        offer.type !== 'VISUAL' &&
        (offer.venueIds.length === 0 || offer.venueIds.includes(venue.id)) &&
        (offer.groups.every(emptyGroup) ||
          offer.groups.some((group) => group.itemIds.some((id) => inBasket.has(id)))),
    )
    .map((offer) => ({ id: offer.id, name: offer.name }))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  return { ...priced, manualOffers };
}
