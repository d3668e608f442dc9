import { createFileRoute } from '@tanstack/react-router';
import { validateResourceSearch } from '../../../features/crud/useResource.ts';
import { ensurePimData, PimPage } from '../../../features/pim/PimPage/PimPage.tsx';
import { variationsResource } from '../../../features/pim/variations.resource.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/pim/variations')({
  validateSearch: validateResourceSearch,
  loader: ({ context }) => ensurePimData(context.queryClient, [variationsResource.list()]),
  pendingComponent: TableSkeleton,
  component: function Page() {
    return (
      <PimPage descriptor={variationsResource} search={Route.useSearch()} navigate={Route.useNavigate()} />
    );
  },
});
