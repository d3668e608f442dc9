import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { type PaymentStoreRow, paymentStores } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { type LegalEntityShape, permittedLegalEntities, permittedVenues } from '../venues/venues.service.ts';

/**
 * What the onboarding page shows per venue (issue 24 item 1): whether it is a store at the card
 * provider yet, and whether its address (the metadata a store needs) is filled in, so the page
 * can say where to fix it before the provider is asked.
 */
export interface StoreVenue {
  id: string;
  name: string;
  street: string;
  zip: string;
  city: string;
  metadataComplete: boolean;
  store: PaymentStoreRow | null;
}

/** A venue's address is complete enough for the provider (spec section 5, "Metadata required"). */
export const hasStoreMetadata = (venue: { street: string; zip: string; city: string }) =>
  Boolean(venue.street.trim() && venue.zip.trim() && venue.city.trim());

export async function listStoreVenues(db: Queryable, viewer: Viewer): Promise<StoreVenue[]> {
  const [venues, stores] = await Promise.all([
    permittedVenues(db, viewer),
    db.select().from(paymentStores).where(ownRows(viewer, paymentStores)),
  ]);
  return venues.map((venue) => ({
    id: venue.id,
    name: venue.name,
    street: venue.street,
    zip: venue.zip,
    city: venue.city,
    metadataComplete: hasStoreMetadata(venue),
    store: stores.find((store) => store.venueId === venue.id) ?? null,
  }));
}

/**
 * The legal entity an account holder is created under: the one asked for when it is one of the
 * viewer's (a foreign or missing id → null, answered like a missing record by the caller), else
 * the company's own provider entity when it is stored, else the first, else none.
 */
export async function accountHolderEntity(
  db: Queryable,
  viewer: Viewer,
  companyEntityId: string | null,
  wanted: string | null | undefined,
): Promise<{ found: boolean; id: string | null }> {
  const entities = await permittedLegalEntities(db, viewer);
  if (wanted) return { found: entities.some((e) => e.id === wanted), id: wanted };
  const own = entities.find((e) => e.id === companyEntityId);
  return { found: true, id: own?.id ?? entities[0]?.id ?? null };
}

export type { LegalEntityShape };
