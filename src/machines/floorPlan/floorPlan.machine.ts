import { assign, setup } from 'xstate';
import {
  clampToPlan,
  type Decor,
  type DecorKind,
  GRID,
  nextFreeCode,
  snap,
  TABLE_DEFAULT,
  TABLE_MIN_SIZE,
  type TableShape,
} from '../../domain/tables.ts';

/**
 * The floor-plan editor (issue 19): select, drag, move by keyboard, rotate, resize, add and
 * remove tables, walls and labels, undo and redo (as Odoo has), and the save with optimistic
 * concurrency. The screen draws `context`; every change goes through here so undo sees it.
 */

export interface PlanTable {
  /** `id` of the stored table; a table drawn in this session has a `new-…` key and no id. */
  key: string;
  id: string | null;
  code: string;
  seats: number;
  shape: TableShape;
  width: number;
  height: number;
  posX: number;
  posY: number;
  rotation: number;
  area: string;
}

export interface PlanShapes {
  tables: PlanTable[];
  decor: Decor[];
}

export interface FloorPlanContext extends PlanShapes {
  planId: string | null;
  width: number;
  height: number;
  version: number;
  selected: string | null;
  /** Earlier shapes, newest last; `future` holds the undone ones. */
  past: PlanShapes[];
  future: PlanShapes[];
  /** The shapes as last saved or loaded, to tell whether anything changed. */
  saved: PlanShapes;
  /** The selected item's position when the drag began (one undo step per drag). */
  dragOrigin: { x: number; y: number } | null;
  snapToGrid: boolean;
  /** A counter for new items' keys (deterministic in tests). */
  nextKey: number;
}

export interface LoadedPlan {
  id: string;
  width: number;
  height: number;
  version: number;
  tables: Omit<PlanTable, 'key'>[];
  decor: Decor[];
}

export type FloorPlanEvent =
  | { type: 'LOAD'; plan: LoadedPlan }
  | { type: 'SELECT'; key: string | null }
  | { type: 'SELECT_NEXT'; step: 1 | -1 }
  | { type: 'MOVE_BY'; dx: number; dy: number }
  | { type: 'DRAG_START' }
  | { type: 'DRAG_TO'; x: number; y: number }
  | { type: 'DRAG_END' }
  | { type: 'ROTATE'; degrees: number }
  | { type: 'RESIZE_BY'; dw: number; dh: number }
  | { type: 'ADD_TABLE'; code: string }
  | { type: 'ADD_DECOR'; kind: DecorKind; text: string }
  | {
      type: 'CHANGE';
      patch: Partial<Pick<PlanTable, 'code' | 'seats' | 'shape' | 'area'>> & { text?: string };
    }
  | { type: 'REMOVE' }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'TOGGLE_SNAP' }
  | { type: 'SAVE' }
  | { type: 'SAVED'; plan: LoadedPlan }
  | { type: 'CONFLICT'; currentVersion: number }
  | { type: 'FAILED' }
  | { type: 'OVERWRITE' }
  | { type: 'DISCARD' };

const HISTORY = 100;

