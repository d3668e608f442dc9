import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ORDER_CHANNELS, ORDER_STATUSES, type OrderStatus, SERVICE_TYPES } from '../../../domain/orders.ts';
import { subscribe } from '../../../graphql/client.ts';
import { exportPath } from '../../../graphql/csvDownload.ts';
import { liveRefresher } from '../../../graphql/liveRefresh.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { preloadOnIntent } from '../../../ui/loadOnUse.ts';
import { PlainButton as Button, PlainSelect, PlainTextField } from '../../../ui/PlainControls.tsx';
import { PlainTable } from '../../../ui/PlainTable.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { StreamedExport } from '../../../ui/StreamedExport.tsx';
import { OrderEventsDocument } from '../orders.gql.ts';
import { ordersKeys, ordersQueryOptions } from '../orders.queries.ts';
import { ANY, type OrdersSearchKey, ordersFilter, validateOrdersSearch } from '../orders.route.ts';
import * as styles from './OrdersPage.css.ts';

/**
 * The list's first screen is native controls and a native table (issue 15: the shell plus the
 * first screen ≤ 170 KB gzip); an order's detail dialog loads when its number is pointed at,
 * focused or pressed. The CSV export is streamed by the server.
 */
const loadDetail = () => import('./OrderDetailDialog.tsx');
const OrderDetailDialog = lazy(async () => ({ default: (await loadDetail()).OrderDetailDialog }));
const preloadDetail = () => void loadDetail().catch(() => {});

