import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  type DeliveryInput,
  type LowStockInput,
  type StockCountInput,
  type StockMovementKind,
  unitsByItem,
} from '../../src/domain/inventory.ts';
import { idempotencyConflict } from '../platform/api/idempotency.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import { hashOf, itemOf, soldOutChanged, venueOf } from './common.ts';

export { INVENTORY_FIELDS } from './common.ts';

import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { items, type StockMovementRow, stockLevels, stockMovements } from '../platform/db/schema/index.ts';
import { ownRow, ownRows, type Tenant } from '../platform/db/tenant.ts';
import type { ByNameQuery } from '../platform/paging/byName.ts';
import { pageByName, searchColumns } from '../platform/paging/byName.ts';
import type { InstantKey, KeysetRows } from '../platform/paging/keyset.ts';
import { isUniqueViolation } from '../staff/errors.ts';
import { moveIngredientsForOrder } from './ingredients.service.ts';

/**
 * Stock per product and venue (issue 47 item 8, docs/inventory.md). Levels and the append-only
 * movement history are read and written only here, through the tenant-scoped repository. A level
 * row means the product is tracked at that venue; a sale takes from it in the order's own
 * transaction (`takeForSale`), a delivery or a count changes it (`recordDelivery`,
 * `recordStockCount`), and each change appends one movement with the level it left.
 */

/** One row of the stock list: the level with its product's title and price. */
export interface StockView {
  id: string;
  venueId: string;
  itemId: string;
  /** The product's title (the list's sort key). */
  name: string;
  level: number;
  lowLevel: number | null;
  /** The product's default price, VAT included, minor units (the stock value's unit price). */
  unitPrice: number;
  updatedAt: Date;
}

const stockColumns = {
  id: stockLevels.id,
  venueId: stockLevels.venueId,
  itemId: stockLevels.itemId,
  name: items.title,
  level: stockLevels.level,
  lowLevel: stockLevels.lowLevel,
  unitPrice: items.defaultPrice,
  updatedAt: stockLevels.updatedAt,
};

const lowOnly = sql`${stockLevels.lowLevel} is not null and ${stockLevels.level} <= ${stockLevels.lowLevel}`;

/** A venue's tracked products by title, searched, optionally only those low on stock. */
export async function listStock(
  db: Queryable,
  viewer: Viewer,
  venueId: string,
  query: ByNameQuery & { lowOnly: boolean },
): Promise<KeysetRows<StockView>> {
  const venue = await venueOf(db, viewer, venueId);
  const where = (after?: SQL) =>
    ownRows(
      viewer,
      stockLevels,
      eq(stockLevels.venueId, venue.id),
      eq(items.deleted, false),
      searchColumns(query.search, [items.title]),
      query.lowOnly ? lowOnly : undefined,
      after,
    );
  return pageByName(
    query,
    { name: items.title, id: stockLevels.id },
    {
      rows: (after, order, limit) =>
        db
          .select(stockColumns)
          .from(stockLevels)
          .innerJoin(items, eq(items.id, stockLevels.itemId))
          .where(where(after))
          .orderBy(...order)
          .limit(limit),
      count: async () => {
        const [row] = await db
          .select({ n: count() })
          .from(stockLevels)
          .innerJoin(items, eq(items.id, stockLevels.itemId))
          .where(where());
        return Number(row?.n ?? 0);
      },
    },
  );
}

/** One product's level at a venue (null when it is not tracked there). */
export async function stockOf(
  db: Queryable,
  viewer: Viewer,
  venueId: string,
  itemId: string,
): Promise<StockView | null> {
  const venue = await venueOf(db, viewer, venueId);
  await itemOf(db, viewer, itemId);
  return readStock(db, viewer, venue.id, itemId);
}

async function readStock(db: Queryable, tenant: Tenant, venueId: string, itemId: string) {
  const [row] = await db
    .select(stockColumns)
    .from(stockLevels)
    .innerJoin(items, eq(items.id, stockLevels.itemId))
    .where(ownRows(tenant, stockLevels, eq(stockLevels.venueId, venueId), eq(stockLevels.itemId, itemId)));
  return row ?? null;
}

