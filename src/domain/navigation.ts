import type { LicenceFeature } from './licences.ts';
import { hasAnyScope, hasScope, type Scope } from './scopes.ts';

/**
 * The rules of logged-in navigation (spec section 2 "Logged-in routes", "Root redirect",
 * "Sidebar"; section 6 "Sidebar gating"), over a table of pages that each area declares in its
 * manifest (`src/features/<area>/<area>.area.ts`). The table is assembled in
 * `src/platform/navigation.ts`; the router, the sidebar, the search palette, the server's page
 * search and the scope test all read that one table, so a gate is written once.
 */

/** Which companies a page is for: POS companies, payments-only companies, or both. */
export type CompanyMode = 'full' | 'paymentsOnly' | 'any';

/**
 * What a page needs of the company's billing account: `required` (the Billing portal action) or
 * `absent` ("Set up billing", offered only until the company has one). Unset: either.
 */
export type BillingAccountGate = 'required' | 'absent';

/** What a route or sidebar item needs. */
export interface Gate {
  /** Any one of these scopes; empty means not gated by scope. */
  scopes: readonly Scope[];
  venue?: boolean;
  products?: boolean;
  organization?: boolean;
  /** The company must have a billing account, or must not have one yet (see BillingAccountGate). */
  billingAccount?: BillingAccountGate;
  /** A billing provider is configured on the server (else Billing would open a portal that fails). */
  billingProvider?: boolean;
  /** An organization admin's token is kept aside, or an organization user list is present. */
  selectUser?: boolean;
  /** Default 'full': payments-only companies see only the payments pages, API and support. */
  mode?: CompanyMode;
  /** A licence-gated feature the company must have (spec section 4). */
  licence?: LicenceFeature;
}

/** A page's place in the sidebar; the key names its label (`nav.<key>`). */
export interface SidebarDecl {
  key: string;
  placement: 'main' | 'bottom';
  /** Display order within the placement, across all areas (small first). */
  order: number;
  /** Requirements on top of the page's own gate (spec section 6 "Sidebar gating"). */
  extra?: Partial<Gate>;
}

/** A page's place under a sidebar entry. */
export interface NavDecl {
  under: string;
  order: number;
}

/** One page of an area, as its manifest declares it. */
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
  sidebar?: SidebarDecl;
  /**
   * Its place as a sub-item of a sidebar entry (`under` names the entry's key; `order`, small first):
   * every page is then one or two clicks from the sidebar (issue 41). A page may be both an entry
   * and the first sub-item of its own entry (Finance › Reports).
   */
  nav?: NavDecl;
  /**
   * A list-and-edit page: the stem of its descriptor's file in the area's folder (`categories` →
   * `categories.resource.tsx`, export `categoriesResource`). `npm run gen:areas` then writes the
   * page's route file (docs/architecture.md, "Adding an area"): no hand-written route file.
   */
  resource?: string;
  /**
   * The API's root fields the page calls. The scope sweep (server/app/schema/access.test.ts) checks
   * each accepts exactly the scopes that open its pages, so a page's scope is written once here.
   */
  calls?: readonly string[];
  /**
   * The dictionary namespaces its first screen reads, when they are not its area's (with `crud`
   * for a list-and-edit page): its document names them in the user's language (pageNamespaces).
   */
  namespaces?: readonly string[];
}

/** A sidebar entry that opens no page of ours (the billing portal opens in a new tab). */
export interface SidebarActionDecl extends Omit<SidebarDecl, 'extra'> {
  extra: Partial<Gate>;
  /** The API's root fields the action calls (see AppRoute.calls). */
  calls?: readonly string[];
}

/** A quick action of the search palette: a page opened with search params. */
export interface QuickActionDecl<K extends string = string> {
  key: string;
  page: K;
  search: Record<string, string>;
  /** Display order in the search palette, across all areas (small first). */
  order: number;
}

/**
 * An area's manifest: its pages, the sidebar actions and quick actions it adds, the resources its
 * list-and-edit pages show and the dictionary namespace they read. Pure data: the server and the
 * tests import it without React.
 */
