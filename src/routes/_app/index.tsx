import { createFileRoute } from '@tanstack/react-router';
import { FinanceDashboard } from '../../features/finance/FinanceDashboard/FinanceDashboard.tsx';
import { preloadNamespaces } from '../../i18n/Namespace.tsx';

/** The finance home (issue 20); users without FINANCE are redirected by the `_app` gate (root redirect). */
export const Route = createFileRoute('/_app/')({
  // Its strings come with the screen's code, not after its first render.
  loader: () => preloadNamespaces(['finance']),
  component: FinanceDashboard,
});
