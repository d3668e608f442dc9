import type { ToastDuration } from '../domain/toast.ts';
import type { ToastData } from './Toast.tsx';

export type { ToastData };

/**
 * Whether the toast module (ui/Toast.tsx, with react-aria's toast region) has been loaded: the
 * first toast loads it (`showToast` below), and the root then mounts the region.
 */
let loaded = false;
const listeners = new Set<() => void>();

export function markToastsLoaded(): void {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
}

export function toastsLoaded(): boolean {
  return loaded;
}

export function subscribeToastsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast (spec section 4). The toast region, react-aria's toast and each toast's machine
 * (XState, ~20 KB gzip together) load with the first toast, not with the screens that may show
 * one (DESIGN.md section 8). Every screen shows toasts through here.
 */
export function showToast(data: ToastData, duration?: ToastDuration): void {
  void import('./Toast.tsx').then((toasts) => {
    toasts.queueToast(data, duration);
  });
}
