import { createFileRoute } from '@tanstack/react-router';
import { MonitoringRoutePage } from '../../../features/tables/MonitoringPage/MonitoringPage.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/tables/monitoring')({
  validateSearch: (search: Record<string, unknown>): { plan?: string } =>
    typeof search.plan === 'string' ? { plan: search.plan } : {},
  pendingComponent: TableSkeleton,
  component: MonitoringRoutePage,
});
