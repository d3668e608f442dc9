import { fieldCodes, requiredOr } from './fieldCodes.ts';
import { IDEMPOTENCY_KEY_LENGTH } from './orderSchemas.ts';
import { z } from './zod.ts';

/**
 * Stock per product and venue (issue 47 item 8, docs/inventory.md): whole units, a movement for
 * every change, sold out at zero. Both sides read these rules.
 */
export const STOCK_MOVEMENT_KINDS = ['SALE', 'RETURN', 'DELIVERY', 'COUNT', 'ADJUSTMENT'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** The most units one delivery or count may name (a typo guard, not a business limit). */
export const STOCK_QUANTITY_MAX = 1_000_000;
export const STOCK_NOTE_MAX = 200;
/** Rows of the stock list a page shows by default, and of a product's movements. */
export const STOCK_PAGE_SIZE = 50;
export const STOCK_MOVEMENTS_PAGE_SIZE = 50;

export const INVENTORY_ERROR_CODES = [
  'required',
  'invalid',
  'tooSmall',
  'tooLarge',
  'tooLong',
  'duplicate',
] as const;
export type InventoryErrorCode = (typeof INVENTORY_ERROR_CODES)[number];

const idempotencyKey = z
  .string()
  .trim()
  .min(IDEMPOTENCY_KEY_LENGTH.min, 'invalid')
  .max(IDEMPOTENCY_KEY_LENGTH.max, 'invalid')
  .nullish();
const note = z.string().trim().max(STOCK_NOTE_MAX, 'tooLong').nullish();

/** A delivery: units in (at least one). */
export const deliverySchema = z.object({
  venueId: z.string().min(1, 'required'),
  itemId: z.string().min(1, 'required'),
  quantity: z.number().int('invalid').min(1, 'tooSmall').max(STOCK_QUANTITY_MAX, 'tooLarge'),
  note,
  idempotencyKey,
});
export type DeliveryInput = z.infer<typeof deliverySchema>;

/** A count: the units found (the level is set to it; the difference is the movement). */
export const stockCountSchema = z.object({
  venueId: z.string().min(1, 'required'),
  itemId: z.string().min(1, 'required'),
  level: z.number().int('invalid').min(0, 'tooSmall').max(STOCK_QUANTITY_MAX, 'tooLarge'),
  note,
  idempotencyKey,
});
export type StockCountInput = z.infer<typeof stockCountSchema>;

/** The level at or below which a product is low (null: no warning). */
export const lowStockSchema = z.object({
  venueId: z.string().min(1, 'required'),
  itemId: z.string().min(1, 'required'),
  lowLevel: z.number().int('invalid').min(0, 'tooSmall').max(STOCK_QUANTITY_MAX, 'tooLarge').nullish(),
});
export type LowStockInput = z.infer<typeof lowStockSchema>;

export const inventoryFieldErrors = fieldCodes<InventoryErrorCode>(
  INVENTORY_ERROR_CODES,
  requiredOr('invalid'),
);

/** A tracked product is sold out at a level of zero or below; an untracked one never is. */
export function isSoldOut(level: number | null | undefined): boolean {
  return level != null && level <= 0;
}

/** Low on stock: at or below its low level (and not already sold out). */
export function isLowStock(level: number, lowLevel: number | null | undefined): boolean {
  return lowLevel != null && level <= lowLevel;
}

/**
 * What an order's lines take from stock: units per product (lines of one product summed; a line
 * without a product takes nothing).
 */
export function unitsByItem(
  lines: readonly { itemId?: string | null; quantity: number }[],
): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (!line.itemId) continue;
    units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  }
  return units;
}

/*
 * Stock counted in ingredients through a simple recipe (issue 47 item 8, decision 0109): an
 * ingredient is counted in whole base units (pieces, grams or millilitres); a product's recipe
 * names how many of them one unit sold takes.
 */
export const INGREDIENT_UNITS = ['PIECE', 'GRAM', 'MILLILITRE'] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];
export const INGREDIENT_NAME_MAX = 100;
/** The most lines one recipe may have. */
export const RECIPE_LINES_MAX = 20;

