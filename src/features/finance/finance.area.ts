import { defineArea, type Gate } from '../../domain/navigation.ts';

/** Finance (issue 20): reports, Z-reports, scheduled reports. The home `/` is the dashboard area's. */
const FINANCE_VENUE: Gate = { scopes: ['FINANCE'], venue: true };

export const financeArea = defineArea({
  name: 'finance',
  namespace: 'finance',
  pages: {
    reports: {
      path: '/reports',
      nav: { under: 'finance', order: 20 },
      gate: FINANCE_VENUE,
      searchable: true,
      // The spec's gating of the Finance item (FINANCE, a venue, products) holds for its sub-items too.
      sidebar: { key: 'finance', placement: 'main', order: 20, extra: { venue: true, products: true } },
      calls: ['reports', 'report', 'generateReport', 'deleteReport', 'saftCashRegister'],
    },
    zReport: {
      path: '/reports/z-report',
      nav: { under: 'finance', order: 30 },
      aliases: ['/reports/z-reports'],
      gate: FINANCE_VENUE,
      searchable: true,
      calls: [
        'zReportsPage',
        'zReport',
        'xReport',
        'dayClosePreview',
        'closeDay',
        'closeDays',
        'sendZReport',
        'verifyLedger',
      ],
    },
    scheduledReports: {
      path: '/reports/scheduled-reports',
      nav: { under: 'finance', order: 40 },
      gate: FINANCE_VENUE,
      searchable: true,
      calls: ['scheduledReports', 'createScheduledReport', 'deleteScheduledReport'],
    },
  },
});
