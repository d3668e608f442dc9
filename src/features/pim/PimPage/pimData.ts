import type { RouterContext } from '../../../router-context.ts';
import { validateResourceSearch } from '../../crud/crud.route.ts';
import {
  listPagesOptions,
  listQueryOf,
  type ResourceDescriptor,
  type ResourceKey,
  wholeList,
} from '../../crud/index.ts';
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
  const pages = descriptor.pages;
  const query = pages && listQueryOf(pages, validateResourceSearch(search), descriptor.defaultSort ?? null);
  return Promise.all([
    queryClient.ensureQueryData(nextPositionQueryOptions(descriptor.key)),
    pages && query
      ? queryClient.ensureInfiniteQueryData(listPagesOptions(pages, query))
      : queryClient.ensureQueryData(wholeList(descriptor)),
  ]);
}
