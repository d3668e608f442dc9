import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { execute } from '../../graphql/client.ts';
import { DashboardDocument } from './dashboard.gql.ts';

export const dashboardQueryOptions = (venueId: string | null) =>
  queryOptions({
    queryKey: ['dashboard', venueId],
    queryFn: async () => (await execute(DashboardDocument, { venueId })).dashboard,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
