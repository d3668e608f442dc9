import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { execute } from '../../graphql/client.ts';
import { FinanceDashboardDocument, ReportsDocument, ScheduledReportsDocument } from './finance.gql.ts';

/** The one place for the finance area's query keys. */
export const financeKeys = {
  all: ['finance'] as const,
  dashboard: (from: string, to: string, venueIds: readonly string[]) =>
    ['finance', 'dashboard', from, to, ...venueIds] as const,
  zReports: (venueId: string | null) => ['finance', 'zReports', venueId] as const,
  zReport: (id: string) => ['finance', 'zReport', id] as const,
  dayClosePreview: (venueId: string, accountingDate: string | null, register: string | null = null) =>
    ['finance', 'dayClosePreview', venueId, accountingDate, register] as const,
  reports: () => ['finance', 'reports'] as const,
  schedules: () => ['finance', 'schedules'] as const,
};

export const financeDashboardQueryOptions = (from: string, to: string, venueIds: readonly string[]) =>
  queryOptions({
    queryKey: financeKeys.dashboard(from, to, venueIds),
    queryFn: async () =>
      (
        await execute(FinanceDashboardDocument, {
          from,
          to,
          venueIds: venueIds.length ? [...venueIds] : null,
        })
      ).financeDashboard,
    placeholderData: keepPreviousData,
  });

/** The newest 100 generated reports; polled while one is running (its progress bar moves). */
export const reportsQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.reports(),
    queryFn: async () => (await execute(ReportsDocument, { first: 100 })).reports,
    refetchInterval: (query) =>
      query.state.data?.items.some((report) => report.status === 'running') ? 1_000 : false,
  });

export const scheduledReportsQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.schedules(),
    queryFn: async () => (await execute(ScheduledReportsDocument)).scheduledReports,
  });
