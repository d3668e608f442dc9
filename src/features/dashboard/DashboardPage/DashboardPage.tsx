import { useSuspenseQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { itemsQueryOptions } from '../../products/products.queries.ts';
import { userMetadataQueryOptions } from '../../session/session.queries.ts';
import * as styles from './DashboardPage.css.ts';

/** `/`: the company at a glance; sales figures arrive with the finance reports. */
export function DashboardPage() {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { data: items } = useSuspenseQuery(itemsQueryOptions());
  return (
    <section>
      <h1>{LL.dashboard.welcome({ name: metadata.userFirstName })}</h1>
      <div className={styles.grid}>
        <div className={styles.card}>
          <span className={styles.label}>{LL.dashboard.products()}</span>
          <span className={styles.value}>{items.count}</span>
        </div>
        <div className={styles.card}>
          <span className={styles.label}>{LL.dashboard.currency()}</span>
          <span className={styles.value}>{metadata.currency}</span>
        </div>
      </div>
    </section>
  );
}
