import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import { formatMoney } from '../../../domain/money.ts';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';

/**
 * Money and instants in the company's country's format (not the browser's): minor units as its
 * currency, and one date-time formatter for the whole list (building one per cell costs more
 * than formatting with it).
 */
export function useOrderFormats(): { money: (minor: number) => string; when: (iso: string) => string } {
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const country = COUNTRIES[normalizeCountry(metadata.country)];
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(country.languageTag, { dateStyle: 'short', timeStyle: 'short' });
    return {
      money: (minor: number) => formatMoney(minor, country.currency, country.languageTag),
      when: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [country]);
}
