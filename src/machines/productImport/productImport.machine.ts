import { assign, setup } from 'xstate';
import type { ProductImportContext, ProductImportEvent } from './productImport.types.ts';

const EMPTY: ProductImportContext = {
  fileName: null,
  text: null,
  importId: null,
  uploaded: 0,
  chunks: 0,
  preview: null,
  result: null,
  error: null,
};

/**
 * The CSV import (issue 6): choose a file, upload it in chunks (a progress bar), see a dry-run
 * preview of creates, updates and errors per row, then import everything in one transaction.
 * A file with errors cannot be imported; nothing is written until IMPORT. The named actions
 * `upload`, `preview`, `commit` and `onImported` are implemented in productImport.actors.ts.
 */
export const productImportMachine = setup({
  types: { context: {} as ProductImportContext, events: {} as ProductImportEvent },
  actions: {
    upload: () => {},
    preview: () => {},
    commit: () => {},
    onImported: () => {},
  },
  guards: {
    importable: ({ context }) =>
      context.preview !== null &&
      context.preview.errors.length === 0 &&
      context.preview.creates + context.preview.updates > 0,
  },
}).createMachine({
  id: 'productImport',
  context: EMPTY,
  initial: 'idle',
  on: { RESET: { target: '.idle', actions: assign(EMPTY) } },
  states: {
    idle: {
      on: {
        FILE: {
          target: 'uploading',
          actions: assign({ ...EMPTY, fileName: ({ event }) => event.name, text: ({ event }) => event.text }),
        },
      },
    },
    uploading: {
      entry: 'upload',
      on: {
        PROGRESS: {
          actions: assign({ uploaded: ({ event }) => event.uploaded, chunks: ({ event }) => event.chunks }),
        },
        UPLOADED: { target: 'previewing', actions: assign({ importId: ({ event }) => event.importId }) },
        FAILED: { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    previewing: {
      entry: 'preview',
      on: {
        PREVIEWED: { target: 'preview', actions: assign({ preview: ({ event }) => event.preview }) },
        FAILED: { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    preview: {
      on: {
        IMPORT: { guard: 'importable', target: 'importing' },
        FILE: {
          target: 'uploading',
          actions: assign({ ...EMPTY, fileName: ({ event }) => event.name, text: ({ event }) => event.text }),
        },
      },
    },
    importing: {
      entry: 'commit',
      on: {
        IMPORTED: {
          target: 'done',
          actions: assign({ result: ({ event }) => ({ creates: event.creates, updates: event.updates }) }),
        },
        FAILED: { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    done: { entry: 'onImported' },
    failed: {
      on: {
        FILE: {
          target: 'uploading',
          actions: assign({ ...EMPTY, fileName: ({ event }) => event.name, text: ({ event }) => event.text }),
        },
      },
    },
  },
});
