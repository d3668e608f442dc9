import { hasAnyScope, hasScope, type Scope } from './scopes.ts';

/**
 * The one table of logged-in routes, their gates, the sidebar and the root-redirect order
 * (spec section 2 "Logged-in routes", "Root redirect", "Sidebar"; section 6 "Sidebar gating").
 * The router (`_app` beforeLoad), the sidebar, the search palette's pages and the server's page
 * search all read it, so a gate is written once.
 */

/** Which companies a page is for: POS companies, payments-only companies, or both. */
export type CompanyMode = 'full' | 'paymentsOnly' | 'any';

/** What a route or sidebar item needs. */
export interface Gate {
  /** Any one of these scopes; empty means not gated by scope. */
  scopes: readonly Scope[];
  venue?: boolean;
  products?: boolean;
  organization?: boolean;
  billingAccount?: boolean;
  /** An organization admin's token is kept aside, or an organization user list is present. */
  selectUser?: boolean;
  /** Default 'full': payments-only companies see only the payments pages, API and support. */
  mode?: CompanyMode;
}

export interface AppRoute {
  /** TanStack-style path: `$name` is one segment. */
  path: string;
  /** Other spellings of the same page (spec: /reports/z-reports, /pim/modification-groups). */
  aliases?: readonly string[];
  gate: Gate;
  /** Welcome pages have no sidebar and no top bar. */
  bare?: boolean;
  /** Offered by the search palette as a page (pages with a path parameter are not). */
  searchable?: boolean;
}

const FINANCE: Gate = { scopes: ['FINANCE'] };
const POS: Gate = { scopes: ['POS_CUSTOMIZATION'] };
const STAFF: Gate = { scopes: ['STAFF', 'ACCOUNTS'] };
const SETTINGS: Gate = { scopes: ['SETTINGS'] };
const INTEGRATIONS: Gate = { scopes: ['INTEGRATIONS'], organization: true };
const OPEN: Gate = { scopes: [] };
const PAYMENTS: Gate = { scopes: [], mode: 'paymentsOnly' };

