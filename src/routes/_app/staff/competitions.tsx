import { createFileRoute } from '@tanstack/react-router';
import { CompetitionsPage } from '../../../features/staff/CompetitionsPage/CompetitionsPage.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/staff/competitions')({
  pendingComponent: TableSkeleton,
  component: CompetitionsPage,
});
