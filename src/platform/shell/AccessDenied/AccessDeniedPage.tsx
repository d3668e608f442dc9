import { Link } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { button } from '../../../styles/recipes/button.css.ts';
import { pathOf } from '../../navigation.ts';
import * as styles from '../shell.css.ts';

/** Spec section 2, Access denied page: shown where a page's gate fails (src/domain/navigation.ts). */
export function AccessDeniedPage() {
  const { LL } = useI18nContext();
  return (
    <section className={styles.messagePage} data-testid="access-denied">
      <p className={styles.eyebrow}>{LL.accessDenied.title()}</p>
      <h1>{LL.accessDenied.subtitle()}</h1>
      <p className={styles.body}>{LL.accessDenied.body()}</p>
      <div className={styles.actions}>
        <Link to="/" className={button({ tone: 'primary' })}>
          {LL.accessDenied.home()}
        </Link>
        <Link to={pathOf('support')}>{LL.accessDenied.contactSupport()}</Link>
      </div>
    </section>
  );
}
