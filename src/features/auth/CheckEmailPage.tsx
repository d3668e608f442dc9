import { mutation } from '../../graphql/mutation.ts';
import { useSend } from '../../graphql/useSend.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { PlainButton } from '../../ui/PlainControls.tsx';
import { Alert, AuthLayout } from './AuthLayout.tsx';
import { ResendActivationDocument } from './auth.gql.ts';

/**
 * After sign-up: where the link went, and a way to get a new one. Rendered by the front door
 * (src/front/check-email.tsx), without TanStack Query: `useSend` for its one call.
 */
export function CheckEmailPage({ email }: { email: string }) {
  const { LL } = useI18nContext();
  const resend = useSend(() => mutation.send(ResendActivationDocument, { email }));
  return (
    <AuthLayout title={LL.auth.checkEmail.title()} subtitle={LL.auth.checkEmail.body({ email })}>
      <p>{LL.auth.checkEmail.spam()}</p>
      {resend.isSuccess && (
        <Alert tone="info">{resend.data?.resendActivation.error ?? LL.auth.checkEmail.resent()}</Alert>
      )}
      <PlainButton tone="secondary" onClick={() => resend.mutate()} isDisabled={resend.isPending || !email}>
        {LL.auth.checkEmail.resend()}
      </PlainButton>
    </AuthLayout>
  );
}
