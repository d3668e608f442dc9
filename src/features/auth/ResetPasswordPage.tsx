import { type FormEvent, useState } from 'react';
import { mutation } from '../../graphql/mutation.ts';
import { useSend } from '../../graphql/useSend.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { type FieldMessages, messagesOf, translateCodes } from '../../platform/forms/index.ts';
import { loginStyles as styles } from '../../platform/session/index.ts';
import { PlainButton, PlainForm, PlainTextField } from '../../ui/PlainControls.tsx';
import { Alert, AuthLayout } from './AuthLayout.tsx';
import { RequestPasswordResetDocument, ResetPasswordDocument } from './auth.gql.ts';

/** /reset-password: ask for a link, or (with ?token=) choose the new password. */
export function ResetPasswordPage({ token, loginPath }: { token?: string; loginPath: string }) {
  return token ? (
    <ChoosePassword token={token} loginPath={loginPath} />
  ) : (
    <RequestLink loginPath={loginPath} />
  );
}

function RequestLink({ loginPath }: { loginPath: string }) {
  const { LL } = useI18nContext();
  const [email, setEmail] = useState('');
  const request = useSend(() => mutation.send(RequestPasswordResetDocument, { email }));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim()) request.mutate();
  }
  const limited =
    request.data && !request.data.requestPasswordReset.success
      ? request.data.requestPasswordReset.error
      : null;
  return (
    <AuthLayout title={LL.auth.reset.requestTitle()} subtitle={LL.auth.reset.requestBody()}>
      {limited && <Alert>{limited}</Alert>}
      {request.data?.requestPasswordReset.success && <Alert tone="info">{LL.auth.reset.requestSent()}</Alert>}
      <PlainForm className={styles.form} onSubmit={submit} validationBehavior="native">
        <PlainTextField
          label={LL.auth.fields.email()}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
          required
        />
        <PlainButton type="submit" isDisabled={request.isPending}>
          {LL.auth.reset.requestSubmit()}
        </PlainButton>
      </PlainForm>
      <a href={loginPath}>{LL.auth.reset.backToLogin()}</a>
    </AuthLayout>
  );
}

function ChoosePassword({ token, loginPath }: { token: string; loginPath: string }) {
  const { LL } = useI18nContext();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const reset = useSend(() => mutation.send(ResetPasswordDocument, { token, password }), {
    onSuccess: ({ resetPassword }) => setErrors(messagesOf(resetPassword.fieldErrors)),
  });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The password rule is a zod schema beside the sign-up schemas (zod, the phone rules): loaded
    // when the form is sent, not with the page (the server checks the same rule).
    const { fieldErrorsOf, passwordSchema } = await import('../../domain/signup.ts');
    const parsed = passwordSchema.safeParse({ password });
    if (!parsed.success) {
      setErrors(translateCodes(LL.auth.errors, fieldErrorsOf(parsed.error)));
      return;
    }
    reset.mutate();
  }
  const result = reset.data?.resetPassword;
  if (result?.success) {
    return (
      <AuthLayout title={LL.auth.reset.setTitle()}>
        <Alert tone="info">{LL.auth.reset.done()}</Alert>
        <a href={loginPath}>{LL.auth.reset.backToLogin()}</a>
      </AuthLayout>
    );
  }
  if (result?.errorCode === 'LINK_INVALID') {
    return (
      <AuthLayout title={LL.auth.reset.setTitle()}>
        <Alert>{result.error}</Alert>
        <a href="/reset-password">{LL.auth.reset.requestNew()}</a>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={LL.auth.reset.setTitle()}>
      <PlainForm className={styles.form} onSubmit={submit}>
        <PlainTextField
          label={LL.auth.fields.newPassword()}
          type="password"
          autoComplete="new-password"
          description={LL.auth.fields.passwordHelp()}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors({});
          }}
          errorMessage={errors.password}
          isRequired
        />
        <PlainButton type="submit" isDisabled={reset.isPending}>
          {LL.auth.reset.setSubmit()}
        </PlainButton>
      </PlainForm>
    </AuthLayout>
  );
}
