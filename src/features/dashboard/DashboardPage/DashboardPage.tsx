import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import { formatMoney } from '../../../domain/money.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { dashboardQueryOptions } from '../dashboard.queries.ts';
import * as styles from './DashboardPage.css.ts';

function Card({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div className={styles.card}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      {note && <span className={styles.note}>{note}</span>}
    </div>
  );
}

/** `/` for FINANCE users: today's overview of the company and the selected venue. */
export function DashboardPage() {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { selected } = useVenueSelection();
  const { data } = useQuery(dashboardQueryOptions(selected?.id ?? null));
  const moneyLocale = COUNTRIES[normalizeCountry(metadata.country)].languageTag;
  return (
    <section>
      <h1>{LL.dashboard.welcome({ name: metadata.userFirstName })}</h1>
      {data ? (
        <>
          <p className={styles.today}>{LL.dashboard.today({ date: data.accountingDate })}</p>
          <div className={styles.grid} data-testid="dashboard">
            <Card
              label={LL.dashboard.sales()}
              value={data.sales ? formatMoney(data.sales.amount, data.currency, moneyLocale) : '—'}
              note={data.sales ? undefined : LL.dashboard.salesPending()}
            />
            <Card label={LL.dashboard.receipts()} value={data.sales ? data.sales.count : '—'} />
            <Card label={LL.dashboard.venue()} value={data.venue?.name ?? LL.dashboard.noVenue()} />
            <Card label={LL.dashboard.company()} value={data.companyName} />
            <Card label={LL.dashboard.venues()} value={data.venueCount} />
            <Card label={LL.dashboard.products()} value={data.productCount} />
            <Card label={LL.dashboard.currency()} value={data.currency} />
          </div>
        </>
      ) : (
        <div className={styles.grid} role="status" aria-label={LL.app.loading()} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <div key={i} className={styles.skeleton} />
          ))}
        </div>
      )}
    </section>
  );
}
