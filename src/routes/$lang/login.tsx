import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/session/LoginPage/LoginPage.tsx';

export const Route = createFileRoute('/$lang/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const { language } = Route.useRouteContext();
  const { session } = Route.useRouteContext();
  return <LoginPage redirect={redirect} language={language} session={session} />;
}
