import { assign, setup } from 'xstate';

export type CreateCompanyStep = 'welcome' | 'details';

export interface CreateCompanyContext {
  /** Where a reload resumes (from the saved draft). */
  startStep: CreateCompanyStep;
  accountId: string | null;
  /** Translated messages by field path, from the client check or the server. */
  fieldErrors: Record<string, string>;
  error: string | null;
}

export type CreateCompanyEvent =
  | { type: 'START' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'INVALID'; fieldErrors: Record<string, string> }
  | { type: 'SUCCEEDED'; accountId: string }
  | { type: 'FAILED'; fieldErrors: Record<string, string>; error: string | null };

/**
 * The advanced company form of spec section 2: a welcome, the details, then "Information
 * submitted". `submitForm` (provided by the page) validates and sends, then answers with
 * INVALID, SUCCEEDED or FAILED; the page keeps the typed values as a draft.
 */
export const createCompanyMachine = setup({
  types: {
    context: {} as CreateCompanyContext,
    events: {} as CreateCompanyEvent,
    input: {} as { step: CreateCompanyStep },
  },
  actions: {
    submitForm: () => {},
    clearDraft: () => {},
    saveStep: (_args, _params: { step: CreateCompanyStep }) => {},
  },
  guards: {
    resumesAtDetails: ({ context }) => context.startStep === 'details',
  },
}).createMachine({
  id: 'createCompany',
  context: ({ input }) => ({ startStep: input.step, accountId: null, fieldErrors: {}, error: null }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [{ guard: 'resumesAtDetails', target: 'details' }, { target: 'welcome' }],
    },
    welcome: {
      entry: { type: 'saveStep', params: { step: 'welcome' } },
      on: { START: 'details' },
    },
    details: {
      entry: { type: 'saveStep', params: { step: 'details' } },
      on: {
        BACK: 'welcome',
        SUBMIT: { target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
      },
    },
    submitting: {
      entry: 'submitForm',
      on: {
        INVALID: { target: 'details', actions: assign(({ event }) => ({ fieldErrors: event.fieldErrors })) },
        FAILED: {
          target: 'details',
          actions: assign(({ event }) => ({ fieldErrors: event.fieldErrors, error: event.error })),
        },
        SUCCEEDED: {
          target: 'submitted',
          actions: [assign(({ event }) => ({ accountId: event.accountId })), 'clearDraft'],
        },
      },
    },
    submitted: { type: 'final' },
  },
});
