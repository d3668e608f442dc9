import { createFileRoute } from '@tanstack/react-router';
import { KdsRoutePage } from '../../features/kds/KdsPage/KdsPage.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/kds')({
  validateSearch: (search: Record<string, unknown>): { station?: string } =>
    typeof search.station === 'string' ? { station: search.station } : {},
  pendingComponent: TableSkeleton,
  component: KdsRoutePage,
});
