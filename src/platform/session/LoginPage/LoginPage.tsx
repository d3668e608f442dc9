import { type FormEvent, useEffect, useState } from 'react';
import type { Language } from '../../../domain/locales.ts';
import { safeRedirectPath } from '../../../domain/session.ts';
import { AppError } from '../../../graphql/client.ts';
import { useSend } from '../../../graphql/useSend.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import type { SessionHandle } from '../../../machines/session/session.handle.ts';
import { PlainButton, PlainForm, PlainTextField } from '../../../ui/PlainControls.tsx';
import { login } from '../session.queries.ts';
import { storeLanguage } from '../tokens.ts';
import * as styles from './LoginPage.css.ts';

interface LoginPageProps {
  redirect?: string;
  language: Language;
  /** The URL prefix, for the link to check-email (shown after a failed login). */
  lang: string;
  session: SessionHandle;
}

/**
 * The login page. Rendered by the front door (src/front/login.tsx) without the router, so its links
 * are plain links: each goes to another document (the front door's or the app's). What it shows
 * before any input does not depend on the URL's region (the sign-up link is relative: `register`
 * beside `login`), so it is prerendered once per language (scripts/prerenderFront.ts).
 */
export function LoginPage({ redirect, language, lang, session }: LoginPageProps) {
  const { LL } = useI18nContext();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  // The prerendered page's button stays disabled until React runs: a native submit before then
  // would send the password in the address (a GET of this page), and a disabled default button
  // also stops Enter's implicit submission. Typing before then is kept (PlainTextField).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const mutation = useSend(login, {
    onSuccess: (result) => {
      if (!result.success || !result.token) return;
      // The back office continues in the language the user logged in with.
      storeLanguage(language);
      session.send({
        type: 'TOKEN_CHANGED',
        token: result.token,
        refreshToken: result.refreshToken,
        redirectTo: safeRedirectPath(redirect),
      });
    },
  });

  const emailError = touched && !email.trim() ? LL.login.emailRequired() : null;
  const passwordError = touched && !password ? LL.login.passwordRequired() : null;
  const failure = mutation.data && !mutation.data.success ? (mutation.data.error ?? LL.login.failed()) : null;
  const networkFailure =
    mutation.error instanceof AppError && mutation.error.code === 'NETWORK'
      ? LL.errors.network()
      : mutation.error
        ? LL.errors.internal()
        : null;
  const signingIn = mutation.isPending || mutation.data?.success === true;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!email.trim() || !password) return;
    mutation.mutate({ username: email.trim(), password, backoffice: true });
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div>
          <div className={styles.brand} aria-hidden="true">
            {LL.app.name()}
          </div>
          <h1>{LL.login.title()}</h1>
          <p className={styles.subtitle}>{LL.login.subtitle()}</p>
        </div>
        {(failure || networkFailure) && (
          <div role="alert" className={styles.alert}>
            {failure ?? networkFailure}
            {mutation.data?.errorCode === 'NOT_ACTIVATED' && (
              <>
                {' '}
                <a href={`/${lang}/check-email?${new URLSearchParams({ email: email.trim() })}`}>
                  {LL.auth.checkEmail.resend()}
                </a>
              </>
            )}
          </div>
        )}
        <PlainForm className={styles.form} onSubmit={submit}>
          <PlainTextField
            label={LL.login.email()}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            errorMessage={emailError}
            isRequired
            autoFocus
          />
          <PlainTextField
            label={LL.login.password()}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            errorMessage={passwordError}
            isRequired
          />
          <PlainButton type="submit" fullWidth isDisabled={signingIn || !hydrated}>
            {signingIn ? LL.login.submitting() : LL.login.submit()}
          </PlainButton>
        </PlainForm>
        <p className={styles.links}>
          <a href="/reset-password">{LL.auth.login.forgotPassword()}</a>
          <span>
            {LL.auth.login.noAccount()} <a href="register">{LL.auth.login.register()}</a>
          </span>
        </p>
      </div>
    </main>
  );
}
