import { preloadNamespaces } from '../../../i18n/Namespace.tsx';
import type { RouterContext } from '../../../router-context.ts';
import { ensureListData, type ResourceDescriptor, type ResourceKey } from '../../crud/index.ts';
import { nextPositionQueryOptions } from '../pim.queries.ts';
import type { PimEnv } from '../pimEnv.ts';

/**
 * The route loader: the first page of the URL's query when the server pages the list (else the
 * whole, small list), and what the screen's new record starts from (the next position). No
 * lookup list is loaded: the editor's pickers search the server (issue 14). Navigation waits for
 * the strings only: the screen shows its title at once and its rows when they come (PimPage's
 * Suspense), the phone's largest paint a round trip and a render sooner (issue 15). A hover
 * (the router's intent preload) has usually fetched the rows before the click.
 */
export function loadPimRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, PimEnv>,
  search: Record<string, unknown>,
) {
  const { queryClient } = context;
  // A failure is the screen's to show: its queries ask again and throw to the route's error screen.
  void queryClient.prefetchQuery(nextPositionQueryOptions(descriptor.key));
  void ensureListData(queryClient, descriptor, search).catch(() => {});
  return preloadNamespaces(['crud', 'pim']);
}
