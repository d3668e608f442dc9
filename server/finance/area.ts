import { defineArea } from '../api/area.ts';
import * as dashboard from './dashboard.graphql.ts';
import * as reports from './reports.graphql.ts';
import * as zReports from './zReports.graphql.ts';

/** Finance (issue 20; docs/finance.md, docs/z-report.md): dashboard, Z-reports, reports. */
export const financeArea = defineArea({ name: 'finance', graphql: { dashboard, zReports, reports } });
