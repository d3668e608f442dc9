import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastsLoaded, toastsLoaded } from './toastHost.ts';

const Toasts = lazy(() => import('./Toast.tsx').then((module) => ({ default: module.Toasts })));

/** The toast region, mounted once a screen has loaded the toast module (see toastHost.ts). */
export function ToastHost() {
  const loaded = useSyncExternalStore(subscribeToastsLoaded, toastsLoaded, toastsLoaded);
  return loaded ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
