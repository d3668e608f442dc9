import { Link, useRouterState } from '@tanstack/react-router';
import { pathOf } from '../../../domain/navigation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import * as styles from './PimPage.css.ts';

/** The eight product-information pages (spec section 2), in the order the spec lists them. */
const PAGES = [
  'products',
  'categories',
  'courses',
  'variations',
  'manageModifications',
  'messages',
  'stations',
  'upsells',
] as const;

export function PimNav() {
  const { LL } = useI18nContext();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={LL.pim.nav()} className={styles.nav}>
      <ul className={styles.navList}>
        {PAGES.map((page) => {
          const path = pathOf(page);
          return (
            <li key={page}>
              <Link
                to={path}
                className={styles.navLink}
                aria-current={pathname === path ? 'page' : undefined}
              >
                {LL.pages[page]()}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
