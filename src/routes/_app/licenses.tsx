import { createFileRoute } from '@tanstack/react-router';
import { LicencesPage } from '../../features/licences/LicencesPage/LicencesPage.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/licenses')({
  pendingComponent: TableSkeleton,
  component: LicencesPage,
});
