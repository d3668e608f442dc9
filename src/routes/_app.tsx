import { createFileRoute, type ErrorComponentProps, notFound, redirect } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { buildPrefix, resolveUiLanguage } from '../domain/locales.ts';
import {
  browserPrefixRequest,
  resolvePrefixOnce,
} from '../machines/languagePrefix/languagePrefix.resolve.ts';
import { userMetadataQueryOptions } from '../platform/session/session.queries.ts';
import { hasStoredToken, storedLanguage, subscribeStoredLanguage } from '../platform/session/tokens.ts';
import { ShellError } from '../platform/shell/ErrorScreen/ShellError.tsx';
import { loadAccess } from '../platform/shell/loadAccess.ts';
import { PulsingLogo } from '../platform/shell/PulsingLogo/PulsingLogo.tsx';
import { Shell } from '../platform/shell/Shell/Shell.tsx';

/** The signed-in back office: every child route needs a token and the user's metadata. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async (options): Promise<void> => {
    const { location, context } = options;
    // Read as a plain list: the inferred type of `matches` would make the route type refer to itself.
    const { matches } = options as unknown as { matches: readonly { routeId: string }[] };
    // Signed in: the page's gate, from the areas' manifests (issues 5 and 13).
    // The gate and the areas' manifests are a chunk of their own, fetched only by a signed-in page
    // (src/main.tsx starts it beside the entry), never by the login page.
    if (hasStoredToken()) {
      const { checkAccess } = await loadAccess();
      return checkAccess(context.queryClient, location.pathname, matches.at(-1)?.routeId);
    }
    // The language-prefix rules (spec section 2): / goes to the marketing home under the visitor's
    // prefix (a prerendered document: a full page load); any other path shows the login page.
    const { decision, navigation } = resolvePrefixOnce(
      browserPrefixRequest({ pathname: location.pathname, search: location.searchStr, hash: location.hash }),
    );
    if (navigation)
      throw redirect({ href: navigation.to, reloadDocument: navigation.document, replace: true });
    // Reset-password, activate and welcome skip the redirect: their own routes handle a visitor.
    if (decision.kind === 'exempt') throw notFound();
    // Any other path shows the login page, with the wanted page as the post-login target.
    const prefix = buildPrefix({
      storedLanguage: storedLanguage(),
      browserLanguages: navigator.languages,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const target = location.href === '/' ? undefined : location.href;
    throw redirect({
      to: '/$lang/login',
      params: { lang: prefix },
      search: { redirect: target },
      replace: true,
    });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(userMetadataQueryOptions()),
  pendingComponent: PulsingLogo,
  pendingMs: 200,
  component: AppLayout,
  errorComponent: AppError,
});

function backOfficeLanguage() {
  return resolveUiLanguage({
    pathname: '/',
    storedLanguage: storedLanguage(),
    browserLanguages: navigator.languages,
  });
}

/** The back office's language, followed live: the user menu's switch changes it without a reload. */
function useBackOfficeLanguage() {
  return useSyncExternalStore(subscribeStoredLanguage, backOfficeLanguage);
}

function AppLayout() {
  return <Shell language={useBackOfficeLanguage()} />;
}

function AppError(props: ErrorComponentProps) {
  return <ShellError {...props} language={useBackOfficeLanguage()} />;
}
