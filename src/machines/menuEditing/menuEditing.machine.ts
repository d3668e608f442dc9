import { assign, setup } from 'xstate';
import type { EditorEntry, Failure, MenuEditingContext, MenuEditingEvent } from './menuEditing.types.ts';

const without = (list: string[], id: string) => list.filter((entry) => entry !== id);

/** Entries of the item whose price equalled its old default (spec section 4, menu editing). */
export function followingEntries(entries: readonly EditorEntry[], itemId: string): EditorEntry[] {
  return entries.filter((entry) => entry.itemId === itemId && entry.price === entry.defaultPrice);
}

/**
 * Editing a menu's entries (spec section 4, menu editing; issue 16 item 3):
 * - adding an item creates an entry with a price, then focuses its price field after 200 ms
 *   (`scheduleFocus` starts the timer, FOCUS_DUE runs `focusPrice`);
 * - removing hides the entry at once, then disconnects it on the server, then refreshes;
 * - a price edit applies locally first, then on the server;
 * - a default price change moves, locally first, every entry of the item that carried the old
 *   default, then saves it (the server moves the same entries).
 * Where the spec only logs a failure, the machine also marks the entry unsaved and `notifyFailure`
 * shows a toast with Retry (docs/decisions.md): nothing looks saved that is not.
 * Delays are actions, not `after`, so `xstate/graph` can walk the machine.
 */
export const menuEditingMachine = setup({
  types: {
    context: {} as MenuEditingContext,
    events: {} as MenuEditingEvent,
    input: {} as { entries: EditorEntry[] },
  },
  actions: {
    createEntry: (_args, _params: { itemId: string; price: number }) => {},
    disconnectEntry: (_args, _params: { entryId: string }) => {},
    refresh: () => {},
    savePrice: (_args, _params: { entryId: string; price: number }) => {},
    saveDefaultPrice: (_args, _params: { itemId: string; price: number }) => {},
    scheduleFocus: () => {},
    focusPrice: (_args, _params: { entryId: string }) => {},
    notifyFailure: (_args, _params: { failure: Failure | null }) => {},
    /** The change did not save: what it touched is marked, the failure kept for Retry. */
    markFailed: assign({
      unsaved: ({ context }) => [...new Set([...context.unsaved, ...affected(context)])],
      lastFailure: ({ context }) => context.pending,
      pending: null,
    }),
  },
}).createMachine({
  id: 'menuEditing',
  context: ({ input }) => ({
    entries: input?.entries ?? [],
    hidden: [],
    unsaved: [],
    focusEntryId: null,
    pending: null,
    lastFailure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        LOAD: { actions: assign({ entries: ({ event }) => event.entries, hidden: [] }) },
        ADD: {
          target: 'adding',
          actions: [
            assign({ pending: ({ event }) => ({ kind: 'add', itemId: event.itemId, price: event.price }) }),
            {
              type: 'createEntry',
              params: ({ event }) => ({ itemId: event.itemId, price: event.price }),
            },
          ],
        },
        REMOVE: {
          target: 'removing',
          actions: [
            assign({
              hidden: ({ context, event }) => [...context.hidden, event.entryId],
              pending: ({ event }) => ({ kind: 'remove', entryId: event.entryId }),
            }),
            { type: 'disconnectEntry', params: ({ event }) => ({ entryId: event.entryId }) },
          ],
        },
        SET_PRICE: {
          target: 'saving',
          actions: [
            assign({
              entries: ({ context, event }) =>
                context.entries.map((entry) =>
                  entry.id === event.entryId ? { ...entry, price: event.price } : entry,
                ),
              pending: ({ event }) => ({ kind: 'price', entryId: event.entryId, price: event.price }),
            }),
            { type: 'savePrice', params: ({ event }) => ({ entryId: event.entryId, price: event.price }) },
          ],
        },
        SET_DEFAULT_PRICE: {
          target: 'saving',
          actions: [
            assign({
              entries: ({ context, event }) => {
                const following = new Set(
                  followingEntries(context.entries, event.itemId).map((entry) => entry.id),
                );
                return context.entries.map((entry) =>
                  entry.itemId !== event.itemId
                    ? entry
                    : {
                        ...entry,
                        defaultPrice: event.price,
                        price: following.has(entry.id) ? event.price : entry.price,
                      },
                );
              },
              pending: ({ event }) => ({ kind: 'defaultPrice', itemId: event.itemId, price: event.price }),
            }),
            {
              type: 'saveDefaultPrice',
              params: ({ event }) => ({ itemId: event.itemId, price: event.price }),
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
            assign({
              entries: ({ context, event }) => [...context.entries, event.entry],
              focusEntryId: ({ event }) => event.entry.id,
              pending: null,
            }),
            'scheduleFocus',
          ],
        },
        FAILED: {
          target: 'idle',
          actions: [
            { type: 'notifyFailure', params: ({ context }) => ({ failure: context.pending }) },
            'markFailed',
          ],
        },
      },
    },
    focusing: {
      on: {
        FOCUS_DUE: {
          target: 'idle',
          actions: [
            { type: 'focusPrice', params: ({ context }) => ({ entryId: context.focusEntryId ?? '' }) },
            assign({ focusEntryId: null }),
          ],
        },
      },
    },
    removing: {
      on: {
        REMOVED: { target: 'refreshing', actions: [assign({ pending: null }), 'refresh'] },
        FAILED: {
          target: 'idle',
          actions: [
            assign({
              hidden: ({ context }) =>
                context.pending?.kind === 'remove'
                  ? without(context.hidden, context.pending.entryId)
                  : context.hidden,
            }),
            { type: 'notifyFailure', params: ({ context }) => ({ failure: context.pending }) },
            'markFailed',
          ],
        },
      },
    },
    refreshing: {
      on: {
        REFRESHED: {
          target: 'idle',
          actions: assign({ entries: ({ event }) => event.entries, hidden: [] }),
        },
      },
    },
    saving: {
      on: {
        SAVED: {
          target: 'idle',
          actions: assign({
            unsaved: ({ context }) => context.unsaved.filter((id) => !affected(context).includes(id)),
            pending: null,
          }),
        },
        FAILED: {
          target: 'idle',
          actions: [
            { type: 'notifyFailure', params: ({ context }) => ({ failure: context.pending }) },
            'markFailed',
          ],
        },
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
