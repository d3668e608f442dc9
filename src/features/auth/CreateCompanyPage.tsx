import { type FormEvent, useEffect, useRef, useState } from 'react';
import { COMPANY_FORMS, type CompanyForm } from '../../domain/companyForms.ts';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../domain/countries.ts';
import type { Language } from '../../domain/locales.ts';
import type { CreateCompanyValues } from '../../domain/signup.ts';
import { mutation } from '../../graphql/mutation.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { CreateCompanyStep } from '../../machines/createCompany/createCompany.machine.ts';
import { messagesOf, translateCodes } from '../../platform/forms/index.ts';
import { loginStyles as styles } from '../../platform/session/index.ts';
import {
  PlainButton,
  PlainForm,
  PlainSelect,
  PlainTextField,
  type PlainTextFieldProps,
} from '../../ui/PlainControls.tsx';
import { Alert, AuthLayout } from './AuthLayout.tsx';
import { CreateCompanyDocument } from './auth.gql.ts';
import { useCreateCompanyFlow } from './useCreateCompanyFlow.ts';

/** The server's rules (zod and the phone metadata): loaded when the form is focused or sent. */
const loadCheck = () => import('./createCompanyCheck.ts');

const DRAFT_KEY = 'ordna.createCompanyDraft';
const emptyAddress = { street: '', zip: '', city: '' };

type Values = Omit<CreateCompanyValues, 'country' | 'companyForm'> & {
  country: CountryCode;
  companyForm: CompanyForm;
};

function emptyValues(country: CountryCode): Values {
  return {
    companyName: '',
    orgNumber: '',
    phone: '',
    email: '',
    country,
    bankInfo: '',
    companyForm: 'Business',
    referralId: '',
    businessDocumentUrl: '',
    address: { ...emptyAddress },
    owner: { fullName: '', personalNumber: '', identityImageUrl: '', address: { ...emptyAddress } },
  };
}

interface Draft {
  step: CreateCompanyStep;
  values: Values;
}

function readDraft(country: CountryCode): Draft {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<Draft>;
      return {
        step: parsed.step === 'details' ? 'details' : 'welcome',
        values: { ...emptyValues(country), ...parsed.values },
      };
    }
  } catch {
    // A broken draft is dropped.
  }
  return { step: 'welcome', values: emptyValues(country) };
}

/** Sets a dotted path (`owner.address.city`) in a copy of the values. */
function setPath(values: Values, path: string, value: string): Values {
  const copy = structuredClone(values) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) ?? ''] = value;
  return copy as unknown as Values;
}

function getPath(values: Values, path: string): string {
  return String(
    path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], values) ?? '',
  );
}

