import { and, asc, eq, isNull } from 'drizzle-orm';
import { DomainError, recordNotFound } from '../platform/api/domainError.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import { boostRequests, companies, grantOffers, users } from '../platform/db/schema/index.ts';
import { ownRow, ownRows } from '../platform/db/tenant.ts';
import { permittedLegalEntities } from '../venues/venues.service.ts';

/** Boost is offered in GB and SE (spec section 9). */
const BOOST_COUNTRIES = new Set(['GB', 'SE']);

type GrantOfferRow = typeof grantOffers.$inferSelect;

export interface GrantOffersShape {
  available: GrantOfferRow[];
  current: GrantOfferRow | null;
  seen: boolean;
}

/**
 * The offers of one of the viewer's legal entities: those that may be requested (not expired) and
 * the one being repaid. A legal entity that is not the viewer's answers with none.
 */
export async function grantOffersOf(
  db: DB,
  viewer: Viewer,
  legalEntityId: string,
): Promise<GrantOffersShape> {
  const entity = (await permittedLegalEntities(db, viewer)).find((e) => e.id === legalEntityId);
  const [company] = await db
    .select({ seenAt: companies.boostSeenAt })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  const seen = Boolean(company?.seenAt);
  if (!entity) return { available: [], current: null, seen };
  const rows = await db
    .select()
    .from(grantOffers)
    .where(ownRows(viewer, grantOffers, eq(grantOffers.legalEntityId, entity.id)))
    .orderBy(asc(grantOffers.createdAt));
  const now = Date.now();
  const live = rows.filter((offer) => offer.expiresAt === null || offer.expiresAt.getTime() > now);
  return {
    available: live.filter((offer) => offer.status === 'AVAILABLE'),
    current: rows.find((offer) => offer.status === 'CURRENT') ?? null,
    seen,
  };
}

/** The first time the company sees Boost (later visits change nothing): the "New" badge goes. */
export async function markBoostSeen(db: DB, companyId: string): Promise<void> {
  await db
    .update(companies)
    .set({ boostSeenAt: new Date() })
    .where(and(eq(companies.id, companyId), isNull(companies.boostSeenAt)));
}

/**
 * Records the viewer's request for an available, unexpired offer of one of their legal entities
 * (GB and SE companies only) and answers the facts the Boost team's mail names.
 */
export async function requestBoost(db: DB, viewer: Viewer, legalEntityId: string, offerId: string) {
  const [company] = await db
    .select({ name: companies.name, country: companies.country })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  if (!company || !BOOST_COUNTRIES.has(company.country))
    throw new DomainError('BAD_USER_INPUT', (t) => t.licences.boost.notAvailable());
  const entity = (await permittedLegalEntities(db, viewer)).find((e) => e.id === legalEntityId);
  const [offer] =
    entity && /^[0-9a-f-]{36}$/i.test(offerId)
      ? await db
          .select()
          .from(grantOffers)
          .where(
            ownRows(
              viewer,
              grantOffers,
              eq(grantOffers.id, offerId),
              eq(grantOffers.legalEntityId, entity.id),
              eq(grantOffers.status, 'AVAILABLE'),
            ),
          )
      : [];
  if (!entity || !offer || (offer.expiresAt && offer.expiresAt.getTime() <= Date.now()))
    throw recordNotFound();
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, viewer.userId));
  await db
    .insert(boostRequests)
    .values(ownRow(viewer, { legalEntityId: entity.id, offerId: offer.id, userId: viewer.userId }));
  return { company, entity, offer, user: user ?? null };
}
