import { COUNTRY_CODES } from '../../domain/countries.ts';
import type { Language } from '../../domain/locales.ts';
import { SIGNUP_STORE_TYPES as STORE_TYPES } from '../../domain/storeTypes.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { loginStyles as styles } from '../../platform/session/index.ts';
import { PlainButton, PlainForm, PlainSelect, PlainTextField } from '../../ui/PlainControls.tsx';
import { Alert, AuthLayout } from './AuthLayout.tsx';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import { defaultCountry, initialSignupValues, SIGNUP_TEXT_FIELDS } from './signupForm.ts';
import { useSignupForm } from './useSignupForm.ts';

// The form's data and submit are shared with the partner widget (src/widget/app).
export { defaultCountry };

/**
 * The server's rules (zod and the phone metadata, ~55 KB gzip) load when the form is first
 * focused, and are awaited when it is sent: not with the page.
 */
const loadCheck = () => import('./registerCheck.ts');

/**
 * The sign-up page, rendered by the front door (src/front/register.tsx) without the router or
 * react-aria: native controls (ui/PlainControls.tsx) and plain links to other documents.
 */
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
  const { values, set, errors, alert, pending, submit, consent, setConsent, capture } = useSignupForm({
    initial: initialSignupValues(defaultCountry(language, region)),
    language,
    LL,
    check: async (input) => (await loadCheck()).checkRegister(input),
    onSuccess: ({ email }) => {
      window.location.assign(`/${lang}/check-email?${new URLSearchParams({ email: email.trim() })}`);
    },
  });

  const f = LL.auth.fields;
  return (
    <AuthLayout title={LL.auth.register.title()} subtitle={LL.auth.register.subtitle()}>
      {alert && <Alert>{alert}</Alert>}
      <PlainForm
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadCheck()}
      >
        <PlainSelect
          label={f.storeType()}
          name="storeType"
          description={f.storeTypeHelp()}
          value={values.storeType}
          onChange={set('storeType')}
          options={STORE_TYPES.map((id) => ({ id, label: f.storeTypes[id]() }))}
        />
        <PlainSelect
          label={f.country()}
          name="country"
          autoComplete="country"
          value={values.country}
          onChange={set('country')}
          options={COUNTRY_CODES.map((id) => ({ id, label: f.countries[id]() }))}
        />
        {SIGNUP_TEXT_FIELDS.map((field) => (
          <PlainTextField
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
        <PlainButton type="submit" fullWidth isDisabled={pending}>
          {pending ? LL.auth.register.submitting() : LL.auth.register.submit()}
        </PlainButton>
      </PlainForm>
      <p className={styles.links}>
        <span>
          {LL.auth.register.haveAccount()} <a href={`/${lang}/login`}>{LL.auth.register.logIn()}</a>
        </span>
      </p>
    </AuthLayout>
  );
}
