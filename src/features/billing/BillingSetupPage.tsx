import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { CARD_PAYMENT_PROVIDER } from '../../domain/billing.ts';
import { billingAccountSchema } from '../../domain/billingAccount.ts';
import { fieldErrorsOf } from '../../domain/signup.ts';
import { mutation } from '../../graphql/mutation.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { Namespace } from '../../i18n/Namespace.tsx';
import { type FieldMessages, serverFieldMessages, translateCodes } from '../../platform/forms/index.ts';
import { userMetadataQueryOptions } from '../../platform/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import * as styles from './BillingSetupPage.css.ts';
import { CreateBillingAccountDocument } from './billing.gql.ts';

const provider = CARD_PAYMENT_PROVIDER;

function BillingSetup() {
  const { LL } = useI18nContext();
  const L = LL.licences.billing;
  const queryClient = useQueryClient();
  const metadata = useQuery(userMetadataQueryOptions()).data;
  const [email, setEmail] = useState(() => metadata?.email ?? '');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState(false);
  const hasAccount = Boolean(metadata?.billingAccountId);

  const submit = async () => {
    const input = { email, name: name || null };
    const checked = billingAccountSchema.safeParse(input);
    if (!checked.success) {
      setErrors(translateCodes(LL.auth.errors, fieldErrorsOf(checked.error)));
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await mutation.send(CreateBillingAccountDocument, { input });
      setCreated(true);
      // The metadata names the billing account: the sidebar swaps this page's item for Billing.
      await queryClient.invalidateQueries({ queryKey: userMetadataQueryOptions().queryKey });
    } catch (error) {
      // What was typed stays; the message says what to fix or whom to ask.
      setErrors(serverFieldMessages(error));
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{L.title()}</h1>
      {created || hasAccount ? (
        <p role="status">{created ? L.created() : L.exists()}</p>
      ) : (
        <>
          <p className={styles.muted}>{L.intro({ provider })}</p>
          <Form
            className={styles.form}
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField
              label={L.email()}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(value) => {
                setEmail(value);
                setErrors(({ email: _, ...rest }) => rest);
              }}
              errorMessage={errors.email}
              isRequired
            />
            <TextField
              label={L.name()}
              name="name"
              autoComplete="organization"
              description={L.nameHelp()}
              value={name}
              onChange={(value) => {
                setName(value);
                setErrors(({ name: _, ...rest }) => rest);
              }}
              errorMessage={errors.name}
            />
            <div>
              <Button type="submit" isDisabled={pending}>
                {pending ? L.submitting() : L.submit()}
              </Button>
            </div>
          </Form>
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * `/billing` (issue 24): creates the company's billing account at the provider (FINANCE). The
 * e-mail field's messages are the account forms' own (`auth.errors`), as the server words them.
 */
export function BillingSetupPage() {
  return (
    <Namespace name="licences" fallback={<TableSkeleton />}>
      <Namespace name="auth" fallback={<TableSkeleton />}>
        <BillingSetup />
      </Namespace>
    </Namespace>
  );
}
