import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { MENU_INPUT_FOCUS_DELAY_MS } from '../../domain/menus.ts';
import { createMenuEditingActor, type MenuEditingEnvironment } from './menuEditing.actors.ts';
import { followingEntries, menuEditingMachine } from './menuEditing.machine.ts';
import type { EditorEntry, Failure, MenuAnswer, MenuEditingEvent } from './menuEditing.types.ts';

// Two entries of the same item: one at its default price (it follows), one with its own price.
const BEER: EditorEntry = {
  id: 'e-beer',
  itemId: 'i-beer',
  title: 'Beer',
  price: 6900,
  defaultPrice: 6900,
  itemVersion: 3,
};
const WINE: EditorEntry = {
  id: 'e-wine',
  itemId: 'i-wine',
  title: 'Wine',
  price: 9900,
  defaultPrice: 8900,
  itemVersion: 1,
};
const CIDER: EditorEntry = {
  id: 'e-cider',
  itemId: 'i-cider',
  title: 'Cider',
  price: 7500,
  defaultPrice: 7500,
  itemVersion: 1,
};
/** The version the editor starts from, and the one "someone else" leaves. */
const V = 4;
const THEIRS = 9;

const SAMPLES: Record<string, MenuEditingEvent> = {
  LOAD: { type: 'LOAD', entries: [BEER, WINE], version: V + 1 },
  ADD: { type: 'ADD', itemId: 'i-cider', title: 'Cider', price: 7500, defaultPrice: 7500 },
  ADDED: { type: 'ADDED', entryId: 'e-cider', menu: { entries: [BEER, WINE, CIDER], version: V + 1 } },
  REMOVE: { type: 'REMOVE', entryId: 'e-beer' },
  REMOVED: { type: 'REMOVED', menu: { entries: [WINE], version: V + 1 } },
  SET_PRICE: { type: 'SET_PRICE', entryId: 'e-wine', price: 9500 },
  SET_DEFAULT_PRICE: { type: 'SET_DEFAULT_PRICE', itemId: 'i-beer', price: 7200 },
  SAVED: { type: 'SAVED', menu: null, itemVersion: null },
  CONFLICT: { type: 'CONFLICT', currentVersion: THEIRS },
  RELOADED: { type: 'RELOADED', menu: { entries: [WINE], version: THEIRS } },
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

/** The server's refusal of a stale version, as the wiring sees it. */
class Stale extends Error {
  constructor(readonly currentVersion: number) {
    super('Someone else changed this record.');
  }
}
const conflictVersion = (error: unknown) => (error instanceof Stale ? error.currentVersion : null);

/** A server in memory: the menu's entries and version, checked like updateMenu checks them. */
function fakeServer(entries: EditorEntry[], version: number) {
  const state = { entries: [...entries], version, calls: [] as string[] };
  const answer = (): MenuAnswer => ({
    entries: state.entries.map((entry) => ({ ...entry })),
    version: state.version,
  });
  const write = (expected: number, change: () => void): Promise<MenuAnswer> => {
    if (expected !== state.version) return Promise.reject(new Stale(state.version));
    change();
    state.version += 1;
    return Promise.resolve(answer());
  };
  const env: MenuEditingEnvironment = {
    createEntry: async (itemId, price, expected) => {
      state.calls.push(`create ${itemId} ${price} @${expected}`);
      const menu = await write(expected, () =>
        state.entries.push({ ...CIDER, id: `e-${itemId}`, itemId, price }),
      );
      return { entryId: `e-${itemId}`, menu };
    },
    disconnectEntry: (entryId, expected) => {
      state.calls.push(`disconnect ${entryId} @${expected}`);
      return write(expected, () => {
        state.entries = state.entries.filter((entry) => entry.id !== entryId);
      });
    },
    savePrice: (entryId, price, expected) => {
      state.calls.push(`price ${entryId} ${price} @${expected}`);
      return write(expected, () => {
        state.entries = state.entries.map((entry) => (entry.id === entryId ? { ...entry, price } : entry));
      });
    },
    // The product's write: entries at the old default follow, and their menu's version moves on.
    saveDefaultPrice: async (itemId, price, expected) => {
      state.calls.push(`default ${itemId} ${price} @${expected}`);
      const itemVersion = (expected ?? 0) + 1;
      const following = new Set(followingEntries(state.entries, itemId).map((entry) => entry.id));
      state.entries = state.entries.map((entry) =>
        entry.itemId !== itemId
          ? entry
          : {
              ...entry,
              defaultPrice: price,
              itemVersion,
              price: following.has(entry.id) ? price : entry.price,
            },
      );
      if (following.size > 0) state.version += 1;
      return { itemVersion, menu: answer() };
    },
    reload: async () => {
      state.calls.push('reload');
      return answer();
    },
    conflictVersion,
    focusPrice: () => {},
    notifyFailure: () => {},
  };
  return { state, env };
}

describe('menu editing machine model', () => {
  const model = createTestModel(menuEditingMachine, {
    // The state, what is being saved, what last failed and whether changes wait: the entries'
    // values would make the graph endless.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.pending?.kind ?? null,
        snapshot.context.lastFailure?.kind ?? null,
        snapshot.context.queue.length > 0,
      ]),
    events: (snapshot) =>
      menuEditingMachine.events
        .filter((type) => !type.startsWith('xstate.'))
        .map((type) => SAMPLES[type] ?? ({ type } as MenuEditingEvent))
        .filter((event) => snapshot.can(event)),
  });

  const paths = model.getShortestPaths({ input: { entries: [BEER, WINE], version: V } });
  it('walks every state, every failure, a conflict on every kind of write, and the queue', () => {
    const states = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    for (const state of ['idle', 'adding', 'focusing', 'removing', 'saving', 'conflict', 'reloading'])
      expect(states).toContain(JSON.stringify(state));
    const failed = new Set(paths.map((path) => path.state.context.lastFailure?.kind));
    for (const kind of ['add', 'remove', 'price', 'defaultPrice']) expect(failed).toContain(kind);
    // Paths that are the start of longer ones are left out: look at every step.
    const conflicted = new Set(
      paths.flatMap((path) =>
        path.steps
          .filter((step) => step.state.matches('conflict'))
          .map((step) => step.state.context.pending?.kind),
      ),
    );
    for (const kind of ['add', 'remove', 'price', 'defaultPrice']) expect(conflicted).toContain(kind);
    expect(paths.some((path) => path.state.context.queue.length > 0)).toBe(true);
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
      const actor = createMenuEditingActor(
        { entries: [BEER, WINE], version: V },
        {
          createEntry: (itemId, price, version) => {
            calls.push(`create ${itemId} ${price} @${version}`);
            return next();
          },
          disconnectEntry: (entryId, version) => {
            calls.push(`disconnect ${entryId} @${version}`);
            return next();
          },
          savePrice: (entryId, price, version) => {
            calls.push(`price ${entryId} ${price} @${version}`);
            return next();
          },
          saveDefaultPrice: (itemId, price, version) => {
            calls.push(`default ${itemId} ${price} @${version}`);
            return next();
          },
          reload: () => {
            calls.push('reload');
            return next();
          },
          conflictVersion,
          focusPrice: (entryId) => focused.push(entryId),
          notifyFailure: (failure) => failures.push(failure),
          setTimeout: (fn, ms) => timers.push({ fn, ms }),
        },
      );
      const context = () => actor.getSnapshot().context;
      /** The answer the fake server gives the write on its way. */
      const answer = (): unknown => {
        const last = calls.at(-1) ?? '';
        if (last.startsWith('default'))
          return { itemVersion: 4, menu: { entries: context().entries, version: context().version + 1 } };
        if (last === 'reload') return { entries: [WINE], version: THEIRS };
        return { entries: context().entries, version: context().version + 1 };
      };
      await path.test({
        states: {
          idle: () => expect(context().pending).toBeNull(),
          adding: () => expect(calls.at(-1)).toMatch(/^create i-cider 7500 @\d+$/),
          focusing: () => {
            // The new entry is there, and its price field is focused only after 200 ms.
            expect(context().entries.map((entry) => entry.id)).toContain('e-cider');
            expect(timers.at(-1)?.ms).toBe(MENU_INPUT_FOCUS_DELAY_MS);
            expect(focused).toEqual([]);
          },
          removing: () => {
            // Hidden at once, before the server answers.
            expect(context().hidden).toContain('e-beer');
            expect(calls.at(-1)).toMatch(/^disconnect e-beer @\d+$/);
          },
          saving: () => {
            const last = calls.at(-1) ?? '';
            if (last.startsWith('price')) {
              // Local first: the new price shows while the server saves it.
              expect(context().entries.find((entry) => entry.id === 'e-wine')?.price).toBe(9500);
            } else {
              // The product's write carries the product's version.
              expect(last).toMatch(/^default i-beer 7200 @\d+$/);
              const beer = context().entries.find((entry) => entry.id === 'e-beer');
              expect(beer).toMatchObject({ price: 7200, defaultPrice: 7200 });
              // Another item's entry is untouched.
              expect(context().entries.find((entry) => entry.id === 'e-wine')).toMatchObject({
                defaultPrice: 8900,
              });
            }
          },
          // Nothing is dropped or sent while the user chooses.
          conflict: () => expect(context().conflictVersion).toBe(THEIRS),
          reloading: () => expect(calls.at(-1)).toBe('reload'),
        },
        events: {
          LOAD: () => void actor.send(SAMPLES.LOAD as MenuEditingEvent),
          ADD: () => void actor.send(SAMPLES.ADD as MenuEditingEvent),
          REMOVE: () => void actor.send(SAMPLES.REMOVE as MenuEditingEvent),
          SET_PRICE: () => void actor.send(SAMPLES.SET_PRICE as MenuEditingEvent),
          SET_DEFAULT_PRICE: () => void actor.send(SAMPLES.SET_DEFAULT_PRICE as MenuEditingEvent),
          RELOAD: () => void actor.send({ type: 'RELOAD' }),
          CANCEL: () => void actor.send({ type: 'CANCEL' }),
          OVERWRITE: () => {
            const before = calls.length;
            actor.send({ type: 'OVERWRITE' });
            // Sent again, against the version someone else left.
            expect(calls.length).toBe(before + 1);
            expect(calls.at(-1)).toMatch(new RegExp(`@${THEIRS}$`));
          },
          ADDED: async () => {
            pending.resolve({ entryId: 'e-cider', menu: { entries: [BEER, WINE, CIDER], version: V + 1 } });
            await flush();
          },
          REMOVED: async () => {
            pending.resolve(answer());
            await flush();
            // The answer is the refresh: the entry is gone from the server's menu.
            expect(context().version).toBeGreaterThan(V);
          },
          SAVED: async () => {
            pending.resolve(answer());
            await flush();
          },
          RELOADED: async () => {
            pending.resolve(answer());
            await flush();
            // The server's entries and version; the change and what waited are dropped.
            expect(context().version).toBe(THEIRS);
            expect(context().queue).toEqual([]);
          },
          CONFLICT: async () => {
            pending.reject(new Stale(THEIRS));
            await flush();
          },
          FAILED: async () => {
            const before = actor.getSnapshot();
            pending.reject(new Error('offline'));
            await flush();
            if (before.value === 'reloading') return;
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
            expect(focused).toContain('e-cider');
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
    const { env } = fakeServer([BEER, WINE], V);
    const actor = createMenuEditingActor(
      { entries: [BEER, WINE], version: V },
      {
        ...env,
        savePrice: (entryId, price, version) =>
          fail ? Promise.reject(new Error('offline')) : env.savePrice(entryId, price, version),
        notifyFailure: (failure) => failures.push(failure),
      },
    );
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
  it('wait in the machine and go in the order made, each against the version the last answer gave', async () => {
    const { state, env } = fakeServer([BEER, WINE], V);
    const actor = createMenuEditingActor({ entries: [BEER, WINE], version: V }, env);
    actor.send({ type: 'SET_PRICE', entryId: 'e-beer', price: 7000 });
    // Made while the first is on its way: queued in the machine's context, shown at once.
    actor.send({ type: 'SET_PRICE', entryId: 'e-wine', price: 9500 });
    actor.send({ type: 'REMOVE', entryId: 'e-beer' });
    actor.send({ type: 'ADD', itemId: 'i-cider', title: 'Cider', price: 7500, defaultPrice: 7500 });
    const queued = actor.getSnapshot().context;
    expect(queued.queue.map((change) => change.type)).toEqual(['SET_PRICE', 'REMOVE', 'ADD']);
    expect(queued.entries.find((entry) => entry.id === 'e-wine')?.price).toBe(9500);
    expect(queued.hidden).toContain('e-beer');
    for (let i = 0; i < 6; i += 1) await flush();
    expect(state.calls).toEqual([
      `price e-beer 7000 @${V}`,
      `price e-wine 9500 @${V + 1}`,
      `disconnect e-beer @${V + 2}`,
      `create i-cider 7500 @${V + 3}`,
    ]);
    const done = actor.getSnapshot();
    expect(done.value).toBe('focusing');
    expect(done.context.queue).toEqual([]);
    expect(done.context.version).toBe(V + 4);
    expect(done.context.entries.map((entry) => [entry.id, entry.price])).toEqual([
      ['e-wine', 9500],
      ['e-i-cider', 7500],
    ]);
    actor.stop();
  });

  it('keep showing over an answer that came before them', async () => {
    const { env } = fakeServer([BEER, WINE], V);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const actor = createMenuEditingActor(
      { entries: [BEER, WINE], version: V },
      {
        ...env,
        savePrice: async (entryId, price, version) => {
          const answer = await env.savePrice(entryId, price, version);
          await gate;
          return answer;
        },
      },
    );
    actor.send({ type: 'SET_PRICE', entryId: 'e-beer', price: 7000 });
    actor.send({ type: 'SET_PRICE', entryId: 'e-wine', price: 9500 });
    release();
    await flush();
    // The first answer does not know the second price yet; the screen still shows it.
    expect(actor.getSnapshot().context.entries.find((entry) => entry.id === 'e-wine')?.price).toBe(9500);
    actor.stop();
  });
});

describe('a stale write', () => {
  it('asks instead of overwriting; Overwrite sends it again against the version now stored', async () => {
    const { state, env } = fakeServer([BEER, WINE], V);
    // Someone else saved the menu since this editor read it.
    state.version = THEIRS;
    state.entries = state.entries.map((entry) => (entry.id === 'e-wine' ? { ...entry, price: 8000 } : entry));
    const actor = createMenuEditingActor({ entries: [BEER, WINE], version: V }, env);
    actor.send({ type: 'SET_PRICE', entryId: 'e-wine', price: 9500 });
    actor.send({ type: 'SET_PRICE', entryId: 'e-beer', price: 7000 });
    await flush();
    expect(actor.getSnapshot().value).toBe('conflict');
    // Nothing was written: their price stands until the user chooses.
    expect(state.entries.find((entry) => entry.id === 'e-wine')?.price).toBe(8000);
    actor.send({ type: 'OVERWRITE' });
    for (let i = 0; i < 4; i += 1) await flush();
    expect(state.calls).toEqual([
      `price e-wine 9500 @${V}`,
      `price e-wine 9500 @${THEIRS}`,
      `price e-beer 7000 @${THEIRS + 1}`,
    ]);
    expect(state.entries.find((entry) => entry.id === 'e-wine')?.price).toBe(9500);
    expect(actor.getSnapshot().context.version).toBe(THEIRS + 2);
    actor.stop();
  });

  it('Reload takes the server entries and version and drops the change and what waited', async () => {
    const { state, env } = fakeServer([BEER, WINE], V);
    state.version = THEIRS;
    state.entries = state.entries.map((entry) => (entry.id === 'e-wine' ? { ...entry, price: 8000 } : entry));
    const actor = createMenuEditingActor({ entries: [BEER, WINE], version: V }, env);
    actor.send({ type: 'REMOVE', entryId: 'e-wine' });
    actor.send({ type: 'SET_PRICE', entryId: 'e-beer', price: 7000 });
    await flush();
    expect(actor.getSnapshot().value).toBe('conflict');
    actor.send({ type: 'RELOAD' });
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.version).toBe(THEIRS);
    expect(context.queue).toEqual([]);
    expect(context.hidden).toEqual([]);
    expect(context.entries.map((entry) => [entry.id, entry.price])).toEqual([
      ['e-beer', 6900],
      ['e-wine', 8000],
    ]);
    expect(state.calls).toEqual([`disconnect e-wine @${V}`, 'reload']);
    actor.stop();
  });

  it('a default price carries the product version and takes the new ones (product and menu) from the answer', async () => {
    const { state, env } = fakeServer([BEER, WINE], V);
    const actor = createMenuEditingActor({ entries: [BEER, WINE], version: V }, env);
    actor.send({ type: 'SET_DEFAULT_PRICE', itemId: 'i-beer', price: 7200 });
    actor.send({ type: 'SET_DEFAULT_PRICE', itemId: 'i-beer', price: 7300 });
    // The Beer entry followed its default twice: the menu moved on twice, and the next menu write
    // goes against that version, not a false conflict.
    actor.send({ type: 'SET_PRICE', entryId: 'e-wine', price: 9500 });
    for (let i = 0; i < 6; i += 1) await flush();
    expect(state.calls).toEqual([
      'default i-beer 7200 @3',
      'default i-beer 7300 @4',
      `price e-wine 9500 @${V + 2}`,
    ]);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.entries.find((entry) => entry.id === 'e-beer')).toMatchObject({
      price: 7300,
      itemVersion: 5,
    });
    expect(context.version).toBe(V + 3);
    actor.stop();
  });
});

describe('default price changes', () => {
  it('move only the entries that carried the old default', () => {
    const own = { ...BEER, id: 'e-beer-own', price: 5900 };
    expect(followingEntries([BEER, own, WINE], 'i-beer').map((entry) => entry.id)).toEqual(['e-beer']);
  });
});
