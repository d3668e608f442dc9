import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../domain/locales.ts';
import {
  lockedReceiptFields,
  type PaperWidth,
  RECEIPT_CHARS,
  RECEIPT_FIELDS,
  RECEIPT_TEXT_MAX_LINES,
  type ReceiptData,
  type ReceiptField,
  type ReceiptTexts,
  receiptFieldErrors,
  receiptTemplateSchema,
} from '../../../domain/receiptTemplate.ts';
import type { GetReceiptTemplateQuery } from '../../../graphql/__generated__/graphql.ts';
import { AppError } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { type FieldMessages, serverFieldMessages, translateCodes } from '../../../platform/forms/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxInput, FileInput, SelectInput, TextInput } from '../../../ui/FormControls.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import * as styles from '../SettingsPage/settingsForm.css.ts';
import { UpdateReceiptTemplateDocument } from '../settings.gql.ts';
import { receiptTemplateQueryOptions, settingsKeys } from '../settings.queries.ts';
import { ReceiptPreview } from './ReceiptPreview.tsx';

type Loaded = GetReceiptTemplateQuery;
const LOGO_MAX_BYTES = 32 * 1024;

interface ReceiptForm {
  paperWidth: PaperWidth;
  header: ReceiptTexts;
  footer: ReceiptTexts;
  fields: ReceiptField[];
  /** A new logo as a data URL, or null to remove it; undefined keeps the stored one. */
  logo: string | null | undefined;
}

const isField = (value: string): value is ReceiptField =>
  (RECEIPT_FIELDS as readonly string[]).includes(value);
const textsOf = (list: readonly { language: string; text: string }[]): ReceiptTexts =>
  Object.fromEntries(
    list.filter((entry) => isLanguage(entry.language)).map((entry) => [entry.language, entry.text]),
  );

const formOf = (loaded: Loaded): ReceiptForm => ({
  paperWidth: loaded.receiptTemplate.paperWidth === 58 ? 58 : 80,
  header: textsOf(loaded.receiptTemplate.header),
  footer: textsOf(loaded.receiptTemplate.footer),
  fields: loaded.receiptTemplate.fields.filter(isField),
  logo: undefined,
});

const listOf = (texts: ReceiptTexts) =>
  LANGUAGES.flatMap((language) => (texts[language] ? [{ language, text: texts[language] ?? '' }] : []));

type Status = { kind: 'saved' } | { kind: 'conflict' } | { kind: 'failed'; message: string } | null;

