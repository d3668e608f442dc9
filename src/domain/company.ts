import { getCountryCallingCode } from 'libphonenumber-js/min';
import { type CountryCode, normalizeCountry } from './countries.ts';
import { type CompanyLicenceFlags, LICENCE_FEATURES, type LicenceFeature } from './licences.ts';

/**
 * The API's Company (spec section 3). Kept apart from `countries.ts` because the phone library
 * is large and `countries.ts` is in the browser's entry chunk.
 */

/** The country a company is read as: a stored "EN" (and "UK") is GB; see `normalizeCountry`. */
export function companyCountry(stored: string | null | undefined): CountryCode {
  return normalizeCountry(stored);
}

/**
 * `defaultCountryCode`: the international calling code of the company's country ("+46"), the
 * prefix phone fields start with. The spec names the field only; `country` already carries the
 * ISO code, so this is the one country code a form still needs (docs/decisions.md).
 */
export function defaultCountryCode(stored: string | null | undefined): string {
  return `+${getCountryCallingCode(companyCountry(stored))}`;
}

/** The spec's licence flags of a Company, each true when its feature is on. */
export type LicenceFlagsOut = Omit<CompanyLicenceFlags, 'useNewLicenses'>;

/** The old flag of each feature; stock (issue 47 item 8) has none. */
const FLAG_OF: Record<LicenceFeature, keyof LicenceFlagsOut | null> = {
  tables: 'hasTables',
  kds: 'hasKDS',
  appOrders: 'hasAppOrders',
  express: 'hasExpress',
  cds: 'hasCDS',
  inventory: null,
};

/**
 * The flags as the API answers them: derived from the company's features (`companyFeatures`),
 * not read straight from the stored columns, so a company on new-style licences answers
 * `hasKDS: true` exactly when an active KDS licence turns the kitchen display on.
 */
export function licenceFlags(features: readonly LicenceFeature[]): LicenceFlagsOut {
  const flags: LicenceFlagsOut = {
    hasTables: false,
    hasKDS: false,
    hasAppOrders: false,
    hasExpress: false,
    hasCDS: false,
  };
  for (const feature of LICENCE_FEATURES) {
    const flag = FLAG_OF[feature];
    if (flag && features.includes(feature)) flags[flag] = true;
  }
  return flags;
}
