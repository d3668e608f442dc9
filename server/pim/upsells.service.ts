import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { upsellSchema, upsellUpdateSchema } from '../../src/domain/pimSchemas.ts';
import type { VersionedKind } from '../platform/api/versioned.ts';
import type { Tx } from '../platform/db/queryable.ts';
import { items, upsellItems, upsells } from '../platform/db/schema/index.ts';
import { badInput, checkReferences, hasErrors } from './common.ts';

/** Makes the upsell's products exactly these live products of the company, in this order. */
async function setItems(tx: Tx, companyId: string, upsellId: string, itemIds: readonly string[]) {
  const errors = await checkReferences(tx, companyId, [
    { field: 'itemIds', table: items, ids: itemIds, extra: eq(items.deleted, false) },
  ]);
  if (hasErrors(errors)) throw badInput(errors);
  await tx.delete(upsellItems).where(eq(upsellItems.upsellId, upsellId));
  if (itemIds.length > 0)
    await tx
      .insert(upsellItems)
      .values(itemIds.map((itemId, position) => ({ companyId, upsellId, itemId, position })));
}

/** Upsells: products offered together, in display order. */
export const upsellKind: VersionedKind<
  typeof upsells,
  z.output<typeof upsellSchema>,
  z.output<typeof upsellUpdateSchema>
> = {
  table: upsells,
  values: (_tx, _viewer, data) => ({
    name: data.name,
    nameLang: data.nameLang ?? {},
    displayOrder: data.displayOrder,
  }),
  afterCreate: (tx, viewer, id, data) => setItems(tx, viewer.companyId, id, data.itemIds ?? []),
  changes: (data) => ({
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.nameLang != null ? { nameLang: data.nameLang } : {}),
    ...(data.displayOrder !== undefined ? { displayOrder: data.displayOrder } : {}),
  }),
  afterUpdate: async (tx, viewer, id, data) => {
    if (data.itemIds) await setItems(tx, viewer.companyId, id, data.itemIds);
  },
};
