import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { companyFieldErrors, companySettingsSchema, isCountryCode } from '../../../domain/companySettings.ts';
import { CURRENCIES } from '../../../domain/countries.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../domain/locales.ts';
import type { CompanySettingsFieldsFragment } from '../../../graphql/__generated__/graphql.ts';
import { AppError } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { type FieldMessages, serverFieldMessages, translateCodes } from '../../../platform/forms/index.ts';
import { RecordNotes } from '../../../platform/notes/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxInput, SelectInput, TextInput } from '../../../ui/FormControls.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import * as styles from '../SettingsPage/settingsForm.css.ts';
import { UpdateCompanySettingsDocument } from '../settings.gql.ts';
import { COMPANY_INVALIDATES, companySettingsQueryOptions } from '../settings.queries.ts';

type Company = CompanySettingsFieldsFragment;
type TextKey = 'name' | 'legalName' | 'orgNumber' | 'street' | 'zip' | 'city' | 'vatNumber';

interface CompanyForm {
  name: string;
  legalName: string;
  orgNumber: string;
  street: string;
  zip: string;
  city: string;
  defaultLanguage: string;
  currency: string;
  vatRegistered: boolean;
  vatNumber: string;
  /** Typed as text; a whole number of percent when saved. */
  maxTipPercent: string;
}

const formOf = (company: Company): CompanyForm => ({
  name: company.name,
  legalName: company.legalName,
  orgNumber: company.orgNumber,
  street: company.street,
  zip: company.zip,
  city: company.city,
  defaultLanguage: company.defaultLanguage === 'se' ? 'sv' : company.defaultLanguage,
  currency: company.currency,
  vatRegistered: company.vatRegistered,
  vatNumber: company.vatNumber,
  maxTipPercent: String(company.maxTipPercent),
});

/** The form as the schema and the API take it: the tip limit as a number (NaN when not one). */
const dataOf = (form: CompanyForm) => ({
  ...form,
  maxTipPercent: /^\d{1,3}$/.test(form.maxTipPercent.trim()) ? Number(form.maxTipPercent) : Number.NaN,
});

type Status = { kind: 'saved' } | { kind: 'conflict' } | { kind: 'failed'; message: string } | null;

function CompanyEditor({ company }: { company: Company }) {
  const { LL } = useI18nContext();
  const L = LL.settings.company;
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CompanyForm>(() => formOf(company));
  const [version, setVersion] = useState(company.version);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);
  const country = isCountryCode(company.country) ? company.country : 'SE';

  const set = <K extends keyof CompanyForm>(key: K, value: CompanyForm[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
    setStatus(null);
  };

  const save = async () => {
    const checked = companySettingsSchema(country).safeParse(dataOf(form));
    if (!checked.success) {
      setErrors(translateCodes(LL.settings.errors, companyFieldErrors(checked.error)));
      return;
    }
    setSaving(true);
    try {
      const { updateCompanySettings } = await mutation.send(UpdateCompanySettingsDocument, {
        data: dataOf(form),
        expectedVersion: version,
      });
      // What the server stored (the organisation number in its normal form) replaces the typing.
      setForm(formOf(updateCompanySettings));
      setVersion(updateCompanySettings.version);
      setStatus({ kind: 'saved' });
      for (const queryKey of COMPANY_INVALIDATES) await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') setStatus({ kind: 'conflict' });
      else {
        setErrors(serverFieldMessages(error));
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    const fresh = await queryClient.fetchQuery(companySettingsQueryOptions());
    setForm(formOf(fresh));
    setVersion(fresh.version);
    setErrors({});
    setStatus(null);
  };

  const text = (key: TextKey, options: { required?: boolean; description?: string; wide?: boolean } = {}) => (
    <TextInput
      kind="text"
      name={key}
      label={L.fields[key]()}
      value={form[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
      isRequired={options.required}
      description={options.description}
    />
  );

  return (
    <form
      className={styles.page}
      aria-labelledby="company-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h1 id="company-title">{L.title()}</h1>
      <div className={styles.panel}>
        {text('name', { required: true })}
        {text('legalName')}
        <TextInput
          kind="text"
          name="country"
          label={L.country()}
          value={company.country}
          onChange={() => {}}
          isDisabled
        />
        {text('orgNumber', { description: L.orgHint[country]() })}
        {text('street')}
        {text('zip')}
        {text('city')}
        <SelectInput
          name="defaultLanguage"
          label={L.fields.defaultLanguage()}
          value={form.defaultLanguage}
          onChange={(value) => set('defaultLanguage', value)}
          options={LANGUAGES.map((code) => ({ id: code, label: LANGUAGE_NAMES[code] }))}
          error={errors.defaultLanguage}
          isRequired
        />
        <SelectInput
          name="currency"
          label={L.fields.currency()}
          value={form.currency}
          onChange={(value) => set('currency', value)}
          options={CURRENCIES.map((code) => ({ id: code, label: code }))}
          error={errors.currency}
          isRequired
        />
        <CheckboxInput
          name="vatRegistered"
          label={L.fields.vatRegistered()}
          value={form.vatRegistered}
          onChange={(value) => set('vatRegistered', value)}
          error={errors.vatRegistered}
        />
        {text('vatNumber', { description: L.vatHint() })}
        <TextInput
          kind="integer"
          name="maxTipPercent"
          label={L.fields.maxTipPercent()}
          value={form.maxTipPercent}
          onChange={(value) => set('maxTipPercent', value)}
          error={errors.maxTipPercent}
          description={L.tipHint()}
          isRequired
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving}>
          {L.save()}
        </Button>
        <output aria-live="polite">
          {status?.kind === 'saved' && <span className={styles.success}>{L.saved()}</span>}
        </output>
      </div>
      {status?.kind === 'conflict' && (
        <div className={styles.actions} role="alert">
          <p className={styles.error}>{L.conflict()}</p>
          <Button tone="secondary" onPress={() => void reload()}>
            {L.reload()}
          </Button>
        </div>
      )}
      {status?.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {status.message}
        </p>
      )}
    </form>
  );
}

function CompanyScreen() {
  const { data } = useQuery(companySettingsQueryOptions());
  const [company, setCompany] = useState<Company | null>(null);
  useEffect(() => {
    if (data && !company) setCompany(data);
  }, [data, company]);
  if (!company) return <TableSkeleton />;
  return (
    <>
      <CompanyEditor company={company} />
      {/* Outside the company form: the note saves on its own, with its own version. */}
      <div className={styles.page}>
        <RecordNotes recordType="COMPANY" recordId={company.id} name={company.name} level={2} />
      </div>
    </>
  );
}

/** `/settings/company` (issue 21 item 5): the company's name, numbers, address, language and currency. */
export function CompanyPage() {
  return (
    <Namespace name="settings" fallback={<TableSkeleton />}>
      <CompanyScreen />
    </Namespace>
  );
}
