import { describe, expect, it } from 'vitest';
import { pageNamespaces } from './navigation.ts';

describe('the namespaces a page reads', () => {
  it('are its own list, else its area’s, with the generic list’s on a list-and-edit page', () => {
    const gate = { scopes: [] };
    expect(
      pageNamespaces({ namespace: 'pim' }, { path: '/pim/products', gate, resource: 'products' }),
    ).toEqual(['crud', 'pim']);
    expect(pageNamespaces({ namespace: 'kds' }, { path: '/kds', gate })).toEqual(['kds']);
    expect(pageNamespaces({ namespace: null }, { path: '/support', gate })).toEqual([]);
    expect(pageNamespaces({ namespace: null }, { path: '/', gate, namespaces: ['finance'] })).toEqual([
      'finance',
    ]);
  });
});
