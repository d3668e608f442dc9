import type { StoredOffer } from '../../src/domain/orders.ts';
import { offerCategoryIds, withCategoryItems } from '../../src/domain/pricing/index.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import type { Tenant } from '../platform/db/tenant.ts';
import { categoryProducts } from './offerCategories.ts';
import { type OfferRow, storedOffer } from './offers.service.ts';

/**
 * Stored offers in the pricing engine's shape with their groups' categories turned into the
 * products they cover at this moment (one query for all the offers): what orders and the try-it
 * panel price with, so a product added to a category later is covered.
 */
export async function pricingOffers(
  db: Queryable,
  tenant: Tenant,
  rows: readonly OfferRow[],
): Promise<StoredOffer[]> {
  const stored = rows.map(storedOffer);
  const categories = offerCategoryIds(stored);
  if (categories.length === 0) return stored;
  const covered = await categoryProducts(db, tenant, categories);
  return stored.map((offer) => withCategoryItems(offer, (id) => covered.get(id)?.map((p) => p.id)));
}
