import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/DashboardPage/DashboardPage.tsx';

/** The finance home; users without FINANCE are redirected by the `_app` gate (root redirect). */
export const Route = createFileRoute('/_app/')({
  component: DashboardPage,
});
