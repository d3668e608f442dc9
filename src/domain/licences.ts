/**
 * Licence-gated features (spec sections 3 and 4). A company's features come from its new-style
 * licences when it uses them (`useNewLicenses`), otherwise from the old company flags. Both
 * sides read the same list: the router and sidebar hide gated pages, the server refuses their
 * calls.
 */
export const LICENCE_FEATURES = ['tables', 'kds', 'appOrders', 'express', 'cds'] as const;
export type LicenceFeature = (typeof LICENCE_FEATURES)[number];

/** The old company flags of spec section 3 ("Licence flags"). */
export interface CompanyLicenceFlags {
  useNewLicenses: boolean;
  hasTables: boolean;
  hasKDS: boolean;
  hasAppOrders: boolean;
  hasExpress: boolean;
  hasCDS: boolean;
}

/** The features the old flags turn on. */
export function featuresFromFlags(flags: CompanyLicenceFlags): LicenceFeature[] {
  const on: Record<LicenceFeature, boolean> = {
    tables: flags.hasTables,
    kds: flags.hasKDS,
    appOrders: flags.hasAppOrders,
    express: flags.hasExpress,
    cds: flags.hasCDS,
  };
  return LICENCE_FEATURES.filter((feature) => on[feature]);
}

export function isLicenceFeature(value: string): value is LicenceFeature {
  return (LICENCE_FEATURES as readonly string[]).includes(value);
}
