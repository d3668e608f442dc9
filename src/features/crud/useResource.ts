import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
import type { ResourceDescriptor, ResourceEnvBase, ResourceKey } from './resource.ts';

/** The list state a user would want to link to lives in the URL (STYLE.md habit 3). */
export interface ResourceSearch {
  /** The open record: 'new' or an id (spec section 2). */
  id?: string;
  /** Filter text. */
  q?: string;
  /** Sort column and direction. */
  sort?: string;
  desc?: boolean;
  /** The facet filter's value (products: a category id). */
  f?: string;
}

export function validateResourceSearch(search: Record<string, unknown>): ResourceSearch {
  const text = (value: unknown) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' && value !== '' ? value : undefined;
  return {
    id: text(search.id),
    q: text(search.q),
    sort: text(search.sort),
    desc: search.desc === true || search.desc === 'true' ? true : undefined,
    f: text(search.f),
  };
}

/**
 * The headless controller of the generic screen (react-admin's useListController): the list
 * query, the filtered and sorted view, and the selection.
 */
export function useResource<
  R extends ResourceKey,
  Row extends { id: string },
  F,
  Env extends ResourceEnvBase,
>(descriptor: ResourceDescriptor<R, Row, F, Env>, env: Env, search: ResourceSearch) {
  const { data: rows } = useSuspenseQuery(descriptor.list());
  const sortColumn = search.sort ?? descriptor.defaultSort ?? null;
  const direction: SortDirection = search.desc ? 'desc' : 'asc';
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

  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  // Deleted or vanished rows leave the selection.
  useEffect(() => {
    setSelection((current) => {
      const pruned = pruneSelection(current, rows);
      return pruned.size === current.size ? current : pruned;
    });
  }, [rows]);
  const onToggle = useCallback((id: string) => setSelection((current) => toggle(current, id)), []);
  const onToggleAll = useCallback(() => setSelection((current) => toggleAll(current, view)), [view]);
  const clearSelection = useCallback(() => setSelection(new Set()), []);
  const selectAll: SelectAllState = selectAllState(selection, view);

  return {
    rows,
    view,
    sort: { column: sortColumn, direction },
    selection,
    selectAll,
    onToggle,
    onToggleAll,
    clearSelection,
  };
}
