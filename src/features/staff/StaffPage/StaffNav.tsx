import { Link, useRouterState } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { pathOf } from '../../../platform/navigation.ts';
import { STAFF_PAGES } from '../staff.area.ts';
import * as styles from './StaffPage.css.ts';

/** The staff area's own navigation: staff, access levels, first steps. */
export function StaffNav() {
  const { LL } = useI18nContext();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={LL.staff.title()} className={styles.nav}>
      <ul className={styles.navList}>
        {STAFF_PAGES.map((page) => {
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
