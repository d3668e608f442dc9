import type { RouterContext } from '../../../router-context.ts';
import { validateResourceSearch } from '../../crud/crud.route.ts';
import {
  listPagesOptions,
  listQueryOf,
  type ResourceDescriptor,
  type ResourceKey,
  wholeList,
} from '../../crud/index.ts';
import { accessLevelsQueryOptions } from '../staff.queries.ts';
import type { StaffEnv } from '../staffEnv.ts';

/** The route loader: the access levels every staff screen reads, then the list's first page. */
export function loadStaffRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, StaffEnv>,
  search: Record<string, unknown>,
) {
  const { queryClient } = context;
  const pages = descriptor.pages;
  const query = pages && listQueryOf(pages, validateResourceSearch(search), descriptor.defaultSort ?? null);
  return Promise.all([
    queryClient.ensureQueryData(accessLevelsQueryOptions()),
    pages && query
      ? queryClient.ensureInfiniteQueryData(listPagesOptions(pages, query))
      : queryClient.ensureQueryData(wholeList(descriptor)),
  ]);
}
