import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { PaymentTransactionFilter } from '../../../graphql/__generated__/graphql.ts';
import { exportPath } from '../../../graphql/csvDownload.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { StreamedExport } from '../../../ui/StreamedExport.tsx';
import { Table } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { paymentsOverviewQueryOptions, transactionsQueryOptions } from '../payments.queries.ts';
import { OnboardingPanel } from './OnboardingPanel.tsx';
import * as styles from './PaymentsPages.css.ts';
import { StoresPanel } from './StoresPanel.tsx';
import { NotConfigured, useFormat } from './shared.tsx';

const ALL = 'ALL';

/** Balance and onboarding state at the card provider (or its "not configured" state). */
function Overview() {
  const { LL } = useI18nContext();
  const { money } = useFormat();
  const { data } = useQuery(paymentsOverviewQueryOptions());
  if (!data) return null;
  return (
    <>
      {!data.configured && <NotConfigured />}
      {data.providerError && (
        <p className={styles.notice} role="alert">
          {data.providerError}
        </p>
      )}
      <div className={styles.cards}>
        {data.configured && (
          <section className={styles.card} aria-labelledby="payments-balance">
            <h2 id="payments-balance" className={styles.label}>
              {LL.payments.balance()}
            </h2>
            {data.balanceAccounts.length === 0 && <p className={styles.muted}>{LL.payments.noBalance()}</p>}
            {data.balanceAccounts.map((account) => (
              <div key={account.id}>
                <div className={styles.value} data-testid="balance-available">
                  {money(account.available, account.currency)}
                </div>
                <div className={styles.muted}>
                  {account.description} · {LL.payments.pending()}: {money(account.pending, account.currency)}
                </div>
              </div>
            ))}
          </section>
        )}
        <OnboardingPanel data={data} />
        <StoresPanel data={data} />
      </div>
    </>
  );
}

function Page() {
  const { LL } = useI18nContext();
  const { money, dateTime } = useFormat();
  const { venues } = useVenueSelection();
  const [venueId, setVenueId] = useState<string>(ALL);
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const filter: PaymentTransactionFilter = {
    venueId: venueId === ALL ? null : venueId,
    fromDate: fromDate || null,
    toDate: toDate || null,
    search: deferredSearch || null,
  };
  const query = useInfiniteQuery(transactionsQueryOptions(filter));
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const first = query.data?.pages[0];
  return (
    <section>
      <h1>{LL.payments.transactionsTitle()}</h1>
      <Overview />
      <div className={styles.filters}>
        <Select
          label={LL.payments.venue()}
          value={venueId}
          onChange={setVenueId}
          options={[
            { id: ALL, label: LL.payments.allVenues() },
            ...venues.map((v) => ({ id: v.id, label: v.name })),
          ]}
        />
        <TextField label={LL.payments.from()} type="date" value={fromDate} onChange={setFromDate} />
        <TextField label={LL.payments.to()} type="date" value={toDate} onChange={setToDate} />
        <TextField label={LL.payments.search()} type="search" value={search} onChange={setSearch} />
        {/* The server streams the file from SQL (GET /export/payments.csv, server/payments/paymentsExport.ts). */}
        <StreamedExport
          label={LL.payments.exportCsv()}
          path={exportPath('/export/payments.csv', filter)}
          fileName="transactions.csv"
          progressText={(progress) => LL.payments.exportProgress(progress)}
          failedText={(error) => LL.payments.exportFailed({ message: String(error) })}
        />
      </div>
      {first && (
        <p className={styles.muted} data-testid="transactions-summary">
          {LL.payments.summary({ count: first.totalCount, amount: money(first.totalAmount) })}
        </p>
      )}
      {query.isPending ? (
        <TableSkeleton />
      ) : (
        <Table
          label={LL.payments.transactionsTitle()}
          rows={rows}
          empty={() => LL.payments.empty.transactions()}
          columns={[
            {
              id: 'date',
              label: LL.payments.columns.date(),
              isRowHeader: true,
              render: (r) => dateTime(r.createdAt),
            },
            { id: 'venue', label: LL.payments.columns.venue(), render: (r) => r.venueName },
            { id: 'order', label: LL.payments.columns.order(), numeric: true, render: (r) => r.orderNumber },
            {
              id: 'amount',
              label: LL.payments.columns.amount(),
              numeric: true,
              render: (r) => money(r.amount, r.currency),
            },
            {
              id: 'tip',
              label: LL.payments.columns.tip(),
              numeric: true,
              render: (r) => money(r.tip, r.currency),
            },
            { id: 'reference', label: LL.payments.columns.reference(), render: (r) => r.reference ?? '' },
          ]}
        />
      )}
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button
            tone="secondary"
            onPress={() => void query.fetchNextPage()}
            isDisabled={query.isFetchingNextPage}
          >
            {LL.payments.loadMore()}
          </Button>
        </div>
      )}
    </section>
  );
}

/** `/payments-transactions`: card payments, balance and onboarding of a payments-only company. */
export function TransactionsPage() {
  return (
    <Namespace name="payments" fallback={<TableSkeleton />}>
      <Page />
    </Namespace>
  );
}
