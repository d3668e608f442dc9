import { useInfiniteQuery, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import { formatMoney } from '../../../domain/money.ts';
import { ORDER_CHANNELS, ORDER_STATUSES, type OrderStatus, SERVICE_TYPES } from '../../../domain/orders.ts';
import { ordersToCsv } from '../../../domain/ordersCsv.ts';
import type { OrderFilter, OrderQuery, OrdersQuery } from '../../../graphql/__generated__/graphql.ts';
import { execute, subscribe } from '../../../graphql/client.ts';
import { liveRefresher } from '../../../graphql/liveRefresh.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { Table } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { userMetadataQueryOptions } from '../../session/index.ts';
import { mutation, useVenueSelection } from '../../shell/index.ts';
import {
  OrderEventsDocument,
  OrdersDocument,
  RefundOrderDocument,
  SendOrderEmailDocument,
} from '../orders.gql.ts';
import { orderQueryOptions, ordersKeys, ordersQueryOptions } from '../orders.queries.ts';
import { type OrdersSearchKey, validateOrdersSearch } from '../orders.route.ts';
import * as styles from './OrdersPage.css.ts';

const ANY = 'ANY';

/** Every order of the filtered set, page by page (500 at a time), as a CSV download. */
async function exportCsv(filter: OrderFilter) {
  const rows = [];
  let after: string | null = null;
  do {
    const page: OrdersQuery = await execute(OrdersDocument, { filter, first: 500, after, withTotals: false });
    rows.push(...page.orders.items);
    after = page.orders.nextCursor ?? null;
  } while (after);
  // A byte-order mark, so spreadsheets read the file as UTF-8.
  const url = URL.createObjectURL(
    new Blob([`\uFEFF${ordersToCsv(rows)}`], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = 'orders.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function useMoney() {
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const country = COUNTRIES[normalizeCountry(metadata.country)];
  return (minor: number) => formatMoney(minor, country.currency, country.languageTag);
}

type Order = NonNullable<OrderQuery['order']>;

function RefundForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (whole: boolean) => {
    const lines = Object.entries(quantities)
      .map(([lineId, quantity]) => ({ lineId, quantity: Number(quantity) }))
      .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
    const result = await mutation.run(RefundOrderDocument, {
      orderId: order.id,
      lines: whole || lines.length === 0 ? null : lines,
      reason,
    });
    if (!result.success) {
      setError(result.error);
      return;
    }
    showToast({ type: 'success', title: LL.orders.refund.done() });
    await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    onDone();
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      {order.lines
        .filter((line) => line.quantity > line.refundedQuantity)
        .map((line) => (
          <TextField
            key={line.id}
            label={LL.orders.refund.lineQuantity({ title: line.title })}
            inputMode="numeric"
            value={quantities[line.id] ?? ''}
            onChange={(value) => setQuantities((previous) => ({ ...previous, [line.id]: value }))}
          />
        ))}
      <TextField
        label={LL.orders.refund.reason()}
        value={reason}
        onChange={setReason}
        isRequired
        errorMessage={error}
      />
      <div className={styles.actions}>
        <Button type="submit">{LL.orders.refund.submit()}</Button>
        <Button tone="secondary" onPress={() => void submit(true)}>
          {LL.orders.refund.whole()}
        </Button>
        <Button tone="secondary" onPress={onDone}>
          {LL.orders.refund.cancel()}
        </Button>
      </div>
    </form>
  );
}

function ReceiptForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { LL } = useI18nContext();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={styles.form}
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await mutation.run(SendOrderEmailDocument, { orderId: order.id, email });
        if (!result.success) {
          setError(result.error);
          return;
        }
        showToast({ type: 'success', title: LL.orders.receipt.sent({ email }) });
        onDone();
      }}
    >
      <TextField
        label={LL.orders.receipt.email()}
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        errorMessage={error}
      />
      <div className={styles.actions}>
        <Button type="submit">{LL.orders.receipt.submit()}</Button>
        <Button tone="secondary" onPress={onDone}>
          {LL.orders.receipt.cancel()}
        </Button>
      </div>
    </form>
  );
}

