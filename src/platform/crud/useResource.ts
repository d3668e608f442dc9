import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ResourceSearch } from './crud.route.ts';
import {
  filterRows,
  pruneSelection,
  type SelectAllState,
  type SortDirection,
  selectAllState,
  sortRows,
  toggle,
  toggleAll,
} from './listModel.ts';
import { listCountOptions, listPagesOptions, listQueryOf, type PageStart } from './listQuery.ts';
import {
  type ListQuery,
  type PagedList,
  type ResourceDescriptor,
  type ResourceEnvBase,
  type ResourceKey,
  wholeList,
} from './resource.ts';

/** The rows the screen shows, wherever they are filtered and sorted. */
interface ListSource<Row> {
  /** The rows the grid shows, in order (loaded so far, when the server pages). */
  view: readonly Row[];
  /** Every row this screen has: all of them, or the pages loaded so far. */
  rows: readonly Row[];
  /** Every record of the list. */
  total: number;
  /** The records the filter matches (all of them, loaded or not). */
  matching: number;
  /** Asks for the next page; null when everything is loaded or a page is on its way. */
  loadMore: (() => void) | null;
  /** The list's index of `view[0]`: rows before it were let go (the memory window of paged lists). */
  offset: number;
  /** Asks again for the page before the first kept; null when none was let go or one is on its way. */
  loadPrevious: (() => void) | null;
  /** The query the server answered (paged lists only): what "all N matching" means. */
  query: ListQuery | null;
}

/** Everything loaded once; filtered and sorted here (small lists: categories, stations…). */
function useClientSource<R extends ResourceKey, Row extends { id: string }, F, Env extends ResourceEnvBase>(
  descriptor: ResourceDescriptor<R, Row, F, Env>,
  env: Env,
  search: ResourceSearch,
  sortColumn: string | null,
  direction: SortDirection,
): ListSource<Row> {
  const { data: rows } = useSuspenseQuery(wholeList(descriptor));
  const column = descriptor.columns.find((entry) => entry.key === sortColumn);
  const compare = useMemo(() => column?.compare?.(env) ?? null, [column, env]);
  const facet = descriptor.facet;
  const view = useMemo(() => {
    const facetValue = search.f;
    const filtered = filterRows(
      rows,
      descriptor.searchText,
      search.q ?? '',
      facet && facetValue ? (row) => facet.match(row, facetValue) : undefined,
    );
    return sortRows(filtered, compare, direction);
  }, [rows, descriptor.searchText, search.q, search.f, facet, compare, direction]);
  return {
    view,
    rows,
    total: rows.length,
    matching: view.length,
    loadMore: null,
    offset: 0,
    loadPrevious: null,
    query: null,
  };
}

/** Page by page from the server, which filters and sorts in SQL (products: 100,000 rows). */
function usePagedSource<Row extends { id: string }, ColumnKey extends string>(
  pages: PagedList<Row, ColumnKey>,
  search: ResourceSearch,
  sortColumn: string | null,
  direction: SortDirection,
): ListSource<Row> {
  // Deferred: while the next query's first page loads, the screen keeps showing the last one
  // (and the filter box keeps its focus) instead of suspending to a skeleton on every keystroke.
  const asked = JSON.stringify(listQueryOf(pages, { ...search, desc: direction === 'desc' }, sortColumn));
  const shown = useDeferredValue(asked);
  const query = useMemo(() => JSON.parse(shown) as ListQuery, [shown]);
  const {
    data,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    hasPreviousPage,
    isFetchingPreviousPage,
    fetchPreviousPage,
  } = useSuspenseInfiniteQuery(listPagesOptions(pages, query));
  // The unfiltered count for "Showing n of N": one row asked for, the count answered.
  const { data: total } = useSuspenseQuery(listCountOptions(pages));
  const view = useMemo(() => data.pages.flatMap((page) => page.rows), [data]);
  const matching = data.pages[0]?.count ?? 0;
  // Pages are the same size but the last, so the first kept page's index places its rows.
  const offset = ((data.pageParams[0] as PageStart | undefined)?.index ?? 0) * pages.pageSize;
  // While the next query loads, the list on screen is the last one: it must not page on (its rows
  // and cursors are about to go).
  const stale = asked !== shown;
  const busy = isFetchingNextPage || isFetchingPreviousPage || stale;
  return {
    view,
    rows: view,
    total: Math.max(total, matching),
    matching,
    loadMore: hasNextPage && !busy ? () => void fetchNextPage() : null,
    offset,
    loadPrevious: hasPreviousPage && !busy ? () => void fetchPreviousPage() : null,
    query,
  };
}

/**
 * The headless controller of the generic screen (react-admin's useListController): the list
 * source (loaded whole, or paged by the server), its sort, and the selection. A descriptor
 * keeps one source for its life, so the hook called below never changes between renders.
 */
export function useResource<
  R extends ResourceKey,
  Row extends { id: string },
  F,
  Env extends ResourceEnvBase,
>(descriptor: ResourceDescriptor<R, Row, F, Env>, env: Env, search: ResourceSearch) {
  const sortColumn = search.sort ?? descriptor.defaultSort ?? null;
  const direction: SortDirection = search.desc ? 'desc' : 'asc';
  const pages = descriptor.pages;
  const source = pages
    ? // biome-ignore lint/correctness/useHookAtTopLevel: a descriptor is paged or not for its whole life
      usePagedSource(pages, search, sortColumn, direction)
    : // biome-ignore lint/correctness/useHookAtTopLevel: as above
      useClientSource(descriptor, env, search, sortColumn, direction);
  const { view, rows, offset } = source;

  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  // Deleted or vanished rows leave the selection. While pages before the window were let go, rows
  // out of it are not known to be gone, so the selection keeps them.
  useEffect(() => {
    if (offset > 0) return;
    setSelection((current) => {
      const pruned = pruneSelection(current, rows);
      return pruned.size === current.size ? current : pruned;
    });
  }, [rows, offset]);
  const onToggle = useCallback((id: string) => setSelection((current) => toggle(current, id)), []);
  const onToggleAll = useCallback(() => setSelection((current) => toggleAll(current, view)), [view]);
  const clearSelection = useCallback(() => setSelection(new Set()), []);
  const selectAll: SelectAllState = selectAllState(selection, view);

  return {
    ...source,
    sort: { column: sortColumn, direction },
    selection,
    selectAll,
    onToggle,
    onToggleAll,
    clearSelection,
  };
}
