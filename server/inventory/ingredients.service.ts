import { and, asc, count, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  crossesRecipe,
  type IngredientCountInput,
  type IngredientDeliveryInput,
  type IngredientInput,
  type IngredientLowInput,
  type IngredientUnit,
  ingredientsTaken,
  type RecipeInput,
  type RecipeLine,
  soldOutProducts,
  unitsByItem,
} from '../../src/domain/inventory.ts';
import { idempotencyConflict } from '../platform/api/idempotency.ts';
import { invalidFields } from '../platform/api/input.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  type IngredientStockMovementRow,
  ingredientStockLevels,
  ingredientStockMovements,
  recipeLines,
  stockIngredients,
  stockLevels,
} from '../platform/db/schema/index.ts';
import { ownRow, ownRows, type Tenant } from '../platform/db/tenant.ts';
import type { ByNameQuery } from '../platform/paging/byName.ts';
import { pageByName, searchColumns } from '../platform/paging/byName.ts';
import type { InstantKey, KeysetRows } from '../platform/paging/keyset.ts';
import { isUniqueViolation } from '../staff/errors.ts';
import { hashOf, INVENTORY_FIELDS, itemOf, soldOutChanged, venueOf } from './common.ts';

/**
 * Stock counted in ingredients through a simple recipe (issue 47 item 8, decision 0109,
 * docs/inventory.md): a company's stock ingredients, each product's recipe (base units of each
 * ingredient one unit sold takes), and each ingredient's level and movements per venue. Read and
 * written only here, through the tenant-scoped repository, like the unit stock beside it.
 */

/** An ingredient with its stock at one venue (level null: not tracked there). */
export interface IngredientView {
  id: string;
  name: string;
  unit: IngredientUnit;
  venueId: string;
  level: number | null;
  lowLevel: number | null;
}

/** A recipe line as read: the ingredient's name and unit with the quantity. */
export interface RecipeLineView {
  ingredientId: string;
  name: string;
  unit: IngredientUnit;
  quantity: number;
}

function ingredientColumns(venueId: string) {
  return {
    id: stockIngredients.id,
    name: stockIngredients.name,
    unit: sql<IngredientUnit>`${stockIngredients.unit}`,
    venueId: sql<string>`${venueId}::uuid`,
    level: ingredientStockLevels.level,
    lowLevel: ingredientStockLevels.lowLevel,
  };
}

// The level row of the ingredient (a company's, filtered where the ingredient is read) at a venue.
const levelAtVenue = (venueId: string) =>
  and(
    eq(ingredientStockLevels.ingredientId, stockIngredients.id),
    eq(ingredientStockLevels.venueId, venueId),
  );

/** An ingredient of the tenant's company, else NOT_FOUND (foreign like missing). */
async function ingredientOf(db: Queryable, tenant: Tenant, ingredientId: string) {
  if (!isUuid(ingredientId)) throw notFound();
  const [row] = await db
    .select()
    .from(stockIngredients)
    .where(ownRows(tenant, stockIngredients, eq(stockIngredients.id, ingredientId)));
  if (!row) throw notFound();
  return row;
}

/**
 * The company's ingredients by name with their stock at a venue, searched; `lowOnly` keeps the
 * tracked ones at or below their low level.
 */
export async function listIngredients(
  db: Queryable,
  viewer: Viewer,
  venueId: string,
  query: ByNameQuery & { lowOnly: boolean },
): Promise<KeysetRows<IngredientView>> {
  const venue = await venueOf(db, viewer, venueId);
  const where = (after?: SQL) =>
    ownRows(
      viewer,
      stockIngredients,
      searchColumns(query.search, [stockIngredients.name]),
      query.lowOnly
        ? sql`${ingredientStockLevels.lowLevel} is not null and ${ingredientStockLevels.level} <= ${ingredientStockLevels.lowLevel}`
        : undefined,
      after,
    );
  return pageByName(
    query,
    { name: stockIngredients.name, id: stockIngredients.id },
    {
      rows: (after, order, limit) =>
        db
          .select(ingredientColumns(venue.id))
          .from(stockIngredients)
          .leftJoin(ingredientStockLevels, levelAtVenue(venue.id))
          .where(where(after))
          .orderBy(...order)
          .limit(limit),
      count: async () => {
        const [row] = await db
          .select({ n: count() })
          .from(stockIngredients)
          .leftJoin(ingredientStockLevels, levelAtVenue(venue.id))
          .where(where());
        return Number(row?.n ?? 0);
      },
    },
  );
}

