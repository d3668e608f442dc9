import type { ToastDuration } from '../../domain/toast.ts';

export interface ToastInput {
  duration: ToastDuration;
  hasAction: boolean;
}

export type ToastContext = ToastInput;

export type ToastEvent =
  /** Sent by the scheduleHide action once the toast's duration has passed. */
  | { type: 'TIMEOUT' }
  | { type: 'CLOSE' }
  | { type: 'ACTION' }
  /** The pointer or the focus is on the toast: its timer stops. */
  | { type: 'HOLD' }
  /** They left it: the full duration starts again. */
  | { type: 'RELEASE' }
  /** Sent by the scheduleAction action 200 ms after the action button was pressed. */
  | { type: 'ACTION_DUE' };
