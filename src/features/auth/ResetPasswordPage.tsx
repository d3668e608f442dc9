import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { fieldErrorsOf, passwordSchema } from '../../domain/signup.ts';
import { mutation } from '../../graphql/mutation.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { type FieldMessages, messagesOf, translateCodes } from '../forms/index.ts';
import { loginStyles as styles } from '../session/index.ts';
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
  const request = useMutation({ mutationFn: () => mutation.send(RequestPasswordResetDocument, { email }) });
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
      <Form className={styles.form} onSubmit={submit}>
        <TextField
          label={LL.auth.fields.email()}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
        />
        <Button type="submit" isDisabled={request.isPending}>
          {LL.auth.reset.requestSubmit()}
        </Button>
      </Form>
      <a href={loginPath}>{LL.auth.reset.backToLogin()}</a>
    </AuthLayout>
  );
}

function ChoosePassword({ token, loginPath }: { token: string; loginPath: string }) {
  const { LL } = useI18nContext();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const reset = useMutation({
    mutationFn: () => mutation.send(ResetPasswordDocument, { token, password }),
    onSuccess: ({ resetPassword }) => setErrors(messagesOf(resetPassword.fieldErrors)),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
        <Link to="/reset-password">{LL.auth.reset.requestNew()}</Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={LL.auth.reset.setTitle()}>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <TextField
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
        <Button type="submit" isDisabled={reset.isPending}>
          {LL.auth.reset.setSubmit()}
        </Button>
      </Form>
    </AuthLayout>
  );
}
