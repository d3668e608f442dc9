import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
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

/**
 * The pages a screen keeps at most (issue 14, memory window): with 100 rows a page, 1,000 rows
 * around the viewport. Scrolling on drops the first page kept; scrolling back asks for it again.
 */
export const MAX_PAGES_KEPT = 10;

/**
 * Where one page starts: its index in the list and the cursor it was asked with. `previous` is
 * the page before it (a chain of cursors, a few bytes a page), so a page dropped from the front of
 * the window can be asked for again with the cursor it had: keyset cursors only go forwards.
 */
export interface PageStart {
  index: number;
  after: string | null;
  previous: PageStart | null;
}

export const FIRST_PAGE: PageStart = { index: 0, after: null, previous: null };

/** The pages of one query: the screen reads them, and the route loader asks for the first. */
export function listPagesOptions<Row, ColumnKey extends string>(
  pages: PagedList<Row, ColumnKey>,
  query: ListQuery,
) {
  return infiniteQueryOptions({
    queryKey: pages.key(query),
    queryFn: ({ pageParam }) => pages.fetch(query, pageParam.after, pages.pageSize),
    initialPageParam: FIRST_PAGE,
    maxPages: MAX_PAGES_KEPT,
    getNextPageParam: (last, _all, lastStart): PageStart | null =>
      last.hasNextPage && last.endCursor !== null
        ? { index: lastStart.index + 1, after: last.endCursor, previous: lastStart }
        : null,
    getPreviousPageParam: (_first, _all, firstStart): PageStart | null => firstStart.previous,
  });
}

/** The list with no filter and no sort: what "Showing n of N" counts. */
const ALL: ListQuery = { q: '', f: null, sort: null, desc: false };

/** Every record of the list, counted by the server (one row asked for, the count answered). */
export function listCountOptions<Row, ColumnKey extends string>(pages: PagedList<Row, ColumnKey>) {
  return queryOptions({
    queryKey: [...pages.key(ALL), 'count'],
    queryFn: async () => (await pages.fetch(ALL, null, 1)).count,
  });
}
