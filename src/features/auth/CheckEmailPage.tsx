import { useMutation } from '@tanstack/react-query';
import { mutation } from '../../graphql/mutation.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { Button } from '../../ui/Button.tsx';
import { Alert, AuthLayout } from './AuthLayout.tsx';
import { ResendActivationDocument } from './auth.gql.ts';

/** After sign-up: where the link went, and a way to get a new one. */
export function CheckEmailPage({ email }: { email: string }) {
  const { LL } = useI18nContext();
  const resend = useMutation({ mutationFn: () => mutation.send(ResendActivationDocument, { email }) });
  return (
    <AuthLayout title={LL.auth.checkEmail.title()} subtitle={LL.auth.checkEmail.body({ email })}>
      <p>{LL.auth.checkEmail.spam()}</p>
      {resend.isSuccess && (
        <Alert tone="info">{resend.data.resendActivation.error ?? LL.auth.checkEmail.resent()}</Alert>
      )}
      <Button tone="secondary" onPress={() => resend.mutate()} isDisabled={resend.isPending || !email}>
        {LL.auth.checkEmail.resend()}
      </Button>
    </AuthLayout>
  );
}
