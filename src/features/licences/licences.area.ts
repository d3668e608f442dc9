import { defineArea, type Gate } from '../../domain/navigation.ts';

const SETTINGS: Gate = { scopes: ['SETTINGS'] };

/** Licences and devices, and Boost (issue 21 items 6 and 7; docs/licences.md). */
export const licencesArea = defineArea({
  name: 'licences',
  namespace: 'licences',
  pages: {
    licenses: {
      path: '/licenses',
      nav: { under: 'settings', order: 50 },
      gate: SETTINGS,
      searchable: true,
      calls: ['licenses', 'devices', 'device', 'claimDevice', 'updateDevice', 'setPOSAccessBlocked'],
    },
    boost: {
      path: '/boost',
      // Boost is a loan: the back office's LOANS area (spec section 6), not FINANCE.
      gate: { scopes: ['LOANS'] },
      sidebar: { key: 'boost', placement: 'main', order: 150 },
      calls: ['grantOffers', 'requestBoost', 'markBoostSeen'],
    },
  },
});
