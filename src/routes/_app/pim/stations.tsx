import { createFileRoute } from '@tanstack/react-router';
import { validateResourceSearch } from '../../../features/crud/useResource.ts';
import { ensurePimData, PimPage } from '../../../features/pim/PimPage/PimPage.tsx';
import { stationsResource } from '../../../features/pim/stations.resource.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/pim/stations')({
  validateSearch: validateResourceSearch,
  loader: ({ context }) => ensurePimData(context.queryClient, [stationsResource.list()]),
  pendingComponent: TableSkeleton,
  component: function Page() {
    return (
      <PimPage descriptor={stationsResource} search={Route.useSearch()} navigate={Route.useNavigate()} />
    );
  },
});
