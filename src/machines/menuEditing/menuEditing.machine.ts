import { assign, enqueueActions, setup } from 'xstate';
import type {
  ChangeEvent,
  EditorEntry,
  Failure,
  MenuAnswer,
  MenuEditingContext,
  MenuEditingEvent,
} from './menuEditing.types.ts';

/** Entries of the item whose price equalled its old default (spec section 4, menu editing). */
export function followingEntries(entries: readonly EditorEntry[], itemId: string): EditorEntry[] {
  return entries.filter((entry) => entry.itemId === itemId && entry.price === entry.defaultPrice);
}

/** What a change does on the screen before the server has it ("locally first"). */
export function applyLocally(entries: EditorEntry[], change: ChangeEvent): EditorEntry[] {
  if (change.type === 'SET_PRICE')
    return entries.map((entry) => (entry.id === change.entryId ? { ...entry, price: change.price } : entry));
  if (change.type === 'SET_DEFAULT_PRICE') {
    const following = new Set(followingEntries(entries, change.itemId).map((entry) => entry.id));
    return entries.map((entry) =>
      entry.itemId !== change.itemId
        ? entry
        : {
            ...entry,
            defaultPrice: change.price,
            price: following.has(entry.id) ? change.price : entry.price,
          },
    );
  }
  return entries;
}

/** The removals among the queued changes: their entries stay hidden while they wait. */
const queuedRemovals = (queue: readonly ChangeEvent[]) =>
  queue.flatMap((change) => (change.type === 'REMOVE' ? [change.entryId] : []));

/**
 * The server's answer with the changes still queued laid over it: an answer replaces the entries,
 * but what the user did since is still shown (and sent next).
 */
function answered(context: MenuEditingContext, menu: MenuAnswer) {
  return {
    entries: context.queue.reduce(applyLocally, menu.entries),
    version: menu.version,
    hidden: queuedRemovals(context.queue),
  };
}

const pendingOf = (change: ChangeEvent): Failure => {
  if (change.type === 'ADD') return { kind: 'add', itemId: change.itemId, price: change.price };
  if (change.type === 'REMOVE') return { kind: 'remove', entryId: change.entryId };
  if (change.type === 'SET_PRICE') return { kind: 'price', entryId: change.entryId, price: change.price };
  return { kind: 'defaultPrice', itemId: change.itemId, price: change.price };
};

interface Resent {
  add: { itemId: string; price: number; version: number };
  remove: { entryId: string; version: number };
  price: { entryId: string; price: number; version: number };
  defaultPrice: { itemId: string; price: number; version: number | null };
}

/** The pending change as it is sent again (Overwrite): with the version now stored. */
function resent<K extends keyof Resent>(context: MenuEditingContext, kind: K): Resent[K];
function resent(context: MenuEditingContext, kind: keyof Resent): Resent[keyof Resent] {
  const pending = context.pending;
  const entryId = pending && 'entryId' in pending ? pending.entryId : '';
  const itemId = pending && 'itemId' in pending ? pending.itemId : '';
  const price = pending && 'price' in pending ? pending.price : 0;
  if (kind === 'add') return { itemId, price, version: context.version };
  if (kind === 'remove') return { entryId, version: context.version };
  if (kind === 'price') return { entryId, price, version: context.version };
  return { itemId, price, version: itemVersionOf(context.entries, itemId) };
}

const itemVersionOf = (entries: readonly EditorEntry[], itemId: string) =>
  entries.find((entry) => entry.itemId === itemId)?.itemVersion ?? null;

/**
 * Editing a menu's entries (spec section 4, menu editing; issue 16 item 3; issue 45 item 5):
 * - adding an item creates an entry with a price, then focuses its price field after 200 ms
 *   (`scheduleFocus` starts the timer, FOCUS_DUE runs `focusPrice`);
 * - removing hides the entry at once, then disconnects it on the server; the server's answer is
 *   the menu as it now is (the refresh, in the same round trip);
 * - a price edit applies locally first, then on the server;
 * - a default price change moves, locally first, every entry of the item that carried the old
 *   default, then saves it (the server moves the same entries).
 * One change is on its way at a time; changes made meanwhile wait in `queue` and go in the order
 * made. Every menu write carries the menu's version (`version`, advanced by each answer); a default
 * price carries the product's. A stale one meets CONFLICT: the user reloads the server's menu or
 * overwrites it with the change (sent again with the version now stored).
 * Where the spec only logs a failure, the machine also marks the entry unsaved and `notifyFailure`
 * shows a toast with Retry (docs/decisions): nothing looks saved that is not.
 * Delays are actions, not `after`, so `xstate/graph` can walk the machine.
 */
