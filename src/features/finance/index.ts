/** Finance (issue 20): the public surface for routes and other features. */
export { FinanceDashboard } from './FinanceDashboard/FinanceDashboard.tsx';
export { ReportsPage } from './ReportsPage/ReportsPage.tsx';
export { ScheduledReportsPage } from './ScheduledReportsPage/ScheduledReportsPage.tsx';
export { ZReportsPage } from './ZReportsPage/ZReportsPage.tsx';
