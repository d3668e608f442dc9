import { buildPrefix, resolveUiLanguage } from '../domain/locales.ts';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { storedLanguage } from '../platform/session/tokens.ts';
import { mountFrontPage } from './mount.tsx';

// `/reset-password` and `/reset-password?token=…` (the link in the e-mail).
const token = new URLSearchParams(window.location.search).get('token') ?? undefined;
const inputs = { storedLanguage: storedLanguage(), browserLanguages: navigator.languages };
const language = resolveUiLanguage({ pathname: '/', ...inputs });
const loginPath = `/${buildPrefix({ ...inputs, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })}/login`;
await mountFrontPage(language, <ResetPasswordPage token={token} loginPath={loginPath} />);
