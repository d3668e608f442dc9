import type { QueryClient } from '@tanstack/react-query';
import { validateResourceSearch } from './crud.route.ts';
import { listCountOptions, listPagesOptions, listQueryOf } from './listQuery.ts';
import { type ResourceDescriptor, type ResourceEnvBase, type ResourceKey, wholeList } from './resource.ts';

/**
 * What a list-and-edit route's loader asks for, side by side: the first page of the URL's query
 * and the list's count when the server pages it (else the whole, small list). Navigation waits for
 * it, so the screen arrives with its rows and "n of N" in one render, not one request after another.
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
