import { preloadNamespaces } from '../../../i18n/Namespace.tsx';
import type { RouterContext } from '../../../router-context.ts';
import { ensureListData, type ResourceDescriptor, type ResourceKey } from '../../crud/index.ts';
import { nextPositionQueryOptions } from '../pim.queries.ts';
import type { PimEnv } from '../pimEnv.ts';

/**
 * The route loader: the first page of the URL's query when the server pages the list (else the
 * whole, small list), and what the screen's new record starts from (the next position). No
 * lookup list is loaded: the editor's pickers search the server (issue 14). Navigation waits for
 * it, so the screen arrives with its rows.
 */
export function loadPimRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, PimEnv>,
  search: Record<string, unknown>,
) {
  const { queryClient } = context;
  return Promise.all([
    queryClient.ensureQueryData(nextPositionQueryOptions(descriptor.key)),
    ensureListData(queryClient, descriptor, search),
    preloadNamespaces(['crud', 'pim']),
  ]);
}
