import { createFileRoute } from '@tanstack/react-router';
import { BillingSetupPage } from '../../features/billing/BillingSetupPage.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/billing')({
  pendingComponent: TableSkeleton,
  component: BillingSetupPage,
});
