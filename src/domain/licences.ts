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

/** New-style licences (spec section 3 Licence): products app, EPOS, KDS and TSR. */
export const LICENCE_PRODUCTS = ['APP', 'EPOS', 'KDS', 'TSR'] as const;
export type LicenceProduct = (typeof LICENCE_PRODUCTS)[number];
export const LICENCE_STATUSES = ['ACTIVE', 'TRIAL', 'PAUSED', 'CANCELLED'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];
export const LICENCE_PLANS = ['MONTHLY', 'YEARLY', 'TRIAL'] as const;
export type LicencePlan = (typeof LICENCE_PLANS)[number];

/** Free trial length (spec section 9). */
export const FREE_TRIAL_DAYS = 30;

/** The feature each new-style product turns on (EPOS is the till itself and gates nothing). */
export const PRODUCT_FEATURE: Record<LicenceProduct, LicenceFeature | null> = {
  APP: 'appOrders',
  EPOS: null,
  KDS: 'kds',
  TSR: 'tables',
};

export interface LicenceState {
  status: LicenceStatus;
  expiresAt: Date | null;
}

/** Active: running or on trial, and not past its end. */
export function isLicenceActive(licence: LicenceState, now: Date): boolean {
  if (licence.status !== 'ACTIVE' && licence.status !== 'TRIAL') return false;
  return licence.expiresAt === null || licence.expiresAt.getTime() > now.getTime();
}

/**
 * A company's features (spec section 4): with `useNewLicenses`, tables, kitchen display and app
 * orders come from its active licences; Express and CDS have no new-style product and keep
 * following their old flags. Without it, every feature follows the old flags.
 */
export function companyFeatures(
  flags: CompanyLicenceFlags,
  activeProducts: readonly LicenceProduct[],
): LicenceFeature[] {
  if (!flags.useNewLicenses) return featuresFromFlags(flags);
  const fromLicences = new Set(activeProducts.map((product) => PRODUCT_FEATURE[product]));
  const fromFlags = new Set<LicenceFeature>(
    featuresFromFlags(flags).filter((f) => f === 'express' || f === 'cds'),
  );
  return LICENCE_FEATURES.filter((feature) => fromLicences.has(feature) || fromFlags.has(feature));
}

/** A device claim code as typed: case and spaces do not matter. */
export function normalizeClaimCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export const DEVICE_NAME_MAX = 80;
