import { preloadNamespaces } from '../../../i18n/Namespace.tsx';
import type { RouterContext } from '../../../router-context.ts';
import { ensureListData, type ResourceDescriptor, type ResourceKey } from '../../crud/index.ts';
import { accessLevelsQueryOptions } from '../staff.queries.ts';
import type { StaffEnv } from '../staffEnv.ts';

/** The route loader: the access levels every staff screen reads, then the list's first page. */
export function loadStaffRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, StaffEnv>,
  search: Record<string, unknown>,
) {
  const { queryClient } = context;
  return Promise.all([
    queryClient.ensureQueryData(accessLevelsQueryOptions()),
    ensureListData(queryClient, descriptor, search),
    preloadNamespaces(['crud', 'staff']),
  ]);
}
