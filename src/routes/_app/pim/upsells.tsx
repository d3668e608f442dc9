import { createFileRoute } from '@tanstack/react-router';
import { validateResourceSearch } from '../../../features/crud/useResource.ts';
import { ensurePimData, PimPage } from '../../../features/pim/PimPage/PimPage.tsx';
import { upsellsResource } from '../../../features/pim/upsells.resource.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/pim/upsells')({
  validateSearch: validateResourceSearch,
  loader: ({ context }) => ensurePimData(context.queryClient, [upsellsResource.list()]),
  pendingComponent: TableSkeleton,
  component: function Page() {
    return <PimPage descriptor={upsellsResource} search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
