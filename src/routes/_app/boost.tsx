import { createFileRoute } from '@tanstack/react-router';
import { BoostPage } from '../../features/licences/BoostPage/BoostPage.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/boost')({
  pendingComponent: TableSkeleton,
  component: BoostPage,
});
