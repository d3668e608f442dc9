import { createFileRoute } from '@tanstack/react-router';
import { parsePrefix } from '../../domain/locales.ts';
import { RegisterPage } from '../../features/auth/RegisterPage.tsx';
import { enterFrontDoor } from '../../front/enterFrontDoor.ts';
import { Namespace } from '../../i18n/Namespace.tsx';

export const Route = createFileRoute('/$lang/register')({
  beforeLoad: ({ location }) => enterFrontDoor(location),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { lang } = Route.useParams();
  const prefix = parsePrefix(lang);
  return (
    <Namespace name="auth">
      <RegisterPage language={prefix?.language ?? 'en'} region={prefix?.region ?? null} lang={lang} />
    </Namespace>
  );
}
