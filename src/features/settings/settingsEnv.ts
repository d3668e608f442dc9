import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COUNTRIES, normalizeCountry } from '../../domain/countries.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { ResourceEnvBase } from '../../platform/crud/index.ts';
import { type Formats, useFormats } from '../../platform/formats/index.ts';
import { userMetadataQueryOptions } from '../../platform/session/index.ts';
import type { Option } from '../../ui/FormControls.tsx';
import { venueListQueryOptions } from './settings.queries.ts';

/** What the settings descriptors read: the company's time zone for a new venue, the venues for a beeper range, the reader's formats. */
export interface SettingsEnv extends ResourceEnvBase {
  timezone: string;
  formats: Formats;
  venues: readonly Option[];
}

export function useSettingsEnv(): SettingsEnv {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { data: venues } = useSuspenseQuery(venueListQueryOptions());
  const formats = useFormats();
  const country = normalizeCountry(metadata.country);
  return useMemo(
    () => ({
      LL,
      locale: COUNTRIES[country].languageTag,
      country,
      currency: metadata.currency || COUNTRIES[country].currency,
      timezone: metadata.timezone || COUNTRIES[country].timezone,
      venues: venues.map((venue) => ({ id: venue.id, label: venue.name })),
      formats,
    }),
    [LL, country, metadata, venues, formats],
  );
}
