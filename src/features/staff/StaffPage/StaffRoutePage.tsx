import { useNavigate, useSearch } from '@tanstack/react-router';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import {
  type ResourceDescriptor,
  type ResourceKey,
  ResourceScreen,
  ResourceScreenSuspense,
  validateResourceSearch,
} from '../../crud/index.ts';
import { type StaffEnv, useStaffEnv } from '../staffEnv.ts';
import { StaffNav } from './StaffNav.tsx';

function StaffScreen<R extends ResourceKey, Row extends { id: string }, F>({
  descriptor,
}: {
  descriptor: ResourceDescriptor<R, Row, F, StaffEnv>;
}) {
  const env = useStaffEnv();
  const search = validateResourceSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <ResourceScreen
      descriptor={descriptor}
      env={env}
      search={search}
      onSearch={(patch, options) =>
        navigate({
          to: '.',
          search: (previous) => ({ ...validateResourceSearch(previous), ...patch }),
          replace: options?.replace,
        })
      }
    />
  );
}

/** A staff list-and-edit page: the `crud` and `staff` dictionaries, the area's tabs, the generic screen. */
export function StaffRoutePage<R extends ResourceKey, Row extends { id: string }, F>({
  descriptor,
}: {
  descriptor: ResourceDescriptor<R, Row, F, StaffEnv>;
}) {
  return (
    <Namespace name="crud" fallback={<TableSkeleton />}>
      <Namespace name="staff" fallback={<TableSkeleton />}>
        <StaffNav />
        <ResourceScreenSuspense descriptor={descriptor}>
          <StaffScreen descriptor={descriptor} />
        </ResourceScreenSuspense>
      </Namespace>
    </Namespace>
  );
}
