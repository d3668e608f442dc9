import { Link, useNavigate } from '@tanstack/react-router';
import { Form } from 'react-aria-components';
import { COUNTRY_CODES } from '../../domain/countries.ts';
import type { Language } from '../../domain/locales.ts';
import { STORE_TYPES } from '../../domain/signup.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { loginStyles as styles } from '../session/index.ts';
import { Alert, AuthLayout } from './AuthLayout.tsx';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import { checkRegister } from './registerCheck.ts';
import { defaultCountry, initialSignupValues, SIGNUP_TEXT_FIELDS } from './signupForm.ts';
import { useSignupForm } from './useSignupForm.ts';

// The form's data and submit are shared with the partner widget (src/widget/app).
export { defaultCountry };

export function RegisterPage({
  language,
  region,
  lang,
}: {
  language: Language;
  region: string | null;
  lang: string;
}) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const { values, set, errors, alert, pending, submit, consent, setConsent, capture } = useSignupForm({
    initial: initialSignupValues(defaultCountry(language, region)),
    language,
    LL,
    check: checkRegister,
    onSuccess: ({ email }) => {
      void navigate({ to: '/$lang/check-email', params: { lang }, search: { email: email.trim() } });
    },
  });

  const f = LL.auth.fields;
  return (
    <AuthLayout title={LL.auth.register.title()} subtitle={LL.auth.register.subtitle()}>
      {alert && <Alert>{alert}</Alert>}
      <Form className={styles.form} onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <Select
          label={f.storeType()}
          description={f.storeTypeHelp()}
          value={values.storeType}
          onChange={set('storeType')}
          options={STORE_TYPES.map((id) => ({ id, label: f.storeTypes[id]() }))}
        />
        <Select
          label={f.country()}
          value={values.country}
          onChange={set('country')}
          options={COUNTRY_CODES.map((id) => ({ id, label: f.countries[id]() }))}
        />
        {SIGNUP_TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={f[field.name]()}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            description={field.help ? f.passwordHelp() : undefined}
            value={values[field.name]}
            onChange={set(field.name)}
            onBlur={() => void capture()}
            errorMessage={errors[field.name]}
            isRequired
          />
        ))}
        <ConsentCheckbox label={LL.auth.register.consent()} value={consent} onChange={setConsent} />
        <Button type="submit" fullWidth isDisabled={pending}>
          {pending ? LL.auth.register.submitting() : LL.auth.register.submit()}
        </Button>
      </Form>
      <p className={styles.links}>
        <span>
          {LL.auth.register.haveAccount()}{' '}
          <Link to="/$lang/login" params={{ lang }}>
            {LL.auth.register.logIn()}
          </Link>
        </span>
      </p>
    </AuthLayout>
  );
}
