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

export const INVENTORY_ERROR_CODES = ['required', 'invalid', 'tooSmall', 'tooLarge', 'tooLong'] as const;
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