async function readIngredient(db: Queryable, tenant: Tenant, venueId: string, ingredientId: string) {
  const [row] = await db
    .select(ingredientColumns(venueId))
    .from(stockIngredients)
    .leftJoin(ingredientStockLevels, levelAtVenue(venueId))
    .where(ownRows(tenant, stockIngredients, eq(stockIngredients.id, ingredientId)));
  if (!row) throw notFound();
  return row;
}

/** A new stock ingredient; a name the company already uses (case aside) is the field's `duplicate`. */
export async function createIngredient(
  db: Queryable,
  viewer: Viewer,
  input: IngredientInput,
): Promise<{ id: string; name: string; unit: IngredientUnit }> {
  const duplicate = () => invalidFields({ name: 'duplicate' }, INVENTORY_FIELDS);
  const [existing] = await db
    .select({ id: stockIngredients.id })
    .from(stockIngredients)
    .where(ownRows(viewer, stockIngredients, sql`lower(${stockIngredients.name}) = lower(${input.name})`));
  if (existing) throw duplicate();
  try {
    const [row] = await db
      .insert(stockIngredients)
      .values(ownRow(viewer, { name: input.name, unit: input.unit }))
      .returning();
    if (!row) throw new Error('ingredient not made');
    return { id: row.id, name: row.name, unit: row.unit as IngredientUnit };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** A product's recipe, by ingredient name (empty: the product has none). */
export async function recipeOf(db: Queryable, viewer: Viewer, itemId: string): Promise<RecipeLineView[]> {
  await itemOf(db, viewer, itemId);
  return readRecipe(db, viewer, itemId);
}

function readRecipe(db: Queryable, tenant: Tenant, itemId: string): Promise<RecipeLineView[]> {
  return db
    .select({
      ingredientId: recipeLines.ingredientId,
      name: stockIngredients.name,
      unit: sql<IngredientUnit>`${stockIngredients.unit}`,
      quantity: recipeLines.quantity,
    })
    .from(recipeLines)
    .innerJoin(stockIngredients, eq(stockIngredients.id, recipeLines.ingredientId))
    .where(ownRows(tenant, recipeLines, eq(recipeLines.itemId, itemId)))
    .orderBy(asc(stockIngredients.name), asc(stockIngredients.id));
}

/**
 * Replaces a product's recipe (no lines: the product has no recipe). A foreign or missing product
 * or ingredient answers NOT_FOUND. The catalogue version moves, since the product's sold-out
 * state may change with it.
 */
export async function setRecipe(
  db: Queryable,
  viewer: Viewer,
  input: RecipeInput,
): Promise<RecipeLineView[]> {
  await itemOf(db, viewer, input.itemId);
  const ids = input.lines.map((line) => line.ingredientId);
  if (ids.some((id) => !isUuid(id))) throw notFound();
  if (ids.length) {
    const found = await db
      .select({ id: stockIngredients.id })
      .from(stockIngredients)
      .where(ownRows(viewer, stockIngredients, inArray(stockIngredients.id, ids)));
    if (found.length !== new Set(ids).size) throw notFound();
  }
  await db.transaction(async (tx) => {
    await tx.delete(recipeLines).where(ownRows(viewer, recipeLines, eq(recipeLines.itemId, input.itemId)));
    if (input.lines.length)
      await tx
        .insert(recipeLines)
        .values(input.lines.map((line) => ownRow(viewer, { itemId: input.itemId, ...line })));
    await soldOutChanged(tx, viewer);
  });
  return readRecipe(db, viewer, input.itemId);
}

/** An ingredient's movements at a venue, newest first (at most `first + 1`, after the cursor). */
export async function listIngredientMovements(
  db: Queryable,
  viewer: Viewer,
  venueId: string,
  ingredientId: string,
  first: number,
  after: InstantKey | null,
): Promise<IngredientStockMovementRow[]> {
  const venue = await venueOf(db, viewer, venueId);
  await ingredientOf(db, viewer, ingredientId);
  const m = ingredientStockMovements;
  return db
    .select()
    .from(m)
    .where(
      ownRows(
        viewer,
        m,
        eq(m.venueId, venue.id),
        eq(m.ingredientId, ingredientId),
        after ? or(lt(m.at, after.at), and(eq(m.at, after.at), lt(m.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(m.at), desc(m.id))
    .limit(first + 1);
}

/** The recipe quantities that use each of these ingredients (company-wide). */
async function quantitiesOf(tx: Queryable, tenant: Tenant, ingredientIds: readonly string[]) {
  const rows = ingredientIds.length
    ? await tx
        .select({ ingredientId: recipeLines.ingredientId, quantity: recipeLines.quantity })
        .from(recipeLines)
        .where(ownRows(tenant, recipeLines, inArray(recipeLines.ingredientId, [...ingredientIds])))
    : [];
  const byIngredient = new Map<string, number[]>();
  for (const row of rows)
    byIngredient.set(row.ingredientId, [...(byIngredient.get(row.ingredientId) ?? []), row.quantity]);
  return byIngredient;
}

async function replayedMove(db: Queryable, tenant: Tenant, venueId: string, key: string, hash: string) {
  const [row] = await db
    .select()
    .from(ingredientStockMovements)
    .where(
      ownRows(
        tenant,
        ingredientStockMovements,
        eq(ingredientStockMovements.venueId, venueId),
        eq(ingredientStockMovements.idempotencyKey, key),
      ),
    );
  if (!row) return null;
  if (row.requestHash !== hash) idempotencyConflict();
  return row;
}

async function writeIngredientByHand(
  db: Queryable,
  viewer: Viewer,
  who: string,
  operation: 'recordIngredientDelivery' | 'recordIngredientCount',
  input: IngredientDeliveryInput | IngredientCountInput,
  next: (level: number) => number,
  now: Date,
): Promise<IngredientView> {
  const venue = await venueOf(db, viewer, input.venueId);
  await ingredientOf(db, viewer, input.ingredientId);
  const key = input.idempotencyKey ?? null;
  const hash = key ? hashOf(operation, input) : null;
  const answer = () => readIngredient(db, viewer, venue.id, input.ingredientId);
  if (key && hash && (await replayedMove(db, viewer, venue.id, key, hash))) return answer();
  try {
    await db.transaction(async (tx) => {
      const made = await tx
        .insert(ingredientStockLevels)
        .values(ownRow(viewer, { venueId: venue.id, ingredientId: input.ingredientId, level: 0 }))
        .onConflictDoNothing()
        .returning({ id: ingredientStockLevels.id });
      const [current] = await tx
        .select()
        .from(ingredientStockLevels)
        .where(
          ownRows(
            viewer,
            ingredientStockLevels,
            eq(ingredientStockLevels.venueId, venue.id),
            eq(ingredientStockLevels.ingredientId, input.ingredientId),
          ),
        )
        .for('update');
      if (!current) throw new Error('ingredient level not made');
      const level = next(current.level);
      await tx
        .update(ingredientStockLevels)
        .set({ level, updatedAt: now })
        .where(ownRows(viewer, ingredientStockLevels, eq(ingredientStockLevels.id, current.id)));
      await tx.insert(ingredientStockMovements).values(
        ownRow(viewer, {
          venueId: venue.id,
          ingredientId: input.ingredientId,
          kind: operation === 'recordIngredientDelivery' ? 'DELIVERY' : 'COUNT',
          delta: level - current.level,
          level,
          who,
          note: input.note || null,
          idempotencyKey: key,
          requestHash: hash,
          at: now,
        }),
      );
      const quantities = (await quantitiesOf(tx, viewer, [input.ingredientId])).get(input.ingredientId) ?? [];
      // A first delivery or count starts tracking: "untracked" and "tracked at zero" differ for a
      // recipe, so starting at a level below some recipe's quantity also changes what is sold out.
      if (made.length || crossesRecipe(current.level, level, quantities)) await soldOutChanged(tx, viewer);
    });
    return answer();
  } catch (error) {
    if (!key || !hash || !isUniqueViolation(error)) throw error;
    if (await replayedMove(db, viewer, venue.id, key, hash)) return answer();
    throw error;
  }
}

/** Base units delivered: the level goes up by them (an untracked ingredient starts at zero). */
export function recordIngredientDelivery(
  db: Queryable,
  viewer: Viewer,
  who: string,
  input: IngredientDeliveryInput,
  now = new Date(),
) {
  return writeIngredientByHand(
    db,
    viewer,
    who,
    'recordIngredientDelivery',
    input,
    (level) => level + input.quantity,
    now,
  );
}

/** Base units counted: the level is set to them; the movement records the difference. */
export function recordIngredientCount(
  db: Queryable,
  viewer: Viewer,
  who: string,
  input: IngredientCountInput,
  now = new Date(),
) {
  return writeIngredientByHand(db, viewer, who, 'recordIngredientCount', input, () => input.level, now);
}

/** Sets (null clears) a tracked ingredient's low level at a venue; NOT_FOUND when untracked. */
export async function setIngredientLowLevel(
  db: Queryable,
  viewer: Viewer,
  input: IngredientLowInput,
): Promise<IngredientView> {
  const venue = await venueOf(db, viewer, input.venueId);
  await ingredientOf(db, viewer, input.ingredientId);
  const [row] = await db
    .update(ingredientStockLevels)
    .set({ lowLevel: input.lowLevel ?? null })
    .where(
      ownRows(
        viewer,
        ingredientStockLevels,
        eq(ingredientStockLevels.venueId, venue.id),
        eq(ingredientStockLevels.ingredientId, input.ingredientId),
      ),
    )
    .returning({ id: ingredientStockLevels.id });
  if (!row) throw notFound();
  return readIngredient(db, viewer, venue.id, input.ingredientId);
}

/** The recipe lines of these products (company-wide). */
async function recipesOf(db: Queryable, tenant: Tenant, itemIds: readonly string[]): Promise<RecipeLine[]> {
  if (!itemIds.length) return [];
  return db
    .select({
      itemId: recipeLines.itemId,
      ingredientId: recipeLines.ingredientId,
      quantity: recipeLines.quantity,
    })
    .from(recipeLines)
    .where(ownRows(tenant, recipeLines, inArray(recipeLines.itemId, [...itemIds])));
}

/**
 * The products of these that are sold out at a venue: tracked in units at zero or below, or made
 * by a recipe one of whose tracked ingredients holds less than one unit takes. The till's menu,
 * the guest page, the kitchen and the catalogue read this.
 */
export async function soldOutAt(
  db: Queryable,
  tenant: Tenant,
  venueId: string,
  itemIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(itemIds.filter(isUuid))];
  if (!ids.length || !isUuid(venueId)) return new Set();
  const [levels, recipe] = await Promise.all([
    db
      .select({ itemId: stockLevels.itemId, level: stockLevels.level })
      .from(stockLevels)
      .where(
        ownRows(tenant, stockLevels, eq(stockLevels.venueId, venueId), inArray(stockLevels.itemId, ids)),
      ),
    recipesOf(db, tenant, ids),
  ]);
  const ingredientIds = [...new Set(recipe.map((line) => line.ingredientId))];
  const ingredientLevels = ingredientIds.length
    ? await db
        .select({ ingredientId: ingredientStockLevels.ingredientId, level: ingredientStockLevels.level })
        .from(ingredientStockLevels)
        .where(
          ownRows(
            tenant,
            ingredientStockLevels,
            eq(ingredientStockLevels.venueId, venueId),
            inArray(ingredientStockLevels.ingredientId, ingredientIds),
          ),
        )
    : [];
  return soldOutProducts(
    ids,
    new Map(levels.map((row) => [row.itemId, row.level])),
    recipe,
    new Map(ingredientLevels.map((row) => [row.ingredientId, row.level])),
  );
}

/**
 * A sale's or a return's ingredient movements, inside the order's transaction (after the units):
 * each tracked ingredient of the lines' recipes moves by units × recipe quantity, locked in id
 * order. Untracked ingredients are left alone. A sale is never refused for stock.
 */
export async function moveIngredientsForOrder(
  tx: Queryable,
  tenant: Tenant,
  venueId: string,
  orderId: string,
  kind: 'SALE' | 'RETURN',
  lines: readonly { itemId?: string | null; quantity: number }[],
  who: string,
  at: Date,
): Promise<boolean> {
  const units = unitsByItem(lines);
  const itemIds = [...units.keys()].filter(isUuid);
  const taken = ingredientsTaken(units, await recipesOf(tx, tenant, itemIds));
  const ids = [...taken.keys()].sort();
  if (!ids.length) return false;
  const tracked = await tx
    .select()
    .from(ingredientStockLevels)
    .where(
      ownRows(
        tenant,
        ingredientStockLevels,
        eq(ingredientStockLevels.venueId, venueId),
        inArray(ingredientStockLevels.ingredientId, ids),
      ),
    )
    .orderBy(asc(ingredientStockLevels.ingredientId))
    .for('update');
  if (!tracked.length) return false;
  const quantities = await quantitiesOf(
    tx,
    tenant,
    tracked.map((row) => row.ingredientId),
  );
  let changed = false;
  for (const row of tracked) {
    const amount = taken.get(row.ingredientId) ?? 0;
    const delta = kind === 'SALE' ? -amount : amount;
    const level = row.level + delta;
    await tx
      .update(ingredientStockLevels)
      .set({ level, updatedAt: at })
      .where(ownRows(tenant, ingredientStockLevels, eq(ingredientStockLevels.id, row.id)));
    await tx.insert(ingredientStockMovements).values(
      ownRow(tenant, {
        venueId,
        ingredientId: row.ingredientId,
        kind,
        delta,
        level,
        who,
        note: null,
        orderId,
        at,
      }),
    );
    if (crossesRecipe(row.level, level, quantities.get(row.ingredientId) ?? [])) changed = true;
  }
  return changed;
}
