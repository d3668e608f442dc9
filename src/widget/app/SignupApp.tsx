import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { COUNTRY_CODES, type CountryCode } from '../../domain/countries.ts';
import type { Language } from '../../domain/locales.ts';
import { SIGNUP_STORE_TYPES as STORE_TYPES } from '../../domain/storeTypes.ts';
import { initialSignupValues, SIGNUP_TEXT_FIELDS } from '../../features/auth/signupForm.ts';
import { useSignupForm } from '../../features/auth/useSignupForm.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import * as styles from './SignupApp.css.ts';

interface FieldProps {
  id: string;
  label: string;
  help?: string;
  error?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A label, the control, its help and its error, tied together for assistive technology. */
function Field({ id, label, help, error, children }: FieldProps) {
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(describedBy, Boolean(error))}
      {help && (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface SignupAppProps {
  LL: TranslationFunctions;
  language: Language;
  country: CountryCode;
  referralId: string | null;
  /** Our origin, for the login link. */
  appOrigin: string;
  onCompleted: (country: CountryCode) => void;
}

/**
 * The sign-up form of spec section 3 inside the partner's iframe: the site's form data and submit
 * (src/features/auth), with plain labelled HTML controls instead of the design system, so the
 * iframe app stays small. After sign-up it asks the visitor to check their email, like the site.
 */
export function SignupApp({ LL, language, country, referralId, appOrigin, onCompleted }: SignupAppProps) {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const submitted = useRef(false);
  const form = useSignupForm({
    initial: initialSignupValues(country),
    language,
    referralId,
    LL,
    onSuccess: (values) => {
      setSentTo(values.email.trim());
      onCompleted(values.country);
    },
  });
  const { values, set, errors, alert, pending, clearMessages } = form;

  // Messages are in the language they were shown in: a new language starts without them.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    clearMessages();
  });

  // After a submit with mistakes, the first field to fix gets the focus (its error is read with it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a submit has produced new errors
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  function submit(event: FormEvent<HTMLFormElement>) {
    submitted.current = true;
    void form.submit(event);
  }

  const f = LL.auth.fields;
  const titleId = `${id}-title`;
  if (sentTo) {
    return (
      <div className={styles.card}>
        <h1 ref={doneRef} tabIndex={-1} className={styles.title}>
          {LL.auth.checkEmail.title()}
        </h1>
        <p role="status" className={styles.done}>
          {LL.auth.checkEmail.body({ email: sentTo })}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <div>
        <h1 id={titleId} className={styles.title}>
          {LL.auth.register.title()}
        </h1>
        <p className={styles.subtitle}>{LL.auth.register.subtitle()}</p>
      </div>
      {alert && (
        <div role="alert" className={styles.alert}>
          {alert}
        </div>
      )}
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Field id={`${id}-storeType`} label={f.storeType()} help={f.storeTypeHelp()} error={errors.storeType}>
          {(describedBy, invalid) => (
            <select
              id={`${id}-storeType`}
              name="storeType"
              className={styles.control}
              value={values.storeType}
              onChange={(event) => {
                const storeType = STORE_TYPES.find((type) => type === event.target.value);
                if (storeType) set('storeType')(storeType);
              }}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            >
              {STORE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {f.storeTypes[type]()}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-country`} label={f.country()} error={errors.country}>
          {(describedBy, invalid) => (
            <select
              id={`${id}-country`}
              name="country"
              autoComplete="country"
              className={styles.control}
              value={values.country}
              onChange={(event) => {
                const code = COUNTRY_CODES.find((candidate) => candidate === event.target.value);
                if (code) set('country')(code);
              }}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            >
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {f.countries[code]()}
                </option>
              ))}
            </select>
          )}
        </Field>
        {SIGNUP_TEXT_FIELDS.map((field) => (
          <Field
            key={field.name}
            id={`${id}-${field.name}`}
            label={f[field.name]()}
            help={field.help ? f.passwordHelp() : undefined}
            error={errors[field.name]}
          >
            {(describedBy, invalid) => (
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                className={styles.control}
                value={values[field.name]}
                onChange={(event) => set(field.name)(event.target.value)}
                required
                aria-describedby={describedBy}
                aria-invalid={invalid}
                dir={field.type === 'email' || field.type === 'tel' ? 'ltr' : undefined}
              />
            )}
          </Field>
        ))}
        <button type="submit" className={styles.submit} disabled={pending}>
          {pending ? LL.auth.register.submitting() : LL.auth.register.submit()}
        </button>
      </form>
      <p className={styles.footer}>
        {LL.auth.register.haveAccount()}{' '}
        <a href={`${appOrigin}/${language}/login`} target="_blank" rel="noopener">
          {LL.auth.register.logIn()}
          <span className={styles.visuallyHidden}> {LL.widget.opensInNewTab()}</span>
        </a>
      </p>
    </div>
  );
}
