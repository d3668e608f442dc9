import { defineArea } from '../../domain/navigation.ts';

/** Support: open to every company kind, the last resort of the root redirect. */
export const supportArea = defineArea({
  name: 'support',
  namespace: null,
  pages: {
    support: {
      path: '/support',
      gate: { scopes: [], mode: 'any' },
      searchable: true,
      sidebar: { key: 'support', placement: 'bottom', order: 30 },
    },
  },
});
