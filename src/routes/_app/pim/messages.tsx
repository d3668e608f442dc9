import { createFileRoute } from '@tanstack/react-router';
import { validateResourceSearch } from '../../../features/crud/useResource.ts';
import { messagesResource } from '../../../features/pim/messages.resource.tsx';
import { ensurePimData, PimPage } from '../../../features/pim/PimPage/PimPage.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/pim/messages')({
  validateSearch: validateResourceSearch,
  loader: ({ context }) => ensurePimData(context.queryClient, [messagesResource.list()]),
  pendingComponent: TableSkeleton,
  component: function Page() {
    return (
      <PimPage descriptor={messagesResource} search={Route.useSearch()} navigate={Route.useNavigate()} />
    );
  },
});
