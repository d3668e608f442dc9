import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderStatus } from '../../../domain/orders.ts';
import type { OrderQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { mutation } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { useConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { PrintButton } from '../../../ui/PrintButton.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { Table } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { RefundOrderDocument, SendOrderEmailDocument } from '../orders.gql.ts';
import { orderQueryOptions, ordersKeys } from '../orders.queries.ts';
import * as styles from './OrdersPage.css.ts';

/**
 * An order's detail (lines, VAT, payments, refunds, audit) with its refund and receipt forms, in a
 * dialog. Loaded when an order's number is pointed at, focused or pressed, not with the list: its
 * react-aria dialog, grid and fields are ~60 KB gzip the list itself does not need.
 */
export function OrderDetailDialog({
  id,
  title,
  onClose,
}: {
  id: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={title}
      printable
    >
      <OrderDetail id={id} />
    </Modal>
  );
}

type Order = NonNullable<OrderQuery['order']>;

function RefundForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per refund form: a resend after a lost answer refunds once (issue 40 item 5).
  const [idempotencyKey] = useState(() => `backoffice-refund-${crypto.randomUUID()}`);
  const confirm = useConfirmDialog();
  const refund = async (lines: { lineId: string; quantity: number }[] | null) => {
    const result = await mutation.run(RefundOrderDocument, {
      idempotencyKey,
      orderId: order.id,
      lines,
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
  // A refund is irreversible: it asks first, saying how much of the order goes back (issue 41).
  const submit = (whole: boolean) => {
    const lines = Object.entries(quantities)
      .map(([lineId, quantity]) => ({ lineId, quantity: Number(quantity) }))
      .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
    const chosen = whole || lines.length === 0 ? null : lines;
    confirm.ask({
      title: LL.orders.refund.confirmTitle({ number: order.number }),
      body: (
        <p>
          {chosen
            ? LL.orders.refund.confirmLines({ count: chosen.reduce((sum, line) => sum + line.quantity, 0) })
            : LL.orders.refund.confirmWhole()}
        </p>
      ),
      confirmLabel: LL.orders.refund.submit(),
      onConfirm: () => refund(chosen),
    });
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
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
        <Button tone="secondary" onPress={() => submit(true)}>
          {LL.orders.refund.whole()}
        </Button>
        <Button tone="secondary" onPress={onDone}>
          {LL.orders.refund.cancel()}
        </Button>
      </div>
      {confirm.dialog}
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
  const { money, dateTime: when } = useFormats();
  const { data } = useQuery(orderQueryOptions(id));
  const [action, setAction] = useState<'refund' | 'receipt' | null>(null);
  const order = data?.order;
  if (!order) return <TableSkeleton rows={4} />;
  const status = (value: string) => LL.orders.statuses[value as OrderStatus]?.() || value;
  return (
    <div>
      <p className={styles.summary}>
        <span>{status(order.status)}</span>
        <span>{order.venueName}</span>
        <span>{LL.orders.channels[order.channel as 'POS']?.() || order.channel}</span>
        <span>{LL.orders.serviceTypes[order.serviceType as 'POS']?.() || order.serviceType}</span>
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
        <PrintButton size="md" />
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
              // A company's own method by its name; a built-in one in the reader's language.
              render: (p) => p.methodName ?? (LL.orders.methods[p.method as 'CASH']?.() || p.method),
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
              render: (e) => when(e.at),
            },
            { id: 'who', label: LL.orders.detail.who(), render: (e) => e.who },
            { id: 'device', label: LL.orders.detail.device(), render: (e) => e.device ?? '' },
            {
              id: 'action',
              label: LL.orders.detail.action(),
              render: (e) => LL.orders.audit[e.action as 'created']?.() || e.action,
            },
          ]}
        />
      </section>
    </div>
  );
}
