import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COUNTRIES, normalizeCountry } from '../../domain/countries.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { userMetadataQueryOptions } from '../session/index.ts';
import type { ResourceEnvBase } from './resource.ts';

/** What every area's screen env starts from: the reader's words and the company's country, locale and currency. */
export function useResourceEnvBase(): ResourceEnvBase & { timezone: string } {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const country = normalizeCountry(metadata.country);
  return useMemo(
    () => ({
      LL,
      locale: COUNTRIES[country].languageTag,
      country,
      currency: metadata.currency || COUNTRIES[country].currency,
      timezone: metadata.timezone || COUNTRIES[country].timezone,
    }),
    [LL, country, metadata],
  );
}
