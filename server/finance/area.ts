import { defineArea } from '../api/area.ts';
import * as dashboard from './dashboard.graphql.ts';
import * as reports from './reports.graphql.ts';
import * as schedules from './schedules.graphql.ts';
import * as zReports from './zReports.graphql.ts';

/** Finance (issue 20; docs/finance.md, docs/z-report.md, docs/reports.md): dashboard, Z-reports, reports, schedules. */
export const financeArea = defineArea({
  name: 'finance',
  graphql: { dashboard, zReports, reports, schedules },
});
