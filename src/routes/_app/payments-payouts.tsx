import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/ComingSoon/ComingSoon.tsx';

export const Route = createFileRoute('/_app/payments-payouts')({
  component: () => <ComingSoon page="payouts" />,
});
