import { useEffect, useRef, useState } from 'react';
import { mutation } from '../../graphql/mutation.ts';
import { useSend } from '../../graphql/useSend.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { SessionHandle } from '../../machines/session/session.handle.ts';
import { PulsingLogo } from '../../platform/shell/shell.route.ts';
import { PlainButton, PlainTextField } from '../../ui/PlainControls.tsx';
import { Alert, AuthLayout } from './AuthLayout.tsx';
import { ActivateDocument, ResendActivationDocument } from './auth.gql.ts';

/** /activate/{token}: verifies the email, signs the user in and continues to the back office. */
export function ActivatePage({ token, session }: { token: string; session: SessionHandle }) {
  const { LL } = useI18nContext();
  const [email, setEmail] = useState('');
  const started = useRef(false);
  const activate = useSend(() => mutation.send(ActivateDocument, { token }), {
    onSuccess: ({ activate: result }) => {
      if (result.success && result.token) {
        session.send({
          type: 'TOKEN_CHANGED',
          token: result.token,
          refreshToken: result.refreshToken,
          // Spec section 2: a newly activated user lands on the welcome page (issue 22).
          redirectTo: '/welcome',
        });
      }
    },
  });
  const resend = useSend(() => mutation.send(ResendActivationDocument, { email }));
  useEffect(() => {
    // Once: a single-use link must not be spent twice by a re-render.
    if (started.current) return;
    started.current = true;
    activate.mutate();
  }, [activate]);

  const result = activate.data?.activate;
  if (!result || result.success) {
    return (
      <AuthLayout title={LL.auth.activate.title()} subtitle={LL.auth.activate.body()}>
        <PulsingLogo />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={LL.auth.activate.failedTitle()}>
      <Alert>{result.error ?? LL.auth.errors.linkInvalid()}</Alert>
      <PlainTextField
        label={LL.auth.activate.resendLabel()}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      {resend.isSuccess && <Alert tone="info">{LL.auth.checkEmail.resent()}</Alert>}
      <PlainButton onClick={() => resend.mutate()} isDisabled={!email.trim() || resend.isPending}>
        {LL.auth.checkEmail.resend()}
      </PlainButton>
    </AuthLayout>
  );
}
