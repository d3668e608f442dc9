import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COUNTRIES, normalizeCountry } from '../../domain/countries.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { ResourceEnvBase } from '../crud/index.ts';
import { userMetadataQueryOptions } from '../session/index.ts';

/** What the settings descriptors read: the company's time zone for a new venue. */
export interface SettingsEnv extends ResourceEnvBase {
  timezone: string;
}

export function useSettingsEnv(): SettingsEnv {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const country = normalizeCountry(metadata.country);
  return useMemo(
    () => ({
      LL,
      locale: COUNTRIES[country].languageTag,
      currency: metadata.currency || COUNTRIES[country].currency,
      timezone: metadata.timezone || COUNTRIES[country].timezone,
    }),
    [LL, country, metadata],
  );
}
