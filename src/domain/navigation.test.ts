import { describe, expect, it } from 'vitest';
import { type GateFacts, visibleNavItems } from './navigation.ts';

const owner: GateFacts = {
  scopes: [],
  hasVenue: true,
  hasProducts: true,
  hasOrganization: false,
  hasBillingAccount: true,
};

describe('sidebar gating', () => {
  it('shows a full-access owner everything but organization-only items', () => {
    const keys = visibleNavItems(owner).map((item) => item.key);
    expect(keys).toContain('dashboard');
    expect(keys).toContain('products');
    expect(keys).not.toContain('integrations');
  });

  it('limits a scoped user', () => {
    const keys = visibleNavItems({ ...owner, scopes: ['POS_CUSTOMIZATION', 'MENUS'] }).map(
      (item) => item.key,
    );
    expect(keys).toEqual(['products', 'menus', 'discounts', 'tables', 'posLayouts', 'api', 'support']);
  });

  it('needs a venue and products for orders', () => {
    const keys = visibleNavItems({ ...owner, hasProducts: false }).map((item) => item.key);
    expect(keys).not.toContain('orders');
    expect(keys).not.toContain('finance');
  });
});
