import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { button } from '../styles/recipes/button.css.ts';
import * as styles from './Toast.css.ts';

export type ToastType = 'warn' | 'error' | 'success';

export interface ToastData {
  type: ToastType;
  title: string;
  subtitle?: string;
}

/** Spec section 9: the component default is 3000 ms. */
export const DEFAULT_TOAST_MS = 3000;

export const toastQueue = new ToastQueue<ToastData>({ maxVisibleToasts: 5 });

export function showToast(data: ToastData, timeout: number | null = DEFAULT_TOAST_MS): void {
  toastQueue.add(data, timeout === null ? {} : { timeout });
}

/** Top-right toasts; react-aria gives them a landmark and keyboard access (F6). */
export function Toasts() {
  const { LL } = useI18nContext();
  return (
    <ToastRegion queue={toastQueue} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={`${styles.toast} ${styles.tone[toast.content.type]}`}>
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
          <AriaButton
            slot="close"
            aria-label={LL.app.close()}
            className={button({ tone: 'ghost', size: 'sm' })}
          >
            ×
          </AriaButton>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
