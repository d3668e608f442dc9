import { createFileRoute, redirect } from '@tanstack/react-router';
import { buildPrefix, resolveUiLanguage } from '../domain/locales.ts';
import { userMetadataQueryOptions } from '../features/session/session.queries.ts';
import { hasStoredToken, storedLanguage } from '../features/session/tokens.ts';
import { PulsingLogo } from '../features/shell/PulsingLogo/PulsingLogo.tsx';
import { Shell } from '../features/shell/Shell/Shell.tsx';

/** The signed-in back office: every child route needs a token and the user's metadata. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (hasStoredToken()) return;
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
});

function AppLayout() {
  const language = resolveUiLanguage({
    pathname: '/',
    storedLanguage: storedLanguage(),
    browserLanguages: navigator.languages,
  });
  return <Shell language={language} />;
}
