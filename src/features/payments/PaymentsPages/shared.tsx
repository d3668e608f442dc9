import { COUNTRIES } from '../../../domain/countries.ts';
import { CSV_MEDIA_TYPE } from '../../../domain/csv.ts';
import type { TypedDocumentString } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { serverFieldMessages } from '../../../platform/forms/index.ts';
import { mutation } from '../../../platform/shell/index.ts';
import * as styles from './PaymentsPages.css.ts';

/** Money and dates for the signed-in user (src/domain/formats.ts), with the company's country and currency. */
export function useFormat() {
  const formats = useFormats();
  return {
    countryCode: formats.country,
    money: (minor: number, currency?: string) => formats.money(minor, currency),
    dateTime: (iso: string) => formats.dateTime(iso, 'medium'),
    date: (iso: string) => formats.date(iso, 'medium'),
    currency: COUNTRIES[formats.country].currency,
  };
}

/** A CSV download of the shared writer's text (src/domain/csv.ts: it starts with the byte-order mark). */
export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: CSV_MEDIA_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The clear "not configured" state of the provider-only parts. */
export function NotConfigured() {
  const { LL } = useI18nContext();
  return (
    <p className={styles.notice} role="status" data-testid="provider-not-configured">
      {LL.payments.notConfigured()}
    </p>
  );
}

/**
 * A mutation through the wrapper (reported to the logger like any other), keeping the failure
 * itself so the form can show its field errors under the fields.
 */
export async function runKeepingFailure<R, V>(document: TypedDocumentString<R, V>, variables: V) {
  let failure: unknown = null;
  const result = await mutation.runUnreported(
    (error) => {
      failure = error;
      return false;
    },
    document,
    variables,
  );
  return { ...result, fieldErrors: result.success ? {} : serverFieldMessages(failure) };
}
