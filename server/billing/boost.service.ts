import { and, eq, isNull } from 'drizzle-orm';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import { boostRequests, companies } from '../platform/db/schema/index.ts';
import { ownRow } from '../platform/db/tenant.ts';

// Boost's writes (the GraphQL module checks the country, the legal entity and the offer first).

/** The first time the company sees Boost (later visits change nothing): the "New" badge goes. */
export async function markBoostSeen(db: DB, companyId: string): Promise<void> {
  await db
    .update(companies)
    .set({ boostSeenAt: new Date() })
    .where(and(eq(companies.id, companyId), isNull(companies.boostSeenAt)));
}

/** A request for one of the company's offers, by the viewer, for one of their legal entities. */
export async function recordBoostRequest(db: DB, viewer: Viewer, legalEntityId: string, offerId: string) {
  await db.insert(boostRequests).values(ownRow(viewer, { legalEntityId, offerId, userId: viewer.userId }));
}
