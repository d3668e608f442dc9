import { asc } from 'drizzle-orm';
import type { DB } from '../platform/db/client.ts';
import { onlineOrderingVenues, venues } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

/** Tableside ordering on for the demo's first venue (its TABLE_SERVICE menu by the schedule). */
export async function seedOnlineOrdering(tx: Tx, companyId: string): Promise<void> {
  const [first] = await tx
    .select({ id: venues.id })
    .from(venues)
    .where(ownRows({ companyId }, venues))
    .orderBy(asc(venues.createdAt), asc(venues.name))
    .limit(1);
  if (!first) return;
  await tx.insert(onlineOrderingVenues).values({ venueId: first.id, companyId, enabled: true, menuId: null });
}
