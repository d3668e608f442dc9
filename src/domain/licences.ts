/**
 * Licence-gated features (spec sections 3 and 4). A company's features come from its new-style
 * licences when it uses them (`useNewLicenses`), otherwise from the old company flags. Both
 * sides read the same list: the router and sidebar hide gated pages, the server refuses their
 * calls.
 */
export const LICENCE_FEATURES = ['tables', 'kds', 'appOrders', 'express', 'cds', 'inventory'] as const;
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
    // Stock came after the old flags (issue 47 item 8): only an INVENTORY licence turns it on.
    inventory: false,
  };
  return LICENCE_FEATURES.filter((feature) => on[feature]);
}

export function isLicenceFeature(value: string): value is LicenceFeature {
  return (LICENCE_FEATURES as readonly string[]).includes(value);
}

/**
 * The modules a licence sells (spec section 3 "Modules"): the licence's product enumeration, one
 * list for the database, the API's `LicenceProduct` enum and the screens.
 */
export const MODULES = [
  'APP',
  'CUSTOMER_DISPLAY',
  'EPOS',
  'GIFTCARD',
  'HANDHELD_ORDER',
  'HANDHELD_PAY',
  'HANDHELD_PRO',
  'INSIGHTS',
  'INSIGHTS_YEAR',
  'INVENTORY',
  'KDS',
  'QSR',
  'SUPPORT_SUNRISE',
  'SUPPORT_SUNSET',
  'TSR',
] as const;
export type Module = (typeof MODULES)[number];

export function isModule(value: string): value is Module {
  return (MODULES as readonly string[]).includes(value);
}

export const LICENCE_STATUSES = ['ACTIVE', 'TRIAL', 'PAUSED', 'CANCELLED'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];
export const LICENCE_PLANS = ['MONTHLY', 'YEARLY', 'TRIAL'] as const;
export type LicencePlan = (typeof LICENCE_PLANS)[number];

/** Free trial length (spec section 9). */
export const FREE_TRIAL_DAYS = 30;

/**
 * The one place that says which feature each module turns on (docs/decisions/0095). A module
 * maps to null when no gate of the product follows it today: EPOS is the till itself (every
 * company has it; the back office gates nothing on it), and GIFTCARD, HANDHELD_*, INSIGHTS*,
 * SUPPORT_* are sold and shown on /licenses but have no gated screen or call yet (and no old
 * company flag to fall back to). INVENTORY gates the stock screen and calls (issue 47 item 8). Giving one a feature here gates it everywhere:
 * the router, the sidebar, the server's `requireLicence` and the company flags read this.
 */
export const MODULE_FEATURE: Record<Module, LicenceFeature | null> = {
  APP: 'appOrders',
  CUSTOMER_DISPLAY: 'cds',
  EPOS: null,
  GIFTCARD: null,
  HANDHELD_ORDER: null,
  HANDHELD_PAY: null,
  HANDHELD_PRO: null,
  INSIGHTS: null,
  INSIGHTS_YEAR: null,
  INVENTORY: 'inventory',
  KDS: 'kds',
  QSR: 'express',
  SUPPORT_SUNRISE: null,
  SUPPORT_SUNSET: null,
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
 * Features no old company flag stands for (stock, issue 47 item 8): their module's licence turns
 * them on under either regime, so a company on the old flags can buy them too.
 */
export const FLAGLESS_FEATURES: readonly LicenceFeature[] = ['inventory'];

/**
 * A company's features (spec section 4): with `useNewLicenses`, every feature comes from the
 * modules of its active licences (`MODULE_FEATURE`; Express from QSR, the customer display from
 * CUSTOMER_DISPLAY). Without it, every feature that has an old flag follows the flag, and a
 * flagless one (`FLAGLESS_FEATURES`) its module's active licence.
 */
export function companyFeatures(
  flags: CompanyLicenceFlags,
  activeModules: readonly Module[],
): LicenceFeature[] {
  const fromLicences = new Set(activeModules.map((module) => MODULE_FEATURE[module]));
  if (!flags.useNewLicenses) {
    const fromFlags = featuresFromFlags(flags);
    return LICENCE_FEATURES.filter(
      (feature) =>
        fromFlags.includes(feature) || (FLAGLESS_FEATURES.includes(feature) && fromLicences.has(feature)),
    );
  }
  return LICENCE_FEATURES.filter((feature) => fromLicences.has(feature));
}

/** A device claim code as typed: case and spaces do not matter. */
export function normalizeClaimCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export const DEVICE_NAME_MAX = 80;