/** Items in Tab order: tables, then walls and labels. */
export function itemKeys(context: PlanShapes): string[] {
  return [...context.tables.map((table) => table.key), ...context.decor.map((shape) => shape.id)];
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export function boxOf(context: PlanShapes, key: string | null): Box | null {
  const table = context.tables.find((candidate) => candidate.key === key);
  if (table)
    return {
      x: table.posX,
      y: table.posY,
      width: table.width,
      height: table.height,
      rotation: table.rotation,
    };
  const shape = context.decor.find((candidate) => candidate.id === key);
  return shape
    ? { x: shape.x, y: shape.y, width: shape.width, height: shape.height, rotation: shape.rotation }
    : null;
}

function withBox(context: PlanShapes, key: string, box: Partial<Box>): PlanShapes {
  return {
    tables: context.tables.map((table) =>
      table.key === key
        ? {
            ...table,
            posX: box.x ?? table.posX,
            posY: box.y ?? table.posY,
            width: box.width ?? table.width,
            height: box.height ?? table.height,
            rotation: box.rotation ?? table.rotation,
          }
        : table,
    ),
    decor: context.decor.map((shape) => (shape.id === key ? { ...shape, ...box } : shape)),
  };
}

const shapesOf = (context: PlanShapes): PlanShapes => ({ tables: context.tables, decor: context.decor });
const same = (a: PlanShapes, b: PlanShapes) => JSON.stringify(a) === JSON.stringify(b);

/** Pushes the current shapes on the undo stack and applies `next`. */
function commit(context: FloorPlanContext, next: PlanShapes): Partial<FloorPlanContext> {
  if (same(next, context)) return {};
  return { ...next, past: [...context.past, shapesOf(context)].slice(-HISTORY), future: [] };
}

function place(context: FloorPlanContext, box: Box, x: number, y: number) {
  const snapped = context.snapToGrid ? { x: snap(x), y: snap(y) } : { x: Math.round(x), y: Math.round(y) };
  return clampToPlan({ ...snapped, width: box.width, height: box.height }, context);
}

function fromLoaded(plan: LoadedPlan): PlanShapes {
  return { tables: plan.tables.map((table) => ({ ...table, key: table.id ?? '' })), decor: plan.decor };
}

/** The first code of the form N not on the plan (nor, when given, on the venue's other plans). */
export function freeCode(tables: readonly { code: string }[], elsewhere: readonly string[] = []): string {
  return nextFreeCode([...tables.map((table) => table.code), ...elsewhere]);
}

export const floorPlanMachine = setup({
  types: { context: {} as FloorPlanContext, events: {} as FloorPlanEvent },
  guards: {
    hasSelection: ({ context }) => boxOf(context, context.selected) !== null,
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    hasItems: ({ context }) => itemKeys(context).length > 0,
    hasPlan: ({ context }) => context.planId !== null,
  },
  actions: {
    load: assign(({ event }) => {
      if (event.type !== 'LOAD' && event.type !== 'SAVED') return {};
      const shapes = fromLoaded(event.plan);
      return {
        ...shapes,
        planId: event.plan.id,
        width: event.plan.width,
        height: event.plan.height,
        version: event.plan.version,
        saved: shapes,
        past: [],
        future: [],
        selected: null,
        dragOrigin: null,
      };
    }),
    select: assign(({ event, context }) => {
      if (event.type !== 'SELECT') return {};
      return { selected: event.key !== null && boxOf(context, event.key) ? event.key : null };
    }),
    selectNext: assign(({ event, context }) => {
      if (event.type !== 'SELECT_NEXT') return {};
      const keys = itemKeys(context);
      const at = context.selected ? keys.indexOf(context.selected) : -1;
      const next =
        at === -1 ? (event.step === 1 ? 0 : keys.length - 1) : (at + event.step + keys.length) % keys.length;
      return { selected: keys[next] ?? null };
    }),
    moveBy: assign(({ event, context }) => {
      const box = boxOf(context, context.selected);
      if (event.type !== 'MOVE_BY' || !box || !context.selected) return {};
      const to = place({ ...context, snapToGrid: false }, box, box.x + event.dx, box.y + event.dy);
      return commit(context, withBox(context, context.selected, to));
    }),
    dragStart: assign(({ context }) => {
      const box = boxOf(context, context.selected);
      return { dragOrigin: box ? { x: box.x, y: box.y } : null };
    }),
    dragTo: assign(({ event, context }) => {
      const box = boxOf(context, context.selected);
      if (event.type !== 'DRAG_TO' || !box || !context.selected) return {};
      return withBox(context, context.selected, place(context, box, event.x, event.y));
    }),
    dragEnd: assign(({ context }) => {
      const origin = context.dragOrigin;
      if (!origin || !context.selected) return { dragOrigin: null };
      // One undo step for the whole drag: the step remembers where the drag began.
      const before = withBox(context, context.selected, origin);
      if (same(before, context)) return { dragOrigin: null };
      return { dragOrigin: null, past: [...context.past, before].slice(-HISTORY), future: [] };
    }),
    rotate: assign(({ event, context }) => {
      const box = boxOf(context, context.selected);
      if (event.type !== 'ROTATE' || !box || !context.selected) return {};
      const rotation = (((box.rotation + event.degrees) % 360) + 360) % 360;
      return commit(context, withBox(context, context.selected, { rotation }));
    }),
    resizeBy: assign(({ event, context }) => {
      const box = boxOf(context, context.selected);
      if (event.type !== 'RESIZE_BY' || !box || !context.selected) return {};
      const width = Math.min(Math.max(TABLE_MIN_SIZE, box.width + event.dw), context.width - box.x);
      const height = Math.min(Math.max(TABLE_MIN_SIZE, box.height + event.dh), context.height - box.y);
      return commit(context, withBox(context, context.selected, { width, height }));
    }),
    addTable: assign(({ event, context }) => {
      if (event.type !== 'ADD_TABLE') return {};
      const key = `new-${context.nextKey}`;
      const table: PlanTable = {
        key,
        id: null,
        code: event.code,
        seats: TABLE_DEFAULT.seats,
        shape: TABLE_DEFAULT.shape,
        width: TABLE_DEFAULT.width,
        height: TABLE_DEFAULT.height,
        // New table positions default to 0 (spec section 9).
        posX: 0,
        posY: 0,
        rotation: 0,
        area: '',
      };
      return {
        ...commit(context, { tables: [...context.tables, table], decor: context.decor }),
        selected: key,
        nextKey: context.nextKey + 1,
      };
    }),
    addDecor: assign(({ event, context }) => {
      if (event.type !== 'ADD_DECOR') return {};
      const id = `new-${context.nextKey}`;
      const shape: Decor =
        event.kind === 'WALL'
          ? { id, kind: 'WALL', x: 0, y: 0, width: GRID * 10, height: GRID / 2, rotation: 0, text: '' }
          : {
              id,
              kind: 'LABEL',
              x: 0,
              y: 0,
              width: GRID * 6,
              height: GRID * 2,
              rotation: 0,
              text: event.text,
            };
      return {
        ...commit(context, { tables: context.tables, decor: [...context.decor, shape] }),
        selected: id,
        nextKey: context.nextKey + 1,
      };
    }),
    change: assign(({ event, context }) => {
      if (event.type !== 'CHANGE' || !context.selected) return {};
      const { text, ...tablePatch } = event.patch;
      return commit(context, {
        tables: context.tables.map((table) =>
          table.key === context.selected ? { ...table, ...tablePatch } : table,
        ),
        decor: context.decor.map((shape) =>
          shape.id === context.selected && text !== undefined ? { ...shape, text } : shape,
        ),
      });
    }),
    remove: assign(({ context }) => ({
      ...commit(context, {
        tables: context.tables.filter((table) => table.key !== context.selected),
        decor: context.decor.filter((shape) => shape.id !== context.selected),
      }),
      selected: null,
    })),
    undo: assign(({ context }) => {
      const previous = context.past.at(-1);
      if (!previous) return {};
      return {
        ...previous,
        past: context.past.slice(0, -1),
        future: [shapesOf(context), ...context.future],
        selected: boxOf(previous, context.selected) ? context.selected : null,
      };
    }),
    redo: assign(({ context }) => {
      const next = context.future[0];
      if (!next) return {};
      return {
        ...next,
        past: [...context.past, shapesOf(context)],
        future: context.future.slice(1),
        selected: boxOf(next, context.selected) ? context.selected : null,
      };
    }),
    toggleSnap: assign(({ context }) => ({ snapToGrid: !context.snapToGrid })),
    takeVersion: assign(({ event }) => (event.type === 'CONFLICT' ? { version: event.currentVersion } : {})),
  },
}).createMachine({
  id: 'floorPlan',
  context: {
    planId: null,
    width: 1200,
    height: 800,
    version: 0,
    tables: [],
    decor: [],
    selected: null,
    past: [],
    future: [],
    saved: { tables: [], decor: [] },
    dragOrigin: null,
    snapToGrid: true,
    nextKey: 1,
  },
  initial: 'empty',
  on: { LOAD: { target: '.editing', actions: 'load' } },
  states: {
    empty: {},
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            DRAG_START: { guard: 'hasSelection', target: 'dragging', actions: 'dragStart' },
          },
        },
        dragging: {
          on: {
            DRAG_TO: { actions: 'dragTo' },
            DRAG_END: { target: 'idle', actions: 'dragEnd' },
          },
        },
      },
      on: {
        SELECT: { actions: 'select' },
        SELECT_NEXT: { guard: 'hasItems', actions: 'selectNext' },
        MOVE_BY: { guard: 'hasSelection', actions: 'moveBy' },
        ROTATE: { guard: 'hasSelection', actions: 'rotate' },
        RESIZE_BY: { guard: 'hasSelection', actions: 'resizeBy' },
        ADD_TABLE: { actions: 'addTable' },
        ADD_DECOR: { actions: 'addDecor' },
        CHANGE: { guard: 'hasSelection', actions: 'change' },
        REMOVE: { guard: 'hasSelection', actions: 'remove' },
        UNDO: { guard: 'canUndo', actions: 'undo' },
        REDO: { guard: 'canRedo', actions: 'redo' },
        TOGGLE_SNAP: { actions: 'toggleSnap' },
        SAVE: { guard: 'hasPlan', target: 'saving' },
      },
    },
    saving: {
      on: {
        SAVED: { target: 'editing', actions: 'load' },
        CONFLICT: { target: 'conflict', actions: 'takeVersion' },
        FAILED: { target: 'editing' },
      },
    },
    /** Another save came first: reload theirs (DISCARD → LOAD) or save over it (OVERWRITE). */
    conflict: {
      on: {
        OVERWRITE: { target: 'saving' },
        DISCARD: { target: 'empty' },
      },
    },
  },
});

/** Whether the plan differs from the last saved or loaded one. */
export const isDirty = (context: FloorPlanContext) => !same(shapesOf(context), context.saved);
