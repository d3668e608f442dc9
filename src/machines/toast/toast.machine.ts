import { setup } from 'xstate';
import type { ToastContext, ToastEvent, ToastInput } from './toast.types.ts';

/**
 * Spec section 4, Toast: visible at first, hidden after its timeout (never, 2000 or 3000 ms) or
 * when closed. The action button hides the toast and runs the action 200 ms later. While the
 * pointer or the keyboard focus is on the toast it is held (WCAG 2.2.1: a keyboard user who
 * reaches it with F6 gets time to act); leaving it starts its full duration again.
 * Timers are the named actions `scheduleHide` (sends TIMEOUT) and `scheduleAction` (sends
 * ACTION_DUE), provided by toast.actors.ts, so `xstate/graph` can walk the machine.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
    input: {} as ToastInput,
  },
  actions: {
    scheduleHide: (_args, _params: { ms: number }) => {},
    cancelHide: () => {},
    hide: () => {},
    scheduleAction: () => {},
    runAction: () => {},
  },
  guards: {
    hidesItself: ({ context }) => context.duration !== 'never',
    hasAction: ({ context }) => context.hasAction,
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({ ...input }),
  initial: 'visible',
  states: {
    visible: {
      entry: {
        type: 'scheduleHide',
        params: ({ context }) => ({ ms: context.duration === 'never' ? 0 : context.duration }),
      },
      on: {
        TIMEOUT: { guard: 'hidesItself', target: 'hidden' },
        CLOSE: { target: 'hidden', actions: 'cancelHide' },
        ACTION: { guard: 'hasAction', target: 'actionPending', actions: 'cancelHide' },
        HOLD: { target: 'held', actions: 'cancelHide' },
      },
    },
    held: {
      on: {
        RELEASE: 'visible',
        CLOSE: 'hidden',
        ACTION: { guard: 'hasAction', target: 'actionPending' },
      },
    },
    actionPending: {
      entry: ['hide', 'scheduleAction'],
      on: { ACTION_DUE: 'done' },
    },
    hidden: { type: 'final', entry: 'hide' },
    done: { type: 'final', entry: 'runAction' },
  },
});
