import { loadListRoute, type ResourceDescriptor, type ResourceKey } from '../../../platform/crud/index.ts';
import type { RouterContext } from '../../../router-context.ts';
import { accessLevelsQueryOptions } from '../staff.queries.ts';
import type { StaffEnv } from '../staffEnv.ts';

/**
 * The route loader: the access levels every staff screen reads, and the list's first page; it
 * waits for the strings only (loadListRoute): the title shows at once, the rows when they come.
 */
export function loadStaffRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, StaffEnv>,
  search: Record<string, unknown>,
) {
  void context.queryClient.prefetchQuery(accessLevelsQueryOptions());
  return loadListRoute(context.queryClient, descriptor, search, ['staff']);
}