/** /{lang}/create-company: welcome, details, "Information submitted"; the draft survives a reload. */
export function CreateCompanyPage({
  language,
  country,
  lang,
}: {
  language: Language;
  country: CountryCode;
  lang: string;
}) {
  const { LL } = useI18nContext();
  const [draft] = useState(() => readDraft(country));
  const [values, setValues] = useState<Values>(draft.values);
  // The machine's actions are bound once; they read the latest values through this ref.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const { state, context, send, prepare } = useCreateCompanyFlow(draft.step, {
    saveStep: (step) =>
      window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ step, values: valuesRef.current })),
    clearDraft: () => window.localStorage.removeItem(DRAFT_KEY),
    submitForm: (send) => {
      const values = valuesRef.current;
      loadCheck()
        .then(({ checkCreateCompany }) => {
          const problems = checkCreateCompany(values);
          if (problems) {
            send({ type: 'INVALID', fieldErrors: translateCodes(LL.auth.errors, problems) });
            return;
          }
          return mutation
            .send(CreateCompanyDocument, { input: values, language })
            .then(({ createCompany }) => {
              if (createCompany.success && createCompany.accountId) {
                send({ type: 'SUCCEEDED', accountId: createCompany.accountId });
              } else {
                send({
                  type: 'FAILED',
                  fieldErrors: messagesOf(createCompany.fieldErrors),
                  error: createCompany.fieldErrors.length
                    ? null
                    : (createCompany.error ?? LL.auth.errors.generic()),
                });
              }
            });
        })
        .catch(() => send({ type: 'FAILED', fieldErrors: {}, error: LL.auth.errors.somethingWrong() }));
    },
  });

  // Every keystroke is kept on this device until the form is submitted.
  useEffect(() => {
    if (state === 'submitted') return;
    const step: CreateCompanyStep = state === 'details' || state === 'submitting' ? 'details' : 'welcome';
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ step, values }));
  }, [values, state]);

  const f = LL.auth.fields;
  const c = LL.auth.createCompany;
  const { fieldErrors, error, accountId } = context;

  if (state === 'welcome') {
    return (
      <AuthLayout title={c.welcomeTitle()} subtitle={c.welcomeBody()}>
        <p className={styles.subtitle}>{c.stepOf({ step: 1, total: 3 })}</p>
        <PlainButton onPointerDown={prepare} onClick={() => send({ type: 'START' })}>
          {c.start()}
        </PlainButton>
      </AuthLayout>
    );
  }
  if (state === 'submitted') {
    return (
      <AuthLayout
        title={c.submittedTitle()}
        subtitle={c.submittedBody({ company: values.companyName, email: values.email })}
      >
        <p className={styles.subtitle}>{c.stepOf({ step: 3, total: 3 })}</p>
        <a href={`/${lang}/onboarding/${accountId}`}>{c.continue()}</a>
      </AuthLayout>
    );
  }

  const field = (
    path: string,
    label: string,
    extra: { type?: PlainTextFieldProps['type']; autoComplete?: string; optional?: boolean } = {},
  ) => (
    <PlainTextField
      key={path}
      label={label}
      name={path}
      type={extra.type}
      autoComplete={extra.autoComplete}
      value={getPath(values, path)}
      onChange={(value) => setValues((v) => setPath(v, path, value))}
      errorMessage={fieldErrors[path]}
      isRequired={!extra.optional}
    />
  );
  const address = (prefix: string) => [
    field(`${prefix}.street`, f.street(), { autoComplete: 'street-address' }),
    field(`${prefix}.zip`, f.zip(), { autoComplete: 'postal-code' }),
    field(`${prefix}.city`, f.city(), { autoComplete: 'address-level2' }),
  ];
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  }
  return (
    <AuthLayout title={c.detailsTitle()} subtitle={c.draftSaved()} wide>
      <p className={styles.subtitle}>{c.stepOf({ step: 2, total: 3 })}</p>
      {error && <Alert>{error}</Alert>}
      {Object.keys(fieldErrors).length > 0 && !error && <Alert>{LL.auth.errors.checkFields()}</Alert>}
      <PlainForm
        className={styles.form}
        onSubmit={submit}
        onFocus={() => {
          prepare();
          void loadCheck();
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend>{c.companySection()}</legend>
          {field('companyName', f.companyName(), { autoComplete: 'organization' })}
          <PlainSelect
            label={f.country()}
            name="country"
            autoComplete="country"
            value={values.country}
            onChange={(value) => setValues((v) => ({ ...v, country: value }))}
            options={COUNTRY_CODES.map((id) => ({ id, label: f.countries[id]() }))}
          />
          {field('orgNumber', f.orgNumber({ label: COUNTRIES[values.country].orgIdLabel }))}
          <PlainSelect
            label={f.companyForm()}
            name="companyForm"
            value={values.companyForm}
            onChange={(value) => setValues((v) => ({ ...v, companyForm: value }))}
            options={COMPANY_FORMS.map((id) => ({ id, label: f.companyForms[id]() }))}
          />
          {field('phone', f.telephone(), { type: 'tel', autoComplete: 'tel' })}
          {field('email', f.email(), { type: 'email', autoComplete: 'email' })}
          {field('bankInfo', f.bankInfo())}
          {field('referralId', f.referralId(), { optional: true })}
          {field('businessDocumentUrl', f.businessDocumentUrl(), { type: 'url', optional: true })}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{c.addressSection()}</legend>
          {address('address')}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{c.ownerSection()}</legend>
          {field('owner.fullName', f.ownerName(), { autoComplete: 'name' })}
          {field('owner.personalNumber', f.personalNumber())}
          {field('owner.identityImageUrl', f.identityImageUrl(), { type: 'url', optional: true })}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{c.ownerAddressSection()}</legend>
          {address('owner.address')}
        </fieldset>
        <div className={styles.links}>
          <PlainButton tone="secondary" onClick={() => send({ type: 'BACK' })}>
            {c.back()}
          </PlainButton>
          <PlainButton type="submit" isDisabled={state === 'submitting'}>
            {state === 'submitting' ? c.submitting() : c.submit()}
          </PlainButton>
        </div>
      </PlainForm>
    </AuthLayout>
  );
}
