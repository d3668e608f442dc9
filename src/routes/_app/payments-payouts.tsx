import { createFileRoute } from '@tanstack/react-router';
import { PayoutsPage } from '../../features/payments/PaymentsPages/PayoutsPage.tsx';

export const Route = createFileRoute('/_app/payments-payouts')({
  component: PayoutsPage,
});
