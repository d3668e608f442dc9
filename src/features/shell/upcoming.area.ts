import { defineArea, type Gate } from '../../domain/navigation.ts';

/**
 * The areas whose pages still show "coming soon" (src/features/shell/ComingSoon). Each manifest
 * moves to `src/features/<area>/<area>.area.ts` when its area is built; its pages, gates and
 * sidebar places stay as written here.
 */

const FINANCE: Gate = { scopes: ['FINANCE'] };

/** `/boost` belongs to the staff/settings issue; it left the finance manifest (issue 20). */
export const boostArea = defineArea({
  name: 'boost',
  namespace: null,
  pages: {
    boost: {
      path: '/boost',
      gate: FINANCE,
      sidebar: { key: 'boost', placement: 'main', order: 150 },
      calls: ['grantOffers'],
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
