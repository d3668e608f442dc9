import { createFileRoute } from '@tanstack/react-router';
import { InventoryPage } from '../../../features/inventory/InventoryPage/InventoryPage.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/inventory/')({
  pendingComponent: TableSkeleton,
  component: InventoryPage,
});
