import { useSyncExternalStore } from 'react';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { DEFAULT_TOAST_DURATION, type ToastDuration, type ToastType } from '../domain/toast.ts';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { createToastActor, type ToastActor } from '../machines/toast/toast.actors.ts';
import { button } from '../styles/recipes/button.css.ts';
import * as styles from './Toast.css.ts';
import { markToastsLoaded } from './toastHost.ts';

export type { ToastType };

export interface ToastData {
  type: ToastType;
  title: string;
  subtitle?: string;
  /** An optional button: pressing it hides the toast, then runs `onPress` 200 ms later. */
  action?: { label: string; onPress: () => void };
}

interface QueuedToast extends ToastData {
  actor: ToastActor;
}

/** react-aria's queue shows the toasts; each toast's timing is its own toast machine. */
export const toastQueue = new ToastQueue<QueuedToast>({ maxVisibleToasts: 5 });
// The first toast has loaded this module: the root mounts the region now.
markToastsLoaded();

/**
 * Queues a toast for `duration` (never, 2000 or 3000 ms; default 3000) and returns its key. Screens
 * call `showToast` in ui/toastHost.ts, which loads this module with the first toast.
 */
export function queueToast(data: ToastData, duration: ToastDuration = DEFAULT_TOAST_DURATION): string {
  let key: string | null = null;
  const actor = createToastActor(duration, {
    hide: () => {
      if (key !== null) toastQueue.close(key);
    },
    action: data.action?.onPress,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  key = toastQueue.add({ ...data, actor }, { onClose: () => actor.send({ type: 'CLOSE' }) });
  return key;
}

/**
 * Holds every visible toast's timer while the pointer or the focus is in the toast region (the
 * toast machine's HOLD and RELEASE), as react-aria does for its own timers: F6 focuses the
 * region, and a keyboard user then has time to Tab to a toast's buttons. Native listeners:
 * react-aria's region takes no focus handlers of ours.
 */
function holdWhileInUse(region: HTMLDivElement | null) {
  if (!region) return;
  const tell = (type: 'HOLD' | 'RELEASE') => {
    for (const toast of toastQueue.visibleToasts) toast.content.actor.send({ type });
  };
  const hold = () => tell('HOLD');
  const leave = () =>
    queueMicrotask(() => {
      if (!region.matches(':hover') && !region.contains(document.activeElement)) tell('RELEASE');
    });
  region.addEventListener('mouseenter', hold);
  region.addEventListener('focusin', hold);
  region.addEventListener('mouseleave', leave);
  region.addEventListener('focusout', leave);
  return () => {
    region.removeEventListener('mouseenter', hold);
    region.removeEventListener('focusin', hold);
    region.removeEventListener('mouseleave', leave);
    region.removeEventListener('focusout', leave);
  };
}

/** Top-right toasts on layer 100; react-aria gives them a landmark and keyboard access (F6). */
export function Toasts() {
  const { LL } = useI18nContext();
  // react-aria registers the region for F6 when it mounts, and it has no element while no toast
  // shows (a fixed aria-label never re-registers it): mount it afresh when toasts appear.
  const shown = useSyncExternalStore(
    (onChange) => toastQueue.subscribe(onChange),
    () => toastQueue.visibleToasts.length > 0,
  );
  return (
    <ToastRegion
      key={shown ? 'shown' : 'none'}
      queue={toastQueue}
      className={styles.region}
      aria-label={LL.app.notifications()}
      // Marks the landmark for the e2e Tab walk, which leaves it to the F6 check (docs/decisions.md).
      data-toast-region=""
      ref={holdWhileInUse}
    >
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={`${styles.toast} ${styles.tone[toast.content.type]}`}
          data-testid={`toast-${toast.content.type}`}
        >
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.subtitle && (
              <Text slot="description" className={styles.subtitle}>
                {toast.content.subtitle}
              </Text>
            )}
          </ToastContent>
          {toast.content.action && (
            <AriaButton
              className={`${button({ tone: 'secondary', size: 'sm' })} ${styles.action}`}
              onPress={() => toast.content.actor.send({ type: 'ACTION' })}
            >
              {toast.content.action.label}
            </AriaButton>
          )}
          <AriaButton
            aria-label={LL.app.close()}
            className={`${button({ tone: 'ghost', size: 'sm' })} ${styles.close}`}
            onPress={() => toast.content.actor.send({ type: 'CLOSE' })}
          >
            <span aria-hidden="true">×</span>
          </AriaButton>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
