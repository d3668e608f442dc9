import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LICENCE_FEATURES } from '../domain/licences.ts';
import { mergePages, namespacesByPath, orphanPages, passesGate } from '../domain/navigation.ts';
import { SCOPES } from '../domain/scopes.ts';
import { AREAS } from '../features/areas.ts';
import en from '../i18n/en/index.ts';
import {
  APP_ROUTES,
  accessFor,
  boostLink,
  canOpen,
  type GateFacts,
  isBarePath,
  PAGE_KEYS,
  pageForPath,
  QUICK_ACTIONS,
  ROOT_REDIRECT_ORDER,
  rootRedirect,
  SIDEBAR,
  searchablePages,
  visibleSidebar,
} from './navigation.ts';

const owner: GateFacts = {
  scopes: [],
  hasVenue: true,
  hasProducts: true,
  hasOrganization: false,
  hasBillingAccount: true,
  hasBillingProvider: true,
  isPaymentsOnly: false,
  hasAdminToken: false,
  hasOrganizationUserList: false,
  licences: [...LICENCE_FEATURES],
};

const keys = (facts: GateFacts, boost = { visible: false }) => visibleSidebar(facts, boost).map((e) => e.key);

describe('sidebar (spec sections 2 and 6)', () => {
  it('shows a full-access owner every POS item but organization-only ones, in order', () => {
    expect(keys(owner)).toEqual([
      'dashboard',
      'finance',
      'products',
      'inventory',
      'menus',
      'discounts',
      'orders',
      'tables',
      'kds',
      'posLayouts',
      'staff',
      'api',
      'billing',
      'support',
      'settings',
    ]);
    expect(keys({ ...owner, hasOrganization: true })).toContain('integrations');
  });

  it('shows Tables only with the tables licence', () => {
    expect(keys({ ...owner, licences: ['kds'] })).not.toContain('tables');
  });

  it('limits a scoped user', () => {
    expect(keys({ ...owner, scopes: ['POS_CUSTOMIZATION', 'MENUS'] })).toEqual([
      'products',
      'inventory',
      'menus',
      'discounts',
      'tables',
      'kds',
      'posLayouts',
      'support',
    ]);
  });

  it('needs a venue and products for orders and finance; a venue for tables and layouts', () => {
    expect(keys({ ...owner, hasProducts: false })).not.toContain('orders');
    expect(keys({ ...owner, hasProducts: false })).not.toContain('finance');
    const noVenue = keys({ ...owner, hasVenue: false });
    for (const key of ['orders', 'finance', 'tables', 'posLayouts'] as const)
      expect(noVenue).not.toContain(key);
    expect(noVenue).toContain('products');
  });

  it('shows Staff & Accounts for STAFF or ACCOUNTS', () => {
    expect(keys({ ...owner, scopes: ['STAFF'] })).toContain('staff');
    expect(keys({ ...owner, scopes: ['ACCOUNTS'] })).toContain('staff');
    expect(keys({ ...owner, scopes: ['ORDERS'] })).not.toContain('staff');
  });

  it('shows Billing only with FINANCE and a billing account', () => {
    expect(keys({ ...owner, hasBillingAccount: false })).not.toContain('billing');
    expect(keys({ ...owner, scopes: ['SETTINGS'] })).not.toContain('billing');
    expect(keys({ ...owner, scopes: ['FINANCE'] })).toContain('billing');
  });

  it('shows Billing only when the server has a billing provider (else its portal link fails)', () => {
    expect(keys({ ...owner, hasBillingProvider: false })).not.toContain('billing');
    expect(keys({ ...owner, scopes: ['FINANCE'], hasBillingProvider: false })).not.toContain('billing');
  });

  it('shows Set up billing to FINANCE while the company has no billing account; Billing takes its place', () => {
    const without = keys({ ...owner, hasBillingAccount: false });
    expect(without).toContain('billingSetup');
    expect(without).not.toContain('billing');
    expect(keys(owner)).not.toContain('billingSetup');
    expect(keys({ ...owner, hasBillingAccount: false, scopes: ['SETTINGS'] })).not.toContain('billingSetup');
    expect(keys({ ...owner, hasBillingAccount: false, isPaymentsOnly: true })).not.toContain('billingSetup');
  });

  it('gates the billing pages by one fact, with the gate written out: required or absent', () => {
    expect(APP_ROUTES.billingSetup.gate.billingAccount).toBe('absent');
    expect(SIDEBAR.find((entry) => entry.key === 'billing')?.extra?.billingAccount).toBe('required');
    expect(passesGate({ scopes: [], billingAccount: 'required' }, owner)).toBe(true);
    expect(
      passesGate({ scopes: [], billingAccount: 'required' }, { ...owner, hasBillingAccount: false }),
    ).toBe(false);
    expect(passesGate({ scopes: [], billingAccount: 'absent' }, owner)).toBe(false);
    expect(passesGate({ scopes: [], billingAccount: 'absent' }, { ...owner, hasBillingAccount: false })).toBe(
      true,
    );
    // Unset: the page does not care.
    expect(passesGate({ scopes: [] }, owner)).toBe(true);
    expect(passesGate({ scopes: [] }, { ...owner, hasBillingAccount: false })).toBe(true);
  });

  it('opens and offers Set up billing only while the company has no billing account', () => {
    const without = { ...owner, hasBillingAccount: false, scopes: ['FINANCE'] };
    expect(accessFor('/billing', without)).toEqual({ kind: 'allow' });
    expect(accessFor('/billing', { ...without, hasBillingAccount: true })).toEqual({ kind: 'deny' });
    expect(searchablePages(without)).toContain('billingSetup');
    expect(searchablePages({ ...without, hasBillingAccount: true })).not.toContain('billingSetup');
  });

  it('shows Select user only with an admin token', () => {
    expect(keys(owner)).not.toContain('selectUser');
    expect(keys({ ...owner, hasAdminToken: true })).toContain('selectUser');
  });

  it('shows a payments-only company only Transactions, Payouts, Reports and API', () => {
    expect(keys({ ...owner, isPaymentsOnly: true })).toEqual([
      'transactions',
      'payouts',
      'paymentsReports',
      'api',
    ]);
    // The API page needs its own scope (issue 42): a MENUS user of a payments-only company lacks it.
    expect(keys({ ...owner, isPaymentsOnly: true, scopes: ['MENUS'] })).toEqual([
      'transactions',
      'payouts',
      'paymentsReports',
    ]);
  });

  it('shows only Select user when an organization user list is present', () => {
    expect(keys({ ...owner, hasOrganizationUserList: true })).toEqual(['selectUser']);
  });

  it('places Boost by its rule', () => {
    expect(keys(owner, { visible: true })).toContain('boost');
    expect(keys(owner, { visible: false })).not.toContain('boost');
    // Boost is the LOANS area (spec section 6): without it, even FINANCE, it stays hidden with an offer.
    expect(keys({ ...owner, scopes: ['MENUS', 'FINANCE'] }, { visible: true })).not.toContain('boost');
    expect(keys({ ...owner, scopes: ['LOANS'] }, { visible: true })).toContain('boost');
  });
});

