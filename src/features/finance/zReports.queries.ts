import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { execute } from '../../graphql/client.ts';
import { DayClosePreviewDocument, ZReportDetailDocument, ZReportsDocument } from './finance.gql.ts';
import { financeKeys } from './finance.queries.ts';

// Its own module: the finance home (`/`) imports finance.queries.ts, and the Z-reports screen's
// paging stays out of that first screen.

export const Z_REPORTS_PAGE_SIZE = 50;

/** A venue's Z-reports, newest first, a page at a time ("Load more"): the list grows every day. */
export const zReportsQueryOptions = (venueId: string | null) =>
  infiniteQueryOptions({
    queryKey: financeKeys.zReports(venueId),
    queryFn: async ({ pageParam }) =>
      (await execute(ZReportsDocument, { venueId, first: Z_REPORTS_PAGE_SIZE, after: pageParam }))
        .zReportsPage,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * What closing a venue's day (default: the oldest open one, else the last complete one) would
 * store, for one book: a register (its device id) or, with null, the sales without a register.
 * Read afresh each time it is asked.
 */
export const dayClosePreviewQueryOptions = (
  venueId: string,
  accountingDate: string | null,
  register: string | null = null,
) =>
  queryOptions({
    queryKey: financeKeys.dayClosePreview(venueId, accountingDate, register),
    queryFn: async () =>
      (await execute(DayClosePreviewDocument, { venueId, accountingDate, register })).dayClosePreview,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });

/** One Z-report's figures (the printable view); a stored Z-report never changes. */
export const zReportDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: financeKeys.zReport(id),
    queryFn: async () => (await execute(ZReportDetailDocument, { id })).zReport,
    staleTime: Number.POSITIVE_INFINITY,
  });