export const APP_ROUTES = {
  dashboard: { path: '/', gate: FINANCE, searchable: true },
  welcome: { path: '/welcome', gate: OPEN, bare: true },
  reports: { path: '/reports', gate: { scopes: ['FINANCE'], venue: true }, searchable: true },
  zReport: {
    path: '/reports/z-report',
    aliases: ['/reports/z-reports'],
    gate: { scopes: ['FINANCE'], venue: true },
    searchable: true,
  },
  scheduledReports: {
    path: '/reports/scheduled-reports',
    gate: { scopes: ['FINANCE'], venue: true },
    searchable: true,
  },
  onlineOrdering: { path: '/online-ordering', gate: { scopes: ['ORDERS'] }, searchable: true },
  api: { path: '/api', gate: { scopes: [], mode: 'any' }, searchable: true },
  staff: { path: '/staff', gate: STAFF, searchable: true },
  staffGetStarted: { path: '/staff/get-started', gate: STAFF },
  accessLevels: { path: '/staff/access-levels', gate: STAFF, searchable: true },
  competitions: { path: '/staff/competitions', gate: STAFF, searchable: true },
  venues: { path: '/settings/venues', gate: SETTINGS, searchable: true },
  company: { path: '/settings/company', gate: SETTINGS, searchable: true },
  beepers: { path: '/settings/beepers', gate: SETTINGS, searchable: true },
  receipt: { path: '/settings/receipt', gate: SETTINGS, searchable: true },
  integrations: { path: '/integrations', gate: INTEGRATIONS, searchable: true },
  integration: { path: '/integrations/$integration', gate: INTEGRATIONS },
  integrationConfigs: { path: '/integrations/$integration/manage-configs', gate: INTEGRATIONS },
  licenses: { path: '/licenses', gate: SETTINGS, searchable: true },
  boost: { path: '/boost', gate: FINANCE },
  products: { path: '/pim/products', gate: POS, searchable: true },
  categories: { path: '/pim/categories', gate: POS, searchable: true },
  courses: { path: '/pim/courses', gate: POS, searchable: true },
  variations: { path: '/pim/variations', aliases: ['/pim/modification-groups'], gate: POS, searchable: true },
  manageModifications: { path: '/pim/manage-modifications', gate: POS, searchable: true },
  messages: { path: '/pim/messages', gate: POS, searchable: true },
  stations: { path: '/pim/stations', gate: POS, searchable: true },
  upsells: { path: '/pim/upsells', gate: POS, searchable: true },
  menus: { path: '/menus', gate: OPEN, searchable: true },
  manageVenueMenus: { path: '/menus/manage-venues', gate: OPEN, searchable: true },
  posLayouts: { path: '/pos-layout', gate: POS, searchable: true },
  discounts: { path: '/discounts', gate: POS, searchable: true },
  orders: { path: '/orders', gate: { scopes: ['ORDERS'], venue: true, products: true }, searchable: true },
  tables: { path: '/tables', gate: { scopes: ['POS_CUSTOMIZATION'], venue: true }, searchable: true },
  floorPlan: {
    path: '/tables/floor-plan',
    gate: { scopes: ['POS_CUSTOMIZATION'], venue: true },
    searchable: true,
  },
  tableMonitoring: {
    path: '/tables/monitoring',
    gate: { scopes: ['POS_CUSTOMIZATION'], venue: true },
    searchable: true,
  },
  accounts: { path: '/accounts', gate: { scopes: ['ACCOUNTS'] }, searchable: true },
  onboardingAccount: { path: '/onboarding/account', gate: OPEN },
  onboardingInformation: { path: '/onboarding/information', gate: OPEN },
  onboardingStations: { path: '/onboarding/stations', gate: OPEN },
  onboardingIntegrations: { path: '/onboarding/integrations', gate: OPEN },
  onboardingLicenses: { path: '/onboarding/licenses', gate: OPEN },
  productLibrary: { path: '/onboarding/product-library', gate: OPEN },
  support: { path: '/support', gate: { scopes: [], mode: 'any' }, searchable: true },
  selectUser: { path: '/select-user', gate: { scopes: [], selectUser: true, mode: 'any' } },
  transactions: { path: '/payments-transactions', gate: PAYMENTS, searchable: true },
  payouts: { path: '/payments-payouts', gate: PAYMENTS, searchable: true },
  paymentsReports: { path: '/payments-reports', gate: PAYMENTS, searchable: true },
} as const satisfies Record<string, AppRoute>;

export type PageKey = keyof typeof APP_ROUTES;

/** The eight product-information pages (spec section 2), in the order the spec lists them. */
export const PIM_PAGES = [
  'products',
  'categories',
  'courses',
  'variations',
  'manageModifications',
  'messages',
  'stations',
  'upsells',
] as const satisfies readonly PageKey[];
export const PAGE_KEYS = Object.keys(APP_ROUTES) as PageKey[];

export function pathOf(page: PageKey): string {
  return APP_ROUTES[page].path;
}

/** Where a user without the FINANCE scope lands from `/`, in this order (spec section 2). */
export const ROOT_REDIRECT_ORDER: readonly { scope: Scope; page: PageKey }[] = [
  { scope: 'POS_CUSTOMIZATION', page: 'products' },
  { scope: 'ORDERS', page: 'orders' },
  { scope: 'STAFF', page: 'staff' },
  { scope: 'MENUS', page: 'menus' },
  { scope: 'INTEGRATIONS', page: 'integrations' },
  { scope: 'ACCOUNTS', page: 'accounts' },
  { scope: 'SETTINGS', page: 'company' },
];

/** Sidebar entries: a page (with extra requirements for the link) or the billing portal action. */
export type SidebarKey =
  | 'dashboard'
  | 'finance'
  | 'products'
  | 'menus'
  | 'discounts'
  | 'orders'
  | 'tables'
  | 'posLayouts'
  | 'staff'
  | 'integrations'
  | 'api'
  | 'boost'
  | 'billing'
  | 'selectUser'
  | 'support'
  | 'settings'
  | 'transactions'
  | 'payouts'
  | 'paymentsReports';

