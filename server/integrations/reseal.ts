import { eq } from 'drizzle-orm';
import type { DB } from '../platform/db/client.ts';
import { integrationConnections } from '../platform/db/schema/index.ts';
import { isCurrent, type Keyring, reseal } from '../platform/secrets.ts';

/**
 * Seals every stored credential again with the ring's current key (after INTEGRATIONS_KEY got a
 * new first key, or to move rows off the old public development key). Answers how many changed;
 * a row no key opens is left as it is and counted apart.
 */
export async function resealCredentials(
  db: DB,
  ring: Keyring,
): Promise<{ resealed: number; unreadable: number }> {
  const rows = await db
    .select({ id: integrationConnections.id, credentials: integrationConnections.credentials })
    .from(integrationConnections);
  let resealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    if (isCurrent(row.credentials, ring)) continue;
    let sealed: string;
    try {
      sealed = reseal(row.credentials, ring);
    } catch {
      unreadable += 1;
      continue;
    }
    await db
      .update(integrationConnections)
      .set({ credentials: sealed })
      .where(eq(integrationConnections.id, row.id));
    resealed += 1;
  }
  return { resealed, unreadable };
}
