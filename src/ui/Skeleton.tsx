import { useI18nContext } from '../i18n/i18n-react.tsx';
import * as styles from './Skeleton.css.ts';

/**
 * Placeholder rows while a table's data loads: a busy region (aria-busy), which assistive
 * technology and the tests wait out. `busy={false}` for a placeholder that waits for no load (a
 * chart drawn once it is scrolled near).
 */
export function TableSkeleton({ rows = 8, busy = true }: { rows?: number; busy?: boolean }) {
  const { LL } = useI18nContext();
  return (
    <div className={styles.list} role="status" aria-label={LL.app.loading()} aria-busy={busy}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={styles.bar} />
      ))}
    </div>
  );
}