export interface SidebarEntry {
  key: SidebarKey;
  /** The page it links to; null for the billing portal, which opens in a new tab. */
  page: PageKey | null;
  placement: 'main' | 'bottom';
  /** Requirements on top of the page's own gate (spec section 6 "Sidebar gating"). */
  extra?: Partial<Gate>;
}

export const SIDEBAR: readonly SidebarEntry[] = [
  { key: 'dashboard', page: 'dashboard', placement: 'main' },
  { key: 'finance', page: 'reports', placement: 'main', extra: { products: true } },
  { key: 'products', page: 'products', placement: 'main' },
  { key: 'menus', page: 'menus', placement: 'main' },
  { key: 'discounts', page: 'discounts', placement: 'main' },
  { key: 'orders', page: 'orders', placement: 'main' },
  { key: 'tables', page: 'tables', placement: 'main' },
  { key: 'posLayouts', page: 'posLayouts', placement: 'main', extra: { venue: true } },
  { key: 'staff', page: 'staff', placement: 'main' },
  { key: 'integrations', page: 'integrations', placement: 'main' },
  { key: 'transactions', page: 'transactions', placement: 'main' },
  { key: 'payouts', page: 'payouts', placement: 'main' },
  { key: 'paymentsReports', page: 'paymentsReports', placement: 'main' },
  { key: 'api', page: 'api', placement: 'main' },
  { key: 'boost', page: 'boost', placement: 'main' },
  {
    key: 'billing',
    page: null,
    placement: 'bottom',
    extra: { scopes: ['FINANCE'], billingAccount: true, mode: 'full' },
  },
  { key: 'selectUser', page: 'selectUser', placement: 'bottom' },
  { key: 'support', page: 'support', placement: 'bottom' },
  { key: 'settings', page: 'company', placement: 'bottom' },
];

/** The top bar's bell reads the failed vouchers: only for users who may see them. */
export const NOTIFICATION_BELL: Gate = { scopes: ['FINANCE', 'INTEGRATIONS'] };

/** Spec section 2: a payments-only company sees exactly these. */
const PAYMENTS_ONLY_SIDEBAR: readonly SidebarKey[] = ['transactions', 'payouts', 'paymentsReports', 'api'];

/** Boost is offered in these countries when an offer is available (spec section 9). */
export const BOOST_COUNTRIES: readonly string[] = ['GB', 'SE'];

export interface BoostFacts {
  hasCurrentOffer: boolean;
  hasAvailableOffer: boolean;
}

/**
 * Spec section 2: the Boost link shows when a grant offer is current, or when one is available
 * and the country is GB or SE. The "New" badge shows when there is no current offer.
 */
export function boostLink(facts: BoostFacts, country: string): { visible: boolean; isNew: boolean } {
  const visible = facts.hasCurrentOffer || (facts.hasAvailableOffer && BOOST_COUNTRIES.includes(country));
  return { visible, isNew: visible && !facts.hasCurrentOffer };
}

export interface GateFacts {
  scopes: readonly string[];
  hasVenue: boolean;
  hasProducts: boolean;
  hasOrganization: boolean;
  hasBillingAccount: boolean;
  isPaymentsOnly: boolean;
  /** An organization admin's own token is stored aside (the user is acting as someone). */
  hasAdminToken: boolean;
  /** The organization-level user list is present (the signed-in user is an organization admin). */
  hasOrganizationUserList: boolean;
}

function passesMode(mode: CompanyMode, isPaymentsOnly: boolean): boolean {
  if (mode === 'any') return true;
  return mode === 'paymentsOnly' ? isPaymentsOnly : !isPaymentsOnly;
}

export function passesGate(gate: Gate, facts: GateFacts): boolean {
  if (gate.scopes.length > 0 && !hasAnyScope(facts.scopes, gate.scopes)) return false;
  if (gate.venue && !facts.hasVenue) return false;
  if (gate.products && !facts.hasProducts) return false;
  if (gate.organization && !facts.hasOrganization) return false;
  if (gate.billingAccount && !facts.hasBillingAccount) return false;
  if (gate.selectUser && !(facts.hasAdminToken || facts.hasOrganizationUserList)) return false;
  return passesMode(gate.mode ?? 'full', facts.isPaymentsOnly);
}

