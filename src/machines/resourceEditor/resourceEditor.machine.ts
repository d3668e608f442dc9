import { assign, setup } from 'xstate';
import type {
  ResourceEditorContext,
  ResourceEditorEvent,
  ResourceEditorInput,
} from './resourceEditor.types.ts';

/**
 * The generic editor's save flow (issue 6): a save either succeeds, returns field errors, fails,
 * or meets a newer version saved by someone else (CONFLICT). On a conflict the user chooses to
 * reload the stored record or to overwrite it with the form — never a silent loss.
 * Side effects are named actions (`submit`, `reload`, `onSaved`) that the real wiring
 * (resourceEditor.actors.ts) implements by calling the API and sending the answer back.
 */
export const resourceEditorMachine = setup({
  types: {
    context: {} as ResourceEditorContext,
    events: {} as ResourceEditorEvent,
    input: {} as ResourceEditorInput,
  },
  actions: {
    submit: () => {},
    reload: () => {},
    onSaved: (_args, _params: { id: string }) => {},
  },
}).createMachine({
  id: 'resourceEditor',
  context: ({ input }) => ({
    ...input,
    errors: {},
    error: null,
    currentVersion: null,
    overwrite: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SAVE: { target: 'saving', actions: assign({ errors: {}, error: null }) },
        // The record was refetched while nobody was saving: edit on top of the stored version.
        LOADED: { actions: assign({ version: ({ event }) => event.version }) },
      },
    },
    saving: {
      entry: 'submit',
      on: {
        SAVED: {
          target: 'editing',
          actions: [
            assign({ id: ({ event }) => event.id, overwrite: false, currentVersion: null }),
            { type: 'onSaved', params: ({ event }) => ({ id: event.id }) },
          ],
        },
        INVALID: {
          target: 'editing',
          actions: assign({ errors: ({ event }) => event.errors, error: ({ event }) => event.message }),
        },
        FAILED: { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
        CONFLICT: {
          target: 'conflict',
          actions: assign({ currentVersion: ({ event }) => event.currentVersion }),
        },
      },
    },
    conflict: {
      on: {
        RELOAD: 'reloading',
        OVERWRITE: {
          target: 'saving',
          actions: assign({ version: ({ context }) => context.currentVersion, overwrite: true }),
        },
        CANCEL: 'editing',
      },
    },
    reloading: {
      entry: 'reload',
      on: {
        LOADED: {
          target: 'editing',
          actions: assign({
            version: ({ event }) => event.version,
            currentVersion: null,
            errors: {},
            error: null,
          }),
        },
        FAILED: { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
  },
});
