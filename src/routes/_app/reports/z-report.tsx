import { createFileRoute } from '@tanstack/react-router';
import { ZReportsPage } from '../../../features/finance/ZReportsPage/ZReportsPage.tsx';

export const Route = createFileRoute('/_app/reports/z-report')({
  component: ZReportsPage,
});
