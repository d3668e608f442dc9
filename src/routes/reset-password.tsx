import { createFileRoute } from '@tanstack/react-router';
import { buildPrefix, resolveUiLanguage } from '../domain/locales.ts';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { enterFrontDoor } from '../front/enterFrontDoor.ts';
import { LanguageSync } from '../i18n/LanguageSync.tsx';
import { Namespace } from '../i18n/Namespace.tsx';
import { storedLanguage } from '../platform/session/tokens.ts';

export const Route = createFileRoute('/reset-password')({
  beforeLoad: ({ location }) => enterFrontDoor(location),
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: () => {
    const { token } = Route.useSearch();
    const inputs = { storedLanguage: storedLanguage(), browserLanguages: navigator.languages };
    const language = resolveUiLanguage({ pathname: '/', ...inputs });
    const loginPath = `/${buildPrefix({ ...inputs, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })}/login`;
    return (
      <>
        <LanguageSync language={language} />
        <Namespace name="auth">
          <ResetPasswordPage token={token} loginPath={loginPath} />
        </Namespace>
      </>
    );
  },
});
