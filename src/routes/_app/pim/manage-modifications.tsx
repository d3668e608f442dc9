import { createFileRoute } from '@tanstack/react-router';
import { validateResourceSearch } from '../../../features/crud/useResource.ts';
import { modificationsResource } from '../../../features/pim/modifications.resource.tsx';
import { ensurePimData, PimPage } from '../../../features/pim/PimPage/PimPage.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/pim/manage-modifications')({
  validateSearch: validateResourceSearch,
  loader: ({ context }) => ensurePimData(context.queryClient, [modificationsResource.list()]),
  pendingComponent: TableSkeleton,
  component: function Page() {
    return (
      <PimPage descriptor={modificationsResource} search={Route.useSearch()} navigate={Route.useNavigate()} />
    );
  },
});
