import { useSuspenseQuery } from '@tanstack/react-query';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import { formatMoney } from '../../../domain/money.ts';
import { userMetadataQueryOptions } from '../../session/index.ts';

/** Minor units as the company's currency, in its country's format. */
export function useMoney() {
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const country = COUNTRIES[normalizeCountry(metadata.country)];
  return (minor: number) => formatMoney(minor, country.currency, country.languageTag);
}
