import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { nextIndex, type SelectAllState, type SortDirection } from '../listModel.ts';
import { GridCheckbox } from './GridCheckbox.tsx';
import * as styles from './VirtualGrid.css.ts';

export interface GridColumn<Row> {
  key: string;
  label: string;
  width: string;
  numeric?: boolean;
  sortable: boolean;
  render: (row: Row) => ReactNode;
}

export interface VirtualGridProps<Row extends { id: string }> {
  label: string;
  rows: readonly Row[];
  /** All rows of the list when only some are loaded (server paging): what screen readers hear. */
  rowCount?: number;
  /** Called when the rows in view come near the last loaded one; null when nothing more is coming. */
  onNearEnd?: (() => void) | null;
  /**
   * The list's index of `rows[0]` when the pages before it were let go (the memory window of a
   * server-paged list): those rows show as placeholders until `onNearStart` has them again.
   */
  offset?: number;
  /** Called when the rows in view come near the first loaded one and rows before it were let go. */
  onNearStart?: (() => void) | null;
  /** What a placeholder row says (a row let go, asked for again). */
  loadingText?: string;
  columns: readonly GridColumn<Row>[];
  name: (row: Row) => string;
  sort: { column: string | null; direction: SortDirection };
  onSort: (column: string) => void;
  selectable: boolean;
  selection: ReadonlySet<string>;
  selectAll: SelectAllState;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  /** The record open in the editor: marked, and scrolled into view when it changes. */
  currentId: string | null;
  onOpen: (id: string) => void;
  empty: ReactNode;
  texts: { selectAll: string; selectRow: (name: string) => string };
}

const OVERSCAN = 8;
/** Before layout (or where there is none, as in tests) the list shows this many rows' worth. */
const FALLBACK_HEIGHT = 20 * styles.ROW_HEIGHT;

/**
 * An accessible data grid over @tanstack/react-virtual: only the rows in view are in the DOM,
 * so 10,000 rows scroll smoothly. ARIA grid semantics with aria-rowcount/aria-rowindex tell
 * screen readers the full size. Keyboard: Tab reaches the current row, arrows, Page Up/Down,
 * Home and End move, Space selects, Enter opens.
 */
