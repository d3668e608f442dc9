import { LoginPage } from '../platform/session/LoginPage/LoginPage.tsx';
import { session } from './mount.tsx';
import { mountPrefixedPage } from './prefixed.tsx';

// `/{prefix}/login`, with the post-login target in `redirect`.
await mountPrefixedPage(({ language, prefix }) => (
  <LoginPage
    redirect={new URLSearchParams(window.location.search).get('redirect') ?? undefined}
    language={language}
    lang={prefix}
    session={session}
  />
));