function ReceiptEditor({ loaded }: { loaded: Loaded }) {
  const { LL } = useI18nContext();
  // The sample reads in the reader's words, so its date and money follow the reader's formats too.
  const formats = useFormats();
  const L = LL.settings.receipt;
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ReceiptForm>(() => formOf(loaded));
  const [version, setVersion] = useState(loaded.receiptTemplate.version);
  const [storedLogo, setStoredLogo] = useState(loaded.receiptTemplate.logoDataUrl ?? null);
  const companyLanguage: Language = isLanguage(loaded.receiptTemplate.companyLanguage)
    ? loaded.receiptTemplate.companyLanguage
    : 'sv';
  const [language, setLanguage] = useState<Language>(companyLanguage);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);
  const country = loaded.receiptTemplate.country;
  const locked = lockedReceiptFields(country);
  const company = loaded.companySettings;

  const update = (patch: Partial<ReceiptForm>, clear: string[]) => {
    setForm((previous) => ({ ...previous, ...patch }));
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([key]) => !clear.includes(key))),
    );
    setStatus(null);
  };

  const logo = form.logo === undefined ? storedLogo : form.logo;

  const sample: ReceiptData = useMemo(() => {
    const money = (minor: number) => formats.money(minor, company.currency || undefined);
    return {
      companyName: company.name,
      legalName: company.legalName,
      orgNumber: company.orgNumber,
      vatNumber: company.vatRegistered ? company.vatNumber : '',
      venueName: company.name,
      venueAddress: [company.street, [company.zip, company.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      phone: '08-123 45 67',
      orderNumber: '1042',
      dateTime: formats.dateTime(Date.UTC(2026, 10, 24, 11, 30), 'short'),
      register: 'POS-1',
      lines: [
        { quantity: 2, title: L.sample.coffee(), amount: money(7000) },
        { quantity: 1, title: L.sample.bun(), amount: money(4500) },
        { quantity: 1, title: L.sample.sandwich(), amount: money(8900) },
      ],
      vat: [{ label: L.labels.vat({ rate: 12 }), amount: money(2186) }],
      total: money(20400),
    };
  }, [company, formats, L]);

  const labels = {
    orgNumber: L.labels.orgNumber(),
    vatNumber: L.labels.vatNumber(),
    phone: L.labels.phone(),
    order: L.labels.order(),
    register: L.labels.register(),
    total: L.labels.total(),
  };

  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'image/png' && file.type !== 'image/jpeg') {
      setErrors((previous) => ({ ...previous, logo: LL.settings.errors.logoType() }));
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setErrors((previous) => ({ ...previous, logo: LL.settings.errors.logoSize() }));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => update({ logo: String(reader.result) }, ['logo']);
    reader.readAsDataURL(file);
  };

  const save = async () => {
    const checked = receiptTemplateSchema(form.paperWidth).safeParse({
      paperWidth: form.paperWidth,
      header: form.header,
      footer: form.footer,
      fields: form.fields,
    });
    if (!checked.success) {
      setErrors(translateCodes(LL.settings.errors, receiptFieldErrors(checked.error)));
      return;
    }
    setSaving(true);
    try {
      const { updateReceiptTemplate } = await mutation.send(UpdateReceiptTemplateDocument, {
        data: {
          paperWidth: form.paperWidth,
          header: listOf(form.header),
          footer: listOf(form.footer),
          fields: form.fields,
          logo: typeof form.logo === 'string' ? form.logo : undefined,
          removeLogo: form.logo === null,
        },
        expectedVersion: version,
      });
      setVersion(updateReceiptTemplate.version);
      setStoredLogo(updateReceiptTemplate.logoDataUrl ?? null);
      setForm((previous) => ({
        ...previous,
        fields: updateReceiptTemplate.fields.filter(isField),
        logo: undefined,
      }));
      setStatus({ kind: 'saved' });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.receipt });
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
    const fresh = await queryClient.fetchQuery(receiptTemplateQueryOptions());
    setForm(formOf(fresh));
    setVersion(fresh.receiptTemplate.version);
    setStoredLogo(fresh.receiptTemplate.logoDataUrl ?? null);
    setErrors({});
    setStatus(null);
  };

  const otherLanguageErrors = Object.keys(errors).filter(
    (key) => /^(header|footer)\./.test(key) && !key.endsWith(`.${language}`),
  );
  const template = { ...form, hasLogo: Boolean(logo) };
  const chars = RECEIPT_CHARS[form.paperWidth];

  return (
    <form
      className={styles.page}
      aria-labelledby="receipt-title"
      // Our own checks decide (the browser's would block a save while a stale message shows).
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h1 id="receipt-title">{L.title()}</h1>
      <div className={styles.panel}>
        <SelectInput
          name="paperWidth"
          label={L.paperWidth()}
          value={String(form.paperWidth)}
          onChange={(value) =>
            // The texts' width errors depend on the paper: they are checked again on save.
            update({ paperWidth: value === '58' ? 58 : 80 }, [
              'paperWidth',
              ...Object.keys(errors).filter((key) => /^(header|footer)\./.test(key)),
            ])
          }
          options={[
            { id: '58', label: L.width58() },
            { id: '80', label: L.width80() },
          ]}
          error={errors.paperWidth}
          isRequired
        />
        <SelectInput
          name="language"
          label={L.language()}
          value={language}
          onChange={(value) => {
            if (isLanguage(value)) setLanguage(value);
          }}
          options={LANGUAGES.map((code) => ({ id: code, label: LANGUAGE_NAMES[code] }))}
        />
        <div className={styles.wide}>
          <TextInput
            kind="multiline"
            name="header"
            label={`${L.header()} (${LANGUAGE_NAMES[language]})`}
            value={form.header[language] ?? ''}
            onChange={(value) =>
              update({ header: { ...form.header, [language]: value } }, [`header.${language}`])
            }
            error={errors[`header.${language}`]}
            description={L.textHint({ chars, lines: RECEIPT_TEXT_MAX_LINES })}
          />
        </div>
        <div className={styles.wide}>
          <TextInput
            kind="multiline"
            name="footer"
            label={`${L.footer()} (${LANGUAGE_NAMES[language]})`}
            value={form.footer[language] ?? ''}
            onChange={(value) =>
              update({ footer: { ...form.footer, [language]: value } }, [`footer.${language}`])
            }
            error={errors[`footer.${language}`]}
            description={L.textHint({ chars, lines: RECEIPT_TEXT_MAX_LINES })}
          />
        </div>
        {otherLanguageErrors.length > 0 && (
          <ul className={`${styles.error} ${styles.wide}`} role="alert">
            {otherLanguageErrors.map((key) => {
              const [part = '', code = ''] = key.split('.');
              return (
                <li key={key}>
                  {`${part === 'header' ? L.header() : L.footer()} (${isLanguage(code) ? LANGUAGE_NAMES[code] : code}): ${errors[key]}`}
                </li>
              );
            })}
          </ul>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{L.fieldsLegend()}</legend>
          {RECEIPT_FIELDS.map((field) => {
            const isLocked = locked.includes(field);
            return (
              <CheckboxInput
                key={field}
                name={`field-${field}`}
                label={isLocked ? `${L.fieldNames[field]()} (${L.locked()})` : L.fieldNames[field]()}
                value={isLocked || form.fields.includes(field)}
                isDisabled={isLocked}
                onChange={(on) =>
                  update(
                    { fields: on ? [...form.fields, field] : form.fields.filter((other) => other !== field) },
                    ['fields'],
                  )
                }
              />
            );
          })}
        </fieldset>
        <div className={styles.wide}>
          <FileInput
            label={L.logo()}
            buttonLabel={L.chooseLogo()}
            accept={['image/png', 'image/jpeg']}
            description={L.logoHint()}
            error={errors.logo}
            onFile={chooseLogo}
          />
          {logo && (
            <Button tone="secondary" onPress={() => update({ logo: null }, ['logo'])}>
              {L.removeLogo()}
            </Button>
          )}
        </div>
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
      <section aria-labelledby="receipt-preview-title">
        <h2 id="receipt-preview-title">{L.preview()}</h2>
        <div className={styles.previews}>
          {([58, 80] as const).map((width) => (
            <ReceiptPreview
              key={width}
              width={width}
              title={L.previewAt({ width })}
              template={template}
              country={country}
              language={language}
              fallbackLanguage={companyLanguage}
              data={sample}
              labels={labels}
              logo={logo}
            />
          ))}
        </div>
      </section>
    </form>
  );
}

function ReceiptScreen() {
  const { data } = useQuery(receiptTemplateQueryOptions());
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (data && !loaded) setLoaded(data);
  }, [data, loaded]);
  return loaded ? <ReceiptEditor loaded={loaded} /> : <TableSkeleton />;
}

/** `/settings/receipt` (issue 21 item 5): the receipt template with a live preview at 58 and 80 mm. */
export function ReceiptPage() {
  return (
    <Namespace name="settings" fallback={<TableSkeleton />}>
      <ReceiptScreen />
    </Namespace>
  );
}
