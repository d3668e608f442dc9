import { createFileRoute } from '@tanstack/react-router';
import { ScheduledReportsPage } from '../../../features/finance/ScheduledReportsPage/ScheduledReportsPage.tsx';

export const Route = createFileRoute('/_app/reports/scheduled-reports')({
  component: ScheduledReportsPage,
});
