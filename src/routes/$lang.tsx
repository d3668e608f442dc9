import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { buildPrefix, parsePrefix } from '../domain/locales.ts';
import { hasStoredToken, storedLanguage } from '../features/session/tokens.ts';
import { LanguageSync } from '../i18n/LanguageSync.tsx';

/** Public pages under a language prefix such as /en, /sv-se or /ar-gb (spec section 2). */
export const Route = createFileRoute('/$lang')({
  beforeLoad: ({ params, location }) => {
    const prefix = parsePrefix(params.lang);
    const signedIn = hasStoredToken();
    if (!prefix) {
      if (signedIn) throw notFound();
      // Not a language: any other path shows the login page under the visitor's prefix.
      const visitorPrefix = buildPrefix({
        storedLanguage: storedLanguage(),
        browserLanguages: navigator.languages,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      throw redirect({ to: '/$lang/login', params: { lang: visitorPrefix }, replace: true });
    }
    // A signed-in user on a prefixed path is sent to the back office.
    if (signedIn) throw redirect({ to: '/', replace: true });
    return { language: prefix.language, pathname: location.pathname };
  },
  component: PublicLayout,
});

function PublicLayout() {
  const { language } = Route.useRouteContext();
  return (
    <>
      <LanguageSync language={language} />
      <Outlet />
    </>
  );
}