function OrderDetail({ id }: { id: string }) {
  const { LL } = useI18nContext();
  const money = useMoney();
  const { data } = useQuery(orderQueryOptions(id));
  const [action, setAction] = useState<'refund' | 'receipt' | null>(null);
  const order = data?.order;
  if (!order) return <TableSkeleton rows={4} />;
  const status = (value: string) => LL.orders.statuses[value as OrderStatus]?.() ?? value;
  return (
    <div>
      <p className={styles.summary}>
        <span>{status(order.status)}</span>
        <span>{order.venueName}</span>
        <span>{LL.orders.channels[order.channel as 'POS']?.() ?? order.channel}</span>
        <span>{LL.orders.serviceTypes[order.serviceType as 'POS']?.() ?? order.serviceType}</span>
        <span>
          {LL.orders.columns.accountingDate()}: {order.accountingDate}
        </span>
        <span>
          {LL.orders.detail.guests()}: {order.guestCount}
        </span>
        {order.table && (
          <span>
            {LL.orders.columns.table()}: {order.table}
          </span>
        )}
        {order.staffName && (
          <span>
            {LL.orders.columns.staff()}: {order.staffName}
          </span>
        )}
      </p>
      <div className={styles.actions}>
        {order.status === 'COMPLETED' && (
          <Button onPress={() => setAction('refund')}>{LL.orders.refund.action()}</Button>
        )}
        <Button tone="secondary" onPress={() => setAction('receipt')}>
          {LL.orders.receipt.action()}
        </Button>
        <Button tone="secondary" onPress={() => window.print()}>
          {LL.orders.detail.print()}
        </Button>
      </div>
      {action === 'refund' && <RefundForm order={order} onDone={() => setAction(null)} />}
      {action === 'receipt' && <ReceiptForm order={order} onDone={() => setAction(null)} />}
      <section className={styles.section}>
        <h3>{LL.orders.detail.lines()}</h3>
        <Table
          label={LL.orders.detail.lines()}
          rows={order.lines}
          columns={[
            {
              id: 'item',
              label: LL.orders.detail.item(),
              isRowHeader: true,
              render: (line) =>
                [
                  line.title,
                  ...line.variations.map((v) => v.name),
                  ...line.offers.map((o) => `${o.name} −${money(o.discount)}`),
                ].join(' · '),
            },
            {
              id: 'quantity',
              label: LL.orders.detail.quantity(),
              numeric: true,
              render: (line) =>
                line.refundedQuantity ? `${line.quantity} (−${line.refundedQuantity})` : line.quantity,
            },
            {
              id: 'unit',
              label: LL.orders.detail.unitPrice(),
              numeric: true,
              render: (line) => money(line.unitPrice),
            },
            {
              id: 'vat',
              label: LL.orders.detail.vatRate(),
              numeric: true,
              render: (line) => `${line.vatRate} %`,
            },
            {
              id: 'total',
              label: LL.orders.detail.lineTotal(),
              numeric: true,
              render: (line) => money(line.total),
            },
          ]}
        />
      </section>
      <section className={styles.section}>
        <h3>{LL.orders.detail.vat()}</h3>
        <Table
          label={LL.orders.detail.vat()}
          rows={order.vat.map((row) => ({ ...row, id: String(row.rate) }))}
          columns={[
            {
              id: 'rate',
              label: LL.orders.detail.rate(),
              isRowHeader: true,
              render: (row) => `${row.rate} %`,
            },
            { id: 'net', label: LL.orders.detail.net(), numeric: true, render: (row) => money(row.net) },
            { id: 'vat', label: LL.orders.detail.vatRate(), numeric: true, render: (row) => money(row.vat) },
            {
              id: 'gross',
              label: LL.orders.detail.gross(),
              numeric: true,
              render: (row) => money(row.gross),
            },
          ]}
        />
      </section>
      <section className={styles.section}>
        <h3>{LL.orders.detail.payments()}</h3>
        <Table
          label={LL.orders.detail.payments()}
          rows={order.payments}
          columns={[
            {
              id: 'method',
              label: LL.orders.detail.method(),
              isRowHeader: true,
              render: (p) => LL.orders.methods[p.method as 'CASH']?.() ?? p.method,
            },
            { id: 'amount', label: LL.orders.detail.amount(), numeric: true, render: (p) => money(p.amount) },
            { id: 'tip', label: LL.orders.detail.tip(), numeric: true, render: (p) => money(p.tip) },
            { id: 'ref', label: LL.orders.detail.reference(), render: (p) => p.acquirerReference ?? '' },
          ]}
        />
      </section>
      {order.refunds.length > 0 && (
        <section className={styles.section}>
          <h3>{LL.orders.detail.refunds()}</h3>
          {order.refunds.some((refund) => refund.status === 'pending_acquirer') && (
            <p className={styles.pending} role="status">
              {LL.orders.detail.refundPending()}
            </p>
          )}
          <Table
            label={LL.orders.detail.refunds()}
            rows={order.refunds}
            columns={[
              {
                id: 'amount',
                label: LL.orders.detail.amount(),
                isRowHeader: true,
                render: (r) => money(r.amount),
              },
              { id: 'reason', label: LL.orders.detail.reason(), render: (r) => r.reason },
              { id: 'by', label: LL.orders.detail.by(), render: (r) => r.byName },
              {
                id: 'status',
                label: LL.orders.columns.status(),
                render: (r) =>
                  r.status === 'done' ? LL.orders.detail.refundDone() : LL.orders.detail.refundPending(),
              },
            ]}
          />
        </section>
      )}
      <section className={styles.section}>
        <h3>{LL.orders.detail.audit()}</h3>
        <Table
          label={LL.orders.detail.audit()}
          rows={order.audit}
          columns={[
            {
              id: 'at',
              label: LL.orders.detail.when(),
              isRowHeader: true,
              render: (e) => new Date(e.at).toLocaleString(),
            },
            { id: 'who', label: LL.orders.detail.who(), render: (e) => e.who },
            { id: 'device', label: LL.orders.detail.device(), render: (e) => e.device ?? '' },
            {
              id: 'action',
              label: LL.orders.detail.action(),
              render: (e) => LL.orders.audit[e.action as 'created']?.() ?? e.action,
            },
          ]}
        />
      </section>
    </div>
  );
}

