import { defineArea } from '../../domain/navigation.ts';

/** The sidebar's Billing action (FINANCE and a billing account): a link out, no page of its own. */
export const billingArea = defineArea({
  name: 'billing',
  namespace: null,
  pages: {},
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
