import { createFileRoute, redirect } from '@tanstack/react-router';

/** Another spelling of the same page (spec section 2). */
export const Route = createFileRoute('/_app/reports/z-reports')({
  beforeLoad: () => {
    throw redirect({ to: '/reports/z-report', replace: true });
  },
});
