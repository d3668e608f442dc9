/** Spec sections 4 and 9: toast timing. */
export const TOAST_DURATIONS = ['never', 2000, 3000] as const;
export type ToastDuration = (typeof TOAST_DURATIONS)[number];
/** The component default. */
export const DEFAULT_TOAST_DURATION: ToastDuration = 3000;
/** An action button hides the toast, then runs the action after this long. */
export const TOAST_ACTION_DELAY_MS = 200;
/** The toast layer's stacking order. */
export const TOAST_LAYER = 100;
export const TOAST_TYPES = ['warn', 'error', 'success'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