/** A new stock ingredient: its name (unique in the company, case aside) and its unit. */
export const ingredientSchema = z.object({
  name: z.string('required').trim().min(1, 'required').max(INGREDIENT_NAME_MAX, 'tooLong'),
  unit: z.enum(INGREDIENT_UNITS, 'invalid'),
});
export type IngredientInput = z.infer<typeof ingredientSchema>;

const quantity = z.number().int('invalid').min(1, 'tooSmall').max(STOCK_QUANTITY_MAX, 'tooLarge');

/** A product's recipe: each ingredient once, with what one unit sold takes (empty: no recipe). */
export const recipeSchema = z
  .object({
    itemId: z.string().min(1, 'required'),
    lines: z
      .array(z.object({ ingredientId: z.string().min(1, 'required'), quantity }), 'invalid')
      .max(RECIPE_LINES_MAX, 'tooLarge'),
  })
  .superRefine((recipe, ctx) => {
    const seen = new Set<string>();
    recipe.lines.forEach((line, index) => {
      if (seen.has(line.ingredientId))
        ctx.addIssue({ code: 'custom', message: 'invalid', path: ['lines', index, 'ingredientId'] });
      seen.add(line.ingredientId);
    });
  });
export type RecipeInput = z.infer<typeof recipeSchema>;

/** An ingredient delivery (base units in) and count (base units found). */
export const ingredientDeliverySchema = z.object({
  venueId: z.string().min(1, 'required'),
  ingredientId: z.string().min(1, 'required'),
  quantity,
  note,
  idempotencyKey,
});
export type IngredientDeliveryInput = z.infer<typeof ingredientDeliverySchema>;

export const ingredientCountSchema = z.object({
  venueId: z.string().min(1, 'required'),
  ingredientId: z.string().min(1, 'required'),
  level: z.number().int('invalid').min(0, 'tooSmall').max(STOCK_QUANTITY_MAX, 'tooLarge'),
  note,
  idempotencyKey,
});
export type IngredientCountInput = z.infer<typeof ingredientCountSchema>;

export const ingredientLowSchema = z.object({
  venueId: z.string().min(1, 'required'),
  ingredientId: z.string().min(1, 'required'),
  lowLevel: z.number().int('invalid').min(0, 'tooSmall').max(STOCK_QUANTITY_MAX, 'tooLarge').nullish(),
});
export type IngredientLowInput = z.infer<typeof ingredientLowSchema>;

export interface RecipeLine {
  itemId: string;
  ingredientId: string;
  /** Base units one unit sold takes. */
  quantity: number;
}

/**
 * What an order's units take of each ingredient: units of a product × its recipe quantity,
 * summed per ingredient (a product without a recipe takes no ingredient).
 */
export function ingredientsTaken(
  units: ReadonlyMap<string, number>,
  recipe: readonly RecipeLine[],
): Map<string, number> {
  const taken = new Map<string, number>();
  for (const line of recipe) {
    const sold = units.get(line.itemId);
    if (!sold) continue;
    taken.set(line.ingredientId, (taken.get(line.ingredientId) ?? 0) + sold * line.quantity);
  }
  return taken;
}

/**
 * A recipe line runs short when its ingredient is tracked at the venue and holds less than one
 * unit sold takes (zero or below included); an untracked ingredient never does.
 */
export function isShort(level: number | null | undefined, quantity: number): boolean {
  return level != null && level < quantity;
}

/**
 * The products sold out at a venue: tracked in units at zero or below, or with a recipe line
 * whose ingredient runs short. `levels` are the tracked products' units, `ingredientLevels` the
 * tracked ingredients' base units.
 */
export function soldOutProducts(
  itemIds: readonly string[],
  levels: ReadonlyMap<string, number>,
  recipe: readonly RecipeLine[],
  ingredientLevels: ReadonlyMap<string, number>,
): Set<string> {
  const out = new Set<string>();
  for (const id of itemIds) if (isSoldOut(levels.get(id))) out.add(id);
  for (const line of recipe)
    if (isShort(ingredientLevels.get(line.ingredientId), line.quantity)) out.add(line.itemId);
  return out;
}

/**
 * Whether an ingredient's change from `before` to `after` turns some product sold out or
 * available again: one of the recipe quantities that use it lies between the two levels.
 */
export function crossesRecipe(before: number, after: number, quantities: readonly number[]): boolean {
  return quantities.some((quantity) => isShort(before, quantity) !== isShort(after, quantity));
}
