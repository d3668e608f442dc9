import { loadListRoute, type ResourceDescriptor, type ResourceKey } from '../../../platform/crud/index.ts';
import type { RouterContext } from '../../../router-context.ts';
import { nextPositionQueryOptions } from '../pim.queries.ts';
import type { PimEnv } from '../pimEnv.ts';

/**
 * The route loader: the first page of the URL's query when the server pages the list (else the
 * whole, small list), and what the screen's new record starts from (the next position). No
 * lookup list is loaded: the editor's pickers search the server (issue 14). Navigation waits for
 * the strings only (loadListRoute): the title shows at once, the rows when they come.
 */
export function loadPimRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, PimEnv>,
  search: Record<string, unknown>,
) {
  void context.queryClient.prefetchQuery(nextPositionQueryOptions(descriptor.key));
  return loadListRoute(context.queryClient, descriptor, search, ['pim']);
}
