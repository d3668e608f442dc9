/**
 * Whether the toast module (ui/Toast.tsx, with react-aria's toast region) has been loaded by some
 * screen. Only back-office screens show toasts, so the public pages never load it; the root
 * mounts the region once a screen that can call showToast has loaded it.
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
