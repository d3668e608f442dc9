import { defineArea } from '../../domain/navigation.ts';

/**
 * The areas whose pages still show "coming soon" (src/features/shell/ComingSoon). Each manifest
 * moves to `src/features/<area>/<area>.area.ts` when its area is built; its pages, gates and
 * sidebar places stay as written here.
 */

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
