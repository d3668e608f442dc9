// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainTable } from './PlainTable.tsx';

afterEach(cleanup);

describe('PlainTable', () => {
  it('is a labelled table with column headers and a row header per row', () => {
    render(
      <PlainTable
        label="VAT per rate"
        rows={[
          { id: '25', rate: 25, net: 100 },
          { id: '12', rate: 12, net: 50 },
        ]}
        columns={[
          { id: 'rate', label: 'Rate', isRowHeader: true, render: (row) => `${row.rate} %` },
          { id: 'net', label: 'Net', numeric: true, render: (row) => row.net },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'VAT per rate' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rate', 'Net']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((cell) => cell.textContent)).toEqual(['25 %', '12 %']);
    expect(rowHeaders[0]?.getAttribute('scope')).toBe('row');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['100', '50']);
  });

  it('says so in one full-width row when there are no rows', () => {
    render(
      <PlainTable<{ id: string; rate: number }>
        label="Orders"
        rows={[]}
        empty={() => 'No orders'}
        columns={[
          { id: 'rate', label: 'Rate', isRowHeader: true, render: (row) => row.rate },
          { id: 'net', label: 'Net', render: (row) => row.rate },
        ]}
      />,
    );
    const cell = within(screen.getByRole('table', { name: 'Orders' })).getByRole('cell');
    expect(cell.textContent).toBe('No orders');
    expect(cell.getAttribute('colspan')).toBe('2');
  });
});
