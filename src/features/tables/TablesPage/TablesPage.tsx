import type { ReactNode } from 'react';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { ResourceScreen, ResourceScreenSuspense, type ResourceSearch } from '../../../platform/crud/index.ts';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { tablesResource } from '../tables.resource.tsx';
import { useTablesEnv } from '../tablesEnv.ts';
import { BulkTables } from './BulkTables.tsx';
import { TablesNav } from './TablesNav.tsx';

export type SearchNavigate = (options: {
  search: (previous: ResourceSearch) => ResourceSearch;
  replace?: boolean;
}) => unknown;

function TablesScreen({ search, navigate }: { search: ResourceSearch; navigate: SearchNavigate }) {
  const env = useTablesEnv();
  const descriptor = { ...tablesResource, toolbar: () => <BulkTables env={env} /> };
  return (
    <ResourceScreen
      descriptor={descriptor}
      env={env}
      search={search}
      onSearch={(patch, options) =>
        navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace })
      }
    />
  );
}

/** /tables: the server-paged list of tables by floor plan, with bulk create. */
export function TablesPage(props: { search: ResourceSearch; navigate: SearchNavigate }) {
  return (
    <Namespace name="crud" fallback={<TableSkeleton />}>
      <Namespace name="tables" fallback={<TableSkeleton />}>
        <TablesNav />
        <ResourceScreenSuspense descriptor={tablesResource}>
          <TablesScreen {...props} />
        </ResourceScreenSuspense>
      </Namespace>
    </Namespace>
  );
}

/** Every tables page: the area's dictionary and navigation around it. */
export function TablesFrame({ children }: { children: ReactNode }) {
  return (
    <Namespace name="tables" fallback={<TableSkeleton />}>
      <TablesNav />
      {children}
    </Namespace>
  );
}
