import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COUNTRIES, type CountryCode, normalizeCountry } from '../../domain/countries.ts';
import { formatMoney } from '../../domain/money.ts';
import type {
  GetCategoriesQuery,
  GetCourseTypesQuery,
  GetStationsQuery,
  GetUpsellsQuery,
  GetVariationGroupsQuery,
} from '../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { Option, ResourceEnvBase } from '../crud/index.ts';
import { userMetadataQueryOptions } from '../session/index.ts';
import { useVenueSelection } from '../shell/index.ts';
import {
  categoriesQueryOptions,
  courseTypesQueryOptions,
  PRODUCT_LOOKUP,
  type ProductRow,
  pimKeys,
  productRowsQueryOptions,
  stationsQueryOptions,
  upsellsQueryOptions,
  variationGroupsQueryOptions,
} from './pim.queries.ts';

export type CategoryRow = GetCategoriesQuery['categories'][number];
export type CourseTypeRow = GetCourseTypesQuery['courseTypes'][number];
export type StationRow = GetStationsQuery['stations'][number];
export type VariationGroupRow = GetVariationGroupsQuery['variationGroups'][number];
export type UpsellRow = GetUpsellsQuery['upsells'][number];

/** What the product-information descriptors read: the company, formats and every lookup. */
export interface PimEnv extends ResourceEnvBase {
  country: CountryCode;
  companyId: string;
  /** The metadata's venue (the selected one); null when the company has none. */
  venueId: string | null;
  venues: readonly { id: string; name: string }[];
  /** Empty except on the screens of `PRODUCT_LOOKUP`. */
  products: readonly ProductRow[];
  categories: readonly CategoryRow[];
  courseTypes: readonly CourseTypeRow[];
  stations: readonly StationRow[];
  variationGroups: readonly VariationGroupRow[];
  upsells: readonly UpsellRow[];
  money: (minor: number) => string;
  options: {
    categories: Option[];
    courseTypes: Option[];
    stations: Option[];
    variationGroups: Option[];
    upsells: Option[];
    products: Option[];
    venues: Option[];
    vatRates: Option[];
  };
}

const NO_PRODUCTS = {
  queryKey: pimKeys.noProducts,
  queryFn: (): Promise<readonly ProductRow[]> => Promise.resolve([]),
  staleTime: Number.POSITIVE_INFINITY,
};

/**
 * Builds the environment of the product screens; every lookup is loaded (suspending) once. The
 * whole catalogue only for the screens whose selects offer it (`PRODUCT_LOOKUP`).
 */
export function usePimEnv(resource: string): PimEnv {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const [products, categories, courseTypes, stations, variationGroups, upsells] = useSuspenseQueries({
    queries: [
      PRODUCT_LOOKUP.has(resource) ? productRowsQueryOptions() : NO_PRODUCTS,
      categoriesQueryOptions(),
      courseTypesQueryOptions(),
      stationsQueryOptions(),
      variationGroupsQueryOptions(),
      upsellsQueryOptions(),
    ],
  });
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
      products: products.data,
      categories: categories.data,
      courseTypes: courseTypes.data,
      stations: stations.data,
      variationGroups: variationGroups.data,
      upsells: upsells.data,
      money: (minor: number) => formatMoney(minor, currency, locale),
      options: {
        categories: categories.data.map((c) => ({ id: c.id, label: c.name, color: c.color })),
        courseTypes: courseTypes.data.map((c) => ({ id: c.id, label: c.name })),
        stations: stations.data.map((s) => ({ id: s.id, label: s.name })),
        variationGroups: variationGroups.data.map((g) => ({ id: g.id, label: g.title })),
        upsells: upsells.data.map((u) => ({ id: u.id, label: u.name })),
        products: products.data.map((p) => ({ id: p.id, label: p.title })),
        venues: venues.map((v) => ({ id: v.id, label: v.name })),
        vatRates: COUNTRIES[country].vatRates.map((rate) => ({
          id: String(rate),
          label: LL.pim.form.vatOption({ rate }),
        })),
      },
    };
  }, [
    LL,
    locale,
    country,
    metadata,
    selected,
    venues,
    products.data,
    categories.data,
    courseTypes.data,
    stations.data,
    variationGroups.data,
    upsells.data,
  ]);
}
