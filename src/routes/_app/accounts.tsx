import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '../../features/staff/AccountsPage/AccountsPage.tsx';

export const Route = createFileRoute('/_app/accounts')({
  component: () => <AccountsPage />,
});