export function VirtualGrid<Row extends { id: string }>(props: VirtualGridProps<Row>) {
  const { rows, columns, selectable, selection, currentId } = props;
  const offset = props.offset ?? 0;
  // Indices are the list's: rows before `offset` were let go and show as placeholders.
  const count = offset + rows.length;
  const rowAt = (index: number): Row | undefined => rows[index - offset];
  const bodyRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [focusPending, setFocusPending] = useState(false);
  const template = [selectable ? '2rem' : null, ...columns.map((column) => column.width)]
    .filter(Boolean)
    .join(' ');

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => bodyRef.current,
    estimateSize: () => styles.ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: FALLBACK_HEIGHT },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }),
      ),
    getItemKey: (index) => rows[index - offset]?.id ?? index,
  });

  // The next page is asked for while the user still has a screenful of rows to scroll through.
  const virtualItems = virtualizer.getVirtualItems();
  const lastInView = virtualItems.at(-1)?.index ?? -1;
  const firstInView = virtualItems[0]?.index ?? 0;
  const { onNearEnd, onNearStart } = props;
  useEffect(() => {
    if (onNearEnd && rows.length > 0 && lastInView >= count - 1 - OVERSCAN * 2) onNearEnd();
  }, [onNearEnd, lastInView, rows.length, count]);
  useEffect(() => {
    if (onNearStart && offset > 0 && firstInView <= offset + OVERSCAN * 2) onNearStart();
  }, [onNearStart, firstInView, offset]);

  // Keep the roving focus inside the list when it shrinks (filtering, deleting).
  useEffect(() => {
    if (focusIndex > count - 1) setFocusIndex(Math.max(0, count - 1));
  }, [count, focusIndex]);

  // The open record (from ?id=) is scrolled to and becomes the keyboard position.
  const found = currentId ? rows.findIndex((row) => row.id === currentId) : -1;
  const currentIndex = found < 0 ? -1 : found + offset;
  useLayoutEffect(() => {
    if (currentIndex < 0) return;
    setFocusIndex(currentIndex);
    virtualizer.scrollToIndex(currentIndex, { align: 'center' });
  }, [currentIndex, virtualizer]);

  useEffect(() => {
    if (!focusPending) return;
    const frame = requestAnimationFrame(() => {
      const element = bodyRef.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`);
      if (element) {
        element.focus({ preventScroll: true });
        setFocusPending(false);
      }
    });
    return () => cancelAnimationFrame(frame);
  });

  const moveTo = useCallback(
    (index: number) => {
      setFocusIndex(index);
      virtualizer.scrollToIndex(index, { align: 'auto' });
      // A row already in the DOM takes the focus now: a key typed right after (Space) must reach
      // the row moved to, not the one left, which a focus deferred to the next frame would give.
      const element = bodyRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
      if (element) element.focus({ preventScroll: true });
      else setFocusPending(true);
    },
    [virtualizer],
  );

  function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) {
    const page = Math.max(1, Math.floor((bodyRef.current?.clientHeight ?? 400) / styles.ROW_HEIGHT) - 1);
    const next = nextIndex(event.key, index, count, page);
    if (next !== null) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    if (event.key === ' ' && selectable) {
      event.preventDefault();
      props.onToggle(row.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      props.onOpen(row.id);
    }
  }

  function onRowClick(event: MouseEvent<HTMLTableRowElement>, index: number, row: Row) {
    setFocusIndex(index);
    if ((event.target as HTMLElement).closest('[data-row-checkbox]')) return;
    props.onOpen(row.id);
  }

  const sortState = (key: string): 'ascending' | 'descending' | undefined =>
    props.sort.column === key ? (props.sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <div ref={bodyRef} className={styles.scroller}>
      <table
        aria-label={props.label}
        aria-rowcount={Math.max(props.rowCount ?? 0, count) + 1}
        aria-colcount={columns.length + (selectable ? 1 : 0)}
        aria-multiselectable={selectable || undefined}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table: rows are keyboard navigable and selectable
        role="grid"
        className={styles.grid}
      >
        <thead className={styles.head}>
          <tr
            aria-rowindex={1}
            className={`${styles.row} ${styles.header}`}
            style={{ gridTemplateColumns: template }}
          >
            {selectable && (
              <th aria-colindex={1} className={styles.cell}>
                <GridCheckbox
                  label={props.texts.selectAll}
                  checked={props.selectAll === 'all'}
                  indeterminate={props.selectAll === 'some'}
                  onChange={() => props.onToggleAll()}
                  disabled={rows.length === 0}
                />
              </th>
            )}
            {columns.map((column, i) => (
              <th
                key={column.key}
                aria-colindex={i + (selectable ? 2 : 1)}
                aria-sort={sortState(column.key)}
                className={[styles.cell, column.numeric ? styles.numeric : ''].join(' ')}
              >
                {column.sortable ? (
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => props.onSort(column.key)}
                  >
                    {column.label}
                    <span aria-hidden="true">
                      {sortState(column.key) === 'ascending'
                        ? '▲'
                        : sortState(column.key) === 'descending'
                          ? '▼'
                          : ''}
                    </span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          className={styles.body}
          style={{ blockSize: rows.length === 0 ? undefined : virtualizer.getTotalSize() }}
        >
          {rows.length === 0 ? (
            <tr aria-rowindex={2} className={styles.emptyRow}>
              <td colSpan={columns.length + (selectable ? 1 : 0)} className={styles.empty}>
                {props.empty}
              </td>
            </tr>
          ) : (
            virtualItems.map((item) => {
              const row = rowAt(item.index);
              if (!row)
                return (
                  <tr
                    key={item.key}
                    aria-rowindex={item.index + 2}
                    aria-busy="true"
                    data-placeholder={item.index}
                    className={`${styles.row} ${styles.rowPosition}`}
                    style={{ gridTemplateColumns: template, transform: `translateY(${item.start}px)` }}
                  >
                    <td colSpan={columns.length + (selectable ? 1 : 0)} className={styles.cell}>
                      {props.loadingText ?? '…'}
                    </td>
                  </tr>
                );
              const selected = selection.has(row.id);
              return (
                <tr
                  key={item.key}
                  aria-rowindex={item.index + 2}
                  aria-selected={selectable ? selected : undefined}
                  data-index={item.index}
                  data-current={row.id === currentId || undefined}
                  data-key={row.id}
                  tabIndex={item.index === focusIndex ? 0 : -1}
                  className={`${styles.row} ${styles.rowPosition}`}
                  style={{ gridTemplateColumns: template, transform: `translateY(${item.start}px)` }}
                  onKeyDown={(event) => onRowKeyDown(event, item.index, row)}
                  onClick={(event) => onRowClick(event, item.index, row)}
                  onFocus={() => setFocusIndex(item.index)}
                >
                  {selectable && (
                    <td className={styles.cell} data-row-checkbox>
                      <GridCheckbox
                        label={props.texts.selectRow(props.name(row))}
                        checked={selected}
                        onChange={() => props.onToggle(row.id)}
                        excludeFromTabOrder
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={[styles.cell, column.numeric ? styles.numeric : ''].join(' ')}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
