import { defineArea, type Gate } from '../../domain/navigation.ts';

/** Finance (issue 20): reports, Z-reports, scheduled reports. The home `/` is the dashboard area's. */
const FINANCE_VENUE: Gate = { scopes: ['FINANCE'], venue: true };

export const financeArea = defineArea({
  name: 'finance',
  namespace: 'finance',
  pages: {
    reports: {
      path: '/reports',
      gate: FINANCE_VENUE,
      searchable: true,
      sidebar: { key: 'finance', placement: 'main', order: 20, extra: { products: true } },
      calls: ['reports', 'report', 'generateReport', 'deleteReport', 'saftCashRegister'],
    },
    zReport: {
      path: '/reports/z-report',
      aliases: ['/reports/z-reports'],
      gate: FINANCE_VENUE,
      searchable: true,
      calls: ['zReportsPage', 'zReport', 'xReport', 'closeDay', 'sendZReport', 'verifyLedger'],
    },
    scheduledReports: {
      path: '/reports/scheduled-reports',
      gate: FINANCE_VENUE,
      searchable: true,
      calls: ['scheduledReports', 'createScheduledReport', 'deleteScheduledReport'],
    },
  },
});
