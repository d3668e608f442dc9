import { createFileRoute } from '@tanstack/react-router';
import { validateResourceSearch } from '../../../features/crud/useResource.ts';
import { coursesResource } from '../../../features/pim/courses.resource.tsx';
import { ensurePimData, PimPage } from '../../../features/pim/PimPage/PimPage.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/pim/courses')({
  validateSearch: validateResourceSearch,
  loader: ({ context }) => ensurePimData(context.queryClient, [coursesResource.list()]),
  pendingComponent: TableSkeleton,
  component: function Page() {
    return <PimPage descriptor={coursesResource} search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