describe('boost rule', () => {
  it('shows a current offer anywhere, without the New badge', () => {
    expect(boostLink({ hasCurrentOffer: true, hasAvailableOffer: false }, 'NO')).toEqual({
      visible: true,
      isNew: false,
    });
  });
  it('shows an available offer in GB and SE only, with the New badge', () => {
    const available = { hasCurrentOffer: false, hasAvailableOffer: true };
    expect(boostLink(available, 'SE')).toEqual({ visible: true, isNew: true });
    // Once someone has opened /boost the badge is gone for the company.
    expect(boostLink({ ...available, seen: true }, 'SE')).toEqual({ visible: true, isNew: false });
    expect(boostLink(available, 'GB')).toEqual({ visible: true, isNew: true });
    expect(boostLink(available, 'ES')).toEqual({ visible: false, isNew: false });
  });
  it('hides without offers', () => {
    expect(boostLink({ hasCurrentOffer: false, hasAvailableOffer: false }, 'SE').visible).toBe(false);
  });
});

describe('routes', () => {
  it('matches paths, parameters, aliases and trailing slashes', () => {
    expect(pageForPath('/')).toBe('dashboard');
    expect(pageForPath('/pim/products')).toBe('products');
    expect(pageForPath('/pim/products/')).toBe('products');
    expect(pageForPath('/reports/z-reports')).toBe('zReport');
    expect(pageForPath('/pim/modification-groups')).toBe('variations');
    expect(pageForPath('/integrations/fortnox')).toBe('integration');
    expect(pageForPath('/integrations/fortnox/manage-configs')).toBe('integrationConfigs');
    expect(pageForPath('/nowhere')).toBeNull();
  });

  it('has one path per page', () => {
    const paths = PAGE_KEYS.map((page) => APP_ROUTES[page].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('knows welcome pages are bare', () => {
    expect(isBarePath('/welcome')).toBe(true);
    expect(isBarePath('/welcome/step')).toBe(true);
    expect(isBarePath('/pim/products')).toBe(false);
  });

  it('denies a page whose gate fails and a path no manifest declares', () => {
    const scoped = { ...owner, scopes: ['POS_CUSTOMIZATION', 'MENUS'] };
    expect(accessFor('/pim/products', scoped)).toEqual({ kind: 'allow' });
    expect(accessFor('/staff', scoped)).toEqual({ kind: 'deny' });
    expect(accessFor('/settings/company', scoped)).toEqual({ kind: 'deny' });
    expect(accessFor('/menus', scoped)).toEqual({ kind: 'allow' });
    expect(accessFor('/whatever', scoped)).toEqual({ kind: 'deny' });
    expect(accessFor('/whatever', owner)).toEqual({ kind: 'deny' });
  });

  it('keeps payments-only companies to their pages and POS companies out of them', () => {
    const payments = { ...owner, isPaymentsOnly: true };
    expect(accessFor('/pim/products', payments)).toEqual({ kind: 'deny' });
    expect(accessFor('/payments-payouts', payments)).toEqual({ kind: 'allow' });
    expect(accessFor('/api', payments)).toEqual({ kind: 'allow' });
    expect(accessFor('/payments-payouts', owner)).toEqual({ kind: 'deny' });
  });
});

describe('root redirect', () => {
  it('shows the dashboard to FINANCE users', () => {
    expect(accessFor('/', owner)).toEqual({ kind: 'allow' });
    expect(accessFor('/', { ...owner, scopes: ['FINANCE'] })).toEqual({ kind: 'allow' });
  });

  it('follows the spec order for every single scope', () => {
    const expected: Record<string, string> = {
      POS_CUSTOMIZATION: '/pim/products',
      ORDERS: '/orders',
      STAFF: '/staff',
      MENUS: '/menus',
      INTEGRATIONS: '/integrations',
      ACCOUNTS: '/accounts',
      SETTINGS: '/settings/company',
      API_KEYS: '/api',
      LOANS: '/boost',
    };
    for (const scope of SCOPES.filter((s) => s !== 'FINANCE')) {
      const facts = { ...owner, hasOrganization: true, scopes: [scope] };
      expect(accessFor('/', facts)).toEqual({ kind: 'redirect', to: expected[scope] });
    }
    expect(ROOT_REDIRECT_ORDER.map((r) => APP_ROUTES[r.page].path)).toEqual([
      '/pim/products',
      '/orders',
      '/staff',
      '/menus',
      '/integrations',
      '/accounts',
      '/settings/company',
      '/api',
      '/boost',
    ]);
  });

  it('takes the first in order when several scopes are held', () => {
    expect(rootRedirect({ ...owner, scopes: ['SETTINGS', 'MENUS', 'POS_CUSTOMIZATION'] })).toBe(
      '/pim/products',
    );
    expect(rootRedirect({ ...owner, scopes: ['SETTINGS', 'MENUS'] })).toBe('/menus');
  });

  it('skips a page whose other requirements fail', () => {
    expect(rootRedirect({ ...owner, hasVenue: false, scopes: ['ORDERS', 'SETTINGS'] })).toBe(
      '/settings/company',
    );
    expect(rootRedirect({ ...owner, scopes: ['INTEGRATIONS'] })).toBe('/support');
  });

  it('sends payments-only companies and organization admins to their homes', () => {
    expect(rootRedirect({ ...owner, isPaymentsOnly: true })).toBe('/payments-transactions');
    expect(accessFor('/', { ...owner, isPaymentsOnly: true })).toEqual({
      kind: 'redirect',
      to: '/payments-transactions',
    });
    expect(accessFor('/', { ...owner, hasOrganizationUserList: true })).toEqual({
      kind: 'redirect',
      to: '/select-user',
    });
  });
});

describe('searchable pages', () => {
  it('offers only pages the viewer may open', () => {
    const pages = searchablePages({ ...owner, scopes: ['POS_CUSTOMIZATION'] });
    expect(pages).toContain('products');
    expect(pages).toContain('menus');
    expect(pages).not.toContain('staff');
    expect(pages).not.toContain('dashboard');
    expect(pages).not.toContain('integration');
  });
});

describe('the table assembled from the manifests', () => {
  it('gives every sidebar entry and every page a text', () => {
    for (const entry of SIDEBAR) expect(Object.keys(en.nav)).toContain(entry.key);
    for (const page of PAGE_KEYS) expect(Object.keys(en.pages)).toContain(page);
  });

  it('declares every signed-in route file, so none is left ungated', () => {
    const root = fileURLToPath(new URL('../routes/_app/', import.meta.url));
    const routeFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? routeFiles(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    const urls = routeFiles(root)
      .map((file) =>
        relative(root, file)
          .replace(/\\/g, '/')
          .replace(/\.tsx$/, ''),
      )
      .filter((file) => file !== '$')
      .map((file) => `/${file.replace(/(^|\/)index$/, '')}`.replace(/\$[a-z]+/gi, 'sample'));
    expect(urls.length).toBeGreaterThan(40);
    expect(urls.filter((url) => pageForPath(url) === null)).toEqual([]);
  });

  it('keeps the sidebar order of the spec across areas', () => {
    expect(SIDEBAR.map((entry) => entry.key)).toEqual([
      'dashboard',
      'finance',
      'products',
      'inventory',
      'menus',
      'discounts',
      'orders',
      'tables',
      'kds',
      'posLayouts',
      'staff',
      'integrations',
      'transactions',
      'payouts',
      'paymentsReports',
      'api',
      'boost',
      'billingSetup',
      'billing',
      'selectUser',
      'support',
      'settings',
    ]);
  });

  it('has one name per area and pages in exactly one area', () => {
    const names = AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    const declared = AREAS.flatMap((area) => Object.keys(area.pages));
    expect(declared.sort()).toEqual([...PAGE_KEYS].sort());
  });

  it('refuses a page declared twice', () => {
    const page = { path: '/x', gate: { scopes: [] } };
    expect(() =>
      mergePages([
        { name: 'a', namespace: null, pages: { x: page } },
        { name: 'b', namespace: null, pages: { x: { ...page, path: '/y' } } },
      ]),
    ).toThrow(/declared twice/);
    expect(() =>
      mergePages([
        { name: 'a', namespace: null, pages: { x: page } },
        { name: 'b', namespace: null, pages: { y: page } },
      ]),
    ).toThrow(/declared twice/);
  });
});

describe('licence gates (spec section 4)', () => {
  const gate = { scopes: ['POS_CUSTOMIZATION'], licence: 'kds' } as const;
  it('open a page only for companies with the feature', () => {
    const facts = { ...owner, scopes: ['POS_CUSTOMIZATION'], licences: [] };
    expect(passesGate(gate, facts)).toBe(false);
    expect(passesGate(gate, { ...facts, licences: ['tables'] })).toBe(false);
    expect(passesGate(gate, { ...facts, licences: ['tables', 'kds'] })).toBe(true);
  });
});

describe('the namespaces of each page', () => {
  it('are known for every path of the back office, aliases included', () => {
    const byPath = namespacesByPath(AREAS);
    expect(byPath.get('/')).toEqual(['finance']);
    expect(byPath.get('/pim/products')).toEqual(['crud', 'pim']);
    expect(byPath.get('/pim/modification-groups')).toEqual(byPath.get('/pim/manage-modifications'));
  });
});

describe('quick actions (spec section 5)', () => {
  it('offers create product, create category and create staff, in that order', () => {
    expect(QUICK_ACTIONS.map((action) => action.key)).toEqual([
      'createProduct',
      'createCategory',
      'createStaff',
    ]);
  });
});

describe('every page one or two clicks from the sidebar (issue 41)', () => {
  const childrenOf = (key: string) => SIDEBAR.find((entry) => entry.key === key)?.children;

  it('groups the pages of each area under its sidebar entry', () => {
    expect(childrenOf('finance')).toEqual(['dashboard', 'reports', 'zReport', 'scheduledReports']);
    expect(childrenOf('tables')).toEqual(['tables', 'floorPlan', 'tableMonitoring', 'onlineOrdering']);
    expect(childrenOf('settings')).toEqual([
      'company',
      'venues',
      'receipt',
      'beepers',
      'paymentMethods',
      'invoiceTargets',
      'licenses',
    ]);
    expect(childrenOf('staff')).toEqual([
      'staff',
      'accessLevels',
      'competitions',
      'accounts',
      'staffGetStarted',
    ]);
    expect(childrenOf('menus')).toEqual(['menus', 'manageVenueMenus', 'menuHistory']);
    expect(SIDEBAR.find((entry) => entry.key === 'kds')?.page).toBe('kds');
  });

  it('leaves no declared page without a link', () => {
    expect(orphanPages(AREAS)).toEqual([]);
  });

  it('finds a new page declared without a sidebar place', () => {
    const lost = { path: '/finance/new-thing', gate: { scopes: [] } };
    const linked = {
      path: '/finance',
      gate: { scopes: [] },
      sidebar: { key: 'f', placement: 'main' as const, order: 1 },
    };
    expect(
      orphanPages([
        {
          name: 'f',
          namespace: null,
          pages: { linked, lost, sub: { ...lost, path: '/s', nav: { under: 'f', order: 1 } } },
        },
        {
          name: 'g',
          namespace: null,
          pages: { wrong: { ...lost, path: '/w', nav: { under: 'nowhere', order: 1 } } },
        },
        {
          name: 'wizard',
          namespace: null,
          unlinked: 'a wizard',
          pages: { step: { ...lost, path: '/step' } },
        },
      ] as const),
    ).toEqual(['lost', 'wrong']);
  });

  // Each viewer sees a link to every page they may open (within the spec's sidebar gating of the
  // entry the page sits under: Finance needs products).
  const viewers: [string, GateFacts][] = [
    ['owner', owner],
    ['owner without products', { ...owner, hasProducts: false }],
    ['owner without a venue', { ...owner, hasVenue: false }],
    ['owner with the KDS licence only', { ...owner, licences: ['kds'] }],
    ['owner with no licence', { ...owner, licences: [] }],
    ...SCOPES.map((scope): [string, GateFacts] => [
      scope,
      { ...owner, hasOrganization: true, scopes: [scope] },
    ]),
    ['ORDERS and SETTINGS', { ...owner, scopes: ['ORDERS', 'SETTINGS'] }],
  ];
  const unlinkedAreas = new Set(
    AREAS.filter((area) => area.unlinked).flatMap((area) => Object.keys(area.pages)),
  );

  for (const [name, facts] of viewers) {
    it(`links every page ${name} may open`, () => {
      const sidebar = visibleSidebar(facts, { visible: true });
      const linked = new Set(sidebar.flatMap((entry) => [entry.page, ...(entry.children ?? [])]));
      const hiddenBySpec = (page: (typeof PAGE_KEYS)[number]) =>
        [APP_ROUTES[page].nav?.under, APP_ROUTES[page].sidebar?.key].some((key) => {
          const extra = SIDEBAR.find((entry) => entry.key === key)?.extra;
          return extra !== undefined && !passesGate({ ...extra, scopes: extra.scopes ?? [] }, facts);
        });
      const missing = PAGE_KEYS.filter(
        (page) =>
          canOpen(page, facts) &&
          !APP_ROUTES[page].bare &&
          !APP_ROUTES[page].path.includes('$') &&
          !unlinkedAreas.has(page) &&
          !linked.has(page) &&
          !hiddenBySpec(page),
      );
      expect(missing).toEqual([]);
    });
  }

  it('shows an entry for its sub-items when its own page is shut, linking the first', () => {
    // ORDERS holds no POS_CUSTOMIZATION: Tables itself is shut, tableside ordering is not.
    const tables = visibleSidebar({ ...owner, scopes: ['ORDERS'] }).find((entry) => entry.key === 'tables');
    expect(tables).toEqual({
      key: 'tables',
      page: 'onlineOrdering',
      placement: 'main',
      extra: { venue: true },
      children: ['onlineOrdering'],
    });
    // ACCOUNTS alone: Staff & Accounts opens on the staff list (STAFF or ACCOUNTS) with accounts beside.
    const staff = visibleSidebar({ ...owner, scopes: ['ACCOUNTS'] }).find((entry) => entry.key === 'staff');
    expect(staff?.children).toContain('accounts');
  });

  it('keeps the spec gating of an entry for all its sub-items', () => {
    expect(keys({ ...owner, hasProducts: false })).not.toContain('finance');
  });
});
