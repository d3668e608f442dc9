import { defineArea, type Gate } from '../../domain/navigation.ts';

/**
 * The areas whose pages still show "coming soon" (src/features/shell/ComingSoon). Each manifest
 * moves to `src/features/<area>/<area>.area.ts` when its area is built; its pages, gates and
 * sidebar places stay as written here.
 */

const FINANCE: Gate = { scopes: ['FINANCE'] };
const FINANCE_VENUE: Gate = { scopes: ['FINANCE'], venue: true };
const POS: Gate = { scopes: ['POS_CUSTOMIZATION'] };
const POS_VENUE: Gate = { scopes: ['POS_CUSTOMIZATION'], venue: true };
const STAFF: Gate = { scopes: ['STAFF', 'ACCOUNTS'] };
const SETTINGS: Gate = { scopes: ['SETTINGS'] };
const INTEGRATIONS: Gate = { scopes: ['INTEGRATIONS'], organization: true };
const OPEN: Gate = { scopes: [] };
const PAYMENTS: Gate = { scopes: [], mode: 'paymentsOnly' };

export const onboardingArea = defineArea({
  name: 'onboarding',
  namespace: null,
  pages: {
    welcome: { path: '/welcome', gate: OPEN, bare: true },
    onboardingAccount: { path: '/onboarding/account', gate: OPEN },
    onboardingInformation: { path: '/onboarding/information', gate: OPEN },
    onboardingStations: { path: '/onboarding/stations', gate: OPEN },
    onboardingIntegrations: { path: '/onboarding/integrations', gate: OPEN },
    onboardingLicenses: { path: '/onboarding/licenses', gate: OPEN },
    productLibrary: { path: '/onboarding/product-library', gate: OPEN },
  },
});

export const financeArea = defineArea({
  name: 'finance',
  namespace: null,
  pages: {
    reports: {
      path: '/reports',
      gate: FINANCE_VENUE,
      searchable: true,
      sidebar: { key: 'finance', placement: 'main', order: 20, extra: { products: true } },
    },
    zReport: {
      path: '/reports/z-report',
      aliases: ['/reports/z-reports'],
      gate: FINANCE_VENUE,
      searchable: true,
    },
    scheduledReports: { path: '/reports/scheduled-reports', gate: FINANCE_VENUE, searchable: true },
    boost: {
      path: '/boost',
      gate: FINANCE,
      sidebar: { key: 'boost', placement: 'main', order: 150 },
      calls: ['grantOffers'],
    },
  },
  sidebarActions: [
    {
      key: 'billing',
      placement: 'bottom',
      order: 10,
      extra: { scopes: ['FINANCE'], billingAccount: true, mode: 'full' },
      calls: ['customerPortalLink'],
    },
  ],
});

export const onlineOrderingArea = defineArea({
  name: 'onlineOrdering',
  namespace: null,
  pages: { onlineOrdering: { path: '/online-ordering', gate: { scopes: ['ORDERS'] }, searchable: true } },
});

export const apiArea = defineArea({
  name: 'api',
  namespace: null,
  pages: {
    api: {
      path: '/api',
      gate: { scopes: [], mode: 'any' },
      searchable: true,
      sidebar: { key: 'api', placement: 'main', order: 140 },
    },
  },
});

export const staffArea = defineArea({
  name: 'staff',
  namespace: null,
  pages: {
    staff: {
      path: '/staff',
      gate: STAFF,
      searchable: true,
      sidebar: { key: 'staff', placement: 'main', order: 90 },
    },
    staffGetStarted: { path: '/staff/get-started', gate: STAFF },
    accessLevels: { path: '/staff/access-levels', gate: STAFF, searchable: true },
    competitions: { path: '/staff/competitions', gate: STAFF, searchable: true },
  },
  quickActions: [{ key: 'createStaff', page: 'staff', search: { id: 'new' } }],
});

export const settingsArea = defineArea({
  name: 'settings',
  namespace: null,
  pages: {
    venues: { path: '/settings/venues', gate: SETTINGS, searchable: true },
    company: {
      path: '/settings/company',
      gate: SETTINGS,
      searchable: true,
      sidebar: { key: 'settings', placement: 'bottom', order: 40 },
    },
    beepers: { path: '/settings/beepers', gate: SETTINGS, searchable: true },
    receipt: { path: '/settings/receipt', gate: SETTINGS, searchable: true },
    licenses: { path: '/licenses', gate: SETTINGS, searchable: true },
  },
});

export const integrationsArea = defineArea({
  name: 'integrations',
  namespace: null,
  pages: {
    integrations: {
      path: '/integrations',
      gate: INTEGRATIONS,
      searchable: true,
      sidebar: { key: 'integrations', placement: 'main', order: 100 },
    },
    integration: { path: '/integrations/$integration', gate: INTEGRATIONS },
    integrationConfigs: { path: '/integrations/$integration/manage-configs', gate: INTEGRATIONS },
  },
});

export const menusArea = defineArea({
  name: 'menus',
  namespace: null,
  pages: {
    menus: {
      path: '/menus',
      gate: OPEN,
      searchable: true,
      sidebar: { key: 'menus', placement: 'main', order: 40 },
    },
    manageVenueMenus: { path: '/menus/manage-venues', gate: OPEN, searchable: true },
  },
});

export const posLayoutsArea = defineArea({
  name: 'posLayouts',
  namespace: null,
  pages: {
    posLayouts: {
      path: '/pos-layout',
      gate: POS,
      searchable: true,
      sidebar: { key: 'posLayouts', placement: 'main', order: 80, extra: { venue: true } },
    },
  },
});

export const discountsArea = defineArea({
  name: 'discounts',
  namespace: null,
  pages: {
    discounts: {
      path: '/discounts',
      gate: POS,
      searchable: true,
      sidebar: { key: 'discounts', placement: 'main', order: 50 },
    },
  },
});

export const ordersArea = defineArea({
  name: 'orders',
  namespace: null,
  pages: {
    orders: {
      path: '/orders',
      gate: { scopes: ['ORDERS'], venue: true, products: true },
      searchable: true,
      sidebar: { key: 'orders', placement: 'main', order: 60 },
      // The order screens pick products from the catalogue.
      calls: ['items'],
    },
  },
});

export const tablesArea = defineArea({
  name: 'tables',
  namespace: null,
  pages: {
    tables: {
      path: '/tables',
      gate: POS_VENUE,
      searchable: true,
      sidebar: { key: 'tables', placement: 'main', order: 70 },
    },
    floorPlan: { path: '/tables/floor-plan', gate: POS_VENUE, searchable: true },
    tableMonitoring: { path: '/tables/monitoring', gate: POS_VENUE, searchable: true },
  },
});

export const accountsArea = defineArea({
  name: 'accounts',
  namespace: null,
  pages: { accounts: { path: '/accounts', gate: { scopes: ['ACCOUNTS'] }, searchable: true } },
});

export const paymentsArea = defineArea({
  name: 'payments',
  namespace: null,
  pages: {
    transactions: {
      path: '/payments-transactions',
      gate: PAYMENTS,
      searchable: true,
      sidebar: { key: 'transactions', placement: 'main', order: 110 },
    },
    payouts: {
      path: '/payments-payouts',
      gate: PAYMENTS,
      searchable: true,
      sidebar: { key: 'payouts', placement: 'main', order: 120 },
    },
    paymentsReports: {
      path: '/payments-reports',
      gate: PAYMENTS,
      searchable: true,
      sidebar: { key: 'paymentsReports', placement: 'main', order: 130 },
    },
  },
});
