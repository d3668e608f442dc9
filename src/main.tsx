import './styles/theme.css.ts';
import './styles/global.css.ts';
import './styles/print.css.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { directionOf, type Language, resolveUiLanguage } from './domain/locales.ts';
import { extractUrlToken } from './domain/session.ts';
import { AppError, configureClient } from './graphql/client.ts';
import { AriaLocale } from './i18n/AriaLocale.tsx';
import TypesafeI18n from './i18n/i18n-react.tsx';
import type { Locales } from './i18n/i18n-types.ts';
import { loadLocaleAsync } from './i18n/i18n-util.async.ts';
import { isLocale } from './i18n/i18n-util.ts';
import { MissingTranslations } from './i18n/MissingTranslations.tsx';
import { lazySession } from './machines/session/session.handle.ts';
import { browserSessionEnvironment } from './machines/session/session.storage.ts';
import {
  hasStoredToken,
  storedLanguage,
  storedTokens,
  storeRefreshedTokens,
  storeUrlToken,
  tellServerLanguage,
} from './platform/session/tokens.ts';
import { loadAccess } from './platform/shell/loadAccess.ts';
import { routeTree } from './routeTree.gen.ts';
import { startColorTheme } from './ui/colorTheme.ts';

// The colour theme before the first render: no light flash on a dark screen.
startColorTheme();

// A `token` query parameter is a login token: store it and clean the address bar (spec section 2).
const fromUrl = extractUrlToken(new URL(window.location.href));
if (fromUrl) {
  storeUrlToken(fromUrl.token);
  window.history.replaceState(window.history.state, '', fromUrl.cleanUrl);
}

// The session machine, XState and the logout call load on the first event (login, sign-out), not
// with the front door.
const session = lazySession(async () => {
  const [{ createSessionActor }, { revokeTokens }] = await Promise.all([
    import('./machines/session/session.actors.ts'),
    import('./platform/shell/logout.ts'),
  ]);
  return createSessionActor({ ...browserSessionEnvironment(), revoke: revokeTokens });
});
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => error instanceof AppError && error.code === 'NETWORK' && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});

const language: Language = resolveUiLanguage({
  pathname: window.location.pathname,
  storedLanguage: storedLanguage(),
  browserLanguages: navigator.languages,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});
const locale: Locales = isLocale(language) ? language : 'en';
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(language);
// The next signed-in document names this language's dictionary (server/app/routeDocuments.ts).
tellServerLanguage(locale);

configureClient({
  getToken: () => storedTokens().token,
  getRefreshToken: () => storedTokens().refreshToken,
  onTokensRefreshed: storeRefreshedTokens,
  getLanguage: () => document.documentElement.lang || 'en',
  onUnauthenticated: () => session.send({ type: 'SIGN_OUT' }),
});

const router = createRouter({
  routeTree,
  context: { queryClient, session },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // A page's render or load error: Access Denied for a refusal, else the error screen (spec section 2).
  // Loaded when a page fails: the error screen's code is not part of the front door.
  defaultErrorComponent: lazyRouteComponent(
    () => import('./platform/shell/ErrorScreen/RouteError.tsx'),
    'RouteError',
  ),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The dictionary and the first page's route chunks and data load side by side, not one after the other.
const ready = Promise.all([loadLocaleAsync(locale), router.load()]);
// Signed in, the shell's and the page's code start loading now, beside the gate's query: the router
// asks for them only once the `_app` gate has its answer, a round trip later on a phone. The gate's
// own chunk (the one `_app`'s beforeLoad imports) is asked for first, so it is not queued behind them.
if (hasStoredToken()) {
  void loadAccess().catch(() => {});
  const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => {});
}
await ready;
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <TypesafeI18n locale={locale}>
      <AriaLocale>
        <MissingTranslations>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MissingTranslations>
      </AriaLocale>
    </TypesafeI18n>
  </StrictMode>,
);