/** A product's movements at a venue, newest first (at most `first + 1`, after the cursor). */
export async function listMovements(
  db: Queryable,
  viewer: Viewer,
  venueId: string,
  itemId: string,
  first: number,
  after: InstantKey | null,
): Promise<StockMovementRow[]> {
  const venue = await venueOf(db, viewer, venueId);
  await itemOf(db, viewer, itemId);
  return db
    .select()
    .from(stockMovements)
    .where(
      ownRows(
        viewer,
        stockMovements,
        eq(stockMovements.venueId, venue.id),
        eq(stockMovements.itemId, itemId),
        after
          ? or(
              lt(stockMovements.at, after.at),
              and(eq(stockMovements.at, after.at), lt(stockMovements.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(stockMovements.at), desc(stockMovements.id))
    .limit(first + 1);
}

/** The movement a key already answered (same body), or null; CONFLICT for another body. */
async function replayed(db: Queryable, tenant: Tenant, venueId: string, key: string, hash: string) {
  const [row] = await db
    .select()
    .from(stockMovements)
    .where(
      ownRows(
        tenant,
        stockMovements,
        eq(stockMovements.venueId, venueId),
        eq(stockMovements.idempotencyKey, key),
      ),
    );
  if (!row) return null;
  if (row.requestHash !== hash) idempotencyConflict();
  return row;
}

/** The level row of a product at a venue, made (at zero) when it is not tracked yet, locked. */
async function lockLevel(tx: Queryable, tenant: Tenant, venueId: string, itemId: string) {
  await tx
    .insert(stockLevels)
    .values(ownRow(tenant, { venueId, itemId, level: 0 }))
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(stockLevels)
    .where(ownRows(tenant, stockLevels, eq(stockLevels.venueId, venueId), eq(stockLevels.itemId, itemId)))
    .for('update');
  if (!row) throw new Error('stock level not made');
  return row;
}

interface Change {
  kind: StockMovementKind;
  /** The new level from the current one. */
  next: (level: number) => number;
  who: string;
  note: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
}

async function applyChange(
  tx: Queryable,
  tenant: Tenant,
  venueId: string,
  itemId: string,
  change: Change,
  at: Date,
) {
  const current = await lockLevel(tx, tenant, venueId, itemId);
  const level = change.next(current.level);
  await tx
    .update(stockLevels)
    .set({ level, updatedAt: at })
    .where(ownRows(tenant, stockLevels, eq(stockLevels.id, current.id)));
  await tx.insert(stockMovements).values(
    ownRow(tenant, {
      venueId,
      itemId,
      kind: change.kind,
      delta: level - current.level,
      level,
      who: change.who,
      note: change.note,
      idempotencyKey: change.idempotencyKey,
      requestHash: change.requestHash,
      at,
    }),
  );
  if (current.level <= 0 !== level <= 0) await soldOutChanged(tx, tenant);
  return { before: current.level, level };
}

/** What a write by hand answers: the level after it, and whether a retry's key answered it. */
export interface StockWrite {
  stock: StockView;
  replayed: boolean;
}

async function writeByHand(
  db: Queryable,
  viewer: Viewer,
  who: string,
  operation: 'recordDelivery' | 'recordStockCount',
  input: DeliveryInput | StockCountInput,
  next: (level: number) => number,
  now: Date,
): Promise<StockWrite> {
  const venue = await venueOf(db, viewer, input.venueId);
  await itemOf(db, viewer, input.itemId);
  const key = input.idempotencyKey ?? null;
  const hash = key ? hashOf(operation, input) : null;
  const answer = async (replay: boolean): Promise<StockWrite> => {
    const stock = await readStock(db, viewer, venue.id, input.itemId);
    if (!stock) throw notFound();
    return { stock, replayed: replay };
  };
  if (key && hash && (await replayed(db, viewer, venue.id, key, hash))) return answer(true);
  try {
    await db.transaction((tx) =>
      applyChange(
        tx,
        viewer,
        venue.id,
        input.itemId,
        {
          kind: operation === 'recordDelivery' ? 'DELIVERY' : 'COUNT',
          next,
          who,
          note: input.note || null,
          idempotencyKey: key,
          requestHash: hash,
        },
        now,
      ),
    );
    return answer(false);
  } catch (error) {
    if (!key || !hash || !isUniqueViolation(error)) throw error;
    if (await replayed(db, viewer, venue.id, key, hash)) return answer(true);
    throw error;
  }
}

/** Units delivered: the level goes up by them (a product not tracked yet starts at zero). */
export function recordDelivery(
  db: Queryable,
  viewer: Viewer,
  who: string,
  input: DeliveryInput,
  now = new Date(),
) {
  return writeByHand(db, viewer, who, 'recordDelivery', input, (level) => level + input.quantity, now);
}

/** Units counted: the level is set to them; the movement records the difference. */
export function recordStockCount(
  db: Queryable,
  viewer: Viewer,
  who: string,
  input: StockCountInput,
  now = new Date(),
) {
  return writeByHand(db, viewer, who, 'recordStockCount', input, () => input.level, now);
}

/**
 * Sets (or clears, with null) a tracked product's low-stock level. A product not tracked at the
 * venue answers NOT_FOUND: tracking starts with a delivery or a count (starting it here, at zero,
 * would sell the product out).
 */
export async function setLowStockLevel(
  db: Queryable,
  viewer: Viewer,
  input: LowStockInput,
): Promise<StockView> {
  const venue = await venueOf(db, viewer, input.venueId);
  await itemOf(db, viewer, input.itemId);
  const [row] = await db
    .update(stockLevels)
    .set({ lowLevel: input.lowLevel ?? null })
    .where(
      ownRows(viewer, stockLevels, eq(stockLevels.venueId, venue.id), eq(stockLevels.itemId, input.itemId)),
    )
    .returning({ id: stockLevels.id });
  if (!row) throw notFound();
  const stock = await readStock(db, viewer, venue.id, input.itemId);
  if (!stock) throw notFound();
  return stock;
}

/**
 * A sale's or a return's movements, inside the order's transaction: for each product of the lines
 * that is tracked at the venue, the level moves by its units (taken for a SALE, put back for a
 * RETURN). Untracked products are left alone. Answers the products whose sold-out state changed.
 */
export async function moveForOrder(
  tx: Queryable,
  tenant: Tenant,
  venueId: string,
  orderId: string,
  kind: 'SALE' | 'RETURN',
  lines: readonly { itemId?: string | null; quantity: number }[],
  who: string,
  at: Date,
): Promise<string[]> {
  const units = unitsByItem(lines);
  const ids = [...units.keys()].filter(isUuid).sort();
  const tracked = ids.length
    ? await tx
        .select()
        .from(stockLevels)
        .where(
          ownRows(tenant, stockLevels, eq(stockLevels.venueId, venueId), inArray(stockLevels.itemId, ids)),
        )
        .orderBy(asc(stockLevels.itemId))
        .for('update')
    : [];
  const changed: string[] = [];
  for (const row of tracked) {
    const quantity = units.get(row.itemId) ?? 0;
    const delta = kind === 'SALE' ? -quantity : quantity;
    const level = row.level + delta;
    await tx
      .update(stockLevels)
      .set({ level, updatedAt: at })
      .where(ownRows(tenant, stockLevels, eq(stockLevels.id, row.id)));
    await tx
      .insert(stockMovements)
      .values(
        ownRow(tenant, { venueId, itemId: row.itemId, kind, delta, level, who, note: null, orderId, at }),
      );
    if (row.level <= 0 !== level <= 0) changed.push(row.itemId);
  }
  const ingredientsCrossed = await moveIngredientsForOrder(
    tx,
    tenant,
    venueId,
    orderId,
    kind,
    lines,
    who,
    at,
  );
  if (changed.length || ingredientsCrossed) await soldOutChanged(tx, tenant);
  return changed;
}

/** The INVENTORY report's rows: movements of a company's venues in a range, with product titles. */
export async function movementsInRange(
  db: Queryable,
  tenant: Tenant,
  venueIds: readonly string[],
  from: Date,
  to: Date,
) {
  if (!venueIds.length) return [];
  return db
    .select({
      at: stockMovements.at,
      venueId: stockMovements.venueId,
      itemId: stockMovements.itemId,
      title: items.title,
      kind: stockMovements.kind,
      delta: stockMovements.delta,
      level: stockMovements.level,
      unitPrice: items.defaultPrice,
    })
    .from(stockMovements)
    .innerJoin(items, eq(items.id, stockMovements.itemId))
    .where(
      ownRows(
        tenant,
        stockMovements,
        inArray(stockMovements.venueId, [...venueIds]),
        gte(stockMovements.at, from),
        lte(stockMovements.at, to),
      ),
    )
    .orderBy(asc(stockMovements.at), asc(stockMovements.id));
}