export interface AreaManifest<P extends Record<string, AppRoute> = Record<string, AppRoute>> {
  name: string;
  /** The typesafe-i18n namespace its pages load; null when they read only the base dictionary. */
  namespace: string | null;
  pages: P;
  /**
   * Why the area's pages have no sidebar link (the onboarding wizard leads through its steps).
   * Without it, every page that takes no path parameter must be a sidebar entry or sub-item:
   * `src/platform/navigation.test.ts` fails on a page nobody can click to.
   */
  unlinked?: string;
  resources?: readonly string[];
  sidebarActions?: readonly SidebarActionDecl[];
  quickActions?: readonly QuickActionDecl[];
}

/**
 * The namespaces a page's first screen reads: its own list, else its area's namespace, with the
 * generic list's (`crud`) on a list-and-edit page. Its route document preloads them
 * (scripts/routeDocuments.ts), so they come with the page's code.
 */
export function pageNamespaces(area: Pick<AreaManifest, 'namespace'>, page: AppRoute): string[] {
  if (page.namespaces) return [...page.namespaces];
  return [...(page.resource ? ['crud'] : []), ...(area.namespace ? [area.namespace] : [])];
}

/** Every page path of the areas (aliases included) with the namespaces its first screen reads. */
export function namespacesByPath(areas: readonly AreaManifest[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const area of areas)
    for (const page of Object.values(area.pages))
      for (const path of [page.path, ...(page.aliases ?? [])]) byPath.set(path, pageNamespaces(area, page));
  return byPath;
}

/** Keeps the literal keys of a manifest while checking its shape (quick actions open its own pages). */
export function defineArea<
  const P extends Record<string, AppRoute>,
  const Q extends readonly QuickActionDecl<Extract<keyof P, string>>[] = [],
>(
  area: Omit<AreaManifest<P>, 'quickActions'> & { quickActions?: Q },
): Omit<AreaManifest<P>, 'quickActions'> & {
  quickActions?: Q;
} {
  return area;
}

export interface SidebarEntry<K extends string = string> {
  key: string;
  /** The page it links to; null for the billing portal, which opens in a new tab. */
  page: K | null;
  placement: 'main' | 'bottom';
  extra?: Partial<Gate>;
  /** Its sub-items (pages whose `nav.under` is this key), in order; absent when it has none. */
  children?: readonly K[];
}

/** The top bar's bell reads the failed vouchers: only for users who may see them. */
export const NOTIFICATION_BELL: Gate = { scopes: ['FINANCE', 'INTEGRATIONS'] };

/** Boost is offered in these countries when an offer is available (spec section 9). */
export const BOOST_COUNTRIES: readonly string[] = ['GB', 'SE'];

export interface BoostFacts {
  hasCurrentOffer: boolean;
  hasAvailableOffer: boolean;
  /** Someone of the company has opened /boost (issue 21 item 7): the badge is gone. */
  seen?: boolean;
}

/**
 * Spec section 2: the Boost link shows when a grant offer is current, or when one is available
 * and the country is GB or SE. The "New" badge shows when there is no current offer, until seen.
 */
export function boostLink(facts: BoostFacts, country: string): { visible: boolean; isNew: boolean } {
  const visible = facts.hasCurrentOffer || (facts.hasAvailableOffer && BOOST_COUNTRIES.includes(country));
  return { visible, isNew: visible && !facts.hasCurrentOffer && !facts.seen };
}

