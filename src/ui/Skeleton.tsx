import { useI18nContext } from '../i18n/i18n-react.tsx';
import * as styles from './Skeleton.css.ts';

/** Placeholder rows while a table's data loads. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  const { LL } = useI18nContext();
  return (
    <div className={styles.list} role="status" aria-label={LL.app.loading()}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={styles.bar} />
      ))}
    </div>
  );
}
