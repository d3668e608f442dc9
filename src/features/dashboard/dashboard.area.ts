import { defineArea } from '../../domain/navigation.ts';

/** The dashboard: the FINANCE user's home at `/`. */
export const dashboardArea = defineArea({
  name: 'dashboard',
  namespace: null,
  pages: {
    dashboard: {
      path: '/',
      nav: { under: 'finance', order: 10 },
      gate: { scopes: ['FINANCE'] },
      searchable: true,
      sidebar: { key: 'dashboard', placement: 'main', order: 10 },
      calls: ['dashboard', 'financeDashboard'],
      // The finance home (src/routes/_app/index.tsx) reads the finance area's strings.
      namespaces: ['finance'],
    },
  },
});
