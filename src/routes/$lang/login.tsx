import { createFileRoute } from '@tanstack/react-router';
import { enterFrontDoor } from '../../front/enterFrontDoor.ts';
import { Namespace } from '../../i18n/Namespace.tsx';
import { LoginPage } from '../../platform/session/LoginPage/LoginPage.tsx';

export const Route = createFileRoute('/$lang/login')({
  beforeLoad: ({ location }) => enterFrontDoor(location),
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const { lang } = Route.useParams();
  const { language, session } = Route.useRouteContext();
  return (
    <Namespace name="auth">
      <LoginPage redirect={redirect} language={language} lang={lang} session={session} />
    </Namespace>
  );
}
