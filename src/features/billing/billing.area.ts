import { defineArea } from '../../domain/navigation.ts';

/**
 * Billing: the sidebar's Billing action (FINANCE and a billing account: `required`), a link out
 * to the provider's customer portal, and the "Set up billing" page that creates the account
 * (issue 24; docs/decisions.md "Set up billing"). The page is for companies without a billing
 * account (`absent`): its gate keeps it out of the sidebar, the router and both searches once
 * the company has one, and the Billing action takes its place. Its strings live in the
 * `licences` namespace beside Boost's.
 */
export const billingArea = defineArea({
  name: 'billing',
  namespace: 'licences',
  pages: {
    billingSetup: {
      path: '/billing',
      gate: { scopes: ['FINANCE'], billingAccount: 'absent' },
      searchable: true,
      sidebar: { key: 'billingSetup', placement: 'bottom', order: 10 },
      calls: ['createBillingAccount'],
    },
  },
  sidebarActions: [
    {
      key: 'billing',
      placement: 'bottom',
      order: 10,
      // Only with a provider: without one the portal link cannot be made (issue 41).
      extra: { scopes: ['FINANCE'], billingAccount: 'required', billingProvider: true, mode: 'full' },
      calls: ['customerPortalLink', 'billingStatus'],
    },
  ],
});
