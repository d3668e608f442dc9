import { createFileRoute } from '@tanstack/react-router';
import { FloorPlanRoutePage } from '../../../features/tables/FloorPlanPage/FloorPlanPage.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/tables/floor-plan')({
  validateSearch: (search: Record<string, unknown>): { plan?: string } =>
    typeof search.plan === 'string' ? { plan: search.plan } : {},
  pendingComponent: TableSkeleton,
  component: FloorPlanRoutePage,
});
