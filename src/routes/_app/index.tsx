import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/DashboardPage/DashboardPage.tsx';
import { itemsQueryOptions } from '../../features/products/products.queries.ts';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(itemsQueryOptions()),
  component: DashboardPage,
});
