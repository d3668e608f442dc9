import type { ReactNode } from 'react';
import * as styles from './Table.css.ts';
import type { TableColumn } from './Table.tsx';
import { TableScroll } from './TableScroll.tsx';

export interface PlainTableProps<T extends { id: string }> {
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Shown in one full-width row when there are no rows. */
  empty?: () => ReactNode;
}

/**
 * A data table as a native `<table>` (column headers, row headers with `scope`), styled like
 * `Table`, for rows nobody selects (a cell may hold a button, which Tab reaches): the browser's
 * table semantics cost nothing, where react-aria's grid is ~25 KB gzip (DESIGN.md section 8).
 */
export function PlainTable<T extends { id: string }>({ label, columns, rows, empty }: PlainTableProps<T>) {
  const cellClass = (column: TableColumn<T>, base: string) =>
    [base, column.numeric ? styles.numeric : ''].join(' ');
  return (
    <TableScroll>
      <table aria-label={label} className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cellClass(column, styles.column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty && (
            <tr className={styles.row}>
              <td colSpan={columns.length} className={styles.cell}>
                {empty()}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id} className={styles.row}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={`${styles.rowHeader} ${cellClass(column, styles.cell)}`}
                  >
                    {column.render(row)}
                  </th>
                ) : (
                  <td key={column.id} className={cellClass(column, styles.cell)}>
                    {column.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
