import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CURRENCIES } from '../../../domain/countries.ts';
import { csvDialectFor } from '../../../domain/csv.ts';
import { paymentReportsToCsv } from '../../../domain/payments.ts';
import type { PaymentReportsQuery } from '../../../graphql/__generated__/graphql.ts';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { type FieldMessages, serverFieldMessages } from '../../../platform/forms/index.ts';
import { mutation, useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { Table } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { CreatePayoutReportDocument, PaymentReportsDocument } from '../payments.gql.ts';
import {
  paymentReportsQueryOptions,
  paymentsKeys,
  paymentsOverviewQueryOptions,
} from '../payments.queries.ts';
import { isUnreportedReportFailure } from '../reportFailures.ts';
import * as styles from './PaymentsPages.css.ts';
import { downloadCsv, NotConfigured, useFormat } from './shared.tsx';

const ALL = 'ALL';

async function exportCsv(language: string) {
  const rows = [];
  let after: string | null = null;
  do {
    const page: PaymentReportsQuery['paymentReports'] = (
      await execute(PaymentReportsDocument, { first: 500, after })
    ).paymentReports;
    rows.push(...page.items);
    after = page.nextCursor ?? null;
  } while (after);
  downloadCsv('payout-reports.csv', paymentReportsToCsv(rows, { dialect: csvDialectFor(language) }));
}

function ReportForm({ holders }: { holders: readonly { id: string; legalName: string }[] }) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const { currency: ownCurrency } = useFormat();
  const { venues } = useVenueSelection();
  const [accountHolderId, setAccountHolderId] = useState(holders[0]?.id ?? '');
  const [venueId, setVenueId] = useState<string>(ALL);
  const [orgNumber, setOrgNumber] = useState('');
  const [currency, setCurrency] = useState<string>(ownCurrency);
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-labelledby="new-payout-report"
      onSubmit={async (event) => {
        event.preventDefault();
        let failure: unknown = null;
        const result = await mutation.runUnreported(
          (e) => {
            failure = e;
            return isUnreportedReportFailure(e);
          },
          CreatePayoutReportDocument,
          {
            input: {
              accountHolderId,
              type: 'PAYOUTS',
              venueId: venueId === ALL ? null : venueId,
              orgNumber,
              currency,
              fromDate,
              toDate,
            },
          },
        );
        if (!result.success) {
          setErrors(serverFieldMessages(failure));
          setError(result.error);
          return;
        }
        setErrors({});
        setError(null);
        showToast({ type: 'success', title: LL.payments.reportCreated() });
        await queryClient.invalidateQueries({ queryKey: paymentsKeys.reports() });
      }}
    >
      <h2 id="new-payout-report">{LL.payments.newReport()}</h2>
      <div className={styles.filters}>
        {holders.length > 1 && (
          <Select
            label={LL.payments.accountHolder()}
            value={accountHolderId}
            onChange={setAccountHolderId}
            options={holders.map((h) => ({ id: h.id, label: h.legalName }))}
          />
        )}
        <Select
          label={LL.payments.venue()}
          value={venueId}
          onChange={setVenueId}
          options={[
            { id: ALL, label: LL.payments.allVenues() },
            ...venues.map((v) => ({ id: v.id, label: v.name })),
          ]}
        />
        <TextField
          label={LL.payments.orgNumber()}
          value={orgNumber}
          onChange={setOrgNumber}
          isRequired
          errorMessage={errors.orgNumber}
        />
        <Select
          label={LL.payments.currency()}
          value={currency}
          onChange={setCurrency}
          options={CURRENCIES.map((c) => ({ id: c, label: c }))}
          errorMessage={errors.currency}
        />
        <TextField
          label={LL.payments.from()}
          type="date"
          value={fromDate}
          onChange={setFromDate}
          isRequired
          errorMessage={errors.fromDate}
        />
        <TextField
          label={LL.payments.to()}
          type="date"
          value={toDate}
          onChange={setToDate}
          isRequired
          errorMessage={errors.toDate}
        />
        <Button type="submit">{LL.payments.createReport()}</Button>
      </div>
      {error && (
        <p className={styles.notice} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Page() {
  const { LL, locale } = useI18nContext();
  const { dateTime } = useFormat();
  const { data } = useQuery(paymentsOverviewQueryOptions());
  const query = useInfiniteQuery(paymentReportsQueryOptions());
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section>
      <h1>{LL.payments.reportsTitle()}</h1>
      {data && !data.configured && <NotConfigured />}
      {data?.configured && data.accountHolders.length > 0 && <ReportForm holders={data.accountHolders} />}
      <div className={styles.actions}>
        <Button tone="secondary" onPress={() => void exportCsv(locale)}>
          {LL.payments.exportCsv()}
        </Button>
      </div>
      {query.isPending ? (
        <TableSkeleton />
      ) : (
        <Table
          label={LL.payments.reportsTitle()}
          rows={rows}
          empty={() => LL.payments.empty.reports()}
          columns={[
            {
              id: 'date',
              label: LL.payments.columns.date(),
              isRowHeader: true,
              render: (r) => dateTime(r.createdAt),
            },
            {
              id: 'type',
              label: LL.payments.columns.type(),
              render: (r) =>
                LL.payments.reportTypes[r.type as keyof typeof LL.payments.reportTypes]?.() || r.type,
            },
            {
              id: 'period',
              label: LL.payments.columns.period(),
              render: (r) => `${r.fromDate} – ${r.toDate}`,
            },
            { id: 'currency', label: LL.payments.columns.currency(), render: (r) => r.currency },
            {
              id: 'download',
              label: LL.payments.columns.status(),
              render: (r) =>
                r.downloadUrl ? (
                  <a href={r.downloadUrl} target="_blank" rel="noopener noreferrer">
                    {LL.payments.download()}
                  </a>
                ) : (
                  r.status
                ),
            },
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

/** `/payments-reports`: payout reports asked of the card provider, with a CSV export of the list. */
export function ReportsPage() {
  return (
    <Namespace name="payments" fallback={<TableSkeleton />}>
      <Page />
    </Namespace>
  );
}