export const menuEditingMachine = setup({
  types: {
    context: {} as MenuEditingContext,
    events: {} as MenuEditingEvent,
    input: {} as { entries: EditorEntry[]; version?: number },
  },
  actions: {
    createEntry: (_args, _params: { itemId: string; price: number; version: number }) => {},
    disconnectEntry: (_args, _params: { entryId: string; version: number }) => {},
    savePrice: (_args, _params: { entryId: string; price: number; version: number }) => {},
    saveDefaultPrice: (_args, _params: { itemId: string; price: number; version: number | null }) => {},
    reload: () => {},
    scheduleFocus: () => {},
    focusPrice: (_args, _params: { entryId: string }) => {},
    notifyFailure: (_args, _params: { failure: Failure | null }) => {},
    /** The change did not save: what it touched is marked, the failure kept for Retry. */
    markFailed: assign({
      unsaved: ({ context }) => [...new Set([...context.unsaved, ...affected(context)])],
      lastFailure: ({ context }) => context.pending,
      pending: null,
    }),
    /** Someone else saved first: the version they left, kept for Overwrite. */
    keepConflict: assign({
      conflictVersion: ({ event }) => (event.type === 'CONFLICT' ? event.currentVersion : null),
    }),
    /** Overwrite: the change goes again against the version now stored (the menu's or the product's). */
    takeConflictVersion: assign(({ context }) => {
      const current = context.conflictVersion ?? context.version;
      const pending = context.pending;
      if (pending?.kind === 'defaultPrice')
        return {
          conflictVersion: null,
          entries: context.entries.map((entry) =>
            entry.itemId === pending.itemId ? { ...entry, itemVersion: current } : entry,
          ),
        };
      return { conflictVersion: null, version: current };
    }),
    /** A change made while this one was on its way: kept in order, shown at once. */
    enqueue: assign(({ context, event }) => {
      const change = event as ChangeEvent;
      return {
        queue: [...context.queue, change],
        entries: applyLocally(context.entries, change),
        hidden: change.type === 'REMOVE' ? [...new Set([...context.hidden, change.entryId])] : context.hidden,
      };
    }),
    /** Back in idle: the oldest waiting change goes next. */
    // Typed by hand: inferred from `setup` it would refer to the actions being declared.
    next: enqueueActions<
      MenuEditingContext,
      MenuEditingEvent,
      undefined,
      MenuEditingEvent,
      never,
      never,
      never
    >(({ context, enqueue }) => {
      const [first, ...rest] = context.queue;
      if (!first) return;
      enqueue.assign({ queue: rest });
      enqueue.raise(first);
    }),
  },
  guards: {
    adding: ({ context }) => context.pending?.kind === 'add',
    removing: ({ context }) => context.pending?.kind === 'remove',
    pricing: ({ context }) => context.pending?.kind === 'price',
  },
}).createMachine({
  id: 'menuEditing',
  context: ({ input }) => ({
    entries: input?.entries ?? [],
    version: input?.version ?? 0,
    hidden: [],
    unsaved: [],
    focusEntryId: null,
    pending: null,
    lastFailure: null,
    queue: [],
    conflictVersion: null,
  }),
  // A change made while another is on its way (or the conflict question is open) waits its turn.
  on: {
    ADD: { actions: 'enqueue' },
    REMOVE: { actions: 'enqueue' },
    SET_PRICE: { actions: 'enqueue' },
    SET_DEFAULT_PRICE: { actions: 'enqueue' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        // The menu changed elsewhere on this screen (a dialog saved): edit on top of it.
        LOAD: {
          actions: assign({
            entries: ({ event }) => event.entries,
            version: ({ event }) => event.version,
            hidden: [],
          }),
        },
        ADD: {
          target: 'adding',
          actions: [
            assign({ pending: ({ event }) => pendingOf(event) }),
            {
              type: 'createEntry',
              params: ({ context, event }) => ({
                itemId: event.itemId,
                price: event.price,
                version: context.version,
              }),
            },
          ],
        },
        REMOVE: {
          target: 'removing',
          actions: [
            assign({
              hidden: ({ context, event }) => [...new Set([...context.hidden, event.entryId])],
              pending: ({ event }) => pendingOf(event),
            }),
            {
              type: 'disconnectEntry',
              params: ({ context, event }) => ({ entryId: event.entryId, version: context.version }),
            },
          ],
        },
        SET_PRICE: {
          target: 'saving',
          actions: [
            assign({
              entries: ({ context, event }) => applyLocally(context.entries, event),
              pending: ({ event }) => pendingOf(event),
            }),
            {
              type: 'savePrice',
              params: ({ context, event }) => ({
                entryId: event.entryId,
                price: event.price,
                version: context.version,
              }),
            },
          ],
        },
        SET_DEFAULT_PRICE: {
          target: 'saving',
          actions: [
            assign({
              entries: ({ context, event }) => applyLocally(context.entries, event),
              pending: ({ event }) => pendingOf(event),
            }),
            {
              type: 'saveDefaultPrice',
              params: ({ context, event }) => ({
                itemId: event.itemId,
                price: event.price,
                version: itemVersionOf(context.entries, event.itemId),
              }),
            },
          ],
        },
      },
    },
    adding: {
      on: {
        ADDED: {
          target: 'focusing',
          actions: [
            assign(({ context, event }) => ({
              ...answered(context, event.menu),
              focusEntryId: event.entryId,
              pending: null,
            })),
            'scheduleFocus',
          ],
        },
        FAILED: {
          target: 'idle',
          actions: [
            { type: 'notifyFailure', params: ({ context }) => ({ failure: context.pending }) },
            'markFailed',
            'next',
          ],
        },
        CONFLICT: { target: 'conflict', actions: 'keepConflict' },
      },
    },
    focusing: {
      on: {
        FOCUS_DUE: {
          target: 'idle',
          actions: [
            { type: 'focusPrice', params: ({ context }) => ({ entryId: context.focusEntryId ?? '' }) },
            assign({ focusEntryId: null }),
            'next',
          ],
        },
      },
    },
    removing: {
      on: {
        REMOVED: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({ ...answered(context, event.menu), pending: null })),
            'next',
          ],
        },
        FAILED: {
          target: 'idle',
          actions: [
            assign({
              hidden: ({ context }) => {
                const pending = context.pending;
                return pending?.kind === 'remove'
                  ? context.hidden.filter((id) => id !== pending.entryId)
                  : context.hidden;
              },
            }),
            { type: 'notifyFailure', params: ({ context }) => ({ failure: context.pending }) },
            'markFailed',
            'next',
          ],
        },
        CONFLICT: { target: 'conflict', actions: 'keepConflict' },
      },
    },
    saving: {
      on: {
        SAVED: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => {
              const touched = affected(context);
              const pending = context.pending;
              const base = event.menu ? answered(context, event.menu) : { entries: context.entries };
              // A default price answers the product's new version too.
              const itemVersion = event.itemVersion;
              const entries =
                itemVersion !== null && pending?.kind === 'defaultPrice'
                  ? base.entries.map((entry) =>
                      entry.itemId === pending.itemId ? { ...entry, itemVersion } : entry,
                    )
                  : base.entries;
              return {
                ...base,
                entries,
                unsaved: context.unsaved.filter((id) => !touched.includes(id)),
                pending: null,
              };
            }),
            'next',
          ],
        },
        FAILED: {
          target: 'idle',
          actions: [
            { type: 'notifyFailure', params: ({ context }) => ({ failure: context.pending }) },
            'markFailed',
            'next',
          ],
        },
        CONFLICT: { target: 'conflict', actions: 'keepConflict' },
      },
    },
    // Someone else saved first (the generic editor's choice, decision 0116): take theirs or ours.
    conflict: {
      on: {
        RELOAD: 'reloading',
        OVERWRITE: [
          {
            guard: 'adding',
            target: 'adding',
            actions: [
              'takeConflictVersion',
              { type: 'createEntry', params: ({ context }) => resent(context, 'add') },
            ],
          },
          {
            guard: 'removing',
            target: 'removing',
            actions: [
              'takeConflictVersion',
              { type: 'disconnectEntry', params: ({ context }) => resent(context, 'remove') },
            ],
          },
          {
            guard: 'pricing',
            target: 'saving',
            actions: [
              'takeConflictVersion',
              { type: 'savePrice', params: ({ context }) => resent(context, 'price') },
            ],
          },
          {
            target: 'saving',
            actions: [
              'takeConflictVersion',
              { type: 'saveDefaultPrice', params: ({ context }) => resent(context, 'defaultPrice') },
            ],
          },
        ],
        // Closed without choosing: the change stays on the screen, marked "Not saved".
        CANCEL: { target: 'idle', actions: [assign({ conflictVersion: null }), 'markFailed', 'next'] },
      },
    },
    reloading: {
      entry: 'reload',
      on: {
        // The server's menu as it is: the change and what waited behind it are dropped.
        RELOADED: {
          target: 'idle',
          actions: assign({
            entries: ({ event }) => event.menu.entries,
            version: ({ event }) => event.menu.version,
            hidden: [],
            unsaved: [],
            pending: null,
            queue: [],
            conflictVersion: null,
          }),
        },
        // The menu could not be read: the question stays open.
        FAILED: 'conflict',
      },
    },
  },
});

/** The entries a pending change touches. */
export function affected(context: MenuEditingContext): string[] {
  const pending = context.pending;
  if (!pending) return [];
  if (pending.kind === 'price' || pending.kind === 'remove') return [pending.entryId];
  if (pending.kind === 'defaultPrice')
    return context.entries.filter((entry) => entry.itemId === pending.itemId).map((entry) => entry.id);
  return [];
}
