import { createFileRoute } from '@tanstack/react-router';
import { resolveUiLanguage } from '../domain/locales.ts';
import { ActivatePage } from '../features/auth/ActivatePage.tsx';
import { enterFrontDoor } from '../front/enterFrontDoor.ts';
import { LanguageSync } from '../i18n/LanguageSync.tsx';
import { Namespace } from '../i18n/Namespace.tsx';
import { storedLanguage } from '../platform/session/tokens.ts';

export const Route = createFileRoute('/activate/$token')({
  beforeLoad: ({ location }) => enterFrontDoor(location),
  component: () => {
    const { token } = Route.useParams();
    const { session } = Route.useRouteContext();
    const language = resolveUiLanguage({
      pathname: '/',
      storedLanguage: storedLanguage(),
      browserLanguages: navigator.languages,
    });
    return (
      <>
        <LanguageSync language={language} />
        <Namespace name="auth">
          <ActivatePage token={token} session={session} />
        </Namespace>
      </>
    );
  },
});
