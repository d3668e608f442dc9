import { createFileRoute } from '@tanstack/react-router';
import { FinanceDashboard } from '../../features/finance/FinanceDashboard/FinanceDashboard.tsx';

/** The finance home (issue 20); users without FINANCE are redirected by the `_app` gate (root redirect). */
export const Route = createFileRoute('/_app/')({
  component: FinanceDashboard,
});
