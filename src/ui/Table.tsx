import type { ReactNode } from 'react';
import {
  Table as AriaTable,
  Cell,
  Column,
  Row,
  TableBody,
  type TableBodyProps,
  TableHeader,
} from 'react-aria-components';
import * as styles from './Table.css.ts';
import { TableScroll } from './TableScroll.tsx';

export interface TableColumn<T> {
  id: string;
  label: string;
  numeric?: boolean;
  isRowHeader?: boolean;
  render: (row: T) => ReactNode;
}

export interface TableProps<T extends { id: string }> {
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  empty?: TableBodyProps<T>['renderEmptyState'];
}

/** An accessible data table (react-aria grid semantics, keyboard navigable). */
export function Table<T extends { id: string }>({ label, columns, rows, empty }: TableProps<T>) {
  return (
    <TableScroll>
      <AriaTable aria-label={label} className={styles.table}>
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              className={[styles.column, column.numeric ? styles.numeric : ''].join(' ')}
            >
              {column.label}
            </Column>
          )}
        </TableHeader>
        <TableBody items={rows} renderEmptyState={empty}>
          {(row) => (
            <Row id={row.id} columns={columns} className={styles.row}>
              {(column) => (
                <Cell className={[styles.cell, column.numeric ? styles.numeric : ''].join(' ')}>
                  {column.render(row)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </TableScroll>
  );
}
