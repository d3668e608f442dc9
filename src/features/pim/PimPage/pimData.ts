import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '../../../router-context.ts';
import { validateResourceSearch } from '../../crud/crud.route.ts';
import {
  listPagesOptions,
  listQueryOf,
  type ResourceDescriptor,
  type ResourceKey,
} from '../../crud/index.ts';
import { lookupQueryOptions, PRODUCT_LOOKUP, productRowsQueryOptions } from '../pim.queries.ts';
import type { PimEnv } from '../pimEnv.ts';

/** Route loaders: the lookups every product screen uses, fetched once and cached. */
export function ensurePimData(
  queryClient: QueryClient,
  extra: { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> }[] = [],
) {
  return Promise.all([...lookupQueryOptions(), ...extra].map((query) => queryClient.ensureQueryData(query)));
}

/**
 * The route loader: the lookups every product screen uses, then the list — the first page of the
 * URL's query when the server pages it, else the whole (small) list — and the catalogue where a
 * select offers it. Navigation waits for it, so the screen arrives with its rows.
 */
export function loadPimRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, PimEnv>,
  search: Record<string, unknown>,
) {
  const { queryClient } = context;
  const pages = descriptor.pages;
  const list = pages ? [] : [descriptor.list()];
  const products = PRODUCT_LOOKUP.has(descriptor.key) ? [productRowsQueryOptions()] : [];
  const query = pages && listQueryOf(pages, validateResourceSearch(search), descriptor.defaultSort ?? null);
  return Promise.all([
    ensurePimData(queryClient, [...list, ...products]),
    pages && query ? queryClient.ensureInfiniteQueryData(listPagesOptions(pages, query)) : null,
  ]);
}