function OrdersScreen() {
  const { LL } = useI18nContext();
  const { money, dateTime: when } = useFormats();
  const queryClient = useQueryClient();
  const { venues } = useVenueSelection();
  // The filters are the URL's (orders.route.ts): a filtered list survives a reload and can be shared.
  const search = validateOrdersSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const setter = (key: OrdersSearchKey) => (value: string) =>
    void navigate({
      to: '.',
      replace: true,
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        [key]: value === ANY || value === '' ? undefined : value,
      }),
    });
  const status = search.status ?? ANY;
  const channel = search.channel ?? ANY;
  const venueId = search.venue ?? ANY;
  const serviceType = search.serviceType ?? ANY;
  const fromDate = search.from ?? '';
  const toDate = search.to ?? '';
  const number = search.number ?? '';
  const staffName = search.staff ?? '';
  const table = search.table ?? '';
  const [openId, setOpenId] = useState<string | null>(null);
  // On a phone the nine filters fold behind one button (always shown on wider screens).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filter = ordersFilter(search);
  const query = useInfiniteQuery(ordersQueryOptions(filter));
  // Live: any order event of the company refreshes the list (and an open detail).
  useEffect(() => {
    const refresh = liveRefresher(queryClient, () => [ordersKeys.all]);
    return subscribe(OrderEventsDocument, {}, () => void refresh());
  }, [queryClient]);
  const rows = query.data?.pages.flatMap((page) => page.orders.items) ?? [];
  const first = query.data?.pages[0]?.orders;
  const any = { id: ANY, label: LL.orders.any() };
  const open = rows.find((row) => row.id === openId);
  return (
    <section>
      <h1>{LL.orders.title()}</h1>
      <p className={styles.summary}>{LL.orders.live()}</p>
      <div className={styles.filterToggle}>
        <Button
          tone="secondary"
          aria-expanded={filtersOpen}
          aria-controls="orders-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {LL.orders.filters()}
        </Button>
      </div>
      <div id="orders-filters" className={styles.filters} data-open={filtersOpen || undefined}>
        <PlainTextField
          label={LL.orders.search()}
          inputMode="numeric"
          value={number}
          onChange={setter('number')}
        />
        <PlainSelect
          label={LL.orders.status()}
          value={status}
          onChange={setter('status')}
          options={[any, ...ORDER_STATUSES.map((id) => ({ id, label: LL.orders.statuses[id]() }))]}
        />
        <PlainSelect
          label={LL.orders.channel()}
          value={channel}
          onChange={setter('channel')}
          options={[any, ...ORDER_CHANNELS.map((id) => ({ id, label: LL.orders.channels[id]() }))]}
        />
        <PlainSelect
          label={LL.orders.venue()}
          value={venueId}
          onChange={setter('venue')}
          options={[any, ...venues.map((venue) => ({ id: venue.id, label: venue.name }))]}
        />
        <PlainSelect
          label={LL.orders.serviceType()}
          value={serviceType}
          onChange={setter('serviceType')}
          options={[any, ...SERVICE_TYPES.map((id) => ({ id, label: LL.orders.serviceTypes[id]() }))]}
        />
        <PlainTextField label={LL.orders.columns.staff()} value={staffName} onChange={setter('staff')} />
        <PlainTextField label={LL.orders.columns.table()} value={table} onChange={setter('table')} />
        <PlainTextField label={LL.orders.from()} type="date" value={fromDate} onChange={setter('from')} />
        <PlainTextField label={LL.orders.to()} type="date" value={toDate} onChange={setter('to')} />
      </div>
      {first && (
        <p className={styles.summary} data-testid="orders-summary">
          <span className={styles.strong}>{LL.orders.count({ count: first.totalCount ?? 0 })}</span>
          <span>
            {LL.orders.filteredTotal()}:{' '}
            <span className={styles.strong}>{money(first.totalAmount ?? 0)}</span>
          </span>
          {/* The server streams the file from SQL (GET /export/orders.csv, server/orders/ordersExport.ts). */}
          <StreamedExport
            label={LL.orders.exportCsv()}
            path={exportPath('/export/orders.csv', filter)}
            fileName="orders.csv"
            progressText={(progress) => LL.orders.exportProgress(progress)}
            failedText={(error) => LL.orders.exportFailed({ message: String(error) })}
          />
        </p>
      )}
      {query.isPending ? (
        <TableSkeleton />
      ) : (
        <PlainTable
          label={LL.orders.tableLabel()}
          rows={rows}
          empty={() => LL.orders.empty()}
          columns={[
            {
              id: 'number',
              label: LL.orders.columns.number(),
              isRowHeader: true,
              render: (row) => (
                <Button
                  tone="secondary"
                  size="sm"
                  {...preloadOnIntent(preloadDetail)}
                  onClick={() => setOpenId(row.id)}
                >
                  {`#${row.number}`}
                </Button>
              ),
            },
            {
              id: 'createdAt',
              label: LL.orders.columns.createdAt(),
              render: (row) => when(row.createdAt),
            },
            { id: 'day', label: LL.orders.columns.accountingDate(), render: (row) => row.accountingDate },
            { id: 'venue', label: LL.orders.columns.venue(), render: (row) => row.venueName },
            {
              id: 'channel',
              label: LL.orders.columns.channel(),
              render: (row) => LL.orders.channels[row.channel as 'POS']?.() || row.channel,
            },
            {
              id: 'serviceType',
              label: LL.orders.columns.serviceType(),
              render: (row) => LL.orders.serviceTypes[row.serviceType as 'POS']?.() || row.serviceType,
            },
            {
              id: 'status',
              label: LL.orders.columns.status(),
              render: (row) => LL.orders.statuses[row.status as OrderStatus]?.() || row.status,
            },
            { id: 'table', label: LL.orders.columns.table(), render: (row) => row.table ?? '' },
            { id: 'staff', label: LL.orders.columns.staff(), render: (row) => row.staffName ?? '' },
            {
              id: 'total',
              label: LL.orders.columns.total(),
              numeric: true,
              render: (row) => money(row.total),
            },
          ]}
        />
      )}
      {query.hasNextPage && (
        <div className={styles.actions}>
          <Button
            tone="secondary"
            onClick={() => void query.fetchNextPage()}
            isDisabled={query.isFetchingNextPage}
          >
            {LL.orders.loadMore()}
          </Button>
        </div>
      )}
      {openId && (
        <Suspense fallback={null}>
          <OrderDetailDialog
            id={openId}
            title={LL.orders.detail.title({ number: open?.number ?? 0 })}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** `/orders` (issue 18): the venue's orders, filtered, live, with detail, refunds and receipts. */
export function OrdersPage() {
  return (
    <Namespace name="orders" fallback={<TableSkeleton />}>
      <OrdersScreen />
    </Namespace>
  );
}
