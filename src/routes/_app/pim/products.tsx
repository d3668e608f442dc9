import { createFileRoute } from '@tanstack/react-router';
import { validateResourceSearch } from '../../../features/crud/useResource.ts';
import { ensurePimData, PimPage } from '../../../features/pim/PimPage/PimPage.tsx';
import { productsResource } from '../../../features/pim/products.resource.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/pim/products')({
  validateSearch: validateResourceSearch,
  loader: ({ context }) => ensurePimData(context.queryClient),
  pendingComponent: TableSkeleton,
  component: function Products() {
    return (
      <PimPage descriptor={productsResource} search={Route.useSearch()} navigate={Route.useNavigate()} />
    );
  },
});