export interface GateFacts {
  scopes: readonly string[];
  hasVenue: boolean;
  hasProducts: boolean;
  hasOrganization: boolean;
  /** The company has a billing account (`companies.billing_account_id` is set). */
  hasBillingAccount: boolean;
  /** The server has a billing provider (Stripe) configured. */
  hasBillingProvider: boolean;
  isPaymentsOnly: boolean;
  /** An organization admin's own token is stored aside (the user is acting as someone). */
  hasAdminToken: boolean;
  /** The organization-level user list is present (the signed-in user is an organization admin). */
  hasOrganizationUserList: boolean;
  /** The company's licence-gated features. */
  licences: readonly LicenceFeature[];
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
  if (gate.billingAccount === 'required' && !facts.hasBillingAccount) return false;
  if (gate.billingAccount === 'absent' && facts.hasBillingAccount) return false;
  if (gate.billingProvider && !facts.hasBillingProvider) return false;
  if (gate.selectUser && !(facts.hasAdminToken || facts.hasOrganizationUserList)) return false;
  if (gate.licence && !facts.licences.includes(gate.licence)) return false;
  return passesMode(gate.mode ?? 'full', facts.isPaymentsOnly);
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

/** Pages whose first path segment is `welcome` have no sidebar and no top bar. */
export function isBarePath(pathname: string): boolean {
  return normalizePath(pathname).split('/')[1] === 'welcome';
}

export type Access = { kind: 'allow' } | { kind: 'deny' } | { kind: 'redirect'; to: string };

/** The cross-area choices the rules need: where `/` sends whom, and the payments-only sidebar. */
export interface NavigationPolicy<K extends string> {
  /** Shown at `/` to users who may open it; the others are redirected. */
  home: K;
  /** Where a user without the home page lands, in this order (spec section 2). */
  rootRedirectOrder: readonly { scope: Scope; page: K }[];
  paymentsHome: K;
  organizationAdminHome: K;
  /** With nothing else to open. */
  fallback: K;
  /** Spec section 2: a payments-only company sees exactly these sidebar entries. */
  paymentsOnlySidebar: readonly string[];
  /** The sidebar entry shown only when the Boost rule says so. */
  boostEntry: string;
}

/** Merges the areas' pages into one table; a page key or path declared twice is an error. */
export function mergePages(areas: readonly AreaManifest[]): Record<string, AppRoute> {
  const pages: Record<string, AppRoute> = {};
  const paths = new Set<string>();
  for (const area of areas) {
    for (const [key, route] of Object.entries(area.pages)) {
      if (key in pages) throw new Error(`Page ${key} is declared twice (area ${area.name})`);
      for (const path of [route.path, ...(route.aliases ?? [])]) {
        if (paths.has(path)) throw new Error(`Path ${path} is declared twice (area ${area.name})`);
        paths.add(path);
      }
      pages[key] = route;
    }
  }
  return pages;
}

/**
 * The pages nobody can click to (issue 41): neither a sidebar entry nor a sub-item of one, in an area
 * that does not say how its pages are reached. Pages with a path parameter are opened from their
 * list, and bare pages stand outside the shell.
 */
export function orphanPages(areas: readonly AreaManifest[]): string[] {
  const entries = new Set(
    areas.flatMap((area) =>
      Object.values(area.pages).flatMap((page) => (page.sidebar ? [page.sidebar.key] : [])),
    ),
  );
  return areas.flatMap((area) =>
    area.unlinked
      ? []
      : Object.entries(area.pages)
          .filter(
            ([, page]) =>
              !page.bare &&
              !page.path.includes('$') &&
              !page.sidebar &&
              !(page.nav && entries.has(page.nav.under)),
          )
          .map(([key]) => key),
  );
}

/** The navigation rules bound to one table of pages (see src/platform/navigation.ts). */
export function createNavigation<K extends string>(
  areas: readonly AreaManifest[],
  routes: Record<K, AppRoute>,
  policy: NavigationPolicy<K>,
) {
  const pageKeys = Object.keys(routes) as K[];

  const childrenOf = (key: string): K[] =>
    pageKeys
      .filter((page) => routes[page].nav?.under === key)
      .sort((a, b) => (routes[a].nav?.order ?? 0) - (routes[b].nav?.order ?? 0));

  const sidebar: readonly SidebarEntry<K>[] = [
    ...pageKeys.flatMap((page) => {
      const decl = routes[page].sidebar;
      return decl ? [{ ...decl, page: page as K | null }] : [];
    }),
    ...areas.flatMap((area) =>
      (area.sidebarActions ?? []).map((action) => ({ ...action, page: null as K | null })),
    ),
  ]
    .sort((a, b) => (a.placement === b.placement ? a.order - b.order : a.placement === 'main' ? -1 : 1))
    .map(({ key, page, placement, extra }) => {
      const children = childrenOf(key);
      return {
        key,
        page,
        placement,
        ...(extra ? { extra } : {}),
        ...(children.length > 0 ? { children } : {}),
      };
    });

  const entryKeys = new Set(sidebar.map((entry) => entry.key));
  for (const page of pageKeys) {
    const under = routes[page].nav?.under;
    if (under !== undefined && !entryKeys.has(under))
      throw new Error(`Page ${page} sits under sidebar entry ${under}, which no page declares`);
  }

  const quickActions: readonly QuickActionDecl<K>[] = areas
    .flatMap((area) => area.quickActions ?? [])
    .filter((action): action is QuickActionDecl<K> => action.page in routes)
    .sort((a, b) => a.order - b.order);

  function pathOf(page: K): string {
    return routes[page].path;
  }

  function canOpen(page: K, facts: GateFacts): boolean {
    return passesGate(routes[page].gate, facts);
  }

  function gateOf(entry: SidebarEntry<K>): Gate {
    const base: Gate = entry.page ? routes[entry.page].gate : { scopes: [] };
    const extra = entry.extra ?? {};
    return { ...base, ...extra, scopes: extra.scopes ?? base.scopes };
  }

  /**
   * One entry as these facts see it, or null when hidden. Sub-items show when their own gate and the
   * entry's `extra` pass (the spec's sidebar gating of an item holds for all of it); the entry shows
   * when it passes, or when one of its sub-items does, and then links to the first such sub-item.
   */
  function visibleEntry(entry: SidebarEntry<K>, facts: GateFacts): SidebarEntry<K> | null {
    const own = passesGate(gateOf(entry), facts);
    const extra = entry.extra ?? {};
    const children = (entry.children ?? []).filter(
      (child) => canOpen(child, facts) && passesGate({ ...extra, scopes: extra.scopes ?? [] }, facts),
    );
    if (!own && children.length === 0) return null;
    return {
      key: entry.key,
      page: own ? entry.page : (children[0] ?? null),
      placement: entry.placement,
      ...(entry.extra ? { extra: entry.extra } : {}),
      ...(children.length > 0 ? { children } : {}),
    };
  }

  /**
   * The sidebar for these facts, in display order. A payments-only company sees only its four
   * items; an organization admin with a user list sees only Select user; Boost follows its rule.
   */
  function visibleSidebar(
    facts: GateFacts,
    boost: { visible: boolean } = { visible: false },
  ): SidebarEntry<K>[] {
    if (facts.hasOrganizationUserList)
      return sidebar.filter((entry) => entry.page === policy.organizationAdminHome);
    const shown = facts.isPaymentsOnly
      ? sidebar.filter((entry) => policy.paymentsOnlySidebar.includes(entry.key))
      : sidebar.filter((entry) => entry.key !== policy.boostEntry || boost.visible);
    return shown.flatMap((entry) => {
      const visible = visibleEntry(entry, facts);
      return visible ? [visible] : [];
    });
  }

  /** The page a logged-in path shows, or null (no page declares it). */
  function pageForPath(pathname: string): K | null {
    const path = normalizePath(pathname);
    for (const page of pageKeys) {
      const route = routes[page];
      if (patternMatches(route.path, path)) return page;
      if (route.aliases?.some((alias) => patternMatches(alias, path))) return page;
    }
    return null;
  }

  /**
   * Where `/` sends a user who may not see the home page: the first page of the order whose scope
   * they hold and whose gate they pass; a payments-only company goes to its home, an organization
   * admin to the user picker; with nothing left, the fallback page.
   */
  function rootRedirect(facts: GateFacts): string {
    if (facts.hasOrganizationUserList) return pathOf(policy.organizationAdminHome);
    if (facts.isPaymentsOnly) return pathOf(policy.paymentsHome);
    const target = policy.rootRedirectOrder.find(
      ({ scope, page }) => hasScope(facts.scopes, scope) && canOpen(page, facts),
    );
    return target ? pathOf(target.page) : pathOf(policy.fallback);
  }

  /**
   * What the router does for a logged-in path: show it, show Access Denied, or redirect from `/`.
   * A path no manifest declares is denied: a route file without a declared gate stays shut.
   */
  function accessFor(pathname: string, facts: GateFacts): Access {
    const page = pageForPath(pathname);
    if (page === null) return { kind: 'deny' };
    if (page === policy.home && (!canOpen(page, facts) || facts.hasOrganizationUserList)) {
      return { kind: 'redirect', to: rootRedirect(facts) };
    }
    return canOpen(page, facts) ? { kind: 'allow' } : { kind: 'deny' };
  }

  /** The search palette's pages: searchable pages the viewer can open. */
  function searchablePages(facts: GateFacts): K[] {
    return pageKeys.filter((page) => routes[page].searchable === true && canOpen(page, facts));
  }

  return {
    pageKeys,
    sidebar,
    quickActions,
    pathOf,
    canOpen,
    visibleSidebar,
    pageForPath,
    rootRedirect,
    accessFor,
    searchablePages,
  };
}
