import { describe, expect, it } from 'vitest';
import {
  filterRows,
  nextIndex,
  pruneSelection,
  selectAllState,
  sortRows,
  textCompare,
  toggle,
  toggleAll,
} from './listModel.ts';

const rows = [
  { id: '1', title: 'Coca-Cola' },
  { id: '2', title: 'Toast Skagen' },
  { id: '3', title: 'Äppelmust' },
  { id: '4', title: 'Ananas' },
];
const title = (row: { title: string }) => row.title;

describe('the generic list', () => {
  it('filters like the search of spec section 5: case, spaces and hyphens do not matter', () => {
    expect(filterRows(rows, title, 'cocacola').map((r) => r.id)).toEqual(['1']);
    expect(filterRows(rows, title, 'COCA - COLA').map((r) => r.id)).toEqual(['1']);
    expect(filterRows(rows, title, 'toastsk').map((r) => r.id)).toEqual(['2']);
    expect(filterRows(rows, title, '  ')).toHaveLength(4);
    expect(filterRows(rows, title, 'a', (row) => row.id !== '4').map((r) => r.id)).toEqual(['1', '2']);
  });

  it('sorts in the company language, stable, both ways', () => {
    const compare = textCompare('sv');
    const byTitle = (a: { title: string }, b: { title: string }) => compare(a.title, b.title);
    expect(sortRows(rows, byTitle, 'asc').map(title)).toEqual([
      'Ananas',
      'Coca-Cola',
      'Toast Skagen',
      'Äppelmust',
    ]);
    expect(sortRows(rows, byTitle, 'desc').map(title)).toEqual([
      'Äppelmust',
      'Toast Skagen',
      'Coca-Cola',
      'Ananas',
    ]);
    expect(sortRows(rows, null, 'desc')).toEqual(rows);
    const same = [
      { id: 'a', title: 'x' },
      { id: 'b', title: 'x' },
    ];
    expect(sortRows(same, byTitle, 'desc').map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('selects one, all shown, or none', () => {
    let selection = toggle(new Set(), '1');
    expect([...selection]).toEqual(['1']);
    expect(selectAllState(selection, rows)).toBe('some');
    selection = toggleAll(selection, rows);
    expect(selectAllState(selection, rows)).toBe('all');
    selection = toggleAll(selection, rows);
    expect(selectAllState(selection, rows)).toBe('none');
    selection = toggle(toggle(new Set(), '2'), '9');
    expect([...pruneSelection(selection, rows)]).toEqual(['2']);
    // Select-all over a filtered list keeps the selection outside it.
    expect([...toggleAll(new Set(['9']), rows.slice(0, 2))].sort()).toEqual(['1', '2', '9']);
  });

  it('moves the keyboard focus within the rows', () => {
    expect(nextIndex('ArrowDown', 0, 10, 5)).toBe(1);
    expect(nextIndex('ArrowDown', 9, 10, 5)).toBe(9);
    expect(nextIndex('ArrowUp', 0, 10, 5)).toBe(0);
    expect(nextIndex('PageDown', 7, 10, 5)).toBe(9);
    expect(nextIndex('PageUp', 3, 10, 5)).toBe(0);
    expect(nextIndex('End', 3, 10, 5)).toBe(9);
    expect(nextIndex('Home', 3, 10, 5)).toBe(0);
    expect(nextIndex('x', 3, 10, 5)).toBeNull();
    expect(nextIndex('ArrowDown', 0, 0, 5)).toBeNull();
  });
});
