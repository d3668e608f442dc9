import { assign, setup } from 'xstate';
import type { DeleteFlowContext, DeleteFlowEvent } from './deleteFlow.types.ts';

/**
 * Deleting one record or many (issue 6, "Deleting"): confirm, then delete without force; a
 * record still in use comes back with where it is used, and only a second confirmation deletes
 * it with force. `remove` (with its force flag) and `onDeleted` are named actions provided by
 * deleteFlow.actors.ts.
 */
export const deleteFlowMachine = setup({
  types: { context: {} as DeleteFlowContext, events: {} as DeleteFlowEvent },
  actions: {
    remove: (_args, _params: { force: boolean }) => {},
    onDeleted: () => {},
  },
  guards: {
    hasIds: ({ event }) => event.type === 'REQUEST' && event.ids.length > 0,
  },
}).createMachine({
  id: 'deleteFlow',
  context: { ids: [], usages: [], usageCount: 0, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        REQUEST: {
          guard: 'hasIds',
          target: 'confirming',
          actions: assign({ ids: ({ event }) => event.ids, usages: [], usageCount: 0, error: null }),
        },
      },
    },
    confirming: {
      on: { CONFIRM: 'deleting', CANCEL: 'idle' },
    },
    deleting: {
      entry: { type: 'remove', params: { force: false } },
      on: {
        DELETED: 'done',
        IN_USE: {
          target: 'inUse',
          actions: assign({
            usages: ({ event }) => event.usages,
            usageCount: ({ event }) => event.usageCount,
          }),
        },
        FAILED: { target: 'confirming', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    inUse: {
      on: { CONFIRM: 'forcing', CANCEL: 'idle' },
    },
    forcing: {
      entry: { type: 'remove', params: { force: true } },
      on: {
        DELETED: 'done',
        FAILED: { target: 'inUse', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    done: {
      entry: 'onDeleted',
      on: {
        REQUEST: {
          guard: 'hasIds',
          target: 'confirming',
          actions: assign({ ids: ({ event }) => event.ids, usages: [], usageCount: 0, error: null }),
        },
      },
    },
  },
});
