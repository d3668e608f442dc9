import { fieldCodes } from './fieldCodes.ts';
import { z } from './zod.ts';

/**
 * Tables and floor plans (spec section 3 "Table", issue 19): the shapes, limits, the shared input
 * rules, the bulk-code expansion ("1–20") and the table state read from open orders.
 */

export const TABLE_SHAPES = ['ROUND', 'SQUARE', 'RECTANGLE'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

/** Plain shapes drawn on a plan beside the tables. */
export const DECOR_KINDS = ['WALL', 'LABEL'] as const;
export type DecorKind = (typeof DECOR_KINDS)[number];

export const TABLE_STATES = ['FREE', 'OPEN', 'PREBILLED', 'PAID'] as const;
export type TableState = (typeof TABLE_STATES)[number];

/** Plan size in plan units (1 unit = 1 CSS pixel at 100 % zoom). */
export const PLAN_DEFAULT = { width: 1200, height: 800 } as const;
export const PLAN_MAX = 5000;
export const GRID = 20;
export const TABLE_DEFAULT = { seats: 4, shape: 'SQUARE' as TableShape, width: 80, height: 80 } as const;
export const TABLE_MIN_SIZE = 20;
export const MAX_TABLES_PER_PLAN = 500;
export const MAX_BULK_TABLES = 200;
export const MAX_SEATS = 100;
export const MAX_CODE_LENGTH = 20;
/** A paid table shows as paid this long before it counts as free again. */
export const PAID_HOLD_MINUTES = 10;

export const TABLE_ERROR_CODES = [
  'NOT_FOUND',
  'CHECK_FIELDS',
  'NAME_REQUIRED',
  'CODE_REQUIRED',
  'DUPLICATE_CODE',
  'OUTSIDE_PLAN',
  'UNKNOWN_PLAN',
  'INVALID_CHOICE',
  'INVALID_RANGE',
  'TOO_MANY',
  'LICENCE',
] as const;
export type TableErrorCode = (typeof TABLE_ERROR_CODES)[number];

const int = (min: number, max: number) => z.number().int().min(min).max(max);

export const floorPlanInput = z.object({
  name: z.string().trim().min(1, 'NAME_REQUIRED').max(100),
  venueId: z.string().min(1).max(100),
  width: int(200, PLAN_MAX).default(PLAN_DEFAULT.width),
  height: int(200, PLAN_MAX).default(PLAN_DEFAULT.height),
});
export type FloorPlanInput = z.infer<typeof floorPlanInput>;

export const tableInput = z.object({
  code: z.string().trim().min(1, 'CODE_REQUIRED').max(MAX_CODE_LENGTH),
  floorPlanId: z.string().min(1).max(100),
  seats: int(0, MAX_SEATS).default(TABLE_DEFAULT.seats),
  shape: z.enum(TABLE_SHAPES).default(TABLE_DEFAULT.shape),
  width: int(TABLE_MIN_SIZE, 1000).default(TABLE_DEFAULT.width),
  height: int(TABLE_MIN_SIZE, 1000).default(TABLE_DEFAULT.height),
  // New table positions default to 0 (spec section 9).
  posX: int(0, PLAN_MAX).default(0),
  posY: int(0, PLAN_MAX).default(0),
  rotation: int(0, 359).default(0),
  area: z.string().trim().max(60).default(''),
});
export type TableInput = z.infer<typeof tableInput>;

/** One table as the floor-plan editor saves it: `id` absent for a table drawn in this session. */
export const planTableInput = tableInput
  .omit({ floorPlanId: true })
  .extend({ id: z.string().max(100).nullish() });
export type PlanTableInput = z.infer<typeof planTableInput>;

export const decorInput = z.object({
  id: z.string().min(1).max(100),
  kind: z.enum(DECOR_KINDS),
  x: int(0, PLAN_MAX),
  y: int(0, PLAN_MAX),
  width: int(1, PLAN_MAX),
  height: int(1, PLAN_MAX),
  rotation: int(0, 359).default(0),
  text: z.string().max(100).default(''),
});
export type Decor = z.infer<typeof decorInput>;

export const planSaveInput = z.object({
  tables: z.array(planTableInput).max(MAX_TABLES_PER_PLAN),
  decor: z.array(decorInput).max(MAX_TABLES_PER_PLAN),
});

export const bulkTablesInput = z.object({
  floorPlanId: z.string().min(1).max(100),
  prefix: z.string().max(10).default(''),
  from: int(0, 100_000),
  to: int(0, 100_000),
  seats: int(0, MAX_SEATS).default(TABLE_DEFAULT.seats),
  shape: z.enum(TABLE_SHAPES).default(TABLE_DEFAULT.shape),
  area: z.string().trim().max(60).default(''),
});
export type BulkTablesInput = z.infer<typeof bulkTablesInput>;

/** The codes of a bulk create ("tables 1–20" → 1 … 20); null when the range is empty or too long. */
export function bulkCodes(prefix: string, from: number, to: number): string[] | null {
  if (to < from || to - from + 1 > MAX_BULK_TABLES) return null;
  return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
}

/** Codes compare without case or surrounding spaces: "T1" and "t1 " are one table. */
export const codeKey = (code: string) => code.trim().toLocaleLowerCase('en');

/** The first code of the form N (1, 2, 3…) none of `codes` holds: the next table's proposed code. */
export function nextFreeCode(codes: readonly string[]): string {
  const taken = new Set(codes.map(codeKey));
  let n = 1;
  while (taken.has(String(n))) n++;
  return String(n);
}

export interface PlacedTable {
  code: string;
  posX: number;
  posY: number;
  width: number;
  height: number;
}

/** Problems of a plan's tables: duplicate codes and tables whose box leaves the plan; by index. */
export function planProblems(
  plan: { width: number; height: number },
  tables: readonly PlacedTable[],
): { index: number; code: 'DUPLICATE_CODE' | 'OUTSIDE_PLAN' }[] {
  const seen = new Set<string>();
  const problems: { index: number; code: 'DUPLICATE_CODE' | 'OUTSIDE_PLAN' }[] = [];
  tables.forEach((table, index) => {
    const key = codeKey(table.code);
    if (seen.has(key)) problems.push({ index, code: 'DUPLICATE_CODE' });
    seen.add(key);
    if (table.posX + table.width > plan.width || table.posY + table.height > plan.height)
      problems.push({ index, code: 'OUTSIDE_PLAN' });
  });
  return problems;
}

/** An order as table monitoring reads it. */
export interface TableOrder {
  status: string;
  total: number;
  paid: number;
  guestCount: number;
  staffName: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

export interface TableStatus {
  state: TableState;
  guests: number;
  /** When the first open order was made; null when free. */
  seatedAt: Date | null;
  amount: number;
  staff: string | null;
}

const OPEN_STATUSES = new Set(['PENDING', 'ACCEPTED', 'FINALIZING', 'READY', 'DELIVERING', 'SCHEDULED']);

/**
 * A table's state from its recent orders: OPEN while an order is open and not yet billed;
 * PREBILLED when every open order is FINALIZING (the bill is printed); PAID when the open orders are
 * paid in full or the last order was completed less than PAID_HOLD_MINUTES ago; else FREE.
 */
export function tableStatus(orders: readonly TableOrder[], now: Date): TableStatus {
  const open = orders.filter((order) => OPEN_STATUSES.has(order.status));
  if (open.length > 0) {
    const amount = open.reduce((sum, order) => sum + order.total, 0);
    const paid = open.reduce((sum, order) => sum + order.paid, 0);
    const state: TableState =
      paid >= amount && amount > 0
        ? 'PAID'
        : open.every((order) => order.status === 'FINALIZING')
          ? 'PREBILLED'
          : 'OPEN';
    const first = open.reduce((a, b) => (a.createdAt <= b.createdAt ? a : b));
    const last = open.reduce((a, b) => (a.createdAt >= b.createdAt ? a : b));
    return {
      state,
      guests: Math.max(...open.map((order) => order.guestCount)),
      seatedAt: first.createdAt,
      amount,
      staff: last.staffName,
    };
  }
  const hold = now.getTime() - PAID_HOLD_MINUTES * 60_000;
  const recent = orders
    .filter((order) => order.status === 'COMPLETED' && (order.paidAt ?? order.createdAt).getTime() >= hold)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (recent)
    return {
      state: 'PAID',
      guests: recent.guestCount,
      seatedAt: recent.createdAt,
      amount: recent.total,
      staff: recent.staffName,
    };
  return { state: 'FREE', guests: 0, seatedAt: null, amount: 0, staff: null };
}

/** Snaps a coordinate to the grid. */
export const snap = (value: number, grid = GRID) => Math.round(value / grid) * grid;

/** Keeps a box inside the plan. */
export function clampToPlan(
  box: { x: number; y: number; width: number; height: number },
  plan: { width: number; height: number },
) {
  return {
    x: Math.min(Math.max(0, box.x), Math.max(0, plan.width - box.width)),
    y: Math.min(Math.max(0, box.y), Math.max(0, plan.height - box.height)),
  };
}

/** The field codes of a refused input, by dotted path (the first problem of each field). */
export const tableFieldErrors = fieldCodes<TableErrorCode>(TABLE_ERROR_CODES, (issue) =>
  issue.code === 'invalid_value' ? 'INVALID_CHOICE' : 'CHECK_FIELDS',
);