export function canOpen(page: PageKey, facts: GateFacts): boolean {
  return passesGate(APP_ROUTES[page].gate, facts);
}

function gateOf(entry: SidebarEntry): Gate {
  const base: Gate = entry.page ? APP_ROUTES[entry.page].gate : { scopes: [] };
  const extra = entry.extra ?? {};
  return { ...base, ...extra, scopes: extra.scopes ?? base.scopes };
}

/**
 * The sidebar for these facts, in display order. A payments-only company sees only its four
 * items; an organization admin with a user list sees only Select user; Boost follows its rule.
 */
export function visibleSidebar(
  facts: GateFacts,
  boost: { visible: boolean } = { visible: false },
): SidebarEntry[] {
  if (facts.hasOrganizationUserList) return SIDEBAR.filter((entry) => entry.key === 'selectUser');
  if (facts.isPaymentsOnly) {
    return SIDEBAR.filter(
      (entry) => PAYMENTS_ONLY_SIDEBAR.includes(entry.key) && passesGate(gateOf(entry), facts),
    );
  }
  return SIDEBAR.filter((entry) => {
    if (entry.key === 'boost' && !boost.visible) return false;
    return passesGate(gateOf(entry), facts);
  });
}

function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function patternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, i) => (segment.startsWith('$') ? (have[i] ?? '') !== '' : segment === have[i]));
}

/** The page a logged-in path shows, or null (page not found). */
export function pageForPath(pathname: string): PageKey | null {
  const path = normalizePath(pathname);
  for (const page of PAGE_KEYS) {
    const route: AppRoute = APP_ROUTES[page];
    if (patternMatches(route.path, path)) return page;
    if (route.aliases?.some((alias) => patternMatches(alias, path))) return page;
  }
  return null;
}

/** Pages whose first path segment is `welcome` have no sidebar and no top bar. */
export function isBarePath(pathname: string): boolean {
  return normalizePath(pathname).split('/')[1] === 'welcome';
}

/**
 * Where `/` sends a user who may not see the dashboard: the first page of the order whose scope
 * they hold and whose gate they pass; a payments-only company goes to its transactions, an
 * organization admin to the user picker; with nothing left, the support page.
 */
export function rootRedirect(facts: GateFacts): string {
  if (facts.hasOrganizationUserList) return pathOf('selectUser');
  if (facts.isPaymentsOnly) return pathOf('transactions');
  const target = ROOT_REDIRECT_ORDER.find(
    ({ scope, page }) => hasScope(facts.scopes, scope) && canOpen(page, facts),
  );
  return target ? pathOf(target.page) : pathOf('support');
}

export type Access = { kind: 'allow' } | { kind: 'deny' } | { kind: 'redirect'; to: string };

/** What the router does for a logged-in path: show it, show Access Denied, or redirect from `/`. */
export function accessFor(pathname: string, facts: GateFacts): Access {
  const page = pageForPath(pathname);
  if (page === null) return { kind: 'allow' };
  if (page === 'dashboard' && (!canOpen('dashboard', facts) || facts.hasOrganizationUserList)) {
    return { kind: 'redirect', to: rootRedirect(facts) };
  }
  return canOpen(page, facts) ? { kind: 'allow' } : { kind: 'deny' };
}

/** The search palette's pages and actions: searchable pages the viewer can open. */
export function searchablePages(facts: GateFacts): PageKey[] {
  return PAGE_KEYS.filter((page) => {
    const route: AppRoute = APP_ROUTES[page];
    return route.searchable === true && canOpen(page, facts);
  });
}

/** Quick actions of the search palette (spec section 2): create product, category, staff. */
export const QUICK_ACTIONS = [
  { key: 'createProduct', page: 'products', search: { id: 'new' } },
  { key: 'createCategory', page: 'categories', search: { id: 'new' } },
  { key: 'createStaff', page: 'staff', search: { id: 'new' } },
] as const satisfies readonly { key: string; page: PageKey; search: Record<string, string> }[];

export type QuickActionKey = (typeof QUICK_ACTIONS)[number]['key'];
