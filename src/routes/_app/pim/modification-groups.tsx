import { createFileRoute, redirect } from '@tanstack/react-router';

/** Another spelling of the same page (spec section 2). */
export const Route = createFileRoute('/_app/pim/modification-groups')({
  beforeLoad: () => {
    throw redirect({ to: '/pim/variations', replace: true });
  },
});
