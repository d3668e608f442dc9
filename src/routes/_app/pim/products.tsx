import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../features/products/ProductsPage/ProductsPage.tsx';
import { itemsQueryOptions } from '../../../features/products/products.queries.ts';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/pim/products')({
  loader: ({ context }) => context.queryClient.ensureQueryData(itemsQueryOptions()),
  pendingComponent: TableSkeleton,
  component: ProductsPage,
});