function OrdersScreen() {
  const { LL } = useI18nContext();
  const money = useMoney();
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
  const filter = useMemo<OrderFilter>(() => {
    const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
    return {
      statuses: status === ANY ? null : [status],
      channel: channel === ANY ? null : channel,
      venueId: venueId === ANY ? null : venueId,
      serviceType: serviceType === ANY ? null : serviceType,
      fromDate: day(fromDate),
      toDate: day(toDate),
      number: /^\d+$/.test(number.trim()) ? Number(number.trim()) : null,
      staffName: staffName.trim() || null,
      table: table.trim().slice(0, 50) || null,
    };
  }, [status, channel, venueId, serviceType, fromDate, toDate, number, staffName, table]);
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
      <div className={styles.filters}>
        <TextField
          label={LL.orders.search()}
          inputMode="numeric"
          value={number}
          onChange={setter('number')}
        />
        <Select
          label={LL.orders.status()}
          value={status}
          onChange={setter('status')}
          options={[any, ...ORDER_STATUSES.map((id) => ({ id, label: LL.orders.statuses[id]() }))]}
        />
        <Select
          label={LL.orders.channel()}
          value={channel}
          onChange={setter('channel')}
          options={[any, ...ORDER_CHANNELS.map((id) => ({ id, label: LL.orders.channels[id]() }))]}
        />
        <Select
          label={LL.orders.venue()}
          value={venueId}
          onChange={setter('venue')}
          options={[any, ...venues.map((venue) => ({ id: venue.id, label: venue.name }))]}
        />
        <Select
          label={LL.orders.serviceType()}
          value={serviceType}
          onChange={setter('serviceType')}
          options={[any, ...SERVICE_TYPES.map((id) => ({ id, label: LL.orders.serviceTypes[id]() }))]}
        />
        <TextField label={LL.orders.columns.staff()} value={staffName} onChange={setter('staff')} />
        <TextField label={LL.orders.columns.table()} value={table} onChange={setter('table')} />
        <TextField label={LL.orders.from()} type="date" value={fromDate} onChange={setter('from')} />
        <TextField label={LL.orders.to()} type="date" value={toDate} onChange={setter('to')} />
      </div>
      {first && (
        <p className={styles.summary} data-testid="orders-summary">
          <span className={styles.strong}>{LL.orders.count({ count: first.totalCount ?? 0 })}</span>
          <span>
            {LL.orders.filteredTotal()}:{' '}
            <span className={styles.strong}>{money(first.totalAmount ?? 0)}</span>
          </span>
          <Button tone="secondary" size="sm" onPress={() => void exportCsv(filter)}>
            {LL.orders.exportCsv()}
          </Button>
        </p>
      )}
      {query.isPending ? (
        <TableSkeleton />
      ) : (
        <Table
          label={LL.orders.tableLabel()}
          rows={rows}
          empty={() => LL.orders.empty()}
          columns={[
            {
              id: 'number',
              label: LL.orders.columns.number(),
              isRowHeader: true,
              render: (row) => (
                <Button tone="secondary" size="sm" onPress={() => setOpenId(row.id)}>
                  {`#${row.number}`}
                </Button>
              ),
            },
            {
              id: 'createdAt',
              label: LL.orders.columns.createdAt(),
              render: (row) => new Date(row.createdAt).toLocaleString(),
            },
            { id: 'day', label: LL.orders.columns.accountingDate(), render: (row) => row.accountingDate },
            { id: 'venue', label: LL.orders.columns.venue(), render: (row) => row.venueName },
            {
              id: 'channel',
              label: LL.orders.columns.channel(),
              render: (row) => LL.orders.channels[row.channel as 'POS']?.() ?? row.channel,
            },
            {
              id: 'serviceType',
              label: LL.orders.columns.serviceType(),
              render: (row) => LL.orders.serviceTypes[row.serviceType as 'POS']?.() ?? row.serviceType,
            },
            {
              id: 'status',
              label: LL.orders.columns.status(),
              render: (row) => LL.orders.statuses[row.status as OrderStatus]?.() ?? row.status,
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
            onPress={() => void query.fetchNextPage()}
            isDisabled={query.isFetchingNextPage}
          >
            {LL.orders.loadMore()}
          </Button>
        </div>
      )}
      <Modal
        isOpen={openId !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenId(null);
        }}
        title={LL.orders.detail.title({ number: open?.number ?? 0 })}
      >
        {openId && <OrderDetail id={openId} />}
      </Modal>
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
