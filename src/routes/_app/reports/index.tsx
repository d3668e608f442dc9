import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/finance/ReportsPage/ReportsPage.tsx';

export const Route = createFileRoute('/_app/reports/')({
  component: ReportsPage,
});
