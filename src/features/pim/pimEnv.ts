import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COUNTRIES, type CountryCode, normalizeCountry } from '../../domain/countries.ts';
import { formatMoney } from '../../domain/money.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { Option, ResourceEnvBase } from '../../platform/crud/index.ts';
import { userMetadataQueryOptions } from '../../platform/session/index.ts';
import { useVenueSelection } from '../../platform/shell/index.ts';
import { nextPositionQueryOptions } from './pim.queries.ts';

export type {
  CategoryRow,
  CourseTypeRow,
  MessageRow,
  StationRow,
  UpsellRow,
  VariationGroupRow,
} from './pim.queries.ts';

/**
 * What the product-information descriptors read: the company, formats and the small fixed
 * choices (venues, VAT rates). The named lists (categories, courses, stations, modification
 * groups, upsells) are not here: pickers search them on the server (`lookups`, issue 14).
 */
export interface PimEnv extends ResourceEnvBase {
  country: CountryCode;
  companyId: string;
  /** The metadata's venue (the selected one); null when the company has none. */
  venueId: string | null;
  venues: readonly { id: string; name: string }[];
  /** The position a new course or upsell gets (one past the last; 0 on the other screens). */
  nextPosition: number;
  money: (minor: number) => string;
  options: {
    venues: Option[];
    vatRates: Option[];
  };
}

/** Builds the environment of the product screens; what a screen needs is read for it only. */
export function usePimEnv(resource: string): PimEnv {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { data: nextPosition } = useSuspenseQuery(nextPositionQueryOptions(resource));
  const { venues, selected } = useVenueSelection();
  const country = normalizeCountry(metadata.country);
  const locale = COUNTRIES[country].languageTag;
  return useMemo(() => {
    const currency = metadata.currency || COUNTRIES[country].currency;
    return {
      LL,
      locale,
      currency,
      country,
      companyId: metadata.companyId,
      venueId: selected?.id ?? metadata.venueId ?? null,
      venues,
      nextPosition,
      money: (minor: number) => formatMoney(minor, currency, locale),
      options: {
        venues: venues.map((v) => ({ id: v.id, label: v.name })),
        vatRates: COUNTRIES[country].vatRates.map((rate) => ({
          id: String(rate),
          label: LL.pim.form.vatOption({ rate }),
        })),
      },
    };
  }, [LL, locale, country, metadata, selected, venues, nextPosition]);
}
