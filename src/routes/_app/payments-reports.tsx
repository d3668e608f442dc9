import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../features/payments/PaymentsPages/ReportsPage.tsx';

export const Route = createFileRoute('/_app/payments-reports')({
  component: ReportsPage,
});
