import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { PaymentTransactionFilter } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import {
  PaymentReportsDocument,
  PaymentsOverviewDocument,
  PaymentTransactionsDocument,
  PayoutsDocument,
} from './payments.gql.ts';

export const PAYMENTS_PAGE_SIZE = 50;

/** The one place for the payments area's query keys. */
export const paymentsKeys = {
  all: ['payments'] as const,
  overview: () => ['payments', 'overview'] as const,
  transactions: (filter: PaymentTransactionFilter) => ['payments', 'transactions', filter] as const,
  payouts: (accountHolderId: string) => ['payments', 'payouts', accountHolderId] as const,
  reports: () => ['payments', 'reports'] as const,
};

export const paymentsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: paymentsKeys.overview(),
    queryFn: async () => (await execute(PaymentsOverviewDocument)).paymentsOverview,
  });

export const transactionsQueryOptions = (filter: PaymentTransactionFilter) =>
  infiniteQueryOptions({
    queryKey: paymentsKeys.transactions(filter),
    queryFn: async ({ pageParam }) =>
      (await execute(PaymentTransactionsDocument, { filter, first: PAYMENTS_PAGE_SIZE, after: pageParam }))
        .paymentTransactions,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const payoutsQueryOptions = (accountHolderId: string) =>
  infiniteQueryOptions({
    queryKey: paymentsKeys.payouts(accountHolderId),
    queryFn: async ({ pageParam }) =>
      (await execute(PayoutsDocument, { accountHolderId, first: PAYMENTS_PAGE_SIZE, after: pageParam }))
        .payouts,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const paymentReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: paymentsKeys.reports(),
    queryFn: async ({ pageParam }) =>
      (await execute(PaymentReportsDocument, { first: PAYMENTS_PAGE_SIZE, after: pageParam })).paymentReports,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
