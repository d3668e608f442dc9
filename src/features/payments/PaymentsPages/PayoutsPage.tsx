import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { csvDialectFor } from '../../../domain/csv.ts';
import { payoutsToCsv } from '../../../domain/payments.ts';
import type { PayoutsQuery } from '../../../graphql/__generated__/graphql.ts';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { Table } from '../../../ui/Table.tsx';
import { PayoutsDocument } from '../payments.gql.ts';
import { paymentsOverviewQueryOptions, payoutsQueryOptions } from '../payments.queries.ts';
import * as styles from './PaymentsPages.css.ts';
import { downloadCsv, NotConfigured, useFormat } from './shared.tsx';

async function exportCsv(accountHolderId: string, language: string) {
  const rows = [];
  let after: string | null = null;
  do {
    const page: PayoutsQuery['payouts'] = (
      await execute(PayoutsDocument, { accountHolderId, first: 500, after })
    ).payouts;
    rows.push(...page.items);
    after = page.nextCursor ?? null;
  } while (after);
  downloadCsv(
    'payouts.csv',
    payoutsToCsv(
      rows.map((row) => ({ ...row, reference: row.id })),
      { dialect: csvDialectFor(language) },
    ),
  );
}

function PayoutList({ accountHolderId }: { accountHolderId: string }) {
  const { LL, locale } = useI18nContext();
  const { money, date } = useFormat();
  const query = useInfiniteQuery(payoutsQueryOptions(accountHolderId));
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <TableSkeleton />;
  if (query.isError)
    return (
      <p className={styles.notice} role="alert">
        {query.error.message}
      </p>
    );
  if (query.data?.pages[0]?.configured === false) return <NotConfigured />;
  return (
    <>
      <div className={styles.actions}>
        <Button tone="secondary" onPress={() => void exportCsv(accountHolderId, locale)}>
          {LL.payments.exportCsv()}
        </Button>
      </div>
      <Table
        label={LL.payments.payoutsTitle()}
        rows={rows}
        empty={() => LL.payments.empty.payouts()}
        columns={[
          {
            id: 'date',
            label: LL.payments.columns.date(),
            isRowHeader: true,
            render: (r) => date(r.bookedAt),
          },
          {
            id: 'amount',
            label: LL.payments.columns.amount(),
            numeric: true,
            render: (r) => money(r.amount, r.currency),
          },
          {
            id: 'status',
            label: LL.payments.columns.status(),
            render: (r) =>
              // `||`: typesafe-i18n answers an unknown key with an empty string, not undefined.
              LL.payments.payoutStatuses[r.status as keyof typeof LL.payments.payoutStatuses]?.() || r.status,
          },
          { id: 'reference', label: LL.payments.columns.reference(), render: (r) => r.id },
        ]}
      />
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
    </>
  );
}

function Page() {
  const { LL } = useI18nContext();
  const { data } = useQuery(paymentsOverviewQueryOptions());
  const holders = data?.accountHolders ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const accountHolderId = picked ?? holders[0]?.id ?? null;
  return (
    <section>
      <h1>{LL.payments.payoutsTitle()}</h1>
      {!data ? (
        <TableSkeleton />
      ) : !data.configured ? (
        <NotConfigured />
      ) : (
        <>
          {holders.length > 1 && (
            <div className={styles.filters}>
              <Select
                label={LL.payments.accountHolder()}
                value={accountHolderId ?? ''}
                onChange={setPicked}
                options={holders.map((h) => ({ id: h.id, label: h.legalName }))}
              />
            </div>
          )}
          {accountHolderId ? (
            <PayoutList accountHolderId={accountHolderId} />
          ) : (
            <p className={styles.muted}>{LL.payments.noAccountHolders()}</p>
          )}
        </>
      )}
    </section>
  );
}

/** `/payments-payouts`: the payouts of the company's account holders, read from the card provider. */
export function PayoutsPage() {
  return (
    <Namespace name="payments" fallback={<TableSkeleton />}>
      <Page />
    </Namespace>
  );
}
