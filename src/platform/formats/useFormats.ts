import { useSuspenseQuery } from '@tanstack/react-query';
import { normalizeCountry } from '../../domain/countries.ts';
import { type Formats, formatsFor } from '../../domain/formats.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { userMetadataQueryOptions } from '../session/index.ts';

/**
 * The formatters for the signed-in user: words in the language they read the app in, conventions
 * and currency of their company's country (src/domain/formats.ts). Built once per pair, so a list
 * may call them per cell.
 */
export function useFormats(): Formats {
  const { locale } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  return formatsFor(locale, normalizeCountry(metadata.country));
}
