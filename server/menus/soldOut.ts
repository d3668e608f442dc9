import { soldOutAt } from '../inventory/ingredients.service.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import type { Tenant } from '../platform/db/tenant.ts';

/**
 * Marks the entries whose product is sold out at the venue (tracked units at zero or below, or a
 * recipe ingredient short of one unit: decision 0109).
 */
export async function withSoldOut<E extends { itemId: string }, A extends { entries: E[] }>(
  db: Queryable,
  tenant: Tenant,
  venueId: string,
  answer: A,
): Promise<A & { entries: (E & { soldOut: boolean })[] }> {
  const soldOut = await soldOutAt(
    db,
    tenant,
    venueId,
    answer.entries.map((entry) => entry.itemId),
  );
  return {
    ...answer,
    entries: answer.entries.map((entry) => ({ ...entry, soldOut: soldOut.has(entry.itemId) })),
  };
}
