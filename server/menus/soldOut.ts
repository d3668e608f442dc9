import { isSoldOut } from '../../src/domain/inventory.ts';
import type { Queryable } from '../db/queryable.ts';
import type { Tenant } from '../db/tenant.ts';
import { levelsAt } from '../inventory/inventory.service.ts';

/** Marks the entries whose product is sold out at the venue (tracked stock at zero or below). */
export async function withSoldOut<E extends { itemId: string }, A extends { entries: E[] }>(
  db: Queryable,
  tenant: Tenant,
  venueId: string,
  answer: A,
): Promise<A & { entries: (E & { soldOut: boolean })[] }> {
  const levels = await levelsAt(
    db,
    tenant,
    venueId,
    answer.entries.map((entry) => entry.itemId),
  );
  return {
    ...answer,
    entries: answer.entries.map((entry) => ({ ...entry, soldOut: isSoldOut(levels.get(entry.itemId)) })),
  };
}
