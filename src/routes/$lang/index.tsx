import { createFileRoute, redirect } from '@tanstack/react-router';

// The marketing home page arrives with the public-site issue; until then the prefix opens the login.
export const Route = createFileRoute('/$lang/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/login', params, replace: true });
  },
});
