/**
 * The list rules of the generic screen, free of React: filtering (spec section 5 search
 * matching), sorting by a column in either direction, and multi-selection.
 */
import { normalizeQuery, normalizeSearchText } from '../../domain/search.ts';

export type SortDirection = 'asc' | 'desc';

export interface ListView<Row> {
  rows: readonly Row[];
  /** All rows the filter lets through, before the facet; for counts. */
  total: number;
}

/**
 * Rows whose text contains the query, ignoring case, spaces and hyphens; an empty query keeps
 * every row. `facet` narrows further.
 */
export function filterRows<Row>(
  rows: readonly Row[],
  text: (row: Row) => string,
  query: string,
  facet?: (row: Row) => boolean,
): Row[] {
  const wanted = normalizeQuery(query);
  return rows.filter(
    (row) =>
      (wanted === '' || normalizeSearchText(text(row)).includes(wanted)) && (facet ? facet(row) : true),
  );
}

/** A stable sort by the column's comparison; descending reverses it. */
export function sortRows<Row>(
  rows: readonly Row[],
  compare: ((a: Row, b: Row) => number) | null,
  direction: SortDirection,
): Row[] {
  if (!compare) return [...rows];
  const sign = direction === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** Compares texts the way people of the company's language expect (å after z in Swedish). */
export function textCompare(locale: string) {
  const { compare } = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return compare;
}

export function toggle(selection: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Select-all over the shown rows: selects them all, or clears them when all were selected. */
export function toggleAll(selection: ReadonlySet<string>, shown: readonly { id: string }[]): Set<string> {
  const allSelected = shown.length > 0 && shown.every((row) => selection.has(row.id));
  const next = new Set(selection);
  for (const row of shown) {
    if (allSelected) next.delete(row.id);
    else next.add(row.id);
  }
  return next;
}

export type SelectAllState = 'none' | 'some' | 'all';

export function selectAllState(
  selection: ReadonlySet<string>,
  shown: readonly { id: string }[],
): SelectAllState {
  const count = shown.filter((row) => selection.has(row.id)).length;
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
}

/** Selected ids that still exist (after a delete or a refetch). */
export function pruneSelection(selection: ReadonlySet<string>, rows: readonly { id: string }[]): Set<string> {
  const ids = new Set(rows.map((row) => row.id));
  return new Set([...selection].filter((id) => ids.has(id)));
}

/** The row index keyboard navigation moves to: arrows, Page Up/Down, Home and End. */
export function nextIndex(key: string, current: number, count: number, pageSize: number): number | null {
  if (count === 0) return null;
  const clamp = (value: number) => Math.max(0, Math.min(count - 1, value));
  switch (key) {
    case 'ArrowDown':
      return clamp(current + 1);
    case 'ArrowUp':
      return clamp(current - 1);
    case 'PageDown':
      return clamp(current + pageSize);
    case 'PageUp':
      return clamp(current - pageSize);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
