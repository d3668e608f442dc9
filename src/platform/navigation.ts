import {
  type AppRoute,
  createNavigation,
  type SidebarEntry as DomainSidebarEntry,
  mergePages,
  type QuickActionDecl,
} from '../domain/navigation.ts';
import { AREAS, type AreaPages, type PageKey, type QuickActionKey } from '../features/areas.ts';

/**
 * The one table of logged-in pages, assembled from the areas' manifests, and the navigation
 * rules bound to it. The router (`_app` beforeLoad), the sidebar, the search palette, the
 * server's page search and the scope test read this module.
 */
export type { PageKey, QuickActionKey } from '../features/areas.ts';
export type SidebarEntry = DomainSidebarEntry<PageKey>;
export {
  type AppRoute,
  boostLink,
  type GateFacts,
  isBarePath,
  NOTIFICATION_BELL,
} from '../domain/navigation.ts';

export const APP_ROUTES = mergePages(AREAS) as { [K in PageKey]: AreaPages[K] & AppRoute };

/** Where a user without the FINANCE scope lands from `/`, in this order (spec section 2). */
export const ROOT_REDIRECT_ORDER = [
  { scope: 'POS_CUSTOMIZATION', page: 'products' },
  { scope: 'ORDERS', page: 'orders' },
  { scope: 'STAFF', page: 'staff' },
  { scope: 'MENUS', page: 'menus' },
  { scope: 'INTEGRATIONS', page: 'integrations' },
  { scope: 'ACCOUNTS', page: 'accounts' },
  { scope: 'SETTINGS', page: 'company' },
  { scope: 'API_KEYS', page: 'api' },
  // Not in the spec's order (LOANS came later): a Boost-only user's one page.
  { scope: 'LOANS', page: 'boost' },
] as const satisfies readonly { scope: string; page: PageKey }[];

const navigation = createNavigation<PageKey>(AREAS, APP_ROUTES, {
  home: 'dashboard',
  rootRedirectOrder: ROOT_REDIRECT_ORDER,
  paymentsHome: 'transactions',
  organizationAdminHome: 'selectUser',
  fallback: 'support',
  paymentsOnlySidebar: ['transactions', 'payouts', 'paymentsReports', 'api'],
  boostEntry: 'boost',
});

export const PAGE_KEYS: readonly PageKey[] = navigation.pageKeys;
export const SIDEBAR = navigation.sidebar;
/** The search palette's quick actions; each key names its label (`search.actions.<key>`). */
export const QUICK_ACTIONS = navigation.quickActions as readonly (QuickActionDecl<PageKey> & {
  key: QuickActionKey;
})[];
export const { pathOf, canOpen, visibleSidebar, pageForPath, rootRedirect, accessFor, searchablePages } =
  navigation;

export { PIM_PAGES } from '../features/pim/pim.area.ts';
