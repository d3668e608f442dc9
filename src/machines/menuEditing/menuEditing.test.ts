import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { MENU_INPUT_FOCUS_DELAY_MS } from '../../domain/menus.ts';
import { createMenuEditingActor } from './menuEditing.actors.ts';
import { followingEntries, menuEditingMachine } from './menuEditing.machine.ts';
import type { EditorEntry, Failure, MenuEditingEvent } from './menuEditing.types.ts';

// Two entries of the same item: one at its default price (it follows), one with its own price.
const BEER: EditorEntry = { id: 'e-beer', itemId: 'i-beer', title: 'Beer', price: 6900, defaultPrice: 6900 };
const WINE: EditorEntry = { id: 'e-wine', itemId: 'i-wine', title: 'Wine', price: 9900, defaultPrice: 8900 };
const CIDER: EditorEntry = {
  id: 'e-cider',
  itemId: 'i-cider',
  title: 'Cider',
  price: 7500,
  defaultPrice: 7500,
};

const SAMPLES: Record<string, MenuEditingEvent> = {
  LOAD: { type: 'LOAD', entries: [BEER, WINE] },
  ADD: { type: 'ADD', itemId: 'i-cider', title: 'Cider', price: 7500, defaultPrice: 7500 },
  ADDED: { type: 'ADDED', entry: CIDER },
  REMOVE: { type: 'REMOVE', entryId: 'e-beer' },
  REFRESHED: { type: 'REFRESHED', entries: [WINE] },
  SET_PRICE: { type: 'SET_PRICE', entryId: 'e-wine', price: 9500 },
  SET_DEFAULT_PRICE: { type: 'SET_DEFAULT_PRICE', itemId: 'i-beer', price: 7200 },
};

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('menu editing machine model', () => {
  const model = createTestModel(menuEditingMachine, {
    // The state, what is being saved and what last failed: the entries' values would make the graph endless.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.pending?.kind ?? null,
        snapshot.context.lastFailure?.kind ?? null,
      ]),
    events: (snapshot) =>
      menuEditingMachine.events
        .filter((type) => !type.startsWith('xstate.'))
        .map((type) => SAMPLES[type] ?? ({ type } as MenuEditingEvent))
        .filter((event) => snapshot.can(event)),
  });

  const paths = model.getShortestPaths();
  it('walks every state and every failure', () => {
    const states = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    for (const state of ['idle', 'adding', 'focusing', 'removing', 'refreshing', 'saving'])
      expect(states).toContain(JSON.stringify(state));
    const failed = new Set(paths.map((path) => path.state.context.lastFailure?.kind));
    for (const kind of ['add', 'remove', 'price', 'defaultPrice']) expect(failed).toContain(kind);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const calls: string[] = [];
      const failures: Failure[] = [];
      const focused: string[] = [];
      const timers: { fn: () => void; ms: number }[] = [];
      let pending = deferred<unknown>();
      const next = <T>() => {
        pending = deferred<unknown>();
        return pending.promise as Promise<T>;
      };
      const actor = createMenuEditingActor([BEER, WINE], {
        createEntry: (itemId, price) => {
          calls.push(`create ${itemId} ${price}`);
          return next<EditorEntry>();
        },
        disconnectEntry: (entryId) => {
          calls.push(`disconnect ${entryId}`);
          return next<void>();
        },
        refresh: () => {
          calls.push('refresh');
          return next<EditorEntry[]>();
        },
        savePrice: (entryId, price) => {
          calls.push(`price ${entryId} ${price}`);
          return next<void>();
        },
        saveDefaultPrice: (itemId, price) => {
          calls.push(`default ${itemId} ${price}`);
          return next<void>();
        },
        focusPrice: (entryId) => focused.push(entryId),
        notifyFailure: (failure) => failures.push(failure),
        setTimeout: (fn, ms) => timers.push({ fn, ms }),
      });
      const context = () => actor.getSnapshot().context;
      await path.test({
        states: {
          idle: () => expect(context().pending).toBeNull(),
          adding: () => expect(calls.at(-1)).toBe('create i-cider 7500'),
          focusing: () => {
            // The new entry is there, and its price field is focused only after 200 ms.
            expect(context().entries.map((entry) => entry.id)).toContain('e-cider');
            expect(timers.at(-1)?.ms).toBe(MENU_INPUT_FOCUS_DELAY_MS);
            expect(focused).toEqual([]);
          },
          removing: () => {
            // Hidden at once, before the server answers.
            expect(context().hidden).toContain('e-beer');
            expect(calls.at(-1)).toBe('disconnect e-beer');
          },
          refreshing: () => expect(calls.at(-1)).toBe('refresh'),
          saving: () => {
            const last = calls.at(-1) ?? '';
            if (last.startsWith('price')) {
              // Local first: the new price shows while the server saves it.
              expect(context().entries.find((entry) => entry.id === 'e-wine')?.price).toBe(9500);
            } else {
              expect(last).toBe('default i-beer 7200');
              const beer = context().entries.find((entry) => entry.id === 'e-beer');
              expect(beer).toMatchObject({ price: 7200, defaultPrice: 7200 });
              // Another item's entry is untouched.
              expect(context().entries.find((entry) => entry.id === 'e-wine')).toMatchObject({
                defaultPrice: 8900,
              });
              expect([9900, 9500]).toContain(context().entries.find((entry) => entry.id === 'e-wine')?.price);
            }
          },
        },
        events: {
          LOAD: () => void actor.send(SAMPLES.LOAD as MenuEditingEvent),
          ADD: () => void actor.send(SAMPLES.ADD as MenuEditingEvent),
          REMOVE: () => void actor.send(SAMPLES.REMOVE as MenuEditingEvent),
          SET_PRICE: () => void actor.send(SAMPLES.SET_PRICE as MenuEditingEvent),
          SET_DEFAULT_PRICE: () => void actor.send(SAMPLES.SET_DEFAULT_PRICE as MenuEditingEvent),
          ADDED: async () => {
            pending.resolve(CIDER);
            await flush();
          },
          REMOVED: async () => {
            pending.resolve(undefined);
            await flush();
          },
          REFRESHED: async () => {
            pending.resolve([WINE]);
            await flush();
          },
          SAVED: async () => {
            pending.resolve(undefined);
            await flush();
          },
          FAILED: async () => {
            const before = actor.getSnapshot();
            pending.reject(new Error('offline'));
            await flush();
            // Nothing looks saved that is not: a toast with Retry, and the entry marked.
            const failure = failures.at(-1);
            expect(failure).toBeDefined();
            if (before.value === 'removing') expect(context().hidden).not.toContain('e-beer');
            if (failure?.kind === 'price') expect(context().unsaved).toContain('e-wine');
            if (failure?.kind === 'defaultPrice') expect(context().unsaved).toContain('e-beer');
            if (failure?.kind === 'remove') expect(context().unsaved).toContain('e-beer');
          },
          FOCUS_DUE: () => {
            timers.at(-1)?.fn();
            expect(focused).toEqual(['e-cider']);
          },
        },
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    });
  }

  it('clears the unsaved mark when a retried change saves', async () => {
    let fail = true;
    const failures: Failure[] = [];
    const actor = createMenuEditingActor([BEER, WINE], {
      createEntry: () => Promise.reject(new Error('no')),
      disconnectEntry: () => Promise.resolve(),
      refresh: () => Promise.resolve([BEER, WINE]),
      savePrice: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()),
      saveDefaultPrice: () => Promise.resolve(),
      focusPrice: () => {},
      notifyFailure: (failure) => failures.push(failure),
    });
    actor.send({ type: 'SET_PRICE', entryId: 'e-wine', price: 9500 });
    await flush();
    expect(actor.getSnapshot().context.unsaved).toEqual(['e-wine']);
    // The local change is kept (spec section 8) but marked.
    expect(actor.getSnapshot().context.entries.find((entry) => entry.id === 'e-wine')?.price).toBe(9500);
    expect(failures).toEqual([{ kind: 'price', entryId: 'e-wine', price: 9500 }]);
    fail = false;
    actor.send({ type: 'SET_PRICE', entryId: 'e-wine', price: 9500 });
    await flush();
    expect(actor.getSnapshot().context.unsaved).toEqual([]);
    actor.stop();
  });
});

