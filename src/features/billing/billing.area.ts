import { defineArea } from '../../domain/navigation.ts';

/**
 * Billing: the sidebar's Billing action (FINANCE and a billing account), a link out to the
 * provider's customer portal, and the "Set up billing" page that creates the account (issue 24;
 * docs/decisions.md "Set up billing"). The page's sidebar item shows only while the company has
 * no billing account; once it has one, the Billing action takes its place. Its strings live in
 * the `licences` namespace beside Boost's.
 */
export const billingArea = defineArea({
  name: 'billing',
  namespace: 'licences',
  pages: {
    billingSetup: {
      path: '/billing',
      gate: { scopes: ['FINANCE'] },
      searchable: true,
      sidebar: { key: 'billingSetup', placement: 'bottom', order: 10, extra: { billingAccount: false } },
      calls: ['createBillingAccount'],
    },
  },
  sidebarActions: [
    {
      key: 'billing',
      placement: 'bottom',
      order: 10,
      extra: { scopes: ['FINANCE'], billingAccount: true, mode: 'full' },
      calls: ['customerPortalLink'],
    },
  ],
});
