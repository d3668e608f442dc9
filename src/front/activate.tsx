import { resolveUiLanguage } from '../domain/locales.ts';
import { ActivatePage } from '../features/auth/ActivatePage.tsx';
import { storedLanguage } from '../platform/session/tokens.ts';
import { mountFrontPage, session } from './mount.tsx';

// `/activate/{token}` (the link in the activation e-mail).
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const language = resolveUiLanguage({
  pathname: '/',
  storedLanguage: storedLanguage(),
  browserLanguages: navigator.languages,
});
await mountFrontPage(language, <ActivatePage token={token} session={session} />);
