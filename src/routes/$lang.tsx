import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { LanguageSync } from '../i18n/LanguageSync.tsx';
import {
  browserPrefixRequest,
  resolvePrefixOnce,
} from '../machines/languagePrefix/languagePrefix.resolve.ts';

/**
 * Public pages under a language prefix such as /en, /sv-se or /ar-gb (spec section 2). The rules
 * are the language-prefix machine's; the marketing pages themselves are prerendered documents
 * served by the server (src/site), so the SPA only ever loads them with a full page load.
 */
export const Route = createFileRoute('/$lang')({
  beforeLoad: ({ location }) => {
    const { decision, navigation } = resolvePrefixOnce(
      browserPrefixRequest({ pathname: location.pathname, search: location.searchStr, hash: location.hash }),
    );
    if (navigation) {
      if (navigation.document) throw redirect({ href: navigation.to, reloadDocument: true, replace: true });
      throw redirect({ href: navigation.to, replace: true });
    }
    if (decision.kind !== 'public') throw notFound();
    if (decision.page.type === 'marketing') {
      // Reached by an in-app link: load the prerendered document. Reached as a document (the
      // prerendered files are missing, e.g. a build without the prerender step): show the login.
      const isCurrentDocument = window.location.pathname === location.pathname;
      if (!isCurrentDocument) throw redirect({ href: location.href, reloadDocument: true, replace: false });
      throw redirect({ to: '/$lang/login', params: { lang: decision.prefix }, replace: true });
    }
    return { language: decision.language, pathname: location.pathname };
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
