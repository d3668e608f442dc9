import { createFileRoute } from '@tanstack/react-router';
import { validateResourceSearch } from '../../../features/crud/useResource.ts';
import { categoriesResource } from '../../../features/pim/categories.resource.tsx';
import { ensurePimData, PimPage } from '../../../features/pim/PimPage/PimPage.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/pim/categories')({
  validateSearch: validateResourceSearch,
  loader: ({ context }) => ensurePimData(context.queryClient, [categoriesResource.list()]),
  pendingComponent: TableSkeleton,
  component: function Page() {
    return (
      <PimPage descriptor={categoriesResource} search={Route.useSearch()} navigate={Route.useNavigate()} />
    );
  },
});
