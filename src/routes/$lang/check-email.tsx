import { createFileRoute } from '@tanstack/react-router';
import { CheckEmailPage } from '../../features/auth/CheckEmailPage.tsx';
import { enterFrontDoor } from '../../front/enterFrontDoor.ts';
import { Namespace } from '../../i18n/Namespace.tsx';

/** "Check your email", after sign-up (the spec does not name its route). */
export const Route = createFileRoute('/$lang/check-email')({
  beforeLoad: ({ location }) => enterFrontDoor(location),
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' ? { email: search.email.slice(0, 254) } : {},
  component: () => {
    const { email } = Route.useSearch();
    return (
      <Namespace name="auth">
        <CheckEmailPage email={email ?? ''} />
      </Namespace>
    );
  },
});
