import { Link, useRouterState } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { pathOf } from '../../../platform/navigation.ts';
import { PIM_PAGES } from '../pim.area.ts';
import * as styles from './PimPage.css.ts';

export function PimNav() {
  const { LL } = useI18nContext();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={LL.pim.nav()} className={styles.nav}>
      <ul className={styles.navList}>
        {PIM_PAGES.map((page) => {
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
