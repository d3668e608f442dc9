import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  boxOf,
  type FloorPlanContext,
  type FloorPlanEvent,
  floorPlanMachine,
  freeCode,
  isDirty,
  type LoadedPlan,
} from './floorPlan.machine.ts';

const PLAN: LoadedPlan = {
  id: 'P1',
  width: 400,
  height: 300,
  version: 3,
  tables: [
    {
      id: 'T1',
      code: '1',
      seats: 4,
      shape: 'SQUARE',
      width: 80,
      height: 80,
      posX: 0,
      posY: 0,
      rotation: 0,
      area: '',
    },
    {
      id: 'T2',
      code: '2',
      seats: 2,
      shape: 'ROUND',
      width: 60,
      height: 60,
      posX: 200,
      posY: 100,
      rotation: 0,
      area: '',
    },
  ],
  decor: [{ id: 'W', kind: 'WALL', x: 0, y: 280, width: 400, height: 10, rotation: 0, text: '' }],
};

/** The events the walk tries (finite samples; guards refuse the ones that do not apply). */
const SAMPLES: FloorPlanEvent[] = [
  { type: 'LOAD', plan: PLAN },
  { type: 'SELECT', key: 'T1' },
  { type: 'SELECT', key: null },
  { type: 'SELECT_NEXT', step: 1 },
  { type: 'MOVE_BY', dx: 20, dy: 0 },
  { type: 'DRAG_START' },
  { type: 'DRAG_TO', x: 133, y: 47 },
  { type: 'DRAG_END' },
  { type: 'ROTATE', degrees: 45 },
  { type: 'RESIZE_BY', dw: 20, dh: 20 },
  { type: 'ADD_TABLE', code: '3' },
  { type: 'REMOVE' },
  { type: 'UNDO' },
  { type: 'REDO' },
  { type: 'SAVE' },
  { type: 'CONFLICT', currentVersion: 4 },
  { type: 'FAILED' },
  { type: 'OVERWRITE' },
  { type: 'DISCARD' },
  { type: 'SAVED', plan: { ...PLAN, version: 4 } },
  { type: 'CHANGE', patch: { code: '9', seats: 6 } },
  { type: 'ADD_DECOR', kind: 'LABEL', text: 'Bar' },
  { type: 'TOGGLE_SNAP' },
];

/** Every item stays inside the plan; the selection names an item or nothing. */
function checkInvariants(context: FloorPlanContext) {
  for (const table of context.tables) {
    expect(table.posX).toBeGreaterThanOrEqual(0);
    expect(table.posY).toBeGreaterThanOrEqual(0);
    expect(table.posX + table.width).toBeLessThanOrEqual(context.width);
    expect(table.posY + table.height).toBeLessThanOrEqual(context.height);
    expect(table.rotation).toBeGreaterThanOrEqual(0);
    expect(table.rotation).toBeLessThan(360);
  }
  if (context.selected !== null) expect(boxOf(context, context.selected)).not.toBeNull();
}

describe('floor-plan editing machine model', () => {
  const model = createTestModel(floorPlanMachine, {
    // Every event type has a sample: the walk would otherwise send bare `{ type }` events.
    events: () => SAMPLES,
    // The walk keys states by what the editor shows, not by the whole history (finite graph).
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.selected?.startsWith('new-') ? 'new' : snapshot.context.selected,
        snapshot.context.past.length > 0,
        snapshot.context.future.length > 0,
        Math.min(snapshot.context.tables.length, 4),
        snapshot.context.snapToGrid,
      ]),
  } as Parameters<typeof createTestModel<typeof floorPlanMachine>>[1]);
  const paths = model.getShortestPaths();

  it('walks a model of the machine', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  for (const path of paths) {
    const via = path.steps.map((step) => step.event.type).join(' → ') || 'start';
    it(`keeps items inside the plan and undo exact: ${via}`, () => {
      const actor = createActor(floorPlanMachine).start();
      const seen: string[] = [];
      for (const step of path.steps) {
        const before = actor.getSnapshot().context;
        seen.push(JSON.stringify({ tables: before.tables, decor: before.decor }));
        actor.send(step.event);
        checkInvariants(actor.getSnapshot().context);
      }
      // Undoing everything returns to the loaded plan, step by step.
      let context = actor.getSnapshot().context;
      while (actor.getSnapshot().can({ type: 'UNDO' })) {
        actor.send({ type: 'UNDO' });
        context = actor.getSnapshot().context;
        checkInvariants(context);
      }
      if (actor.getSnapshot().matches('editing')) expect(isDirty(context)).toBe(false);
    });
  }
});

describe('floor-plan editing', () => {
  const loaded = () => {
    const actor = createActor(floorPlanMachine).start();
    actor.send({ type: 'LOAD', plan: PLAN });
    return actor;
  };

  it('drags with the grid, one undo step per drag, and redoes it', () => {
    const actor = loaded();
    actor.send({ type: 'SELECT', key: 'T1' });
    actor.send({ type: 'DRAG_START' });
    actor.send({ type: 'DRAG_TO', x: 33, y: 9 });
    actor.send({ type: 'DRAG_TO', x: 131, y: 49 });
    actor.send({ type: 'DRAG_END' });
    expect(boxOf(actor.getSnapshot().context, 'T1')).toMatchObject({ x: 140, y: 40 });
    actor.send({ type: 'UNDO' });
    expect(boxOf(actor.getSnapshot().context, 'T1')).toMatchObject({ x: 0, y: 0 });
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'REDO' });
    expect(boxOf(actor.getSnapshot().context, 'T1')).toMatchObject({ x: 140, y: 40 });
  });

  it('moves by keyboard, clamped to the plan, and rotates round the circle', () => {
    const actor = loaded();
    actor.send({ type: 'SELECT_NEXT', step: 1 });
    expect(actor.getSnapshot().context.selected).toBe('T1');
    actor.send({ type: 'MOVE_BY', dx: -20, dy: 5 });
    expect(boxOf(actor.getSnapshot().context, 'T1')).toMatchObject({ x: 0, y: 5 });
    actor.send({ type: 'MOVE_BY', dx: 1000, dy: 0 });
    expect(boxOf(actor.getSnapshot().context, 'T1')).toMatchObject({ x: 320 });
    for (let i = 0; i < 9; i++) actor.send({ type: 'ROTATE', degrees: 45 });
    expect(boxOf(actor.getSnapshot().context, 'T1')?.rotation).toBe(45);
    actor.send({ type: 'SELECT_NEXT', step: -1 });
    expect(actor.getSnapshot().context.selected).toBe('W');
  });

  it('adds a table at 0,0 with a free code, and a conflict keeps the edits for an overwrite', () => {
    const actor = loaded();
    expect(freeCode(actor.getSnapshot().context.tables)).toBe('3');
    actor.send({ type: 'ADD_TABLE', code: '3' });
    const added = actor.getSnapshot().context.tables.at(-1);
    expect(added).toMatchObject({ id: null, code: '3', posX: 0, posY: 0, rotation: 0 });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'CONFLICT', currentVersion: 7 });
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(actor.getSnapshot().context.version).toBe(7);
    expect(actor.getSnapshot().context.tables).toHaveLength(3);
    actor.send({ type: 'OVERWRITE' });
    expect(actor.getSnapshot().value).toBe('saving');
  });
});
