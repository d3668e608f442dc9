import { assign, setup } from 'xstate';
import { currentPage, mayOpen, type OnboardingFacts, pageState } from '../../domain/onboarding.ts';
import type { OnboardingContext, OnboardingEvent, RecordRequest, SubmitRequest } from './onboarding.types.ts';

/**
 * The onboarding wizard (issue 22): the pages in order, each done by the company's data or by a
 * confirmation, or skipped. It starts (and resumes, on any device) at the first open page of the
 * server's status; a page asked for before its turn is refused and the current one shown
 * instead. Continue first saves what the page shows (`submit`, provided by the page: its form, if
 * any, answers SUBMITTED with the new facts, INVALID when its fields were refused, or FAILED), then
 * moves on when the data did the page, or records the confirmation (`record`: RECORDED or FAILED).
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as { facts: OnboardingFacts },
  },
  actions: {
    record: (_args, _params: RecordRequest) => {},
    submit: (_args, _params: SubmitRequest) => {},
  },
  guards: {
    finished: ({ context }) => currentPage(context.facts) === null,
    mayOpen: ({ context, event }) => event.type === 'OPEN' && mayOpen(event.page, context.facts),
    doneByData: ({ context }) => context.page !== null && pageState(context.page, context.facts) === 'done',
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ facts: input.facts, page: null, refused: null, error: null }),
  initial: 'resolving',
  on: {
    STATUS: { actions: assign(({ event }) => ({ facts: event.facts })) },
  },
  states: {
    resolving: {
      always: [
        { guard: 'finished', target: 'finished' },
        { target: 'showing', actions: assign(({ context }) => ({ page: currentPage(context.facts) })) },
      ],
    },
    showing: {
      on: {
        OPEN: [
          {
            guard: 'mayOpen',
            actions: assign(({ event }) => ({ page: event.page, refused: null, error: null })),
          },
          {
            actions: assign(({ context, event }) => ({
              page: currentPage(context.facts),
              refused: event.page,
              error: null,
            })),
          },
        ],
        CONTINUE: {
          target: 'submitting',
          actions: { type: 'submit', params: ({ context }) => ({ page: context.page ?? 'account' }) },
        },
        SKIP: {
          target: 'saving',
          actions: {
            type: 'record',
            params: ({ context }) => ({ kind: 'PAGE_SKIPPED', page: context.page ?? 'account' }),
          },
        },
      },
    },
    submitting: {
      on: {
        SUBMITTED: { target: 'confirming', actions: assign(({ event }) => ({ facts: event.facts })) },
        // The form shows its refused fields itself.
        INVALID: { target: 'showing', actions: assign({ error: null }) },
        FAILED: { target: 'showing', actions: assign(({ event }) => ({ error: event.error })) },
      },
    },
    confirming: {
      always: [
        { guard: 'doneByData', target: 'advancing' },
        {
          target: 'saving',
          actions: {
            type: 'record',
            params: ({ context }) => ({ kind: 'PAGE_COMPLETED', page: context.page ?? 'account' }),
          },
        },
      ],
    },
    saving: {
      on: {
        RECORDED: { target: 'advancing', actions: assign(({ event }) => ({ facts: event.facts })) },
        FAILED: { target: 'showing', actions: assign(({ event }) => ({ error: event.error })) },
      },
    },
    advancing: {
      always: [
        {
          guard: 'finished',
          target: 'finished',
          actions: assign({ page: null, refused: null, error: null }),
        },
        {
          target: 'showing',
          actions: assign(({ context }) => ({
            page: currentPage(context.facts),
            refused: null,
            error: null,
          })),
        },
      ],
    },
    finished: {
      on: {
        // Every page is done or skipped: any may be opened again to change it.
        OPEN: { target: 'showing', actions: assign(({ event }) => ({ page: event.page, refused: null })) },
      },
    },
  },
});
