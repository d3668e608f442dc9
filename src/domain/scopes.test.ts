import { describe, expect, it } from 'vitest';
import { canSeeVenue, hasAnyScope, hasScope } from './scopes.ts';

describe('scopes', () => {
  it('treats an empty list as full access', () => {
    expect(hasScope([], 'FINANCE')).toBe(true);
    expect(hasScope(['MENUS'], 'FINANCE')).toBe(false);
    expect(hasScope(['MENUS'], 'MENUS')).toBe(true);
    expect(hasAnyScope(['STAFF'], ['ACCOUNTS', 'STAFF'])).toBe(true);
  });

  it('treats an empty venue list as all venues', () => {
    expect(canSeeVenue([], 'v1')).toBe(true);
    expect(canSeeVenue(['v2'], 'v1')).toBe(false);
  });
});
