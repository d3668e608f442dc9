import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../domain/countries.ts';
import type { Language } from '../../domain/locales.ts';
import {
  COMPANY_FORMS,
  type CreateCompanyValues,
  createCompanySchema,
  fieldErrorsOf,
} from '../../domain/signup.ts';
import { mutation } from '../../graphql/mutation.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import {
  type CreateCompanyStep,
  createCompanyMachine,
} from '../../machines/createCompany/createCompany.machine.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { messagesOf, translateCodes } from '../forms/index.ts';
import { loginStyles as styles } from '../session/index.ts';
import { Alert, AuthLayout } from './AuthLayout.tsx';
import { CreateCompanyDocument } from './auth.gql.ts';

const DRAFT_KEY = 'ordna.createCompanyDraft';
const emptyAddress = { street: '', zip: '', city: '' };

type Values = Omit<CreateCompanyValues, 'country' | 'companyForm'> & {
  country: CountryCode;
  companyForm: (typeof COMPANY_FORMS)[number];
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
  const [state, send] = useMachine(
    createCompanyMachine.provide({
      actions: {
        saveStep: (_args, params) => {
          window.localStorage.setItem(
            DRAFT_KEY,
            JSON.stringify({ step: params.step, values: valuesRef.current }),
          );
        },
        clearDraft: () => window.localStorage.removeItem(DRAFT_KEY),
        submitForm: ({ self }) => {
          const send = (event: Parameters<typeof self.send>[0]) => self.send(event);
          const parsed = createCompanySchema.safeParse(valuesRef.current);
          if (!parsed.success) {
            send({
              type: 'INVALID',
              fieldErrors: translateCodes(LL.auth.errors, fieldErrorsOf(parsed.error)),
            });
            return;
          }
          mutation
            .send(CreateCompanyDocument, { input: valuesRef.current, language })
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
            })
            .catch(() => send({ type: 'FAILED', fieldErrors: {}, error: LL.auth.errors.somethingWrong() }));
        },
      },
    }),
    { input: { step: draft.step } },
  );

  // Every keystroke is kept on this device until the form is submitted.
  useEffect(() => {
    if (state.matches('submitted')) return;
    const step: CreateCompanyStep =
      state.matches('details') || state.matches('submitting') ? 'details' : 'welcome';
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ step, values }));
  }, [values, state]);

  const f = LL.auth.fields;
  const c = LL.auth.createCompany;
  const { fieldErrors, error, accountId } = state.context;

  if (state.matches('welcome')) {
    return (
      <AuthLayout title={c.welcomeTitle()} subtitle={c.welcomeBody()}>
        <p className={styles.subtitle}>{c.stepOf({ step: 1, total: 3 })}</p>
        <Button onPress={() => send({ type: 'START' })}>{c.start()}</Button>
      </AuthLayout>
    );
  }
  if (state.matches('submitted')) {
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
    extra: { type?: string; autoComplete?: string; optional?: boolean } = {},
  ) => (
    <TextField
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
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <fieldset className={styles.fieldset}>
          <legend>{c.companySection()}</legend>
          {field('companyName', f.companyName(), { autoComplete: 'organization' })}
          <Select
            label={f.country()}
            value={values.country}
            onChange={(value) => setValues((v) => ({ ...v, country: value }))}
            options={COUNTRY_CODES.map((id) => ({ id, label: f.countries[id]() }))}
          />
          {field('orgNumber', f.orgNumber({ label: COUNTRIES[values.country].orgIdLabel }))}
          <Select
            label={f.companyForm()}
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
          <Button tone="secondary" onPress={() => send({ type: 'BACK' })}>
            {c.back()}
          </Button>
          <Button type="submit" isDisabled={state.matches('submitting')}>
            {state.matches('submitting') ? c.submitting() : c.submit()}
          </Button>
        </div>
      </Form>
    </AuthLayout>
  );
}
