import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ResourceSearch } from './crud.route.ts';
import type { ListQuery, PagedList } from './resource.ts';

/** What a server-paged list asks for, from the URL: a sort the server cannot do is dropped. */
export function listQueryOf<Row, ColumnKey extends string>(
  pages: PagedList<Row, ColumnKey>,
  search: ResourceSearch,
  defaultSort: string | null,
): ListQuery {
  const column = search.sort ?? defaultSort;
  const sort = column && (pages.sortable as readonly string[]).includes(column) ? column : null;
  return { q: search.q ?? '', f: search.f ?? null, sort, desc: Boolean(search.desc) };
}

/** The pages of one query: the screen reads them, and the route loader asks for the first. */
export function listPagesOptions<Row, ColumnKey extends string>(
  pages: PagedList<Row, ColumnKey>,
  query: ListQuery,
) {
  return infiniteQueryOptions({
    queryKey: pages.key(query),
    queryFn: ({ pageParam }) => pages.fetch(query, pageParam, pages.pageSize),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? last.endCursor : null),
  });
}
