import { defineArea, type Gate } from '../../domain/navigation.ts';

const SETTINGS: Gate = { scopes: ['SETTINGS'] };

/** Licences and devices (issue 21 item 6; docs/licences.md). */
export const licencesArea = defineArea({
  name: 'licences',
  namespace: 'licences',
  pages: {
    licenses: {
      path: '/licenses',
      gate: SETTINGS,
      searchable: true,
      calls: ['licenses', 'devices', 'device', 'claimDevice', 'updateDevice', 'setPOSAccessBlocked'],
    },
  },
});
