import type { QueryClient } from '@tanstack/react-query';
import type { Namespaces } from '../../i18n/i18n-types.ts';
import { preloadNamespaces } from '../../i18n/Namespace.tsx';
import { validateResourceSearch } from './crud.route.ts';
import { listCountOptions, listPagesOptions, listQueryOf } from './listQuery.ts';
import { type ResourceDescriptor, type ResourceEnvBase, type ResourceKey, wholeList } from './resource.ts';

/**
 * What a list-and-edit route's loader asks for, side by side: the first page of the URL's query
 * and the list's count when the server pages it (else the whole, small list), so the screen
 * arrives with its rows and "n of N" in one render, not one request after another.
 */
export function ensureListData<
  R extends ResourceKey,
  Row extends { id: string },
  F,
  Env extends ResourceEnvBase,
>(
  queryClient: QueryClient,
  descriptor: ResourceDescriptor<R, Row, F, Env>,
  search: Record<string, unknown>,
): Promise<unknown> {
  const pages = descriptor.pages;
  if (!pages) return queryClient.ensureQueryData(wholeList(descriptor));
  const query = listQueryOf(pages, validateResourceSearch(search), descriptor.defaultSort ?? null);
  return Promise.all([
    queryClient.ensureInfiniteQueryData(listPagesOptions(pages, query)),
    queryClient.ensureQueryData(listCountOptions(pages)),
  ]);
}

/**
 * A list-and-edit route's loader (issue 15): asks for the list's data and waits for its strings
 * only (a page whose env reads more prefetches that beside it). The page wraps its screen in
 * ResourceScreenSuspense, so the title is painted with the shell and the rows when they come (on
 * a phone the title is the page's largest paint). A hover, the router's intent preload, has
 * usually fetched the rows before the click. A failed request is the screen's to show: its
 * queries ask again and throw to the route's error screen.
 */
export function loadListRoute<
  R extends ResourceKey,
  Row extends { id: string },
  F,
  Env extends ResourceEnvBase,
>(
  queryClient: QueryClient,
  descriptor: ResourceDescriptor<R, Row, F, Env>,
  search: Record<string, unknown>,
  namespaces: readonly Namespaces[],
): Promise<void> {
  void ensureListData(queryClient, descriptor, search).catch(() => {});
  return preloadNamespaces(['crud', ...namespaces]);
}
