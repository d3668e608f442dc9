import { createFileRoute } from '@tanstack/react-router';
import { TransactionsPage } from '../../features/payments/PaymentsPages/TransactionsPage.tsx';

export const Route = createFileRoute('/_app/payments-transactions')({
  component: TransactionsPage,
});
