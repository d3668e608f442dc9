import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COUNTRIES, normalizeCountry } from '../../domain/countries.ts';
import { formatMoney } from '../../domain/money.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { Option, ResourceEnvBase } from '../../platform/crud/index.ts';
import { userMetadataQueryOptions } from '../../platform/session/index.ts';
import { useVenueSelection } from '../../platform/shell/index.ts';
import { type FloorPlan, floorPlansQueryOptions } from './tables.queries.ts';

/** What the tables screens read: the plans of the viewer's venues, formats and options. */
export interface TablesEnv extends ResourceEnvBase {
  venueId: string | null;
  plans: readonly FloorPlan[];
  planName: (id: string) => string;
  money: (minor: number) => string;
  options: { plans: Option[] };
}

export function useTablesEnv(): TablesEnv {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { data: plans } = useSuspenseQuery(floorPlansQueryOptions());
  const { venues, selected } = useVenueSelection();
  const country = normalizeCountry(metadata.country);
  const locale = COUNTRIES[country].languageTag;
  return useMemo(() => {
    const currency = metadata.currency || COUNTRIES[country].currency;
    const venueName = (id: string) => venues.find((venue) => venue.id === id)?.name ?? '';
    // With several venues a plan's name alone is ambiguous: "Bar (Södermalm)".
    const label = (plan: FloorPlan) =>
      venues.length > 1 ? `${plan.name} (${venueName(plan.venueId)})` : plan.name;
    return {
      LL,
      locale,
      currency,
      country,
      venueId: selected?.id ?? metadata.venueId ?? null,
      plans,
      planName: (id: string) => {
        const plan = plans.find((candidate) => candidate.id === id);
        return plan ? label(plan) : '';
      },
      money: (minor: number) => formatMoney(minor, currency, locale),
      options: { plans: plans.map((plan) => ({ id: plan.id, label: label(plan) })) },
    };
  }, [LL, locale, country, metadata, selected, venues, plans]);
}
