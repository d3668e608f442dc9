import '../styles/theme.css.ts';
import '../styles/global.css.ts';
import { type ReactNode, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { directionOf, type Language } from '../domain/locales.ts';
import { configureClient } from '../graphql/client.ts';
import TypesafeI18n from '../i18n/i18n-react.tsx';
import type { Locales } from '../i18n/i18n-types.ts';
import { loadLocaleAsync, loadNamespaceAsync } from '../i18n/i18n-util.async.ts';
import { isLocale } from '../i18n/i18n-util.ts';
import { MissingTranslations } from '../i18n/MissingTranslations.tsx';
import { lazySession, type SessionHandle } from '../machines/session/session.handle.ts';
import { browserSessionEnvironment } from '../machines/session/session.storage.ts';
import { storedTokens, storeRefreshedTokens } from '../platform/session/tokens.ts';

/**
 * What every front-door page starts with (vite.front.config.ts): the page's language on the
 * document, the API client, the dictionary with the `auth` strings, and React. No router (the
 * pages link to each other and to the back office with full page loads) and no TanStack Query
 * (the pages send their few mutations with `useSend`).
 */

/** The session machine, XState and the logout call load on the first event (a login), as in the app. */
export const session: SessionHandle = lazySession(async () => {
  const [{ createSessionActor }, { revokeTokens }] = await Promise.all([
    import('../machines/session/session.actors.ts'),
    import('../platform/shell/logout.ts'),
  ]);
  return createSessionActor({ ...browserSessionEnvironment(), revoke: revokeTokens });
});

export async function mountFrontPage(language: Language, page: ReactNode): Promise<void> {
  const locale: Locales = isLocale(language) ? language : 'en';
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(language);
  configureClient({
    getToken: () => storedTokens().token,
    getRefreshToken: () => storedTokens().refreshToken,
    onTokensRefreshed: storeRefreshedTokens,
    getLanguage: () => document.documentElement.lang || 'en',
    onUnauthenticated: () => session.send({ type: 'SIGN_OUT' }),
  });
  // The base dictionary and the pages' namespace side by side (the namespace merges into the base).
  await Promise.all([loadLocaleAsync(locale), loadNamespaceAsync(locale, 'auth')]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const tree = (
    <StrictMode>
      <TypesafeI18n locale={locale}>
        <MissingTranslations>{page}</MissingTranslations>
      </TypesafeI18n>
    </StrictMode>
  );
  // A page prerendered for this language (scripts/prerenderFront.ts) is hydrated, else rendered.
  if (root.dataset.prerendered === locale) hydrateRoot(root, tree);
  else {
    root.replaceChildren();
    createRoot(root).render(tree);
  }
}
