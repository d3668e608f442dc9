import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type LayoutSummary, type PosLayoutEvent, posLayoutMachine } from './posLayout.machine.ts';

const LAYOUTS: LayoutSummary[] = [
  {
    id: 'L1',
    categories: [
      { id: 'drinks', order: 2, pageId: 'P-drinks' },
      { id: 'food', order: 3, pageId: 'P-food' },
    ],
  },
  { id: 'L2', categories: [{ id: 'only', order: 1, pageId: 'P-only' }] },
];

/** The events the walk tries (finite samples; the guards refuse the ones that do not apply). */
const SAMPLES: PosLayoutEvent[] = [
  { type: 'LOADED', layouts: LAYOUTS },
  { type: 'LOADED', layouts: [] },
  { type: 'SELECT_LAYOUT', layoutId: 'L2' },
  { type: 'SELECT_LAYOUT', layoutId: 'L1' },
  { type: 'SELECT_LAYOUT', layoutId: 'unknown' },
  { type: 'SELECT_CATEGORY', categoryId: 'drinks' },
  { type: 'OPEN_PAGE', pageId: 'P-beer' },
  { type: 'OPEN_PAGE', pageId: 'P-cider' },
  { type: 'GO_TO_CRUMB', index: 0 },
  { type: 'REMOVE_SUB_PAGE', pageId: 'P-beer' },
  { type: 'REMOVED' },
  { type: 'REMOVE_FAILED' },
];

/** An actor whose screen part is simulated: while `removing`, the removal answers (or fails). */
function makeActor(removed: string[], refetches: { count: number }, fail = false) {
  const actor = createActor(posLayoutMachine.provide({ actions: { refetch: () => void refetches.count++ } }));
  actor.subscribe((snap) => {
    if (!snap.matches('removing') || !snap.context.removing) return;
    if (fail) queueMicrotask(() => actor.send({ type: 'REMOVE_FAILED' }));
    else {
      removed.push(snap.context.removing);
      queueMicrotask(() => actor.send({ type: 'REMOVED' }));
    }
  });
  return actor;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('POS layout breadcrumb machine model', () => {
  const model = createTestModel(posLayoutMachine, {
    events: (snapshot) => SAMPLES.filter((event) => snapshot.can(event)),
  });
  const paths = model.getShortestPaths();

  it('walks a model of the machine', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  for (const path of paths) {
    const via = path.steps.map((step) => step.event.type).join(' → ') || 'start';
    it(`holds its rules via ${via}`, async () => {
      let removals = 0;
      const refetches = { count: 0 };
      const actor = createActor(
        posLayoutMachine.provide({ actions: { refetch: () => void refetches.count++ } }),
      ).start();
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.')) continue;
        if (step.event.type === 'REMOVED') removals++;
        actor.send(step.event as PosLayoutEvent);
      }
      await settle();
      const snap = actor.getSnapshot();
      const { context } = snap;
      if (snap.matches('showing')) {
        const layout = LAYOUTS.find((l) => l.id === context.layoutId);
        expect(layout).toBeDefined();
        const category = layout?.categories.find((c) => c.id === context.categoryId);
        // The breadcrumb always starts with the selected category's page.
        expect(context.crumbs[0]).toBe(category?.pageId);
        expect(new Set(context.crumbs).size).toBe(context.crumbs.length);
      }
      if (snap.matches('empty')) expect(context.crumbs).toEqual([]);
      // Every removal reset to the category page and refetched once.
      expect(refetches.count).toBe(removals);
      if (path.steps.at(-1)?.event.type === 'REMOVED') expect(context.crumbs).toHaveLength(1);
      actor.stop();
    });
  }

  it('selects the first layout and the category with the highest order', () => {
    const actor = makeActor([], { count: 0 }).start();
    actor.send({ type: 'LOADED', layouts: LAYOUTS });
    expect(actor.getSnapshot().context).toMatchObject({
      layoutId: 'L1',
      categoryId: 'food',
      crumbs: ['P-food'],
    });
    actor.send({ type: 'LOADED', layouts: LAYOUTS, layoutId: 'L2' });
    expect(actor.getSnapshot().context).toMatchObject({ layoutId: 'L2', crumbs: ['P-only'] });
  });

  it('appends sub-pages, trims to an earlier crumb, and resets after removing a sub-page', async () => {
    const removed: string[] = [];
    const refetches = { count: 0 };
    const actor = makeActor(removed, refetches).start();
    actor.send({ type: 'LOADED', layouts: LAYOUTS });
    actor.send({ type: 'OPEN_PAGE', pageId: 'P-beer' });
    actor.send({ type: 'OPEN_PAGE', pageId: 'P-cider' });
    expect(actor.getSnapshot().context.crumbs).toEqual(['P-food', 'P-beer', 'P-cider']);
    actor.send({ type: 'GO_TO_CRUMB', index: 1 });
    expect(actor.getSnapshot().context.crumbs).toEqual(['P-food', 'P-beer']);
    actor.send({ type: 'REMOVE_SUB_PAGE', pageId: 'P-beer' });
    expect(actor.getSnapshot().matches('removing')).toBe(true);
    await settle();
    expect(removed).toEqual(['P-beer']);
    expect(refetches.count).toBe(1);
    expect(actor.getSnapshot().context.crumbs).toEqual(['P-food']);
  });

  it('keeps the breadcrumb and says so when the removal fails', async () => {
    const refetches = { count: 0 };
    const actor = makeActor([], refetches, true).start();
    actor.send({ type: 'LOADED', layouts: LAYOUTS });
    actor.send({ type: 'OPEN_PAGE', pageId: 'P-beer' });
    actor.send({ type: 'REMOVE_SUB_PAGE', pageId: 'P-beer' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ failed: true, crumbs: ['P-food', 'P-beer'] });
    expect(refetches.count).toBe(0);
  });
});
