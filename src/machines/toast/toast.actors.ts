import { createActor } from 'xstate';
import { TOAST_ACTION_DELAY_MS, type ToastDuration } from '../../domain/toast.ts';
import { toastMachine } from './toast.machine.ts';

export interface ToastEnvironment {
  /** Removes the toast from the screen. */
  hide: () => void;
  /** What the action button does. */
  action?: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** One toast's machine wired to real timers. */
export function createToastActor(duration: ToastDuration, env: ToastEnvironment) {
  let self: { send: (event: { type: 'TIMEOUT' | 'ACTION_DUE' }) => void } | null = null;
  let hideTimer: unknown = null;
  const machine = toastMachine.provide({
    actions: {
      scheduleHide: (_args, params) => {
        if (params.ms > 0) hideTimer = env.setTimeout(() => self?.send({ type: 'TIMEOUT' }), params.ms);
      },
      cancelHide: () => {
        if (hideTimer !== null) env.clearTimeout(hideTimer);
        hideTimer = null;
      },
      hide: () => env.hide(),
      scheduleAction: () => {
        env.setTimeout(() => self?.send({ type: 'ACTION_DUE' }), TOAST_ACTION_DELAY_MS);
      },
      runAction: () => env.action?.(),
    },
  });
  const actor = createActor(machine, { input: { duration, hasAction: env.action !== undefined } });
  self = actor;
  return actor.start();
}

export type ToastActor = ReturnType<typeof createToastActor>;
