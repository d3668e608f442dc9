import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { COUNTRY_CODES, type CountryCode } from '../../../domain/countries.ts';
import { SHAREHOLDER_RULES } from '../../../domain/payments.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import type { FieldMessages } from '../../../platform/forms/index.ts';
import { Button } from '../../../ui/Button.tsx';
import * as controls from '../../../ui/FormControls.css.ts';
import { newLineKey, SelectInput, TextInput } from '../../../ui/FormControls.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { CreateAccountHolderDocument } from '../payments.gql.ts';
import { paymentsKeys } from '../payments.queries.ts';
import * as styles from './PaymentsPages.css.ts';
import { runKeepingFailure, useFormat } from './shared.tsx';

interface ShareholderRow {
  key: string;
  name: string;
  jobTitle: string;
}

const emptyRow = (): ShareholderRow => ({ key: newLineKey(), name: '', jobTitle: '' });

/**
 * The shareholders of an account holder: one row per person (full name, job title), rows added
 * and removed by keyboard too; a new row takes the focus, a removed one hands it to "Add".
 */
function ShareholdersInput({
  rows,
  onChange,
  country,
  errors,
}: {
  rows: ShareholderRow[];
  onChange: (rows: ShareholderRow[]) => void;
  country: CountryCode;
  errors: FieldMessages;
}) {
  const { LL } = useI18nContext();
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const rule = SHAREHOLDER_RULES[country];
  const update = (index: number, patch: Partial<ShareholderRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className={controls.group} aria-describedby={hintId}>
      <legend className={controls.legend}>{LL.payments.shareholders()}</legend>
      <span id={hintId} className={controls.hint}>
        {LL.payments.shareholdersHint()}
      </span>
      <ol className={controls.lines}>
        {rows.map((row, index) => (
          <li key={row.key}>
            {/* A group per person, so "Full name" is announced as whose. */}
            <fieldset
              aria-label={LL.payments.shareholder({ index: index + 1 })}
              className={`${controls.row} ${styles.person}`}
            >
              <div className={controls.grow}>
                <TextField
                  label={LL.payments.fullName()}
                  value={row.name}
                  onChange={(name) => update(index, { name })}
                  errorMessage={errors[`shareholders.${index}.name`]}
                  isRequired
                  autoFocus={row.key === focusKey}
                  autoComplete="off"
                  name={`shareholders.${index}.name`}
                />
              </div>
              <div className={controls.grow}>
                <TextField
                  label={LL.payments.jobTitle()}
                  value={row.jobTitle}
                  onChange={(jobTitle) => update(index, { jobTitle })}
                  errorMessage={errors[`shareholders.${index}.jobTitle`]}
                  isRequired={rule.jobTitleRequired}
                  description={rule.jobTitleRequired ? undefined : LL.payments.jobTitleOptional()}
                  autoComplete="off"
                  name={`shareholders.${index}.jobTitle`}
                />
              </div>
              <Button
                tone="ghost"
                size="sm"
                aria-label={LL.payments.removeShareholder({ index: index + 1 })}
                onPress={() => {
                  onChange(rows.filter((_, i) => i !== index));
                  addRef.current?.querySelector('button')?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div ref={addRef}>
        <Button
          tone="secondary"
          size="sm"
          onPress={() => {
            const row = emptyRow();
            setFocusKey(row.key);
            onChange([...rows, row]);
          }}
        >
          {LL.payments.addShareholder()}
        </Button>
      </div>
      {errors.shareholders && (
        <span className={controls.errorText} role="alert">
          {errors.shareholders}
        </span>
      )}
    </fieldset>
  );
}

/**
 * "Add account holder" (issue 24 item 1): legal name, country, e-mail and shareholders, checked
 * by the server per country; refusals (ours or the provider's) show translated, under the field
 * they concern, and what was typed stays.
 */
export function AccountHolderForm({
  legalEntityId,
  defaultLegalName,
  onDone,
}: {
  legalEntityId: string | null;
  defaultLegalName: string;
  onDone: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const queryClient = useQueryClient();
  const { countryCode } = useFormat();
  const headingId = useId();
  const [legalName, setLegalName] = useState(defaultLegalName);
  const [country, setCountry] = useState<CountryCode>(countryCode);
  const [email, setEmail] = useState('');
  const [rows, setRows] = useState<ShareholderRow[]>(() => [emptyRow()]);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await runKeepingFailure(CreateAccountHolderDocument, {
          input: {
            legalName,
            country,
            email,
            legalEntityId,
            shareholders: rows.map(({ name, jobTitle }) => ({ name, jobTitle })),
          },
        });
        setBusy(false);
        setErrors(result.fieldErrors);
        setError(result.error);
        if (!result.success) return;
        showToast({ type: 'success', title: LL.payments.accountHolderCreated() });
        await queryClient.invalidateQueries({ queryKey: paymentsKeys.overview() });
        onDone();
      }}
    >
      <h3 id={headingId}>{LL.payments.newAccountHolder()}</h3>
      <div className={styles.formFields}>
        <TextInput
          kind="text"
          name="legalName"
          label={LL.payments.legalName()}
          value={legalName}
          onChange={setLegalName}
          error={errors.legalName}
          isRequired
        />
        <SelectInput
          name="country"
          label={LL.payments.country()}
          value={country}
          onChange={(value) => setCountry(value as CountryCode)}
          options={COUNTRY_CODES.map((code) => ({ id: code, label: regions.of(code) ?? code }))}
          error={errors.country}
          isRequired
        />
        <TextInput
          kind="text"
          name="email"
          label={LL.payments.email()}
          value={email}
          onChange={setEmail}
          error={errors.email}
          isRequired
        />
      </div>
      <ShareholdersInput rows={rows} onChange={setRows} country={country} errors={errors} />
      {error && (
        <p className={styles.notice} role="alert" data-testid="account-holder-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          {LL.payments.createAccountHolder()}
        </Button>
        <Button tone="secondary" onPress={onDone}>
          {LL.payments.cancel()}
        </Button>
      </div>
    </form>
  );
}