describe('changes made while another saves', () => {
  it('wait their turn instead of being dropped', async () => {
    const saved: string[] = [];
    const actor = createMenuEditingActor([BEER, WINE], {
      createEntry: () => Promise.reject(new Error('no')),
      disconnectEntry: () => Promise.resolve(),
      refresh: () => Promise.resolve([BEER, WINE]),
      savePrice: async (entryId, price) => {
        saved.push(`price ${entryId} ${price}`);
      },
      saveDefaultPrice: async (itemId, price) => {
        saved.push(`default ${itemId} ${price}`);
      },
      focusPrice: () => {},
      notifyFailure: () => {},
    });
    actor.request({ type: 'SET_DEFAULT_PRICE', itemId: 'i-beer', price: 7200 });
    actor.request({ type: 'SET_PRICE', entryId: 'e-wine', price: 9500 });
    await flush();
    await flush();
    expect(saved).toEqual(['default i-beer 7200', 'price e-wine 9500']);
    actor.stop();
  });
});

describe('default price changes', () => {
  it('move only the entries that carried the old default', () => {
    const own = { ...BEER, id: 'e-beer-own', price: 5900 };
    expect(followingEntries([BEER, own, WINE], 'i-beer').map((entry) => entry.id)).toEqual(['e-beer']);
  });
});
