import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import * as styles from './PulsingLogo.css.ts';

/** Shown while the user profile loads (spec section 2, Layout shell). */
export function PulsingLogo() {
  const { LL } = useI18nContext();
  return (
    <div className={styles.wrap} role="status" aria-label={LL.app.loading()}>
      <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 16a7 7 0 1 0 14 0a7 7 0 1 0 -14 0" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M16 9v7h7" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}
