import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COUNTRIES, normalizeCountry } from '../../domain/countries.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { KindEnv } from '../../platform/kinds/index.ts';
import { userMetadataQueryOptions } from '../../platform/session/index.ts';

/** What the inventory area's list-and-edit screens read: the reader's words and the company's formats. */
export type InventoryEnv = KindEnv;

export function useInventoryEnv(): InventoryEnv {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const country = normalizeCountry(metadata.country);
  return useMemo(
    () => ({
      LL,
      locale: COUNTRIES[country].languageTag,
      country,
      currency: metadata.currency || COUNTRIES[country].currency,
    }),
    [LL, country, metadata],
  );
}
