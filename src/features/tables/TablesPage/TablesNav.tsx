import { Link, useRouterState } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { pathOf } from '../../../platform/navigation.ts';
import * as styles from './TablesPage.css.ts';

const PAGES = [
  ['tables', 'list'],
  ['floorPlan', 'floorPlan'],
  ['tableMonitoring', 'monitoring'],
] as const;

/** The area's own navigation: list, floor plan, monitoring. */
export function TablesNav() {
  const { LL } = useI18nContext();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={LL.pages.tables()} className={styles.nav}>
      <ul className={styles.navList}>
        {PAGES.map(([page, label]) => {
          const path = pathOf(page);
          return (
            <li key={page}>
              <Link
                to={path}
                className={styles.navLink}
                aria-current={pathname === path ? 'page' : undefined}
              >
                {LL.tables.nav[label]()}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
