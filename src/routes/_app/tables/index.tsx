import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { TablesPage } from '../../../features/tables/TablesPage/TablesPage.tsx';
import { validateResourceSearch } from '../../../platform/crud/crud.route.ts';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';

export const Route = createFileRoute('/_app/tables/')({
  validateSearch: validateResourceSearch,
  pendingComponent: TableSkeleton,
  component: function TablesRoute() {
    const search = validateResourceSearch(useSearch({ strict: false }));
    const navigate = useNavigate();
    return (
      <TablesPage
        search={search}
        navigate={({ search: next, replace }) =>
          navigate({ to: '.', search: (previous) => next(validateResourceSearch(previous)), replace })
        }
      />
    );
  },
});
