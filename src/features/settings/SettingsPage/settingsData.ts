import type { RouterContext } from '../../../router-context.ts';
import { validateResourceSearch } from '../../crud/crud.route.ts';
import {
  listPagesOptions,
  listQueryOf,
  type ResourceDescriptor,
  type ResourceKey,
  wholeList,
} from '../../crud/index.ts';
import type { SettingsEnv } from '../settingsEnv.ts';

/** The route loader: the list's first page, as the screen asks for it. */
export function loadSettingsRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, SettingsEnv>,
  search: Record<string, unknown>,
) {
  const { queryClient } = context;
  const pages = descriptor.pages;
  const query = pages && listQueryOf(pages, validateResourceSearch(search), descriptor.defaultSort ?? null);
  return pages && query
    ? queryClient.ensureInfiniteQueryData(listPagesOptions(pages, query))
    : queryClient.ensureQueryData(wholeList(descriptor));
}
